import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { InputError, type Game, type SearchSettings } from '../../../src/lib/engine/index';
import { checkSettings } from '../../../src/lib/engine/search-settings';
import { search } from '../../../src/lib/engine/run';
import { countSearch } from '../../../src/lib/engine/compare';
import { CountingRecorder } from '../../../src/lib/engine/counter';
import { enterIndex, receiveIndex, returnIndex, tryIndex } from '../../../src/lib/engine/events';
import { readTraceJson } from '../../../src/lib/engine/import';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { treeGame } from '../../../src/lib/games/tree/rules';
import { searchMinimax } from '../../../src/lib/searches/minimax/rule';
import { searchIterative, type IterationSearch } from '../../../src/lib/searches/iterative/rule';
import { attemptsOf, iterationsOf } from '../../../src/lib/searches/iterative/iterations';
import { iterationTable } from '../../../src/lib/searches/iterative/table';
import { readQuery, writeQuery } from '../../../src/lib/player/query';
import { settleSearch } from '../../../src/lib/player/settle';
import { codeLineAt, listingFor } from '../../../src/lib/player';
import { StepMap } from '../../../src/lib/player/steps';
import { DrawnTree } from '../../../src/lib/player/drawn';
import { narrate } from '../../../src/lib/player/narration';
import { refBoard, refSearch, refTree, type RefGame } from '../reference';
import { ARTICLE_BOARD } from '../../articles';
import { MESSAGES } from '../../../src/lib/i18n';
import { WORDS } from '../../../src/lib/searches/iterative/messages';

/**
 * Iterative deepening (`iterative`) and its aspiration windows (`aspiration=D`) against the
 * reference in tests/unit/reference.ts (strings, nested arrays and plain recursion, nothing
 * shared with the engine's search), against minimax's value, and against the depth-limited
 * searches it is made of.
 */

type Tree = number | Tree[];

const iterative = (depthLimit: number | null, aspiration?: number): SearchSettings => ({
	algorithm: 'iterative',
	depthLimit,
	symmetry: false,
	...(aspiration === undefined ? {} : { options: { aspiration } })
});

/** The reference's view of an engine game (Connect Four): its rules, the search apart. */
function refOfGame(game: Game): RefGame<number> {
	const children = (position: number) =>
		game.moves(position).map((move) => game.play(position, move));
	return {
		root: game.root,
		children,
		orderedChildren: children,
		isMax: (position) => game.isMaximizing(position),
		value: (position) => game.score(position),
		evaluate: (position) => game.evaluate?.(position) ?? Number.NaN,
		key: (position) => String(position)
	};
}

/** Trees of depth 1..4, values -9..9 (some ties), as fast-check grows them. */
const trees = fc
	.letrec<{ tree: Tree }>((tie) => ({
		tree: fc.oneof(
			{ depthSize: 'small', withCrossShrink: true },
			fc.integer({ min: -9, max: 9 }),
			fc.array(tie('tree'), { minLength: 1, maxLength: 4 })
		)
	}))
	.tree.filter((tree): tree is Tree[] => Array.isArray(tree));

