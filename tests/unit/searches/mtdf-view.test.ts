import { describe, expect, it } from 'vitest';
import { searchRule, type SearchSettings } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import {
	enterIndex,
	eventAt,
	eventCount,
	receiveIndex,
	returnIndex,
	tryIndex
} from '../../../src/lib/engine/events';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { codeLineAt, listingFor, tableSizeAt } from '../../../src/lib/player';
import { StepMap } from '../../../src/lib/player/steps';
import { narrate } from '../../../src/lib/player/narration';
import { linkView, treeStep } from '../../../src/lib/player/nodes';
import { openSession } from '../../../src/lib/player/plan';
import { snapshotAt } from '../../../src/lib/player/snapshot';
import { CallPairing } from '../../../src/lib/player/pairing';
import { passStarts } from '../../../src/lib/searches/mtdf/passes';
import { passesOf } from '../../../src/lib/searches/mtdf/passes';
import { passTable } from '../../../src/lib/searches/mtdf/table';
import { ARTICLE_BOARD } from '../../articles';

/**
 * What MTD(f) shows of itself: its narration of the driver and the passes in both languages, the
 * listing's line at each of its own events, the pass table beside the tree, the links to its
 * passes, and where each pass begins (the steps of a player stepping by pass).
 */

const AIMA_FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';
const mtdf: SearchSettings = { algorithm: 'mtdf', depthLimit: null, symmetry: false };

