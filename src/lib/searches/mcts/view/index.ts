import {
	loadSearches,
	type Game,
	type IterationColumns,
	type IterationSettings,
	type Position
} from '$lib/engine';
import { EXACT } from '../agreement';
import type { RunView } from '$lib/ui/run-views';
import { MctsTrace, type MctsColumns } from '../trace';
import { mctsSettings } from '../code';
import { MctsRun } from './run';

/** The typed array each column of an MCTS record must be, by name. */
const COLUMN_TYPES: Readonly<
	Record<keyof MctsColumns, abstract new (...args: never[]) => unknown>
> = {
	parent: Int32Array,
	move: Uint16Array,
	position: Float64Array,
	born: Int32Array,
	childStart: Int32Array,
	childIds: Int32Array,
	pathStart: Int32Array,
	pathNodes: Int32Array,
	expanded: Uint8Array,
	playoutStart: Int32Array,
	playoutMoves: Uint16Array,
	score: Float64Array,
	reward: Float64Array,
	historyStart: Int32Array,
	historyIteration: Int32Array,
	historyWins: Float64Array
};

function isMctsColumns(columns: IterationColumns): columns is MctsColumns {
	return Object.entries(COLUMN_TYPES).every(([name, type]) => columns[name] instanceof type);
}

export const mctsView: RunView = {
	revive(game: Game, root: Position, settings: IterationSettings, columns: IterationColumns) {
		if (!isMctsColumns(columns)) throw new Error('These columns are not an MCTS record.');
		return new MctsTrace(game, root, mctsSettings(settings), columns);
	},
	async open(record, game, presenter) {
		if (!(record instanceof MctsTrace)) throw new Error('This record is not an MCTS trace.');
		// Minimax's answer, which the view compares MCTS's move with, is an exact search's.
		await loadSearches([EXACT.algorithm]);
		return new MctsRun(record, game, presenter);
	}
};
