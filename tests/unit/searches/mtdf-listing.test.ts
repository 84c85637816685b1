import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	searchRule,
	type CutRule,
	type Game,
	type Position,
	type SearchSettings,
	type Trace
} from '../../../src/lib/engine/index';
import { evaluate } from '../../../src/lib/engine/game';
import { TraceRecorder } from '../../../src/lib/engine/recorder';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { parseTree, treeGame } from '../../../src/lib/games/tree/rules';
import { CODE_LANGUAGES } from '../../../src/lib/games';
import { listingFor } from '../../../src/lib/player';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { randomTrees, rootKinds } from '../traces';

/**
 * MTD(f)'s listings run as code (the JavaScript here, the Python in python3) on game trees
 * written out from the engine's rules, each position carrying the engine's table key: the same
 * value, move and calls as the engine, from several first guesses, under both cut rules.
 */

const AIMA_FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';

/** A game tree written out from the game's rules (to `limit`): what the listings run on. */
interface Node {
	readonly max: boolean;
	/** The engine's table key: the position. */
	readonly key: number;
	/** A finished game's score. */
	readonly score?: number;
	/** At the depth limit: the game's estimate. */
	readonly estimate?: number;
	readonly children: readonly Node[];
}

function writeOut(game: Game, limit: number | null): Node {
	const walk = (position: Position, depth: number): Node => {
		const max = game.isMaximizing(position);
		const key = position;
		if (game.isTerminal(position)) return { max, key, score: game.score(position), children: [] };
		if (limit !== null && depth >= limit)
			return { max, key, estimate: evaluate(game, position), children: [] };
		const children = game.moves(position).map((move) => walk(game.play(position, move), depth + 1));
		return { max, key, children };
	};
	return walk(game.root, 0);
}

/** The values a search can return (the game's, its estimates under a limit), ±∞ at the ends. */
function scaleOf(game: Game, limit: number | null): number[] {
	const values = [...game.scores, ...(limit === null ? [] : (game.estimates ?? []))];
	return [-Infinity, ...new Set(values)].sort((a, b) => a - b).concat(Infinity);
}

interface Outcome {
	score: number;
	move: number | null;
	calls: number;
}

/** The engine's MTD(f) from `guess`, recorded through its code's run. */
function engineRun(game: Game, limit: number | null, cut: CutRule, guess: number): Trace {
	const settings: SearchSettings = {
		algorithm: 'mtdf',
		depthLimit: limit,
		symmetry: false,
		...(cut === 'ge' ? {} : { cut })
	};
	const recorder = new TraceRecorder(game, settings);
	const table = new Map<number, number>();
	searchRule('mtdf').run(game, game.root, recorder, {
		depthLimit: limit,
		table,
		...(cut === 'ge' ? {} : { cut }),
		options: { guess }
	});
	return recorder.finish(table.size);
}

const outcome = (trace: Trace): Outcome => ({
	score: trace.rootScore + 0,
	move: trace.rootMove,
	calls: trace.calls
});

/** The listing as the code panel shows it (comments and the cut rule's test included). */
const listingText = (trace: Trace, language: 'js' | 'python') =>
	listingFor(trace, 'en', language).lines.join('\n');

/** The JavaScript listing run as code; calls counted by the one table key each call reads. */
function runJs(game: Game, trace: Trace, limit: number | null, guess: number): Outcome {
	const scale = scaleOf(game, limit);
	const above = (v: number) => scale.find((x) => x > v) ?? Infinity;
	const below = (v: number) => scale.findLast((x) => x < v) ?? -Infinity;
	let calls = 1;
	const api = {
		key: (node: Node) => (calls++, node.key),
		isOver: (node: Node) => node.score !== undefined,
		score: (node: Node) => node.score,
		eval: (node: Node) => node.estimate,
		isMax: (node: Node) => node.max,
		moves: (node: Node) => node.children.map((_, at) => at),
		play: (node: Node, move: number) => node.children[move]
	};
	// Our own listing, not user input: run to check it does what the engine does.
	const mtdfOf = new Function('above', 'below', `${listingText(trace, 'js')}\nreturn mtdf;`)(
		above,
		below
	) as (...args: unknown[]) => { score: number; move: number | null | undefined };
	const { score, move } = mtdfOf(api, writeOut(game, limit), guess);
	const index = move ?? null;
	return {
		score: score + 0,
		move: index === null ? null : (game.moves(game.root)[index] ?? null),
		calls
	};
}

