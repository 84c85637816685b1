import type { ViewedRun } from '$lib/ui/run-views';
import type { MctsRun } from './run';

/** The MCTS runs made (run.ts adds each), so a view handed a `ViewedRun` finds its own. */
const runs = new WeakSet<object>();

export function claimRun(run: MctsRun): void {
	runs.add(run);
}

/** `run` as an MCTS run: the view is handed only the run that carries it (`MctsRun.Side`). */
export function mctsRunOf(run: ViewedRun): MctsRun {
	if (!runs.has(run)) throw new Error('This run is not an MCTS run.');
	return run as MctsRun;
}
