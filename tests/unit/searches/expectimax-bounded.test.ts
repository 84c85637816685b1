import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	InputError,
	plainSearch,
	type Game,
	type Mark,
	type SearchSettings
} from '../../../src/lib/engine/index';
import { checkSettings } from '../../../src/lib/engine/search-settings';
import { search } from '../../../src/lib/engine/run';
import { scaleFor } from '../../../src/lib/engine/recorder';
import { depthCeiling } from '../../../src/lib/engine/search';
import { runSearch } from '../../../src/lib/engine/run';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { parseTree, treeGame } from '../../../src/lib/games/tree/rules';
import { settleSearch } from '../../../src/lib/player/settle';
import { refBoard, refPositions } from '../reference';
import { ARTICLE_BOARD, RootMove } from '../traces';
import {
	hasChance,
	randomOpponent,
	ratio,
	refExpectimax,
	refNodes,
	refStar1,
	refStated,
	statedTrees,
	text,
	type StatedTree
} from './star1-reference';

/**
 * Expectimax with bounds (Ballard's Star1) against a reference written apart from the engine
 * (star1-reference.ts) and against expectimax: the same value and move, never more calls.
 */

const settings = (algorithm: string, depthLimit: number | null = null): SearchSettings => ({
	...plainSearch(algorithm),
	depthLimit
});
const bounded = (depthLimit: number | null = null) => settings('expectimax-bounded', depthLimit);
const expectimax = (depthLimit: number | null = null) => settings('expectimax', depthLimit);

/** A search counted: its calls, the root's exact value and its move. */
function outcome(game: Game, asked: SearchSettings) {
	const recorder = new RootMove(game, asked.depthLimit !== null, scaleFor(game, asked));
	const { rank } = runSearch(game, game.root, recorder, asked);
	return {
		calls: recorder.calls,
		value: recorder.scale.fraction(rank)?.toString(),
		move: recorder.move
	};
}

function diff(before: string, after: string): number {
	return [...before].findIndex((cell, index) => after[index] !== cell);
}

/** The searches a `boundsUnstated` refusal offers instead. */
const unbounded = (error: InputError): readonly string[] =>
	(error as InputError<'boundsUnstated'>).params[0].unbounded;

function refused(run: () => unknown): InputError {
	try {
		run();
	} catch (error) {
		if (error instanceof InputError) return error;
		throw error;
	}
	throw new Error('not refused');
}

describe('expectimax with bounds on tic-tac-toe against a random opponent', () => {
	const positions = refPositions('.........');
	const ten = ratio(10n);

	it.each<Mark>(['X', 'O'])(
		'matches the reference Star1 and expectimax on all 5,478 positions, AI %s',
		(ai) => {
			expect(positions).toHaveLength(5_478);
			const memo = new Map();
			// The reference's Star1 keeps each position searched under each window across the roots.
			const searched = new Map();
			const wrong: string[] = [];
			let fewer = 0;
			for (const { cells } of positions) {
				const ref = refBoard(cells, { ai });
				const game = randomOpponent(ref);
				const star = refStar1(game, ref.root, ratio(-10n), ten, { key: ref.key, searched });
				const plain = refExpectimax(game, ref.root, (node) => ref.key(node), memo);
				const child = (index: number | null) => {
					const next = index === null ? undefined : ref.children(ref.root)[index];
					return next === undefined ? null : diff(cells, next.cells);
				};
				const mine = outcome(boardGame(cells, { ai }), bounded());
				const expected = { calls: star.calls, value: text(star.value), move: child(star.child) };
				if (JSON.stringify(mine) !== JSON.stringify(expected))
					wrong.push(`${cells}: ${JSON.stringify(mine)}, reference ${JSON.stringify(expected)}`);
				if (text(plain.value) !== text(star.value) || child(plain.child) !== mine.move)
					wrong.push(`${cells}: expectimax ${text(plain.value)} ${child(plain.child)}`);
				if (mine.calls > plain.calls) wrong.push(`${cells}: ${mine.calls} > ${plain.calls}`);
				if (mine.calls < plain.calls) fewer++;
			}
			expect(wrong).toEqual([]);
			expect(fewer).toBeGreaterThan(1_000);
		},
		120_000
	);

	it('pins the article board and the empty board: fewer calls than expectimax', () => {
		const article = search(boardGame(ARTICLE_BOARD), bounded());
		expect([article.calls, article.rootMove, article.exactScore(1)?.toString()]).toEqual([
			5,
			4,
			'10'
		]);
		expect(search(boardGame(ARTICLE_BOARD), expectimax()).calls).toBe(9);
		const empty = outcome(boardGame('.........'), bounded());
		expect(empty).toEqual({ calls: 30_867, value: '955/96', move: 0 });
		expect(outcome(boardGame('.........'), expectimax()).calls).toBe(549_946);
	});

	it('takes depth limits with the estimates inside its bounds', () => {
		for (const board of ['X...O....', '.........']) {
			for (const evaluation of ['lines', 'aima'] as const) {
				const game = boardGame(board, { evaluation });
				for (const limit of [1, 2, 3]) {
					const mine = outcome(game, bounded(limit));
					const plain = outcome(game, expectimax(limit));
					expect([mine.value, mine.move]).toEqual([plain.value, plain.move]);
					expect(mine.calls).toBeLessThanOrEqual(plain.calls);
				}
			}
		}
		expect(boardGame('X...O....', { evaluation: 'aima' }).valueBounds(true)).toEqual([-24, 24]);
		expect(boardGame('X...O....').valueBounds(false)).toEqual([-10, 10]);
	});

	it('searches Connect Four as expectimax values it, in fewer calls', () => {
		const game = connect4Game('4453');
		const mine = outcome(game, bounded(4));
		const plain = outcome(game, expectimax(4));
		expect([mine.value, mine.move]).toEqual([plain.value, plain.move]);
		expect(plain.calls).toBe(2_717);
		expect(mine.calls).toBeLessThan(plain.calls);
	});
});

