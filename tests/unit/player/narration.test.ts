import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { minimaxCallCount, plainSearch, type Trace } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import {
	bestAfter,
	enterIndex,
	eventCount,
	receiveIndex,
	receiveRule,
	returnIndex
} from '../../../src/lib/engine/events';
import { parseTree, treeGame, TreeGame } from '../../../src/lib/games/tree/rules';
import { StepMap } from '../../../src/lib/player/steps';
import { narrate, ruleAt, tallestNarration } from '../../../src/lib/player/narration';
import { DrawnTree } from '../../../src/lib/player/drawn';
import { signedValue } from '../../../src/lib/games/values';
import { codeLineAt, listingFor } from '../../../src/lib/player/code';
import { ARTICLE_BOARD, ARTICLE_TREE, randomTrees, rootKinds } from '../traces';
import { AIMA_TREE } from '../../../src/lib/games/tree/link';
import { alphaBeta, minimax } from '../../searches';

const article = minimax(boardGame(ARTICLE_BOARD));
const byCall = new StepMap(article, 'call');
const byEvent = new StepMap(article, 'event');
const EN = { lang: 'en' } as const;

describe('signedValue', () => {
	it('signs scores with + and the minus sign (U+2212), open bounds as infinities', () => {
		expect([10, -10, 0, 2.5, Infinity, -Infinity].map(signedValue)).toEqual([
			'+10',
			'−10',
			'0',
			'+2.5',
			'+∞',
			'−∞'
		]);
	});
});

describe('the article board, by call', () => {
	const text = (step: number) => narrate(article, byCall, step, EN).text;

	it('sets the scene at step 0', () => {
		expect(text(0)).toBe(
			'The search is about to start on this board, X to move. X is the AI and maximises (+10 is an X win); O minimises (−10 is an O win) and a draw is 0.'
		);
	});

	it('names X as the winner at FC5, with +10 and a note on the article', () => {
		const { text, note } = narrate(article, byCall, 5, EN);
		expect(text).toContain('X (the AI) has three in a row on cells 3, 4 and 5');
		expect(text).toContain('FC5 returns +10');
		expect(text).not.toMatch(/O wins|human\) has/);
		expect(note).toMatch(/article/);
		expect(note).toContain('FC5');
		expect(note).toContain('+10');
	});

	it('names O as the winner at FC9, with −10 and a note on the article', () => {
		const { text, note } = narrate(article, byCall, 9, EN);
		expect(text).toContain('O (the human) has three in a row on cells 0, 4 and 8');
		expect(text).toContain('FC9 returns −10');
		expect(text).not.toMatch(/X wins|AI\) has/);
		expect(note).toMatch(/article/);
		expect(note).toContain('FC9');
		expect(note).toContain('−10');
	});

	it('has no note at any other step', () => {
		for (let step = 0; step <= byCall.last; step++) {
			if (step !== 5 && step !== 9) expect(narrate(article, byCall, step, EN).note).toBeNull();
		}
	});

	it('sums up the returns since the last step', () => {
		expect(text(5)).toMatch(
			/^FC4's −10 went back to FC2, which returned its lowest score, −10, to FC1\. /
		);
		expect(text(7)).toMatch(/^FC7 starts at depth 2 after O took cell 1\./);
	});

	it('gives the answer at the final step', () => {
		expect(byCall.last).toBe(10);
		expect(text(10)).toContain('X plays cell 4, score +10');
		expect(text(10)).toContain('−10 (cell 1), +10 (cell 4) and −10 (cell 6)');
	});

	it('keeps every step short enough for a fixed box', () => {
		for (let step = 0; step <= byCall.last; step++) {
			expect(text(step).length).toBeLessThanOrEqual(320);
			expect(text(step).split(/[.!?] /).length).toBeLessThanOrEqual(4);
		}
	});
});

