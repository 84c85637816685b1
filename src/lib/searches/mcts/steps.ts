/**
 * The steps of an MCTS trace, found from a step's index alone (no replay), as the call traces'
 * steps are (player/steps.ts). Step 0 is the tree before the first iteration. Stepped by
 * iteration (the page's coarse granularity, `call`), step i shows iteration i done. Stepped by
 * phase (`event`), each iteration takes four steps, one per phase, so iteration i's phase k
 * (0 … 3) is step 4(i − 1) + k + 1.
 */

/** An iteration's four phases, in the order they run (AIMA 4th ed., 5.4). */
export const MCTS_PHASES = ['select', 'expand', 'simulate', 'backpropagate'] as const;
export type MctsPhase = (typeof MCTS_PHASES)[number];

/** By iteration (`call`: the page's coarse steps) or by phase (`event`: its fine ones). */
export type MctsGranularity = 'call' | 'event';

/** A moment of an MCTS run: iteration 0 with no phase before the first; else a phase of one. */
export interface MctsStep {
	readonly iteration: number;
	/** Null at step 0, before the first iteration. */
	readonly phase: MctsPhase | null;
}

/** The step at `index` (clamped to the run: 0 … `mctsLastStep`). */
export function mctsStepAt(
	index: number,
	iterations: number,
	granularity: MctsGranularity
): MctsStep {
	const at = Math.max(0, Math.min(Math.trunc(index), mctsLastStep(iterations, granularity)));
	if (at === 0) return { iteration: 0, phase: null };
	if (granularity === 'call') return { iteration: at, phase: 'backpropagate' };
	return { iteration: Math.ceil(at / 4), phase: MCTS_PHASES[(at - 1) % 4] ?? 'backpropagate' };
}

/** The last step's index: one per iteration, or four per iteration by phase. */
export function mctsLastStep(iterations: number, granularity: MctsGranularity): number {
	return granularity === 'call' ? iterations : iterations * 4;
}

/**
 * The index of `step` under `granularity`; stepping by iteration, a phase goes to its
 * iteration's step once back-propagated, else to the one before (the counts it shows).
 */
export function mctsIndexOf(step: MctsStep, granularity: MctsGranularity): number {
	if (step.phase === null || step.iteration === 0) return 0;
	if (granularity === 'call')
		return step.phase === 'backpropagate' ? step.iteration : step.iteration - 1;
	return 4 * (step.iteration - 1) + MCTS_PHASES.indexOf(step.phase) + 1;
}

/**
 * The iteration whose counts (N, W) the step shows: the one before while the iteration selects,
 * expands and plays out, its own once back-propagated.
 */
export function countsAfter(step: MctsStep): number {
	if (step.phase === null) return 0;
	return step.phase === 'backpropagate' ? step.iteration : step.iteration - 1;
}

/** The nodes the step shows are those made by this iteration: the new node appears on expanding. */
export function nodesMadeBy(step: MctsStep): number {
	if (step.phase === null) return 0;
	return step.phase === 'select' ? step.iteration - 1 : step.iteration;
}
