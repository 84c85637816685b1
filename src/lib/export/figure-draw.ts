import type { NodeShape } from '$lib/engine';
import { figureValueText, type Figure, type FigureNode } from './figure';

/**
 * A figure's geometry on paper, in centimetres from the top left (y down), shared by the TikZ
 * and SVG writers so both print the same picture: node sizes, where labels, windows and boxes
 * sit, the cut marks, and the extent. Sizes are fixed on paper, whatever the tree's size: a
 * teacher scales the whole figure (`\includegraphics[width=…]`), never one part of it.
 */

/** Room between two siblings' centres: enough for a window line ("[−∞, +10]") under each. */
const SIBLING_CM = { plain: 1.0, windows: 1.6 };
/** From one level to the next. */
const LEVEL_CM = { plain: 1.45, windows: 1.85 };
/** An inner node's side (a square) or diameter (a circle); a leaf's a little smaller. */
const INNER_CM = 0.66;
const LEAF_CM = 0.56;
/** An answer box in a node, and under it in place of a window. */
export const VALUE_BOX_CM = { width: 0.46, height: 0.36 };
export const WINDOW_BOX_CM = { width: 1.05, height: 0.38 };
/** Where a window's line (or box) starts, below the node's shape. */
const WINDOW_BELOW_CM = 0.06;
/** The gap between a window's line and the edges leaving under it. */
const UNDER_WINDOW_CM = 0.05;
/** One character's width at the values' size (10 pt), generously. */
const VALUE_CHAR_CM = 0.19;
/** One character's width at the figure's label size (7 pt sans), generously. */
const LABEL_CHAR_CM = 0.17;
/** A label's gap from its own node; past the label, at least this much more to the next node. */
const LABEL_GAP_CM = 0.05;
const LABEL_CLEAR_CM = 0.25;
/** A probability's gap from its edge. */
const PROBABILITY_GAP_CM = 0.06;
/** The margin round everything. */
const MARGIN_CM = 0.15;
/** A cut mark: two strokes across the edge, this long and this far apart. */
const CUT_HALF_CM = 0.17;
const CUT_GAP_CM = 0.08;

export interface DrawnNode {
	readonly node: FigureNode;
	readonly x: number;
	readonly y: number;
	/** Half the shape's size. */
	readonly half: number;
	readonly shape: NodeShape;
	/** The label's right end, at the node's mid-height: it reads leftwards from there. */
	readonly label: {
		readonly x: number;
		readonly y: number;
	} | null;
	/** The window's (or its box's) centre. */
	readonly window: { readonly x: number; readonly y: number } | null;
}

interface DrawnEdge {
	readonly from: DrawnNode;
	readonly to: DrawnNode;
	/** From the bottom of the parent's shape to the top of the child's. */
	readonly x1: number;
	readonly y1: number;
	readonly x2: number;
	readonly y2: number;
	/** The cut mark's two strokes across it, each as [x1, y1, x2, y2]; empty when not cut. */
	readonly cut: readonly (readonly [number, number, number, number])[];
	/** Under a chance node: its probability beside the edge's middle, on the side it leans to. */
	readonly probability: {
		readonly text: string;
		readonly x: number;
		readonly y: number;
		readonly anchor: 'east' | 'west';
	} | null;
}

export interface FigureDrawing {
	readonly nodes: readonly DrawnNode[];
	readonly edges: readonly DrawnEdge[];
	readonly width: number;
	readonly height: number;
}

