import { describe, expect, it } from 'vitest';
import { plainSearch, type Trace } from '../../../src/lib/engine/index';
import { eventAt } from '../../../src/lib/engine/events';
import { search } from '../../../src/lib/engine/run';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { StepMap } from '../../../src/lib/player';
import { narrate, tallestNarration } from '../../../src/lib/player/narration';
import type { Lang } from '../../../src/lib/i18n/lang';
import { AIMA_TREE } from '../../../src/lib/games/tree/link';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { ARTICLE_BOARD } from '../traces';

/**
 * A phone's brief telling of a call trace (issue 43, V's F5: on a 390 px phone the whole telling
 * hid up to 151 px in the box's own scroll): the step's own event and its value, without the way
 * back up, a cut's why, an estimate's arithmetic or the note, which the whole telling keeps.
 */

const connect4 = (algo: string): Trace =>
	search(connect4Game('1443'), { ...plainSearch(algo), depthLimit: 4 });
const article = (algo: string): Trace => search(boardGame(ARTICLE_BOARD), plainSearch(algo));
const figure52 = (algo: string): Trace => search(parseTree(AIMA_TREE), plainSearch(algo));

function said(trace: Trace, step: number, lang: Lang, unit: 'call' | 'event' = 'call') {
	return narrate(trace, new StepMap(trace, unit), step, { lang });
}

