/**
 * What the student typed, as the checker reads it. Boxes hold text (a box may hold anything);
 * a cut is a mark on the edge into a node.
 */

export interface WindowAnswer {
	readonly alpha: string;
	readonly beta: string;
}

export interface Answers {
	/** Each inner node's value box, by node number; a missing entry is an empty box. */
	readonly values: ReadonlyMap<number, string>;
	/** The nodes whose incoming edge is marked cut. */
	readonly cuts: ReadonlySet<number>;
	/** Each node's window boxes, by node number. */
	readonly windows: ReadonlyMap<number, WindowAnswer>;
}

export const NO_ANSWERS: Answers = { values: new Map(), cuts: new Set(), windows: new Map() };

/**
 * What a box holds: nothing, a number (±∞ allowed for window bounds, from their words and
 * symbols only), a number the box cannot hold exactly (`rounded`: what it would be read as, so a
 * long number is never rounded into a right answer), or text that is neither.
 */
export type BoxReading =
	| { kind: 'empty' }
	| { kind: 'number'; value: number }
	| { kind: 'inexact'; rounded: number }
	| { kind: 'text'; bound?: true };

const INFINITE = /^([+-]?)(∞|inf|infinity)$/i;
/** A bound as textbooks write a value a search stopped short of (≤2, >= -3): named, never read. */
const BOUND = /^(≤|≥|<=?|>=?|=<|=>)[+-]?(\d|\.\d|∞|inf)/i;
/** A decimal number as the engine writes one (`String(value)`): exponents included. */
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads a box: spaces ignored, a typographic minus taken as '-', "∞" or "inf" for infinity. A
 * number is read only when it is exactly the number the engine would write back: 0.1 and 1e-7
 * are, 3.0000000000000000001 (read as 3) and a 1 with 400 zeros (read as +∞) are not.
 */
export function readBox(text: string | undefined, allowInfinite = false): BoxReading {
	const trimmed = (text ?? '').trim().replace(/\s+/g, '').replace(/[−–]/g, '-');
	if (trimmed === '') return { kind: 'empty' };
	const infinite = INFINITE.exec(trimmed);
	if (infinite && allowInfinite)
		return { kind: 'number', value: infinite[1] === '-' ? -Infinity : Infinity };
	if (!NUMBER.test(trimmed))
		return BOUND.test(trimmed) ? { kind: 'text', bound: true } : { kind: 'text' };
	const value = Number(trimmed) + 0;
	if (!Number.isFinite(value) || !sameDecimal(trimmed, String(value)))
		return { kind: 'inexact', rounded: value };
	return { kind: 'number', value };
}

/** Whether two decimal numerals (as `NUMBER` reads them) name exactly the same number. */
function sameDecimal(a: string, b: string): boolean {
	const [x, y] = [canonical(a), canonical(b)];
	return (
		x.digits === y.digits &&
		(x.digits === '' || (x.negative === y.negative && x.exponent === y.exponent))
	);
}

/** A numeral as its significant digits, their sign and the power of ten of the last digit. */
function canonical(numeral: string): { negative: boolean; digits: string; exponent: number } {
	const [, sign = '', whole = '', fraction = '', power = '0'] =
		/^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(numeral) ?? [];
	const all = (whole + fraction).replace(/^0+/, '');
	const digits = all.replace(/0+$/, '');
	const exponent = Number(power) - fraction.length + (all.length - digits.length);
	return { negative: sign === '-', digits, exponent };
}

/** The boxes as the page keeps them (text by node number, a mark by node number). */
export interface AnswerBoxes {
	readonly values: Readonly<Record<number, string>>;
	readonly cuts: Readonly<Record<number, boolean>>;
	readonly alphas: Readonly<Record<number, string>>;
	readonly betas: Readonly<Record<number, string>>;
}

export function answersFrom(boxes: AnswerBoxes): Answers {
	const windows = new Map<number, WindowAnswer>();
	for (const key of new Set([...Object.keys(boxes.alphas), ...Object.keys(boxes.betas)])) {
		const node = Number(key);
		windows.set(node, { alpha: boxes.alphas[node] ?? '', beta: boxes.betas[node] ?? '' });
	}
	return {
		values: new Map(Object.entries(boxes.values).map(([key, text]) => [Number(key), text])),
		cuts: markedNodes(boxes.cuts),
		windows
	};
}

/** The nodes whose edge is marked. */
export function markedNodes(cuts: Readonly<Record<number, boolean>>): Set<number> {
	return new Set(
		Object.entries(cuts)
			.filter(([, marked]) => marked)
			.map(([key]) => Number(key))
	);
}

/** A board's boxes as the page keeps them: scores and cut marks by cell, and the move picked. */
export function boardAnswersFrom(
	scores: Readonly<Record<number, string>>,
	cuts: Readonly<Record<number, boolean>>,
	pick: number | null
): { scores: Map<number, string>; cuts: Set<number>; pick: number | null } {
	const entries = Object.entries(scores).map(([key, text]): [number, string] => [
		Number(key),
		text
	]);
	return { scores: new Map(entries), cuts: markedNodes(cuts), pick };
}
