import { InputError } from '../../engine/errors';
import { oneOf, validated } from '../../engine/file-game';
import type { Mark } from '../../engine/game';
import type { FilePlaces, GameModule } from '../../engine/game-module';
import { show } from '../../engine/quote';
import { ConnectFour, connect4Game } from './rules';

/** Connect Four as a game module (engine/game-module.ts). */

/**
 * A Connect Four position: the columns played from the empty board, 1-7 from the left (`""` is
 * the empty board), and the side the AI (the maximiser) plays. The string is kept as written
 * (trimmed, full-width digits read as digits), so a position reads back to the same text.
 */
export interface Connect4Source {
	readonly kind: 'connect4';
	readonly moves: string;
	readonly ai: Mark;
}

/** The trace file's "game" object: the move string (it says who moves) and who maximises. */
interface Connect4Description {
	kind: 'connect4';
	moves: string;
	ai: Mark;
}

interface PackedConnect4 {
	readonly kind: 'connect4';
	readonly root: number;
	readonly ai: Mark;
	readonly moves: string;
}

declare module '../../engine/game-module' {
	interface GameForms {
		connect4: {
			source: Connect4Source;
			description: Connect4Description;
			packed: PackedConnect4;
		};
	}
}

const MARKS: readonly Mark[] = ['X', 'O'];

/** A Connect Four move string as a file writes it: columns 1-7, at most one per cell (42). */
const MOVE_STRING = /^[1-7]{0,42}$/;

/** Columns 0-6 in the game, 1-7 in a file, as in a move string. */
function places(game: ConnectFour): FilePlaces {
	return {
		field: 'moves',
		wrongType: (details) => new InputError('fileCallMoves', details),
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

export const connect4: GameModule<'connect4', ConnectFour> = {
	kind: 'connect4',
	/** Outcomes and estimates print signed, as the page's cards do (+10, −10). */
	figure: { signed: true },
	gameFor: (source) => connect4Game(source.moves, { ai: source.ai }),
	sourceOf: (game) => ({ kind: 'connect4', moves: game.rootMoves, ai: game.ai }),
	sameSource: (a, b) => a.moves === b.moves && a.ai === b.ai,
	/** `Connect Four 4453 (AI O)`. */
	describe: (game) => {
		const moves = game.rootMoves === '' ? 'empty board' : game.rootMoves;
		return `Connect Four ${moves}${game.ai === 'X' ? '' : ' (AI O)'}`;
	},
	file: {
		fields: ['moves', 'ai'],
		describe: (game) => ({ kind: 'connect4', moves: game.rootMoves, ai: game.ai }),
		read: (description) => {
			// Columns 1-7 only, as the writer puts them: a file is not typed by hand, so no spaces
			// or full-width digits. Whether the columns can be played is connect4Game's to say.
			const moves = description.moves;
			if (typeof moves !== 'string' || !/^[1-7]*$/.test(moves)) {
				throw new InputError('fileGameMoves', { value: show(moves) });
			}
			const ai = oneOf<Mark>('ai', description.ai, MARKS);
			return validated(() => connect4Game(moves, { ai }));
		},
		places
	},
	packing: {
		pack: (game) => ({ kind: 'connect4', root: game.root, ai: game.ai, moves: game.rootMoves }),
		unpack: (packed) => new ConnectFour(packed.root, packed.ai, packed.moves)
	}
};
