import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pythonTreeDriver } from '../../python-tree';
import {
	searchRule,
	InputError,
	plainSearch,
	type Game,
	type Mark,
	type Move,
	type Position,
	type SearchSettings,
	type Trace
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { countSearch } from '../../../src/lib/engine/compare';
import { LECTURE_CHANCE_TREE } from '../../trees';
import {
	enterIndex,
	eventAt,
	eventCount,
	receiveIndex,
	returnIndex,
	tryIndex
} from '../../../src/lib/engine/events';
import { readTrace, readTraceJson } from '../../../src/lib/engine/import';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { scaleFor } from '../../../src/lib/engine/recorder';
import { runSearch } from '../../../src/lib/engine/run';
import { verifyTraceFile } from '../../../src/lib/engine/verify';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { treeGame } from '../../../src/lib/games/tree/rules';
import { codeLineAt, exactCallValue, listingFor, StepMap } from '../../../src/lib/player';
import { cardValue } from '../../../src/lib/player/labels';
import { narrate } from '../../../src/lib/player/narration';
import { averageSum } from '../../../src/lib/player/narration/chance';
import { averagedEstimate } from '../../../src/lib/games/estimated';
import { callView, linkView, treeStep } from '../../../src/lib/player/nodes';
import { openSession } from '../../../src/lib/player/plan';
import { snapshotAt } from '../../../src/lib/player/snapshot';
import { panelStep } from '../../../src/lib/components/panel-step';
import { figureAtStep, figureSourceOf, lastStep } from '../../../src/lib/export/figure-file';
import { figureSvg } from '../../../src/lib/export/figure-svg';
import { figureTikz } from '../../../src/lib/export/figure-tikz';
import { exampleSearch, presenterFor, searchBeside } from '../../../src/lib/games';
import { tictactoeEntry } from '../../../src/lib/games/tictactoe/entry';
import { plainValue, signedValue } from '../../../src/lib/games/values';
import type { Lang } from '../../../src/lib/i18n/lang';
import { refBoard, refPositions, refTree, type RefGame } from '../reference';
import { ARTICLE_BOARD, RootMove, randomTrees, rootKinds } from '../traces';

/**
 * Expectimax against a reference written here from the definition (CS188): a max node takes
 * its best child, any other node is a chance node, each child equally likely, worth their
 * average. The reference keeps values as numerator and denominator in BigInts of its own and
 * shares nothing with the engine's `Fraction`.
 */

type Ratio = readonly [num: bigint, den: bigint];

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const reduce = ([num, den]: Ratio): Ratio => {
	const divisor = gcd(num, den);
	return [num / divisor, den / divisor];
};
const text = ([num, den]: Ratio): string => (den === 1n ? `${num}` : `${num}/${den}`);

/** The reference: a node's exact value and the index of its first best child (max nodes). */
function refExpectimax<N>(
	game: RefGame<N>,
	node: N,
	memo: Map<string, { value: Ratio; child: number | null }>
): { value: Ratio; child: number | null } {
	const key = game.key(node);
	const known = memo.get(key);
	if (known) return known;
	const children = game.children(node);
	let result: { value: Ratio; child: number | null };
	if (children.length === 0) result = { value: [BigInt(game.value(node)), 1n], child: null };
	else {
		const values = children.map((child) => refExpectimax(game, child, memo).value);
		if (game.isMax(node)) {
			let child = 0;
			values.forEach(([num, den], index) => {
				const [bestNum, bestDen] = values[child] as Ratio;
				if (num * bestDen > bestNum * den) child = index;
			});
			result = { value: values[child] as Ratio, child };
		} else {
			const den = values.reduce((product, [, d]) => product * d, 1n);
			const sum = values.reduce((total, [n, d]) => total + (n * den) / d, 0n);
			result = { value: reduce([sum, den * BigInt(values.length)]), child: null };
		}
	}
	memo.set(key, result);
	return result;
}

function outcome(game: Game, settings: SearchSettings) {
	const recorder = new RootMove(game, settings.depthLimit !== null, scaleFor(game, settings));
	const { rank } = runSearch(game, game.root, recorder, settings);
	return {
		calls: recorder.calls,
		value: recorder.scale.fraction(rank)?.toString(),
		number: recorder.scale.value(rank),
		move: recorder.move
	};
}

const expectimax = (depthLimit: number | null = null): SearchSettings => ({
	...plainSearch('expectimax'),
	depthLimit
});
const minimax = (depthLimit: number | null = null): SearchSettings => ({
	...plainSearch('minimax'),
	depthLimit
});

/** The columns that place every call: the same calls in the same order. */
function sameCalls(a: Trace, b: Trace): void {
	expect(a.calls).toBe(b.calls);
	for (const column of ['parent', 'last', 'depth', 'position', 'via'] as const) {
		const [x, y] = [a.columns[column], b.columns[column]];
		expect(
			x.every((value, id) => value === y[id]),
			column
		).toBe(true);
	}
}

const fileOf = (trace: Trace): string => [...traceJsonChunks(trace)].join('');

/** Expectimax on AIMA's Figure 5.2 (its min level read as chance nodes): 23/3 at the root. */
const aimaExpectimax = (): Trace =>
	search(
		treeGame([
			[3, 12, 8],
			[2, 4, 6],
			[14, 5, 2]
		]),
		expectimax()
	);

describe('expectimax on trees', () => {
	it('values [[3,12,8],[2,4,6],[14,5,2]] at 23/3 and takes the first move', () => {
		const trace = aimaExpectimax();
		expect(trace.calls).toBe(13);
		expect(trace.rootMove).toBe(0);
		expect(trace.exactScore(1)?.toString()).toBe('23/3');
		expect(trace.rootScore).toBe(23 / 3);
		// The chance nodes: (3 + 12 + 8) / 3, (2 + 4 + 6) / 3, (14 + 5 + 2) / 3.
		expect([2, 6, 10].map((id) => trace.exactScore(id)?.toString())).toEqual(['23/3', '4', '7']);
		expect([1, 2].map((id) => trace.nodeKind(id))).toEqual(['max', 'chance']);
		expect(trace.bestMove(2)).toBeNull();
	});

	it('starts with a chance node on a min root', () => {
		const trace = search(
			treeGame(
				[
					[3, 12, 8],
					[2, 4, 5]
				],
				{ root: 'min' }
			),
			expectimax()
		);
		expect(trace.isChance(1)).toBe(true);
		expect(trace.exactScore(1)?.toString()).toBe('17/2');
		expect(trace.rootMove).toBeNull();
	});

	it('matches the reference and makes minimax calls on random trees', () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, (tree, root) => {
				const game = treeGame(tree, { root });
				const ref = refTree(tree, root);
				const expected = refExpectimax(ref, ref.root, new Map());
				const mine = outcome(game, expectimax());
				expect(mine.value).toBe(text(expected.value));
				expect(mine.move).toBe(expected.child);
				sameCalls(search(game, expectimax()), search(game, minimax()));
			}),
			{ numRuns: 150 }
		);
	});
});