describe('the article board, by event', () => {
	it('puts the notes on the steps showing the returns of FC5 and FC9 only', () => {
		const noted: number[] = [];
		for (let step = 0; step <= byEvent.last; step++)
			if (narrate(article, byEvent, step, EN).note !== null) noted.push(step);
		expect(noted).toEqual([returnIndex(article, 5) + 1, returnIndex(article, 9) + 1]);
	});

	it('says the move tried, and the score received with the best so far', () => {
		expect(narrate(article, byEvent, 2, EN).text).toBe(
			'FC1 puts X in cell 1 and calls FC2 to find out what that move is worth.'
		);
		const received = narrate(article, byEvent, receiveIndex(article, 9) + 1, EN).text;
		expect(received).toBe('FC6 gets −10 back from cell 4. Best so far: −10, from cell 4.');
	});

	it('tells a minimiser returns its lowest score and keeps the first of a tie', () => {
		const text = narrate(article, byEvent, returnIndex(article, 2) + 1, EN).text;
		expect(text).toContain('−10 (cell 4) and −10 (cell 6)');
		expect(text).toContain('returns the lowest, −10, from cell 4');
		expect(text).toContain('ties keep the first');
	});

	it('does not flag the article in alpha-beta', () => {
		const trace = alphaBeta(boardGame(ARTICLE_BOARD));
		const steps = new StepMap(trace, 'event');
		for (let step = 0; step <= steps.last; step++)
			expect(narrate(trace, steps, step, EN).note).toBeNull();
	});
});

describe('alpha-beta on the tree of article 004', () => {
	const trace = alphaBeta(parseTree(ARTICLE_TREE));
	const steps = new StepMap(trace, 'event');

	it('narrates the cut at node C: alpha 3 meets beta 2, n18 (G) is pruned', () => {
		const index = receiveIndex(trace, 8);
		const text = narrate(trace, steps, index + 1, EN).text;
		expect(text).toContain('FC7 (n9) gets 2 back');
		expect(text).toContain('alpha 3 ≥ beta 2');
		expect(text).toContain('n18 is pruned');
		// Why: the bound 3 was set at n4 (A), where max already has 3 from n8 (B), and
		// min holds n9 (C) to 2 or less, so max has no reason to let play reach C.
		expect(text).toContain('max can already get 3 at FC3 (n4)');
		expect(text).toContain('here at FC7 (n9) min can hold it to 2 or less');
		expect(text).toContain('max gains nothing by coming here');
		// Without the drawn tree the cut is named but not counted.
		expect(text).not.toContain('saving');
		const lines = listingFor(trace, 'en').lines;
		expect(lines[codeLineAt(trace, index) ?? -1]).toContain('break');
	});

	it('names the other three cuts as prunes and no other step', () => {
		const pruning: number[] = [];
		for (let step = 1; step < steps.last; step++)
			if (/ is pruned| are pruned/.test(narrate(trace, steps, step, EN).text)) pruning.push(step);
		expect(pruning).toEqual([8, 10, 15, 13].map((call) => receiveIndex(trace, call) + 1));
	});

	it('gives the root value and its child at the end', () => {
		expect(narrate(trace, steps, steps.last, EN).text).toContain(
			'The root is worth 3, the highest value, through its first child (n2).'
		);
		expect(narrate(trace, new StepMap(trace, 'call'), 0, EN).text).toContain(
			'alpha = −∞, beta = +∞'
		);
	});
});

