import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import {
	unpackTrace,
	type Game,
	type PackedTrace,
	type Trace
} from '../../../src/lib/engine/index';
import { packTrace } from '../../../src/lib/engine/trace';
import { parseTree, treeGame } from '../../../src/lib/games/tree/rules';
import {
	ARTICLE_BOARD,
	ARTICLE_TREE,
	FULL_GAME_ALPHABETA_CALLS,
	FULL_GAME_MINIMAX_CALLS,
	randomTrees,
	rootKinds
} from '../traces';
import { alphaBeta, minimax } from '../../searches';

type Search = (game: Game) => Trace;
const SEARCHES: [string, Search][] = [
	['minimax', (game) => minimax(game)],
	['alpha-beta', (game) => alphaBeta(game)]
];

/** Everything a trace answers, call by call, as plain data. */
function readAll(trace: Trace) {
	const calls = [];
	for (let id = 1; id <= trace.calls; id++) {
		calls.push([
			trace.parent(id),
			trace.depth(id),
			trace.position(id),
			trace.via(id),
			trace.bestMove(id),
			trace.score(id),
			trace.alpha(id),
			trace.beta(id),
			trace.lastDescendant(id)
		]);
	}
	return {
		algorithm: trace.algorithm,
		calls: trace.calls,
		prunedBranches: trace.prunedBranches,
		rootScore: trace.rootScore,
		rootMove: trace.rootMove,
		perCall: calls
	};
}

/** Packs, sends through a structured clone moving the buffers, and unpacks. */
function roundTrip(trace: Trace, game: Game): { copy: Trace; buffers: ArrayBuffer[] } {
	const { packed, buffers } = packTrace(trace);
	const sent: PackedTrace = structuredClone(packed, { transfer: buffers });
	return { copy: unpackTrace(sent, game), buffers };
}

function checkRoundTrip(makeGame: () => Game, search: Search): void {
	const game = makeGame();
	const original = search(game);
	const before = readAll(original);
	const columns = Object.entries(original.columns).map(([name, column]) => [
		name,
		column === null ? null : column.constructor.name,
		column === null ? null : Array.from(column)
	]);
	const { copy, buffers } = roundTrip(original, game);

	expect(readAll(copy)).toEqual(before);
	expect(
		Object.entries(copy.columns).map(([name, column]) => [
			name,
			column === null ? null : column.constructor.name,
			column === null ? null : Array.from(column)
		])
	).toEqual(columns);
	// A fresh search of a fresh game agrees too, so `before` was not itself damaged.
	expect(readAll(search(makeGame()))).toEqual(before);

	// One buffer per column (alpha and beta only under alpha-beta), none shared, all moved.
	const windowed = original.algorithm === 'alphabeta';
	expect(buffers).toHaveLength(windowed ? 9 : 7);
	expect(new Set(buffers).size).toBe(buffers.length);
	for (const buffer of buffers) expect(buffer.byteLength).toBe(0);
	for (const column of Object.values(original.columns))
		if (column !== null) expect(column.byteLength).toBe(0);
	for (const column of Object.values(copy.columns))
		if (column !== null) expect(column.length).toBe(original.calls + 1);
	expect(copy.column('alpha') === null).toBe(!windowed);
	expect(copy.column('beta') === null).toBe(!windowed);
}

describe('packing a trace for a worker', () => {
	// The full game only under alpha-beta (18,297 calls): minimax's is checked below by its counts.
	const boards: [string, () => Game][] = [
		['the article board', () => boardGame(ARTICLE_BOARD)],
		['X...O..X.', () => boardGame('X...O..X.')],
		['X...O....', () => boardGame('X...O....')],
		['a finished board', () => boardGame('XXXOO....')],
		['XO....... with O as the AI', () => boardGame('XO.......', { ai: 'O' })],
		['X.O.X.... in depth scoring', () => boardGame('X.O.X....', { scoring: 'depth' })]
	];
	for (const [label, makeGame] of boards) {
		for (const [name, search] of SEARCHES) {
			it(`round-trips ${name} on ${label}`, () => checkRoundTrip(makeGame, search));
		}
	}
	it('round-trips alpha-beta on the empty board', () =>
		checkRoundTrip(
			() => boardGame('.........'),
			(game) => alphaBeta(game)
		));

	it('round-trips the article tree and a min-rooted one', () => {
		for (const [, search] of SEARCHES) {
			checkRoundTrip(() => parseTree(ARTICLE_TREE), search);
			checkRoundTrip(() => parseTree(ARTICLE_TREE, { root: 'min' }), search);
		}
	});

	it('round-trips scores that need wide columns', () => {
		// 300 distinct leaf values: score ranks no longer fit in a byte; 300 moves neither.
		const leaves = Array.from({ length: 300 }, (_, index) => index * 7 - 1000);
		const tree = [leaves, [[5, -5], 3]];
		for (const [, search] of SEARCHES) {
			const trace = search(treeGame(tree));
			expect(trace.columns.score).toBeInstanceOf(Uint16Array);
			checkRoundTrip(() => treeGame(tree), search);
		}
	});

	it('round-trips random trees', () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, fc.boolean(), (tree, root, pruning) => {
				const [, search] = SEARCHES[pruning ? 1 : 0] as [string, Search];
				checkRoundTrip(() => treeGame(tree, { root }), search);
			}),
			{ numRuns: 200 }
		);
	});

	it('keeps the values counted and the root answer of the full game', () => {
		const game = boardGame('.........');
		const { copy } = roundTrip(minimax(game), game);
		expect([copy.calls, copy.prunedBranches, copy.rootScore, copy.rootMove]).toEqual([
			FULL_GAME_MINIMAX_CALLS,
			0,
			0,
			0
		]);
		const { copy: pruned } = roundTrip(alphaBeta(game), game);
		expect([pruned.calls, pruned.algorithm, pruned.rootScore]).toEqual([
			FULL_GAME_ALPHABETA_CALLS,
			'alphabeta',
			0
		]);
	});
});
