import { describe, expect, it, vi } from 'vitest';
import type { Game, Mark } from '../../src/lib/engine/index';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../src/lib/games/connect4/rules';
import { treeGame } from '../../src/lib/games/tree/rules';
import { naturalLog } from '../../src/lib/searches/mcts/log';
import { Sfc32 } from '../../src/lib/searches/mcts/random';
import {
	DEFAULT_EXPLORATION,
	searchMcts,
	type MctsSettings
} from '../../src/lib/searches/mcts/rule';
import { recordMcts, type MctsTrace } from '../../src/lib/searches/mcts/trace';
import { lineOf, refPositions } from './reference';
import { ARTICLE_BOARD } from '../articles';

const settings = (iterations: number, seed = 1): MctsSettings => ({
	iterations,
	seed,
	exploration: DEFAULT_EXPLORATION
});

/** Every node's counts after `iteration`, checked against the rules UCT keeps (issue 27). */
function expectCountsHold(trace: MctsTrace, iteration: number): void {
	expect(trace.visits(0, iteration)).toBe(iteration);
	const startedAt = new Map<number, number>();
	for (let i = 1; i <= iteration; i++) {
		const path = trace.path(i);
		const last = path[path.length - 1] ?? 0;
		startedAt.set(last, (startedAt.get(last) ?? 0) + 1);
	}
	for (let node = 0; node < trace.nodes; node++) {
		if (trace.born(node) > iteration) continue;
		const visits = trace.visits(node, iteration);
		const fromChildren = trace
			.children(node, iteration)
			.reduce((sum, child) => sum + trace.visits(child, iteration), 0);
		expect(visits).toBe(fromChildren + (startedAt.get(node) ?? 0));
		const wins = trace.wins(node, iteration);
		expect(wins).toBeGreaterThanOrEqual(0);
		expect(wins).toBeLessThanOrEqual(visits + 1e-9);
	}
}

/** Tic-tac-toe solved on strings, apart from the engine: +1 when `toMove` wins, 0 a draw, -1 a loss. */
function solved(cells: string, toMove: Mark): number {
	const other: Mark = toMove === 'X' ? 'O' : 'X';
	if (lineOf(cells, other)) return -1;
	if (!cells.includes('.')) return 0;
	let best = -1;
	for (let cell = 0; cell < 9 && best < 1; cell++)
		if (cells[cell] === '.')
			best = Math.max(best, -solved(cells.slice(0, cell) + toMove + cells.slice(cell + 1), other));
	return best;
}

/**
 * Every column of a trace, read back through its accessors: each node's parent, move, position,
 * birth and children; each iteration's path, expansion, playout, score and reward; and each
 * node's visits and wins after every iteration that passed through it (its whole history).
 */
function columns(trace: MctsTrace): unknown[] {
	const nodes = Array.from({ length: trace.nodes }, (_, node) => [
		trace.parent(node),
		trace.move(node),
		trace.position(node),
		trace.born(node),
		trace.children(node)
	]);
	const iterations = Array.from({ length: trace.iterations }, (_, k) => {
		const i = k + 1;
		const path = Array.from(trace.path(i));
		return [
			path,
			trace.expanded(i),
			Array.from(trace.playout(i)),
			trace.score(i),
			trace.reward(i),
			path.map((node) => [trace.visits(node, i), trace.wins(node, i)])
		];
	});
	return [trace.iterations, trace.nodes, trace.bytesPerIteration, nodes, iterations];
}

