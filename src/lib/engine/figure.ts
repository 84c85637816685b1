import type { NodeShape } from './game-module';

/**
 * A tree at a step as a figure for paper (issue 31), as plain data: what export/figure.ts builds
 * of a call trace, and a search drawing its own tree (MCTS's) builds of its; the TikZ and SVG
 * writers draw either.
 */

/** What goes beside a node: nothing, its call's FC number, or its name (a tree's "B" or "n4"). */
export const FIGURE_LABELS = ['none', 'calls', 'names'] as const;
export type FigureLabels = (typeof FIGURE_LABELS)[number];

/** The Share menu's words for a figure's choices in one language: the page's, or a search's own. */
export interface FigureChoices {
	readonly answerBoxes: string;
	readonly labels: Readonly<Record<FigureLabels, string>>;
}

export interface FigureOptions {
	/** Empty boxes in place of the inner nodes' values and of the windows: an exam's blanks. */
	readonly answerBoxes: boolean;
	readonly labels: FigureLabels;
}

/** A value as the figure prints it: a number (signed or not), possibly an estimate. */
export interface FigureValue {
	readonly value: number;
	/** Stopped at the depth limit: the game's estimate ("≈ +3"). */
	readonly estimated: boolean;
	/**
	 * The value as the page writes it where a number would not: an average that is not a whole
	 * number (expectimax), exactly, "23/3"; MCTS's mean to two places, "0.40"; absent otherwise.
	 */
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
	/** Before the search (step 0): the question, the whole tree the search will walk. */
	readonly question?: boolean;
}
