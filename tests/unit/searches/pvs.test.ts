import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	researchesBy,
	searchRule,
	type CutRule,
	type Game,
	type Move,
	type MoveOrdering,
	type Position,
	type SearchSettings,
	type Trace
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { CountingRecorder } from '../../../src/lib/engine/counter';
import { eventCount, receiveIndex, tryIndex, windowAt } from '../../../src/lib/engine/events';
import { evaluate } from '../../../src/lib/engine/game';
import { readTraceJson } from '../../../src/lib/engine/import';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { probeRole } from '../../../src/lib/engine/probes';
import { runSearch } from '../../../src/lib/engine/run';
import { verifyTrace } from '../../../src/lib/engine/verify';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { parseTree, treeGame } from '../../../src/lib/games/tree/rules';
import { listingFor, StepMap } from '../../../src/lib/player';
import { narrate } from '../../../src/lib/player/narration';
import { CallPairing } from '../../../src/lib/player/pairing';
import { callView, linkView, treeStep } from '../../../src/lib/player/nodes';
import { openSession } from '../../../src/lib/player/plan';
import { snapshotAt } from '../../../src/lib/player/snapshot';
import type { Lang } from '../../../src/lib/i18n/lang';
import { CODE_LANGUAGES, type CodeLanguage } from '../../../src/lib/games';
import { refBoardMinimax, refPositions } from '../reference';
import { ARTICLE_BOARD, ARTICLE_TREE, randomTrees, rootKinds } from '../traces';

/**
 * PVS (NegaScout) against references written apart from the engine: a negamax NegaScout over the
 * game's rules (below: its own windows, in the side to move's terms), and a memoised minimax on
 * the reference boards. Same value as minimax everywhere; the same calls and re-searches as the
 * reference, in every order and under both cut rules; its listing runs as code to the same.
 */

const AIMA_FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';

const pvs = (options: Partial<SearchSettings> = {}): SearchSettings => ({
	algorithm: 'pvs',
	depthLimit: null,
	symmetry: false,
	...options
});

interface Outcome {
	value: number;
	calls: number;
	researches: number;
}

/** The engine's PVS, recorded: its value, calls and re-searches. */
function engine(game: Game, options: Partial<SearchSettings> = {}): Outcome {
	const trace = search(game, pvs(options));
	return {
		value: trace.rootScore,
		calls: trace.calls,
		researches: researchesBy(trace, trace.calls)
	};
}

// ---- The reference: NegaScout in negamax form, over the game's rules alone. ----

/** Minimax by plain recursion (the reference oracle's values), to the limit. */
function refValue(game: Game, position: Position, depth: number, limit: number): number {
	if (game.isTerminal(position)) return game.score(position);
	if (depth >= limit) return evaluate(game, position);
	const values = game
		.moves(position)
		.map((move) => refValue(game, game.play(position, move), depth + 1, limit));
	return game.isMaximizing(position) ? Math.max(...values) : Math.min(...values);
}

/**
 * NegaScout (Reinefeld), fail-soft, each value for the side to move (`colour` +1 where the
 * maximiser moves): the first move with the window (alpha, beta) as the side to move sees it,
 * each later one probed with the narrowest window still open above alpha, and searched again
 * with [probe's value, beta] when the probe fails high and the window is still open.
 */
