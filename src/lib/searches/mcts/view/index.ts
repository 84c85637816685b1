import type { Game, IterationColumns, Position, SearchSettings } from '$lib/engine';
import type { RunView } from '$lib/ui/run-views';
import { COLUMN_TYPES, MctsTrace, type MctsColumns } from '../trace';
import { mctsSettings } from '../code';
import { MctsRun } from './run';

function isMctsColumns(columns: IterationColumns): columns is MctsColumns {
	return Object.entries(COLUMN_TYPES).every(([name, type]) => columns[name] instanceof type);
}

export const mctsView: RunView = {
	revive(game: Game, root: Position, settings: SearchSettings, columns: IterationColumns) {
		if (!isMctsColumns(columns)) throw new Error('These columns are not an MCTS record.');
		return new MctsTrace(game, root, mctsSettings(settings), columns);
	},
	async open({ record, answer }, game, presenter) {
		if (!(record instanceof MctsTrace)) throw new Error('This record is not an MCTS trace.');
		return new MctsRun(record, game, presenter, answer);
	}
};
