import type { ViewedRun } from '$lib/ui/run-views';
import type { MctsRun } from './run';

/** The MCTS runs made (run.ts adds each), so a view handed a `ViewedRun` finds its own. */
const runs = new WeakSet<object>();

export function claimRun(run: MctsRun): void {
	runs.add(run);
}

/** `run` as an MCTS run, or null when it is another search's. */
export function mctsRunOf(run: ViewedRun): MctsRun | null {
	return runs.has(run) ? (run as MctsRun) : null;
}