describe('the driver and its passes told', () => {
	const trace = search(parseTree(AIMA_FIGURE_5_2), mtdf);
	const steps = new StepMap(trace, 'event');
	const said = (index: number, lang: 'en' | 'zh') =>
		narrate(trace, steps, steps.stepOf(index), { lang });
	const line = (index: number) =>
		listingFor(trace, 'en', 'js').lines[codeLineAt(trace, index) ?? -1];

	it('in the narration, the note and the code line, in English and Chinese', () => {
		// FC1 the driver; FC2 pass 1 ([−∞, 2]: 2 is the least leaf at or above 0); FC7 pass 2.
		expect(said(enterIndex(trace, 1), 'en').text).toBe(
			'FC1 starts MTD(f) from the first guess 0: it will test the value with null windows, one yes-or-no question a pass, until its lower and upper bounds meet.'
		);
		expect(said(enterIndex(trace, 1), 'zh').text).toBe(
			'FC1 从初始猜测 0 开始 MTD(f)：每一趟用零窗口问一个“是或否”的问题，直到下界与上界相遇。'
		);
		expect(line(enterIndex(trace, 1))).toBe('  do {');
		expect(said(tryIndex(trace, 2), 'en')).toEqual({
			text: "Pass 1 asks: is the value at least 2? FC2 searches with the null window [−∞, 2], the listing's [below(β), β]: no value a search can return lies strictly between −∞ and 2, so the answer can only be yes or no.",
			named: [2],
			// By call the try folds into FC2's start: the note says what the pass asks (V23 N9).
			note: 'MTD(f) pass 1 asks: is the value at least 2? Its null window [−∞, 2] holds no value a search can return, so the answer is yes or no; the bounds before it [−∞, +∞].',
			// A phone's brief telling says the same: the step's own event is all it tells.
			short:
				"Pass 1 asks: is the value at least 2? FC2 searches with the null window [−∞, 2], the listing's [below(β), β]: no value a search can return lies strictly between −∞ and 2, so the answer can only be yes or no."
		});
		expect(line(tryIndex(trace, 2))).toBe('    const r = alphaBeta(game, table, root,');
		expect(said(receiveIndex(trace, 2), 'en').text).toBe(
			'Pass 1 failed high: the value is at least 3. Bounds now [3, +∞].'
		);
		expect(line(receiveIndex(trace, 2))).toBe('    const high = g >= beta;');
		expect(said(tryIndex(trace, 7), 'en').text).toBe(
			"Pass 2 asks: is the value at least 4? FC7 searches with the null window [3, 4], the listing's [below(β), β]: no value a search can return lies strictly between 3 and 4, so the answer can only be yes or no. It reads what earlier passes stored in the table."
		);
		expect(said(tryIndex(trace, 7), 'zh')).toEqual({
			text: '第 2 趟提问：值至少是 4 吗？FC7 用零窗口 [3, 4] 搜索，即代码里的 [below(β), β]：搜索能返回的值没有一个严格介于 3 和 4 之间，所以答案只能是“是”或“否”。它会读取前几趟存进置换表的结果。',
			named: [7],
			note: 'MTD(f) 第 2 趟提问：值至少是 4 吗？零窗口 [3, 4] 内没有搜索能返回的值，所以答案只能是“是”或“否”；此前的界为 [3, +∞]。',
			// A phone's brief telling says the same: the step's own event is all it tells.
			short:
				'第 2 趟提问：值至少是 4 吗？FC7 用零窗口 [3, 4] 搜索，即代码里的 [below(β), β]：搜索能返回的值没有一个严格介于 3 和 4 之间，所以答案只能是“是”或“否”。它会读取前几趟存进置换表的结果。'
		});
		// Inside a pass, the generic narration with the pass's note beside it; a call the table
		// answers is placed as every call under the driver is (V23 N16: "starts at depth 3"). What
		// an earlier pass filed is told by that pass, not its call (issue 43: FC4, pass 1's n5).
		expect(said(enterIndex(trace, 9), 'en')).toEqual({
			text: 'FC9 (n5) starts 2 moves from the root, on level 3 (level 0 is the driver). Pass 1 already scored this position: the table holds 3, so FC9 (n5) searches nothing.',
			named: [9],
			note: 'MTD(f) pass 2 asks: is the value at least 4? Its null window [3, 4] holds no value a search can return, so the answer is yes or no; the bounds before it [3, +∞].',
			// A phone's brief telling says the same: the step's own event is all it tells.
			short:
				'FC9 (n5) starts 2 moves from the root, on level 3 (level 0 is the driver). Pass 1 already scored this position: the table holds 3, so FC9 (n5) searches nothing.'
		});
		expect(said(enterIndex(trace, 9), 'zh').text).toMatch(
			/^FC9（n5） ?开始执行，距根 2 步，在第 3 层（第 0 层是驱动调用）。第 1 趟已经算过这个局面/u
		);
		expect(said(receiveIndex(trace, 7), 'en').text).toBe(
			'Pass 2 failed low: the value is at most 3. Bounds now [3, 3]. They meet, so no pass is needed.'
		);
		expect(said(receiveIndex(trace, 7), 'zh').text).toBe(
			'第 2 趟低出窗口：值至多为 3。界现在是 [3, 3]。上下界相遇，不必再搜索。'
		);
		expect(said(returnIndex(trace, 1), 'en').text).toContain(
			'The bounds meet at 3: the minimax value. FC1 returns it with its first child (n2), after 2 passes.'
		);
		expect(said(returnIndex(trace, 1), 'zh').text).toContain(
			'上下界在 3 相遇：这就是极小化极大值。FC1 返回它和'
		);
		expect(line(returnIndex(trace, 1))).toBe('  return { score: g, move };');
	});

	// By call, pass 1's try is folded into FC2's start ("FC2 starts 0 moves from the root"): the
	// note beside it now says what the pass asks and why its window is null (V23 N9).
	it('by call, the step that starts a pass says what it asks', () => {
		const byCall = new StepMap(trace, 'call');
		const start = (lang: 'en' | 'zh') =>
			narrate(trace, byCall, byCall.stepOf(enterIndex(trace, 2)), { lang }).note;
		expect(start('en')).toBe(
			'MTD(f) pass 1 asks: is the value at least 2? Its null window [−∞, 2] holds no value a search can return, so the answer is yes or no; the bounds before it [−∞, +∞].'
		);
		expect(start('zh')).toBe(
			'MTD(f) 第 1 趟提问：值至少是 2 吗？零窗口 [−∞, 2] 内没有搜索能返回的值，所以答案只能是“是”或“否”；此前的界为 [−∞, +∞]。'
		);
		// A pass's root searches the root position: not "0 moves from the root".
		const text = (lang: 'en' | 'zh') =>
			narrate(trace, byCall, byCall.stepOf(enterIndex(trace, 2)), { lang }).text;
		expect(text('en')).toContain(
			'FC2 (n1) starts on the root position, on level 1 (level 0 is the driver).'
		);
		expect(text('zh')).toContain('在根局面，在第 1 层（第 0 层是驱动调用）');
	});

	// Issue 43: on Connect Four at the desk a pass's start named the last pass's leaf, root and
	// the driver (three rows), and a table hit the call in an earlier pass that filed it (seven
	// columns off): each is told by its pass, and names only the calls of the pass under way.
	it('by call, tells an earlier pass by its number, not by its calls', () => {
		const c4 = search(connect4Game('434343'), { ...mtdf, depthLimit: 1 });
		const byCall = new StepMap(c4, 'call');
		const at = (step: number, lang: 'en' | 'zh') => narrate(c4, byCall, step, { lang });
		// Step 4: FC4 starts pass 2; step 5: FC5, its first child, a hit on what pass 1's FC3 filed.
		const start = at(4, 'en');
		expect(start.named).toEqual([4]);
		expect(start.text).toMatch(
			/^Pass 1 failed high: the value is at least \+8\. Bounds now \[\+8, \+∞\]\. FC4 starts/
		);
		expect(start.text).toContain('Pass 1 stored a lower bound for this position: at least +8.');
		expect(at(4, 'zh').named).toEqual([4]);
		expect(at(4, 'zh').text).toMatch(/^第 1 趟高出窗口：值至少为 \+8。/u);
		const hit = at(5, 'en');
		expect(hit.named).toEqual([5, 4]);
		expect(hit.text).toMatch(
			/^FC5 returns \+8 straight from the table: Pass 1 found it for this position\./
		);
		expect(at(5, 'zh').text).toContain('这是第 1 趟为这个局面算出的值');
		// The hit and its caller, which takes the value: FC3, seven columns off, not named.
		expect(at(5, 'zh').named).toEqual([5, 4]);
	});

	it('narrates the window the engine searched with: [below(β), β], adjacent on the scale', () => {
		// The narration's claim: no value a search can return lies strictly between α and β, and
		// the [α, β] a pass's root records is that window (FC2: [−∞, 2], FC7: [3, 4]).
		const board = search(boardGame(ARTICLE_BOARD), mtdf);
		for (const each of [trace, board]) {
			const { scale } = each;
			for (const pass of passesOf(each)) {
				const [alpha, beta] = [scale.rankOf(pass.alpha), scale.rankOf(pass.beta)];
				expect(alpha === null || beta === null ? null : beta - alpha).toBe(1);
				expect([each.alpha(pass.call), each.beta(pass.call)]).toEqual([pass.alpha, pass.beta]);
			}
		}
		expect(passesOf(trace).map((pass) => [pass.alpha, pass.beta])).toEqual([
			[-Infinity, 2],
			[3, 4]
		]);
	});

	it('asks whether the value is above the top score when β is past it', () => {
		const board = search(boardGame(ARTICLE_BOARD), mtdf);
		const boardSteps = new StepMap(board, 'event');
		const text = (index: number, lang: 'en' | 'zh') =>
			narrate(board, boardSteps, boardSteps.stepOf(index), { lang }).text;
		// Pass 1 found +10, the lower bound: pass 2 asks above it, with the null window [+10, +∞].
		expect(text(tryIndex(board, 6), 'en')).toBe(
			"Pass 2 asks: is the value above +10? FC6 searches with the null window [+10, +∞], the listing's [below(β), β]: no value a search can return lies strictly between +10 and +∞, so the answer can only be yes or no. It reads what earlier passes stored in the table."
		);
		expect(text(tryIndex(board, 6), 'zh')).toBe(
			'第 2 趟提问：值大于 +10 吗？FC6 用零窗口 [+10, +∞] 搜索，即代码里的 [below(β), β]：搜索能返回的值没有一个严格介于 +10 和 +∞ 之间，所以答案只能是“是”或“否”。它会读取前几趟存进置换表的结果。'
		);
		expect(text(returnIndex(board, 1), 'en')).toContain(
			'The bounds meet at +10: the minimax value. FC1 returns it with cell 4, after 2 passes.'
		);
	});

	it('leaves a finished root to the generic narration: no pass is run', () => {
		const over = search(boardGame('XXXOO....'), mtdf);
		expect([over.calls, passesOf(over), passStarts(over)]).toEqual([1, [], []]);
		const overSteps = new StepMap(over, 'event');
		expect(narrate(over, overSteps, 0, { lang: 'en' }).text).not.toContain('MTD(f)');
	});
});

