import { describe, expect, it } from 'vitest';
import { gameFor, moduleOf, sameSource, sourceOf, type GameSource } from '../../../src/lib/engine';
import { packGame, unpackGame } from '../../../src/lib/engine/pack';
import { gameModule, gameModules, isGameKind, kindOf } from '../../../src/lib/engine/game-catalog';
import { RANDOM_TREE_START } from '../../../src/lib/games/tree/random';

/** One source of each registered game, as links write them. */
const SOURCES: readonly GameSource[] = [
	{ kind: 'board', board: 'O.XX.X.OO', toMove: null, ai: 'X', scoring: 'article' },
	{ kind: 'connect4', moves: '4453', ai: 'O' },
	{ kind: 'tree', tree: '[[3,17],[2,12]]', root: 'min' },
	{ kind: 'tree', random: { ...RANDOM_TREE_START, seed: 7 }, root: 'max' }
];

describe('the game catalogue', () => {
	it('holds the three games, tic-tac-toe under the format’s word "board"', () => {
		expect(gameModules().map((module) => module.kind)).toEqual(['board', 'connect4', 'tree']);
		expect(isGameKind('board')).toBe(true);
		expect(isGameKind('tictactoe')).toBe(false);
	});

	it('refuses a kind nobody registered, naming the ones there are', () => {
		expect(() => gameModule('chess')).toThrow(
			/No game "chess" is registered \(registered: board, connect4, tree\)/
		);
	});

	for (const source of SOURCES) {
		it(`finds the module of a ${source.kind} game by its kind, and goes back to its source`, () => {
			const game = gameFor(source);
			expect(game.kind).toBe(source.kind);
			expect(kindOf(game)).toBe(source.kind);
			expect(moduleOf(game)).toBe(gameModule(source.kind));
			expect(sameSource(sourceOf(game), source)).toBe(true);
			const unpacked = unpackGame(packGame(game));
			expect(unpacked.kind).toBe(source.kind);
			expect(unpacked.root).toBe(game.root);
		});
	}
});
