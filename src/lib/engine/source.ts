import { ConnectFour, connect4Game } from '../games/connect4/rules';
import { formatCount } from './format';
import type { Game } from './game';
import { randomTree, sameRandomTree, type RandomTreeOptions } from '../games/tree/random';
import { boardGame, TicTacToe } from '../games/tictactoe/rules';
import { parseTree, treeGame, TreeGame } from '../games/tree/rules';
import type { TicTacToeSource } from '../games/tictactoe/module';
import type { Connect4Source } from '../games/connect4/module';
import type { TreeSource } from '../games/tree/module';

/**
 * A game as people and links write it: a board's cells with who moves, who maximises and how
 * finished games score; a Connect Four position as the columns played from the empty board (its
 * move string, `4453`) with who maximises; an explicit tree as JSON text; or a random tree as its
 * options and seed (the same options always draw the same tree, so a link carries the recipe, not
 * the tree).
 * Every view, worker, link and file names its position this way; `gameFor` turns it into a
 * `Game` once.
 */
export type GameSource = TicTacToeSource | Connect4Source | TreeSource;

export type { Connect4Source, TreeSource };

/** The kinds of game there are, as `GameSource.kind` names them. */
export type GameKind = GameSource['kind'];

/** The options each random tree was drawn from, so `sourceOf` gives its recipe back. */
const drawnFrom = new WeakMap<Game, RandomTreeOptions>();

/** The game a source describes; throws `InputError` with the reason when it cannot be played. */
export function gameFor(source: GameSource): Game {
	if (source.kind === 'board') {
		return boardGame(source.board, {
			ai: source.ai,
			scoring: source.scoring,
			...(source.toMove ? { toMove: source.toMove } : {})
		});
	}
	if (source.kind === 'connect4') return connect4Game(source.moves, { ai: source.ai });
	if ('tree' in source) return parseTree(source.tree, { root: source.root });
	const game = treeGame(randomTree(source.random), { root: source.root });
	drawnFrom.set(game, source.random);
	return game;
}

/**
 * The source of a game already built: a board's cells; a random tree's options when `gameFor`
 * drew it; else a tree as JSON text.
 */
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
	if (game instanceof ConnectFour) return { kind: 'connect4', moves: game.rootMoves, ai: game.ai };
	if (game instanceof TreeGame) {
		const random = drawnFrom.get(game);
		if (random) return { kind: 'tree', random, root: game.rootKind };
		return { kind: 'tree', tree: JSON.stringify(game.source), root: game.rootKind };
	}
	throw new TypeError('Only boards, Connect Four and explicit trees have a source.');
}

/** The kind of a game already built. */
export function kindOf(game: Game): GameKind {
	if (game instanceof TicTacToe) return 'board';
	if (game instanceof ConnectFour) return 'connect4';
	if (game instanceof TreeGame) return 'tree';
	throw new TypeError('Only boards, Connect Four and explicit trees have a kind.');
}

/**
 * Two sources name the same game the same way (field by field; a tree's JSON text as written; a
 * random tree by its options, never equal to the same tree written out).
 */
export function sameSource(a: GameSource, b: GameSource): boolean {
	if (a.kind === 'board' && b.kind === 'board')
		return a.board === b.board && a.toMove === b.toMove && a.ai === b.ai && a.scoring === b.scoring;
	if (a.kind === 'connect4' && b.kind === 'connect4') return a.moves === b.moves && a.ai === b.ai;
	if (a.kind !== 'tree' || b.kind !== 'tree' || a.root !== b.root) return false;
	if ('tree' in a) return 'tree' in b && a.tree === b.tree;
	return 'random' in b && sameRandomTree(a.random, b.random);
}

/**
 * A game in a few English words, as the CLI names it: `board O.XX.X.OO`, with what is not the
 * default (`board X........ (AI O, depth scoring)`), `Connect Four 4453 (AI O)`, or `a tree of 26
 * nodes (root min)`.
 */
export function describeSource(game: Game): string {
	const source = sourceOf(game);
	if (source.kind === 'connect4') {
		const moves = source.moves === '' ? 'empty board' : source.moves;
		return `Connect Four ${moves}${source.ai === 'X' ? '' : ' (AI O)'}`;
	}
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
