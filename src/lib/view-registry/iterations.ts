import { registerIterationView, type IterationView } from '$lib/components/iteration-views';

/**
 * The views of the searches that go by iterations, each loaded on first need: a page carries
 * the one it shows and no other.
 */
const ITERATION_VIEWS: Readonly<Record<string, () => Promise<IterationView>>> = {
	mcts: async () => (await import('$lib/searches/mcts/view')).mctsView
};

for (const [id, load] of Object.entries(ITERATION_VIEWS)) registerIterationView(id, load);
