import type { NodeShape, Position, Trace } from '$lib/engine';
import { callStateAt, returnIndex, windowAt } from '$lib/engine/events';
import { moduleOf } from '$lib/engine/game-catalog';
import { boundText } from '$lib/engine/format';
import type { DrawnTree, TraceLayout } from '$lib/player';

/**
 * The tree at a step as a figure for paper (issue 31): what was visited by then, at the page's
 * own layout (so it matches what the class saw), with nothing of the screen's (no level strip,
 * no nodes still ahead, no dashed cards). Plain data, written out by `figure-tikz.ts` and
 * `figure-svg.ts`; the page and the CLI build it the same way.
 */

/** What goes beside a node: nothing, its call's FC number, or its name (a tree's "B" or "n4"). */
export const FIGURE_LABELS = ['none', 'calls', 'names'] as const;
export type FigureLabels = (typeof FIGURE_LABELS)[number];

export interface FigureOptions {
	/** Empty boxes in place of the inner nodes' values and of the windows: an exam's blanks. */
	readonly answerBoxes: boolean;
	readonly labels: FigureLabels;
}

export const DEFAULT_FIGURE: FigureOptions = { answerBoxes: false, labels: 'none' };

/** A value as the figure prints it: a number (signed or not), possibly an estimate. */
export interface FigureValue {
	readonly value: number;
	/** Stopped at the depth limit: the game's estimate ("≈ +3"). */
	readonly estimated: boolean;
	/** An average that is not a whole number (expectimax), exactly: "23/3"; absent otherwise. */
	readonly fraction?: string;
}

/** A window under a node; a bound that is not a whole number (expectimax with bounds), exactly. */
export interface FigureWindow {
	readonly alpha: number;
	readonly beta: number;
	readonly alphaFraction?: string;
	readonly betaFraction?: string;
}

export interface FigureNode {
	/** The drawn tree's node id. */
	readonly id: number;
	/** Its parent's id; null for the root. */
	readonly parent: number | null;
	/** Centre in layout units (the page's pixels), from the figure's top left. */
	readonly x: number;
	readonly y: number;
	readonly shape: NodeShape;
	/** A node with no children drawn (a leaf, or a cut branch's top on a board). */
	readonly leaf: boolean;
	/** In a branch alpha-beta cut: drawn grey, its edge from the cut marked. */
	readonly pruned: boolean;
	/** The edge into this node carries the cut mark (a cut branch's top). */
	readonly cut: boolean;
	/** The value printed inside; null when there is none yet (or a box takes its place). */
	readonly value: FigureValue | null;
	/** An empty box stands in for the value. */
	readonly valueBox: boolean;
	/** The window printed under the node (windowed searches), or null. */
	readonly window: FigureWindow | null;
	/** An empty box stands in for the window. */
	readonly windowBox: boolean;
	/** The label beside the node ("FC3", "B"), or null. */
	readonly label: string | null;
	/** The probability on the edge into it, under a chance node ("1/3"); else null. */
	readonly probability: string | null;
}

export interface Figure {
	readonly nodes: readonly FigureNode[];
	/** The extent of the node centres, from (0, 0). */
	readonly width: number;
	readonly height: number;
	/** The page's spacing the layout was made with: a node's room and a level's height. */
	readonly nodeWidth: number;
	readonly levelHeight: number;
	/** Values print signed ("+10"). */
	readonly signed: boolean;
	/** The search keeps a window (alpha-beta): windows (or their boxes) sit under the nodes. */
	readonly windows: boolean;
}

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

	const shown = (node: number): boolean => {
		if (!drawn.isPruned(node)) return callStateAt(trace, node, index, null) !== 'pending';
		const branch = drawn.branchOf(node);
		return branch !== null && index >= branch.cutAt;
	};
	const picked: number[] = [];
	const walk = [1];
	while (walk.length > 0) {
		const node = walk.pop() as number;
		if (index < 0 || !shown(node)) continue;
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
		// The answer-box figure asks which branches are cut: it draws them as any other.
		const pruned = cutOff && !options.answerBoxes;
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
		const name =
			options.labels === 'calls'
				? cutOff
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
		windows
	};
}

/** A node's value as text: `valueText`, or an average's fraction ("23/3", "−5/2", "+23/3"). */
export function figureValueText(value: FigureValue, signed: boolean): string {
	const fraction = value.fraction;
	if (fraction === undefined) return valueText(value.value, signed);
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
