import type { Game, IterationProgress, IterationRule, Position, SearchSettings } from '$lib/engine';
import { InputError } from '$lib/engine/errors';
import { optionValue } from '$lib/engine/options';
import { loadSearches } from '$lib/engine/search-catalog';
import { IterationLog, MctsTrace, recordMcts } from './trace';
import { MCTS_FORMAT, mctsJsonChunks } from './json';
import { DEFAULT_EXPLORATION, type MctsSettings } from './rule';
import { AGREEMENT_BUDGET, EXACT, minimaxBestMoves, settleIteration } from './agreement';

/** How often a run reports its progress, in iterations. */
const PROGRESS_EVERY = 2048;

/** An iteration log that reports its progress every so often (a worker's run). */
class WatchedLog extends IterationLog {
	readonly #progress: IterationProgress;

	constructor(progress: IterationProgress) {
		super();
		this.#progress = progress;
	}

	override iteration(...told: Parameters<IterationLog['iteration']>): void {
		super.iteration(...told);
		if (this.count % PROGRESS_EVERY === 0) this.#progress(this.count);
	}
}

/** The rule's settings from the options a link, the CLI or a form gave. */
export function mctsSettings(settings: SearchSettings): MctsSettings {
	return {
		iterations: optionValue(settings, 'iterations'),
		seed: optionValue(settings, 'seed'),
		exploration: optionValue(settings, 'c')
	};
}

export const code: IterationRule = {
	record(
		game: Game,
		root: Position,
		settings: SearchSettings,
		progress?: IterationProgress
	): MctsTrace {
		if (game.declaresChance === true) throw new InputError('mctsChance');
		const log = progress === undefined ? new IterationLog() : new WatchedLog(progress);
		return recordMcts(game, root, mctsSettings(settings), log);
	},
	jsonChunks(record, summary) {
		if (!(record instanceof MctsTrace)) throw new TypeError('This record is not an MCTS trace.');
		return mctsJsonChunks(record, summary);
	},
	format: MCTS_FORMAT,
	async answer(game, root, budget) {
		// Minimax's answer is an exact search's.
		await loadSearches([EXACT.algorithm]);
		return minimaxBestMoves(game, root, budget);
	},
	settle(game, root, seeds, iterations) {
		// Minimax, the measure, takes no chance nodes; nor is there a move once the game is over.
		if (game.declaresChance === true) return { kind: 'chance' };
		if (game.isTerminal(root)) return { kind: 'over' };
		const best = minimaxBestMoves(game, root);
		if (best === null) return { kind: 'unknown', budget: AGREEMENT_BUDGET };
		const runs = seeds.map((seed) => {
			const trace = recordMcts(game, root, { iterations, seed, exploration: DEFAULT_EXPLORATION });
			return { seed, at: settleIteration(trace, best) };
		});
		const everyMove = best.length === game.moves(root).length;
		return { kind: 'settled', iterations, best, everyMove, runs };
	}
};
