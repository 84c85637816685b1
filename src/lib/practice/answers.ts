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

/** What a box holds: nothing, a number (±∞ allowed for window bounds), or text that is neither. */
export type BoxReading = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'text' };

const INFINITE = /^([+-]?)(∞|inf|infinity)$/i;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Reads a box: spaces ignored, a typographic minus taken as '-', "∞" or "inf" for infinity. */
export function readBox(text: string | undefined, allowInfinite = false): BoxReading {
	const trimmed = (text ?? '').trim().replace(/\s+/g, '').replace(/[−–]/g, '-');
	if (trimmed === '') return { kind: 'empty' };
	const infinite = INFINITE.exec(trimmed);
	if (infinite && allowInfinite)
		return { kind: 'number', value: infinite[1] === '-' ? -Infinity : Infinity };
	if (NUMBER.test(trimmed)) return { kind: 'number', value: Number(trimmed) + 0 };
	return { kind: 'text' };
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
