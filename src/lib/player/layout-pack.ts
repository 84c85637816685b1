import type { WholeLayout } from './layout';

/**
 * A trace's layout as plain data for another thread: the search worker lays a big tree out
 * (d3's tidy tree, hundreds of milliseconds at 100,000 nodes) and hands its columns over without
 * copying them, so the page only wraps them. A layout is already plain data (numbers and typed
 * arrays), so its packed form is the same type.
 */
export type PackedLayout = WholeLayout;

/** The layout's data and the buffers to transfer with it (`postMessage(packed, buffers)`). */
export function packLayout(layout: WholeLayout): { packed: PackedLayout; buffers: ArrayBuffer[] } {
	const { options, x, y, levels, left, right, height } = layout;
	// A buffer listed twice makes postMessage throw: levels may share one.
	const buffers = new Set([x, y, ...levels].map((column) => column.buffer as ArrayBuffer));
	return {
		packed: { options: { ...options }, x, y, levels: [...levels], left, right, height },
		buffers: [...buffers]
	};
}

/** The layout `packLayout` packed, as it was. */
export function unpackLayout(packed: PackedLayout): WholeLayout {
	const { options, x, y, levels, left, right, height } = packed;
	return { options: { ...options }, x, y, levels, left, right, height };
}