describe('where each pass begins', () => {
	it('is the driver trying the pass’s root: the events a player stepping by pass stops at', () => {
		const trace = search(boardGame('.........'), mtdf);
		const starts = passStarts(trace);
		expect(starts).toEqual(passesOf(trace).map((pass) => tryIndex(trace, pass.call)));
		// Each of pass 1's 535 calls is tried, entered, returns and is received: 4 events each.
		expect(starts).toEqual([1, 1 + 4 * 535]);
		for (const index of starts) {
			const event = eventAt(trace, index);
			expect([event.kind, trace.parent(event.call), trace.via(event.call)]).toEqual([
				'try',
				1,
				null
			]);
		}
		// Connect Four at depth 4 from 1443: more passes, each one after the last one's answer.
		const deeper = search(connect4Game('1443'), { ...mtdf, depthLimit: 4 });
		const passes = passesOf(deeper);
		expect(passStarts(deeper)).toHaveLength(passes.length);
		passStarts(deeper).forEach((index, at) => {
			const before = passes[at - 1];
			expect(index).toBe(before === undefined ? 1 : receiveIndex(deeper, before.call) + 1);
		});
		expect(receiveIndex(deeper, passes.at(-1)?.call ?? 0) + 1).toBe(eventCount(deeper) - 1);
	});
});

