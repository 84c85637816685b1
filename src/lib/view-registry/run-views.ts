import { registerRunView, type RunView } from '$lib/ui/run-views';

/**
 * The views of the searches that draw their own run (MCTS), each loaded on first need: a page
 * carries the one it shows and no other.
 */
const RUN_VIEWS: Readonly<Record<string, () => Promise<RunView>>> = {
	mcts: async () => (await import('$lib/searches/mcts/view')).mctsView
};

for (const [id, load] of Object.entries(RUN_VIEWS)) registerRunView(id, load);
