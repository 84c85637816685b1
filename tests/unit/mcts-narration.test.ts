import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/lib/engine/index';
import { presenterFor } from '../../src/lib/games/presenters';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../src/lib/games/connect4/rules';
import { treeGame } from '../../src/lib/games/tree/rules';
import type { Lang } from '../../src/lib/i18n/lang';
import {
	narrateIteration,
	narrateMcts,
	type MctsWords
} from '../../src/lib/searches/mcts/narration';
import { mctsListing } from '../../src/lib/searches/mcts/listing';
import { MctsRun } from '../../src/lib/searches/mcts/view/run';
import { mctsWords } from '../../src/lib/searches/mcts/view/narrate';
import { DEFAULT_EXPLORATION } from '../../src/lib/searches/mcts/rule';
import {
	mctsLastStep,
	mctsStepAt,
	type MctsGranularity,
	type MctsPhase
} from '../../src/lib/searches/mcts/steps';
import { recordMcts, type MctsTrace } from '../../src/lib/searches/mcts/trace';
import { ARTICLE_BOARD } from '../articles';
import { strayLatin } from '../latin';

/** The game's words as the view takes them from its presenter and module. */
function wordsFor(game: Game, lang: Lang): MctsWords {
	return mctsWords(game, presenterFor(game), lang);
}

/** AIMA's Figure 5.2 as the Example menu gives it: A over B, C and D, its leaves n5 to n13. */
const AIMA = {
	name: 'A',
	children: [
		{ name: 'B', children: [3, 12, 8] },
		{ name: 'C', children: [2, 4, 6] },
		{ name: 'D', children: [14, 5, 2] }
	]
};

const run = (game: Game, iterations: number, seed = 1) =>
	recordMcts(game, game.root, { iterations, seed, exploration: DEFAULT_EXPLORATION });

/** Every step's sentence, by phase or by iteration. */
function told(trace: MctsTrace, lang: Lang, granularity: MctsGranularity = 'event'): string[] {
	const words = wordsFor(trace.game, lang);
	const last = mctsLastStep(trace.iterations, granularity);
	return Array.from({ length: last + 1 }, (_, index) =>
		narrateMcts(trace, mctsStepAt(index, trace.iterations, granularity), lang, words)
	);
}

