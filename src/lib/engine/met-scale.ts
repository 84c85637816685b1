import { Fraction } from './fraction';
import { ValueScale, type Scale } from './scale';

// Apart from scale.ts: only the recorder makes one, and every trace reads a `ValueScale`, so the
// first view of `/` (a trace played back, never recorded) carries no `MetScale` (issue 45).

/**
 * The scale of a search that averages, while it runs: minus infinity is rank 0, plus infinity
 * rank 1, and every other value gets the next rank the first time it is met. These ranks name
 * values but do not order them, so a rule on a met scale compares exact values (`fraction`),
 * never ranks; `settle` sorts the values once the search is over and says where each rank went.
 */
export class MetScale implements Scale {
	readonly lowest = 0;
	readonly highest = 1;
	readonly #numbers: number[] = [-Infinity, Infinity];
	readonly #exact: (Fraction | null)[] = [null, null];
	/** The nearest double finds a value at once; two values sharing one fall back to the text. */
	readonly #byNumber = new Map<number, number>();
	#byText: Map<string, number> | null = null;

	/** How many ranks are given out, the infinities included. */
	get size(): number {
		return this.#numbers.length;
	}

	rank(score: number): number {
		if (score === -Infinity) return this.lowest;
		if (score === Infinity) return this.highest;
		return this.intern(Fraction.fromNumber(score));
	}

	rankOf(value: number): number | null {
		if (value === -Infinity) return this.lowest;
		if (value === Infinity) return this.highest;
		return this.#byNumber.get(value) ?? null;
	}

	intern(value: Fraction): number {
		const number = value.toNumber();
		const found = this.#byNumber.get(number);
		if (found === undefined) return this.#add(value, number, true);
		if ((this.#exact[found] as Fraction).equals(value)) return found;
		const text = value.toString();
		this.#byText ??= new Map();
		return this.#byText.get(text) ?? this.#add(value, number, false);
	}

	value(rank: number): number {
		return this.#numbers[rank] ?? Number.NaN;
	}

	fraction(rank: number): Fraction | null {
		return this.#exact[rank] ?? null;
	}

	/**
	 * The values met, sorted, as a finished trace's scale, and each rank given out here to its
	 * rank there (`ranks[met] = settled`).
	 */
	settle(): { scale: ValueScale; ranks: Uint32Array } {
		const order = this.#exact
			.map((value, rank) => ({ value, rank }))
			.filter((entry): entry is { value: Fraction; rank: number } => entry.value !== null)
			.sort((a, b) => a.value.compare(b.value));
		const ranks = new Uint32Array(this.#numbers.length);
		order.forEach((entry, index) => (ranks[entry.rank] = index + 1));
		ranks[this.highest] = order.length + 1;
		return { scale: ValueScale.met(order.map((entry) => entry.value)), ranks };
	}

	#add(value: Fraction, number: number, byNumber: boolean): number {
		const rank = this.#numbers.length;
		this.#numbers.push(number);
		this.#exact.push(value);
		if (byNumber) this.#byNumber.set(number, rank);
		else (this.#byText as Map<string, number>).set(value.toString(), rank);
		return rank;
	}
}
