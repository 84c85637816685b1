import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameCatalogue } from '../../../src/lib/engine/catalogue';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import type { Trace } from '../../../src/lib/engine/index';
import { receiveIndex, returnIndex } from '../../../src/lib/engine/events';
import { presenterFor, signedValue, type GamePresenter } from '../../../src/lib/games';
import type { GameNarration, NarrationContext } from '../../../src/lib/games/narration';
import { NARRATION } from '../../../src/lib/games/narrations';
import { tictactoeNarration } from '../../../src/lib/games/tictactoe/view/narration';
import { treeNarration } from '../../../src/lib/games/tree/view/narration';
import type { Lang } from '../../../src/lib/i18n/lang';
import { narrate, ruleAt } from '../../../src/lib/player/narration';
import { StepMap } from '../../../src/lib/player/steps';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../traces';
import { alphaBeta, minimax } from '../../searches';

/** What the narrator hands a game's narration: these searches return the card's value. */
function context(trace: Trace, lang: Lang, letters = false): NarrationContext {
	const presenter = presenterFor(trace.game);
	const told: NarrationContext = {
		trace,
		presenter,
		lang,
		letters,
		returnedValue: (call) => presenter.value(trace.score(call)),
		name: (call, short = false) =>
			short ? `FC${call}` : gameCatalogue.get(presenter.kind, NARRATION).callName(told, call)
	};
	return told;
}

describe("the board's narration", () => {
	const article = minimax(boardGame(ARTICLE_BOARD));
	const en = context(article, 'en');
	const zh = context(article, 'zh');

	it('names calls by number, moves by cell, and cuts long lists short', () => {
		expect(tictactoeNarration.callName(en, 5)).toBe('FC5');
		expect(tictactoeNarration.moveName(en, 1, 4)).toBe('cell 4');
		expect(tictactoeNarration.moveList(en, 1, [4])).toBe('cell 4');
		expect(tictactoeNarration.moveList(en, 1, [1, 4, 6])).toBe('cells 1, 4 and 6');
		expect(tictactoeNarration.moveList(en, 1, [0, 1, 2, 3, 4, 5, 6, 7, 8])).toBe(
			'cells 0, 1, 2, 3, 4, 5, 6 and 2 more'
		);
		expect(tictactoeNarration.moveList(zh, 1, [1, 4, 6])).toBe('1、4 和 6 号格');
	});

	it('names the sides as the AI and the human, whichever mark the AI plays', () => {
		expect(tictactoeNarration.sideName(en, true)).toBe('X (the AI)');
		expect(tictactoeNarration.sideName(en, false)).toBe('O (the human)');
		const oAi = context(minimax(boardGame('X...O..X.', { ai: 'O' })), 'en');
		expect(tictactoeNarration.sideName(oAi, true)).toBe('O (the AI)');
		expect(tictactoeNarration.sideName(zh, false)).toBe('O（人类）');
	});

	it('tells a try, and a call entering with the move that led there', () => {
		expect(tictactoeNarration.tryText(en, 2)).toBe(
			'FC1 puts X in cell 1 and calls FC2 to find out what that move is worth.'
		);
		expect(tictactoeNarration.enterText(en, 1, null)).toBe(
			'FC1 starts at depth 0 on the starting position. X (the AI) moves and maximises; it will try, in order, cells 1, 4 and 6.'
		);
		expect(tictactoeNarration.enterText(en, 2, 'alpha = −∞, beta = +∞')).toBe(
			'FC2 starts at depth 1 after X took cell 1. O (the human) moves and minimises; it will try, in order, cells 4 and 6. Window: alpha = −∞, beta = +∞.'
		);
		expect(tictactoeNarration.enterText(zh, 5, null)).toBe(
			'X 下在 4 号格后，FC5 开始执行，深度 1。这个棋盘上的对局已经结束：没有可走的棋，只需报告分值。'
		);
	});

	it("gives a finished board's verdict: the line and its mark, or a full board", () => {
		expect(tictactoeNarration.finishedText(en, 9)).toBe(
			'FC9 looks at the board after O took cell 4: O (the human) has three in a row on cells 0, 4 and 8. O wins, so FC9 returns −10.'
		);
		const full = context(minimax(boardGame('XOXXOOOXX')), 'en');
		expect(tictactoeNarration.overText(full)).toBe(
			'This game is already over: the board is full and nobody has three in a row. A draw. There is nothing to search; the score is 0.'
		);
		expect(tictactoeNarration.overText(en)).toBeNull();
	});

	it('opens with who moves and who maximises, and ends with the move and what it means', () => {
		const oAi = context(alphaBeta(boardGame('X...O..X.', { ai: 'O' })), 'en');
		expect(tictactoeNarration.startText(oAi)).toBe(
			'The search is about to start on this board, O to move. O is the AI and maximises (+10 is an O win); X minimises (−10 is an X win) and a draw is 0. Alpha-beta opens with alpha = −∞, beta = +∞.'
		);
		expect(tictactoeNarration.answerText(en)).toBe(
			'X maximises, so X plays cell 4, score +10: the AI (X) can force a win.'
		);
		expect(tictactoeNarration.answerText(oAi)).toBe(
			'O maximises, so O plays cell 3, score 0: best play on both sides ends in a draw.'
		);
	});

	it("corrects the freeCodeCamp article at FC5 and FC9 only, from the board's own lines", () => {
		expect(tictactoeNarration.articleNote(en, 5)).toBe(
			"Heads-up: the freeCodeCamp article's text calls FC5 a win for the human, but X holds cells 3, 4 and 5, so +10 (an AI win) is right."
		);
		expect(tictactoeNarration.articleNote(zh, 9)).toBe(
			'注意：原教程文章的正文把 FC9 说成 AI 获胜，但 O 占据了 0、4 和 8 号格，所以 −10（人类获胜）才是对的。'
		);
		expect([1, 2, 3, 4, 6, 7, 8].map((call) => tictactoeNarration.articleNote(en, call))).toEqual(
			Array(7).fill(null)
		);
	});
});

