import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	searchDescriptor,
	searchIds,
	searchRule,
	type CutRule,
	type Game,
	type Move,
	type SearchSettings,
	type Trace
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { countSearch } from '../../../src/lib/engine/compare';
import { CountingRecorder } from '../../../src/lib/engine/counter';
import { readTraceJson } from '../../../src/lib/engine/import';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { TraceRecorder } from '../../../src/lib/engine/recorder';
import { runSearch } from '../../../src/lib/engine/run';
import { verifyTrace } from '../../../src/lib/engine/verify';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { parseTree, treeGame } from '../../../src/lib/games/tree/rules';
import { passesOf } from '../../../src/lib/searches/mtdf/passes';
import { searchMtdf } from '../../../src/lib/searches/mtdf/rule';
import { refBoardMinimax, refPositions, refSearch, refTree } from '../reference';
import { ARTICLE_BOARD, ARTICLE_TREE, RootMove, randomTrees, rootKinds } from '../traces';
import { runCli } from '../cli-run';
import { readQuery, writeQuery } from '../../../src/lib/player/query';
import { MESSAGES } from '../../../src/lib/i18n';

/**
 * MTD(f) (`mtdf`) against minimax's value and move and alpha-beta with a table's value, on every
 * tic-tac-toe position, random trees and Connect Four; against the reference (tests/unit/
 * reference.ts: Plaat's driver over the textbook alpha-beta with a table, sharing nothing with the
 * engine) call for call; its passes pinned on the articles' trees; its trace files and the CLI.
 */

const AIMA_FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';

const mtdf = (options: Partial<SearchSettings> = {}): SearchSettings => ({
	algorithm: 'mtdf',
	depthLimit: null,
	symmetry: false,
	...options
});

/** A search's value and root move, counted (no trace kept). */
function valueAndMove(game: Game, settings: SearchSettings): { value: number; move: Move | null } {
	const counter = new RootMove(game, settings.depthLimit !== null);
	const { rank } = runSearch(game, game.root, counter, settings);
	return { value: counter.scale.value(rank) + 0, move: counter.move };
}

/** MTD(f) recorded from the first guess `guess`, through its code's run (the run context's options). */
function traced(game: Game, guess: number, options: Partial<SearchSettings> = {}): Trace {
	const settings = mtdf(options);
	const recorder = new TraceRecorder(game, settings);
	const table = new Map<number, number>();
	searchRule('mtdf').run(game, game.root, recorder, {
		depthLimit: settings.depthLimit,
		table,
		options: { guess }
	});
	return recorder.finish(table.size);
}

describe('MTD(f) in the registry', () => {
	it('is listed after iterative deepening, windowed, with a table of bounds, practised as alpha-beta', () => {
		const ids = searchIds();
		expect(ids.indexOf('mtdf')).toBe(ids.indexOf('iterative') + 1);
		const descriptor = searchDescriptor('mtdf');
		expect([
			descriptor.columns?.map(({ name }) => name),
			descriptor.practisedAs,
			descriptor.drives
		]).toEqual([['alpha', 'beta', 'origin', 'bound'], 'alphabeta', true]);
		expect(descriptor.windowRule).toBe(searchDescriptor('alphabeta').windowRule);
		expect([descriptor.names.en?.menu, descriptor.names.zh?.menu]).toEqual(['MTD(f)', 'MTD(f)']);
	});
});

describe('MTD(f) on tic-tac-toe', () => {
	it("returns minimax's value and move, and alpha-beta with a table's value, on all 5,478 positions, the AI X or O", () => {
		const positions = refPositions('.........');
		expect(positions).toHaveLength(5_478);
		const minimax = refBoardMinimax();
		const wrong: string[] = [];
		let moved = 0;
		for (const node of positions) {
			const { value, cell } = minimax.get(node.cells + node.toMove)!;
			for (const ai of ['X', 'O'] as const) {
				const game = boardGame(node.cells, { ai });
				const got = valueAndMove(game, mtdf());
				// X's value with X the AI; with O the AI every score, and so the value, flips; the move
				// is the mover's best either way.
				const expected = { value: (ai === 'X' ? 1 : -1) * value + 0, move: cell };
				const table = countSearch(game, 'alphabeta-table').score + 0;
				if (got.value !== expected.value || got.move !== expected.move || table !== got.value)
					wrong.push(
						`${node.cells} AI ${ai}: ${JSON.stringify(got)}, wanted ${JSON.stringify(expected)}`
					);
				if (got.move !== null) moved++;
			}
		}
		expect(wrong).toEqual([]);
		// The finished positions have no move: 958 of them, twice.
		expect(moved).toBe(2 * (5_478 - 958));
	}, 120_000);
});

