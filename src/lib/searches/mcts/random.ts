/**
 * The seeded generator MCTS draws its playouts from, so the same seed gives the same search
 * byte for byte, in the browser, the workers and the CLI alike.
 *
 * sfc32, Chris Doty-Humphrey's Small Fast Counting generator (32-bit, from PractRand): four
 * 32-bit words a, b, c and a counter d; each step returns a + b + d and mixes the words with a
 * shift, a rotation by 21 and the counter. Its state is seeded from the seed by SplitMix32 (a
 * 32-bit form of Steele, Lea and Flood's SplitMix), and the first 12 outputs are dropped so
 * that seeds 1 and 2 part at once.
 */
export class Sfc32 {
	#a: number;
	#b: number;
	#c: number;
	#d = 1;

	constructor(seed: number) {
		let state = seed >>> 0;
		const splitMix = (): number => {
			state = (state + 0x9e3779b9) >>> 0;
			let z = state;
			z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
			z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
			return (z ^ (z >>> 16)) >>> 0;
		};
		this.#a = splitMix();
		this.#b = splitMix();
		this.#c = splitMix();
		for (let i = 0; i < 12; i++) this.next();
	}

	/** The next 32-bit output, as an unsigned integer. */
	next(): number {
		const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
		this.#d = (this.#d + 1) | 0;
		this.#a = this.#b ^ (this.#b >>> 9);
		this.#b = (this.#c + (this.#c << 3)) | 0;
		this.#c = (this.#c << 21) | (this.#c >>> 11);
		this.#c = (this.#c + t) | 0;
		return t >>> 0;
	}

	/** A whole number from 0 to `count` − 1, each equally likely (to within 2^-32 · count). */
	below(count: number): number {
		return Math.floor((this.next() / 0x1_0000_0000) * count);
	}
}
