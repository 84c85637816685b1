import { Fraction } from '$lib/engine/fraction';
import { clip, quoteInput } from '$lib/engine/quote';
import { readBox, type Answers, type BoxReading } from './answers';
import { exactText, matches, readExact } from './exact';
import type { PracticeError } from '$lib/i18n/practice-mistakes';
import type { Exercise, PracticeNode } from './exercise';

/**
 * The strict checker: every answer compared with the recorded trace. Each mistake is one
 * error naming its node and carrying the facts its reason needs (`PracticeError`); the
 * sentences are built from those facts in each language (i18n/practice.ts).
 */
export type { PracticeError };

export type ErrorKind = PracticeError['kind'];

/** A check's verdict, on a tree (`PracticeError`) or a board (`BoardError`). */
export interface CheckResult<Mistake = PracticeError> {
	readonly errors: readonly Mistake[];
	/**
	 * The answers judged: the value box (and window) of every node the search visits, every cut
	 * there is, and every other mark made (a cut where there is none, a box filled in a pruned
	 * branch). An untouched sheet has every answer wrong.
	 */
	readonly total: number;
	/** How many of them are right. */
	readonly right: number;
	/** Nothing was filled in or marked: the page lists no mistake, as each would give its answer away. */
	readonly blank?: boolean;
	/** Of the errors, the answers left empty: work not done yet, not mistakes made (V23 N5). */
	readonly empty?: number;
}

/**
 * Counts the answers judged as each is noted (`null`: right), keeping the errors in order; `left`
 * tells an answer left empty from a mistake made, the two counted apart.
 */
export function tally<Mistake>(left: (error: Mistake) => boolean): {
	note: (error: Mistake | null) => void;
	result: () => CheckResult<Mistake>;
} {
	const errors: Mistake[] = [];
	let total = 0;
	return {
		note(error) {
			total++;
			if (error !== null) errors.push(error);
		},
		result: () => ({
			errors,
			total,
			right: total - errors.length,
			empty: errors.filter(left).length
		})
	};
}

/** Checks every answer of `answers` against the exercise's trace. */
export function checkAnswers(exercise: Exercise, answers: Answers): CheckResult {
	const { note, result } = tally<PracticeError>((error) => error.kind === 'missingValue');
	const marked = new Set<number>();
	// Minimax cuts nothing, and its page offers no cut marks.
	const judgesCuts = exercise.windowed;

	for (const number of exercise.order) {
		const node = exercise.node(number);
		// Marks below a marked edge are implied by it: neither needed nor judged.
		const parentMarked = node.parent !== null && marked.has(node.parent);
		if (parentMarked || (node.parent !== null && answers.cuts.has(number))) marked.add(number);
		// The edges judged are the cuts there are and the marks made: an edge neither cut nor marked
		// is no answer, so an untouched sheet scores nothing. A cut below a marked edge is implied
		// by that mark, any mistake told at the marked edge.
		if (node.parent !== null && judgesCuts && !insideCut(exercise, node)) {
			const mark = answers.cuts.has(number);
			if (parentMarked) {
				if (node.cut !== null) note(null);
			} else if (node.cut !== null || mark) note(checkCut(exercise, node, mark));
		}
		if (node.leaf !== null) continue;
		if (node.call === null) {
			// Never visited: nothing to fill; a box filled there is a mark, and a mistake (one for
			// the node, however many boxes).
			const filled = boxesOf(exercise, number, answers).some(
				(text) => readBox(text).kind !== 'empty'
			);
			const cut = node.cut;
			if (filled)
				note(
					cut && { kind: 'notVisited' as const, node: number, top: cut.top, parent: cut.parent }
				);
			continue;
		}
		const text = answers.values.get(number);
		const error = exercise.averages ? checkAverage(node, text) : checkValue(exercise, node, text);
		// Follow-through: its own rule applied right to a wrong value below is no mistake of its own.
		note(error !== null && followsThrough(exercise, node, text, answers) ? null : error);
		if (exercise.windows) note(checkWindow(node, answers));
	}
	const blank =
		answers.cuts.size === 0 &&
		[
			...answers.values.values(),
			...[...answers.windows.values()].flatMap((w) => [w.alpha, w.beta])
		].every((text) => text.trim() === '');
	return blank ? { ...result(), blank } : result();
}

/**
 * Whether `text` is what the node's own rule (the highest, the lowest, the weighted sum) makes
 * of the values the student gave the children the search visits, one of them wrong (a leaf's
 * value as given; a child left empty or unreadable at its true value).
 */
function followsThrough(
	exercise: Exercise,
	node: PracticeNode,
	text: string | undefined,
	answers: Answers
): boolean {
	const reading = readExact(text);
	let misled = false;
	const terms: Fraction[] = [];
	for (const number of node.children) {
		const child = exercise.node(number);
		if (child.call === null) continue;
		const truth = child.exact ?? Fraction.fromNumber(child.value ?? 0);
		const given = readExact(answers.values.get(number));
		const wrong = child.leaf === null && given.kind === 'number' && !matches(given, truth);
		misled ||= wrong;
		const value = wrong && given.kind === 'number' ? given.value : truth;
		const weight = Fraction.parse(child.probability ?? '') ?? Fraction.ZERO;
		terms.push(node.role === 'chance' ? value.times(weight) : value);
	}
	const [first, ...rest] = terms;
	if (!misled || first === undefined || reading.kind !== 'number') return false;
	const pick = (a: Fraction, b: Fraction) =>
		a.compare(b) * (node.role === 'min' ? -1 : 1) > 0 ? a : b;
	const own = rest.reduce(
		(sum, term) => (node.role === 'chance' ? sum.plus(term) : pick(sum, term)),
		first
	);
	return matches(reading, own);
}