describe("the tree's narration", () => {
	const trace = alphaBeta(parseTree(ARTICLE_TREE));
	const numbers = context(trace, 'en');
	const letters = context(trace, 'en', true);
	const zh = context(trace, 'zh', true);

	it("names calls and moves by node, or by article 004's letters on its tree only", () => {
		expect(treeNarration.callName(numbers, 3)).toBe('FC3 (n4)');
		expect(treeNarration.callName(letters, 3)).toBe('FC3 (A)');
		const minRooted = context(alphaBeta(parseTree(ARTICLE_TREE, { root: 'min' })), 'en', true);
		expect(treeNarration.callName(minRooted, 3)).toBe('FC3 (n4)');
		expect(treeNarration.moveName(numbers, 7, 0)).toBe('its first child (n17)');
		expect(treeNarration.moveName(letters, 7, 0)).toBe('its first child (F)');
		expect(treeNarration.callName(zh, 7)).toBe('FC7（C）');
	});

	it('lists moves by letter only when every one has a letter', () => {
		expect(treeNarration.moveList(numbers, 7, [0, 1])).toBe('n17 and n18');
		expect(treeNarration.moveList(letters, 7, [0, 1])).toBe('F and G');
		expect(treeNarration.moveList(letters, 7, [1])).toBe('G');
		expect(treeNarration.moveList(letters, 1, [0, 1])).toBe('n2 and n3');
		expect(treeNarration.moveList(zh, 7, [0, 1])).toBe('F 和 G');
	});

	it('tells a try, an inner node and a leaf entering, and a leaf returning', () => {
		expect(treeNarration.tryText(numbers, 2)).toBe(
			'FC1 (n1) tries its first child and calls FC2 (n2) to find out what it is worth.'
		);
		expect(treeNarration.enterText(numbers, 1, 'alpha = −∞, beta = +∞')).toBe(
			'FC1 (n1) starts at depth 0 on the starting position. A max node keeps the highest value; it will try its 2 children. Window: alpha = −∞, beta = +∞.'
		);
		expect(treeNarration.enterText(letters, 8, null)).toBe(
			'FC8 (F) starts at depth 4: a leaf, so there is nothing below to search.'
		);
		expect(treeNarration.finishedText(letters, 8)).toBe(
			'FC8 (F) is a leaf worth 2, so it returns 2.'
		);
		expect(treeNarration.enterText(zh, 7, null)).toBe(
			'FC7（C）开始执行，深度 3。这是极小节点，取子节点中的最低值；将尝试它的 2 个子节点。'
		);
	});

	it('names the sides max and min, is never over at the root, and has no article slips', () => {
		expect([true, false].map((max) => treeNarration.sideName(numbers, max))).toEqual([
			'max',
			'min'
		]);
		expect(treeNarration.sideName(zh, true)).toBe('极大方');
		expect(treeNarration.overText(numbers)).toBeNull();
		const article = context(minimax(parseTree(ARTICLE_TREE)), 'en');
		for (let call = 1; call <= 26; call++)
			expect(treeNarration.articleNote(article, call)).toBe(null);
	});

	it('opens with the root and ends with its value and the child it came through', () => {
		expect(treeNarration.startText(context(minimax(parseTree(ARTICLE_TREE)), 'en'))).toBe(
			'The search is about to start at the root (n1), a max node. Levels alternate: max nodes keep the highest value, min nodes the lowest.'
		);
		expect(treeNarration.answerText(numbers)).toBe(
			'The root is worth 3, the highest value, through its first child (n2).'
		);
		const minRooted = context(alphaBeta(parseTree(ARTICLE_TREE, { root: 'min' })), 'zh');
		expect(treeNarration.answerText(minRooted)).toBe(
			'根节点的值为 14（最低值），经由第二个子节点（n3）取得。'
		);
	});
});

