import type { Trace } from '$lib/engine';

/**
 * A call's depth as the tree's level strip numbers it, and its moves from the root where they
 * differ (a search under a driver: iterative deepening's iterations start a level down), else null.
 */
export function levelOf(trace: Trace, call: number): { depth: number; moves: number | null } {
	const plies = trace.plies(call);
	return { depth: trace.depth(call), moves: plies === trace.depth(call) ? null : plies };
}
