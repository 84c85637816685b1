import type { NodeShape, Position, Trace } from '$lib/engine';
import type {
	Figure,
	FigureNode,
	FigureOptions,
	FigureValue,
	FigureWindow
} from '$lib/engine/figure';
import { callStateAt, returnIndex, windowAt } from '$lib/engine/events';
import { moduleOf } from '$lib/engine/game-catalog';
import { boundText } from '$lib/engine/format';
import type { DrawnTree, TraceLayout } from '$lib/player';

/**
 * The tree at a step as a figure for paper (issue 31): what was visited by then, at the page's
 * own layout (so it matches what the class saw), with nothing of the screen's (no level strip,
 * no nodes still ahead, no dashed cards). Before the search (step 0) nothing is visited yet, so
 * the figure is the question instead: the whole tree the search will walk, with only what the
 * position gives (a leaf's value), no cut drawn. Plain data, written out by `figure-tikz.ts` and
 * `figure-svg.ts`; the page and the CLI build it the same way.
 */

export const DEFAULT_FIGURE: FigureOptions = { answerBoxes: false, labels: 'none' };

export { FIGURE_LABELS } from '$lib/engine/figure';
export type * from '$lib/engine/figure';

/** What the figure is drawn from: a session's trace, drawn tree and whole layout. */
export interface FigureSource {
	readonly trace: Trace;
	readonly drawn: DrawnTree;
	readonly layout: TraceLayout;
}

/** The figure of `source` once the event at `index` is done (-1: before the search). */
export function figureAt(source: FigureSource, index: number, options: FigureOptions): Figure {
	const { trace, drawn, layout } = source;
	const game = trace.game;
	const figure = moduleOf(game).figure;
	const shapeOf = (position: Position): NodeShape =>
		figure?.shape?.(game, position) ?? (game.isMaximizing(position) ? 'max' : 'min');
	const nameOf = (position: Position) => figure?.name?.(game, position) ?? null;
	const givenOf = (position: Position) => figure?.given?.(game, position) ?? null;
	const windows = trace.calls > 0 && trace.alpha(1) !== null;

	const before = index < 0;
	const shown = (node: number): boolean => {
		if (before) return true;
		if (!drawn.isPruned(node)) return callStateAt(trace, node, index, null) !== 'pending';
		const branch = drawn.branchOf(node);
		return branch !== null && index >= branch.cutAt;
	};
	const picked: number[] = [];
	const walk = [1];
	while (walk.length > 0) {
		const node = walk.pop() as number;
		if (!shown(node)) continue;
		picked.push(node);
		for (let at = drawn.childCount(node) - 1; at >= 0; at--) walk.push(drawn.childAt(node, at));
	}

	let left = Infinity;
	let top = Infinity;
	let right = -Infinity;
	let bottom = -Infinity;
	for (const node of picked) {
		const [x, y] = [layout.x[node] ?? 0, layout.y[node] ?? 0];
		left = Math.min(left, x);
		right = Math.max(right, x);
		top = Math.min(top, y);
		bottom = Math.max(bottom, y);
	}

	const nodes = picked.map((id): FigureNode => {
		const cutOff = drawn.isPruned(id);
		// The answer-box figure asks which branches are cut, and before the search none is yet:
		// both draw them as any other.
		const pruned = cutOff && !options.answerBoxes && !before;
		const position = drawn.position(id);
		const leaf = drawn.childCount(id) === 0;
		const branch = drawn.branchOf(id);
		const returned = !cutOff && index >= returnIndex(trace, id);
		const given = givenOf(position);
		const exact = returned && trace.averages ? trace.exactScore(id) : null;
		const value: FigureValue | null = returned
			? {
					value: trace.score(id),
					estimated: trace.kind(id) === 'estimated',
					...(exact === null || exact.isWhole ? {} : { fraction: exact.toString() })
				}
			: given === null
				? null
				: { value: given, estimated: false };
		// A leaf's value is given data (a tree's leaf, a finished board); inner values are answers.
		const valueBox = options.answerBoxes && !leaf;
		const window = cutOff ? null : exactWindow(trace, windowAt(trace, id, index));
		// No call is made before the search; and a cut node never gets one.
		const name =
			options.labels === 'calls'
				? cutOff || before
					? null
					: `FC${id}`
				: options.labels === 'names'
					? nameOf(position)
					: null;
		return {
			id,
			parent: drawn.parent(id),
			x: (layout.x[id] ?? 0) - left,
			y: (layout.y[id] ?? 0) - top,
			shape: !cutOff && trace.isChance(id) ? 'chance' : shapeOf(position),
			leaf,
			pruned,
			cut: pruned && branch !== null && branch.top === id,
			value: valueBox ? null : value,
			valueBox,
			window: options.answerBoxes ? null : window,
			windowBox: options.answerBoxes && windows,
			label: name,
			probability: drawn.probability(id)
		};
	});
	const { nodeWidth, levelHeight } = layout.options;
	return {
		nodes,
		width: picked.length === 0 ? 0 : right - left,
		height: picked.length === 0 ? 0 : bottom - top,
		nodeWidth,
		levelHeight,
		signed: figure?.signed === true,
		windows,
		question: before
	};
}

/** The longest fraction a figure prints whole: a longer one would widen its node past the page. */
const FRACTION_LIMIT = 12;

/**
 * A node's value as text: `valueText`, or an average's fraction ("23/3", "−5/2", "+23/3"); a
 * fraction longer than `FRACTION_LIMIT` as its value to six digits ("≈500", "≈7.66667").
 */
export function figureValueText(value: FigureValue, signed: boolean): string {
	const fraction = value.fraction;
	if (fraction === undefined) return valueText(value.value, signed);
	if (fraction.length > FRACTION_LIMIT)
		return `≈${valueText(Number(value.value.toPrecision(6)), signed)}`;
	if (fraction.startsWith('-')) return `−${fraction.slice(1)}`;
	return signed ? `+${fraction}` : fraction;
}

/** A window's bounds with their fractions where the trace keeps values exactly. */
function exactWindow(
	trace: Trace,
	window: { readonly alpha: number; readonly beta: number } | null
): FigureWindow | null {
	if (window === null || !trace.averages) return window;
	const fraction = (value: number): { fraction?: string } => {
		const rank = trace.scale.rankOf(value);
		const exact = rank === null ? null : trace.scale.fraction(rank);
		return exact === null || exact.isWhole ? {} : { fraction: exact.toString() };
	};
	const [alpha, beta] = [fraction(window.alpha).fraction, fraction(window.beta).fraction];
	return {
		...window,
		...(alpha === undefined ? {} : { alphaFraction: alpha }),
		...(beta === undefined ? {} : { betaFraction: beta })
	};
}

/** A window as text, "[23/3, 15]": each bound as `figureValueText` writes a value. */
export function windowText(window: FigureWindow, signed: boolean): string {
	const bound = (value: number, fraction: string | undefined) =>
		figureValueText(
			{ value, estimated: false, ...(fraction === undefined ? {} : { fraction }) },
			signed
		);
	return `[${bound(window.alpha, window.alphaFraction)}, ${bound(window.beta, window.betaFraction)}]`;
}

/** A value as text: "3", "+10" (signed), "≈ +3" (estimated); infinite bounds as "+∞" / "−∞". */
export function valueText(value: number, signed: boolean): string {
	return boundText(value, (finite) =>
		finite < 0 ? `−${-finite}` : signed && finite > 0 ? `+${finite}` : String(finite)
	);
}
