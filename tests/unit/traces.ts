import fc from 'fast-check';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { parseTree, type RootKind } from '../../src/lib/games/tree/rules';
import type { Game, Move, SearchSettings, Trace } from '../../src/lib/engine/index';
import { CountingRecorder } from '../../src/lib/engine/counter';
import { runSearch } from '../../src/lib/engine/run';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../articles';
import { alphaBeta, minimax } from '../searches';

export {
	ARTICLE_BOARD,
	ARTICLE_BOARD_ARRAY,
	ARTICLE_TREE,
	FULL_GAME_ALPHABETA_CALLS,
	FULL_GAME_MINIMAX_CALLS
} from '../articles';

/** Counts a search and keeps the root's chosen move (null when the root is already over). */
export class RootMove extends CountingRecorder {
	move: Move | null = null;
	override close(id?: number, _score?: number, best?: Move): void {
		if (id === 1 && best !== undefined) this.move = best === this.noMove ? null : best;
	}
}

/** A search counted, not recorded: its calls, the root's value and the move it chose. */
export function rootOutcome(game: Game, settings: SearchSettings) {
	const recorder = new RootMove(game, settings.depthLimit !== null);
	const { rank } = runSearch(game, game.root, recorder, settings);
	return { calls: recorder.calls, value: recorder.scale.value(rank), move: recorder.move };
}

/** A spread of small traces: both articles' examples, bigger boards, a game already over. */
export const sampleTraces: [string, Trace][] = [
	['minimax, article board', minimax(boardGame(ARTICLE_BOARD))],
	['alpha-beta, article board', alphaBeta(boardGame(ARTICLE_BOARD))],
	['minimax, article tree', minimax(parseTree(ARTICLE_TREE))],
	['alpha-beta, article tree', alphaBeta(parseTree(ARTICLE_TREE))],
	['minimax, 6 empty cells', minimax(boardGame('X...O..X.'))],
	['alpha-beta, 7 empty cells', alphaBeta(boardGame('X...O....'))],
	['a finished board', minimax(boardGame('XXXOO....'))]
];

/** Random trees: up to 5 levels, 1 to 4 children, small integer leaves so ties are common. */
export const randomTrees = fc.letrec<{ tree: unknown[]; node: unknown }>((tie) => ({
	tree: fc.array(tie('node'), { minLength: 1, maxLength: 4 }),
	node: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		fc.integer({ min: -5, max: 5 }),
		tie('tree')
	)
})).tree;

export const rootKinds = fc.constantFrom<RootKind>('max', 'min');