describe('the pass table', () => {
	const trace = search(parseTree(AIMA_FIGURE_5_2), mtdf);
	const table = (index: number, lang: 'en' | 'zh') =>
		passTable({
			trace,
			lang,
			index,
			value: (value) => String(value),
			move: (move) => String(move),
			moves: (moves) => moves.join(', ')
		});

	it('tells each pass once it has happened, marks the step’s row and each answer', () => {
		const before = table(-1, 'en');
		expect(before.headers).toEqual([
			'Pass',
			'Guess',
			'Window',
			'Value',
			'Lower',
			'Upper',
			'Calls',
			'Note'
		]);
		expect(
			before.rows.map(({ cells, current, linked, mark }) => [cells, current, linked, mark])
		).toEqual([
			[['…', '…', '…', '…', '…', '…', '…'], false, false, null],
			[['…', '…', '…', '…', '…', '…', '…'], false, false, null]
		]);
		const asking = table(tryIndex(trace, 7), 'en');
		expect(asking.rows.map(({ cells, current, mark }) => [cells, current, mark])).toEqual([
			[['1', '0', '[−∞, 2]', '3', '3', '+∞', '5'], false, 'failed high'],
			[['2', '3', '[3, 4]', '…', '…', '…', '…'], true, null]
		]);
		const done = table(returnIndex(trace, 1), 'zh');
		expect(done.caption).toBe('各趟搜索');
		expect(done.rows.map(({ cells, mark, call }) => [cells, mark, call])).toEqual([
			[['1', '0', '[−∞, 2]', '3', '3', '+∞', '5'], '高出窗口', 2],
			[['2', '3', '[3, 4]', '3', '3', '3', '9'], '低出窗口', 7]
		]);
		// The calls add up to the trace's, with the driver's.
		expect(1 + done.rows.reduce((sum, { cells }) => sum + Number(cells[6]), 0)).toBe(trace.calls);
	});
});

