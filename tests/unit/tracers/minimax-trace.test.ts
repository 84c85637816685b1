import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { treeGame } from '../../../src/lib/games/tree/rules';
import { trace } from '../../../static/tracers/minimax-trace.js';
import { ARTICLE_BOARD, ARTICLE_BOARD_ARRAY, ARTICLE_TREE } from '../../articles';
import { alphaBeta, minimax } from '../../searches';
import {
	articleAlphaBeta,
	articleMinimax,
	failSoftAlphaBeta,
	treeMinimax,
	type Tree
} from './student-searches';

/**
 * The JavaScript tracer (static/tracers/minimax-trace.js, issue 44): a correct student search
 * traced gives our own trace, record for record; the traced function does exactly what it did
 * untraced (property tests on random trees).
 */

const root = new URL('../../../', import.meta.url);
const golden = (name: string) =>
	JSON.parse(readFileSync(new URL(`tests/golden/${name}`, root), 'utf8')) as TraceJson;

interface TraceJson {
	algorithm: string;
	program?: { language: string; function: string; tracer: string };
	game: unknown;
	calls: number;
	score: number;
	move: number | null;
	trace: Record<string, unknown>[];
}

/** What a student's trace and ours must share: every record's place, window and value. */
const SHARED = [
	'id',
	'parent',
	'depth',
	'player',
	'board',
	'path',
	'moves',
	'alpha',
	'beta',
	'score'
];
const shared = (file: TraceJson) => ({
	algorithm: file.algorithm,
	game: file.game,
	calls: file.calls,
	score: file.score,
	move: file.move,
	trace: file.trace.map((record) =>
		Object.fromEntries(SHARED.filter((key) => key in record).map((key) => [key, record[key]]))
	)
});

const ours = (kind: 'minimax' | 'alphabeta', tree: Tree) => {
	const game = treeGame(tree);
	const text = [...traceJsonChunks(kind === 'minimax' ? minimax(game) : alphaBeta(game))].join('');
	return JSON.parse(text) as TraceJson;
};

describe('a correct search traced is our trace', () => {
	it("the freeCodeCamp article's minimax on its figure 2 board: FC1-FC9 as the golden file", () => {
		const search = articleMinimax();
		const traced = (search.minimax = trace(search.minimax, { game: 'tictactoe', out: null }));
		const best = search.minimax(JSON.parse(ARTICLE_BOARD_ARRAY), 'X');
		expect(best).toEqual({ index: 4, score: 10 });
		const file = JSON.parse(traced.file()) as TraceJson;
		expect(file.program).toEqual({ language: 'javascript', function: 'minimax', tracer: '1' });
		const expected = golden('article-board.minimax.json');
		expect(shared(file)).toEqual(shared(expected));
		// The moves it returned ({ index }) are the golden file's, where it returned one.
		const moves = file.trace.map((record) => record.move ?? null);
		expect(moves).toEqual(expected.trace.map((record) => record.move));
	});

	it('alpha-beta on the same board (a string board, fail-soft): the golden file', () => {
		const search = articleAlphaBeta();
		const options = { game: 'tictactoe', search: 'alphabeta', out: null } as const;
		const traced = (search.alphabeta = trace(search.alphabeta, options));
		expect(search.alphabeta(ARTICLE_BOARD, -Infinity, Infinity, true)).toBe(10);
		const file = JSON.parse(traced.file()) as TraceJson;
		expect(shared(file)).toEqual(shared(golden('article-board.alphabeta.json')));
		expect(file.trace.map((record) => [record.alpha, record.beta])).toEqual([
			['-inf', 'inf'],
			['-inf', 'inf'],
			['-inf', 'inf'],
			['-inf', -10],
			[-10, 'inf'],
			[10, 'inf'],
			[10, 'inf'],
			[10, 'inf']
		]);
	});

	it("article 004's tree, minimax (26 calls) and alpha-beta as a max/min pair (17 calls)", () => {
		const tree = JSON.parse(ARTICLE_TREE) as Tree;
		const plain = treeMinimax();
		const traced = (plain.search = trace(plain.search, { game: 'tree', out: null }));
		expect(plain.search(tree, true)).toBe(3);
		expect(shared(JSON.parse(traced.file()))).toEqual(shared(golden('article-tree.minimax.json')));

		const pair = failSoftAlphaBeta();
		const t = trace({ game: 'tree', search: 'alphabeta', out: null });
		pair.maxValue = t(pair.maxValue);
		pair.minValue = t(pair.minValue);
		expect(pair.maxValue(tree, -Infinity, Infinity)).toBe(3);
		const file = JSON.parse(t.file()) as TraceJson;
		expect(file.program?.function).toBe('maxValue/minValue');
		expect(shared(file)).toEqual(shared(golden('article-tree.alphabeta.json')));
	});
});