function refPvs(
	game: Game,
	{
		cut = 'ge',
		depthLimit = null,
		order = 'given'
	}: { cut?: CutRule; depthLimit?: number | null; order?: MoveOrdering } = {}
): Outcome {
	const limit = depthLimit ?? Infinity;
	const values = [
		-Infinity,
		...new Set([...game.scores, ...(depthLimit === null ? [] : (game.estimates ?? []))])
	].sort((a, b) => a - b);
	values.push(Infinity);
	// The next value up from `x` for the side whose colour is `colour` (a null window's far end).
	const nextUp = (x: number, colour: number): number => {
		if (colour === 1) return values.find((v) => v > x) ?? Infinity;
		return -([...values].reverse().find((v) => v < -x) ?? -Infinity);
	};
	const closed = (alpha: number, beta: number) => (cut === 'gt' ? alpha > beta : alpha >= beta);
	const movesOf = (position: Position, depth: number): Move[] => {
		const moves = [...game.moves(position)];
		if (order === 'given') return moves;
		const sign = (game.isMaximizing(position) ? -1 : 1) * (order === 'best' ? 1 : -1);
		const value = (move: Move) => refValue(game, game.play(position, move), depth + 1, limit);
		return moves
			.map((move, at) => ({ move, at, value: value(move) }))
			.sort((a, b) => sign * (a.value - b.value) || a.at - b.at)
			.map(({ move }) => move);
	};
	let calls = 0;
	let researches = 0;
	const ns = (
		position: Position,
		depth: number,
		alpha: number,
		beta: number,
		colour: number
	): number => {
		calls++;
		if (game.isTerminal(position)) return colour * game.score(position);
		if (depth >= limit) return colour * evaluate(game, position);
		let best = -Infinity;
		for (const [at, move] of movesOf(position, depth).entries()) {
			const child = game.play(position, move);
			const deeper = (a: number, b: number) => -ns(child, depth + 1, -b, -a, -colour);
			if (at === 0) best = Math.max(best, deeper(alpha, beta));
			else {
				const far = cut === 'gt' ? alpha : nextUp(alpha, colour);
				const probe = deeper(alpha, far);
				best = Math.max(best, probe);
				if (probe > alpha && !closed(probe, beta)) {
					researches++;
					best = Math.max(best, deeper(probe, beta));
				}
			}
			alpha = Math.max(alpha, best);
			if (closed(alpha, beta)) break;
		}
		return best;
	};
	const colour = game.isMaximizing(game.root) ? 1 : -1;
	const value = colour * ns(game.root, 0, -Infinity, Infinity, colour);
	return { value: value + 0, calls, researches };
}

describe('pvs on tic-tac-toe', () => {
	it("returns minimax's value on all 5,478 positions, the AI X or O, with the reference's calls", () => {
		const positions = refPositions('.........');
		expect(positions).toHaveLength(5_478);
		const minimax = refBoardMinimax();
		const wrong: string[] = [];
		for (const { cells, toMove } of positions) {
			for (const ai of ['X', 'O'] as const) {
				const game = boardGame(cells, { ai });
				const counter = new CountingRecorder(game);
				const { rank } = runSearch(game, game.root, counter, pvs());
				// X's value with X the AI; with O the AI every score, and so the value, flips.
				const expected = (ai === 'X' ? 1 : -1) * minimax.get(cells + toMove)!.value + 0;
				const got = counter.scale.value(rank);
				const reference = refPvs(game);
				if (got !== expected || counter.calls !== reference.calls)
					wrong.push(
						`${cells} AI ${ai}: ${got} in ${counter.calls}, wanted ${expected} in ${reference.calls}`
					);
			}
		}
		expect(wrong).toEqual([]);
	}, 60_000);

	it('pins the article board: 9 calls, one a re-search of cell 4 (FC6), +10 at cell 4', () => {
		const game = boardGame(ARTICLE_BOARD);
		const trace = search(game, pvs());
		expect(engine(game)).toEqual({ value: 10, calls: 9, researches: 1 });
		expect(refPvs(game)).toEqual(engine(game));
		expect(trace.rootMove).toBe(4);
		// FC5 probes cell 4 with [-10, 0]: no score lies between; it fails high with +10.
		expect([probeRole(trace, 5), trace.alpha(5), trace.beta(5), trace.score(5)]).toEqual([
			'probe',
			-10,
			0,
			10
		]);
		expect([probeRole(trace, 6), trace.via(6), trace.alpha(6), trace.beta(6)]).toEqual([
			're-search',
			4,
			10,
			Infinity
		]);
		expect([probeRole(trace, 2), probeRole(trace, 3), probeRole(trace, 4)]).toEqual([
			null,
			null,
			'probe'
		]);
		expect([researchesBy(trace, 5), researchesBy(trace, 6)]).toEqual([0, 1]);
	});

	it('pins the empty board: 17,082 calls and 5 re-searches against alpha-beta’s 18,297', () => {
		const game = boardGame('.........');
		expect(engine(game)).toEqual({ value: 0, calls: 17_082, researches: 5 });
		expect(refPvs(game)).toEqual(engine(game));
		expect(search(game, { ...pvs(), algorithm: 'alphabeta' }).calls).toBe(18_297);
	});
});

