import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import {
	plainSearch,
	searchDescriptor,
	type SearchId,
	type Game,
	type Mark,
	type Position,
	type SearchCounts,
	type Trace,
	runsBy
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { countSearch } from '../../../src/lib/engine/compare';
import { treeGame } from '../../../src/lib/games/tree/rules';
import { refBoard, refSearch, refTree } from '../reference';
import {
	ARTICLE_BOARD,
	FULL_GAME_ALPHABETA_CALLS,
	FULL_GAME_MINIMAX_CALLS,
	randomTrees,
	rootKinds
} from '../traces';
import { alphaBeta, minimax } from '../../searches';
import { ALGORITHMS as EVERY_ID } from '../../../src/lib/registry';
import { traceDeclaration } from '../../../src/lib/engine/search-catalog';

// The searches by calls (MCTS runs by iterations: its own tests).
const COMPARE_ALGORITHMS = EVERY_ID.filter((id) => runsBy(id) === 'calls');

/** Calls, leaves (terminal calls), deepest level and calls per level of a recorded trace. */
function traceFigures(trace: Trace) {
	const perDepth: number[] = [];
	let leaves = 0;
	for (let id = 1; id <= trace.calls; id++) {
		const depth = trace.depth(id);
		perDepth[depth] = (perDepth[depth] ?? 0) + 1;
		if (trace.game.isTerminal(trace.position(id))) leaves++;
	}
	return { calls: trace.calls, leaves, depth: perDepth.length - 1, perDepth };
}

/** The calls of an alpha-beta trace that left moves unsearched. */
function tracedCutoffs(trace: Trace): number {
	let cutoffs = 0;
	for (let id = 1; id <= trace.calls; id++) if (trace.cutMoves(id).length > 0) cutoffs++;
	return cutoffs;
}

/** The distinct positions reachable from the root, level by level (breadth first). */
function reachable(game: Game): Position[][] {
	const seen = new Set<Position>([game.root]);
	const levels: Position[][] = [[game.root]];
	for (;;) {
		const next: Position[] = [];
		for (const position of levels[levels.length - 1] ?? []) {
			for (const move of game.moves(position)) {
				const child = game.play(position, move);
				if (!seen.has(child)) {
					seen.add(child);
					next.push(child);
				}
			}
		}
		if (next.length === 0) return levels;
		levels.push(next);
	}
}

/**
 * What the memo search must count, from the reachable positions alone: it expands each one
 * once (so every move out of a reachable position is one call) and evaluates each finished one
 * once. Holds for games where a position is always met at the same level (boards, trees).
 */
function memoFigures(game: Game) {
	const levels = reachable(game);
	const all = levels.flat();
	const perDepth = [
		1,
		...levels
			.slice(0, -1)
			.map((level) => level.reduce((sum, position) => sum + game.moves(position).length, 0))
	];
	const calls = perDepth.reduce((sum, count) => sum + count, 0);
	return {
		calls,
		leaves: all.filter((position) => game.isTerminal(position)).length,
		hits: calls - all.length,
		positions: all.length,
		depth: levels.length - 1,
		perDepth
	};
}

/** Checks that hold for every algorithm's counts, whatever the game. */
function checkShape(counts: SearchCounts, algorithm: SearchId, minimaxCalls: number) {
	expect(counts.algorithm).toBe(algorithm);
	expect(counts.perDepth.reduce((sum, count) => sum + count, 0)).toBe(counts.calls);
	expect(counts.perDepth.length).toBe(counts.depth + 1);
	expect(counts.perDepth[0]).toBe(1);
	expect(counts.leaves).toBeGreaterThanOrEqual(1);
	expect(counts.leaves).toBeLessThanOrEqual(counts.calls);
	// A re-search calls a node again: PVS can make more calls than minimax (on [[0,[-1],0]], min
	// at the root: 7 against 5); a deepening search searches the shallow levels again, iteration
	// after iteration; a driver's passes (MTD(f)) search the root again, pass after pass. The bound
	// holds for every search that does none of these.
	const { probes, deepens, drives } = searchDescriptor(algorithm);
	if (probes !== true && deepens !== true && drives !== true)
		expect(counts.calls).toBeLessThanOrEqual(minimaxCalls);
	if (!traceDeclaration(algorithm).origin) {
		expect(counts.hits).toBe(0);
		expect(counts.positions).toBe(0);
	}
	if (algorithm === 'minimax' || algorithm === 'memo') expect(counts.cutoffs).toBe(0);
}

/** Every cross-check that needs nothing but the game and its reference twin. */
function crossCheck<N>(game: Game, reference: Parameters<typeof refSearch<N>>[0]) {
	// A tree stating no value bounds refuses the search that needs them (expectimax-bounded.test.ts).
	const algorithms = COMPARE_ALGORITHMS.filter(
		(id) => searchDescriptor(id).bounded !== true || game.valueBounds?.(false) != null
	);
	const counts = new Map(algorithms.map((algorithm) => [algorithm, countSearch(game, algorithm)]));
	const get = (algorithm: SearchId) => counts.get(algorithm) as SearchCounts;
	const plain = minimax(game);
	const pruned = alphaBeta(game);

	// Minimax against its recorded trace.
	expect(get('minimax')).toMatchObject({ ...traceFigures(plain), cutoffs: 0 });
	// Alpha-beta against its recorded trace.
	expect(get('alphabeta').calls).toBe(pruned.calls);
	expect(get('alphabeta').cutoffs).toBe(tracedCutoffs(pruned));
	expect(get('alphabeta')).toMatchObject({
		leaves: traceFigures(pruned).leaves,
		perDepth: traceFigures(pruned).perDepth
	});
	// Memo against the reachable positions.
	expect(get('memo')).toMatchObject(memoFigures(game));
	for (const algorithm of algorithms) {
		const mine = get(algorithm);
		// Against a random opponent the value is an average (the reference's, below).
		if (!traceDeclaration(algorithm).averages) expect(mine.score, algorithm).toBe(plain.rootScore);
		checkShape(mine, algorithm, plain.calls);
		expect(mine).toEqual({
			...refSearch(reference, algorithm),
			algorithm,
			settings: plainSearch(algorithm)
		});
	}
}

describe('the empty board, X to move, AI X (the issue figures)', () => {
	const game = boardGame('.........');
	const [plain, pruned, memo, ordered] = COMPARE_ALGORITHMS.map((algorithm) =>
		countSearch(game, algorithm)
	) as [SearchCounts, SearchCounts, SearchCounts, SearchCounts];

	it('minimax makes 549,946 calls, exactly 1, 9, 72, …, 127,872 per level', () => {
		expect(plain.calls).toBe(FULL_GAME_MINIMAX_CALLS);
		expect(plain.perDepth).toEqual([1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]);
		expect(plain.depth).toBe(9);
	});

	it('minimax reaches 255,168 leaves: the number of possible tic-tac-toe games', () => {
		expect(plain.leaves).toBe(255_168);
	});

	it('alpha-beta in the game order makes 18,297 calls', () => {
		expect(pruned.calls).toBe(FULL_GAME_ALPHABETA_CALLS);
	});

	it('memo minimax makes 16,168 calls and stores the 5,478 positions', () => {
		expect(memo.calls).toBe(16_168);
		expect(memo.positions).toBe(5_478);
		// Each position is expanded once; every other call is answered from the table.
		expect(memo.hits).toBe(16_168 - 5_478);
		// The 958 distinct finished positions are each scored once.
		expect(memo.leaves).toBe(958);
		expect(memo.depth).toBe(9);
	});

	it('every algorithm scores the root a draw', () => {
		expect([plain.score, pruned.score, memo.score, ordered.score]).toEqual([0, 0, 0, 0]);
	});

	it('minimax matches the recorded trace level by level, leaves included', () => {
		expect(plain).toMatchObject(traceFigures(minimax(game)));
	});

	it('alpha-beta matches the recorded trace: calls, and calls that cut', () => {
		const trace = alphaBeta(game);
		expect(pruned.calls).toBe(trace.calls);
		expect(pruned.cutoffs).toBe(tracedCutoffs(trace));
		expect(pruned.perDepth).toEqual(traceFigures(trace).perDepth);
	});

	it('memo matches a breadth-first count of the reachable positions', () => {
		expect(memo).toMatchObject(memoFigures(game));
	});

	it('the pruning and memo searches match the reference searches field for field', () => {
		const reference = refBoard('.........');
		expect(pruned).toMatchObject(refSearch(reference, 'alphabeta'));
		expect(memo).toMatchObject(refSearch(reference, 'memo'));
		expect(ordered).toMatchObject(refSearch(reference, 'alphabeta-ordered'));
	});

	it('centre-corners-edges ordering saves calls over the game order here', () => {
		expect(ordered.calls).toBeLessThan(pruned.calls);
		expect(ordered.calls).toBeLessThan(memo.calls);
	});

	it('keeps the counts of the other algorithms at zero', () => {
		expect([plain.cutoffs, plain.hits, plain.positions]).toEqual([0, 0, 0]);
		expect([pruned.hits, pruned.positions, ordered.hits, ordered.positions]).toEqual([0, 0, 0, 0]);
		expect(memo.cutoffs).toBe(0);
		expect(pruned.cutoffs).toBeGreaterThan(0);
		expect(ordered.cutoffs).toBeGreaterThan(0);
	});
});

describe('the article board O.XX.X.OO (X to move, AI X)', () => {
	const game = boardGame(ARTICLE_BOARD);

	it('minimax makes the 9 calls of figure 3, scoring the win +10', () => {
		expect(countSearch(game, 'minimax')).toMatchObject({
			score: 10,
			calls: 9,
			cutoffs: 0,
			depth: 3,
			// FC1 | FC2 FC5 FC6 | FC3 FC4 FC7 FC9 | FC8
			perDepth: [1, 3, 4, 1]
		});
	});

	it('alpha-beta makes 8 calls with 1 cut-off', () => {
		expect(countSearch(game, 'alphabeta')).toMatchObject({ score: 10, calls: 8, cutoffs: 1 });
	});

	it('memo meets no position twice here: 9 calls, 9 positions, no hits', () => {
		expect(countSearch(game, 'memo')).toMatchObject({
			score: 10,
			calls: 9,
			hits: 0,
			positions: 9
		});
	});

	it('ordered alpha-beta tries the centre first: it wins at once, then two O replies cut', () => {
		// Empty cells 1, 4, 6 are tried as 4, 6, 1. X at 4 completes 3-4-5 (+10, alpha 10).
		// X at 6: O tries 4 first and completes 0-4-8 (-10 <= alpha), cutting cell 1.
		// X at 1: O tries 4 first, wins again, cutting cell 6. Six calls, three of them leaves.
		expect(countSearch(game, 'alphabeta-ordered')).toMatchObject({
			score: 10,
			calls: 6,
			leaves: 3,
			cutoffs: 2,
			depth: 2,
			perDepth: [1, 3, 2]
		});
	});
});

describe('a finished board', () => {
	it('every algorithm makes the one call, a leaf at level 0', () => {
		const game = boardGame('XXXOO....');
		for (const algorithm of COMPARE_ALGORITHMS) {
			expect(countSearch(game, algorithm)).toMatchObject({
				score: 10,
				calls: 1,
				leaves: 1,
				cutoffs: 0,
				depth: 0,
				perDepth: [1]
			});
		}
		expect(countSearch(game, 'memo').positions).toBe(1);
	});
});

describe.each<{ board: string; ai?: Mark }>([
	{ board: ARTICLE_BOARD },
	{ board: 'X...O....' },
	{ board: 'X...O..X.' },
	{ board: 'XX.OO....' },
	{ board: 'XXXOO....' },
	{ board: 'X...O....', ai: 'O' },
	{ board: '.X.......', ai: 'O' }
])('board $board, AI $ai', ({ board, ai }) => {
	it('agrees with the traces, the reachable positions and the reference searches', () => {
		crossCheck(boardGame(board, { ai }), refBoard(board, { ai }));
	});
});

describe('random trees', () => {
	it('agree with the traces, the reachable nodes and the reference searches', () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, (tree, root) => {
				const game = treeGame(tree, { root });
				crossCheck(game, refTree(tree, root));
				// Tree nodes are all distinct: memo stores each one and never hits.
				expect(countSearch(game, 'memo')).toMatchObject({ hits: 0, positions: game.size });
			}),
			{ numRuns: 200 }
		);
	});
});