/** Random trees: 1-4 children a node, integer leaves, up to 5 levels. */
const trees: fc.Arbitrary<Tree[]> = fc
	.letrec<{ node: Tree }>((tie) => ({
		node: fc.oneof(
			{ depthSize: 'small', withCrossShrink: true },
			fc.integer({ min: -9, max: 9 }),
			fc.array(tie('node'), { minLength: 1, maxLength: 4 })
		)
	}))
	.node.filter(Array.isArray) as fc.Arbitrary<Tree[]>;

describe('the traced function does exactly what it did (random trees)', () => {
	it('the same values and the same calls, in order, with the same this and arguments', () => {
		fc.assert(
			fc.property(trees, fc.boolean(), (tree, maxFirst) => {
				const self = { name: 'student' };
				const plain = failSoftAlphaBeta();
				const traced = failSoftAlphaBeta();
				const t = trace({ game: 'tree', search: 'alphabeta', out: null });
				traced.maxValue = t(traced.maxValue);
				traced.minValue = t(traced.minValue);
				const first = maxFirst ? 'maxValue' : 'minValue';
				const value = plain[first].call(self, tree, -Infinity, Infinity);
				expect(traced[first].call(self, tree, -Infinity, Infinity)).toBe(value);
				expect(traced.calls).toEqual(plain.calls);
				expect(traced.calls.every((call) => call[0] === self)).toBe(true);
			})
		);
	});

	it("records our alpha-beta's calls (fail-soft): places, windows and values", () => {
		fc.assert(
			fc.property(trees, (tree) => {
				const pair = failSoftAlphaBeta();
				const t = trace({ game: 'tree', search: 'alphabeta', out: null });
				pair.maxValue = t(pair.maxValue);
				pair.minValue = t(pair.minValue);
				pair.maxValue(tree, -Infinity, Infinity);
				expect(shared(JSON.parse(t.file()))).toEqual(shared(ours('alphabeta', tree)));
			})
		);
	});

	it('an exception passes through unchanged, recorded on its call and every caller', () => {
		fc.assert(
			fc.property(trees, fc.nat(), (tree, pick) => {
				const leaves = JSON.stringify(tree).match(/-?\d+/g)?.length ?? 0;
				const failing = pick % leaves;
				const run = (traced: boolean) => {
					const search = treeMinimax(failing);
					const tracer = trace({ game: 'tree', out: null });
					if (traced) search.search = tracer(search.search);
					let thrown: unknown = null;
					try {
						search.search(tree, true);
					} catch (error) {
						thrown = error;
					}
					return { thrown, calls: search.calls, file: traced ? tracer.file() : '' };
				};
				const plain = run(false);
				const traced = run(true);
				expect(traced.thrown).toBeInstanceOf(RangeError);
				expect(String(traced.thrown)).toBe(String(plain.thrown));
				expect(traced.calls).toEqual(plain.calls);
				const records = (JSON.parse(traced.file) as TraceJson).trace;
				const failed = records.filter((record) => record.error !== undefined);
				// The leaf that threw (the last call) and its callers up to the root: none returned.
				expect(failed.length).toBe(Number(records.at(-1)?.depth) + 1);
				expect(failed.every((record) => record.score === null)).toBe(true);
				expect(failed.at(-1)?.error).toBe(`RangeError: leaf ${failing} fails`);
			})
		);
	});

	it('a minimax traced with negamax: true (values from the side to move) is our minimax', () => {
		fc.assert(
			fc.property(trees, (tree) => {
				const negamax = (node: Tree, color: number): number => {
					if (typeof node === 'number') return color * node;
					let best = -Infinity;
					for (const child of node) best = Math.max(best, -box.negamax(child, -color));
					return best;
				};
				const box = { negamax };
				const traced = (box.negamax = trace(box.negamax, {
					game: 'tree',
					negamax: true,
					out: null
				}));
				box.negamax(tree, 1);
				expect(shared(JSON.parse(traced.file()))).toEqual(shared(ours('minimax', tree)));
			})
		);
	});
});