describe('MTD(f) on random trees', () => {
	it("returns minimax's value and move and the reference's calls, from any first guess, under any limit and cut rule", () => {
		fc.assert(
			fc.property(
				randomTrees,
				rootKinds,
				fc.integer({ min: -7, max: 7 }),
				fc.constantFrom<number | null>(null, 1, 2, 3),
				fc.constantFrom<CutRule>('ge', 'gt'),
				(tree, root, guess, depthLimit, cut) => {
					const game = treeGame(tree, { root });
					const limit = depthLimit === null ? null : Math.min(depthLimit, game.maxPlies ?? 99);
					const settings = mtdf({ depthLimit: limit, cut });
					const counter = new RootMove(game, limit !== null);
					const rank = searchMtdf(game, game.root, counter, { depthLimit: limit, guess, cut });
					const minimax = valueAndMove(game, { ...settings, algorithm: 'minimax', cut: 'ge' });
					expect({ value: counter.scale.value(rank) + 0, move: counter.move }).toEqual(minimax);
					expect(countSearch(game, { ...settings, algorithm: 'alphabeta-table' }).score + 0).toBe(
						minimax.value
					);
					if (cut === 'ge' && limit === null)
						expect({
							calls: counter.calls,
							leaves: counter.leaves,
							cutoffs: counter.pruning,
							hits: counter.answered
						}).toEqual(
							(({ calls, leaves, cutoffs, hits }) => ({ calls, leaves, cutoffs, hits }))(
								refSearch(refTree(tree, root), 'mtdf', { guess })
							)
						);
				}
			),
			{ numRuns: 400 }
		);
	});
});

/** A seeded generator (mulberry32), so the positions are the same on every run. */
function seeded(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
	};
}

/** `count` Connect Four positions after 2 to 12 random moves, none of them over. */
function randomConnectFour(count: number, seed: number): string[] {
	const random = seeded(seed);
	const found: string[] = [];
	while (found.length < count) {
		const length = 2 + Math.floor(random() * 11);
		let moves = '';
		for (let k = 0; k < length; k++) {
			const game = connect4Game(moves);
			const legal = game.moves(game.root);
			const next = moves + String((legal[Math.floor(random() * legal.length)] ?? 0) + 1);
			if (connect4Game(next).isTerminal(connect4Game(next).root)) break;
			moves = next;
		}
		if (!found.includes(moves)) found.push(moves);
	}
	return found;
}

describe('MTD(f) on Connect Four at depth 5', () => {
	it("returns minimax's value and move, and alpha-beta with a table's value, from 20 random positions", () => {
		const positions = randomConnectFour(20, 42);
		expect(positions).toHaveLength(20);
		const summary = positions.map((moves) => {
			const game = connect4Game(moves);
			const got = valueAndMove(game, mtdf({ depthLimit: 5 }));
			expect(got, moves).toEqual(valueAndMove(game, mtdf({ depthLimit: 5, algorithm: 'minimax' })));
			expect(countSearch(game, mtdf({ depthLimit: 5, algorithm: 'alphabeta-table' })).score).toBe(
				got.value
			);
			return got.value;
		});
		// Not all alike: the positions test the search on values of both signs.
		expect(Math.min(...summary)).toBeLessThan(0);
		expect(Math.max(...summary)).toBeGreaterThan(0);
	}, 120_000);
});

