import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { treeGame } from '../../../src/lib/games/tree/rules';
import type { Game, Position, SearchOptions, Trace } from '../../../src/lib/engine/index';
import {
	FULL_GAME_ALPHABETA_CALLS,
	FULL_GAME_MINIMAX_CALLS,
	randomTrees,
	rootKinds
} from '../traces';
import { alphaBeta, minimax } from '../../searches';

type Search = (game: Game, root?: Position, options?: SearchOptions) => Trace;

/** Runs a search and lists every progress report it made. */
function reports(search: Search, game: Game, root: Position = game.root) {
	const seen: number[] = [];
	const trace = search(game, root, { onProgress: (calls) => seen.push(calls) });
	return { trace, seen };
}

/** The pages of 65,536 call slots a search of `calls` calls starts after the first. */
const expectedReports = (calls: number) =>
	Array.from({ length: Math.floor(calls / 65_536) }, (_, index) => 65_536 * (index + 1));

/** Where two traces first differ: a count, a column's type or length, or an entry; null if nowhere. */
function firstDifference(a: Trace, b: Trace): string | null {
	for (const key of ['algorithm', 'calls', 'prunedBranches'] as const)
		if (a[key] !== b[key]) return `${key}: ${a[key]} vs ${b[key]}`;
	for (const [name, column] of Object.entries(a.columns)) {
		const other = b.columns[name as keyof Trace['columns']];
		if (column === null || other === null) {
			if (column !== other) return `${name}: only one is null`;
			continue;
		}
		if (column.constructor !== other.constructor || column.length !== other.length)
			return `${name}: ${column.constructor.name}(${column.length}) vs ${other.constructor.name}(${other.length})`;
		for (let i = 0; i < column.length; i++)
			if (column[i] !== other[i]) return `${name}[${i}]: ${column[i]} vs ${other[i]}`;
	}
	return null;
}

/** A root with `leaves` leaf children: a search makes exactly `leaves + 1` calls, cutting none. */
const flat = (leaves: number) =>
	treeGame(
		Array.from({ length: leaves }, (_, index) => (index * 37) % 101),
		{ maxNodes: leaves + 1 }
	);

describe('search progress', () => {
	it('reports the full game minimax at every 65,536 calls, eight times', () => {
		const game = boardGame('.........');
		const { trace, seen } = reports(minimax, game);
		expect(trace.calls).toBe(FULL_GAME_MINIMAX_CALLS);
		expect(seen).toEqual([65_536, 131_072, 196_608, 262_144, 327_680, 393_216, 458_752, 524_288]);
		expect(seen).toEqual(expectedReports(FULL_GAME_MINIMAX_CALLS));
		// Reporting changes nothing recorded.
		const quiet = minimax(game);
		expect(firstDifference(trace, quiet)).toBeNull();
	});

	it('never reports alpha-beta on the empty board, nor small searches', () => {
		const game = boardGame('.........');
		const { trace, seen } = reports(alphaBeta, game);
		expect(trace.calls).toBe(FULL_GAME_ALPHABETA_CALLS);
		expect(seen).toEqual([]);
		expect(firstDifference(trace, alphaBeta(game))).toBeNull();
		// From the first corner (59,705 calls) minimax stays within one page too.
		const corner = reports(minimax, game, game.play(game.root, 0));
		expect(corner.trace.calls).toBe(59_705);
		expect(corner.seen).toEqual([]);
	});

	it('reports exactly when call 65,536 starts, under both searches', () => {
		for (const search of [minimax, alphaBeta] as Search[]) {
			// 65,535 calls: none; 65,536: one; 131,071: one; 131,072: two.
			expect(reports(search, flat(65_534)).seen).toEqual([]);
			const one = reports(search, flat(65_535));
			expect(one.trace.calls).toBe(65_536);
			expect(one.seen).toEqual([65_536]);
			expect(reports(search, flat(131_070)).seen).toEqual([65_536]);
			const two = reports(search, flat(131_071));
			expect(two.trace.calls).toBe(131_072);
			expect(two.seen).toEqual([65_536, 131_072]);
			expect(firstDifference(two.trace, search(flat(131_071)))).toBeNull();
		}
	});

	it('leaves small traces unchanged', () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, fc.boolean(), (tree, root, pruning) => {
				const search: Search = pruning ? alphaBeta : minimax;
				const { trace, seen } = reports(search, treeGame(tree, { root }));
				expect(seen).toEqual([]);
				expect(firstDifference(trace, search(treeGame(tree, { root })))).toBeNull();
			}),
			{ numRuns: 100 }
		);
	});
});