describe('expectimax with bounds on trees', () => {
	const withBounds = (tree: StatedTree): Exclude<StatedTree, number> | null =>
		typeof tree === 'number' ? null : tree;

	it('matches the reference on random trees stating max, min and chance nodes and their bounds', () => {
		fc.assert(
			fc.property(
				statedTrees,
				fc.constantFrom(-5, -6, -9),
				fc.constantFrom(5, 7),
				(tree, lo, hi) => {
					const root = withBounds(tree);
					fc.pre(root !== null);
					if (root === null) return;
					const game = treeGame({ ...root, bounds: [lo, hi] });
					const node = refStated(root, hasChance(root));
					const star = refStar1(refNodes, node, ratio(BigInt(lo)), ratio(BigInt(hi)));
					const plain = refExpectimax(refNodes, node);
					const mine = outcome(game, bounded());
					expect(mine).toEqual({ calls: star.calls, value: text(star.value), move: star.child });
					expect([text(plain.value), plain.child]).toEqual([mine.value, mine.move]);
					expect(mine.calls).toBeLessThanOrEqual(plain.calls);
				}
			),
			{ numRuns: 300 }
		);
	});

	it('cuts AIMA’s Figure 5.2 read as chance nodes, with the bounds [0, 15]', () => {
		const game = parseTree('{"bounds":[0,15],"children":[[3,12,8],[2,4,6],[14,5,2]]}');
		const trace = search(game, bounded());
		expect([trace.calls, trace.rootMove, trace.exactScore(1)?.toString()]).toEqual([12, 0, '23/3']);
		// FC6 (2, 4, …): at most (2 + 4)/3 + 1/3 × 15 = 7 ≤ α = 23/3, so its third outcome is cut.
		expect([trace.exactScore(6)?.toString(), trace.cutMoves(6)]).toEqual(['7', [2]]);
		expect(['alpha', 'beta'].map((side) => trace.exactIn(side, 8)?.toString())).toEqual([
			'6',
			'15'
		]);
	});
});

describe('expectimax with bounds refuses', () => {
	it('a tree stating no bounds, naming the searches that take it, in English and Chinese', () => {
		const game = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
		const error = refused(() => checkSettings(game, bounded(), depthCeiling(game)));
		expect(error.code).toBe('boundsUnstated');
		expect(error.params[0]).toMatchObject({ algorithm: 'expectimax-bounded' });
		expect(unbounded(error)).toContain('expectimax');
		expect(unbounded(error)).not.toContain('expectimax-bounded');
		// Chance nodes stated: only the search that averages without bounds takes it.
		const chance = parseTree('{"kind":"chance","children":[1,2]}');
		const stated = refused(() => checkSettings(chance, bounded(), depthCeiling(chance)));
		expect(unbounded(stated)).toEqual(['expectimax']);
		// Boards state their bounds.
		const board = boardGame(ARTICLE_BOARD);
		expect(() => checkSettings(board, bounded(), depthCeiling(board))).not.toThrow();
	});

	it('so a link asking it of such a tree opens under expectimax, saying why', () => {
		const game = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
		const { search: settled, refusals } = settleSearch(game, { ...bounded(), cut: 'gt' });
		expect(settled).toEqual(expectimax());
		expect(refusals.map((refusal) => refusal.kind === 'search' && refusal.error.code)).toEqual([
			'boundsUnstated'
		]);
		// Chance nodes stated, under a search that does not average: the one that averages.
		const chance = parseTree('{"kind":"chance","children":[1,2]}');
		const under = settleSearch(chance, settings('alphabeta')).search;
		expect(under).toEqual(expectimax());
	});

	it('a leaf outside the stated bounds, bounds off the root, and bounds not two numbers', () => {
		const codes = (text: string) => {
			const error = refused(() => parseTree(text));
			return [error.code, error.params[0]];
		};
		expect(codes('{"bounds":[0,10],"children":[[3,12,8]]}')).toEqual([
			'treeBounds',
			{ path: '0.1', node: 4, problem: 'outside', value: '12' }
		]);
		expect(codes('{"bounds":[0,10],"children":[{"name":"x","value":-1}]}')).toMatchObject([
			'treeBounds',
			{ path: '0', problem: 'outside' }
		]);
		expect(codes('[{"bounds":[0,10],"children":[1]}]')).toMatchObject([
			'treeBounds',
			{ path: '0', problem: 'notRoot' }
		]);
		for (const bad of ['[10,0]', '[1]', '["a",2]', '5'])
			expect(codes(`{"bounds":${bad},"children":[1]}`)).toMatchObject([
				'treeBounds',
				{ path: '', problem: 'form' }
			]);
		expect(parseTree('{"bounds":[2,2],"children":[2,2]}').valueBounds()).toEqual([2, 2]);
	});
});
