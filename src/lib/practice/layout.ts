import { defaultSearchId, plainSearch } from '$lib/engine/search';
import { search } from '$lib/engine/run';
import type { PractisedTree } from './exercise';
import type { LayoutOptions } from '$lib/player';
import { DrawnTree } from '$lib/player/drawn';
import { DEFAULT_LAYOUT, layoutTrace } from '$lib/player/layout';

/** Where each node of a practice tree sits, by node number, in pixels from the top left. */
export interface PracticeLayout {
	readonly x: readonly number[];
	readonly y: readonly number[];
	readonly width: number;
	readonly height: number;
}

/** Room around the drawing for the nodes' own size and their labels. */
const MARGIN = 44;

/**
 * The spacing, as a multiple of the search's, that leaves room beside each node for its name
 * ("n10", 14 px bold) a few pixels clear of its left neighbour: names reach three digits at 100
 * nodes and four at 1,000. Window boxes under the nodes need more room than any name.
 */
function nameRoom(size: number): number {
	if (size >= 1000) return 1.35;
	return size >= 100 ? 1.25 : 1.15;
}

/**
 * The step-through page's layout of the whole tree: d3's tidy tree at the spacing the
 * presenter gives for the exercise's search (`spacing`), widened when window boxes sit under
 * the nodes. Minimax visits every node, in preorder, so its call ids are the tree's positions
 * plus one: a chance node the tree states is a min node to it, placed all the same.
 */
export function practiceLayout(
	game: PractisedTree,
	spacing: Partial<LayoutOptions>,
	windows: boolean
): PracticeLayout {
	const { nodeWidth, levelHeight } = { ...DEFAULT_LAYOUT, ...spacing };
	const widen = windows ? 1.5 + (game.size >= 1000 ? 0.2 : 0) : nameRoom(game.size);
	const layout = layoutTrace(new DrawnTree(search(game, plainSearch(defaultSearchId()))), {
		...spacing,
		nodeWidth: nodeWidth * widen,
		levelHeight: levelHeight * (windows ? 1.3 : 1)
	});
	const x: number[] = [];
	const y: number[] = [];
	for (let position = 0; position < game.size; position++) {
		const number = game.levelOrderNumber(position);
		x[number] = (layout.x[position + 1] ?? 0) - layout.left + MARGIN;
		y[number] = (layout.y[position + 1] ?? 0) + MARGIN;
	}
	return {
		x,
		y,
		width: layout.right - layout.left + 2 * MARGIN,
		height: layout.height + 2 * MARGIN + (windows ? 40 : 0)
	};
}

/**
 * `layout` with its rows at most `row` px apart (a short desktop screen shows a whole tree, its
 * leaves included, at full size); the nodes keep their places across, and their size. With
 * `margin`, the top row's centre sits that far below the drawing's top and the bottom row's that
 * far above its foot (the step-through page's `MARGIN` leaves more blank than a node needs).
 */
export function squeezeRows(layout: PracticeLayout, row: number, margin?: number): PracticeLayout {
	// Node numbers start at 1: the array has a hole at 0.
	const levels = [...new Set(layout.y.filter(Number.isFinite))].sort((a, b) => a - b);
	const gap = (levels[1] ?? 0) - (levels[0] ?? 0);
	if (gap <= row && margin === undefined) return layout;
	const k = gap <= row ? 1 : row / gap;
	const top = levels[0] ?? 0;
	const span = ((levels.at(-1) ?? top) - top) * k;
	const from = margin ?? top;
	return {
		...layout,
		y: layout.y.map((y) => from + (y - top) * k),
		height: margin === undefined ? layout.height - span / k + span : span + 2 * margin
	};
}

const PX_PER_MM = 96 / 25.4;

/**
 * Room for one tree on paper, in CSS pixels. The printable width is A4's (210 mm less 12 mm
 * margins each side: 186 mm), the narrower of A4 and Letter, less a little slack; a page holds
 * two trees, the exercises' and the answer key's alike (the key's marks print as large).
 */
export const PAPER_ROOM = {
	exercise: { width: 182 * PX_PER_MM, height: 92 * PX_PER_MM }
} as const;

/** Below this scale a tree's answer boxes (40 px) print under 3 mm wide: too small to write in. */
export const LEGIBLE_SCALE = 0.3;

/** The scale that fits a tree's whole drawing into `room`, never above full size. */
export function paperScale(
	layout: { width: number; height: number },
	room: { width: number; height: number }
): number {
	return Math.min(1, room.width / layout.width, room.height / layout.height);
}