describe('pvs on trees', () => {
	it('pins AIMA Figure 5.2: 3 at the root in 11 calls, no re-search', () => {
		const game = parseTree(AIMA_FIGURE_5_2);
		expect(engine(game)).toEqual({ value: 3, calls: 11, researches: 0 });
		expect(refPvs(game)).toEqual(engine(game));
		// Best first no probe fails high: alpha-beta's 9 calls (5 leaves), the minimal tree.
		expect(engine(game, { order: 'best' })).toEqual({ value: 3, calls: 9, researches: 0 });
		expect(search(game, { ...pvs({ order: 'best' }), algorithm: 'alphabeta' }).calls).toBe(9);
		expect(engine(game, { order: 'worst' })).toEqual(refPvs(game, { order: 'worst' }));
	});

	it("returns minimax's value with the reference's calls and re-searches on random trees, every order, both cut rules, with a depth limit", () => {
		fc.assert(
			fc.property(
				randomTrees,
				rootKinds,
				fc.constantFrom<CutRule>('ge', 'gt'),
				fc.constantFrom<MoveOrdering>('given', 'best', 'worst'),
				fc.constantFrom<number | null>(null, 1, 2, 3),
				(tree, root, cut, order, depthLimit) => {
					const game = treeGame(tree, { root });
					const limit = depthLimit === null ? null : Math.min(depthLimit, game.maxPlies ?? 99);
					const got = engine(game, { cut, order, depthLimit: limit });
					expect(got).toEqual(refPvs(game, { cut, order, depthLimit: limit }));
					expect(got.value).toBe(
						search(game, { ...pvs({ depthLimit: limit }), algorithm: 'minimax' }).rootScore
					);
				}
			),
			{ numRuns: 400 }
		);
	});
});

describe('pvs on Connect Four at depth 6', () => {
	it('pins 1443 (the deep threat) and the empty board against the reference and alpha-beta', () => {
		const figures = ['1443', ''].map((moves) => {
			const game = connect4Game(moves);
			const got = engine(game, { depthLimit: 6 });
			expect(refPvs(game, { depthLimit: 6 })).toEqual(got);
			const alphabeta = search(game, { ...pvs({ depthLimit: 6 }), algorithm: 'alphabeta' });
			expect(alphabeta.rootScore).toBe(got.value);
			return { ...got, alphabeta: alphabeta.calls };
		});
		expect(figures).toEqual([
			{ value: -2, calls: 16_784, researches: 215, alphabeta: 17_263 },
			{ value: -2, calls: 12_321, researches: 89, alphabeta: 12_762 }
		]);
	});
});

// ---- The listings, run as code against the engine. ----

/** A game tree written out from the game's rules (to `limit`): what the listings run on. */
interface Node {
	readonly max: boolean;
	/** A finished game's score. */
	readonly score?: number;
	/** At the depth limit: the game's estimate. */
	readonly estimate?: number;
	readonly children: readonly Node[];
}

function writeOut(game: Game, limit: number | null): Node {
	const walk = (position: Position, depth: number): Node => {
		const max = game.isMaximizing(position);
		if (game.isTerminal(position)) return { max, score: game.score(position), children: [] };
		if (limit !== null && depth >= limit)
			return { max, estimate: evaluate(game, position), children: [] };
		const children = game.moves(position).map((move) => walk(game.play(position, move), depth + 1));
		return { max, children };
	};
	return walk(game.root, 0);
}