describe("AIMA's Figure 5.2 with the nodes named as the book names them (A to D)", () => {
	const trace = alphaBeta(parseTree(AIMA_TREE));
	const drawn = new DrawnTree(trace, { expand: true });
	const steps = new StepMap(trace, 'event');
	const told = (index: number, lang: 'en' | 'zh' = 'en') =>
		narrate(trace, steps, index + 1, { drawn, lang }).text;

	it('names B, C and D in every sentence, without letters asked for, and numbers the leaves', () => {
		expect(told(enterIndex(trace, 1))).toMatch(/^FC1 \(A\) starts/);
		expect(told(enterIndex(trace, 2))).toMatch(/^FC2 \(B\) starts/);
		// C's first leaf (2) closes its window: its other two leaves are cut, by C's name.
		const cut = told(receiveIndex(trace, 7));
		expect(cut).toContain('FC6 (C) gets 2 back from its first child (n8).');
		expect(cut).toContain('max can already get 3 at FC1 (A)');
		expect(cut).toContain('here at FC6 (C) min can hold it to 2 or less');
		expect(told(receiveIndex(trace, 8))).toContain('FC1 (A) gets 2 back from its third child (D).');
		expect(narrate(trace, steps, 0, { drawn, lang: 'en' }).text).toMatch(
			/^The search is about to start at the root \(A\), a max node\./
		);
		expect(narrate(trace, steps, eventCount(trace), { drawn, lang: 'en' }).text).toContain(
			// C cut two leaves: at most 2; D searched all three: exactly 2 (AIMA: "D is worth exactly 2").
			'FC1 (A) is done with 3 (B), ≤ 2 (C) and 2 (D). The root is worth 3, the highest value, through its first child (B).'
		);
		expect(told(receiveIndex(trace, 7), 'zh')).toContain('FC6（C）');
	});

	// Issue 43: MTD(f)'s pass 2 cut at FC8 (B) named its driver FC1 as where max already gets 3:
	// the driver's calls before are passes at the root, not moves it chose from, and FC1 stood
	// four rows above the cut in a 283 px pane at the desk.
	it("under MTD(f), a bound from the pass's null window is told as from higher up, in both languages", () => {
		const passes = search(parseTree(AIMA_TREE), {
			algorithm: 'mtdf',
			depthLimit: null,
			symmetry: false
		});
		const byCall = new StepMap(passes, 'call');
		const at9 = (lang: 'en' | 'zh') =>
			narrate(passes, byCall, 9, { drawn: new DrawnTree(passes), lang });
		expect(at9('en').text).toContain('max can already get 3 higher up, and here at FC8 (B)');
		expect(at9('zh').text).toContain('极大方在更上层已能得到 3，而在 FC8（B）这里');
		for (const lang of ['en', 'zh'] as const) expect(at9(lang).named).not.toContain(1);
	});
});

describe('fail-soft bounds in a list of values (issue 43)', () => {
	const last = (trace: Trace) =>
		narrate(trace, new StepMap(trace, 'event'), eventCount(trace), EN).text;

	it('writes a value at or past a window as the bound it is, an exact one as it is', () => {
		// Cell 6 cut short at once: +10 is only at most +10 (minimax gives it -10).
		expect(last(alphaBeta(boardGame(ARTICLE_BOARD)))).toContain(
			'FC1 is done with −10 (cell 1), +10 (cell 4) and ≤ +10 (cell 6).'
		);
		expect(last(minimax(boardGame(ARTICLE_BOARD)))).toContain('and −10 (cell 6)');
		// A min root: D's 14 closes its window at once, so D is at least 14.
		const minRoot = treeGame(
			[
				[3, 12, 8],
				[2, 4, 6],
				[14, 5, 2]
			],
			{ root: 'min' }
		);
		expect(last(alphaBeta(minRoot))).toContain('is done with 12 (n2), 6 (n3) and ≥ 14 (n4).');
	});
});

