import { InputError } from '../../engine/errors';
import { oneOf, validated } from '../../engine/file-game';
import { same } from '../../engine/file-places';
import type { Mark } from '../../engine/game';
import type { FilePlaces, GameModule } from '../../engine/game-module';
import { show } from '../../engine/quote';
import {
	boardGame,
	EVALUATIONS,
	SCORINGS,
	TicTacToe,
	type Evaluation,
	type Scoring
} from './rules';

/**
 * Tic-tac-toe as a game module (engine/game-module.ts). Its kind is `'board'`: the word links
 * and trace files (format version 1) use for tic-tac-toe, kept as it is so every link and file
 * reads as before.
 */

/** A tic-tac-toe position: its cells with who moves, who maximises and how finished games score. */
export interface TicTacToeSource {
	readonly kind: 'board';
	readonly board: string;
	/** Null: the side the mark counts imply (see `boardGame`). */
	readonly toMove: Mark | null;
	readonly ai: Mark;
	readonly scoring: Scoring;
	/** The estimate at a depth limit, when not the open lines (`aima`: AIMA's exercise 5.9). */
	readonly evaluation?: 'aima';
}

/** The trace file's "game" object: the board with who moves, who maximises, how it scores. */
interface TicTacToeDescription {
	kind: 'board';
	board: string;
	toMove: Mark;
	ai: Mark;
	scoring: Scoring;
	/** Written only when not the open lines. */
	evaluation?: 'aima';
}

interface PackedTicTacToe {
	readonly kind: 'board';
	readonly root: number;
	readonly ai: Mark;
	readonly scoring: Scoring;
	readonly evaluation: Evaluation;
}

/** `{ evaluation: 'aima' }` for AIMA's evaluation, else nothing (the default, left out). */
const evaluationOf = (game: TicTacToe): { evaluation?: 'aima' } =>
	game.evaluation === 'aima' ? { evaluation: 'aima' } : {};

declare module '../../engine/game-module' {
	interface GameForms {
		board: {
			source: TicTacToeSource;
			description: TicTacToeDescription;
			packed: PackedTicTacToe;
		};
	}
}

const MARKS: readonly Mark[] = ['X', 'O'];

/** 9 cells of `X`, `O` and `.`, as a file writes a board. */
const BOARD = /^[XO.]{9}$/;

function places(game: TicTacToe): FilePlaces {
	return {
		field: 'board',
		wrongType: (details) => new InputError('fileCallBoard', details),
		pattern: BOARD,
		root: game.board(game.root),
		child: (_from, position) => game.board(position),
		moveTo: (position, from, to) => {
			// One cell changes: an empty one, to the mark of the side to move.
			if (to.length !== from.length) return null;
			let cell = -1;
			for (let index = 0; index < from.length; index++) {
				if (from[index] === to[index]) continue;
				if (cell >= 0) return null;
				cell = index;
			}
			if (cell < 0 || from[cell] !== '.' || to[cell] !== game.toMove(position)) return null;
			return game.moves(position).includes(cell) ? cell : null;
		},
		write: same,
		read: same
	};
}

function sourceOf(game: TicTacToe): TicTacToeSource {
	const board = game.board(game.root);
	// Say who moves only when the counts alone would not.
	const inferred = boardGame(board, { ai: game.ai }).root === game.root;
	return {
		kind: 'board',
		board,
		ai: game.ai,
		toMove: inferred ? null : game.toMove(game.root),
		scoring: game.scoring,
		...evaluationOf(game)
	};
}

export const tictactoe: GameModule<'board', TicTacToe> = {
	kind: 'board',
	/** Outcomes and estimates print signed, as the page's cards do (+10, −10). */
	figure: { signed: true },
	gameFor: (source) =>
		boardGame(source.board, {
			ai: source.ai,
			scoring: source.scoring,
			evaluation: source.evaluation ?? 'lines',
			...(source.toMove ? { toMove: source.toMove } : {})
		}),
	sourceOf,
	sameSource: (a, b) =>
		a.board === b.board &&
		a.toMove === b.toMove &&
		a.ai === b.ai &&
		a.scoring === b.scoring &&
		a.evaluation === b.evaluation,
	/** `board O.XX.X.OO`, with what is not the default: `board X........ (AI O, depth scoring)`. */
	describe: (game) => {
		const source = sourceOf(game);
		const notes = [
			source.toMove === null ? '' : `${source.toMove} to move`,
			source.ai === 'X' ? '' : `AI ${source.ai}`,
			source.scoring === 'article' ? '' : `${source.scoring} scoring`,
			source.evaluation === 'aima' ? "AIMA's evaluation" : ''
		].filter((note) => note !== '');
		return `board ${source.board}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
	},
	file: {
		fields: ['board', 'toMove', 'ai', 'scoring'],
		describe: (game) => ({
			kind: 'board',
			board: game.board(game.root),
			toMove: game.toMove(game.root),
			ai: game.ai,
			scoring: game.scoring,
			...evaluationOf(game)
		}),
		read: (description) => {
			const board = description.board;
			if (typeof board !== 'string' || !BOARD.test(board)) {
				throw new InputError('fileGameBoard', { value: show(board) });
			}
			const toMove = oneOf<Mark>('toMove', description.toMove, MARKS);
			const ai = oneOf<Mark>('ai', description.ai, MARKS);
			const scoring = oneOf<Scoring>('scoring', description.scoring, SCORINGS);
			const evaluation =
				description.evaluation === undefined
					? 'lines'
					: oneOf<Evaluation>('evaluation', description.evaluation, EVALUATIONS);
			return validated(() => boardGame(board, { toMove, ai, scoring, evaluation }));
		},
		places
	},
	packing: {
		pack: (game) => ({
			kind: 'board',
			root: game.root,
			ai: game.ai,
			scoring: game.scoring,
			evaluation: game.evaluation
		}),
		unpack: (packed) => new TicTacToe(packed.root, packed.ai, packed.scoring, packed.evaluation)
	}
};