/** The scale the null window steps on: the game's values, with the infinities at the ends. */
function scaleOf(game: Game, limit: number | null): number[] {
	const values = [...game.scores, ...(limit === null ? [] : (game.estimates ?? []))];
	return [-Infinity, ...new Set(values)].sort((a, b) => a - b).concat(Infinity);
}

const listingText = (language: string, limit: number | null, cut: CutRule = 'ge') =>
	(searchRule('pvs').listing?.(language, limit, cut).lines ?? []).join('\n');

/** The JavaScript listing run as code; calls counted by its one `isOver` test per call. */
function runJs(game: Game, limit: number | null, cut: CutRule): { score: number; calls: number } {
	const scale = scaleOf(game, limit);
	const above = (v: number) => scale.find((x) => x > v) ?? Infinity;
	const below = (v: number) => scale.findLast((x) => x < v) ?? -Infinity;
	let calls = 0;
	const api = {
		isOver: (node: Node) => (calls++, node.score !== undefined),
		score: (node: Node) => node.score,
		eval: (node: Node) => node.estimate,
		isMax: (node: Node) => node.max,
		moves: (node: Node) => node.children.map((_, at) => at),
		play: (node: Node, move: number) => node.children[move]
	};
	// Our own listing, not user input: run to check it does what the engine does.
	const pvsOf = new Function('above', 'below', `${listingText('js', limit, cut)}\nreturn pvs;`)(
		above,
		below
	) as (...args: unknown[]) => { score: number };
	const tree = writeOut(game, limit);
	const depth = limit === null ? [] : [0];
	const { score } = pvsOf(api, tree, ...depth, -Infinity, Infinity);
	return { score: score + 0, calls };
}

const DRIVER = String.raw`
import json, math, sys

class Game:
    def __init__(self, counter):
        self.counter = counter
    def is_over(self, node):
        self.counter[0] += 1
        return 'score' in node
    def score(self, node): return node['score']
    def eval(self, node): return node['estimate']
    def is_max(self, node): return node['max']
    def moves(self, node): return range(len(node['children']))
    def play(self, node, move): return node['children'][move]

def run(case):
    scale = [-math.inf] + case['scale'] + [math.inf]
    ns = {'math': math,
          'above': lambda v: next(x for x in scale if x > v),
          'below': lambda v: next(x for x in reversed(scale) if x < v)}
    exec(compile(case['listing'], '<listing>', 'exec'), ns)
    counter = [0]
    depth = [0] if case['limited'] else []
    score, move = ns['pvs'](Game(counter), case['tree'], *depth, -math.inf, math.inf)
    return {'score': score, 'calls': counter[0]}

print(json.dumps([run(case) for case in json.load(sys.stdin)]))
`;

/** The games the listings are run on: the article board, its tree, AIMA 5.2, a board to depth 2. */
const LISTING_CASES: readonly { name: string; game: Game; limit: number | null; cut: CutRule }[] = [
	{ name: 'the article board', game: boardGame(ARTICLE_BOARD), limit: null, cut: 'ge' },
	{ name: 'article 004’s tree', game: parseTree(ARTICLE_TREE), limit: null, cut: 'ge' },
	{ name: 'article 004’s tree, cut=gt', game: parseTree(ARTICLE_TREE), limit: null, cut: 'gt' },
	{
		name: 'AIMA 5.2, root min',
		game: parseTree(AIMA_FIGURE_5_2, { root: 'min' }),
		limit: null,
		cut: 'ge'
	},
	{ name: 'X...O.... to depth 2', game: boardGame('X...O....'), limit: 2, cut: 'ge' },
	{ name: 'Connect Four 1443 to depth 3', game: connect4Game('1443'), limit: 3, cut: 'ge' }
];