describe('expectimax on tic-tac-toe against a random opponent', () => {
	const positions = refPositions('.........');

	it.each<Mark>(['X', 'O'])(
		'returns the reference value and move on all 5,478 positions, AI %s',
		(ai) => {
			expect(positions).toHaveLength(5_478);
			const memo = new Map<string, { value: Ratio; child: number | null }>();
			const wrong: string[] = [];
			for (const { cells } of positions) {
				const ref = refBoard(cells, { ai });
				const expected = refExpectimax(ref, ref.root, memo);
				const child = expected.child === null ? null : ref.children(ref.root)[expected.child];
				const cell = child === undefined || child === null ? null : diff(cells, child.cells);
				const mine = outcome(boardGame(cells, { ai }), expectimax());
				if (mine.value !== text(expected.value) || mine.move !== cell)
					wrong.push(
						`${cells}: ${JSON.stringify(mine)}, reference ${text(expected.value)} ${cell}`
					);
			}
			expect(wrong).toEqual([]);
		},
		120_000
	);

	it('makes exactly minimax calls on the article board and the empty board', () => {
		for (const board of [ARTICLE_BOARD, '.........']) {
			for (const ai of ['X', 'O'] as const) {
				const game = boardGame(board, { ai });
				sameCalls(search(game, expectimax()), search(game, minimax()));
			}
		}
	});

	it('pins the article board and the empty board', () => {
		const article = search(boardGame(ARTICLE_BOARD), expectimax());
		expect([article.calls, article.rootMove, article.exactScore(1)?.toString()]).toEqual([
			9,
			4,
			'10'
		]);
		const empty = countSearch(boardGame('.........'), expectimax());
		expect([empty.calls, empty.score]).toEqual([549_946, 955 / 96]);
		const o = search(boardGame('.........', { ai: 'O' }), expectimax());
		expect([o.rootMove, o.exactScore(1)?.toString()]).toEqual([null, '1748/189']);
	});

	it('takes depth limits and estimates as minimax does', () => {
		const game = boardGame('X...O....');
		const limited = search(game, expectimax(2));
		sameCalls(limited, search(game, minimax(2)));
		expect(limited.kind(3)).toBe('estimated');
	});
});

describe('expectimax on Connect Four', () => {
	it('takes the immediate win at every depth when the AI is to move', () => {
		// After "112233" X holds columns 1-3 of the bottom row and is to move: column 4 wins.
		const game = connect4Game('112233');
		const win = game.score(game.play(game.root, 3));
		for (let depth = 1; depth <= 4; depth++) {
			const trace = search(game, expectimax(depth));
			expect([trace.rootMove, trace.rootScore]).toEqual([3, win]);
		}
	});

	it('makes minimax calls at depth 4 from 4453', () => {
		const game = connect4Game('4453');
		const trace = search(game, expectimax(4));
		sameCalls(trace, search(game, minimax(4)));
		expect(trace.calls).toBe(2_717);
	});
});