describe('iterative deepening against the reference', () => {
	it("returns minimax's value and the reference's calls on random trees, with and without aspiration", () => {
		fc.assert(
			fc.property(trees, fc.constantFrom(undefined, 1, 2, 5), (tree, width) => {
				const game = treeGame(tree);
				const reference = refTree(tree);
				const value = refSearch(reference, 'minimax').score;
				const counts = countSearch(game, iterative(null, width));
				const expected = refSearch(reference, 'iterative', {
					...(width === undefined ? {} : { aspiration: width })
				});
				expect(counts).toMatchObject(expected);
				expect(counts.score).toBe(value);
				// The strict cut rule searches more, to the same value.
				const strict = countSearch(game, { ...iterative(null, width), cut: 'gt' });
				expect(strict.score).toBe(value);
				expect(strict.calls).toBeGreaterThanOrEqual(counts.calls);
			}),
			{ numRuns: 300 }
		);
	});

	it('makes the pinned calls on Connect Four 1443 (the deep-threat example) at depth 6, as the reference does', () => {
		const game = connect4Game('1443');
		const reference = refOfGame(game);
		const plain = countSearch(game, iterative(6));
		const aspired = countSearch(game, iterative(6, 1));
		expect([plain.calls, aspired.calls]).toEqual([12_994, 14_407]);
		expect(plain).toMatchObject(refSearch(reference, 'iterative', { depthLimit: 6 }));
		expect(aspired).toMatchObject(
			refSearch(reference, 'iterative', { depthLimit: 6, aspiration: 1 })
		);
		// Minimax's value at depth 6, and alpha-beta's calls for comparison.
		const minimax = countSearch(game, { algorithm: 'minimax', depthLimit: 6, symmetry: false });
		const alphabeta = countSearch(game, { algorithm: 'alphabeta', depthLimit: 6, symmetry: false });
		expect([plain.score, aspired.score]).toEqual([minimax.score, minimax.score]);
		expect(alphabeta.calls).toBe(17_263);
	});

	it('makes the pinned calls on the empty board and the article board, as the reference does', () => {
		const cases = [
			['.........', undefined, 48_127],
			['.........', 1, 59_577],
			[ARTICLE_BOARD, undefined, 18],
			[ARTICLE_BOARD, 1, 18]
		] as const;
		for (const [board, width, calls] of cases) {
			const counts = countSearch(boardGame(board), iterative(null, width));
			const reference = refSearch(refBoard(board), 'iterative', {
				...(width === undefined ? {} : { aspiration: width })
			});
			expect([counts.calls, reference.calls]).toEqual([calls, calls]);
		}
	});
});

describe('iterative deepening over depth-limited minimax', () => {
	const minimaxIteration: IterationSearch = (game, root, recorder, run) =>
		searchMinimax(game, root, recorder, {
			at: { parent: run.parent, depth: 1 },
			depthLimit: run.depthLimit,
			order: run.order
		});

	/** The driver's call plus minimax's calls at depth 1, 2, … up to the first that meets no limit. */
	function summed(game: Game, limit: number): number {
		let total = 1;
		for (let depth = 1; depth <= limit; depth++) {
			const counts = countSearch(game, {
				algorithm: 'minimax',
				depthLimit: depth,
				symmetry: false
			});
			total += counts.calls;
			if (counts.estimates === 0) break;
		}
		return total;
	}

	it.each([
		['the empty board', boardGame('.........'), null, 1_290_115],
		["the article's board", boardGame(ARTICLE_BOARD), null, 22],
		['Connect Four 1443 at depth 4', connect4Game('1443'), 4, 3_267]
	] as const)(
		'makes the sum of the depth-limited searches’ calls plus its driver’s on %s',
		(_name, game, depthLimit, pinned) => {
			const counter = new CountingRecorder(game, true);
			searchIterative(game, game.root, counter, { depthLimit, iteration: minimaxIteration });
			const expected = summed(game, depthLimit ?? Infinity);
			expect([counter.calls, expected]).toEqual([pinned, pinned]);
		}
	);
});

