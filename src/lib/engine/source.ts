import { formatCount } from './format';
import type { Game } from './game';
import { boardGame, TicTacToe, type Mark, type Scoring } from './tictactoe';
import { parseTree, TreeGame, type RootKind } from './tree';

/**
 * A game as people and links write it: a board's cells with who moves, who maximises and how
 * finished games score, or an explicit tree as JSON text. Every view, worker, link and file
 * names its position this way; `gameFor` turns it into a `Game` once.
 */
export type GameSource =
	| {
			readonly kind: 'board';
			readonly board: string;
			/** Null: the side the mark counts imply (see `boardGame`). */
			readonly toMove: Mark | null;
			readonly ai: Mark;
			readonly scoring: Scoring;
	  }
	| { readonly kind: 'tree'; readonly tree: string; readonly root: RootKind };

/** The kinds of game there are, as `GameSource.kind` names them. */
export type GameKind = GameSource['kind'];

/** The game a source describes; throws `InputError` with the reason when it cannot be played. */
export function gameFor(source: GameSource): Game {
	return source.kind === 'tree'
		? parseTree(source.tree, { root: source.root })
		: boardGame(source.board, {
				ai: source.ai,
				scoring: source.scoring,
				...(source.toMove ? { toMove: source.toMove } : {})
			});
}

/** The source of a game already built: a board's cells, or a tree as JSON text. */
export function sourceOf(game: Game): GameSource {
	if (game instanceof TicTacToe) {
		const board = game.board(game.root);
		// Say who moves only when the counts alone would not.
		const inferred = boardGame(board, { ai: game.ai }).root === game.root;
		return {
			kind: 'board',
			board,
			ai: game.ai,
			toMove: inferred ? null : game.toMove(game.root),
			scoring: game.scoring
		};
	}
	if (game instanceof TreeGame)
		return { kind: 'tree', tree: JSON.stringify(game.source), root: game.rootKind };
	throw new TypeError('Only boards and explicit trees have a source.');
}

/** The kind of a game already built. */
export function kindOf(game: Game): GameKind {
	if (game instanceof TicTacToe) return 'board';
	if (game instanceof TreeGame) return 'tree';
	throw new TypeError('Only boards and explicit trees have a kind.');
}

/** Two sources name the same game (field by field; a tree's JSON text as written). */
export function sameSource(a: GameSource, b: GameSource): boolean {
	if (a.kind === 'board' && b.kind === 'board')
		return a.board === b.board && a.toMove === b.toMove && a.ai === b.ai && a.scoring === b.scoring;
	if (a.kind === 'tree' && b.kind === 'tree') return a.tree === b.tree && a.root === b.root;
	return false;
}

/**
 * A game in a few English words, as the CLI names it: `board O.XX.X.OO`, with what is not the
 * default (`board X........ (AI O, depth scoring)`), or `a tree of 26 nodes (root min)`.
 */
export function describeSource(game: Game): string {
	const source = sourceOf(game);
	if (source.kind === 'tree') {
		const size = game instanceof TreeGame ? game.size : 0;
		return `a tree of ${formatCount(size)} nodes${source.root === 'min' ? ' (root min)' : ''}`;
	}
	const notes = [
		source.toMove === null ? '' : `${source.toMove} to move`,
		source.ai === 'X' ? '' : `AI ${source.ai}`,
		source.scoring === 'article' ? '' : `${source.scoring} scoring`
	].filter((note) => note !== '');
	return `board ${source.board}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}