describe('expectimax trace files', () => {
	it('write each value exactly and read back to the same trace', () => {
		const trace = aimaExpectimax();
		const file = fileOf(trace);
		expect(file).toContain('"score":7.666666666666667,"exact":"23/3"');
		const { trace: read } = readTraceJson(file);
		expect(Array.from(read.columns.score)).toEqual(Array.from(trace.columns.score));
		expect(read.scale.toPlain()).toEqual(trace.scale.toPlain());
	});

	it('keep minimax files without exact values', () => {
		const file = fileOf(search(boardGame(ARTICLE_BOARD), minimax()));
		expect(file).not.toContain('exact');
	});

	it('refuse a value written inexactly or changed', () => {
		const file = fileOf(aimaExpectimax());
		const refused = (text: string): string => {
			try {
				readTraceJson(text);
			} catch (error) {
				if (error instanceof InputError) return error.message;
				throw error;
			}
			return 'read';
		};
		expect(refused(file.replace('"exact":"4"', '"exact":"8/2"'))).toMatch(/call 6/);
		expect(refused(file.replace('"exact":"4"', '"exact":"5"'))).toMatch(/call 6/);
		// Both changed alike: the records agree, a fresh search does not.
		expect(refused(file.replace(/"score":4,"exact":"4"/, '"score":5,"exact":"5"'))).toMatch(
			/call 6/
		);
	});
});

function diff(before: string, after: string): number {
	return [...before].findIndex((cell, index) => after[index] !== cell);
}

/** The game's calls the listings make, for JavaScript: the engine's own game under them. */
function gameApi(game: Game) {
	return {
		isMax: (at: Position) => game.isMaximizing(at),
		// A game that states its chance nodes weighs them; else the minimiser's moves are alike.
		isChance: (at: Position) =>
			game.declaresChance === true ? game.chanceWeights?.(at) !== null : !game.isMaximizing(at),
		probabilities: (at: Position) =>
			game.chanceWeights?.(at)?.map((weight) => weight.toNumber()) ??
			game.moves(at).map((_, __, moves) => 1 / moves.length),
		isOver: (at: Position) => game.isTerminal(at),
		score: (at: Position) => game.score(at),
		eval: (at: Position) => game.evaluate?.(at) ?? Number.NaN,
		moves: (at: Position) => game.moves(at),
		play: (at: Position, move: Move) => game.play(at, move)
	};
}

function listing(language: string, limit: number | null) {
	const made = searchRule('expectimax').listing?.(language, limit);
	if (made === undefined) throw new Error('expectimax has no listing');
	return made;
}

/** The JavaScript listing run as code (ours, not user input): the root's value and move. */
function runJs(game: Game, limit: number | null): { score: number; move: Move | null } {
	const text = listing('js', limit).lines.join('\n');
	const run = new Function(`${text}\nreturn expectimax;`)() as (
		api: ReturnType<typeof gameApi>,
		pos: Position,
		depth?: number
	) => { score: number; move?: Move | null };
	const { score, move = null } = run(gameApi(game), game.root, 0);
	return { score, move };
}

/** Runs the Python listing on trees given as nested lists, in python3: the root's exact value. */
const PYTHON_DRIVER = pythonTreeDriver(
	String.raw`    def __init__(self, stated): self.stated = stated`,
	String.raw`    tree = Tree(case.get('stated', False))
    value, move = ns['expectimax'](tree, (case['tree'], case['isMax']), *args)`
);