describe("a call trace's brief telling", () => {
	it("tells Connect Four's estimate and the value's arrival, not the evaluation's sums or the bounds note", () => {
		const negamax = said(connect4('negamax'), 25, 'en');
		expect(negamax.short).toBe('FC25 is at the depth limit and returns its estimate, ≈ −2.');
		// The whole telling and its note are unchanged, a tap away.
		expect(negamax.text).toContain('Open lines of four score 1, 3 or 9 by their discs');
		expect(negamax.note).toBe(
			"Negamax: FC25 returns −2, its value for X (the AI), the side to move there (minimax's −2)."
		);
		const bounded = said(connect4('expectimax-bounded'), 25, 'en');
		expect(bounded.short).toBe(
			'FC25 is at the depth limit and returns its estimate, ≈ −2. FC20 gets ≈ −2 back from column 5 and adds 1/7 × (−2) to its sum: ≈ 2.7 after 5 of 7.'
		);
		expect(bounded.note).toMatch(/^5\/7 of FC20's outcomes are in/);
		expect(said(connect4('expectimax-bounded'), 25, 'zh').short).toBe(
			'FC25 处于深度限制，返回估计值 ≈ −2。FC20 从第 5 列收到 ≈ −2，把 1/7 × (−2) 加入总和：已加 5 个（共 7 个），总和为 ≈ 2.7。'
		);
	});

	it("opens Connect Four briefly: who moves and maximises, and expectimax's chance, not the scale", () => {
		const expectimax = said(connect4('expectimax'), 0, 'en');
		expect(expectimax.short).toBe(
			'The search is about to start on this Connect Four board, X to move: X (the AI) maximises, O minimises. Expectimax: O plays at random, so the values of its moves are averaged.'
		);
		// The whole opening, the scale of scores with it, is a tap away.
		expect(expectimax.text).toContain('a win for X scores 100 or more');
		expect(expectimax.text.length).toBeGreaterThan(400);
		expect(said(connect4('expectimax'), 0, 'zh').short).toBe(
			'搜索即将在这个四子棋棋盘上开始，轮到 X 走棋：X（AI）取极大，O 取极小。期望极大搜索：O 随机走棋，所以它各走法的值取平均。'
		);
		expect(said(connect4('minimax'), 0, 'en').short).toBe(
			'The search is about to start on this Connect Four board, X to move: X (the AI) maximises, O minimises.'
		);
		// Tic-tac-toe's opening is short already: told whole.
		expect(said(article('minimax'), 0, 'en').short).toBeUndefined();
	});

	it('tells a cut without its why, and the way back up not at all', () => {
		expect(said(connect4('pvs'), 100, 'zh').short).toBe(
			'FC100 处于深度限制，返回估计值 ≈ −3。FC99 从第 1 列收到 ≈ −3。−3 小于 β = −2，所以 β 降为 −3。现在 α = −3 ≥ β = −3：第 2、3、4、5、6 和 7 列被剪去。'
		);
		expect(said(connect4('pvs'), 100, 'en').short).toBe(
			'FC100 is at the depth limit and returns its estimate, ≈ −3. FC99 gets ≈ −3 back from column 1. −3 is below beta −2, so beta falls to −3. Now alpha −3 ≥ beta −3: columns 2, 3, 4, 5, 6 and 7 are pruned.'
		);
		// MTD(f) on the article board, step 5: FC3's cut on the way back is left to the whole telling.
		const mtdf = said(article('mtdf'), 5, 'en');
		expect(mtdf.text).toMatch(/^FC3 cut cell 6/);
		expect(mtdf.short).toBe(
			'FC5 looks at the board: X (the AI) has three in a row on cells 3, 4 and 5. X wins, so FC5 returns +10. FC2 gets +10 back from cell 4. +10 is above alpha −10, so alpha rises to +10. Now alpha +10 ≥ beta 0: cell 6 is pruned.'
		);
		expect(said(article('iterative'), 11, 'zh').short).toBe(
			'FC11 处于深度限制，返回估计值 ≈ 0。FC10 从 1 号格收到 ≈ 0。0 小于 β = +∞，所以 β 降为 0。现在 α = +10 ≥ β = 0：4 号格被剪去。'
		);
	});

	// Issue 43: a phone's box is as tall as the run's longest brief telling, so every line it
	// saves is a band of empty box less at the steps told in two lines (iterative deepening's
	// iterations: 111 px at 390 px in English). Each step's own event, told no longer than it needs.
	it('leaves to the tree what the card draws: the window after a bound moved, the order’s why, the move into a finished board', () => {
		const iterative = figure52('iterative');
		// The window the value moved is on the caller's card; the whole telling restates it.
		const leaf = said(iterative, 9, 'en');
		expect(leaf.short).toBe(
			'FC9 (n12) is a leaf worth 5, so it returns 5. FC7 (D) gets 5 back from its second child (n12). 5 is below beta 14, so beta falls to 5.'
		);
		expect(leaf.text).toContain('Window now: alpha = −∞, beta = 5.');
		expect(said(iterative, 4, 'zh').short).toBe(
			'FC4（C）处于深度限制，返回估计值 ≈ 2。FC2（A）从第二个子节点（C）收到 ≈ 2。2 不大于 α = 3，窗口不变。'
		);
		// The order a call takes its children in, without why (the whole telling says it).
		const ordered = said(iterative, 7, 'en');
		expect(ordered.short).toBe(
			'FC7 (D) starts 1 move from the root, on level 2 (level 0 is the driver). A min node keeps the lowest value; it will try its 3 children. Window: alpha = −∞, beta = +∞. It takes them in this order: n11, n12 and n13.'
		);
		expect(ordered.text).toContain('(by the leaf reached down each first child');
		expect(said(iterative, 7, 'zh').short).toMatch(/它按这个顺序尝试：n11、n12 和 n13。$/);
		// A board's: the moves listed in the order tried, without the rule's sentence.
		const board = said(article('alphabeta-ordered'), 1, 'en');
		expect(board.text).toMatch(/That is its guess at the best first/);
		expect(board.short).not.toMatch(/That is its guess/);
		// A finished board: its verdict, the move into it left to the card.
		const won = said(article('iterative'), 4, 'en');
		expect(won.short).toMatch(/^FC4 looks at the board: X \(the AI\) has three in a row/);
		expect(won.text).toMatch(/^FC4 looks at the board after X took cell 4: /);
		expect(said(article('iterative'), 4, 'zh').short).toMatch(/^FC4 查看棋盘：/);
	});

	it('keeps iterative deepening’s longest brief telling, which sizes a phone’s box, to about six lines', () => {
		// The longest before (issue 43): 320 characters on Figure 5.2 (English), 247 on the article
		// board (292 on the page, with the drawn tree's savings), 151 on Figure 5.2 in Chinese.
		const longest = (trace: Trace, lang: Lang) =>
			tallestNarration(trace, new StepMap(trace, 'call'), { lang })?.short?.length ?? Infinity;
		expect(longest(figure52('iterative'), 'en')).toBeLessThanOrEqual(220);
		expect(longest(article('iterative'), 'en')).toBeLessThanOrEqual(230);
		expect(longest(figure52('iterative'), 'zh')).toBeLessThanOrEqual(110);
	});

	it('is left out at the start, and says what the whole does where that is brief already', () => {
		const trace = article('alphabeta');
		expect(said(trace, 0, 'en').short).toBeUndefined();
		const first = said(trace, 1, 'en');
		expect(first.short).toBe(first.text);
		expect(first.text).toMatch(/^FC1 starts at depth 0 on the starting position/);
	});

	// The same moment as the tree and the counter: the call a step is named after ("FC25" under the
	// step counter), or by event the event's own call (a receive's caller), is the call the brief
	// telling speaks of, wherever the whole telling names it.
	const walks: [string, () => Trace][] = [
		['Connect Four, alpha-beta', () => connect4('alphabeta')],
		['Connect Four, negamax', () => connect4('negamax')],
		['Connect Four, expectimax with bounds', () => connect4('expectimax-bounded')],
		['Connect Four, PVS', () => connect4('pvs')],
		['Connect Four, MTD(f)', () => connect4('mtdf')],
		['the article board, iterative deepening', () => article('iterative')],
		['the article board, alpha-beta with a table', () => article('alphabeta-table')]
	];
	it.each(walks)("names the step's call and fits a phone's box at every step: %s", (_, make) => {
		const trace = make();
		for (const unit of ['call', 'event'] as const) {
			const steps = new StepMap(trace, unit);
			const last = Math.min(steps.last - 1, 200);
			const problems: string[] = [];
			for (let step = 1; step <= last; step++) {
				// By event a receive is told from the caller's side: "FC4 gets ≈ 0 back from column 1".
				const event = eventAt(trace, steps.eventOf(step));
				const receiver = event.kind === 'receive' ? trace.parent(event.call) : null;
				const call = steps.callOf(step) ?? receiver ?? event.call;
				for (const lang of ['en', 'zh'] as const) {
					const { text, short } = narrate(trace, steps, step, { lang });
					const brief = short ?? text;
					// About eight lines of a 390 px phone's box, each language's type (e2e: phones.spec).
					const room = lang === 'en' ? 360 : 190;
					// Wherever the whole telling names it (an iteration's result names none).
					const named = new RegExp(`FC${call}(?!\\d)`);
					if (named.test(text) && !named.test(brief))
						problems.push(`${unit} ${step} ${lang}: FC${call} not in "${brief}"`);
					if (brief.length > room)
						problems.push(`${unit} ${step} ${lang}: ${brief.length} characters`);
				}
			}
			expect(problems).toEqual([]);
		}
	});

	it("sizes a phone's box by the run's longest brief telling", () => {
		const trace = article('alphabeta');
		const steps = new StepMap(trace, 'call');
		const briefs = Array.from({ length: steps.last + 1 }, (_, step) => {
			const { text, short } = narrate(trace, steps, step, { lang: 'en' });
			return short ?? text;
		});
		const longest = briefs.reduce((a, b) => (b.length > a.length ? b : a));
		const sizer = tallestNarration(trace, steps, { lang: 'en' });
		expect(sizer?.short).toBe(longest);
		// The box's own telling is still the whole one's tallest.
		expect(sizer?.text.length).toBeGreaterThan(longest.length);
	});
});