describe("alpha-beta on article 004's tree, with its walkthrough letters and the cuts counted", () => {
	const trace = alphaBeta(parseTree(ARTICLE_TREE));
	const drawn = new DrawnTree(trace, { expand: true });
	const steps = new StepMap(trace, 'event');
	const lettered = (index: number) =>
		narrate(trace, steps, index + 1, { letters: true, drawn, lang: 'en' }).text;
	const plain = (index: number) => narrate(trace, steps, index + 1, { drawn, lang: 'en' }).text;

	it('tells the cut at C by letter: A holds alpha 3, C holds beta 2, G is pruned', () => {
		const text = lettered(receiveIndex(trace, 8));
		expect(text).toContain('FC7 (C) gets 2 back from its first child (F).');
		expect(text).toContain('2 is below beta +∞, so beta falls to 2.');
		expect(text).toContain('Now alpha 3 ≥ beta 2');
		expect(text).toContain('max can already get 3 at FC3 (A)');
		expect(text).toContain('here at FC7 (C) min can hold it to 2 or less');
		expect(text).toContain("So G is pruned, saving 1 call (minimax's FC9).");
		expect(text).not.toContain('node');
	});

	it('names node numbers without letters, and only on the article tree', () => {
		const text = plain(receiveIndex(trace, 8));
		expect(text).toContain('FC7 (n9) gets 2 back from its first child (n17).');
		expect(text).toContain('max can already get 3 at FC3 (n4)');
		expect(text).toContain("So n18 is pruned, saving 1 call (minimax's FC9).");
		const min = alphaBeta(parseTree(ARTICLE_TREE, { root: 'min' }));
		const minSteps = new StepMap(min, 'event');
		const start = narrate(min, minSteps, enterIndex(min, 3) + 1, {
			letters: true,
			lang: 'en'
		}).text;
		expect(start).toMatch(/^FC3 \(n4\) starts at depth 2\./);
	});

	it('gives the holder of the bound and the savings at each of the other cuts', () => {
		// FC9 (n5, max) gets 15 while FC2 (n2, min) already holds the score to 3.
		const at9 = plain(receiveIndex(trace, 10));
		expect(at9).toContain('15 is above alpha −∞, so alpha rises to 15.');
		expect(at9).toContain('min can already hold the score to 3 at FC2 (n2)');
		expect(at9).toContain('here at FC9 (n5) max gets at least 15');
		expect(at9).toContain("So n11 is pruned, saving 3 calls (minimax's FC13–FC15).");
		// FC14 (n12, min) gets 2 while the root already has 3 from its first child.
		const at14 = plain(receiveIndex(trace, 15));
		expect(at14).toContain('max can already get 3 at FC1 (n1)');
		expect(at14).toContain("So n23 is pruned, saving 1 call (minimax's FC20).");
		// FC12 (n3, min) gets 3 back: beta 3 meets the root's alpha 3, and [[2, 14]] goes.
		const at12 = plain(receiveIndex(trace, 13));
		expect(at12).toContain('3 is below beta +∞, so beta falls to 3.');
		expect(at12).toContain('max can already get 3 at FC1 (n1)');
		expect(at12).toContain('here at FC12 (n3) min can hold it to 3 or less');
		expect(at12).toContain("So n7 is pruned, saving 4 calls (minimax's FC23–FC26).");
	});

	it('tells a return alone: the caller weighs the value at the next event, where its window is drawn', () => {
		expect(plain(returnIndex(trace, 8))).toBe('FC8 (n17) is a leaf worth 2, so it returns 2.');
		for (let call = 2; call <= trace.calls; call++) {
			expect(plain(returnIndex(trace, call))).not.toMatch(/alpha|beta|Back in|skip/);
			expect(ruleAt(trace, returnIndex(trace, call), { lang: 'en' }) ?? '').not.toMatch(/[αβ]/);
		}
		expect(ruleAt(trace, returnIndex(trace, 8), { lang: 'en' })).toBe('FC8 returns 2 to FC7');
	});

	it("by call, a leaf's step ends where its value is weighed, and at the first cut on its way back", () => {
		const byCall = new StepMap(trace, 'call');
		const said = (step: number) =>
			narrate(trace, byCall, step, { letters: true, drawn, lang: 'en' }).text;
		// FC8's 2 makes C (FC7) cut G at once: step 8 is that receive, and says all of it.
		expect(byCall.eventOf(8)).toBe(receiveIndex(trace, 8));
		expect(said(8)).toBe(
			"FC8 (F) is a leaf worth 2, so it returns 2. FC7 (C) gets 2 back from its first child (F). 2 is below beta +∞, so beta falls to 2. Now alpha 3 ≥ beta 2: max can already get 3 at FC3 (A), and here at FC7 (C) min can hold it to 2 or less, so max gains nothing by coming here. So G is pruned, saving 1 call (minimax's FC9)."
		);
		// FC6's 17 changes nothing at B (FC4): the step is B weighing it.
		expect(byCall.eventOf(6)).toBe(receiveIndex(trace, 6));
		expect(said(6)).toContain('17 is not below beta 3, so the window stays.');
		// FC11's 15 goes up through FC10, done, to FC9, which cuts n11; with the nodes named as
		// drawn (n19, not "node 19") the way back fits in full.
		expect(byCall.eventOf(11)).toBe(receiveIndex(trace, 10));
		expect(said(11)).toMatch(
			/^FC11 \(n19\) is a leaf worth 15, so it returns 15\. FC11's 15 went back to FC10, which returned its lowest score, 15, to FC9\. 15 is above alpha −∞/
		);
		expect(said(11)).toContain('So n11 is pruned');
		// FC17's 3 goes up through FC16 and FC13 to FC12, which cuts n7.
		expect(byCall.eventOf(17)).toBe(receiveIndex(trace, 13));
		expect(said(17)).toContain('So n7 is pruned');
		// The next step's way back starts at the cutting caller's return, not from its own value:
		// the value it took, which step 8 told, is not told again (issue 43: one row less to show).
		expect(said(9)).toMatch(
			/^FC7 cut G \(alpha 3 ≥ beta 2\) and returned its lowest score, ≤ 2, to FC3/
		);
		const aima = alphaBeta(parseTree('[[3,12,8],[2,4,6],[14,5,2]]'));
		expect(narrate(aima, new StepMap(aima, 'call'), 8, { lang: 'en' }).text).toMatch(
			/^FC6 cut n9 and n10 \(alpha 3 ≥ beta 2\) and returned its lowest score, ≤ 2, to FC1\. FC8/
		);
		// Presenting sizes the box to the tallest step's text: a cut's step, found among them all.
		const tallest = tallestNarration(trace, byCall, { letters: true, drawn, lang: 'en' });
		const lengths = Array.from({ length: byCall.last + 1 }, (_, step) => said(step).length);
		expect(tallest?.text.length).toBe(Math.max(...lengths));
		expect(tallest?.text).toContain('is pruned');
		const big = minimax(boardGame('X...O....'));
		expect(tallestNarration(big, new StepMap(big, 'call'), { lang: 'en' })).toBeNull();
		// Inner calls keep their start; minimax's leaves keep their return.
		expect(byCall.eventOf(9)).toBe(enterIndex(trace, 9));
		const plainMinimax = minimax(parseTree(ARTICLE_TREE));
		expect(new StepMap(plainMinimax, 'call').eventOf(8)).toBe(returnIndex(plainMinimax, 8));
	});

	it('keeps the window at a receive that changes nothing, and tells the new window', () => {
		const text = plain(receiveIndex(trace, 6));
		expect(text).toContain('FC4 (n8) gets 17 back from its second child (n16).');
		expect(text).toContain('17 is not below beta 3, so the window stays.');
		expect(text).toContain('Window now: alpha = −∞, beta = 3.');
		expect(text).not.toContain('pruned');
	});

	it('sums up the cuts at the end: 4 branches, 9 of 26 calls saved', () => {
		const text = narrate(trace, steps, steps.last, { drawn, lang: 'en' }).text;
		expect(text).toContain("Alpha-beta pruned 4 branches, saving 9 of minimax's 26 calls.");
		expect(narrate(trace, steps, steps.last, EN).text).toContain('Alpha-beta pruned 4 branches.');
	});
});

