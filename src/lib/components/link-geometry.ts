import type { NodeSize } from '$lib/games/presenter';
import type { TraceLayout } from '$lib/player';
import { LINK_LABEL_ABOVE } from './geometry';

/**
 * Points on the call tree's links, as the tree renderer draws them: from the bottom of the
 * parent's card (or, `below` further, its window) to the top of the child's (or of its name).
 */
export interface LinkGeometry {
	/** Where the link from `child`'s parent to it starts and ends (`named`: at its name's top). */
	ends(child: number, named?: boolean): { x0: number; y0: number; x1: number; y1: number };
	/** A point along the link, `t` of the way down (the curve's x eases, so this is close). */
	along(child: number, t: number, named?: boolean): { x: number; y: number };
	/** A cut mark: `t` of the way from the parent's card (not its window) to the child's. */
	cutAt(child: number, t: number): { x: number; y: number };
	/** Where a child's row of labels sits: its card's middle, just above the card. */
	rowAt(child: number): { x: number; y: number };
}

export function linkGeometry(
	layout: Pick<TraceLayout, 'x' | 'y'>,
	parentOf: (child: number) => number | null,
	size: NodeSize,
	below: number
): LinkGeometry {
	const ends = (child: number, named = false) => {
		const parent = parentOf(child) ?? 1;
		return {
			x0: layout.x[parent] ?? 0,
			y0: (layout.y[parent] ?? 0) + size.height / 2 + below,
			x1: layout.x[child] ?? 0,
			y1: (layout.y[child] ?? 0) - size.height / 2 - (named ? (size.headingAbove ?? 0) : 0)
		};
	};
	const along = (child: number, t: number, named = false) => {
		const { x0, y0, x1, y1 } = ends(child, named);
		const ease = t * t * (3 - 2 * t);
		return { x: x0 + (x1 - x0) * ease, y: y0 + (y1 - y0) * t };
	};
	return {
		ends,
		along,
		cutAt(child, t) {
			const { y0, y1 } = ends(child);
			const y = y0 - below + (y1 - y0 + below) * t;
			return along(child, Math.max(0, (y - y0) / (y1 - y0)));
		},
		rowAt: (child) => ({ x: layout.x[child] ?? 0, y: ends(child).y1 - LINK_LABEL_ABOVE })
	};
}