interface Case {
	readonly name: string;
	readonly game: Game;
	readonly limit: number | null;
	readonly cut: CutRule;
	readonly guess: number;
}

const CASES: readonly Case[] = [
	{ name: 'the article board', game: boardGame(ARTICLE_BOARD), limit: null, cut: 'ge', guess: 0 },
	{ name: 'X...O.... from -10', game: boardGame('X...O....'), limit: null, cut: 'ge', guess: -10 },
	{
		name: 'X...O.... from 5, cut=gt',
		game: boardGame('X...O....'),
		limit: null,
		cut: 'gt',
		guess: 5
	},
	{ name: 'article 004’s tree', game: parseTree(ARTICLE_TREE), limit: null, cut: 'ge', guess: 0 },
	{
		name: 'article 004’s tree from 30',
		game: parseTree(ARTICLE_TREE),
		limit: null,
		cut: 'ge',
		guess: 30
	},
	{ name: 'AIMA 5.2', game: parseTree(AIMA_FIGURE_5_2), limit: null, cut: 'ge', guess: 0 },
	{
		name: 'AIMA 5.2, root min, cut=gt',
		game: parseTree(AIMA_FIGURE_5_2, { root: 'min' }),
		limit: null,
		cut: 'gt',
		guess: 7
	},
	{ name: 'X...O.... to depth 2', game: boardGame('X...O....'), limit: 2, cut: 'ge', guess: 0 },
	{
		name: 'Connect Four 1443 to depth 3',
		game: connect4Game('1443'),
		limit: 3,
		cut: 'ge',
		guess: 1
	},
	{ name: 'a finished board', game: boardGame('XXXOO....'), limit: null, cut: 'ge', guess: 0 }
];

describe("MTD(f)'s JavaScript listing", () => {
	it.each(CASES)('runs to the engine’s value, move and calls: $name', (c) => {
		const trace = engineRun(c.game, c.limit, c.cut, c.guess);
		expect(runJs(c.game, trace, c.limit, c.guess)).toEqual(outcome(trace));
	});

	it('runs to the engine’s value, move and calls on random trees, from any guess, both cut rules', () => {
		fc.assert(
			fc.property(
				randomTrees,
				rootKinds,
				fc.constantFrom<CutRule>('ge', 'gt'),
				fc.integer({ min: -7, max: 7 }),
				(tree, root, cut, guess) => {
					const game = treeGame(tree, { root });
					const trace = engineRun(game, null, cut, guess);
					expect(runJs(game, trace, null, guess)).toEqual(outcome(trace));
				}
			),
			{ numRuns: 200 }
		);
	});
});

const DRIVER = String.raw`
import json, math, sys

class Game:
    def __init__(self, counter):
        self.counter = counter
    def key(self, node):
        self.counter[0] += 1
        return node['key']
    def is_over(self, node): return 'score' in node
    def score(self, node): return node['score']
    def eval(self, node): return node['estimate']
    def is_max(self, node): return node['max']
    def moves(self, node): return range(len(node['children']))
    def play(self, node, move): return node['children'][move]

def run(case):
    scale = [-math.inf] + case['scale'] + [math.inf]
    ns = {'above': lambda v: next(x for x in scale if x > v),
          'below': lambda v: next(x for x in reversed(scale) if x < v)}
    exec(compile(case['listing'], '<listing>', 'exec'), ns)
    counter = [1]
    score, move = ns['mtdf'](Game(counter), case['tree'], case['guess'])
    return {'score': score, 'move': move, 'calls': counter[0]}

print(json.dumps([run(case) for case in json.load(sys.stdin)]))
`;

