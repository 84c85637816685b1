import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connect4Game } from '../../../../src/lib/games/connect4/rules';
import { type SearchSettings, runsBy } from '../../../../src/lib/engine/index';
import { search } from '../../../../src/lib/engine/run';
import { countSearch } from '../../../../src/lib/engine/compare';
import { ALGORITHMS as EVERY_ID } from '../../../../src/lib/registry';
import { traceDeclaration } from '../../../../src/lib/engine/search-catalog';
import { facts } from '../../facts';

// The searches by calls (MCTS runs by iterations: its own tests).
const EVERY_SEARCH = EVERY_ID.filter((id) => runsBy(id) === 'calls');

/**
 * The searches that assume the opponent's best reply: expectimax's family takes the side not
 * maximising as chance, so it chooses no move there (expectimax.test.ts checks its own wins).
 */
const ALGORITHMS = EVERY_SEARCH.filter((algorithm) => !traceDeclaration(algorithm).averages);

/**
 * Connect Four through the searches (issue 16's engine figures): the depth limit is required on a
 * 7×6 board, positions need 49 bits (the trace keeps them exact), and every search agrees with
 * minimax at the same depth.
 */

const limited = (algorithm: SearchSettings['algorithm'], depthLimit: number): SearchSettings => ({
	algorithm,
	depthLimit,
	symmetry: false
});

/** A random legal move string of up to `length` moves, stopping when the game ends. */
const moveStrings = (length: number) =>
	fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: length }).map((picks) => {
		let game = connect4Game('');
		let moves = '';
		for (const pick of picks) {
			const open = game.moves(game.root);
			if (open.length === 0) break;
			const column = open[pick % open.length] ?? 0;
			moves += String(column + 1);
			game = connect4Game(moves);
		}
		return moves;
	});

describe('Connect Four searched', () => {
	it('makes 1 + 7 + 49 + 343 + 2,401 + 16,807 = 19,608 minimax calls at depth 5', () => {
		const counts = countSearch(connect4Game(''), limited('minimax', 5));
		expect(counts.calls).toBe(19_608);
		expect(counts.perDepth).toEqual([1, 7, 49, 343, 2_401, 16_807]);
		expect(counts.estimates).toBe(16_807);
	});

	it('records 49-bit positions exactly: each call is its parent played by its move', () => {
		const game = connect4Game('4453');
		const trace = search(game, limited('alphabeta', 3));
		expect(trace.columns.position).toBeInstanceOf(Float64Array);
		expect(trace.position(1)).toBe(game.root);
		expect(game.root).toBeGreaterThan(2 ** 32);
		for (let id = 2; id <= trace.calls; id++) {
			const parent = trace.parent(id) ?? 0;
			expect(trace.position(id)).toBe(game.play(trace.position(parent), trace.via(id) ?? 0));
		}
		// Wider positions, still within the 24 bytes a call.
		expect(trace.bytesPerCall).toBeLessThanOrEqual(24);
	});

	it('finds the immediate win at every depth, with every search', () => {
		// After "112233" X holds columns 1-3 of the bottom row and is to move: column 4 wins.
		for (const ai of ['X', 'O'] as const) {
			const game = connect4Game('112233', { ai });
			const win = game.play(game.root, 3);
			expect(game.isTerminal(win)).toBe(true);
			const best = game.score(win);
			for (const algorithm of ALGORITHMS) {
				for (let depth = 1; depth <= 4; depth++) {
					const trace = search(game, limited(algorithm, depth));
					expect(trace.rootMove, `${algorithm} depth ${depth}`).toBe(3);
					expect(trace.rootScore).toBe(best);
				}
			}
		}
	});

	it('finds a winning move wherever one exists, on random positions', () => {
		fc.assert(
			fc.property(moveStrings(20), fc.constantFrom('X' as const, 'O' as const), (moves, ai) => {
				const game = connect4Game(moves, { ai });
				const winning = game.moves(game.root).filter((column) => {
					const after = game.play(game.root, column);
					return game.isTerminal(after) && game.score(after) !== 0;
				});
				fc.pre(winning.length > 0);
				for (const algorithm of ALGORITHMS) {
					const trace = search(game, limited(algorithm, 2));
					expect(winning).toContain(trace.rootMove);
				}
			}),
			{ numRuns: 300 }
		);
	});

	it('every search returns minimax’s value at the same depth on random positions', () => {
		fc.assert(
			fc.property(
				moveStrings(30),
				fc.constantFrom('X' as const, 'O' as const),
				fc.integer({ min: 1, max: 3 }),
				(moves, ai, depth) => {
					const game = connect4Game(moves, { ai });
					const value = countSearch(game, limited('minimax', depth)).score;
					// Minimax itself is not counted again: the same game and settings count the same.
					// Each search's value, checked in one assertion (an expect per search made this
					// test spend much of its time in expect).
					const { same, check } = facts();
					for (const algorithm of ALGORITHMS.filter((id) => id !== 'minimax')) {
						same(algorithm, countSearch(game, limited(algorithm, depth)).score, value);
						if (algorithm === 'memo' || algorithm === 'alphabeta-table') {
							const mirrored = { ...limited(algorithm, depth), symmetry: true };
							same(`${algorithm}, symmetry`, countSearch(game, mirrored).score, value);
						}
					}
					check();
				}
			),
			{ numRuns: 2_000 }
		);
	});
});