describe('the narrator asks the presenter and the narration', () => {
	const article = minimax(boardGame(ARTICLE_BOARD));
	const byEvent = new StepMap(article, 'event');
	const board = presenterFor(article.game);
	// A presenter that prints values and a narration that names calls its own way, to see whose
	// words are used.
	const marked: GamePresenter = { ...board, value: (value) => `<${signedValue(value)}>` };
	const named: GameNarration = {
		...tictactoeNarration,
		callName: (_context, call) => `call ${call}`
	};
	const own = { presenter: marked, narration: named };

	it('for the names of calls and for values, when handed one', () => {
		const step = receiveIndex(article, 9) + 1;
		expect(narrate(article, byEvent, step, { lang: 'en', ...own }).text).toBe(
			'call 6 gets <−10> back from cell 4. Best so far: <−10>, from cell 4.'
		);
		const cuts = alphaBeta(boardGame(ARTICLE_BOARD));
		expect(ruleAt(cuts, receiveIndex(cuts, 7), { lang: 'en', ...own })).toBe(
			'FC7 ⇒ FC6 [<+10>, <+∞>]: <+10> < β → β = <+10> · α <+10> ≥ β <+10>: cut cell 4'
		);
	});

	it("and finds the game's own presenter when handed none", () => {
		const step = receiveIndex(article, 9) + 1;
		expect(narrate(article, byEvent, step, { lang: 'en' }).text).toBe(
			'FC6 gets −10 back from cell 4. Best so far: −10, from cell 4.'
		);
	});
});

describe('the article notes', () => {
	const notes = (trace: Trace) => {
		const steps = new StepMap(trace, 'event');
		const noted: number[] = [];
		for (let step = 0; step <= steps.last; step++)
			if (narrate(trace, steps, step, { lang: 'en' }).note !== null) noted.push(step);
		return noted;
	};

	it("come at the returns of FC5 and FC9 of minimax on the article's board, as it scores", () => {
		const article = minimax(boardGame(ARTICLE_BOARD));
		expect(notes(article)).toEqual([returnIndex(article, 5) + 1, returnIndex(article, 9) + 1]);
		// Under ±1 the board returns +1 and -1: the article's ±10 walkthrough is not what is shown.
		expect(notes(minimax(boardGame(ARTICLE_BOARD, { scoring: 'unit' })))).toEqual([]);
		expect(notes(minimax(boardGame(ARTICLE_BOARD, { ai: 'O' })))).toEqual([]);
	});

	it("never come on article 004's tree, whose walkthrough needs no correction", () => {
		expect(notes(minimax(parseTree(ARTICLE_TREE)))).toEqual([]);
	});
});

describe('the language', () => {
	const article = minimax(boardGame(ARTICLE_BOARD));
	const steps = new StepMap(article, 'call');

	it('is required: nothing falls back to English', () => {
		// @ts-expect-error: `lang` has no default.
		expect(() => narrate(article, steps, 0, {})).toThrow(TypeError);
		const cuts = alphaBeta(boardGame(ARTICLE_BOARD));
		// @ts-expect-error: `lang` has no default.
		expect(() => ruleAt(cuts, 0, { letters: true })).toThrow(TypeError);
	});
});

describe('the narration outside the games', () => {
	const folders = ['../../../src/lib/player/narration/', '../../../src/lib/i18n/narration/'];
	const sources = folders.flatMap((folder) => {
		const url = new URL(folder, import.meta.url);
		return readdirSync(url).map((name) => ({
			name: `${folder}${name}`,
			text: readFileSync(new URL(name, url), 'utf8')
		}));
	});

	it('never asks which kind of game it tells: that is the presenter’s narration', () => {
		expect(sources.length).toBeGreaterThanOrEqual(10);
		const asking = sources.filter(({ text }) => /\b(TicTacToe|TreeGame)\b/.test(text));
		expect(asking.map(({ name }) => name)).toEqual([]);
	});

	it('keeps every module small', () => {
		const long = sources.filter(({ text }) => text.split('\n').length > 300);
		expect(long.map(({ name }) => name)).toEqual([]);
	});
});
