import type { StepNoteContext, Trace } from '$lib/engine';
import { receiveRule } from '$lib/engine/events';
import { withMinus } from '$lib/engine/format';
import { Fraction } from '$lib/engine/fraction';
import { chanceBounds, type ChanceBounds, type OutcomeWindow } from './bounds';
import { NOTES, type BoundWords } from './messages';

/**
 * Star1's arithmetic told from a trace: where a value comes back to a chance node, what the node
 * can still be worth (at most, at least) against its window, and either the next outcome's window
 * or the cut; where a chance node that cut returns, that its value is a bound. The bookkeeping is
 * the rule's own (bounds.ts), replayed on the trace's exact values.
 */

/** Past this many terms a sum is written as its total. */
const TERMS_SHOWN = 6;

/** A value as the page writes it: "−34/7", with the minus sign (U+2212). */
const shown = (value: Fraction): string => withMinus(value.toString());

/** A value as a term: "3", "(−10)" after a sign or a product. */
function term(value: Fraction, first: boolean): string {
	return value.num < 0n && !first ? `(${shown(value)})` : shown(value);
}

/**
 * "(3 + 12)/3" for outcomes alike, "1/2 × 3 + 1/4 × 5" for stated weights. One fraction over the
 * count would read "33/7/7": a lone fraction is written as the product "1/7 × 33/7".
 */
function sumText(
	values: readonly Fraction[],
	weights: readonly Fraction[],
	total: Fraction
): string {
	if (values.length > TERMS_SHOWN) return shown(total);
	const first = weights[0] ?? Fraction.ZERO;
	const alike = weights.every((weight) => weight.equals(first));
	const loneFraction = values.length === 1 && values[0]?.den !== 1n;
	if (alike && first.num === 1n && !loneFraction) {
		const inner = values.map((value, at) => term(value, at === 0)).join(' + ');
		return values.length === 1 ? `${inner}/${first.den}` : `(${inner})/${first.den}`;
	}
	return values.map((value, at) => `${weights[at] ?? ''} × ${term(value, false)}`).join(' + ');
}

/** The chance node's bookkeeping replayed up to and including `child`, with that outcome's window. */
interface Replay {
	readonly books: ChanceBounds;
	readonly window: OutcomeWindow;
	readonly values: Fraction[];
	readonly weights: Fraction[];
}

function replay(trace: Trace, node: number, child: number): Replay | null {
	const range = trace.game.valueBounds?.(trace.settings.depthLimit !== null) ?? null;
	const alpha = trace.exactIn('alpha', node);
	const beta = trace.exactIn('beta', node);
	const probabilities = trace.chanceWeights(node);
	if (range === null || alpha === null || beta === null || probabilities === null) return null;
	const [low, high] = [Fraction.fromNumber(range[0]), Fraction.fromNumber(range[1])];
	const books = chanceBounds(low, high, alpha, beta);
	const given = trace.game.moves(trace.position(node));
	const [values, weights]: [Fraction[], Fraction[]] = [[], []];
	for (const each of trace.children(node)) {
		const p = probabilities[given.indexOf(trace.via(each) ?? -1)] ?? Fraction.ZERO;
		const value = trace.exactScore(each) ?? Fraction.ZERO;
		const window = books.next(p);
		books.add(p, value);
		values.push(value);
		weights.push(p);
		if (each === child) return { books, window, values, weights };
	}
	return null;
}

function words(context: StepNoteContext, node: number, books: Replay): BoundWords {
	const { books: b, values, weights } = books;
	return {
		done: b.mass.toString(),
		name: context.name(node),
		sum: sumText(values, weights, b.sum),
		left: b.left.toString(),
		low: shown(b.low),
		high: shown(b.high),
		upper: shown(b.upper),
		lower: shown(b.lower),
		alpha: shown(b.alpha),
		beta: shown(b.beta)
	};
}

/** The note at a value coming back to a chance node: the bounds it leaves, and the cut or the next window. */
export function boundedNote(context: StepNoteContext): string | null {
	const { trace, kind, call } = context;
	const node = trace.parent(call);
	if (kind !== 'receive' || node === null || !trace.isChance(node)) return null;
	const found = replay(trace, node, call);
	const text = NOTES[context.lang] ?? NOTES.en;
	if (found === null || text === undefined) return null;
	const told = words(context, node, found);
	const cut = trace.lastDescendant(call) === trace.lastDescendant(node) ? trace.cutMoves(node) : [];
	if (cut.length > 0) {
		const failsLow = found.books.upper.compare(found.books.alpha) <= 0;
		const moves = cut.map((move) => context.move(node, move)).join(', ');
		return text.cut({ ...told, failsLow, moves });
	}
	const children = trace.children(node);
	if (children[children.length - 1] === call) return null;
	const next = found.books.next(nextWeight(trace, node, children[children.indexOf(call) + 1]));
	return text.goOn({ ...told, next: `${shown(next.alpha)}, ${shown(next.beta)}` });
}

/** The probability of the outcome `child` reaches. */
function nextWeight(trace: Trace, node: number, child: number | undefined): Fraction {
	const given = trace.game.moves(trace.position(node));
	const at = child === undefined ? -1 : given.indexOf(trace.via(child) ?? -1);
	return trace.chanceWeights(node)?.[at] ?? Fraction.ZERO;
}

/**
 * How a chance node that cut stopped: failing low (its value at most alpha) or high (at least
 * beta); null for any other call.
 */
function cutSide(trace: Trace, node: number): 'failLow' | 'failHigh' | null {
	if (!trace.isChance(node) || trace.cutMoves(node).length === 0) return null;
	const alpha = trace.exactIn('alpha', node);
	const value = trace.exactScore(node);
	if (alpha === null || value === null) return null;
	return value.compare(alpha) <= 0 ? 'failLow' : 'failHigh';
}

/**
 * The line an event runs where a chance node stops: its return, and the receive that makes it
 * stop (its last child's); a min node keeping a value that cuts nothing, its own comparison;
 * null elsewhere (the usual roles).
 */
export function boundedLineRole(
	trace: Trace,
	kind: 'try' | 'enter' | 'return' | 'receive',
	call: number
): string | null {
	if (kind === 'return') return cutSide(trace, call);
	const node = kind === 'receive' ? trace.parent(call) : null;
	if (node === null) return null;
	const last = trace.lastDescendant(call) === trace.lastDescendant(node);
	// A min node's value that lowers beta runs the line setting it (the shared window role).
	if (trace.nodeKind(node) === 'min' && !(last && trace.cutMoves(node).length > 0))
		return receiveRule(trace, call)?.change === 'lower-beta' ? null : 'keepMin';
	return last ? cutSide(trace, node) : null;
}

/** A chance node that cut, returning: its value is a bound, in place of the average it did not take. */
export function boundedReturn(context: StepNoteContext): string | null {
	const { trace, kind, call } = context;
	const side = kind === 'return' ? cutSide(trace, call) : null;
	const value = trace.exactScore(call);
	const text = NOTES[context.lang] ?? NOTES.en;
	if (side === null || value === null || text === undefined) return null;
	const searched = trace.childList(call).count;
	return text.returns({
		name: context.name(call),
		bound: shown(value),
		low: side === 'failLow',
		searched,
		of: searched + trace.cutMoves(call).length
	});
}