describe("alpha-beta on the freeCodeCamp article's board", () => {
	const trace = alphaBeta(boardGame(ARTICLE_BOARD));
	const drawn = new DrawnTree(trace);
	const steps = new StepMap(trace, 'event');

	it("cuts cell 4 at FC6: X already has +10 at FC1, saving minimax's FC9", () => {
		const text = narrate(trace, steps, receiveIndex(trace, 7) + 1, { drawn, lang: 'en' }).text;
		expect(text).toContain('FC6 gets +10 back from cell 1.');
		expect(text).toContain('+10 is below beta +∞, so beta falls to +10.');
		expect(text).toContain('Now alpha +10 ≥ beta +10');
		expect(text).toContain('X (the AI) can already get +10 at FC1');
		expect(text).toContain('here at FC6 O (the human) can hold it to +10 or less');
		expect(text).toContain("So cell 4 is pruned, saving 1 call (minimax's FC9).");
		const back = narrate(trace, steps, returnIndex(trace, 7) + 1, { drawn, lang: 'en' }).text;
		expect(back).not.toContain('pruned');
		const byCall = new StepMap(trace, 'call');
		// By call, FC8's +10 goes up through FC7, done, to FC6, which cuts: step 8 shows it.
		expect(byCall.eventOf(8)).toBe(receiveIndex(trace, 7));
		// A finished board's sentence takes room: the cut is told without its why there.
		expect(narrate(trace, byCall, 8, { drawn, lang: 'en' }).text).toContain(
			"Now alpha +10 ≥ beta +10: cell 4 is pruned, saving 1 call (minimax's FC9)."
		);
		const end = narrate(trace, steps, steps.last, { drawn, lang: 'en' }).text;
		expect(end).toContain("Alpha-beta pruned 1 branch, saving 1 of minimax's 9 calls.");
	});
});

