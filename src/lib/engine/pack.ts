import { ConnectFour } from '../games/connect4/rules';
import type { Game } from './game';
import { TicTacToe, type Mark, type Scoring } from '../games/tictactoe/rules';
import { TreeGame, type RootKind, type TreeColumns } from '../games/tree/rules';

/**
 * A game as plain data for another thread (`postMessage` copies it), so a worker searches the
 * game the page already built instead of reading its source again: a big tree is parsed once.
 */
export type PackedGame =
	| { readonly kind: 'board'; readonly root: number; readonly ai: Mark; readonly scoring: Scoring }
	| { readonly kind: 'connect4'; readonly root: number; readonly ai: Mark; readonly moves: string }
	| {
			readonly kind: 'tree';
			readonly source: unknown[];
			readonly rootKind: RootKind;
			readonly size: number;
			readonly columns: TreeColumns;
	  };

export function packGame(game: Game): PackedGame {
	if (game instanceof TicTacToe)
		return { kind: 'board', root: game.root, ai: game.ai, scoring: game.scoring };
	if (game instanceof ConnectFour)
		return { kind: 'connect4', root: game.root, ai: game.ai, moves: game.rootMoves };
	if (game instanceof TreeGame) {
		const { source, rootKind, size, columns } = game;
		return { kind: 'tree', source: source as unknown[], rootKind, size, columns };
	}
	throw new TypeError('Only boards, Connect Four and explicit trees can be packed.');
}

/** The game `packGame` packed, trusted as it is: it was checked when it was first built. */
export function unpackGame(packed: PackedGame): Game {
	if (packed.kind === 'board') return new TicTacToe(packed.root, packed.ai, packed.scoring);
	if (packed.kind === 'connect4') return new ConnectFour(packed.root, packed.ai, packed.moves);
	return new TreeGame(packed.source, packed.rootKind, packed.size, packed.columns);
}