describe("MTD(f)'s passes, pinned", () => {
	/** Each pass's calls, and the driver's one besides. */
	const passCalls = (trace: Trace) => passesOf(trace).map((pass) => pass.calls);

	it('on AIMA Figure 5.2 (value 3): 2 passes of 5 and 9 calls, from the first guess 0 or 3', () => {
		// From 0: β = 2, the least leaf at or above 0. Pass 1 asks [−∞, 2]: B's leaves 3, 12, 8 give
		// B 3, which reaches β, so C and D are cut: 5 calls, a lower bound 3. Pass 2 asks [3, 4]: B is
		// cut at its first leaf (read from the table: 3), C at its 2, D at its 2 after 14 and 5:
		// 1 + 2 + 2 + 4 = 9 calls, an upper bound 3. From 3, pass 1 asks [2, 3]: the same 5 calls.
		for (const guess of [0, 3]) {
			const trace = traced(parseTree(AIMA_FIGURE_5_2), guess);
			expect([trace.rootScore, trace.rootMove, passCalls(trace)]).toEqual([3, 0, [5, 9]]);
			expect(trace.calls - 1).toBe(14);
		}
		const fromZero = passesOf(traced(parseTree(AIMA_FIGURE_5_2), 0));
		expect(fromZero.map(({ alpha, beta, value, fail }) => [alpha, beta, value, fail])).toEqual([
			[-Infinity, 2, 3, 'high'],
			[3, 4, 3, 'low']
		]);
	});

	it('on article 004’s tree (value 3): 2 passes of 9 and 13 calls, from the first guess 0 or 3', () => {
		// From 0 (a leaf), pass 1 asks [−∞, 0]: under the first min node, the first max node's first
		// min child takes 3 and 17 (3), which reaches 0 and cuts its twin; the second max node's [15]
		// gives 15, cutting [25, 0]; so the first min node is worth 3, which cuts the second subtree:
		// 1 + 1 + 1 + 1 + 2 + 1 + 1 + 1 = 9 calls, a lower bound 3. From 3, pass 1 asks [2, 3] and
		// cuts at the same places (3 reaches 3). Pass 2 then asks [3, 5] (5 the next leaf up) either
		// way: 13 calls, an upper bound 3.
		for (const guess of [0, 3]) {
			const trace = traced(parseTree(ARTICLE_TREE), guess);
			expect([trace.rootScore, trace.rootMove, passCalls(trace)]).toEqual([3, 0, [9, 13]]);
			expect(trace.calls - 1).toBe(22);
		}
	});

	it('from the true value, always exactly 2 passes; from far off, more', () => {
		// From the value v, pass 1 asks "at least v?": yes, with v (the value is at most v), so the
		// lower bound is v; pass 2 asks "at least the next value up?": no, with v, the upper bound.
		fc.assert(
			fc.property(randomTrees, rootKinds, (tree, root) => {
				const game = treeGame(tree, { root });
				const value = search(game, mtdf({ algorithm: 'minimax' })).rootScore;
				expect(passesOf(traced(game, value))).toHaveLength(game.isTerminal(game.root) ? 0 : 2);
			}),
			{ numRuns: 200 }
		);
		const far = passesOf(traced(parseTree(ARTICLE_TREE), -100));
		expect(far.map(({ beta, value }) => [beta, value])).toEqual([
			[0, 3],
			[5, 3]
		]);
		const above = passesOf(traced(parseTree(ARTICLE_TREE), 100));
		expect(above.map(({ alpha, beta, value, fail }) => [alpha, beta, value, fail])).toEqual([
			[25, Infinity, 3, 'low'],
			[2, 3, 3, 'high']
		]);
	});
});

describe('MTD(f) trace files', () => {
	const text = (trace: Trace) => [...traceJsonChunks(trace)].join('');

	it.each([
		['the article board', () => search(boardGame(ARTICLE_BOARD), mtdf())],
		[
			'X...O.... keyed up to symmetry, cut=gt',
			() => search(boardGame('X...O....'), mtdf({ symmetry: true, cut: 'gt' }))
		],
		['Connect Four 1443 at depth 4', () => search(connect4Game('1443'), mtdf({ depthLimit: 4 }))],
		['article 004’s tree', () => search(parseTree(ARTICLE_TREE), mtdf())],
		['a finished board', () => search(boardGame('XXXOO....'), mtdf())]
	])('%s: written, read back column for column, and verified', (_, make) => {
		const original = make();
		const { trace } = readTraceJson(text(original));
		expect(trace.columns).toEqual(original.columns);
		expect([trace.algorithm, trace.rootScore, trace.rootMove]).toEqual([
			'mtdf',
			original.rootScore,
			original.rootMove
		]);
		expect(verifyTrace(trace)).toBeNull();
	});

	it('reads a record at its caller’s own place as a pass only to have verifying refuse it', () => {
		const file = JSON.parse(text(search(boardGame(ARTICLE_BOARD), mtdf()))) as {
			trace: { board: string }[];
		};
		// Call 3 (X in cell 1, under pass 1) rewritten at its caller's own board.
		const moved = structuredClone(file);
		if (moved.trace[2]) moved.trace[2].board = 'O.XX.X.OO';
		expect(readOrVerify(JSON.stringify(moved))).not.toBeNull();
	});
});

/** A file's refusal: the reader's, or else verifying's difference; null when it is the search. */
function readOrVerify(text: string): unknown {
	try {
		return verifyTrace(readTraceJson(text).trace);
	} catch (error) {
		return error;
	}
}