/**
 * Every cut's explanation, checked against the search: the bound it quotes is held by an
 * ancestor on the other side (its best so far when play left it), and the calls it says were
 * saved are the sizes of the cut subtrees.
 */
function checkCuts(trace: Trace): void {
	const drawn = new DrawnTree(trace);
	const steps = new StepMap(trace, 'event');
	for (let child = 2; child <= trace.calls; child++) {
		const rule = receiveRule(trace, child);
		if (rule === null || rule.cut.length === 0) continue;
		const text = narrate(trace, steps, receiveIndex(trace, child) + 1, { drawn, lang: 'en' }).text;
		const { caller, after } = rule;
		const maximizing = trace.isMaximizing(caller);
		const bound = maximizing ? after.beta : after.alpha;
		// Alpha met beta with a finite value in hand, so the bound is finite: someone set it.
		expect(Number.isFinite(bound)).toBe(true);
		expect(text).not.toContain('higher up');
		const holder = Number(/ at FC(\d+)/.exec(text)?.[1]);
		const path = trace.ancestry(caller);
		expect(path.slice(0, -1)).toContain(holder);
		expect(trace.isMaximizing(holder)).toBe(!maximizing);
		const below = path[path.indexOf(holder) + 1] as number;
		const earlier = trace.children(holder).filter((c) => c < below);
		expect(bestAfter(trace, holder, earlier.at(-1) as number)).toBe(bound);
		const position = trace.position(caller);
		const saved = rule.cut.reduce(
			(sum, move) => sum + minimaxCallCount(trace.game, trace.game.play(position, move)),
			0
		);
		expect(text).toContain(`saving ${saved.toLocaleString('en-US')} call${saved === 1 ? '' : 's'}`);
	}
}

describe('the explanation of every cut', () => {
	it('names who holds the bound and what was saved, on boards', () => {
		for (const board of [ARTICLE_BOARD, 'X...O..X.', 'X...O....']) {
			checkCuts(alphaBeta(boardGame(board)));
			checkCuts(alphaBeta(boardGame(board, { ai: 'O' })));
		}
		checkCuts(alphaBeta(parseTree(ARTICLE_TREE)));
	});

	it('names who holds the bound and what was saved, on random trees', () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, (tree, root) =>
				checkCuts(alphaBeta(treeGame(tree, { root })))
			),
			{ numRuns: 300 }
		);
	});
});

describe('a finished board', () => {
	it('says the game is already over and why, from the first step to the last', () => {
		const trace = minimax(boardGame('XXXOO....'));
		for (const steps of [new StepMap(trace, 'call'), new StepMap(trace, 'event')]) {
			for (const step of [0, steps.last]) {
				const { text } = narrate(trace, steps, step, EN);
				expect(text).toContain('already over');
				expect(text).toContain('X (the AI) has three in a row on cells 0, 1 and 2');
				expect(text).toContain('+10');
			}
		}
	});

	it('calls a full board without a line a draw', () => {
		const trace = minimax(boardGame('XOXXOOOX.'));
		const text = narrate(trace, new StepMap(trace, 'call'), 2, EN).text;
		expect(text).toContain('nobody has three in a row');
		expect(text).toContain('FC2 returns 0');
	});
});

