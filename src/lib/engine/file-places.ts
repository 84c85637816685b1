import { ConnectFour } from '../games/connect4/rules';
import type { RecordValueKind } from './errors';
import { BOARD, MOVE_STRING } from './fields';
import type { Game, Move, Position } from './game';
import { TicTacToe } from '../games/tictactoe/rules';
import { TreeGame } from '../games/tree/rules';

/**
 * How a trace file (README.md, "The trace format") writes a game's positions and moves: a
 * board's 9 cells and its cells 0-8, a tree's path and child indexes, a Connect Four position's
 * move string and its columns 1-7 (as people and solvers count them). The writer (json.ts) and
 * the reader (rebuild.ts) use the same form, so what one writes the other reads.
 */
export interface FilePlaces {
	/** The record field that names a call's position. */
	readonly field: 'board' | 'path' | 'moves';
	/** What that field must hold, as an error message names it. */
	readonly want: RecordValueKind;
	readonly pattern: RegExp;
	/** The root's place. */
	readonly root: string;
	/** The place of `position`, reached by `move` from the place `from`. */
	child(from: string, position: Position, move: Move): string;
	/** The legal move from `position` (written `from`) to the place written `to`, if any. */
	moveTo(position: Position, from: string, to: string): Move | null;
	/**
	 * Connect Four: the column (as written) that `to` adds to `from` when it is one column more,
	 * but that column is full in `position`; null otherwise. Says why `moveTo` found no move.
	 */
	fullColumn?(position: Position, from: string, to: string): number | null;
	/** A move as the file writes it. */
	write(move: Move): number;
	/** The move a written number names (which may still be illegal where it is played). */
	read(written: number): Move;
}

const same = (move: number): number => move;

/** Child indexes joined by `.`, without leading zeros; empty at the root. */
const PATH = /^(?:(?:0|[1-9]\d*)(?:\.(?:0|[1-9]\d*))*)?$/;
const INDEX = /^(?:0|[1-9]\d*)$/;

export function filePlaces(game: Game): FilePlaces {
	if (game instanceof TicTacToe) return boardPlaces(game);
	if (game instanceof ConnectFour) return connect4Places(game);
	if (game instanceof TreeGame) return treePlaces(game);
	throw new TypeError('Only boards, Connect Four and explicit trees have trace files.');
}

function boardPlaces(game: TicTacToe): FilePlaces {
	return {
		field: 'board',
		want: 'board',
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

function treePlaces(game: TreeGame): FilePlaces {
	return {
		field: 'path',
		want: 'path',
		pattern: PATH,
		root: '',
		child: (from, _position, move) => (from === '' ? String(move) : `${from}.${move}`),
		moveTo: (position, from, to) => {
			const prefix = from === '' ? '' : `${from}.`;
			const index = to.slice(prefix.length);
			if (!to.startsWith(prefix) || !INDEX.test(index)) return null;
			const move = Number(index);
			return move < game.moves(position).length ? move : null;
		},
		write: same,
		read: same
	};
}

/** Columns 0-6 in the game, 1-7 in a file, as in a move string. */
function connect4Places(game: ConnectFour): FilePlaces {
	return {
		field: 'moves',
		want: 'moveString',
		pattern: MOVE_STRING,
		root: game.rootMoves,
		child: (from, _position, move) => from + String(move + 1),
		moveTo: (position, from, to) => {
			// The caller's move string and one more column, one still open there.
			if (to.length !== from.length + 1 || !to.startsWith(from)) return null;
			const move = Number(to.at(-1)) - 1;
			return game.moves(position).includes(move) ? move : null;
		},
		fullColumn: (position, from, to) => {
			if (to.length !== from.length + 1 || !to.startsWith(from)) return null;
			const column = Number(to.at(-1));
			const full = column >= 1 && column <= 7 && !game.moves(position).includes(column - 1);
			return full && !game.isTerminal(position) ? column : null;
		},
		write: (move) => move + 1,
		read: (written) => written - 1
	};
}
