/**
 * Node sizes in the tree drawing (pixels at zoom 1). The layout's spacing (player/layout.ts)
 * leaves room for them: 108 × 165 per board node (190 high under alpha-beta), 72 × 112 per tree node.
 */
export const BOARD_NODE = { width: 88, height: 100, header: 24, glyph: 60 } as const;
export const TREE_NODE = { width: 56, height: 56, header: 0, glyph: 0 } as const;

/** Below this zoom, nodes drop their boards and labels (they would be unreadable anyway). */
export const DETAIL_ZOOM = 0.55;

/** Max nodes are square; min nodes round (circles in trees, rounded cards on boards). */
export function cardRadius(maximizing: boolean, board: boolean): number {
	if (maximizing) return 4;
	return board ? BOARD_NODE.height / 5 : TREE_NODE.height / 2;
}
