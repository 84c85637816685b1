import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pythonTreeDriver } from '../../python-tree';
import {
	plainSearch,
	searchRule,
	type Game,
	type Move,
	type Position,
	type Trace
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import {
	eventAt,
	eventCount,
	receiveIndex,
	receiveRule,
	returnIndex
} from '../../../src/lib/engine/events';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { codeLineAt, listingFor, ruleAt, StepMap } from '../../../src/lib/player';
import { narrate } from '../../../src/lib/player/narration';
import { ARTICLE_BOARD } from '../traces';
import { LECTURE_CHANCE_TREE } from '../../trees';
import { strayLatin } from '../../latin';
import { EXPECTIMAX_BOUNDED } from '../../../src/lib/searches/expectimax-bounded';
import { searchDetails } from '../../../src/lib/engine/search-catalog';

/**
 * Expectimax with bounds as the page shows it: its listings run to the engine's values, the lines
 * its events light, the bound arithmetic its note tells, and its trace files with exact windows.
 */

const bounded = (depthLimit: number | null = null) => ({
	...plainSearch('expectimax-bounded'),
	depthLimit
});

/** AIMA's Figure 5.2 read as chance nodes, with the bounds [0, 15]: FC6 cuts its third outcome. */
const AIMA = '{"bounds":[0,15],"children":[[3,12,8],[2,4,6],[14,5,2]]}';
const aima = (): Trace => search(parseTree(AIMA), bounded());

/** Issue 43's tree of weighted chance nodes over a min level, with the bounds [0, 15]. */
const LECTURE = JSON.stringify({ bounds: [0, 15], children: LECTURE_CHANCE_TREE });

function listing(language: string, limit: number | null, cut?: 'ge' | 'gt') {
	const made = searchRule('expectimax-bounded').listing?.(language, limit, cut);
	if (made === undefined) throw new Error('expectimax-bounded has no listing');
	return made;
}

/** The game's calls the listings make, for JavaScript: the engine's own game under them. */
function gameApi(game: Game, limit: number | null) {
	const bounds = game.valueBounds?.(limit !== null) ?? null;
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
		play: (at: Position, move: Move) => game.play(at, move),
		bounds: () => bounds
	};
}

/** The JavaScript listing run as code (ours, not user input), from the window [L, U]. */
function runJs(game: Game, limit: number | null) {
	const run = new Function(`${listing('js', limit).lines.join('\n')}\nreturn star1;`)() as (
		...args: unknown[]
	) => { score: number; move?: Move | null };
	const api = gameApi(game, limit);
	const [low, high] = api.bounds() ?? [-Infinity, Infinity];
	const args = limit === null ? [low, high] : [0, low, high];
	const { score, move = null } = run(api, game.root, ...args);
	return { score, move };
}

const PYTHON_DRIVER = pythonTreeDriver(
	String.raw`    def __init__(self, bounds, stated): self.b, self.stated = bounds, stated
    def bounds(self): return Fraction(self.b[0]), Fraction(self.b[1])`,
	String.raw`    game = Tree(case['bounds'], case.get('stated', False))
    low, high = game.bounds()
    value, move = ns['star1'](game, (case['tree'], True), *args, low, high)`
);

