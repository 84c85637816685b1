// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import { InputError } from '../../engine/errors';
import type { Mark } from '../../engine/game';
import type { GameCliForm } from '../declaration';

const MARKS: readonly Mark[] = ['X', 'O'];

/** Connect Four on the command line (the command line finds this file in each game's folder). */
export const cli: GameCliForm = {
	kind: 'connect4',
	named: { flag: 'game', value: 'connect4' },
	synopsis: '--game connect4 [--moves COLUMNS]',
	flags: [
		{
			name: 'game',
			help: ['--game connect4      search a Connect Four position (7 columns of 6 rows), given by']
		},
		{
			name: 'moves',
			help: [
				'--moves COLUMNS      the columns played from the empty board, 1-7 from the left (e.g.',
				'                     4453; default: the empty board); moves in the output are columns 1-7'
			]
		},
		{ name: 'ai', help: ['--ai X|O             the maximiser (default X)'] }
	],
	refuses: ['board', 'tree', 'to-move', 'scoring', 'root', 'eval'].map(
		(flag) => [flag, (option) => new InputError('cliConnect4With', { option })] as const
	),
	alone: [['moves', () => new InputError('cliMovesNoGame')]],
	sourceOf: (values) => ({
		kind: 'connect4',
		moves: values.get('moves') ?? '',
		ai: values.oneOf('ai', MARKS, 'X')
	})
};
