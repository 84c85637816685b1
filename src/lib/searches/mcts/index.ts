import type { SearchDescriptor } from '$lib/engine';

/** The most iterations a run may take: about 20 MB of trace on Connect Four (bench: bytes per iteration). */
const MAX_ITERATIONS = 100_000;

/**
 * The iterations of each compare-view run: boards and trees settle within a few hundred (the
 * article board at 4, AIMA's Figure 5.2 by 38); a game too big to search to its end (one with
 * a default depth limit: Connect Four) gets more (its Example's endgame settles by 495).
 */
const COMPARE_ITERATIONS = 2_000;
const COMPARE_ITERATIONS_DEEP = 10_000;

/**
 * Monte Carlo tree search (UCT): the tree grows by iterations of selection, expansion, a random
 * playout and back-propagation, not by calls, so it runs by iterations, with options of its
 * own (how many iterations, the generator's seed, UCB1's exploration weight C).
 */
export const MCTS: SearchDescriptor = {
	id: 'mcts',
	runsBy: 'iterations',
	unitWords: { call: 'iteration', event: 'phase' },
	names: {
		en: { menu: 'Monte Carlo tree search (MCTS)', name: 'Monte Carlo tree search' },
		zh: { menu: '蒙特卡洛树搜索（MCTS）', name: '蒙特卡洛树搜索' }
	},
	options: [
		{
			key: 'iterations',
			flag: 'iterations',
			fallback: 1000,
			min: 1,
			max: MAX_ITERATIONS,
			integer: true
		},
		{ key: 'seed', flag: 'seed', fallback: 1, min: 0, max: 0xffffffff, integer: true },
		{
			key: 'c',
			flag: 'exploration',
			fallback: Math.SQRT2,
			fallbackText: '√2',
			min: 0,
			max: 10,
			integer: false
		}
	],
	compare: {
		seeds: [1, 2, 3, 4, 5],
		iterations: (game) =>
			game.defaultDepthLimit === undefined ? COMPARE_ITERATIONS : COMPARE_ITERATIONS_DEEP
	},
	details: async () => (await import('./details')).details,
	code: async () => (await import('./code')).code
};