/** The figure laid out on paper, in cm. */
export function drawFigure(figure: Figure): FigureDrawing {
	const room = figure.windows ? 'windows' : 'plain';
	// Every label left of its node, at mid-height (clear of the edges, which meet a node at its
	// top and bottom): siblings sit far enough apart that a label is plainly its own node's.
	const widestLabel = Math.max(0, ...figure.nodes.map((node) => [...(node.label ?? '')].length));
	const labelWidth = widestLabel * LABEL_CHAR_CM;
	const sibling = Math.max(
		SIBLING_CM[room],
		widestLabel === 0 ? 0 : INNER_CM + LABEL_GAP_CM + labelWidth + LABEL_CLEAR_CM
	);
	const sx = sibling / figure.nodeWidth;
	const sy = LEVEL_CM[room] / figure.levelHeight;
	// Room for the shapes' halves, windows below, labels on the left.
	const side = Math.max(INNER_CM / 2, figure.windows ? WINDOW_BOX_CM.width / 2 + 0.05 : 0);
	const leftSide = Math.max(side, INNER_CM / 2 + LABEL_GAP_CM + labelWidth);
	const above = INNER_CM / 2;
	const below = INNER_CM / 2 + (figure.windows ? WINDOW_BELOW_CM + WINDOW_BOX_CM.height : 0);
	const left = MARGIN_CM + leftSide;
	const top = MARGIN_CM + above;

	const placed = new Map<number, DrawnNode>();
	const nodes = figure.nodes.map((node): DrawnNode => {
		const x = left + node.x * sx;
		const y = top + node.y * sy;
		// A shape holds its value: a long one ("≈ +10", "−100") widens it, square still.
		const text = node.value === null ? '' : figureValueText(node.value, figure.signed);
		const chars = [...text].length + (node.value?.estimated ? 1 : 0);
		const half = Math.max(node.leaf ? LEAF_CM : INNER_CM, chars * VALUE_CHAR_CM + 0.14) / 2;
		const drawn: DrawnNode = {
			node,
			x,
			y,
			half,
			shape: node.shape,
			label: node.label === null ? null : { x: x - half - LABEL_GAP_CM, y },
			// Windows of a row on one line, below its widest usual node.
			window:
				node.window !== null || node.windowBox
					? { x, y: y + Math.max(half, INNER_CM / 2) + WINDOW_BELOW_CM }
					: null
		};
		placed.set(node.id, drawn);
		return drawn;
	});

	const edges: DrawnEdge[] = [];
	for (const to of nodes) {
		const from = to.node.parent === null ? undefined : placed.get(to.node.parent);
		if (from === undefined) continue;
		// Leave the parent below its window line, if it has one, so the edge never crosses it.
		const leave =
			from.window !== null
				? from.window.y + WINDOW_BOX_CM.height + UNDER_WINDOW_CM
				: from.y + from.half;
		const [x1, y1, x2, y2] = [from.x, leave, to.x, to.y - to.half];
		const text = to.node.probability;
		// A cut edge with a probability: the cut mark below its middle, the probability above it.
		const cutAt = text === null ? 0.5 : 0.72;
		const cut = to.node.cut ? cutMark(x1, y1, x2, y2, cutAt) : [];
		const west = x2 >= x1 - 1e-9;
		const t = cut.length > 0 ? 0.3 : 0.5;
		const [px, py] = [
			x1 + t * (x2 - x1) + (west ? 1 : -1) * PROBABILITY_GAP_CM,
			y1 + t * (y2 - y1)
		];
		const probability =
			text === null
				? null
				: { text, x: px, y: py, anchor: west ? ('west' as const) : ('east' as const) };
		edges.push({ from, to, x1, y1, x2, y2, cut, probability });
	}
	const width =
		nodes.length === 0
			? 2 * MARGIN_CM
			: Math.max(...nodes.map((node) => node.x)) + side + MARGIN_CM;
	const height =
		nodes.length === 0
			? 2 * MARGIN_CM
			: Math.max(...nodes.map((node) => node.y)) + below + MARGIN_CM;
	return { nodes, edges, width, height };
}

/** Two short strokes across an edge, at `at` of its length (its middle): the textbook's cut mark. */
function cutMark(
	x1: number,
	y1: number,
	x2: number,
	y2: number,
	at: number
): (readonly [number, number, number, number])[] {
	const length = Math.hypot(x2 - x1, y2 - y1) || 1;
	const [dx, dy] = [(x2 - x1) / length, (y2 - y1) / length];
	// Slashes as a hand draws them at 60°, leaning right or left, whichever crosses the edge more
	// squarely ("//" on a vertical edge, never "=").
	const slash = [0.5, -Math.sqrt(3) / 2] as const;
	const back = [-0.5, -Math.sqrt(3) / 2] as const;
	const along = (v: readonly [number, number]) => Math.abs(v[0] * dx + v[1] * dy);
	const [nx, ny] = along(back) < along(slash) - 1e-9 ? back : slash;
	// Apart along the edge by as much as keeps the strokes `CUT_GAP_CM` apart square to them.
	const step = CUT_GAP_CM / Math.max(0.3, Math.abs(dx * ny - dy * nx));
	const [mx, my] = [x1 + at * (x2 - x1), y1 + at * (y2 - y1)];
	return [-1, 1].map((offset) => {
		const [cx, cy] = [mx + (offset * step * dx) / 2, my + (offset * step * dy) / 2];
		return [
			cx - nx * CUT_HALF_CM,
			cy - ny * CUT_HALF_CM,
			cx + nx * CUT_HALF_CM,
			cy + ny * CUT_HALF_CM
		] as const;
	});
}

/** Numbers written to a file: at most three decimals, no "-0". */
export function cm(value: number): string {
	const rounded = Math.round(value * 1000) / 1000;
	return String(rounded === 0 ? 0 : rounded);
}
