import type { TraceLayout } from '$lib/player';
import { READABLE_ZOOM } from './framing';
import { EDGE, GUTTER, RIGHT_GUTTER } from './panel-room';

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

/** Every step down a laid-out tree (`widestStep`'s), the units between a node and its parent, once each. */
export function stepsDown(
	layout: Pick<TraceLayout, 'x' | 'levels'>,
	parent: (node: number) => number | null
): number[] {
	const steps = new Set<number>();
	for (const level of layout.levels)
		for (const node of level) {
			const above = parent(node);
			const [at, from] = [layout.x[node], above === null ? undefined : layout.x[above]];
			if (at !== undefined && from !== undefined) steps.add(Math.abs(at - from));
		}
	return [...steps];
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

/**
 * At the result, whether a tree keeps its level column: where its root and children (`wide` tree
 * units with their cards, which the narration lists) fit beside it at the readable zoom, in a
 * panel `panel` px wide with `right` px kept on its right, or would not fit without it either.
 * Where they fit only without it (Figure 5.2 on a phone: 517 units, 264 px beside it, issue 43),
 * its 96 px go to them; the cards' ▲, ▼ and Σ tell the levels' sides.
 */
export function keepsLevelsAtResult(wide: number, panel: number, right: number): boolean {
	return keepsFor(wide * READABLE_ZOOM, panel, right);
}

/**
 * Not presenting, with labels at their floor, whether a lesson's tree keeps its level column: where
 * its widest step down (`spread` and a card `width` wide, tree units, edge to edge as the camera
 * frames the calls a step names) fits beside it at the floor's zoom `k`, or would not fit without
 * it either (a panel not yet measured). Where it fits only without it (Connect Four's FC1 and a
 * child three columns away, 360 px, in a 470 px pane at 1280×720: 322 beside it, 410 without;
 * under PVS FC1 and FC10, 396 px; issue 43), its 96 px go to the tree. The article board's (177 px) and
 * tic-tac-toe's steps fit beside it. Read from the run's cards alone, never the lesson's (what the
 * prerendered page cannot know), for the whole run.
 */
export function keepsLevelsAtFloor(
	spread: number,
	width: number,
	k: number,
	panel: number,
	right: number
): boolean {
	return keepsFor((spread + width) * k, panel, right);
}

/**
 * On a phone, whether a tree keeps its level column: where no step down it (a call and a child,
 * with cards `width` wide, tree units: `steps`) fits across a panel `panel` px wide only without
 * the column, at zoom `k` (the lowest a step may take the camera to, to show the calls it names).
 * Where one does (Connect Four's call and a child three columns off: 327 px, 264 beside the
 * column in a 368 px pane, 352 without, issue 43), its 96 px go to the tree for the whole run.
 */
export function keepsLevelsForSteps(
	steps: readonly number[],
	width: number,
	k: number,
	panel: number,
	right: number
): boolean {
	return steps.every((step) => keepsFor((step + width) * k, panel, right));
}

/** Whether `needed` px fit beside the column in a panel `panel` px wide, or not without it either. */
function keepsFor(needed: number, panel: number, right: number): boolean {
	return needed <= panel - GUTTER - right || needed > panel - EDGE - right;
}