const traces: [string, Trace][] = [
	['minimax, article board', article],
	['alpha-beta, article board', alphaBeta(boardGame(ARTICLE_BOARD))],
	['minimax, 6 empty cells', minimax(boardGame('X...O..X.'))],
	['alpha-beta, 6 empty cells', alphaBeta(boardGame('X...O..X.'))],
	['alpha-beta, 7 empty cells', alphaBeta(boardGame('X...O....'))],
	['minimax, O as the AI', minimax(boardGame('X...O..X.', { ai: 'O' }))],
	['minimax, article tree', minimax(parseTree(ARTICLE_TREE))],
	['alpha-beta, article tree', alphaBeta(parseTree(ARTICLE_TREE))],
	['alpha-beta, min-rooted tree', alphaBeta(parseTree(ARTICLE_TREE, { root: 'min' }))]
];

describe.each(traces)('every step of %s', (_, trace) => {
	it('has text of at most 400 characters and a code line within the listing', () => {
		const size = listingFor(trace, 'en').lines.length;
		// As the page narrates: letters on, cuts counted on the drawn tree.
		const drawn = new DrawnTree(trace, { expand: trace.game instanceof TreeGame });
		// Every step's faults, checked in one assertion: an expect per fact made this test spend
		// most of its time in expect.
		const faults: string[] = [];
		for (const granularity of ['event', 'call'] as const) {
			const steps = new StepMap(trace, granularity);
			for (let step = 0; step <= steps.last; step++) {
				const at = `${granularity} step ${step}`;
				const { text } = narrate(trace, steps, step, EN);
				if (text.length === 0 || text.length > 400) faults.push(`${at}: ${text.length} characters`);
				const full = narrate(trace, steps, step, { letters: true, drawn, lang: 'en' }).text;
				if (full.length > 400) faults.push(`${at}, with letters: ${full.length} characters`);
				const line = codeLineAt(trace, steps.eventOf(step));
				// None at step 0, then a line of the listing.
				const fits = step === 0 ? line === null : line !== null && line >= 0 && line < size;
				if (!fits) faults.push(`${at}: code line ${line}`);
			}
			expect(steps.eventOf(steps.last)).toBe(eventCount(trace) - 1);
		}
		expect(faults).toEqual([]);
	});
});

describe('a received value, as its card prints it', () => {
	it('keeps the estimate mark of a call stopped at the depth limit, in both languages', () => {
		const trace = search(boardGame(ARTICLE_BOARD), { ...plainSearch('minimax'), depthLimit: 1 });
		const steps = new StepMap(trace, 'event');
		const child = trace.childList(1).at(0);
		const said = (lang: 'en' | 'zh') =>
			narrate(trace, steps, steps.stepOf(receiveIndex(trace, child)), { lang }).text;
		expect(trace.kind(child)).toBe('estimated');
		const card = `≈ ${signedValue(trace.score(child))}`;
		expect(said('en')).toContain(`FC1 gets ${card} back from cell`);
		expect(said('zh')).toContain(card);
		// The root's summary quotes each card the same way.
		const done = narrate(trace, steps, steps.last, EN).text;
		expect(done).toMatch(new RegExp(`FC1 is done with ${card} \\(cell`));
	});
});

describe('a received average, as its card prints it', () => {
	it('is the exact fraction, not its decimal', () => {
		const game = treeGame([
			[3, 12, 8],
			[2, 4, 6],
			[14, 5, 2]
		]);
		const trace = search(game, plainSearch('expectimax'));
		const steps = new StepMap(trace, 'event');
		const first = trace.childList(1).at(0);
		const text = narrate(trace, steps, steps.stepOf(receiveIndex(trace, first)), EN).text;
		expect(text).toContain('gets 23/3 back');
		expect(text).toContain('Best so far: 23/3');
		expect(text).not.toContain('7.67');
	});
});