describe('the counting searches are the recorded searches, counted', () => {
	const game = boardGame('.........');

	it('ordered alpha-beta makes 7,275 calls from the empty board, counted or recorded', () => {
		const counted = countSearch(game, 'alphabeta-ordered');
		expect(counted.calls).toBe(7_275);
		const recorded = search(game, plainSearch('alphabeta-ordered'));
		expect(counted).toMatchObject({
			...traceFigures(recorded),
			cutoffs: tracedCutoffs(recorded),
			score: recorded.rootScore
		});
		// The first call tries the centre: the board's order, not the game's.
		expect(recorded.via(2)).toBe(4);
	});

	it('minimax with a table records the memo count: 16,168 calls, 5,478 positions', () => {
		const recorded = search(game, plainSearch('memo'));
		const counted = countSearch(game, 'memo');
		expect([recorded.calls, recorded.tableSize]).toEqual([16_168, 5_478]);
		expect(counted).toMatchObject({
			calls: recorded.calls,
			positions: recorded.tableSize,
			perDepth: traceFigures(recorded).perDepth,
			score: recorded.rootScore
		});
		// A hit searched nothing: no move, no calls below it, and it names an earlier call that
		// searched the same position.
		// Each hit's faults, checked in one assertion (an expect per fact made this test spend most
		// of its time in expect).
		let hits = 0;
		const faults: string[] = [];
		for (let id = 1; id <= recorded.calls; id++) {
			if (recorded.kind(id) !== 'hit') continue;
			hits++;
			if (recorded.bestMove(id) !== null) faults.push(`FC${id} has a move`);
			if (recorded.lastDescendant(id) !== id) faults.push(`FC${id} has calls below it`);
			const origin = recorded.origin(id) ?? 0;
			if (!(origin < id)) faults.push(`FC${id} names FC${origin}, not an earlier call`);
			if (!Object.is(recorded.position(origin), recorded.position(id)))
				faults.push(`FC${id} names FC${origin}, another position`);
			if (!Object.is(recorded.score(origin), recorded.score(id)))
				faults.push(`FC${id} names FC${origin}, another score`);
		}
		expect(faults).toEqual([]);
		expect(hits).toBe(counted.hits);
	});
});