describe('the CLI', () => {
	it('runs MTD(f) from the registry: --algorithm mtdf --summary', async () => {
		const run = await runCli(['--board', ARTICLE_BOARD, '--algorithm', 'mtdf', '--summary']);
		expect(run.status).toBe(0);
		expect(JSON.parse(run.out)).toMatchObject({
			algorithm: 'mtdf',
			calls: 11,
			score: 10,
			move: 4
		});
	});
});

describe('the first guess, declared once', () => {
	it('a search under settings with a guess starts there: the same passes as the run context gives', () => {
		const game = parseTree(ARTICLE_TREE);
		const fromSettings = search(game, mtdf({ options: { guess: 100 } }));
		expect(passesOf(fromSettings).map(({ alpha, beta }) => [alpha, beta])).toEqual(
			passesOf(traced(game, 100)).map(({ alpha, beta }) => [alpha, beta])
		);
		expect(passesOf(fromSettings)).toHaveLength(2);
		expect(passesOf(fromSettings)[0]?.alpha).toBe(25);
	});

	it('a link reads guess=N and writes it back; a bad guess is refused with the reason and 0 used', () => {
		const { query, problems } = readQuery(new URLSearchParams('algo=mtdf&guess=7'));
		expect(problems).toEqual([]);
		expect(query.search).toMatchObject({ algorithm: 'mtdf', options: { guess: 7 } });
		expect(writeQuery(query)).toBe('?algo=mtdf&guess=7');
		const bad = readQuery(new URLSearchParams('algo=mtdf&guess=lots'));
		expect(bad.query.search.options?.guess).toBeUndefined();
		expect(bad.problems.map((problem) => problem(MESSAGES.en))).toEqual([
			expect.stringContaining('The first guess "lots" is not a number')
		]);
		expect(bad.problems.map((problem) => problem(MESSAGES.zh))).toEqual([
			expect.stringContaining('初始猜测 "lots"')
		]);
	});

	it('a link steps it by pass (by=pass); a search without passes says so and steps by call', () => {
		const { query, problems } = readQuery(new URLSearchParams('algo=mtdf&by=pass&step=1'));
		expect(problems).toEqual([]);
		expect([query.granularity, query.step]).toEqual(['pass', 1]);
		expect(writeQuery(query)).toBe('?algo=mtdf&by=pass&step=1');
		const other = readQuery(new URLSearchParams('algo=minimax&by=pass'));
		expect(other.query.granularity).toBe('call');
		expect(other.problems.map((problem) => problem(MESSAGES.en))).toEqual([
			'The link\'s by="pass" is not one of call, event; using call.'
		]);
	});

	it('a trace file keeps the guess, read back and verified from it', () => {
		const original = search(parseTree(ARTICLE_TREE), mtdf({ options: { guess: -100 } }));
		const text = [...traceJsonChunks(original)].join('');
		expect(JSON.parse(text)).toMatchObject({ algorithm: 'mtdf', guess: -100 });
		const { trace } = readTraceJson(text);
		expect(trace.settings.options).toEqual({ guess: -100 });
		expect(verifyTrace(trace)).toBeNull();
	});

	it('the CLI takes --first-guess for MTD(f) and refuses it elsewhere, or out of range', async () => {
		const far = await runCli([
			'--tree',
			ARTICLE_TREE,
			'--algorithm',
			'mtdf',
			'--first-guess',
			'100'
		]);
		expect(far.status).toBe(0);
		expect(JSON.parse(far.out)).toMatchObject({ guess: 100, score: 3 });
		const other = await runCli(['--board', ARTICLE_BOARD, '--first-guess', '3', '--summary']);
		expect(other.status).toBe(2);
		expect(other.err.join('\n')).toContain('"minimax" makes no such passes: choose "mtdf"');
		const wide = await runCli([
			'--board',
			ARTICLE_BOARD,
			'--algorithm',
			'mtdf',
			'--first-guess',
			'1e9'
		]);
		expect(wide.status).toBe(2);
		expect(wide.err.join('\n')).toContain('is not a number from -1000000 to 1000000');
	});
});

describe('the counting recorder and the trace agree', () => {
	it('on the empty board: 4,378 calls, 2 passes of 535 and 3,842', () => {
		const game = boardGame('.........');
		const counter = new CountingRecorder(game);
		runSearch(game, game.root, counter, mtdf());
		const trace = search(game, mtdf());
		expect([counter.calls, trace.calls, passesOf(trace).map((pass) => pass.calls)]).toEqual([
			4_378,
			4_378,
			[535, 3_842]
		]);
	});
});