describe('the iterations read back from a trace', () => {
	it("hold each iteration's value at its depth, its calls, and the re-searches aspiration caused", () => {
		const game = boardGame('.........');
		// Minimax's value at each depth, counted once for both widths.
		const minimaxAt = new Map<number, number>();
		const minimaxScore = (plies: number) =>
			minimaxAt.get(plies) ??
			minimaxAt
				.set(
					plies,
					countSearch(game, { algorithm: 'minimax', depthLimit: plies, symmetry: false }).score
				)
				.get(plies);
		const aspiration = search(game, iterative(null, 1));
		for (const trace of [search(game, iterative(null)), aspiration]) {
			const iterations = iterationsOf(trace);
			expect(iterations.map(({ plies }) => plies)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
			expect(1 + iterations.reduce((sum, { calls }) => sum + calls, 0)).toBe(trace.calls);
			for (const { plies, value, best, line, attempts } of iterations) {
				expect(value).toBe(minimaxScore(plies));
				expect(line[0]).toBe(best);
				// A fail-soft value bounds the true one, so one re-search always settles it.
				expect(attempts.length).toBeLessThanOrEqual(2);
				expect(attempts.at(-1)?.fail).toBeNull();
			}
			expect(trace.rootScore).toBe(0);
		}
		const aspired = attemptsOf(aspiration);
		// The values run 4, 1, 3, 1, 3, 1, 2, 0, 0: ±1 around each fails iterations 2 to 8, low and
		// high in turn (8 falls from 1 to 0), each searched again once; 9 lands inside [−1, 1].
		expect(aspired.map(({ fail }) => fail)).toEqual([
			null,
			...['low', 'high', 'low', 'high', 'low', 'high', 'low'].flatMap((fail) => [fail, null]),
			null
		]);
		expect(aspired.map(({ research }) => research).filter(Boolean)).toHaveLength(7);
	});
});

describe('the cuts drawn in each iteration', () => {
	it("save what minimax would make at that iteration's depth, beyond the iteration's calls", () => {
		for (const [game, limit] of [
			[connect4Game('1443'), 4],
			[boardGame('X...O....'), null]
		] as const) {
			const trace = search(game, iterative(limit, 1));
			const drawn = new DrawnTree(trace, { expand: false });
			for (const attempt of attemptsOf(trace)) {
				const last = trace.lastDescendant(attempt.call);
				const saved = drawn.branches
					.filter(({ parent }) => parent >= attempt.call && parent <= last)
					.reduce((sum, branch) => sum + branch.saved, 0);
				const minimax = countSearch(game, {
					algorithm: 'minimax',
					depthLimit: attempt.plies,
					symmetry: false
				});
				expect(attempt.calls + saved).toBe(minimax.calls);
			}
		}
	});
});

describe('the driver and its iterations told', () => {
	const trace = search(connect4Game('1443'), iterative(4, 1));
	const steps = new StepMap(trace, 'event');
	const said = (index: number, lang: 'en' | 'zh') =>
		narrate(trace, steps, steps.stepOf(index), { lang });
	const line = (index: number) =>
		listingFor(trace, 'en', 'js').lines[codeLineAt(trace, index) ?? -1];

	it('in the narration, the note and the code line, in English and Chinese', () => {
		// FC1, the driver; FC10 starts iteration 2; FC25 searches it again after its fail low.
		expect(said(enterIndex(trace, 1), 'en').text).toBe(
			"FC1 runs iterative deepening here: alpha-beta 1 move deep, then 2, 3, … up to 4 moves, each iteration trying the last one's best line first. From the second iteration on, the window starts at [v − 1, v + 1] around the last value v."
		);
		expect(line(enterIndex(trace, 1))).toBe('  for (let d = 1; d <= limit; d++) {');
		expect(said(tryIndex(trace, 10), 'en').text).toBe(
			"Iteration 2 begins: FC10 searches 2 moves deep, trying column 4 first: the last iteration's best."
		);
		expect(said(tryIndex(trace, 10), 'zh').text).toBe(
			'第 2 轮开始：FC10 搜索 2 步深，先试第 4 列：上一轮的最佳走法。'
		);
		expect(line(tryIndex(trace, 10))).toBe('    let r = alphabeta(game, root, 1, d,');
		expect(said(receiveIndex(trace, 10), 'en').text).toBe(
			"Iteration 2's +9 is at or under α = +12: it failed low, so the true value is at most +9 and the iteration is searched again."
		);
		expect(line(receiveIndex(trace, 10))).toBe('    if (r.score <= a || r.score >= b)');
		expect(line(tryIndex(trace, 25))).toBe('      r = alphabeta(game, root, 1, d,');
		expect(said(enterIndex(trace, 25), 'en')).toEqual({
			text: 'FC25 searches iteration 2 again, with the window [−∞, +14]: the first try failed low, its +9 at or under α = +12.',
			named: [25],
			note: 'Iteration 2: 2 moves deep, searched again after a fail.',
			// A phone's brief telling says the same: the step's own event is all it tells.
			short:
				'FC25 searches iteration 2 again, with the window [−∞, +14]: the first try failed low, its +9 at or under α = +12.'
		});
		expect(said(returnIndex(trace, 1), 'en').text).toContain(
			"FC1 returns the last iteration's −2 and column 5, after 4 iterations."
		);
		expect(line(returnIndex(trace, 1))).toBe('  return { score, move: line[0] };');
	});

	it('lists each call’s moves in the order it tries them, and says why only where it reorders', () => {
		const byCall = new StepMap(trace, 'call');
		const columns = /will try, in order, columns ([\d, ]+) and (\d)/;
		let reordered = 0;
		for (let call = 2; call <= trace.calls; call++) {
			const text = narrate(trace, byCall, call, { lang: 'en' }).text;
			const listed = columns.exec(text);
			if (listed === null || trace.kind(call) !== 'searched') continue;
			const told = `${listed[1]}, ${listed[2]}`.split(', ').map(Number);
			const tried = trace.children(call).map((child) => (trace.via(child) ?? -1) + 1);
			expect(told.slice(0, tried.length), `FC${call}`).toEqual(tried);
			expect(text).not.toContain('centre first');
			if (text.includes('its previous search found here')) reordered++;
		}
		expect(reordered).toBe(6);
		// FC11 (issue 43) tries column 1 first, in the board's order, and says no other.
		expect(narrate(trace, byCall, 11, { lang: 'en' }).text).toContain(
			'it will try, in order, columns 1, 2, 3, 4, 5, 6 and 7. Window: alpha = +12, beta = +14.'
		);
		expect(narrate(trace, byCall, 63, { lang: 'zh' }).text).toContain(
			'第 4 列是它上一次搜索在这里找到的最佳走法，排在最前'
		);
	});

	it('gives a call at an iteration’s limit its moves, which the limit counts, and the level the strip shows', () => {
		const board = search(boardGame(ARTICLE_BOARD), iterative(null, 1));
		const byCall = new StepMap(board, 'call');
		expect([board.depth(11), board.plies(11), board.kind(11)]).toEqual([3, 2, 'estimated']);
		expect(narrate(board, byCall, 11, { lang: 'en' }).text).toContain(
			'FC11 is 2 moves from the root, on level 3 (level 0 is the driver), the depth limit'
		);
		expect(narrate(board, byCall, 11, { lang: 'zh' }).text).toContain(
			'FC11 距根 2 步，在第 3 层（第 0 层是驱动调用），即深度限制'
		);
		// Its caller counts the same way (issue 43: "starts at depth 2" read as two moves deep).
		expect(narrate(board, byCall, 10, { lang: 'en' }).text).toContain(
			'FC10 starts 1 move from the root, on level 2 (level 0 is the driver), after X took cell 6.'
		);
		expect(narrate(board, byCall, 10, { lang: 'zh' }).text).toContain(
			'FC10 开始执行，距根 1 步，在第 2 层（第 0 层是驱动调用）'
		);
		// One move from the root is "1 move", never "1 moves".
		const oneMove = Array.from({ length: board.calls }, (_, at) => at + 1).find(
			(call) => board.plies(call) === 1 && board.kind(call) === 'estimated'
		);
		expect(oneMove).toBeDefined();
		const said = narrate(board, byCall, oneMove ?? 0, { lang: 'en' }).text;
		expect(said).toContain(
			`FC${oneMove} is 1 move from the root, on level 2 (level 0 is the driver), the depth limit`
		);
		// By event, its start says the same: iteration 2's limit is 2 moves, as its note says.
		const byEvent = new StepMap(board, 'event');
		const start = byEvent.stepOf(enterIndex(board, 11));
		expect(narrate(board, byEvent, start, { lang: 'en' })).toEqual({
			text: 'FC11 starts 2 moves from the root, on level 3 (level 0 is the driver), which is the depth limit: it will try no move and estimate its position instead.',
			named: [11],
			note: 'Iteration 2: 2 moves deep.',
			// A phone's brief telling says the same: the step's own event is all it tells.
			short:
				'FC11 starts 2 moves from the root, on level 3 (level 0 is the driver), which is the depth limit: it will try no move and estimate its position instead.'
		});
		expect(narrate(board, byEvent, start, { lang: 'zh' }).text).toBe(
			'FC11 在距根 2 步、第 3 层（第 0 层是驱动调用）开始执行，这正是深度限制：它不尝试任何一步，而是估计自己的局面。'
		);
		// Iteration 2's aspiration window [+9, +11] around +10, widened: the board's scores and
		// estimates hold nothing between +8 and +9, nor above +10.
		expect([board.alpha(6), board.beta(6)]).toEqual([8, Infinity]);
		const enter6 = byEvent.stepOf(enterIndex(board, 6));
		expect(narrate(board, byEvent, enter6, { lang: 'en' }).text).toBe(
			"FC6 is iteration 2's alpha-beta, 2 moves deep, with the window [+8, +∞]. That is the aspiration window [+9, +11] around the last value +10, widened to the nearest values a search can return: none lies between the ends of the two, so the search decides as it would on [+9, +11]."
		);
		expect(narrate(board, byEvent, enter6, { lang: 'zh' }).text).toBe(
			'FC6 是第 2 轮的 α-β 剪枝，2 步深，窗口为 [+8, +∞]。围绕上一轮的值 +10 的期望窗口本是 [+9, +11]，放宽到了搜索能返回的最近的值：两个窗口的端点之间没有这样的值，所以搜索的判断与用 [+9, +11] 时相同。'
		);
		// Connect Four 1443 meets its ends: the window is named, nothing widened.
		const threat = search(connect4Game('1443'), iterative(4, 1));
		const threatSteps = new StepMap(threat, 'event');
		expect(
			narrate(threat, threatSteps, threatSteps.stepOf(enterIndex(threat, 10)), { lang: 'en' }).text
		).toBe(
			"FC10 is iteration 2's alpha-beta, 2 moves deep, with the window [+12, +14]: the aspiration window around the last value +13."
		);
		// Its fail, by event: the value past the bound, then the window searched again.
		const fail = threatSteps.stepOf(receiveIndex(threat, 10));
		expect(
			[fail, fail + 1].map((step) => narrate(threat, threatSteps, step, { lang: 'en' }).text)
		).toEqual([
			"Iteration 2's +9 is at or under α = +12: it failed low, so the true value is at most +9 and the iteration is searched again.",
			'Iteration 2 failed low, so FC25 searches it again with α opened to −∞: the window [−∞, +14].'
		]);
		expect(narrate(threat, threatSteps, fail + 1, { lang: 'zh' }).text).toBe(
			'第 2 轮低出窗口，所以 FC25 把 α 放开到 −∞，以窗口 [−∞, +14] 重新搜索这一轮。'
		);
		// Without a width, iteration 2 opens the widest window and names no aspiration.
		const wide = search(boardGame(ARTICLE_BOARD), iterative(null));
		const wideSteps = new StepMap(wide, 'event');
		expect(
			narrate(wide, wideSteps, wideSteps.stepOf(enterIndex(wide, 6)), { lang: 'en' }).text
		).toBe("FC6 is iteration 2's alpha-beta, 2 moves deep, with the window [−∞, +∞].");
		// A search with no driver says its depth alone.
		const plain = search(boardGame(ARTICLE_BOARD), {
			algorithm: 'alphabeta',
			depthLimit: 1,
			symmetry: false
		});
		expect(narrate(plain, new StepMap(plain, 'call'), 2, { lang: 'en' }).text).toContain(
			'FC2 is at depth 1, the depth limit'
		);
	});
});

describe('the iteration table', () => {
	const trace = search(connect4Game('1443'), iterative(4, 1));
	const table = (index: number, lang: 'en' | 'zh') =>
		iterationTable({
			trace,
			lang,
			index,
			value: (value) => (value > 0 ? `+${value}` : String(value)),
			move: (move) => String(move + 1),
			moves: (moves) => moves.map((move) => move + 1).join(', ')
		});

	it('tells each search once it has happened, marks the step’s row, the fail and the move tried first', () => {
		const before = table(-1, 'en');
		expect(before.rows).toHaveLength(7);
		expect(before.rows.every(({ current, linked }) => !current && !linked)).toBe(true);
		expect(before.rows[1]?.cells).toEqual(['…', '…', '…', '…', '…', '…']);
		const done = table(returnIndex(trace, 1), 'en');
		expect(done.rows.map(({ cells }) => cells)).toEqual([
			['1', '[−∞, +∞]', '+13', '4', '8', '4'],
			['2', '[+12, +14]', '+9', '4', '15', '4, 1'],
			['2 (again)', '[−∞, +14]', '-2', '5', '37', '5, 4'],
			['3', '[-3, -1]', '+4', '5', '16', '5, 4, 1'],
			['3 (again)', '[-3, +∞]', '+13', '3', '182', '3, 4, 3'],
			['4', '[+12, +14]', '+11', '1', '123', '1, 1, 3, 1'],
			['4 (again)', '[−∞, +14]', '-2', '5', '947', '5, 4, 4, 3']
		]);
		expect(done.rows.map(({ mark }) => mark)).toEqual([
			null,
			'failed low',
			"tried first: last iteration's best (4)",
			'failed high',
			"tried first: last iteration's best (5)",
			'failed low',
			"tried first: last iteration's best (3)"
		]);
		// The calls add up to the trace's, with the driver's.
		expect(1 + done.rows.reduce((sum, { cells }) => sum + Number(cells[4]), 0)).toBe(trace.calls);
		// Folded presenting, a row is counted as the narration counts: a re-search is its iteration
		// again ("Iteration 2: 2 moves deep, searched again after a fail"), not row 3 of 7 (V23 N3).
		expect(done.rows.map(({ count }) => count)).toEqual([
			'1/4',
			'2/4',
			'2/4',
			'3/4',
			'3/4',
			'4/4',
			'4/4'
		]);
		const second = table(tryIndex(trace, 10), 'zh');
		expect(second.rows.map(({ current }) => current)).toEqual([
			false,
			true,
			false,
			false,
			false,
			false,
			false
		]);
		expect(second.rows[1]?.mark).toBe('先试：上一轮的最佳走法（4）');
		expect(second.caption).toBe('各轮迭代');
	});
});

describe('the aspiration width refused', () => {
	const game = boardGame('.........');

	it('is not a positive number, or asked of a search without iterations', () => {
		for (const width of [0, -1, Number.NaN, Infinity])
			expect(() => checkSettings(game, iterative(null, width), 9)).toThrow(InputError);
		expect(() =>
			checkSettings(
				game,
				{ algorithm: 'alphabeta', depthLimit: null, symmetry: false, options: { aspiration: 2 } },
				9
			)
		).toThrow(/searches once, without iterations: choose "iterative"/);
		expect(() => checkSettings(game, { ...iterative(null), order: 'best' }, 9)).toThrow(InputError);
	});

	it('in a link, with the reason, and the search kept without it', () => {
		const bad = readQuery(new URLSearchParams('algo=iterative&aspiration=wide'));
		expect(bad.query.search).toEqual(iterative(null));
		expect(bad.problems.map((problem) => problem(MESSAGES.en))).toEqual([
			`The aspiration width "wide" is not a positive number: it is how far each iteration's window [v − D, v + D] reaches either side of the last value v. Searching without an aspiration window instead.`
		]);
		// The words after the reason are the option's own, in the page's language.
		expect(bad.problems.map((problem) => problem(MESSAGES.zh))).toEqual([
			`期望窗口宽度 "wide" 不是正数：它是每轮迭代的窗口 [𝑣 − D, 𝑣 + D] 在上一轮的值 𝑣 两侧伸出的距离。 改为不用期望窗口搜索。`
		]);
		const good = readQuery(new URLSearchParams('algo=iterative&aspiration=2.5&depth=4'));
		expect(good.query.search).toEqual(iterative(4, 2.5));
		expect(writeQuery(good.query)).toBe('?algo=iterative&depth=4&aspiration=2.5');
		const settled = settleSearch(game, {
			algorithm: 'alphabeta',
			depthLimit: null,
			symmetry: false,
			options: { aspiration: 2 }
		});
		expect(settled.search).toEqual({ algorithm: 'alphabeta', depthLimit: null, symmetry: false });
		expect(settled.refusals.map((refusal) => refusal.kind)).toEqual(['option']);
	});

	it('goes into the trace file and comes back, checked against a fresh search', () => {
		const trace = search(boardGame('X...O....'), iterative(3, 1));
		const text = [...traceJsonChunks(trace)].join('');
		expect((JSON.parse(text) as { aspiration?: number }).aspiration).toBe(1);
		const read = readTraceJson(text);
		expect([read.settings.options?.['aspiration'], read.trace.calls]).toEqual([1, trace.calls]);
		expect(() => readTraceJson(text.replace('"aspiration":1', '"aspiration":-1'))).toThrow(
			/aspiration/
		);
		// A file claiming another width than its records is refused.
		expect(() => readTraceJson(text.replace('"aspiration":1', '"aspiration":5'))).toThrow(
			InputError
		);
	});
});

// ---- The Python listing runs as code, in python3, beside the engine. ----

/**
 * Runs the listing on each case: a game object written here over tic-tac-toe boards (tuples,
 * the open-lines estimate) or nested-array trees (paths, the first leaf as the estimate), and the
 * listing's alpha_beta counted as it calls itself.
 */
const DRIVER = String.raw`
import json, math, sys
from functools import lru_cache

LINES = [(0,1,2),(3,4,5),(6,7,8),(0,3,6),(1,4,7),(2,5,8),(0,4,8),(2,4,6)]

# The board's tests, cached by the board's text: the searches meet each position many times.
@lru_cache(maxsize=None)
def won(b, m):
    return any(all(b[c] == m for c in line) for line in LINES)

@lru_cache(maxsize=None)
def open_to(b, m):
    return sum(all(b[c] != m for c in line) for line in LINES)

class Board:
    def __init__(self, ai):
        self.ai, self.other = ai, ('O' if ai == 'X' else 'X')
    def is_over(self, pos):
        b = pos[0]
        return won(b, 'X') or won(b, 'O') or '.' not in b
    def score(self, pos):
        b = pos[0]
        return 10 if won(b, self.ai) else -10 if won(b, self.other) else 0
    def eval(self, pos):
        b = pos[0]
        return open_to(b, self.other) - open_to(b, self.ai)
    def is_max(self, pos):
        return pos[1] == self.ai
    def moves(self, pos):
        return [c for c in range(9) if pos[0][c] == '.']
    def play(self, pos, move):
        b, m = pos
        return (b[:move] + m + b[move + 1:], 'O' if m == 'X' else 'X')

class Tree:
    def __init__(self, tree):
        self.tree = tree
    def node(self, path):
        node = self.tree
        for i in path:
            node = node[i]
        return node
    def is_over(self, pos):
        return not isinstance(self.node(pos), list)
    def score(self, pos):
        return self.node(pos)
    def eval(self, pos):
        node = self.node(pos)
        while isinstance(node, list):
            node = node[0]
        return node
    def is_max(self, pos):
        return len(pos) % 2 == 0
    def moves(self, pos):
        node = self.node(pos)
        return list(range(len(node))) if isinstance(node, list) else []
    def play(self, pos, move):
        return pos + (move,)

def run(case):
    ns = {}
    exec(compile(case['listing'], '<listing>', 'exec'), ns)
    search = ns['alpha_beta']
    calls = 1  # the driver

    def counted(*args):
        nonlocal calls
        calls += 1
        return search(*args)

    ns['alpha_beta'] = counted
    if 'board' in case:
        game, root = Board(case['ai']), (case['board'], case['toMove'])
    else:
        game, root = Tree(case['tree']), ()
    limit = case['limit'] if case['limit'] is not None else math.inf
    score, move = ns['iterative'](game, root, limit, case['width'])
    return {'score': score, 'move': move, 'calls': calls}

print(json.dumps([run(case) for case in json.load(sys.stdin)]))
`;

describe('the Python listing runs as code (needs python3)', () => {
	it("gives the engine's value, move and calls on boards and trees, with and without aspiration", () => {
		const boards = ['.........', ARTICLE_BOARD, 'X...O....', 'XO...X.O.'];
		const treeTexts = ['[[3,12,8],[2,4,6],[14,5,2]]', '[[[1,8],[6]],[[4,2],[9,3,5]]]'];
		const cases = [
			...boards.flatMap((board) =>
				[undefined, 1, 3].flatMap((width) =>
					[null, 2].map((limit) => {
						const game = boardGame(board);
						const trace = search(game, iterative(limit, width));
						return {
							trace,
							input: {
								listing: listingFor(trace, 'en', 'python').lines.join('\n'),
								board,
								toMove: game.toMove(game.root),
								ai: 'X',
								limit,
								width: width ?? null
							}
						};
					})
				)
			),
			...treeTexts.flatMap((text) =>
				[undefined, 1, 4].map((width) => {
					const trace = search(treeGame(JSON.parse(text) as Tree[]), iterative(null, width));
					return {
						trace,
						input: {
							listing: listingFor(trace, 'zh', 'python').lines.join('\n'),
							tree: JSON.parse(text) as unknown,
							limit: null,
							width: width ?? null
						}
					};
				})
			)
		];
		const run = spawnSync('python3', ['-c', DRIVER], {
			input: JSON.stringify(cases.map(({ input }) => input)),
			encoding: 'utf8',
			timeout: 60_000
		});
		expect(run.stderr).toBe('');
		const results = JSON.parse(run.stdout) as unknown[];
		expect(results).toEqual(
			cases.map(({ trace }) => ({
				score: trace.rootScore,
				move: trace.rootMove,
				calls: trace.calls
			}))
		);
	}, 60_000);
});

describe('the driver names its iterations as many as the depth limit makes (V23 N15)', () => {
	it('says one iteration under a limit of 1, and counts no further than the limit', () => {
		const enter = (lang: 'en' | 'zh', last: number | null) =>
			WORDS[lang].driverEnter({ name: 'FC1', last, width: null });
		expect(enter('en', 1)).toBe(
			'FC1 runs iterative deepening here under a depth limit of 1 move: one iteration, alpha-beta 1 move deep.'
		);
		expect(enter('zh', 1)).toBe(
			'FC1 在这里做迭代加深，深度限制为 1 步：只有一轮，即 1 步深的 α-β 剪枝。'
		);
		expect(enter('en', 2)).toContain('alpha-beta 1 move deep, then 2 moves, each iteration');
		expect(enter('zh', 2)).toContain('先做 1 步深的 α-β 剪枝，再做 2 步深的，每轮');
		expect(enter('en', 3)).toContain('1 move deep, then 2 and 3 moves, each');
		expect(enter('zh', 3)).toContain('再 2 步、3 步，每轮');
		for (const lang of ['en', 'zh'] as const)
			for (const last of [1, 2, 3]) {
				expect(enter(lang, last), `${lang}, limit ${last}`).not.toMatch(/…|……|up to|直到/u);
			}
		expect(enter('en', null)).toContain('then 2, 3, … until an iteration meets no depth limit');
	});
});