describe("MCTS's narration", () => {
	const article = run(boardGame(ARTICLE_BOARD), 30);

	it('tells the article board’s fourth iteration phase by phase, with UCB1’s numbers as they were', () => {
		expect(told(article, 'en').slice(13, 17)).toEqual([
			'Iteration 4, selection: from the root, X max takes cell 4: 1.00 + 1.41·√(ln 3 / 1) = 2.48, the greatest of 3. It stops at the node after cell 4: the game is over there.',
			"Expansion: the game is over at the node after cell 4 (+10), so there is nothing to expand; this node's result is counted again.",
			'Simulation: no random moves, the game is already over here. It ends +10, a win for X max: reward r = 1.00 for the maximiser.',
			'Back-propagation: each node on the path gains a visit, and its W the result for the side that chose it: r = 1.00 where X max chose. Now, down the path: the root N = 4, W = 2; cell 4 N = 2, W = 2.'
		]);
		// Before it: the root's three cells are tried in turn, cell 1's playout lost to O in cell 4.
		expect(told(article, 'en').slice(0, 4)).toEqual([
			'Before the first of 30 iterations the tree is the root alone, X max to move, N = 0. Each iteration goes down the tree by UCB1 (C = 1.41), adds one node, plays random moves to the end of the game, and carries the result back up the path.',
			'Iteration 1, selection: the root still has an untried move, cell 1, so the path stops at the root.',
			'Expansion: X max plays cell 1, the next untried move at the root; the new node starts with N = 0 and W = 0.',
			'Simulation: 1 random move to the end of the game: cell 4. It ends −10, a win for O min: reward r = 0.00 for the maximiser.'
		]);
		expect(told(article, 'zh')[13]).toBe(
			'第 4 轮，选择：从根节点出发，X 极大方选 4 号格：1.00 + 1.41·√(ln 3 / 1) = 2.48，在 3 个子节点中最大。停在走 4 号格后的节点：那里棋局已经结束。'
		);
	});

	it('gives r to the nodes the maximiser chose and 1 − r to the minimiser’s, deeper down', () => {
		const trace = run(boardGame('.........'), 150, 2);
		const said = told(trace, 'en');
		// The first iteration whose path passes a choice of O's.
		const i =
			Array.from({ length: 40 }, (_, k) => k + 1).find((k) => trace.path(k).length >= 3) ?? 0;
		expect(i).toBe(10);
		expect(said[4 * i - 3]).toBe(
			'Iteration 10, selection: from the root, X max takes cell 0: 1.00 + 1.41·√(ln 9 / 1) = 3.10, the greatest of 9. It stops at the node after cell 0, where cell 1 is still untried.'
		);
		expect(said[4 * i]).toBe(
			'Back-propagation: each node on the path gains a visit, and its W the result for the side that chose it: r = 1.00 where X max chose, 1 − r = 0.00 where O min chose. Now, down the path: the root N = 10, W = 9; cell 0 N = 2, W = 2; cell 1 N = 1, W = 0.'
		);
		const deep =
			Array.from({ length: 150 }, (_, k) => k + 1).find((k) => trace.path(k).length >= 4) ?? 0;
		expect(deep).toBe(70);
		expect(said[4 * deep - 3]).toBe(
			'Iteration 70, selection: from the root, X max takes cell 2: 0.83 + 1.41·√(ln 69 / 9) = 1.80, the greatest of 9; then O min takes cell 4: 1.00 + 1.41·√(ln 9 / 1) = 3.10, the greatest of 8. It stops at the node after cell 2, cell 4, where cell 0 is still untried.'
		);
		expect(told(trace, 'zh')[4 * deep]).toBe(
			'反向传播：路径上每个节点的访问次数加一，W 加上选择该节点一方的结果：X 极大方选择的节点加 r = 1.00，O 极小方选择的节点加 1 − r = 0.00。现在沿路径向下：根节点 N = 70，W = 48.50；2 号格 N = 10，W = 8.50；4 号格 N = 2，W = 1；0 号格 N = 1，W = 1。'
		);
	});

	it('names a tree’s nodes as the tree draws them, its leaf value scaled to r, and a Connect Four playout cut short', () => {
		const tree = run(
			treeGame([
				[3, 12, 8],
				[2, 4, 6],
				[14, 5, 2]
			]),
			10
		);
		// A tree's node is named as the tree draws it: the leaf n5, not the child "#1" (issue 43).
		expect(told(tree, 'en')[3]).toBe(
			"Simulation: 1 random move down to a leaf: n5. It ends on a leaf worth 3: scaled by the tree's least and greatest leaves, reward r = 0.08 for max."
		);
		const c4 = run(connect4Game('4453'), 5);
		expect(told(c4, 'en')[3]).toBe(
			'Simulation: 16 random moves to the end of the game: column 2, column 6, column 1, column 2, column 4, column 1, column 3, column 2, column 5, column 6, column 7, column 4 and 4 more. It ends +121, a win for X max: reward r = 0.95 for the maximiser.'
		);
	});

	it("names AIMA's Figure 5.2's nodes as the figure and every other search do, by iteration and by phase, in both languages", () => {
		// The Example menu's tree, the page's run (1,000 iterations, seed 1): it said "#1", "#2",
		// "#3" and "the root", and two nodes were "#3" at iteration 8 (V21).
		const game = treeGame(AIMA);
		const trace = run(game, 1000);
		const [en, zh] = [wordsFor(game, 'en'), wordsFor(game, 'zh')];
		expect(narrateMcts(trace, { iteration: 0, phase: null }, 'en', en)).toMatch(
			/^Before the first of 1000 iterations the tree is the root A alone, max to move, N = 0\./
		);
		expect(narrateIteration(trace, 2, 'en', en)).toBe(
			'Iteration 2, selection: the root A still has an untried move, C, so the path stops at A. Expansion adds C (max); a random playout of 1 move ends 6, reward r = 0.33. Back-propagation gives the 2 nodes on the path a visit each: the root A now has N = 2, W = 0.42.'
		);
		expect(narrateIteration(trace, 8, 'en', en)).toBe(
			'Iteration 8, selection: from the root A, max takes D: 0.75 + 1.41·√(ln 7 / 3) = 1.89, the greatest of 3. It stops at D, where n13 is still untried. Expansion adds n13 (min); no random moves are played, the game is already over: 2, reward r = 0.00. Back-propagation gives the 3 nodes on the path a visit each: the root A now has N = 8, W = 2.75.'
		);
		expect(narrateIteration(trace, 8, 'en', en, true)).toBe(
			"Iteration 8, selection by the greatest UCB1 = W/N + 1.41·√(ln N_parent / N): max D, 0.75 + 1.14 = 1.89. min n13 is added; the game is already over: 2, r = 0.00; the path's 3 nodes gain a visit: root A N = 8, W = 2.75."
		);
		const phase = (iteration: number, phase: MctsPhase, words: MctsWords, lang: Lang = 'en') =>
			narrateMcts(trace, { iteration, phase }, lang, words);
		expect(phase(2, 'expand', en)).toBe(
			'Expansion: max plays C, the next untried move at A; the new node starts with N = 0 and W = 0.'
		);
		expect(phase(2, 'simulate', en)).toMatch(/^Simulation: 1 random move down to a leaf: n10\./);
		expect(phase(8, 'backpropagate', en)).toBe(
			'Back-propagation: each node on the path gains a visit, and its W the result for the side that chose it: r = 0.00 where max chose, 1 − r = 1.00 where min chose. Now, down the path: A N = 8, W = 2.75; D N = 4, W = 2.25; n13 N = 1, W = 1.'
		);
		expect(narrateMcts(trace, { iteration: 8, phase: 'backpropagate' }, 'en', en, true)).toMatch(
			/ The root A: N = 8, W = 2\.75\.$/
		);
		expect(narrateIteration(trace, 8, 'zh', zh)).toBe(
			'第 8 轮，选择：从根节点 A 出发，极大方选 D：0.75 + 1.41·√(ln 7 / 3) = 1.89，在 3 个子节点中最大。停在节点 D，那里的 n13 还未尝试。扩展加入极小方的 n13；不用随机走子，棋局已经结束：2，奖励 r = 0.00。反向传播给路径上的 3 个节点各加一次访问：根节点 A 现在 N = 8，W = 2.75。'
		);
		expect(narrateIteration(trace, 2, 'zh', zh)).toMatch(
			/^第 2 轮，选择：根节点 A 还有未尝试的走法 C，路径就停在根节点 A。/
		);
		expect(phase(2, 'expand', zh, 'zh')).toBe(
			'扩展：极大方走 C，这是节点 A 的下一个未尝试走法；新节点的 N = 0，W = 0。'
		);
		expect(phase(8, 'backpropagate', zh, 'zh')).toMatch(
			/现在沿路径向下：A N = 8，W = 2\.75；D N = 4，W = 2\.25；n13 N = 1，W = 1。$/
		);
		// No step of a run names a node by its child number, nor calls A "the root" alone.
		const early = run(game, 60);
		for (const lang of ['en', 'zh'] as const)
			for (const said of [told(early, lang), told(early, lang, 'call')].flat()) {
				expect(said).not.toMatch(/#\d/);
				expect(said).not.toMatch(/the root(?! A)|根节点(?! A)/);
			}
	});

	it('says the first four choices of a long path and counts the rest (the Connect Four endgame)', () => {
		const endgame = connect4Game('5266176457322546753413415661', { ai: 'X' });
		const trace = run(endgame, 3000);
		const words = wordsFor(endgame, 'en');
		expect(narrateMcts(trace, { iteration: 2999, phase: 'select' }, 'en', words)).toBe(
			'Iteration 2999, selection: from the root, X max takes column 3: 0.41 + 1.41·√(ln 2998 / 453) = 0.60, the greatest of 6; then O min takes column 4: 0.74 + 1.41·√(ln 453 / 273) = 0.95, the greatest of 6; then X max takes column 7: 0.29 + 1.41·√(ln 273 / 52) = 0.76, the greatest of 6; then O min takes column 7: 0.81 + 1.41·√(ln 52 / 10) = 1.70, the greatest of 6; then 1 more choice by the same rule. It stops at the node after column 3, column 4, column 7, column 7, column 4, where column 1 is still untried.'
		);
		// By iteration (the page's step 101 of this position), the whole iteration: why each child
		// was selected, then a new node where the game is over, so no random move is played, as the
		// simulation's own sentence says (step 403 by phase).
		expect(narrateIteration(trace, 101, 'en', words)).toBe(
			'Iteration 101, selection: from the root, X max takes column 4: 0.53 + 1.41·√(ln 100 / 18) = 1.24, the greatest of 6; then O min takes column 1: 0.63 + 1.41·√(ln 18 / 3) = 2.02, the greatest of 6. It stops at the node after column 4, column 1, where column 3 is still untried. Expansion adds column 3 (X max); no random moves are played, the game is already over: +111, reward r = 0.91. Back-propagation gives the 4 nodes on the path a visit each: the root now has N = 101, W = 48.98.'
		);
		expect(narrateMcts(trace, { iteration: 101, phase: 'simulate' }, 'en', words)).toBe(
			'Simulation: no random moves, the game is already over here. It ends +111, a win for X max: reward r = 0.91 for the maximiser.'
		);
		expect(narrateIteration(trace, 101, 'zh', wordsFor(endgame, 'zh'))).toBe(
			'第 101 轮，选择：从根节点出发，X 极大方选第 4 列：0.53 + 1.41·√(ln 100 / 18) = 1.24，在 6 个子节点中最大；O 极小方选第 1 列：0.63 + 1.41·√(ln 18 / 3) = 2.02，在 6 个子节点中最大。停在走第 4 列、第 1 列后的节点，那里的第 3 列还未尝试。扩展加入 X 极大方的第 3 列；不用随机走子，棋局已经结束：+111，奖励 r = 0.91。反向传播给路径上的 4 个节点各加一次访问：根节点现在 N = 101，W = 48.98。'
		);
		// A total W is written to two decimals, as the reward it adds up (it read "W = 0.9" beside
		// "r = 0.90": issue 43); a whole one stays whole.
		const backpropagate = { iteration: 100, phase: 'backpropagate' } as const;
		expect(narrateMcts(trace, backpropagate, 'en', words)).toContain(
			'r = 0.90 where X max chose, 1 − r = 0.10 where O min chose. Now, down the path: the root N = 100, W = 48.07; column 4 N = 18, W = 9.47; column 5 N = 3, W = 1.08; column 2 N = 1, W = 0.90.'
		);
		// A playout of moves, and the run's start.
		expect(narrateIteration(trace, 10, 'en', words)).toMatch(
			/^Iteration 10, selection: .* Expansion adds column 2 \(O min\); a random playout of 3 moves ends \+109, reward r = 0\.90\. Back-propagation gives the 3 nodes on the path a visit each: the root now has N = 10, W = 5\.03\.$/
		);
		expect(narrateIteration(trace, 0, 'en', words)).toBe(
			narrateMcts(trace, { iteration: 0, phase: null }, 'en', words)
		);
	});

	it('tells a phone each step briefly, its box as tall as the run’s longest brief telling', () => {
		// The page's run of the Connect Four endgame: at iteration 1000 the whole iteration ran 316 px
		// in a phone's box of 189, which scrolled (issue 43). Briefly: UCB1's rule once, each choice
		// as its two terms' sum (the second the exploration term), the root's counts alone.
		const endgame = connect4Game('5266176457322546753413415661');
		const trace = run(endgame, 1000);
		const [en, zh] = [wordsFor(endgame, 'en'), wordsFor(endgame, 'zh')];
		expect(narrateIteration(trace, 1000, 'en', en, true)).toBe(
			"Iteration 1000, selection by the greatest UCB1 = W/N + 1.41·√(ln N_parent / N): X max column 4, 0.53 + 0.21 = 0.74; O min column 5, 0.34 + 0.60 = 0.94; X max column 7, 0.58 + 1.18 = 1.76. O min column 7 is added; a playout of 10 moves ends −100, r = 0.13; the path's 5 nodes gain a visit: root N = 1000, W = 454.47."
		);
		expect(narrateIteration(trace, 1000, 'zh', zh, true)).toBe(
			'第 1000 轮，选择 UCB1 = W/N + 1.41·√(ln N_父 / N) 最大的子节点：X 极大：第 4 列，0.53 + 0.21 = 0.74；O 极小：第 5 列，0.34 + 0.60 = 0.94；X 极大：第 7 列，0.58 + 1.18 = 1.76。加入 O 极小方的第 7 列；随机模拟 10 步，结果为 −100，r = 0.13；路径上 5 个节点各加一次访问：根节点 N = 1000，W = 454.47。'
		);
		// By phase, selection says where it stops; back-propagation gives the root's counts.
		expect(narrateMcts(trace, { iteration: 1000, phase: 'select' }, 'en', en, true)).toMatch(
			/= 1\.76\. It stops where column 7 is untried\.$/
		);
		expect(narrateMcts(trace, { iteration: 1000, phase: 'backpropagate' }, 'en', en, true)).toBe(
			'Back-propagation: each node on the path gains a visit, and W gains r = 0.13 where X max chose, 1 − r = 0.87 where O min chose. The root: N = 1000, W = 454.47.'
		);
		// The two terms add up to the sum as printed, at every choice of the run.
		for (let i = 1; i <= 1000; i += 37)
			for (const [, mean, bonus, sum] of narrateIteration(trace, i, 'en', en, true).matchAll(
				/(\d\.\d\d) \+ (\d\.\d\d) = (\d\.\d\d)/g
			))
				expect(Math.round(100 * Number(mean)) + Math.round(100 * Number(bonus))).toBe(
					Math.round(100 * Number(sum))
				);
		// The box is as tall as the longest telling of any step, by iteration or by phase, brief (a
		// phone's) and full (a tablet's): the longest few are measured, and among them are a whole
		// iteration of four choices or more late in the run, which the full telling's sample (the
		// first 60 iterations and the last) missed by 10 characters briefly, and iteration 839's
		// deepest path in full (its box grew at iterations 421 and 839 on a tablet: issue 43).
		const page = new MctsRun(trace, endgame, presenterFor(endgame), null);
		const longest = { text: '', short: '' };
		// The step counter is measured with the detail's widest forms: every step's is one of them
		// with a number no longer (the last iteration's, with each phase).
		const form = (detail: string) => detail.replace(/[\d,]+/, '#');
		const narrower: string[] = [];
		for (const [unit, last] of [
			['iteration', 1000],
			['phase', 4000]
		] as const)
			for (let step = 0; step <= last; step++) {
				const detail = page.detail(step, unit, 'en');
				const widest = page.widestDetails(unit, 'en');
				if (!widest.some((each) => form(each) === form(detail) && each.length >= detail.length))
					narrower.push(detail);
				const { text, short = '' } = page.narrate(step, unit, 'en');
				if (short.length > longest.short.length) longest.short = short;
				if (text.length > longest.text.length) longest.text = text;
			}
		expect(narrower).toEqual([]);
		expect(page.widestDetails('phase', 'en')).toEqual([
			'start',
			...['select', 'expand', 'play out', 'back up'].map((phase) => `iteration 1,000 · ${phase}`)
		]);
		const tallest = page.tallest('en');
		const most = (texts: string[]) => Math.max(...texts.map((text) => text.length));
		expect(most(tallest.map((said) => said.short ?? ''))).toBe(longest.short.length);
		expect(tallest.map((said) => said.text)).toContain(longest.text);
		expect([longest.short.length, longest.text.length]).toEqual([325, 692]);
		expect(longest.text).toBe(page.narrate(839, 'iteration', 'en').text);
		// The third longest, 816's, ends at a finished game a node short of the deepest path, which
		// says a choice more (the presenting box grew there when only the deepest were sampled).
		for (const iteration of [839, 876, 816])
			expect(tallest.map((said) => said.text)).toContain(
				page.narrate(iteration, 'iteration', 'en').text
			);
		expect(tallest.length).toBeLessThanOrEqual(12);
		// Found once a language: the page gets the same list again (the box measures it once).
		expect(page.tallest('en')).toBe(tallest);
		// Chinese, with no English word left but UCB1, ln, r and N's "parent", written N_父.
		const stray = Array.from({ length: 40 }, (_, k) =>
			narrateIteration(trace, 25 * k + 1, 'zh', zh, true)
		).flatMap((text) => strayLatin(text).filter((word) => !['UCB1', 'ln', 'r'].includes(word)));
		expect(stray).toEqual([]);
	});

	it('tells any step from its index alone, the same backwards, by phase or by iteration', () => {
		const forwards = told(article, 'en');
		const words = wordsFor(article.game, 'en');
		for (let index = forwards.length - 1; index >= 0; index--)
			expect(narrateMcts(article, mctsStepAt(index, 30, 'event'), 'en', words)).toBe(
				forwards[index]
			);
		// By iteration, step i is iteration i back-propagated: the fourth phase's sentence.
		const byIteration = told(article, 'en', 'call');
		for (let i = 1; i <= 30; i++) expect(byIteration[i]).toBe(forwards[4 * i]);
		expect(byIteration[0]).toBe(forwards[0]);
	});

	it('speaks Chinese with no English word left, but UCB1, ln and r', () => {
		expect(strayLatin(mctsListing('js').titles['zh'] ?? 'missing')).toEqual([]);
		for (const trace of [
			article,
			run(boardGame('.........'), 60, 3),
			run(connect4Game('4453'), 20)
		]) {
			const stray = told(trace, 'zh').flatMap((text) =>
				strayLatin(text).filter((word) => !['UCB1', 'ln', 'r'].includes(word))
			);
			expect(stray).toEqual([]);
		}
	});
});