const engineRun = (game: Game, limit: number | null, cut: CutRule) => {
	const trace = search(game, pvs({ depthLimit: limit, cut }));
	return { score: trace.rootScore + 0, calls: trace.calls };
};

describe("pvs's listings", () => {
	it.each(LISTING_CASES)('run as JavaScript to the engine’s value and calls: $name', (c) => {
		expect(runJs(c.game, c.limit, c.cut)).toEqual(engineRun(c.game, c.limit, c.cut));
	});

	it('run as JavaScript on random trees, both cut rules, to the engine’s value and calls', () => {
		fc.assert(
			fc.property(
				randomTrees,
				rootKinds,
				fc.constantFrom<CutRule>('ge', 'gt'),
				(tree, root, cut) => {
					const game = treeGame(tree, { root });
					expect(runJs(game, null, cut)).toEqual(engineRun(game, null, cut));
				}
			),
			{ numRuns: 150 }
		);
	});

	// Needs python3, which `npm test`'s setup installs where it is missing (.ci/setup.mjs --python).
	it('run as Python (python3) to the engine’s value and calls', () => {
		const cases = LISTING_CASES.map(({ game, limit, cut }) => ({
			listing: listingText('python', limit, cut),
			tree: writeOut(game, limit),
			scale: scaleOf(game, limit).slice(1, -1),
			limited: limit !== null
		}));
		const run = spawnSync('python3', ['-c', DRIVER], {
			input: JSON.stringify(cases),
			encoding: 'utf8',
			timeout: 30_000
		});
		expect(run.stderr).toBe('');
		expect(JSON.parse(run.stdout)).toEqual(
			LISTING_CASES.map(({ game, limit, cut }) => engineRun(game, limit, cut))
		);
	});

	it('tags every event’s line once in all three languages, fits the panel, follows the cut rule', () => {
		for (const language of ['js', 'python', 'pseudo']) {
			for (const limit of [null, 3]) {
				const made = searchRule('pvs').listing?.(language, limit);
				if (made === undefined) throw new Error('pvs has no listing');
				expect(Object.keys(made.titles).sort()).toEqual(['en', 'zh']);
				const wanted = ['leafTest', 'leaf', 'moves', 'call', 'keep', 'cut', 'returnBest'];
				if (limit !== null) wanted.push('depthTest', 'estimate');
				for (const role of wanted) expect(made.roles.filter((tag) => tag === role)).toHaveLength(1);
			}
		}
		// As shown, comments in the reader's language included: a Chinese character takes two columns.
		const columns = (line: string) =>
			[...line].reduce((sum, c) => sum + ((c.codePointAt(0) ?? 0) >= 0x3000 ? 2 : 1), 0);
		const trace = (cut: CutRule, depthLimit: number | null = null) =>
			search(boardGame('X...O....'), pvs({ cut, depthLimit }));
		for (const lang of ['en', 'zh'] as const)
			for (const language of CODE_LANGUAGES)
				for (const shown of [trace('ge'), trace('gt', 3)])
					for (const line of listingFor(shown, lang, language).lines)
						expect(columns(line), line).toBeLessThanOrEqual(46);
		const lines = (cut: CutRule, language: CodeLanguage) =>
			listingFor(trace(cut), 'en', language).lines.join('\n');
		expect(lines('ge', 'js')).toContain('        : isMax ? [alpha, above(alpha)]');
		expect(lines('gt', 'js')).toContain('        : isMax ? [alpha, alpha]');
		expect(lines('ge', 'python')).toContain('            if alpha >= beta:');
		expect(lines('gt', 'python')).toContain('            if alpha > beta:');
		expect(lines('gt', 'pseudo')).toContain('if α > β then');
		expect(lines('ge', 'pseudo')).toContain('(BELOW(β), β)');
		expect(listingFor(trace('ge'), 'zh', 'js').title).toBe('主要变例搜索（适用于任何游戏）');
	});
});

