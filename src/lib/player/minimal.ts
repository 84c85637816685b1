import type { Trace, UniformShape } from '$lib/engine';
import { uniformShape } from '$lib/engine/minimal-tree';
import { isChance, searchDescriptor } from '$lib/engine/search-catalog';

/** A search on a uniform tree, beside Knuth and Moore's figure: its shape, leaves and calls. */
export interface MinimalFigures {
	readonly shape: UniformShape;
	readonly leaves: number;
	readonly calls: number;
}

const figures = new WeakMap<Trace, MinimalFigures | null>();

/**
 * The figures of `trace` when its search ran on a uniform tree (see `uniformShape`): the leaves
 * it examined (finished positions and estimates) and its calls; null otherwise, and for a search
 * that deepens (its iterations examine the shallow levels again: no one search to set beside the
 * figure), and for a search that averages (expectimax: alpha-beta's bound is not its question).
 * Worked out once per trace.
 */
export function minimalFigures(trace: Trace): MinimalFigures | null {
	if (figures.has(trace)) return figures.get(trace) ?? null;
	const { algorithm } = trace;
	const aside = searchDescriptor(algorithm).deepens === true || isChance(algorithm);
	const shape = aside ? null : uniformShape(trace.game, trace.settings.depthLimit);
	let result: MinimalFigures | null = null;
	if (shape !== null) {
		let leaves = 0;
		for (let call = 1; call <= trace.calls; call++) {
			const kind = trace.kind(call);
			if (kind === 'terminal' || kind === 'estimated') leaves++;
		}
		result = { shape, leaves, calls: trace.calls };
	}
	figures.set(trace, result);
	return result;
}
