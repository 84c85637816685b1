/**
 * An exact rational number, numerator over a positive denominator in lowest terms, in BigInts.
 * A chance node's value is the weighted average of its children's (expectimax: (3 + 12 + 8) / 3
 * = 23/3), a fraction no game declares and a double cannot hold; a search that averages keeps
 * its values as these, and a trace writes each as text ("23/3") beside the rounded number.
 */
export class Fraction {
	readonly num: bigint;
	/** Always positive; 1 for a whole number. */
	readonly den: bigint;

	private constructor(num: bigint, den: bigint) {
		this.num = num;
		this.den = den;
	}

	static readonly ZERO = new Fraction(0n, 1n);

	/** `num / den` in lowest terms; `den` must not be 0. */
	static of(num: bigint, den = 1n): Fraction {
		if (den === 0n) throw new RangeError('A fraction cannot have denominator 0.');
		if (den < 0n) [num, den] = [-num, -den];
		const divisor = gcd(num < 0n ? -num : num, den);
		return divisor === 1n ? new Fraction(num, den) : new Fraction(num / divisor, den / divisor);
	}

	/**
	 * The value a finite number is written as: its shortest decimal form (`String`), so 0.1 is
	 * 1/10, as the person who typed it meant, not the double nearest it.
	 */
	static fromNumber(value: number): Fraction {
		if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite number.`);
		if (Number.isInteger(value) && Number.isSafeInteger(value))
			return new Fraction(BigInt(value), 1n);
		const parsed = Fraction.parse(String(value));
		if (parsed === null) throw new RangeError(`${value} has no decimal form.`);
		return parsed;
	}

	/**
	 * Reads "23/3", "-7", "2.5" or "1e-7" (a fraction of whole numbers, or a decimal); null for
	 * anything else.
	 */
	static parse(text: string): Fraction | null {
		const ratio = /^(-?\d+)\/(\d+)$/.exec(text);
		if (ratio) {
			const den = BigInt(ratio[2] as string);
			return den === 0n ? null : Fraction.of(BigInt(ratio[1] as string), den);
		}
		const decimal = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text);
		if (!decimal) return null;
		const [, sign, whole, part = '', power = '0'] = decimal;
		const shift = Number(power) - part.length;
		if (Math.abs(shift) > 400) return null;
		let num = BigInt(`${sign}${whole}${part}`);
		let den = 1n;
		if (shift >= 0) num *= 10n ** BigInt(shift);
		else den = 10n ** BigInt(-shift);
		return Fraction.of(num, den);
	}

	plus(other: Fraction): Fraction {
		if (this.den === other.den) return Fraction.of(this.num + other.num, this.den);
		return Fraction.of(this.num * other.den + other.num * this.den, this.den * other.den);
	}

	minus(other: Fraction): Fraction {
		return this.plus(Fraction.of(-other.num, other.den));
	}

	times(other: Fraction): Fraction {
		return Fraction.of(this.num * other.num, this.den * other.den);
	}

	/** This divided by a whole number `count` (an average over `count` equally likely moves). */
	over(count: number): Fraction {
		return Fraction.of(this.num, this.den * BigInt(count));
	}

	/** This divided by a fraction that is not 0 (a bound spread over one outcome's probability). */
	dividedBy(other: Fraction): Fraction {
		return Fraction.of(this.num * other.den, this.den * other.num);
	}

	/** -1, 0 or 1 as this is below, equal to or above `other`. */
	compare(other: Fraction): -1 | 0 | 1 {
		const left = this.num * other.den;
		const right = other.num * this.den;
		return left < right ? -1 : left > right ? 1 : 0;
	}

	equals(other: Fraction): boolean {
		return this.num === other.num && this.den === other.den;
	}

	get isWhole(): boolean {
		return this.den === 1n;
	}

	/** The nearest double (as near as the division of the two doubles gives). */
	toNumber(): number {
		if (this.den === 1n) return Number(this.num);
		const value = Number(this.num) / Number(this.den);
		if (Number.isFinite(value)) return value;
		// Both parts past a double's range: scale them down together first.
		const drop = BigInt(Math.max(this.num.toString().length, this.den.toString().length) - 300);
		return Number(this.num / 10n ** drop) / Number(this.den / 10n ** drop);
	}

	/** "23/3", or "7" for a whole number: the form trace files and the command line write. */
	toString(): string {
		return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
	}
}

function gcd(a: bigint, b: bigint): bigint {
	while (b !== 0n) [a, b] = [b, a % b];
	return a;
}