describe("expectimax's listing", () => {
	it('runs as JavaScript to the engine’s value and move, on boards and trees', () => {
		for (const board of [ARTICLE_BOARD, 'XO.X..O..', 'X...O....']) {
			for (const ai of ['X', 'O'] as const) {
				const game = boardGame(board, { ai });
				for (const limit of [null, 2]) {
					const trace = search(game, expectimax(limit));
					const ran = runJs(game, limit);
					expect(ran.move).toBe(trace.rootMove);
					expect(ran.score).toBeCloseTo(trace.rootScore, 9);
				}
			}
		}
		fc.assert(
			fc.property(randomTrees, rootKinds, (tree, root) => {
				const game = treeGame(tree, { root });
				const trace = search(game, expectimax());
				expect(runJs(game, null).score).toBeCloseTo(trace.rootScore, 9);
			}),
			{ numRuns: 100 }
		);
		// Weighted chance nodes and a min level (issue 43): the min branch, each value times its weight.
		const weighted = runJs(treeGame(LECTURE_CHANCE_TREE), null);
		expect(weighted.score).toBeCloseTo(17 / 3, 12);
		expect(weighted.move).toBe(0);
	});

	it('runs as Python (needs python3) to the engine’s exact values', () => {
		const trees = [
			'[[3,12,8],[2,4,6],[14,5,2]]',
			'[[[1,8],[6]],[[4,2],[9,3,5]]]',
			'[[3,[2,7,0.5]],[[1,1],4,[6,0]]]'
		];
		const cases = trees.flatMap((text) =>
			(['max', 'min'] as const).flatMap((root) =>
				[null, 1, 2].map((limit) => {
					const trace = search(treeGame(JSON.parse(text), { root }), expectimax(limit));
					return {
						input: {
							listing: listing('python', limit).lines.join('\n'),
							tree: JSON.parse(text) as unknown,
							isMax: root === 'max',
							depth: limit !== null,
							stated: false
						},
						expected: { value: trace.exactScore(1)?.toString(), move: trace.rootMove }
					};
				})
			)
		);
		// Weighted chance nodes and a min level (issue 43), kinds stated.
		cases.push({
			input: {
				listing: listing('python', null).lines.join('\n'),
				tree: LECTURE_CHANCE_TREE,
				isMax: true,
				depth: false,
				stated: true
			},
			expected: { value: '17/3', move: 0 }
		});
		const run = spawnSync('python3', ['-c', PYTHON_DRIVER], {
			input: JSON.stringify(cases.map(({ input }) => input)),
			encoding: 'utf8',
			timeout: 30_000
		});
		expect(run.stderr).toBe('');
		expect(JSON.parse(run.stdout)).toEqual(cases.map(({ expected }) => expected));
		expect(cases[0]?.expected).toEqual({ value: '23/3', move: 0 });
	});

	it('tags every event’s line in all three languages, and fits the panel', () => {
		for (const language of ['js', 'python', 'pseudo']) {
			for (const limit of [null, 3]) {
				const { lines, roles, titles } = listing(language, limit);
				expect(Object.keys(titles).sort()).toEqual(['en', 'zh']);
				for (const line of lines) expect(line.length).toBeLessThanOrEqual(46);
				const wanted = ['leafTest', 'leaf', 'moves', 'call', 'keep', 'keepMin', 'returnBest'];
				wanted.push('chanceMoves', 'chanceCall', 'chanceAdd', 'chanceReturn');
				if (limit !== null) wanted.push('depthTest', 'estimate');
				for (const role of wanted) expect(roles.filter((tag) => tag === role)).toHaveLength(1);
			}
		}
	});

	it('lights the chance lines at a chance node, and a line at every event', () => {
		const trace = aimaExpectimax();
		for (const language of ['js', 'python', 'pseudo'] as const) {
			const { lines } = listingFor(trace, 'en', language);
			for (let index = 0; index < eventCount(trace); index++)
				expect(codeLineAt(trace, index, language)).not.toBeNull();
			const at = (index: number) => lines[codeLineAt(trace, index, language) ?? -1];
			// FC2 is the first chance node: it starts its loop, calls FC3, adds 3, returns 23/3.
			expect(at(enterIndex(trace, 2))).toMatch(/for/);
			expect(at(tryIndex(trace, 3))).toMatch(/expectimax|EXPECTIMAX/);
			expect(at(receiveIndex(trace, 3))).toMatch(/total .*(p\[i\] \*|p \*|P\(m\) ×)/);
			// Each value was weighed as it came: the total is the average, nothing left to divide.
			expect(at(returnIndex(trace, 2))).toMatch(/return.*total/);
			expect(at(returnIndex(trace, 2))).not.toMatch(/\//);
			// FC1 is max: it keeps the better value.
			expect(at(receiveIndex(trace, 2))).toMatch(/best|v2 > v/);
		}
		expect(listingFor(trace, 'zh', 'js').title).toBe('期望极大搜索（适用于任何游戏）');
	});
});

describe('issue 43: weighted chance nodes over a min level, told and lit as computed', () => {
	const trace = search(treeGame(LECTURE_CHANCE_TREE), expectimax());
	const kinds = Array.from({ length: trace.calls }, (_, at) => trace.nodeKind(at + 1));
	const weightsOf = (call: number) => trace.chanceWeights(call)?.map(String) ?? [];
	/** The role of the line that runs, from the event and the kind of node that runs it. */
	function expectedRole(kind: string, call: number): string {
		const leaf = trace.game.isTerminal(trace.position(call));
		const own = trace.nodeKind(call);
		const parent = trace.nodeKind(trace.parent(call) ?? 1);
		if (kind === 'enter') return leaf ? 'leafTest' : own === 'chance' ? 'chanceMoves' : 'moves';
		if (kind === 'return') return leaf ? 'leaf' : own === 'chance' ? 'chanceReturn' : 'returnBest';
		if (kind === 'try') return parent === 'chance' ? 'chanceCall' : 'call';
		return parent === 'chance' ? 'chanceAdd' : parent === 'max' ? 'keep' : 'keepMin';
	}
	/** The probabilities a sentence names after "probability"/"概率", in order. */
	const named = (text: string): string[] =>
		[
			...(/(?:probabilit(?:y|ies)|概率)([^,，;；。]*)/.exec(text)?.[1] ?? '').matchAll(/\d+\/\d+/g)
		].map(([fraction]) => fraction);

	it('is the tree the issue describes: max, weighted chance, min, even chance, leaves', () => {
		expect(trace.calls).toBe(31);
		expect(kinds.slice(0, 4)).toEqual(['max', 'chance', 'min', 'chance']);
		expect([2, 17].map(weightsOf)).toEqual([
			['1/3', '2/3'],
			['1/4', '3/4']
		]);
		expect(weightsOf(4)).toEqual(['1/2', '1/2']);
		expect([1, 2, 17].map((call) => trace.exactScore(call)?.toString())).toEqual([
			'17/3',
			'17/3',
			'9/2'
		]);
	});

	for (const language of ['js', 'python', 'pseudo'] as const)
		it(`lights, in ${language}, the line of each event's own kind of node`, () => {
			const { roles, lines } = listing(language, null);
			for (let index = 0; index < eventCount(trace); index++) {
				const { kind, call } = eventAt(trace, index);
				const line = codeLineAt(trace, index, language) ?? -1;
				expect(roles[line], `${kind} FC${call}`).toBe(expectedRole(kind, call));
			}
			// The lines those roles name: the min test, the weighted sum, no division by a count.
			const text = (role: string) => lines[roles.indexOf(role)] ?? '';
			expect(text('keepMin')).toMatch(/</);
			expect(text('keep')).toMatch(/>/);
			expect(text('chanceAdd')).toMatch(/(p\[i\] \*|p \*|P\(m\) ×) (score|v2)/);
			expect(text('chanceReturn')).not.toMatch(/\//);
		});

	for (const lang of ['en', 'zh'] as const)
		it(`tells, in ${lang}, each chance node's own probabilities and never that all are alike`, () => {
			for (const granularity of ['call', 'event'] as const) {
				const steps = new StepMap(trace, granularity);
				for (let step = 0; step <= steps.last; step++) {
					const { text } = narrate(trace, steps, step, { lang });
					expect(text).not.toMatch(/every other node|equally likely|其余节点都是机会节点|概率相同/);
					const index = steps.eventOf(step);
					if (index < 0) continue;
					const { kind, call } = eventAt(trace, index);
					if (kind === 'enter' && trace.isChance(call)) {
						const weights = weightsOf(call);
						const alike = weights.every((weight) => weight === weights[0]);
						expect(named(text), `step ${step}`).toEqual(alike ? weights.slice(0, 1) : weights);
					}
					const parent = trace.parent(call) ?? 1;
					if (kind === 'receive' && trace.isChance(parent)) {
						const weight = weightsOf(parent)[trace.via(call) ?? 0];
						expect(text).toContain(`${weight} × ${trace.exactScore(call)?.toString()}`);
					}
				}
			}
		});

	it('says at step 0 and at X1 (step 2) what the issue found wrong, rightly', () => {
		const steps = new StepMap(trace, 'call');
		const at = (step: number, lang: Lang) => narrate(trace, steps, step, { lang }).text;
		expect(at(0, 'en')).toContain(
			"max nodes keep the highest value, min nodes the lowest; a chance node is worth the sum of its children's values, each times the probability on its link."
		);
		expect(at(2, 'en')).toContain(
			'FC2 (X1) starts at depth 1. A chance node: its 2 children have probabilities 1/3 and 2/3, and it returns the sum of each value times its probability.'
		);
		expect(at(2, 'zh')).toContain('它的 2 个子节点的概率依次为 1/3 和 2/3');
		expect(at(4, 'en')).toContain('each of its 2 children has probability 1/2');
	});
});

describe("expectimax's narration", () => {
	const trace = aimaExpectimax();
	const steps = new StepMap(trace, 'event');
	const said = (lang: 'en' | 'zh') =>
		Array.from({ length: steps.last + 1 }, (_, step) => narrate(trace, steps, step, { lang }).text);

	it('says the sum a chance node computes, exactly and rounded', () => {
		const at = (index: number) => narrate(trace, steps, index + 1, { lang: 'en' }).text;
		expect(at(returnIndex(trace, 2))).toContain('(3 + 12 + 8) / 3 = 23/3 ≈ 7.67');
		expect(at(returnIndex(trace, 6))).toContain('(2 + 4 + 6) / 3 = 4.');
		expect(at(enterIndex(trace, 2))).toContain(
			'A chance node: each of its 3 children has probability 1/3'
		);
		// The sum grows as the listing adds to it: each value times its probability.
		expect(at(receiveIndex(trace, 4))).toContain(
			'gets 12 back from its second child (n6) and adds 1/3 × 12 to its sum: 5 after 2 of 3.'
		);
		expect(said('en')[0]).toContain('every other node is a chance node');
		expect(said('en').at(-1)).toContain('7.67');
	});

	it('by call too: each chance node’s sum where it returns, and the values exactly (issue 43)', () => {
		const byCall = new StepMap(trace, 'call');
		const at = (step: number, lang: 'en' | 'zh' = 'en') =>
			narrate(trace, byCall, step, { lang }).text;
		expect(at(6)).toContain(
			"FC5's 8 went back to FC2, which returned its expected value, (3 + 12 + 8) / 3 = 23/3, to FC1."
		);
		expect(at(10)).toContain('which returned its expected value, (2 + 4 + 6) / 3 = 4, to FC1.');
		// The last step tells the last average too, and the root's values exactly.
		expect(at(14)).toContain(
			"FC13's 2 went back to FC10, which returned its expected value, (14 + 5 + 2) / 3 = 7, to FC1. FC1 (n1) is done with 23/3 (n2), 4 (n3) and 7 (n4)."
		);
		expect(at(6, 'zh')).toContain('期望值 (3 + 12 + 8) / 3 = 23/3');
		expect(at(14, 'zh')).toContain('期望值 (14 + 5 + 2) / 3 = 7');
	});

	it('by call, every chance node that returns in a step says its sum there, not only the last (issue 43)', () => {
		/** The chance nodes returning in each by-call step whose narration leaves out their sum. */
		function unsummed(of: Trace, lang: Lang): string[] {
			const byCall = new StepMap(of, 'call');
			// The sum worked out (a board then signs its value: "(10 + 0) / 2 = +5"); an average of
			// estimates rounded: "(4 + 7 − 1 − 1 − 1 + 4 + 4) / 7 ≈ +2.3" (V23 N17).
			const told = (call: number) =>
				`${averageSum(of, call)} ${averagedEstimate(of, call) === null ? '=' : '≈'} `;
			const missing: string[] = [];
			for (let step = 1; step <= byCall.last; step++) {
				const text = narrate(of, byCall, step, { lang }).text;
				for (let index = byCall.eventOf(step - 1) + 1; index <= byCall.eventOf(step); index++) {
					const { kind, call } = eventAt(of, index);
					if (kind !== 'return' || !of.isChance(call) || of.cutMoves(call).length > 0) continue;
					if (!text.includes(`FC${call}`) || !text.includes(told(call)))
						missing.push(`step ${step}: FC${call} ${told(call)}`);
				}
			}
			return missing;
		}
		const lecture = search(treeGame(LECTURE_CHANCE_TREE), expectimax());
		const byCall = new StepMap(lecture, 'call');
		// X1's way back at step 17: FC14's average, FC10's minimum, then X1's weighted sum.
		expect(narrate(lecture, byCall, 17, { lang: 'en' }).text).toContain(
			"FC16's 12 went back to FC14, which returned its expected value, (10 + 12) / 2 = 11, to FC10, which returned its lowest score, 7, to FC2, which returned its expected value, 1/3 × 3 + 2/3 × 7 = 17/3, to FC1."
		);
		expect(narrate(lecture, byCall, 32, { lang: 'zh' }).text).toContain('期望值 (9 + 7) / 2 = 8');
		const deep = search(
			treeGame([
				[
					[
						[1, 2],
						[3, [4, 5, 6]]
					],
					[
						[7, 8],
						[9, 10]
					]
				],
				[[[11, 12]], [13]]
			]),
			expectimax()
		);
		const traces = [
			trace,
			lecture,
			deep,
			search(connect4Game('4453'), expectimax(3)),
			search(boardGame('XO.OX....'), expectimax())
		];
		for (const of of traces)
			for (const lang of ['en', 'zh'] as const) expect(unsummed(of, lang)).toEqual([]);
	});

	it('says the same in Chinese', () => {
		const at = (index: number) => narrate(trace, steps, index + 1, { lang: 'zh' }).text;
		expect(at(returnIndex(trace, 2))).toContain('(3 + 12 + 8) / 3 = 23/3 ≈ 7.67');
		expect(at(enterIndex(trace, 2))).toContain('机会节点');
	});

	it('names a chance root and a random opponent on boards', () => {
		const root = search(
			treeGame(
				[
					[3, 12, 8],
					[2, 4, 5]
				],
				{ root: 'min' }
			),
			expectimax()
		);
		const rootSteps = new StepMap(root, 'event');
		expect(narrate(root, rootSteps, rootSteps.last, { lang: 'en' }).text).toContain(
			'The root is a chance node, so no move is chosen: it is worth the average of its outcomes, 17/2 ≈ 8.5.'
		);
		const board = search(boardGame('X...O....'), expectimax());
		const boardSteps = new StepMap(board, 'event');
		expect(narrate(board, boardSteps, 0, { lang: 'en' }).text).toContain(
			'O does not pick its best reply but plays at random'
		);
		expect(narrate(board, boardSteps, boardSteps.last, { lang: 'en' }).text).toContain(
			'the score it can expect when the other side plays at random'
		);
	});
});

describe('expectimax drawn', () => {
	const session = openSession(
		{ kind: 'tree', tree: '[[3,12,8],[2,4,6],[14,5,2]]', root: 'max' },
		'expectimax'
	);
	const stepAt = (index: number, lang: Lang = 'en') =>
		treeStep(session, { ...snapshotAt(session.trace, index), index, letters: false, lang });
	const end = eventCount(session.trace) - 1;

	it('draws a chance node round, its value exactly, its links with their probabilities', () => {
		const chance = callView(session, 2, stepAt(end));
		// As on paper (issue 43): 23/3, not 7.67.
		expect(chance).toMatchObject({ chance: true, value: '23/3', score: 23 / 3 });
		expect(chance.label).toMatch(/; a chance node, each of its 3 moves with probability 1\/3$/);
		expect(callView(session, 1, stepAt(end)).chance).toBe(false);
		// Probabilities are known from the start, on every link under a chance node only.
		expect(linkView(session, 3, stepAt(0)).probability).toBe('1/3');
		expect(linkView(session, 2, stepAt(0)).probability).toBeNull();
		expect(callView(session, 2, stepAt(end, 'zh')).label).toMatch(/机会节点/);
	});

	it('rounds long decimals to two places and keeps a value as typed', () => {
		expect([signedValue(23 / 3), signedValue(955 / 96), signedValue(-10)]).toEqual([
			'+7.67',
			'+9.95',
			'−10'
		]);
		expect([plainValue(0.125), plainValue(1.5), plainValue(0.1 * 3)]).toEqual([
			'0.125',
			'1.5',
			'0.3'
		]);
	});

	it('gives the exact fraction where there is room', () => {
		const { trace, presenter } = session;
		expect(exactCallValue(presenter, trace, 2, 'en')).toBe('23/3 ≈ 7.67');
		expect(exactCallValue(presenter, trace, 6, 'en')).toBe('4');
		const board = search(boardGame('XO.X..O..', { ai: 'O' }), expectimax());
		const caption = panelStep(
			board,
			snapshotAt(board, eventCount(board) - 1),
			presenterFor(board.game),
			'en',
			{ plays: () => 'plays', tries: () => 'tries', got: () => 'got' }
		).caption;
		expect(caption).toBe(
			`X plays at random: the position is worth ${exactCallValue(presenterFor(board.game), board, 1, 'en')} on average`
		);
	});
});

describe('expectimax drawn on a board', () => {
	it('puts each O reply’s probability on its link, by the move’s place among the moves', () => {
		const session = openSession(
			{ kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
			'expectimax'
		);
		const step = treeStep(session, {
			...snapshotAt(session.trace, 0),
			index: 0,
			letters: false,
			lang: 'en'
		});
		// FC2 (X took cell 1) is a chance node over O's cells 4 and 6 (FC3, FC4).
		expect([3, 4].map((child) => linkView(session, child, step).probability)).toEqual([
			'1/2',
			'1/2'
		]);
		expect(linkView(session, 2, step).probability).toBeNull();
	});
});

describe('the Example menu’s board where minimax and expectimax disagree', () => {
	const example = tictactoeEntry.examples.find((each) => each.id === 'chance');

	it('opens under expectimax, and minimax plays another cell there', () => {
		if (example === undefined || example.source.kind !== 'board') throw new Error('no example');
		expect(exampleSearch(example)).toBe('expectimax');
		const game = boardGame(example.source.board);
		const mine = search(game, expectimax());
		const theirs = search(game, minimax());
		// Every move draws against O's best reply: minimax keeps the first, cell 3.
		expect([theirs.rootMove, theirs.rootScore, theirs.calls]).toEqual([3, 0, 16]);
		// Against a random O, cell 5 is worth +5 on average (a win or a draw), cell 3 only 0.
		expect([mine.rootMove, mine.exactScore(1)?.toString(), mine.calls]).toEqual([5, '5', 16]);
	});

	it('side by side, an example keeps the pair shown unless either search averages', () => {
		if (example === undefined) throw new Error('no example');
		expect(searchBeside('alphabeta', 'minimax')).toBe('minimax');
		expect(searchBeside('minimax', 'pvs')).toBe('pvs');
		expect(searchBeside(exampleSearch(example), 'minimax')).toBe('expectimax');
		expect(searchBeside('alphabeta', 'expectimax')).toBe('alphabeta');
	});

	it('says so in the note at the root’s return, in both languages', () => {
		if (example === undefined || example.source.kind !== 'board') throw new Error('no example');
		const trace = search(boardGame(example.source.board), expectimax());
		const steps = new StepMap(trace, 'event');
		const at = returnIndex(trace, 1) + 1;
		expect(narrate(trace, steps, at, { lang: 'en' }).note).toBe(
			'Minimax would play cell 3: it assumes O (the human) replies at its best, and against that no move does better. Against a random O (the human), cell 5 is worth +5 on average, cell 3 only 0: a move that gives the other side a chance to go wrong pays.'
		);
		expect(narrate(trace, steps, at, { lang: 'zh' }).note).toMatch(
			/^极小化极大在这里会走 ?3 号格：.*5 号格的平均值是 \+5/
		);
		// No note where both agree: the article board.
		const article = search(boardGame(ARTICLE_BOARD), expectimax());
		const articleSteps = new StepMap(article, 'event');
		expect(
			narrate(article, articleSteps, returnIndex(article, 1) + 1, { lang: 'en' }).note
		).toBeNull();
	});
});

describe('expectimax on paper', () => {
	it('writes an average as its fraction in the figure, a whole value as it is', () => {
		const trace = aimaExpectimax();
		const source = figureSourceOf(trace);
		if (source === null) throw new Error('no layout');
		const figure = figureAtStep(source, lastStep(trace), { answerBoxes: false, labels: 'none' });
		const tikz = figureTikz(figure);
		expect(tikz).toContain('(n1) at (4.73,-0.48) {23/3}');
		expect(tikz).not.toContain('7.666');
		expect(figureSvg(figure)).toContain('>23/3</text>');
		expect(figure.nodes.map((node) => node.value?.fraction ?? null).filter(Boolean)).toEqual([
			'23/3',
			'23/3'
		]);
	});
});

describe('expectimax summary files', () => {
	it('check the exact value too', () => {
		const trace = aimaExpectimax();
		const summary = [...traceJsonChunks(trace, { summary: true })].join('');
		expect(summary).toContain('"score":7.666666666666667,"exact":"23/3"');
		expect(verifyTraceFile(readTrace(summary))).toBeNull();
		expect(verifyTraceFile(readTrace(summary.replace('"23/3"', '"22/3"')))).toEqual({
			kind: 'figure',
			field: 'exact',
			found: '22/3',
			expected: '23/3'
		});
	});
});

// Expectimax on Connect Four at depth limit 2 (`?game=connect4&moves=434343&depth=2`): FC2 averages
// seven values, six of them estimates ("≈ +5"). It was told, and its card drawn, as the exact
// "−122/7", a fraction of heuristic scores (V23 N17): it now reads rounded and marked, "≈ −17.4",
// while a tree of exact values keeps its fraction (Figure 5.2's 23/3).
describe('an average of estimates reads rounded and marked, an exact one as a fraction', () => {
	const game = connect4Game('434343');
	const trace = search(game, expectimax(2));
	const presenter = presenterFor(game);
	const byCall = new StepMap(trace, 'call');
	const byEvent = new StepMap(trace, 'event');
	const sum = '(5 + 7 − 134 − 16 + 6 + 5 + 5) / 7';

	it('by call, FC2’s sum on the way back, in both languages', () => {
		expect(narrate(trace, byCall, 10, { lang: 'en' }).text).toContain(
			`FC2, which returned its expected value, ${sum} ≈ −17.4, to FC1.`
		);
		expect(narrate(trace, byCall, 10, { lang: 'zh' }).text).toContain(
			`FC2，后者把期望值 ${sum} ≈ −17.4 返回给 FC1。`
		);
	});

	it('by event, FC2’s return and the sum it holds on the way', () => {
		const returned = (lang: Lang) =>
			narrate(trace, byEvent, returnIndex(trace, 2) + 1, { lang }).text;
		expect(returned('en')).toContain(`so it returns their average: ${sum} ≈ −17.4.`);
		expect(returned('zh')).toContain(`所以返回它们的平均值：${sum} ≈ −17.4。`);
		expect(narrate(trace, byEvent, receiveIndex(trace, 4) + 1, { lang: 'en' }).text).toContain(
			'adds 1/7 × 7 to its sum: ≈ 1.7 after 2 of 7.'
		);
	});

	it('the cards and the call stack: FC2 ≈ −17.4, FC18 ≈ +23.4; an estimate as before', () => {
		expect([2, 18, 3].map((call) => cardValue(presenter, trace, call, 'en'))).toEqual([
			'≈ −17.4',
			'≈ +23.4',
			'≈ +5'
		]);
		expect(exactCallValue(presenter, trace, 18, 'zh')).toBe('≈ +23.4');
	});

	it('a root whose value is an average of estimates says so at the end', () => {
		const root = search(connect4Game('4343'), expectimax(2));
		const steps = new StepMap(root, 'call');
		expect(narrate(root, steps, steps.last, { lang: 'en' }).text).toContain(
			'X plays column 4, score ≈ +15.6: an estimate'
		);
	});

	it('Figure 5.2’s exact average keeps its fraction', () => {
		const aima = aimaExpectimax();
		const tree = presenterFor(aima.game);
		expect(cardValue(tree, aima, 2, 'en')).toBe('23/3');
		expect(narrate(aima, new StepMap(aima, 'call'), 6, { lang: 'en' }).text).toContain(
			'(3 + 12 + 8) / 3 = 23/3, to FC1'
		);
	});
});
