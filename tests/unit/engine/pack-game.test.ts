import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { sourceOf, type Game } from '../../../src/lib/engine/index';
import { packGame, unpackGame } from '../../../src/lib/engine/pack';
import { parseTree, treeGame, TreeGame } from '../../../src/lib/games/tree/rules';
import { randomTree } from '../../../src/lib/games/tree/random';
import { callRecord } from '../../../src/lib/engine/json';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { alphaBeta, minimax } from '../../searches';

/** Every record of both searches, as the CLI writes them. */
function records(game: Game) {
	return [minimax(game), alphaBeta(game)].map((trace) =>
		Array.from({ length: trace.calls }, (_, at) => callRecord(trace, at + 1))
	);
}

describe('a packed game', () => {
	it('survives a structured clone (postMessage) and searches exactly as the original', () => {
		const games = [
			boardGame(ARTICLE_BOARD),
			boardGame('X...O....', { ai: 'O', toMove: 'X', scoring: 'depth' }),
			parseTree(ARTICLE_TREE),
			parseTree(ARTICLE_TREE, { root: 'min' }),
			treeGame(randomTree({ seed: 7, branching: 3, depth: 5, min: -9, max: 9 }))
		];
		for (const game of games) {
			const copy = unpackGame(structuredClone(packGame(game)));
			expect(copy).not.toBe(game);
			expect(sourceOf(copy)).toEqual(sourceOf(game));
			expect([copy.root, copy.moveLimit, copy.scores]).toEqual([
				game.root,
				game.moveLimit,
				game.scores
			]);
			expect(records(copy)).toEqual(records(game));
		}
	});

	it('keeps a tree laid out: its node numbers and widest branching come from the columns', () => {
		const game = parseTree(ARTICLE_TREE);
		const copy = unpackGame(structuredClone(packGame(game)));
		expect(copy).toBeInstanceOf(TreeGame);
		const numbers = (tree: TreeGame) =>
			Array.from({ length: tree.size }, (_, node) => tree.levelOrderNumber(node));
		expect(numbers(copy as TreeGame)).toEqual(numbers(game));
		expect([copy.moveLimit, (copy as TreeGame).size]).toEqual([2, 26]);
	});

	it('travels without its nested arrays, written out again from the columns when asked', () => {
		const text = '[[1.5, [-2e-7, 4]], 0, [[[7]]], -3]';
		const game = parseTree(text);
		const packed = packGame(game);
		expect(Object.keys(packed)).not.toContain('source');
		const copy = unpackGame(structuredClone(packed)) as TreeGame;
		expect(copy.source).toEqual(JSON.parse(text));
		expect(copy.source).toBe(copy.source);
	});
});