describe('pvs side by side', () => {
	const key = (trace: Trace, call: number) => trace.path(call).join(',');

	/** Every call of each side at exactly one step; where both move, at the same node. */
	function checkPairing(first: Trace, second: Trace): CallPairing {
		const pairing = new CallPairing(first, second);
		const made: Record<'first' | 'second', number[]> = { first: [], second: [] };
		for (let step = 1; step <= pairing.length; step++) {
			const movers = pairing.movers(step);
			for (const side of ['first', 'second'] as const)
				if (movers === 'both' || movers === side) made[side].push(pairing.callAt(side, step));
			if (movers === 'both')
				expect(key(second, pairing.callAt('second', step))).toBe(
					key(first, pairing.callAt('first', step))
				);
		}
		for (const [side, trace] of [
			['first', first],
			['second', second]
		] as const)
			expect([...made[side]].sort((a, b) => a - b)).toEqual(
				Array.from({ length: trace.calls }, (_, at) => at + 1)
			);
		return pairing;
	}

	it('pairs the article board with minimax: the re-search FC6 waits on a node minimax met once', () => {
		const game = boardGame(ARTICLE_BOARD);
		const theirs = search(game, { ...pvs(), algorithm: 'minimax' });
		const mine = search(game, pvs());
		const pairing = checkPairing(theirs, mine);
		// Minimax's FC5 (X in cell 4) is twinned with the probe FC5; the re-search FC6 has no twin.
		expect([
			pairing.twin('first', 5),
			pairing.twin('second', 5),
			pairing.twin('second', 6)
		]).toEqual([5, 5, null]);
		checkPairing(mine, theirs);
		checkPairing(mine, search(game, pvs({ order: 'best' })));
	});

	it('pairs with minimax and alpha-beta on random trees, either side first', () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, (tree, root) => {
				const game = treeGame(tree, { root });
				const mine = search(game, pvs());
				for (const algorithm of ['minimax', 'alphabeta']) {
					const theirs = search(game, { ...pvs(), algorithm });
					checkPairing(mine, theirs);
					checkPairing(theirs, mine);
				}
			}),
			{ numRuns: 150 }
		);
	});
});