describe('the seeded generator (sfc32)', () => {
	it('gives the same numbers for a seed, others for another, each face about as often', () => {
		const draw = (seed: number) => {
			const random = new Sfc32(seed);
			return Array.from({ length: 64 }, () => random.next());
		};
		expect(draw(7)).toEqual(draw(7));
		expect(draw(7)).not.toEqual(draw(8));
		expect(draw(1)[0]).not.toBe(draw(2)[0]);
		const random = new Sfc32(2024);
		const faces = new Array<number>(6).fill(0);
		for (let k = 0; k < 60_000; k++) {
			const face = random.below(6);
			faces[face] = (faces[face] ?? 0) + 1;
		}
		// Only the six faces came up: any other would be an entry past 6, or a draw not counted.
		expect(faces.length).toBe(6);
		expect(faces.reduce((sum, count) => sum + count, 0)).toBe(60_000);
		// Each face 10,000 times expected; 5 standard deviations (about 456) apart at most.
		for (const count of faces) expect(Math.abs(count - 10_000)).toBeLessThan(460);
	});
});

describe('UCT', () => {
	const games: [string, Game][] = [
		['the article board', boardGame(ARTICLE_BOARD)],
		['the empty board', boardGame('.........')],
		[
			'a tree',
			treeGame([
				[3, 12, 8],
				[2, 4, 6],
				[14, 5, 2]
			])
		],
		['Connect Four', connect4Game('4453')]
	];

	it.each(games)(
		'keeps its counts on %s: root visits = N, a node = its children + playouts begun there, 0 ≤ W ≤ N',
		(_, game) => {
			const trace = recordMcts(game, game.root, settings(400, 3));
			for (const iteration of [0, 1, 2, 37, 400]) expectCountsHold(trace, iteration);
		}
	);

	it('records what the search grew: its tree and counts equal the unrecorded run', () => {
		const game = connect4Game('4453');
		const tree = searchMcts(game, game.root, settings(300, 5));
		const trace = recordMcts(game, game.root, settings(300, 5));
		expect(trace.nodes).toBe(tree.parent.length);
		for (let node = 0; node < trace.nodes; node++) {
			expect(trace.visits(node)).toBe(tree.visits[node]);
			expect(trace.wins(node)).toBeCloseTo(tree.wins[node] ?? NaN, 9);
			expect(trace.children(node)).toEqual(tree.children[node]);
		}
	});

	it('chose, at every step of every path, the child with the greatest UCB1 as the trace recomputes it', () => {
		const game = boardGame('.........');
		const trace = recordMcts(game, game.root, settings(600, 9));
		let choices = 0;
		for (let i = 1; i <= trace.iterations; i++) {
			const path = trace.path(i);
			const chosen = trace.expanded(i) ? path.length - 1 : path.length;
			for (let step = 1; step < chosen; step++) {
				const parent = path[step - 1] ?? 0;
				const siblings = trace.children(parent, i - 1);
				const values = siblings.map((child) => trace.ucb(child, i - 1));
				const best = siblings[values.indexOf(Math.max(...values))];
				expect(path[step]).toBe(best);
				choices++;
			}
			if (trace.expanded(i)) expect(trace.born(path[path.length - 1] ?? 0)).toBe(i);
		}
		expect(choices).toBeGreaterThan(1000);
	});

	it.each(games)(
		'gives the same trace, every column, for the same seed and another for another seed on %s',
		(_, game) => {
			const once = columns(recordMcts(game, game.root, settings(500, 42)));
			expect(columns(recordMcts(game, game.root, settings(500, 42)))).toEqual(once);
			// On the article board only a handful of draws are random (its whole tree is 9 nodes,
			// grown in the first iterations; later playouts start at finished games), and seeds 40
			// to 44 happen to draw alike; seed 46 draws otherwise at once.
			expect(columns(recordMcts(game, game.root, settings(500, 46)))).not.toEqual(once);
		}
	);

	it('plays cell 4, the only winning move, on the article board after 500 iterations, for 10 seeds', () => {
		const game = boardGame(ARTICLE_BOARD);
		for (let seed = 1; seed <= 10; seed++)
			expect(recordMcts(game, game.root, settings(500, seed)).bestMove()).toBe(4);
	});

	it('takes a winning move after 2,000 iterations on 50 tic-tac-toe positions with a win in one', () => {
		const after = (cells: string, cell: number, mark: Mark) =>
			cells.slice(0, cell) + mark + cells.slice(cell + 1);
		const winsInOne = refPositions('.........').filter(({ cells, toMove }) => {
			if (lineOf(cells, 'X') || lineOf(cells, 'O')) return false;
			return [...cells].some(
				(mark, cell) => mark === '.' && lineOf(after(cells, cell, toMove), toMove)
			);
		});
		const step = Math.floor(winsInOne.length / 50);
		const chosen = Array.from({ length: 50 }, (_, k) => winsInOne[k * step]);
		let alsoLosing = 0;
		for (const [k, position] of chosen.entries()) {
			if (position === undefined) throw new Error('too few positions');
			const { cells, toMove } = position;
			const other: Mark = toMove === 'X' ? 'O' : 'X';
			const game = boardGame(cells, { toMove });
			const move = recordMcts(game, game.root, settings(2000, k + 1)).bestMove() ?? -1;
			expect(cells[move], cells).toBe('.');
			// A winning move: the mover wins whatever the other side then does.
			expect(solved(after(cells, move, toMove), other), `${cells} ${move}`).toBe(-1);
			if (
				[...cells].some(
					(mark, cell) => mark === '.' && solved(after(cells, cell, toMove), other) > -1
				)
			)
				alsoLosing++;
		}
		// Most of them also have moves that do not win, so the choice is not a given.
		expect(alsoLosing).toBeGreaterThan(40);
	});
});