describe('the links to the passes', () => {
	it('are labelled with the pass once tried, and limits count from the root', () => {
		const session = openSession(
			{ kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
			mtdf
		);
		const { trace } = session;
		const stepAt = (index: number, lang: 'en' | 'zh' = 'en') =>
			treeStep(session, { ...snapshotAt(trace, index), index, letters: false, lang });
		const end = eventCount(trace) - 1;
		expect([
			linkView(session, 2, stepAt(end)).label,
			linkView(session, 6, stepAt(end, 'zh')).label
		]).toEqual(['pass 1', '第 2 趟']);
		expect(linkView(session, 6, stepAt(tryIndex(trace, 6) - 1)).label).toBeNull();
		const rule = searchRule('mtdf');
		const limited = search(connect4Game('1443'), { ...mtdf, depthLimit: 3 });
		expect([
			rule.limitAt?.(limited, 1),
			rule.limitAt?.(limited, 2),
			rule.limitAt?.(trace, 2)
		]).toEqual([3, 4, null]);
		expect([rule.movesAt?.(trace, 1), rule.movesAt?.(trace, 2)]).toEqual([[], null]);
	});
});

describe('MTD(f) side by side', () => {
	it('pairs with minimax on the article board: every call of each side at exactly one step', () => {
		const game = boardGame(ARTICLE_BOARD);
		for (const [first, second] of [
			[search(game, { ...mtdf, algorithm: 'minimax' }), search(game, mtdf)],
			[search(game, mtdf), search(game, { ...mtdf, algorithm: 'alphabeta' })]
		] as const) {
			const pairing = new CallPairing(first, second);
			const made: Record<'first' | 'second', number[]> = { first: [], second: [] };
			for (let step = 1; step <= pairing.length; step++) {
				const movers = pairing.movers(step);
				for (const side of ['first', 'second'] as const)
					if (movers === 'both' || movers === side) made[side].push(pairing.callAt(side, step));
			}
			expect([...made.first].sort((a, b) => a - b)).toEqual(
				Array.from({ length: first.calls }, (_, at) => at + 1)
			);
			expect([...made.second].sort((a, b) => a - b)).toEqual(
				Array.from({ length: second.calls }, (_, at) => at + 1)
			);
		}
	});
});

describe('the table’s size as the steps go', () => {
	it('counts each position once: the driver stores nothing, its passes do', () => {
		for (const [game, depthLimit] of [
			[boardGame(ARTICLE_BOARD), null],
			[boardGame('X...O....'), null],
			[parseTree(AIMA_FIGURE_5_2), null],
			[connect4Game('1443'), 3]
		] as const) {
			const trace = search(game, { ...mtdf, depthLimit });
			expect(tableSizeAt(trace, eventCount(trace) - 1)).toBe(trace.tableSize);
			// Nothing is stored before pass 1's first call returns; each pass ends with what it added.
			expect(tableSizeAt(trace, tryIndex(trace, 2))).toBe(0);
			for (const pass of passesOf(trace)) {
				const size = tableSizeAt(trace, returnIndex(trace, pass.call)) ?? 0;
				expect(size).toBeGreaterThan(0);
				expect(size).toBeLessThanOrEqual(trace.tableSize);
			}
		}
		// The article board: pass 1 stores 4 positions (the root, cell 1 and O's win below it, cell
		// 4's win); pass 2 adds cell 6 and the two below it.
		const board = search(boardGame(ARTICLE_BOARD), mtdf);
		expect(
			passesOf(board).map((pass) => tableSizeAt(board, returnIndex(board, pass.call)))
		).toEqual([4, 7]);
	});
});