describe('pvs narrated', () => {
	const trace = search(boardGame(ARTICLE_BOARD), pvs());
	const notes = (lang: 'en' | 'zh', granularity: 'call' | 'event') => {
		const steps = new StepMap(trace, granularity);
		return Array.from(
			{ length: steps.last + 1 },
			(_, step) => narrate(trace, steps, step, { lang }).note
		);
	};

	it('by call, tells the probe failing high at FC5 and the re-search at FC6, in both languages', () => {
		const en = notes('en', 'call');
		expect(en[5]).toBe(
			'PVS: the probe failed high (+10 beats α): FC1 searches cell 4 again, this time with [+10, +∞], for its true value.'
		);
		expect(en[6]).toBe('PVS: the re-search gives FC1 the value of cell 4: +10.');
		// FC7 starts: a probe on a window that is already null, [+10, +∞].
		expect(en[7]).toBe(
			'PVS: FC1 probes cell 6 with the null window [+10, +∞]: no score lies inside, so the answer only says whether cell 6 beats +10.'
		);
		const zh = notes('zh', 'call');
		expect(zh[5]).toBe(
			'PVS：试探高出零窗口（+10 高于 α）：FC1 这次用 [+10, +∞] 重新搜索 4 号格，求它的真实值。'
		);
		expect(zh.filter((note) => note !== null)).toHaveLength(
			en.filter((note) => note !== null).length
		);
	});

	it('names itself, not alpha-beta, where the narration names the search at the start', () => {
		const steps = new StepMap(trace, 'call');
		const start = (lang: Lang) => narrate(trace, steps, 0, { lang }).text;
		expect(start('en')).toContain(
			'Principal variation search (PVS) opens with alpha = −∞, beta = +∞.'
		);
		expect(start('en')).not.toContain('Alpha-beta');
		expect(start('zh')).toContain('主要变例搜索（PVS）的初始窗口为 α = −∞，β = +∞。');
	});

	it('at the end, lists the re-search’s value as the move searched again', () => {
		const steps = new StepMap(trace, 'call');
		expect(narrate(trace, steps, steps.last, { lang: 'en' }).text).toContain(
			'FC1 is done with −10 (cell 1), +10 (cell 4), +10 (cell 4, searched again) and ≤ +10 (cell 6).'
		);
		expect(narrate(trace, steps, steps.last, { lang: 'zh' }).text).toContain(
			'+10（4 号格，重新搜索）'
		);
	});

	it('by event, tells each probe at its try, with the null window beside the bound', () => {
		const en = notes('en', 'event');
		// Minus infinity with the minus sign, as every window the page writes out.
		for (const note of [...en, ...notes('zh', 'event')]) expect(note ?? '').not.toContain('-∞');
		expect(en).toContain(
			'PVS: FC1 probes cell 4 with the null window [−10, 0]: no score lies inside, so the answer only says whether cell 4 beats −10.'
		);
		expect(en).toContain(
			'PVS: FC2 probes cell 6 with the null window [−∞, −10]: no score lies inside, so the answer only says whether cell 6 goes under −10.'
		);
		expect(en).toContain(
			'PVS: the probe of cell 6 failed low (+10 ≤ α): cell 6 is no better than what FC1 holds, settled without a re-search.'
		);
	});

	it('says a probe failed from its own null window: at a min node, high when settled, low when it beats β', () => {
		const said = (tree: ReturnType<typeof parseTree>, lang: Lang) => {
			const figure = search(tree, pvs());
			const steps = new StepMap(figure, 'event');
			return Array.from(
				{ length: steps.last + 1 },
				(_, step) => narrate(figure, steps, step, { lang }).note
			).filter((note) => note !== null);
		};
		// AIMA Figure 5.2: min node B (FC2) probes n6 with [2, 3]; 12 ≥ β settles it.
		const figure = said(parseTree(AIMA_FIGURE_5_2), 'en');
		expect(figure).toContain(
			'PVS: the probe of its second child (n6) failed high (12 ≥ β): its second child (n6) is no lower than what FC2 holds, settled without a re-search.'
		);
		// Min node D (FC8) probes n13 with [3, 4]: 2 goes under β and closes its window.
		expect(figure).toContain(
			"PVS: the probe of its third child (n13) failed low (2 goes under β) and already closes FC8's window: a cut, with no re-search."
		);
		// Max root: its probe of n3 comes back 2 ≤ α = 3.
		expect(figure).toContain(
			'PVS: the probe of its second child (n3) failed low (2 ≤ α): its second child (n3) is no better than what FC1 holds, settled without a re-search.'
		);
		expect(said(parseTree(AIMA_FIGURE_5_2), 'zh')).toContain(
			'PVS：对第二个子节点（n6）的试探高出零窗口（12 ≥ β）：第二个子节点（n6）不比 FC2 已有的更低，不必重新搜索。'
		);
		// Root min: FC1 holds β = 12 and probes n3 with [8, 12]; its 6 goes under β, so the
		// window [−∞, 6] is still open and n3 is searched again (told at the probe's receive
		// and at the re-search's try).
		const rootMin = said(parseTree(AIMA_FIGURE_5_2, { root: 'min' }), 'en');
		const again =
			'PVS: the probe failed low (6 goes under β): FC1 searches its second child (n3) again, this time with [−∞, 6], for its true value.';
		expect(rootMin.filter((note) => note.includes('6 goes under β'))).toEqual([again, again]);
		expect(said(parseTree(AIMA_FIGURE_5_2, { root: 'min' }), 'zh')).toContain(
			'PVS：试探低出零窗口（6 低于 β）：FC1 这次用 [−∞, 6] 重新搜索第二个子节点（n3），求它的真实值。'
		);
	});
});