describe('the same run on every engine (issue 43)', () => {
	// Math.log of Chromium 156 where it differs from Node 20's (fdlibm's) by the last bit, up to 1,000.
	const chromiumLog = new Map([
		[3, 1.0986122886681098],
		[48, 3.871201010907891],
		[74, 4.30406509320417],
		[185, 5.220355825078324],
		[196, 5.278114659230517],
		[299, 5.700443573390687],
		[308, 5.730099782973574],
		[334, 5.811140992976701],
		[343, 5.8377304471659395],
		[346, 5.846438775057725],
		[362, 5.8916442118257715],
		[657, 6.48768401848461],
		[661, 6.493753839851686],
		[680, 6.522092798170152],
		[759, 6.63200177739563],
		[820, 6.709304340258298],
		[835, 6.727431724850855],
		[850, 6.745236349484363],
		[859, 6.755768921984255],
		[894, 6.795705775173514],
		[936, 6.841615476477592]
	]);

	it('takes ln from fdlibm in plain arithmetic: within one unit in the last place of Math.log', () => {
		expect([3, 48, 74].map(naturalLog)).toEqual([
			1.0986122886681096, 3.8712010109078907, 4.304065093204169
		]);
		expect([1, 2, 1024].map(naturalLog)).toEqual([0, Math.LN2, 10 * Math.LN2]);
		let beyondOneUlp = 0;
		for (let n = 1; n <= 100_000; n++)
			if (Math.abs(naturalLog(n) - Math.log(n)) > Number.EPSILON * Math.log(n)) beyondOneUlp++;
		expect(beyondOneUlp).toBe(0);
	});

	it("runs the Connect Four endgame alike under Chromium 156's Math.log (the page drifted at iteration 634)", () => {
		const game = connect4Game('5266176457322546753413415661');
		const real = Math.log;
		const log = vi.spyOn(Math, 'log').mockImplementation((x) => chromiumLog.get(x) ?? real(x));
		try {
			const trace = recordMcts(game, game.root, settings(1000));
			// The node under the root's second child chose between two children of 11 visits with
			// the same wins but for the last bit of their sums: which UCB1 is greater turned on ln 74.
			expect(trace.rootDistribution().map((entry) => entry.visits)).toEqual([
				120, 131, 190, 306, 123, 130
			]);
			expect([...trace.path(634)]).toEqual([0, 1, 20, 235, 597]);
		} finally {
			log.mockRestore();
		}
	});
});
