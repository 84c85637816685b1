import type { TraceLayout } from '$lib/player';
import { GUTTER, RIGHT_GUTTER } from './panel-room';

// Whether a tree keeps its level column side by side (TreeView, as it draws): apart
// from the camera's moves (kept-way.ts), which load with the steps past 0.

/**
 * The widest step down a laid-out tree (`levels`: its nodes by depth; `x`: their places across,
 * tree units): the most units between a node and its parent.
 */
export function widestStep(
	layout: Pick<TraceLayout, 'x' | 'levels'>,
	parent: (node: number) => number | null
): number {
	let widest = 0;
	for (const level of layout.levels)
		for (const node of level) {
			const above = parent(node);
			const [at, from] = [layout.x[node], above === null ? undefined : layout.x[above]];
			if (at !== undefined && from !== undefined) widest = Math.max(widest, Math.abs(at - from));
		}
	return widest;
}

/**
 * Side by side, whether a tree keeps its level column: where its widest step down (a
 * call and its farthest child, `spread` apart, followed `width` wide, tree units) fits across a
 * panel `panel` px wide beside the column and the room kept on its right (`right`: the toolbar's
 * over it, or air where it stands beside), at the zoom it is followed at (`k`).
 * Where it does not (a Connect Four child three columns away), the column's 96 px go to the tree;
 * where it does (tic-tac-toe's, 119 apart), the column stays: the tree has the room already.
 */
export function keepsLevels(
	spread: number,
	width: number,
	k: number,
	panel: number,
	right = RIGHT_GUTTER
): boolean {
	return (spread + width) * k <= panel - GUTTER - right;
}