describe('pvs drawn', () => {
	const session = openSession(
		{ kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
		'pvs'
	);
	const stepAt = (index: number, lang: Lang = 'en') =>
		treeStep(session, { ...snapshotAt(session.trace, index), index, letters: false, lang });
	const { trace } = session;

	it('marks each probe and re-search once tried, and says so in its accessible name', () => {
		const end = eventCount(trace) - 1;
		const marks = [2, 4, 5, 6, 7].map((call) => callView(session, call, stepAt(end)).probe);
		expect(marks).toEqual([
			null,
			{ role: 'probe', mark: 'probe' },
			{ role: 'probe', mark: 'probe' },
			{ role: 're-search', mark: 'again' },
			{ role: 'probe', mark: 'probe' }
		]);
		expect(callView(session, 6, stepAt(end)).label).toMatch(/, a re-search of the same move$/);
		expect(callView(session, 6, stepAt(end, 'zh'))).toMatchObject({
			probe: { role: 're-search', mark: '重搜' },
			label: expect.stringMatching(/，同一走法的重新搜索$/)
		});
		// Not before FC1 tries it: a call not yet reached carries no mark.
		expect(callView(session, 6, stepAt(tryIndex(trace, 6) - 1)).probe).toBeNull();
		expect(callView(session, 6, stepAt(tryIndex(trace, 6))).probe?.role).toBe('re-search');
		// The move's label on the link makes room for the mark, once the move is tried.
		expect([2, 5, 6].map((call) => linkView(session, call, stepAt(end)).probe)).toEqual([
			false,
			true,
			true
		]);
		expect(linkView(session, 6, stepAt(tryIndex(trace, 6) - 1)).probe).toBe(false);
	});

	it('keeps the caller’s window, not the probe’s, as the probe comes back', () => {
		// FC1 holds [-10, +∞] while FC5 probes with [-10, 0]; FC5's +10 raises alpha to +10.
		expect(windowAt(trace, 1, tryIndex(trace, 5))).toEqual({ alpha: -10, beta: Infinity });
		expect(windowAt(trace, 1, receiveIndex(trace, 5))).toEqual({ alpha: 10, beta: Infinity });
	});
});

describe('pvs trace files', () => {
	const text = (trace: Trace) => [...traceJsonChunks(trace)].join('');

	it.each([
		['the article board', search(boardGame(ARTICLE_BOARD), pvs())],
		[
			'X...O.... under cut=gt, best first',
			search(boardGame('X...O....'), pvs({ cut: 'gt', order: 'best' }))
		],
		['Connect Four 1443 at depth 4', search(connect4Game('1443'), pvs({ depthLimit: 4 }))],
		['article 004’s tree', search(parseTree(ARTICLE_TREE), pvs())]
	])('%s: read back column for column, re-searches included, and verified', (_, original) => {
		const { trace } = readTraceJson(text(original));
		expect(trace.columns).toEqual(original.columns);
		expect(researchesBy(trace, trace.calls)).toBe(researchesBy(original, original.calls));
		expect(verifyTrace(trace)).toBeNull();
	});

	it('refuses a move searched a third time, or again after another move came between', () => {
		const file = JSON.parse(text(search(boardGame(ARTICLE_BOARD), pvs()))) as {
			trace: { board: string }[];
		};
		const third = structuredClone(file);
		// FC7 (X in cell 6) rewritten as a third call of cell 4, after the probe FC5 and FC6.
		if (third.trace[6]) third.trace[6].board = 'O.XXXX.OO';
		expect(() => readTraceJson(JSON.stringify(third))).toThrow(
			'call 7: its caller already searched this move, in call 6.'
		);
		const alphaBeta = JSON.parse(text(search(boardGame(ARTICLE_BOARD), pvs()))) as object;
		expect(() => readTraceJson(JSON.stringify({ ...alphaBeta, algorithm: 'alphabeta' }))).toThrow(
			'call 6: its caller already searched this move, in call 5.'
		);
	});
});
