import { Fraction } from '$lib/engine/fraction';

/**
 * Values on a practice sheet whose search averages (expectimax): a chance node's value is a
 * fraction (23/3), so a box reads a whole number, a fraction of whole numbers ("23/3", "-1/2")
 * or a decimal ("7.67", "-0.5"), by pattern and BigInt arithmetic only: nothing typed is ever
 * evaluated. A value is matched exactly, or by a decimal written to two places that equals the
 * exact value rounded to two places, halves away from zero (23/3 → 7.67, −23/3 → −7.67,
 * 1/8 → 0.13); a decimal to any other number of places must be exact (7.7 is not 23/3).
 */

/** What a box holds: nothing, a value (with the decimal places written; null: whole or a/b), or text. */
export type ExactReading =
	| { kind: 'empty' }
	| { kind: 'number'; value: Fraction; places: number | null }
	| { kind: 'text'; bound?: true };

/** A whole number, a fraction of whole numbers, or a decimal with digits after its point. */
const NUMBER = /^([+-]?)(\d+(?:\/\d+)?|\d*\.(\d+))$/;
/** A bound as textbooks write one (≤2, >= 7/3): named, never read. */
const BOUND = /^(≤|≥|<=?|>=?|=<|=>)[+-]?(\d|\.\d|∞|inf)/i;

/** Reads a box: spaces ignored, a typographic minus or fraction slash taken as '-' and '/'. */
export function readExact(text: string | undefined): ExactReading {
	const trimmed = (text ?? '').replace(/\s+/g, '').replace(/[−–]/g, '-').replace(/[⁄∕]/g, '/');
	if (trimmed === '') return { kind: 'empty' };
	const [, sign, body = '', part] = NUMBER.exec(trimmed) ?? [];
	// Fraction.parse reads the value ("23/3", "-0.5"; a 0 before a bare point); a ratio over 0 is text.
	const value =
		body === ''
			? null
			: Fraction.parse(`${sign === '-' ? '-' : ''}${body.startsWith('.') ? '0' : ''}${body}`);
	if (value !== null)
		return { kind: 'number', value, places: part === undefined ? null : part.length };
	return BOUND.test(trimmed) ? { kind: 'text', bound: true } : { kind: 'text' };
}

/** The value rounded to two decimal places, halves away from zero, exactly (23/3 → 767/100). */
export function twoPlaces(value: Fraction): Fraction {
	const negative = value.num < 0n;
	const size = negative ? -value.num : value.num;
	// round(size × 100 / den) = floor((2 × size × 100 + den) / (2 × den))
	const hundredths = (size * 200n + value.den) / (2n * value.den);
	return Fraction.of(negative ? -hundredths : hundredths, 100n);
}

/** Whether a reading is `expected`: exactly, or as a decimal to two places that rounds to it. */
export function matches(reading: ExactReading, expected: Fraction): boolean {
	if (reading.kind !== 'number') return false;
	if (reading.value.equals(expected)) return true;
	return reading.places === 2 && reading.value.equals(twoPlaces(expected));
}

/** A value in decimals, to exactly `places` places: "7.67", "-0.50", "4.00". */
function decimalText(value: Fraction, places: number): string {
	const scaled = value.num * 10n ** BigInt(places);
	const digits = (scaled < 0n ? -scaled : scaled) / value.den;
	const text = digits.toString().padStart(places + 1, '0');
	const sign = value.num < 0n ? '-' : '';
	return places === 0
		? `${sign}${text}`
		: `${sign}${text.slice(0, -places)}.${text.slice(-places)}`;
}

/** Whether the value is a decimal of at most two places (7.5, −0.25): written so, it is exact. */
function shortDecimal(value: Fraction): boolean {
	return twoPlaces(value).equals(value);
}

/**
 * A value as the checker writes it: "4", "15/2 = 7.5", "23/3 ≈ 7.67" (the fraction, then its
 * decimal; "≈" where two places round it).
 */
export function exactText(value: Fraction): string {
	if (value.isWhole) return value.toString();
	if (shortDecimal(value)) {
		const decimal = decimalText(value, 2).replace(/0$/, '');
		return `${value} = ${decimal}`;
	}
	return `${value} ≈ ${decimalText(twoPlaces(value), 2)}`;
}
