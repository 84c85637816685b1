import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { InputError, type Game, type Mark } from '../../../src/lib/engine/index';
import { treeGame } from '../../../src/lib/games/tree/rules';
import { randomTrees as trees, rootKinds } from '../traces';
import { alphaBeta, counted } from '../../searches';

/** Every board of X, O and . that the validator accepts, with each side to move it allows. */
function legalPositions(): { board: string; toMove: Mark }[] {
	const positions: { board: string; toMove: Mark }[] = [];
	for (let code = 0; code < 3 ** 9; code++) {
		let board = '';
		for (let cell = 0, rest = code; cell < 9; cell++, rest = Math.floor(rest / 3))
			board += '.XO'[rest % 3];
		for (const toMove of ['X', 'O'] as const) {
			try {
				boardGame(board, { toMove });
				positions.push({ board, toMove });
			} catch (error) {
				if (!(error instanceof InputError)) throw error;
			}
		}
	}
	return positions;
}

/**
 * Fail-soft alpha-beta's promise at every call: a value inside the call's window is exact;
 * one at or below alpha is an upper bound, one at or above beta a lower bound.
 */
function failSoftViolations(game: Game): string[] {
	const trace = alphaBeta(game);
	const problems: string[] = [];
	for (let id = 1; id <= trace.calls; id++) {
		const value = trace.score(id);
		const exact = counted(game, 'minimax', trace.position(id)).score;
		const alpha = trace.alpha(id) as number;
		const beta = trace.beta(id) as number;
		const ok = value <= alpha ? exact <= value : value >= beta ? exact >= value : exact === value;
		if (!ok)
			problems.push(`call ${id}: value ${value}, exact ${exact}, window [${alpha}, ${beta}]`);
	}
	return problems;
}

describe('alpha-beta against minimax on every legal tic-tac-toe position', () => {
	const positions = legalPositions();

	it('covers boards of every fill, with both sides to move on equal counts', () => {
		const fills = new Set(positions.map(({ board }) => [...board].filter((c) => c !== '.').length));
		expect([...fills].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
		expect(positions.filter(({ board }) => board === '.........').map((p) => p.toMove)).toEqual([
			'X',
			'O'
		]);
		expect(positions.some(({ board }) => board === 'X........')).toBe(true);
		expect(positions.some(({ board }) => board === 'XX.......')).toBe(false);
	});

	// Counted, not recorded: only each search's value and calls are read.
	it('returns the same value with either player as the AI, and never makes more calls', () => {
		const problems: string[] = [];
		for (const { board, toMove } of positions) {
			for (const ai of ['X', 'O'] as const) {
				const game = boardGame(board, { toMove, ai });
				const full = counted(game, 'minimax');
				const pruned = counted(game, 'alphabeta');
				if (pruned.score !== full.score || pruned.calls > full.calls) {
					problems.push(
						`${board} ${toMove} to move, AI ${ai}: ${pruned.score}/${pruned.calls} vs ${full.score}/${full.calls}`
					);
				}
			}
		}
		expect(problems).toEqual([]);
	}, 120_000);

	it('keeps the fail-soft bounds at every call of boards with four or more marks', () => {
		const problems = positions
			.filter(({ board }) => [...board].filter((c) => c !== '.').length >= 4)
			.filter((_, index) => index % 7 === 0)
			.flatMap(({ board, toMove }) =>
				failSoftViolations(boardGame(board, { toMove })).map((p) => `${board}: ${p}`)
			);
		expect(problems).toEqual([]);
	}, 120_000);
});

describe('alpha-beta against minimax on random trees', () => {
	it('returns the same value and never makes more calls', () => {
		fc.assert(
			fc.property(trees, rootKinds, (tree, root) => {
				const game = treeGame(tree, { root });
				const full = counted(game, 'minimax');
				const pruned = counted(game, 'alphabeta');
				expect(pruned.score).toBe(full.score);
				expect(pruned.calls).toBeLessThanOrEqual(full.calls);
				expect(full.calls).toBe(game.size);
			}),
			{ numRuns: 500 }
		);
	});

	it('keeps the fail-soft bounds at every call', () => {
		fc.assert(
			fc.property(trees, rootKinds, (tree, root) => {
				expect(failSoftViolations(treeGame(tree, { root }))).toEqual([]);
			}),
			{ numRuns: 300 }
		);
	});

	it('counts exactly the moves it did not search', () => {
		fc.assert(
			fc.property(trees, rootKinds, (tree, root) => {
				const trace = alphaBeta(treeGame(tree, { root }));
				let cut = 0;
				for (let id = 1; id <= trace.calls; id++) cut += trace.cutMoves(id).length;
				expect(cut).toBe(trace.prunedBranches);
			}),
			{ numRuns: 300 }
		);
	});
});
