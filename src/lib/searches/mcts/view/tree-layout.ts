import type { LayoutOptions, TraceLayout } from '$lib/player/layout';
import type { MctsTrace } from '../trace';

/**
 * Where the drawn nodes of an MCTS tree sit at a step: the tree as built so far, seen down the
 * step's path, as a lecturer draws it. Row 0 is the root; row d + 1 holds the children made so
 * far of the path's node at depth d, the choices its selection weighed. The rest of the tree is
 * counted in those children's visits, not drawn, so the root and the whole path fit a screen at
 * a readable size (at most seven cards a row in Connect Four, nine in tic-tac-toe).
 *
 * A node's place depends on the node alone, never on the step: its row is its depth, its column
 * the index of its move among its parent's legal moves, each row centred under the root. So a
 * node drawn at two steps is drawn at the same place at both, and the new node of an iteration
 * appears in the slot kept for it; a row holds one parent's children, so no two overlap.
 */

/** A node's card, in pixels at zoom 1: the move, N and W/N on three lines. */
export const MCTS_CARD = { width: 88, height: 62 } as const;

/** A slot per card, and room below each row for its UCB1 tag and the links. */
export const MCTS_SPACING: LayoutOptions = { nodeWidth: 94, levelHeight: 112, cousinGap: 1 };

/**
 * The cards a tree is drawn with: their size, their reach across from the centre (a new node's
 * ring and tag), and the slots they sit in. A narrow panel's are narrower, their W/N and UCB1 written
 * as the bare number, so that Connect Four's seven children of the root stand whole across a
 * narrow panel at a zoom whose labels read 10-12 px (V23 N7: the wide cards put three of them past
 * a phone's edge; fitted, they read 7-9 px).
 */
export interface MctsCards {
	readonly width: number;
	readonly height: number;
	readonly reach: number;
	readonly spacing: LayoutOptions;
	readonly compact: boolean;
	/** How much wider than the others the root's card is drawn (card-type.ts), tree units; 0 if unset. */
	readonly lead?: number;
}
export const WIDE_CARDS: MctsCards = {
	...MCTS_CARD,
	reach: 55,
	spacing: MCTS_SPACING,
	compact: false
};
export const COMPACT_CARDS: MctsCards = {
	width: 56,
	height: MCTS_CARD.height,
	reach: 39,
	spacing: { ...MCTS_SPACING, nodeWidth: 62 },
	compact: true
};

export interface MctsLayout extends TraceLayout {
	/** The drawn nodes, row by row, left to right. */
	readonly drawn: readonly number[];
	/** Whether a node is drawn at this step. */
	has(node: number): boolean;
}

/** The drawn tree at a step: the root, and the children made by `made` of each node of `path`. */
export function layoutMcts(
	trace: MctsTrace,
	path: readonly number[],
	made: number,
	options: LayoutOptions = MCTS_SPACING
): MctsLayout {
	const { nodeWidth, levelHeight } = options;
	const x: Record<number, number> = { 0: 0 };
	const y: Record<number, number> = { 0: 0 };
	const levels = [Int32Array.of(0)];
	// The frame is as wide as the root's moves at least, so it does not change as rows fill.
	let right = ((trace.game.moves(trace.root).length - 1) / 2) * nodeWidth;
	for (const [depth, parent] of path.entries()) {
		const children = trace.children(parent, made);
		if (children.length === 0) break;
		const { middle, across } = columnsUnder(trace, parent, nodeWidth);
		right = Math.max(right, middle * nodeWidth);
		for (const child of children) {
			x[child] = across(child);
			y[child] = (depth + 1) * levelHeight;
		}
		levels.push(Int32Array.from(children).sort((a, b) => (x[a] ?? 0) - (x[b] ?? 0)));
	}
	const drawn = levels.flatMap((level) => Array.from(level));
	const members = new Set(drawn);
	return {
		options,
		x,
		y,
		levels,
		left: -right,
		right,
		height: (levels.length - 1) * levelHeight,
		drawn,
		has: (node) => members.has(node)
	};
}

/** Where a node's children go across: each at its move's slot among its legal moves, centred. */
function columnsUnder(trace: MctsTrace, parent: number, nodeWidth: number) {
	const moves = trace.game.moves(trace.position(parent));
	const middle = (moves.length - 1) / 2;
	const across = (child: number) => (moves.indexOf(trace.move(child) ?? 0) - middle) * nodeWidth;
	return { middle, across };
}

/** A node's place across, drawn or not (the node selection is about to make). */
export function columnX(trace: MctsTrace, node: number, nodeWidth: number): number {
	const parent = trace.parent(node);
	return parent === null ? 0 : columnsUnder(trace, parent, nodeWidth).across(node);
}
