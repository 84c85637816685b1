import type { SearchId, Game, Trace } from '$lib/engine';
import {
	adoptOrders,
	packOrders,
	traceDeclaration,
	type PackedOrders
} from '$lib/engine/search-catalog';
import { traitsFor } from '$lib/games/traits';
import { DrawnTree, type PackedDrawnTree } from './drawn';
import { layoutTrace, type LayoutOptions, type WholeLayout } from './layout';

/**
 * Most calls laid out whole (about 0.6 s and 130 MB at this size). A bigger trace, such as the
 * full game's 549,946 calls, is shown as a window: the path to the running call with its
 * siblings, every other subtree folded into one node (`window.ts`).
 */
export const LAYOUT_CALL_LIMIT = 100_000;

/** How a kind of game draws its tree (its traits say), as plain data a worker can take. */
export interface DrawingOptions {
	/** Pruned branches drawn whole, not just their first node. */
	readonly expand: boolean;
	readonly spacing: Partial<LayoutOptions>;
}

/**
 * How this kind of game draws its tree under `algorithm` (spaced for a window under each score
 * where its traces keep windows), for `drawTrace` here or in a worker.
 */
export function drawingOptions(game: Game, algorithm: SearchId): DrawingOptions {
	const traits = traitsFor(game);
	const windows = traceDeclaration(algorithm).window;
	return { expand: traits.drawsCutBranchesWhole, spacing: traits.spacing(windows) };
}

/** A trace as drawn: its drawn tree and, up to `LAYOUT_CALL_LIMIT` calls, its layout. */
export interface Drawing {
	readonly drawn: DrawnTree;
	readonly layout: WholeLayout | null;
}

/** Builds the drawn tree and lays it out: framework-free, so the search worker can do it. */
export function drawTrace(trace: Trace, options: DrawingOptions): Drawing {
	const drawn = new DrawnTree(trace, { expand: options.expand });
	const layout = trace.calls <= LAYOUT_CALL_LIMIT ? layoutTrace(drawn, options.spacing) : null;
	return { drawn, layout };
}

/** A drawing as plain data for another thread. */
export interface PackedDrawing {
	readonly drawn: PackedDrawnTree;
	/** A layout is plain data already (numbers and typed arrays): its columns cross as they are. */
	readonly layout: WholeLayout | null;
	/** The moves' oracle order, by call, where it was asked (`packOrders`). */
	readonly orders: PackedOrders | null;
}

/** The drawing's data and the buffers to transfer with it (`postMessage(packed, buffers)`). */
export function packDrawing(drawing: Drawing): { packed: PackedDrawing; buffers: ArrayBuffer[] } {
	const drawn = drawing.drawn.pack();
	const layout = drawing.layout ? packLayout(drawing.layout) : null;
	const orders = packOrders(drawing.drawn.trace);
	return {
		packed: { drawn: drawn.packed, layout: layout?.packed ?? null, orders },
		buffers: [
			...drawn.buffers,
			...(layout?.buffers ?? []),
			...(orders ? [orders.starts.buffer as ArrayBuffer, orders.moves.buffer as ArrayBuffer] : [])
		]
	};
}

/** The drawing `packDrawing` packed, around the trace it was drawn from (unpacked already). */
export function unpackDrawing(packed: PackedDrawing, trace: Trace, expand: boolean): Drawing {
	if (packed.orders) adoptOrders(trace, packed.orders);
	return {
		drawn: new DrawnTree(trace, { expand }, packed.drawn),
		layout: packed.layout
	};
}

/**
 * The layout's data and the buffers to transfer with it: the search worker lays a big tree out
 * (d3's tidy tree, hundreds of milliseconds at 100,000 nodes) and hands its columns over without
 * copying them, so the page only wraps them.
 */
export function packLayout(layout: WholeLayout): { packed: WholeLayout; buffers: ArrayBuffer[] } {
	const { options, x, y, levels, left, right, height } = layout;
	// A buffer listed twice makes postMessage throw: levels may share one.
	const buffers = new Set([x, y, ...levels].map((column) => column.buffer as ArrayBuffer));
	return {
		packed: { options: { ...options }, x, y, levels: [...levels], left, right, height },
		buffers: [...buffers]
	};
}