/** Whether the node lies strictly below the top of a pruned branch (its edge is moot). */
function insideCut(exercise: Exercise, node: PracticeNode): boolean {
	return node.cut !== null && !exercise.isCutTop(node.number);
}

function boxesOf(exercise: Exercise, number: number, answers: Answers): string[] {
	const window = answers.windows.get(number);
	return [answers.values.get(number) ?? '', window?.alpha ?? '', window?.beta ?? ''];
}

function checkCut(exercise: Exercise, node: PracticeNode, marked: boolean): PracticeError | null {
	const parent = node.parent ?? 0;
	const cut = node.cut;
	if (cut && !marked) return { kind: 'missingCut', node: node.number, parent, window: cut.window };
	if (!cut && marked) return { kind: 'extraCut', node: node.number, parent, window: node.window };
	return null;
}

function checkValue(
	exercise: Exercise,
	node: PracticeNode,
	text: string | undefined
): PracticeError | null {
	const expected = node.value ?? 0;
	const reading: BoxReading = readBox(text);
	if (reading.kind === 'empty') return { kind: 'missingValue', node: node.number, expected };
	if (reading.kind === 'text' || reading.kind === 'inexact')
		return { kind: 'unreadable', node: node.number, ...unreadable(text, reading) };
	if (reading.value === expected) return null;
	return {
		kind: 'value',
		node: node.number,
		maximizing: node.maximizing,
		expected,
		given: reading.value,
		partial: node.children.some((child) => exercise.node(child).call === null)
	};
}

/**
 * A value where the search averages (expectimax): a whole number, a fraction or a decimal, read
 * without evaluating anything (`readExact`), right when exact or to two places (`matches`).
 */
function checkAverage(node: PracticeNode, text: string | undefined): PracticeError | null {
	const expected = node.exact;
	if (expected === null) return null;
	const reading = readExact(text);
	const shown = exactText(expected);
	if (reading.kind === 'empty')
		return { kind: 'missingValue', node: node.number, expected: node.value ?? 0, exact: shown };
	if (reading.kind === 'text')
		return { kind: 'unreadable', node: node.number, ...unreadable(text, reading) };
	if (matches(reading, expected)) return null;
	return {
		kind: 'average',
		node: node.number,
		role: node.role,
		expected: shown,
		given: clip((text ?? '').trim(), 16),
		sum: node.sum
	};
}

/**
 * What a box held that is no number it reads, quoted: a bound (≤2) says so, so the reason says why
 * a number is wanted; a number it cannot hold exactly, what it would be read as.
 */
export function unreadable(
	text: string | undefined,
	reading: { kind: 'text'; bound?: true } | { kind: 'inexact'; rounded: number }
): { text: string; rounded?: number; bound?: true } {
	const quoted = quoteInput(text ?? '');
	if (reading.kind === 'inexact') return { text: quoted, rounded: reading.rounded };
	return reading.bound ? { text: quoted, bound: true } : { text: quoted };
}

function checkWindow(node: PracticeNode, answers: Answers): PracticeError | null {
	const expected = node.window;
	if (!expected) return null;
	const given = answers.windows.get(node.number) ?? { alpha: '', beta: '' };
	const alpha = readBox(given.alpha, true);
	const beta = readBox(given.beta, true);
	const same = (reading: BoxReading, value: number) =>
		reading.kind === 'number' && reading.value === value;
	if (same(alpha, expected.alpha) && same(beta, expected.beta)) return null;
	const error: PracticeError = {
		kind: 'window',
		node: node.number,
		expected,
		given: { alpha: clip(given.alpha.trim(), 12), beta: clip(given.beta.trim(), 12) }
	};
	// A bound the box cannot hold exactly is named with what it would be read as.
	const [text, reading] = alpha.kind === 'inexact' ? [given.alpha, alpha] : [given.beta, beta];
	return reading.kind === 'inexact'
		? { ...error, inexact: { text: quoteInput(text), rounded: reading.rounded } }
		: error;
}

/**
 * The trace event where an error's answer is settled, for a link to the step-through page: a
 * window at the node's entry, a cut (missing, or a value in a pruned branch) where alpha met
 * beta, a branch wrongly cut where it is entered, a value where the node returns.
 */
export function errorEvent(exercise: Exercise, error: PracticeError): number {
	switch (error.kind) {
		case 'window':
		case 'extraCut':
			return exercise.decidedAt(error.node, 'window');
		default:
			return exercise.decidedAt(error.node, 'value');
	}
}

/**
 * The node an error is shown on: its own, except a missing cut on graded work, shown on the node
 * the pruned branch lies under (naming the edge would give the answer away).
 */
export function shownNode(error: PracticeError, graded: boolean): number {
	return graded && error.kind === 'missingCut' ? error.parent : error.node;
}

/**
 * Where each node's errors stand in the list, and the kinds of each node's errors, by the node
 * each is shown on (`shownNode`).
 */
export function errorsByNode(
	errors: readonly PracticeError[],
	graded = false
): {
	places: Map<number, number[]>;
	kinds: Map<number, Set<ErrorKind>>;
} {
	const places = new Map<number, number[]>();
	const kinds = new Map<number, Set<ErrorKind>>();
	errors.forEach((error, at) => {
		const node = shownNode(error, graded);
		places.set(node, [...(places.get(node) ?? []), at]);
		kinds.set(node, (kinds.get(node) ?? new Set()).add(error.kind));
	});
	return { places, kinds };
}