describe("MTD(f)'s Python listing", () => {
	// Needs python3, which `npm test`'s setup installs where it is missing (.ci/setup.mjs --python).
	it('runs (python3) to the engine’s value, move and calls, as the JavaScript does', () => {
		const traces = CASES.map((c) => engineRun(c.game, c.limit, c.cut, c.guess));
		const cases = CASES.map((c, at) => ({
			listing: listingText(traces[at] as Trace, 'python'),
			tree: writeOut(c.game, c.limit),
			scale: scaleOf(c.game, c.limit).slice(1, -1),
			guess: c.guess
		}));
		const run = spawnSync('python3', ['-c', DRIVER], {
			input: JSON.stringify(cases),
			encoding: 'utf8',
			timeout: 60_000
		});
		expect(run.stderr).toBe('');
		const results = (JSON.parse(run.stdout) as Outcome[]).map(({ score, move, calls }, at) => ({
			score: score + 0,
			move: move === null ? null : (CASES[at]?.game.moves(CASES[at].game.root)[move] ?? null),
			calls
		}));
		expect(results).toEqual(traces.map(outcome));
		// And the JavaScript agrees with both.
		expect(CASES.map((c, at) => runJs(c.game, traces[at] as Trace, c.limit, c.guess))).toEqual(
			results
		);
	}, 60_000);
});

describe("MTD(f)'s listings, as shown", () => {
	it('tag each of its events’ lines once in all three languages and fit the panel', () => {
		const columns = (line: string) =>
			[...line].reduce((sum, c) => sum + ((c.codePointAt(0) ?? 0) >= 0x3000 ? 2 : 1), 0);
		const rule = searchRule('mtdf');
		for (const language of CODE_LANGUAGES)
			for (const limit of [null, 3]) {
				const made = rule.listing?.(language, limit);
				if (made === undefined) throw new Error('mtdf has no listing');
				expect(Object.keys(made.titles).sort()).toEqual(['en', 'zh']);
				const wanted = [
					'deepen',
					'iterate',
					'failTest',
					'deepened',
					'lookup',
					'hit',
					'narrowAlpha',
					'narrowBeta',
					'boundHit',
					'leafTest',
					'leaf',
					'moves',
					'call',
					'keep',
					'raiseAlpha',
					'lowerBeta',
					'cut',
					'store',
					...(limit === null ? [] : ['depthTest', 'estimate'])
				];
				expect(made.roles.filter((role) => role !== undefined).sort()).toEqual(wanted.sort());
				for (const line of made.lines) expect(columns(line), line).toBeLessThanOrEqual(46);
			}
		// As shown, with the comments in the reader's language, and under the strict cut rule.
		for (const lang of ['en', 'zh'] as const)
			for (const language of CODE_LANGUAGES)
				for (const [cut, limit] of [
					['ge', null],
					['gt', 3]
				] as const) {
					const trace = engineRun(boardGame('X...O....'), limit, cut, 0);
					for (const line of listingFor(trace, lang, language).lines)
						expect(columns(line), line).toBeLessThanOrEqual(46);
				}
		const strict = listingFor(engineRun(boardGame('X...O....'), null, 'gt', 0), 'en', 'pseudo');
		expect(strict.lines.filter((line) => line.includes('α > β'))).toHaveLength(2);
		expect(strict.lines).toContain('  until lower ≥ upper');
		expect(listingFor(engineRun(boardGame(ARTICLE_BOARD), null, 'ge', 0), 'zh', 'js').title).toBe(
			'MTD(f)：带置换表的零窗口 α-β 剪枝（适用于任何游戏）'
		);
	});
});
