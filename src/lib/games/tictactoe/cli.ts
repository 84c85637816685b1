// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import { InputError } from '../../engine/errors';
import type { Mark } from '../../engine/game';
import { EVALUATIONS, SCORINGS } from './rules';
import type { GameCliForm } from '../declaration';

const MARKS: readonly Mark[] = ['X', 'O'];

/** Tic-tac-toe on the command line (the command line finds this file in each game's folder). */
export const cli: GameCliForm = {
	kind: 'board',
	named: { flag: 'board' },
	synopsis: '--board CELLS',
	flags: [
		{
			name: 'board',
			help: [
				'--board CELLS        9 cells row by row: X, O or . (e.g. O.XX.X.OO), or the array form',
				`                     '["O",1,"X","X",4,"X",6,"O","O"]'`
			]
		},
		{
			name: 'to-move',
			help: ['--to-move X|O        side to move (default: the side with fewer marks, X when equal)']
		},
		{ name: 'ai', help: ['--ai X|O             the maximiser (default X)'] },
		{
			name: 'scoring',
			help: [
				'--scoring NAME       how finished boards score: article (+-10, default), unit (+-1) or',
				'                     depth (+-(10 - moves played))'
			]
		},
		{
			name: 'eval',
			help: [
				'--eval NAME          boards: the estimate at a depth limit, lines (open lines, default)',
				'                     or aima (AIMA exercise 5.9: 3X2 + X1 - (3O2 + O1))'
			]
		}
	],
	refuses: [
		['tree', () => new InputError('cliBoardAndTree')],
		['moves', () => new InputError('cliMovesWith', { option: '--board' })],
		['game', () => new InputError('cliConnect4With', { option: '--board' })],
		['root', () => new InputError('cliRootWithBoard')]
	],
	sourceOf: (values) => {
		// Checked in this order: who moves, who maximises, the scoring, the estimate.
		const toMove = values.get('to-move') === undefined ? null : values.oneOf('to-move', MARKS, 'X');
		const ai = values.oneOf('ai', MARKS, 'X');
		const scoring = values.oneOf('scoring', SCORINGS, 'article');
		const evaluation = values.oneOf('eval', EVALUATIONS, 'lines');
		return {
			kind: 'board',
			board: values.get('board') ?? '',
			toMove,
			ai,
			scoring,
			...(evaluation === 'aima' ? { evaluation } : {})
		};
	}
};
