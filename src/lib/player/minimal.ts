import type { Trace, UniformShape } from '$lib/engine';
import { uniformShape } from '$lib/engine/minimal-tree';

/** A search on a uniform tree, beside Knuth and Moore's figure: its shape, leaves and calls. */
export interface MinimalFigures {
	readonly shape: UniformShape;
	/** Every leaf it examined: finished positions and, past a depth limit, estimates. */
	readonly leaves: number;
	/** Of those, the estimates at the depth limit (the compare table's "Estimated leaves"). */
	readonly estimated: number;
	readonly calls: number;
}

const figures = new WeakMap<Trace, MinimalFigures | null>();

/**
 * The figures of `trace` when its search ran on a uniform tree (see `uniformShape`): the leaves
 * it examined (finished positions and estimates) and its calls; null otherwise, and for a trace
 * whose values are averages (expectimax: alpha-beta's bound is not its question), and for one
 * with a leaf above the tree's (a search that set shallower limits of its own, as iterative
 * deepening's iterations: it examined the shallow levels again, no one search to set beside the
 * figure). Worked out once per trace.
 */
export function minimalFigures(trace: Trace): MinimalFigures | null {
	if (figures.has(trace)) return figures.get(trace) ?? null;
	const shape = trace.averages ? null : uniformShape(trace.game, trace.settings.depthLimit);
	let result: MinimalFigures | null = null;
	if (shape !== null) {
		let leaves = 0;
		let estimated = 0;
		let shallow = false;
		for (let call = 1; call <= trace.calls && !shallow; call++) {
			const kind = trace.kind(call);
			if (kind !== 'terminal' && kind !== 'estimated') continue;
			leaves++;
			if (kind === 'estimated') estimated++;
			shallow = trace.plies(call) < shape.depth;
		}
		result = shallow ? null : { shape, leaves, estimated, calls: trace.calls };
	}
	figures.set(trace, result);
	return result;
}