describe("expectimax with bounds' listing", () => {
	it('runs as JavaScript to the engine’s value and move on boards', () => {
		for (const board of [ARTICLE_BOARD, 'XO.X..O..', 'X...O....', '.........']) {
			for (const ai of ['X', 'O'] as const) {
				const game = boardGame(board, { ai });
				for (const limit of board === '.........' ? [2] : [null, 2]) {
					const trace = search(game, bounded(limit));
					const ran = runJs(game, limit);
					expect(ran.move).toBe(trace.rootMove);
					expect(ran.score).toBeCloseTo(trace.rootScore, 9);
				}
			}
		}
		// Weighted chance nodes and a min level (issue 43): the min branch, each value times its weight.
		const lecture = runJs(parseTree(LECTURE), null);
		expect(lecture.score).toBeCloseTo(17 / 3, 12);
		expect(lecture.move).toBe(0);
	});

	it('runs as Python (needs python3) to the engine’s exact values', () => {
		const trees: [string, [number, number]][] = [
			['[[3,12,8],[2,4,6],[14,5,2]]', [0, 15]],
			['[[[1,8],[6]],[[4,2],[9,3,5]]]', [0, 9]],
			['[[3,[2,7,0.5]],[[1,1],4,[6,0]]]', [-1, 8]]
		];
		const cases = trees.flatMap(([text, bounds]) =>
			[null, 1, 2].map((limit) => {
				const tree = JSON.stringify({ bounds, children: JSON.parse(text) as unknown });
				const trace = search(parseTree(tree), bounded(limit));
				return {
					input: {
						listing: listing('python', limit).lines.join('\n'),
						tree: JSON.parse(text) as unknown,
						bounds,
						depth: limit !== null,
						stated: false
					},
					expected: { value: trace.exactScore(1)?.toString(), move: trace.rootMove }
				};
			})
		);
		// Weighted chance nodes and a min level (issue 43), kinds stated.
		cases.push({
			input: {
				listing: listing('python', null).lines.join('\n'),
				tree: LECTURE_CHANCE_TREE,
				bounds: [0, 15],
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

	it('tags every event’s line once in all three languages, fits the panel, and follows the cut rule', () => {
		for (const language of ['js', 'python', 'pseudo']) {
			for (const limit of [null, 3]) {
				const { lines, roles, titles } = listing(language, limit);
				expect(Object.keys(titles).sort()).toEqual(['en', 'zh']);
				for (const line of lines) expect(line.length).toBeLessThanOrEqual(46);
				const wanted = ['leafTest', 'leaf', 'moves', 'call', 'keep', 'keepMin', 'cut'];
				wanted.push('returnBest');
				wanted.push(
					'chanceMoves',
					'chanceCall',
					'chanceAdd',
					'failLow',
					'failHigh',
					'chanceReturn'
				);
				if (limit !== null) wanted.push('depthTest', 'estimate');
				for (const role of wanted) expect(roles.filter((tag) => tag === role)).toHaveLength(1);
			}
			const strict = listing(language, null, 'gt');
			const at = (role: string) => strict.lines[strict.roles.indexOf(role)] ?? '';
			expect(at('cut')).toMatch(/alpha > beta|α > β/);
			expect(at('failLow')).toMatch(/v2? < (a|A)/);
		}
	});

	it('lights the fail-low line where a chance node stops, and a line at every event', () => {
		const trace = aima();
		for (const language of ['js', 'python', 'pseudo'] as const) {
			const { lines } = listingFor(trace, 'en', language);
			for (let index = 0; index < eventCount(trace); index++)
				expect(codeLineAt(trace, index, language)).not.toBeNull();
			const at = (index: number) => lines[codeLineAt(trace, index, language) ?? -1];
			expect(at(receiveIndex(trace, 7))).toMatch(/sum|total/);
			expect(at(receiveIndex(trace, 8))).toMatch(/if v2? <= a|if \(v <= a\)|if v2 ≤ A/);
			expect(at(returnIndex(trace, 6))).toBe(at(receiveIndex(trace, 8)));
		}
		expect(listingFor(trace, 'zh', 'js').title).toBe('有界期望极大搜索（Star1，适用于任何游戏）');
		// Its Chinese names leave nothing untranslated (Star1 is Ballard's own name for it).
		const zh = {
			...EXPECTIMAX_BOUNDED.names.zh,
			...searchDetails('expectimax-bounded').messages.zh
		};
		const names = [zh.menu, zh.name, zh.row?.name, zh.row?.detail, zh.status].map(String);
		expect(names.flatMap(strayLatin)).toEqual([]);
	});

	it('lights, on weighted chance nodes over a min level, the line of each event’s own node', () => {
		const trace = search(parseTree(LECTURE), bounded());
		expect([trace.calls, trace.exactScore(1)?.toString()]).toEqual([28, '17/3']);
		for (const language of ['js', 'python', 'pseudo'] as const) {
			const { lines, roles } = listing(language, null);
			const text = (role: string) => lines[roles.indexOf(role)] ?? '';
			expect(text('keepMin')).toMatch(/</);
			expect(text('chanceAdd')).toMatch(/(p \*|P\(m\) ×) (v|v2);?$/);
			expect(text('chanceMoves')).not.toMatch(/1 \/ /);
			const seen = new Set<string>();
			for (let index = 0; index < eventCount(trace); index++) {
				const { kind, call } = eventAt(trace, index);
				const role = roles[codeLineAt(trace, index, language) ?? -1] ?? '';
				const parent = trace.nodeKind(trace.parent(call) ?? 1);
				// A value that moves the window lights the line setting that bound (V23 F1).
				const change = receiveRule(trace, call)?.change;
				const moved = change === 'raise-alpha' ? 'raiseAlpha' : 'lowerBeta';
				if (kind === 'receive' && role !== 'cut' && !role.startsWith('fail'))
					expect(role, `receive FC${call}`).toBe(
						parent === 'chance'
							? 'chanceAdd'
							: change !== undefined && change !== 'keep'
								? moved
								: parent === 'max'
									? 'keep'
									: 'keepMin'
					);
				seen.add(role);
			}
			expect([...seen].sort()).toEqual([
				...['call', 'chanceAdd', 'chanceCall', 'chanceMoves', 'chanceReturn', 'cut', 'keep'],
				...['keepMin', 'leaf', 'leafTest', 'lowerBeta', 'moves', 'raiseAlpha', 'returnBest']
			]);
		}
	});
});

describe("expectimax with bounds' narration", () => {
	const trace = aima();
	const steps = new StepMap(trace, 'event');
	const at = (index: number, lang: 'en' | 'zh') => narrate(trace, steps, index + 1, { lang });

	it('tells the bounds after each outcome, and the next window', () => {
		expect(at(receiveIndex(trace, 7), 'en').note).toBe(
			"1/3 of FC6's outcomes are in: it is worth at most 2/3 + 2/3 × 15 = 32/3, above α = 23/3, and at least 2/3 + 2/3 × 0 = 2/3, below β = 15: the rest can still matter, and the next outcome is searched in [6, 15]."
		);
		expect(at(receiveIndex(trace, 7), 'zh').note).toBe(
			'FC6 已得到 1/3 的结果：它的值至多为 2/3 + 2/3 × 15 = 32/3，高于 α = 23/3；至少为 2/3 + 2/3 × 0 = 2/3，低于 β = 15：其余结果仍然有影响，下一个结果在 [6, 15] 中搜索。'
		);
	});

	it('tells the cut with its arithmetic, and the bound the node returns', () => {
		expect(at(receiveIndex(trace, 8), 'en').note).toBe(
			'2/3 of the outcomes give at most (2 + 4)/3 + 1/3 × 15 = 7 ≤ α = 23/3: even if the rest were all worth 15, the choice above FC6 stands, so the rest cannot matter: cut its third child (n10).'
		);
		expect(at(receiveIndex(trace, 8), 'zh').note).toBe(
			'已得到 2/3 的结果，值至多为 (2 + 4)/3 + 1/3 × 15 = 7 ≤ α = 23/3：即使其余结果都取 15，FC6 上一层的选择也不会变，所以其余结果无关紧要：剪掉第三个子节点（n10）。'
		);
		expect(at(returnIndex(trace, 6), 'en').text).toBe(
			'FC6 stops after 2 of its 3 outcomes and returns 7, a bound: its value is at most that, which is all its caller needs to know.'
		);
		expect(at(returnIndex(trace, 6), 'zh').text).toContain('返回界值 7');
		// The alpha-beta rule line says nothing of a chance node's receive: the note does.
		expect(ruleAt(trace, receiveIndex(trace, 8), { lang: 'en' })).toBeNull();
	});

	it('writes every negative with the minus sign U+2212, never a hyphen', () => {
		// FC2 goes on with −2 and −6 in; FC6 cuts after −8 and −9 and returns its bound −7/3.
		const negative = search(
			parseTree('{"bounds":[-10,10],"children":[[-2,-6,4],[-8,-9,9]]}'),
			bounded()
		);
		const negativeSteps = new StepMap(negative, 'event');
		const told = (index: number, lang: 'en' | 'zh') =>
			narrate(negative, negativeSteps, index + 1, { lang });
		expect(told(receiveIndex(negative, 4), 'en').note).toBe(
			"2/3 of FC2's outcomes are in: it is worth at most (−2 + (−6))/3 + 1/3 × 10 = 2/3, above α = −10, and at least (−2 + (−6))/3 + 1/3 × (−10) = −6, below β = 10: the rest can still matter, and the next outcome is searched in [−10, 10]."
		);
		expect(told(receiveIndex(negative, 4), 'zh').note).toBe(
			'FC2 已得到 2/3 的结果：它的值至多为 (−2 + (−6))/3 + 1/3 × 10 = 2/3，高于 α = −10；至少为 (−2 + (−6))/3 + 1/3 × (−10) = −6，低于 β = 10：其余结果仍然有影响，下一个结果在 [−10, 10] 中搜索。'
		);
		expect(told(receiveIndex(negative, 7), 'en').note).toContain('in [−6, 10].');
		expect(told(receiveIndex(negative, 8), 'en').note).toBe(
			'2/3 of the outcomes give at most (−8 + (−9))/3 + 1/3 × 10 = −7/3 ≤ α = −4/3: even if the rest were all worth 10, the choice above FC6 stands, so the rest cannot matter: cut its third child (n9).'
		);
		expect(told(returnIndex(negative, 6), 'en').text).toContain('returns −7/3, a bound');
		expect(told(returnIndex(negative, 6), 'zh').text).toContain('返回界值 −7/3');
		for (let index = 0; index < eventCount(negative); index++)
			for (const lang of ['en', 'zh'] as const) {
				const { text, note } = told(index, lang);
				expect(`${text} ${note ?? ''}`, `event ${index} ${lang}`).not.toMatch(/-\d/);
			}
	});

	it('writes a lone fraction over the count as a product, not "3/2/2"', () => {
		// FC2's first outcome (FC3, a chance node below a max node) is worth 3/2.
		const deep = search(
			parseTree('{"bounds":[0,15],"children":[[[[1,2]],[[3,8]]],[[[4,4]],[[2,2]]]]}'),
			bounded()
		);
		const deepSteps = new StepMap(deep, 'event');
		const told = (lang: 'en' | 'zh') =>
			narrate(deep, deepSteps, receiveIndex(deep, 3) + 1, { lang }).note;
		expect(told('en')).toBe(
			"1/2 of FC2's outcomes are in: it is worth at most 1/2 × 3/2 + 1/2 × 15 = 33/4, above α = 0, and at least 1/2 × 3/2 + 1/2 × 0 = 3/4, below β = 15: the rest can still matter, and the next outcome is searched in [0, 15]."
		);
		expect(told('zh')).toContain('至多为 1/2 × 3/2 + 1/2 × 15 = 33/4');
		expect(told('zh')).toContain('至少为 1/2 × 3/2 + 1/2 × 0 = 3/4');
	});

	it('opens with the bounds as the root’s window, and by call stops at the cut', () => {
		const board = search(boardGame(ARTICLE_BOARD), bounded());
		expect(narrate(board, new StepMap(board, 'call'), 0, { lang: 'en' }).text).toContain(
			'Expectimax with bounds opens with alpha = −10, beta = 10.'
		);
		expect(narrate(board, new StepMap(board, 'call'), 0, { lang: 'zh' }).text).toContain(
			'有界期望极大搜索的初始窗口为 α = −10，β = 10。'
		);
		const byCall = new StepMap(trace, 'call');
		// FC8's step ends where its value makes FC6 stop, not past it.
		expect(byCall.eventOf(8)).toBe(receiveIndex(trace, 8));
		expect(narrate(trace, byCall, 8, { lang: 'en' }).note).toContain('cannot matter: cut');
	});
});
