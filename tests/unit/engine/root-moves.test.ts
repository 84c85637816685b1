import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { treeGame } from '../../../src/lib/games/tree/rules';
import type { SearchId } from '../../../src/lib/engine/index';
import { countSearch } from '../../../src/lib/engine/compare';
import { orderLoss, rootMoves } from '../../../src/lib/engine/root-moves';
import { reorderedFrom } from '../../../src/lib/engine/search-catalog';
import { compareSearches } from '../../../src/lib/workers/comparing';
import type { CompareMessage } from '../../../src/lib/workers/compare';

const plain = (algorithm: SearchId) => ({ algorithm, depthLimit: null, symmetry: false });

describe('a search split by root move', () => {
	it('adds up to its calls, the root counted once, and names the move chosen', () => {
		const game = boardGame('XOX.O....');
		for (const algorithm of ['minimax', 'alphabeta', 'alphabeta-ordered'] as const) {
			const split = rootMoves(game, plain(algorithm));
			expect(split.calls).toBe(countSearch(game, plain(algorithm)).calls);
			expect(1 + split.tried.reduce((sum, { calls }) => sum + calls, 0)).toBe(split.calls);
			// Only cell 7 blocks O's middle column.
			expect(split.chosen).toBe(7);
		}
	});

	it('on a finished board tries nothing and chooses nothing', () => {
		expect(rootMoves(boardGame('XXXOO....'), plain('alphabeta'))).toEqual({
			calls: 1,
			tried: [],
			chosen: null
		});
	});
});

describe('where the ordered alpha-beta loses to plain alpha-beta', () => {
	it('reorders alpha-beta, and only it does', () => {
		expect(reorderedFrom('alphabeta-ordered')).toBe('alphabeta');
		for (const id of ['minimax', 'alphabeta', 'memo', 'alphabeta-table', 'negamax'])
			expect(reorderedFrom(id)).toBeNull();
	});

	it('XOX.O....: 149 calls against 101, the saving move (cell 7) tried last of five, 4th in the board order', () => {
		const loss = orderLoss(boardGame('XOX.O....'), 'alphabeta-ordered', null);
		expect(loss).toEqual({
			ordered: {
				calls: 149,
				chosen: 7,
				tried: [
					{ move: 6, calls: 26 },
					{ move: 8, calls: 25 },
					{ move: 3, calls: 20 },
					{ move: 5, calls: 30 },
					{ move: 7, calls: 47 }
				]
			},
			plain: {
				calls: 101,
				chosen: 7,
				tried: [
					{ move: 3, calls: 28 },
					{ move: 5, calls: 20 },
					{ move: 6, calls: 8 },
					{ move: 7, calls: 29 },
					{ move: 8, calls: 15 }
				]
			}
		});
	});

	it('is null where the order wins: the empty board, 7,275 calls against 18,297', () => {
		expect(orderLoss(boardGame('.........'), 'alphabeta-ordered', null)).toBeNull();
		expect(orderLoss(boardGame('XOX.O....'), 'alphabeta', null)).toBeNull();
	});

	it('is told by the compare worker before it is done, only where the order loses', () => {
		const told = (board: string) => {
			const messages: CompareMessage[] = [];
			compareSearches(
				{
					source: { kind: 'board', board, toMove: null, ai: 'X', scoring: 'article' },
					search: plain('minimax')
				},
				(message) => messages.push(message)
			);
			return messages;
		};
		const losing = told('XOX.O....');
		expect(losing.at(-2)).toMatchObject({
			kind: 'orderLoss',
			key: 'alphabeta-ordered',
			loss: { ordered: { calls: 149 }, plain: { calls: 101 } }
		});
		expect(losing.at(-1)).toEqual({ kind: 'done' });
		expect(told('X...O....').some((message) => message.kind === 'orderLoss')).toBe(false);
	});

	it('under a depth limit and on a tree, the split still adds up', () => {
		const game = treeGame([
			[
				[3, 12],
				[8, 2]
			],
			[
				[4, 6],
				[14, 5]
			]
		]);
		const split = rootMoves(game, {
			algorithm: 'alphabeta-ordered',
			depthLimit: 2,
			symmetry: false
		});
		expect(1 + split.tried.reduce((sum, { calls }) => sum + calls, 0)).toBe(split.calls);
		expect(split.calls).toBe(
			countSearch(game, { algorithm: 'alphabeta-ordered', depthLimit: 2, symmetry: false }).calls
		);
	});
});
