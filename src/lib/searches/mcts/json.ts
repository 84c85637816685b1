import { filePlaces } from '$lib/engine/file-places';
import { describeGameOf } from '$lib/engine/json';
import type { MctsTrace } from './trace';

/** An MCTS run's JSON file (the CLI's output): its format name and version. */
export const MCTS_FORMAT = 'minimax-lab-mcts';
const MCTS_VERSION = 1;

/**
 * An MCTS run as JSON, in chunks (100,000 iterations are a few megabytes): the settings and the
 * game, the root's moves with their visits and wins and the move it would play, then (unless
 * `summary`) each iteration's path (moves from the root), whether it expanded, its playout, the
 * finished score and the reward. Moves are written as the game's trace files write them
 * (Connect Four's columns 1-7). The same run gives the same text byte for byte.
 */
export function* mctsJsonChunks(trace: MctsTrace, summary: boolean): Generator<string> {
	const places = filePlaces(trace.game);
	const write = (move: number): number => places.write(move);
	const best = trace.bestMove();
	const head = {
		format: MCTS_FORMAT,
		version: MCTS_VERSION,
		algorithm: 'mcts',
		iterations: trace.iterations,
		seed: trace.settings.seed,
		exploration: trace.settings.exploration,
		game: describeGameOf(trace.game),
		nodes: trace.nodes,
		move: best === null ? null : write(best),
		root: trace.rootDistribution().map(({ move, visits, wins }) => ({
			move: write(move),
			visits,
			wins
		}))
	};
	const text = JSON.stringify(head);
	if (summary) {
		yield `${text}\n`;
		return;
	}
	yield `${text.slice(0, -1)},"trace":[`;
	for (let iteration = 1; iteration <= trace.iterations; iteration++) {
		const path = Array.from(trace.path(iteration).subarray(1), (node) =>
			write(trace.move(node) ?? 0)
		);
		const record = {
			iteration,
			path,
			expanded: trace.expanded(iteration),
			playout: Array.from(trace.playout(iteration), write),
			score: trace.score(iteration),
			reward: trace.reward(iteration)
		};
		yield `${iteration === 1 ? '' : ','}\n${JSON.stringify(record)}`;
	}
	yield '\n]}\n';
}
