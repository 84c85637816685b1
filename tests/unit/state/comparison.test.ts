import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TreeGame } from '../../../src/lib/games/tree/rules';
import { boardGame, type Scoring } from '../../../src/lib/games/tictactoe/rules';
import { plainSearch, type GameSource, type SearchSettings } from '../../../src/lib/engine';
import { compareRows, countSearch } from '../../../src/lib/engine/compare';
import { MESSAGES } from '../../../src/lib/i18n';
import { readQuery } from '../../../src/lib/player/query';
import { Comparison } from '../../../src/lib/state/comparison.svelte';
import type { CompareMessage } from '../../../src/lib/workers/compare';
import { compareSearches } from '../../../src/lib/workers/comparing';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { FakeWorker } from '../fake-worker';
import { boardSource, english, useFakeWorkers, language, locale } from '../page-state';

/** The compare view's rows, in the registry's order. */
const COMPARE_ROWS = compareRows();

const articleBoard = (scoring: Scoring): GameSource => boardSource(ARTICLE_BOARD, scoring);

/**
 * The compare worker's answers, by the request that asked them: each request is run once (and
 * forgotten after the file: the test files share one worker's heap).
 */
const answered = new Map<string, CompareMessage[]>();
afterAll(() => answered.clear());

/**
 * What the compare worker answers for `source`, run here in Node as the worker runs it (once a
 * request: the 100,000-node tree's rows take seconds), each time a copy as a worker's message is.
 */
function answers(
	source: GameSource,
	search: SearchSettings = plainSearch('minimax')
): CompareMessage[] {
	const request = JSON.stringify({ source, search });
	let told = answered.get(request);
	if (told === undefined) {
		const messages: CompareMessage[] = [];
		compareSearches({ source, search }, (message) => messages.push(message));
		answered.set(request, (told = messages));
	}
	return structuredClone(told);
}

/** Runs the position the comparison holds, as the page's effect does, and answers for it. */
function runAndAnswer(comparison: Comparison): void {
	comparison.run(comparison.source);
	for (const message of answers(comparison.source, comparison.search))
		FakeWorker.last.reply(message);
}

let comparison: Comparison;

// In Node the state class is compiled for the server: its effects (a run per position, the
// address) never run here; the end-to-end tests see them (tests/e2e/compare.spec.ts).
useFakeWorkers();
beforeEach(() => {
	comparison = new Comparison(language);
});

describe('the compared position', () => {
	it("is read from the link with its scoring, through the step-through page's codec", () => {
		comparison.mount(new URLSearchParams('board=X...O....&ai=O&scoring=unit'));
		expect(comparison.source).toEqual({
			kind: 'board',
			board: 'X...O....',
			toMove: null,
			ai: 'O',
			scoring: 'unit'
		});
		expect(comparison.scoring).toBe('unit');
		expect(comparison.problems).toEqual([]);
		expect(comparison.address).toBe('/compare?board=X...O....&ai=O&scoring=unit');
	});

	it('reports an unknown scoring as the codec words it, and scores as the article does', () => {
		comparison.mount(new URLSearchParams('scoring=huge'));
		expect(comparison.source).toEqual(articleBoard('article'));
		expect(english(comparison.problems)).toEqual([
			'The link\'s scoring="huge" is not one of article, unit, depth; using article.'
		]);
		expect(comparison.address).toBe('/compare');
	});

	it("compares the article's board instead of one that cannot be played, in the link's scoring", () => {
		comparison.mount(new URLSearchParams('board=XXXXXXXXX&scoring=depth'));
		// The worker reads the position; the page only takes the link's words.
		expect(comparison.problems).toEqual([]);
		runAndAnswer(comparison);
		expect(comparison.source).toEqual(articleBoard('depth'));
		expect(english(comparison.problems)).toEqual([
			"X has 9 marks and O has 0; players take turns, so the counts can differ by at most one. Comparing on the article's board instead."
		]);
		expect([comparison.running, comparison.error, comparison.game]).toEqual([false, null, null]);
		comparison.mount(new URLSearchParams('board=XXXXXXXXX&scoring=huge'));
		runAndAnswer(comparison);
		expect(comparison.source).toEqual(articleBoard('article'));
		expect(english(comparison.problems)).toHaveLength(2);
		expect(comparison.problems[0]?.(MESSAGES.zh)).toBe(
			'链接中的 scoring="huge" 不是“article”、“unit”、“depth”之一，改用“article”。'
		);
		// The article's board then runs as any position does.
		runAndAnswer(comparison);
		expect(comparison.rows).toHaveLength(COMPARE_ROWS.length);
		expect(comparison.game?.moves(comparison.game.root)).toEqual([1, 4, 6]);
	});

	it('changes scoring on boards only', () => {
		comparison.mount(new URLSearchParams(''));
		comparison.scoring = 'depth';
		expect(comparison.source).toEqual(articleBoard('depth'));
		expect(comparison.address).toBe('/compare?scoring=depth');
		const tree = encodeURIComponent(ARTICLE_TREE);
		comparison.mount(new URLSearchParams(`tree=${tree}&root=min`));
		comparison.scoring = 'unit';
		expect(comparison.source).toEqual({ kind: 'tree', tree: ARTICLE_TREE, root: 'min' });
		expect(comparison.scoring).toBe('article');
		expect(comparison.address).toBe(`/compare?tree=${tree}&root=min`);
	});

	it('links each search to the step-through page, scoring and language carried', () => {
		comparison.mount(new URLSearchParams('scoring=depth'));
		expect(comparison.stepQuery('minimax')).toBe('?scoring=depth');
		expect(comparison.stepQuery('alphabeta')).toBe('?scoring=depth&algo=alphabeta');
		locale.lang = 'zh';
		expect(comparison.stepQuery('alphabeta')).toBe('?scoring=depth&algo=alphabeta&lang=zh');
		expect(comparison.address).toBe('/compare?scoring=depth&lang=zh');
	});
});

describe('a run', () => {
	it('posts the position with its scoring, and takes rows until done', () => {
		const source = articleBoard('depth');
		comparison.run(source);
		const worker = FakeWorker.last;
		expect(worker.posted).toEqual([{ source, search: plainSearch('minimax') }]);
		expect(comparison.running).toBe(true);
		// A board is small: read here at once, so it shows without waiting for the worker.
		expect(comparison.game?.root).toBe(boardGame(ARTICLE_BOARD).root);
		const [game] = answers(source);
		worker.reply(game);
		expect(comparison.game?.root).toBe(boardGame(ARTICLE_BOARD).root);
		const counts = countSearch(boardGame(ARTICLE_BOARD, { scoring: 'depth' }), 'minimax');
		worker.reply({ kind: 'row', counts, ms: 1.5 });
		expect(comparison.rows).toEqual([{ kind: 'row', counts, ms: 1.5 }]);
		expect(comparison.row('minimax')?.counts.score).toBe(9);
		expect(comparison.row('alphabeta')).toBeNull();
		worker.reply({ kind: 'done' });
		expect([comparison.running, comparison.error, worker.terminated]).toEqual([false, null, true]);
	});

	it("takes each iteration search's row (MCTS) as it comes, counted in the progress; a new run clears it", () => {
		const source = articleBoard('article');
		comparison.run(source);
		const worker = FakeWorker.last;
		// Every call row, then MCTS's: none done yet.
		expect(comparison.progress).toEqual({ done: 0, of: COMPARE_ROWS.length + 1 });
		const report = {
			kind: 'settled',
			iterations: 2_000,
			best: [4],
			everyMove: false,
			runs: [{ seed: 1, at: 4 }]
		} as const;
		worker.reply({ kind: 'settle', algorithm: 'mcts', report, ms: 12 });
		expect(comparison.settles).toEqual({ mcts: { report, ms: 12 } });
		expect(comparison.progress).toEqual({ done: 1, of: COMPARE_ROWS.length + 1 });
		comparison.run(source);
		expect(comparison.settles).toEqual({});
	});

	it('stops the last run when another starts, and words a failure in the reader language', () => {
		comparison.run(articleBoard('article'));
		const first = FakeWorker.last;
		comparison.run(articleBoard('unit'));
		expect(first.terminated).toBe(true);
		FakeWorker.last.crash('');
		expect(comparison.error?.(MESSAGES.en)).toBe('The search stopped with an error: unknown.');
		expect(comparison.error?.(MESSAGES.zh)).toBe('搜索意外中止。');
		expect(comparison.running).toBe(false);
	});
});

describe('a tree', () => {
	// 99,998 leaves under the root: the biggest flat tree there is (100,000 nodes at most).
	const leaves = Array.from({ length: 99_998 }, (_, index) => (index * 7919) % 201);
	const flat = JSON.stringify(leaves);

	it('is read by the worker alone, which sends it back to be shown', () => {
		const parse = vi.spyOn(JSON, 'parse');
		comparison.mount(new URLSearchParams({ tree: flat, root: 'min' }));
		// No link is written for it on the page: not even before its run starts.
		expect([comparison.game, comparison.address]).toEqual([null, null]);
		comparison.run(comparison.source);
		expect(comparison.game).toBeNull();
		expect(parse.mock.calls.filter(([text]) => text === flat)).toEqual([]);
		parse.mockRestore();
		const worker = FakeWorker.last;
		expect(worker.posted).toEqual([
			{ source: { kind: 'tree', tree: flat, root: 'min' }, search: plainSearch('minimax') }
		]);
		const [game, ...rest] = answers(comparison.source);
		if (game?.kind !== 'game') throw new Error('The position did not come first.');
		// The link is packed by the worker, which read the tree: it names the same tree.
		expect(game.link).toMatch(/^treez=[\w-]+&root=min$/);
		expect(readQuery(new URLSearchParams(game.link)).query.source).toEqual(comparison.source);
		// Until then the address stays as opened, and the way back is the link's own query.
		expect(comparison.address).toBeNull();
		expect(comparison.stepQuery('minimax')).toBe(
			`?${new URLSearchParams({ tree: flat, root: 'min' })}`
		);
		// The page writes what the worker wrote, never packing the tree itself.
		worker.reply({ ...game, link: 'treez=from-the-worker&root=min' });
		expect(comparison.address).toBe('/compare?treez=from-the-worker&root=min');
		expect(comparison.stepQuery('alphabeta')).toBe(
			'?treez=from-the-worker&root=min&algo=alphabeta'
		);
		const tree = comparison.game;
		if (!(tree instanceof TreeGame)) throw new Error('No tree came back.');
		expect([tree.size, tree.rootKind, tree.moves(tree.root).length]).toEqual([
			99_999,
			'min',
			99_998
		]);
		for (const message of rest) worker.reply(message);
		expect(comparison.row('minimax')?.counts).toMatchObject({ calls: 99_999, score: 0 });
		expect([comparison.rows.length, comparison.running]).toEqual([11, false]);
	});

	it('is read here at once when it is small, as a board is', () => {
		comparison.mount(new URLSearchParams({ tree: ARTICLE_TREE }));
		comparison.run(comparison.source);
		expect(comparison.game).toBeInstanceOf(TreeGame);
		expect((comparison.game as TreeGame).size).toBe(26);
	});

	it("that cannot be played is reported as the worker words it, and the article's board compared", () => {
		comparison.mount(new URLSearchParams({ tree: '[[1,2],' }));
		runAndAnswer(comparison);
		expect(english(comparison.problems)).toEqual([
			"The tree is not a valid nested array: it is not well-formed JSON (it stops short: a value or a closing bracket is missing at its end). Write a tree such as [[3, 17], [2, 12]]. Comparing on the article's board instead."
		]);
		expect(comparison.source).toEqual(articleBoard('article'));
	});

	it('stops at Cancel, keeping the rows it had; the next run starts afresh', () => {
		// The tree above, min at the root: the worker's answers to it are already at hand.
		comparison.mount(new URLSearchParams({ tree: flat, root: 'min' }));
		comparison.run(comparison.source);
		const worker = FakeWorker.last;
		const [game, row] = answers(comparison.source);
		worker.reply(game);
		worker.reply(row);
		comparison.cancel();
		expect([comparison.running, comparison.cancelled, worker.terminated]).toEqual([
			false,
			true,
			true
		]);
		expect(comparison.rows.map((one) => one.counts.algorithm)).toEqual(['minimax']);
		expect(comparison.game).toBeInstanceOf(TreeGame);
		comparison.run(comparison.source);
		expect([comparison.running, comparison.cancelled, comparison.rows]).toEqual([true, false, []]);
		// A run the page ends itself (unmounted, finished) is not a cancel.
		for (const message of answers(comparison.source)) FakeWorker.last.reply(message);
		comparison.cancel();
		expect(comparison.cancelled).toBe(false);
	});
});

describe('the depth limit and the rows', () => {
	it("runs every row under the link's depth limit, kept in the address as the step page writes it", () => {
		comparison.mount(new URLSearchParams('board=.........&depth=2'));
		expect(comparison.depthLimit).toBe(2);
		expect(comparison.address).toBe('/compare?board=.........&depth=2');
		runAndAnswer(comparison);
		expect(comparison.rows).toHaveLength(COMPARE_ROWS.length);
		for (const row of comparison.rows) expect(row.counts.settings.depthLimit).toBe(2);
		// Two moves deep from the empty board: 9 × 8 = 72 positions estimated, 82 calls.
		expect(comparison.row('minimax')?.counts).toMatchObject({ calls: 82, estimates: 72 });
		comparison.depthLimit = null;
		expect(comparison.address).toBe('/compare?board=.........');
		comparison.depthLimit = 5;
		expect(comparison.address).toBe('/compare?board=.........&depth=5');
	});

	it("names a random tree's limit limit=, its depth= being the tree's own", () => {
		comparison.mount(new URLSearchParams('seed=7&depth=3&limit=2'));
		expect(comparison.depthLimit).toBe(2);
		// A random tree is made by the worker: the address is written once it is back.
		runAndAnswer(comparison);
		expect(comparison.address).toBe('/compare?seed=7&branching=2-3&depth=3&min=0&max=20&limit=2');
		expect(comparison.row('minimax')?.counts.settings.depthLimit).toBe(2);
	});

	it('links each row to the step-through page with its own search: algorithm, limit, symmetry', () => {
		comparison.mount(new URLSearchParams('board=.........&depth=3&lang=zh'));
		locale.lang = 'zh';
		runAndAnswer(comparison);
		const hrefs = Object.fromEntries(
			COMPARE_ROWS.map(({ key }) => {
				const row = comparison.row(key);
				if (row === null) throw new Error(`No row ${key}.`);
				return [key, comparison.stepThrough(row).href];
			})
		);
		expect(hrefs).toEqual({
			minimax: '/?board=.........&depth=3&lang=zh',
			alphabeta: '/?board=.........&algo=alphabeta&depth=3&lang=zh',
			memo: '/?board=.........&algo=memo&depth=3&lang=zh',
			'memo-symmetry': '/?board=.........&algo=memo&depth=3&symmetry=on&lang=zh',
			'alphabeta-ordered': '/?board=.........&algo=alphabeta-ordered&depth=3&lang=zh',
			'alphabeta-table': '/?board=.........&algo=alphabeta-table&depth=3&lang=zh',
			'alphabeta-table-symmetry':
				'/?board=.........&algo=alphabeta-table&depth=3&symmetry=on&lang=zh',
			negamax: '/?board=.........&algo=negamax&depth=3&lang=zh',
			pvs: '/?board=.........&algo=pvs&depth=3&lang=zh',
			iterative: '/?board=.........&algo=iterative&depth=3&lang=zh',
			'iterative-aspiration': '/?board=.........&algo=iterative&depth=3&aspiration=1&lang=zh',
			mtdf: '/?board=.........&algo=mtdf&depth=3&lang=zh',
			'mtdf-symmetry': '/?board=.........&algo=mtdf&depth=3&symmetry=on&lang=zh',
			expectimax: '/?board=.........&algo=expectimax&depth=3&lang=zh',
			'expectimax-bounded': '/?board=.........&algo=expectimax-bounded&depth=3&lang=zh'
		});
	});

	it('links each small row to the step-through page side by side with minimax, in its order', () => {
		comparison.mount(new URLSearchParams('board=X...O....&order=best'));
		runAndAnswer(comparison);
		const beside = (key: string) => {
			const row = comparison.row(key);
			if (row === null) throw new Error(`No row ${key}.`);
			return comparison.sideBySide(row);
		};
		expect(beside('minimax')).toBeNull();
		expect(beside('alphabeta')).toBe(
			'/?board=X...O....&order=best&versus=alphabeta&versus-order=best'
		);
		// Symmetry is the table's keys, which side by side does not take.
		expect(beside('memo-symmetry')).toBeNull();
		// The ordered alpha-beta keeps its own order.
		expect(beside('alphabeta-ordered')).toBe(
			'/?board=X...O....&order=best&versus=alphabeta-ordered'
		);
		// Past what the page steps side by side (minimax's 549,946 calls on the empty board), none.
		comparison.mount(new URLSearchParams('board=.........'));
		runAndAnswer(comparison);
		expect(beside('alphabeta')).toBeNull();
	});

	it('gives the reason instead of a link when a trace would be too long to keep', () => {
		comparison.mount(new URLSearchParams('board=.........'));
		const counts = countSearch(boardGame('.........'), 'minimax');
		const way = comparison.stepThrough({ counts: { ...counts, calls: 10_000_001 }, ms: 1 });
		expect(way.href).toBeNull();
		expect(way.refusal?.(MESSAGES.en)).toBe(
			'Too big to step through: 10,000,001 calls, past the 10,000,000 a trace may hold.'
		);
		expect(way.refusal?.(MESSAGES.zh)).toBe(
			'太大，无法逐步查看：共 10,000,001 次调用，超过了一份记录最多能容纳的 10,000,000 次。'
		);
		// The searches that cut keep their pruned branches too: their ceiling is lower.
		const cut = countSearch(boardGame('.........'), 'alphabeta');
		const cutWay = comparison.stepThrough({ counts: { ...cut, calls: 1_000_001 }, ms: 1 });
		expect(cutWay.refusal?.(MESSAGES.en)).toBe(
			'Too big to step through: 1,000,001 calls, past the 1,000,000 a trace may hold.'
		);
		// The full game's minimax steps through, and so does Connect Four's depth-8 empty board.
		expect(comparison.stepThrough({ counts, ms: 1 }).href).toBe('/?board=.........');
		expect(
			comparison.stepThrough({ counts: { ...counts, calls: 6_634_027 }, ms: 1 }).href
		).not.toBeNull();
	});
});

describe('bad input keeps what is on screen and says why', () => {
	it('a depth past the board drops the limit and says so; the rows run without it', () => {
		comparison.mount(new URLSearchParams('board=.........&depth=12'));
		runAndAnswer(comparison);
		expect(english(comparison.problems)).toEqual([
			'The depth limit 12 is not a whole number from 1 to 9: limits count moves, up to 9 in this game. Searching without that option instead.'
		]);
		expect(comparison.depthLimit).toBeNull();
		expect(comparison.address).toBe('/compare?board=.........');
		expect(comparison.rows).toHaveLength(COMPARE_ROWS.length);
		expect(comparison.row('memo')?.counts).toMatchObject({ calls: 16_168, positions: 5_478 });
	});

	it('a depth that is not a number is reported by the codec, and the position still compared', () => {
		comparison.mount(new URLSearchParams('board=.........&depth=x'));
		expect(english(comparison.problems)).toEqual([
			'The link\'s depth="x" is not a whole number from 1 up, in digits 0-9; searching without a depth limit.'
		]);
		expect(comparison.depthLimit).toBeNull();
		runAndAnswer(comparison);
		expect(comparison.row('memo-symmetry')?.counts.positions).toBe(765);
	});

	it('an unknown algo is reported, and every row still runs', () => {
		comparison.mount(new URLSearchParams('algo=maximin'));
		expect(english(comparison.problems)).toEqual([
			'The link\'s algo="maximin" is not one of minimax, alphabeta, memo, alphabeta-ordered, alphabeta-table, negamax, pvs, iterative, mtdf, expectimax, expectimax-bounded; using minimax.'
		]);
		runAndAnswer(comparison);
		expect(comparison.rows).toHaveLength(COMPARE_ROWS.length);
	});

	it('symmetry=on on a tree is refused with the reason; its rows say why they are absent', () => {
		comparison.mount(new URLSearchParams({ tree: ARTICLE_TREE, algo: 'memo', symmetry: 'on' }));
		runAndAnswer(comparison);
		const reason =
			'Symmetry applies to boards only: a tree has no rotations or reflections to share positions through.';
		expect(english(comparison.problems)).toEqual([
			`${reason} Searching without that option instead.`
		]);
		expect(comparison.search).toEqual(plainSearch('memo'));
		expect(comparison.address).toBe(`/compare?tree=${encodeURIComponent(ARTICLE_TREE)}&algo=memo`);
		// The article's tree states no value bounds: expectimax with bounds cannot run on it.
		expect(Object.keys(comparison.skipped)).toEqual([
			'memo-symmetry',
			'alphabeta-table-symmetry',
			'mtdf-symmetry',
			'expectimax-bounded'
		]);
		expect(comparison.skipped['expectimax-bounded']?.(MESSAGES.en)).toMatch(
			/^"expectimax-bounded" cuts a chance node .* and this tree states none\. Give its root "bounds"/
		);
		expect(comparison.skipped['memo-symmetry']?.(MESSAGES.en)).toBe(reason);
		expect(comparison.skipped['memo-symmetry']?.(MESSAGES.zh)).toBe(
			'对称只适用于棋盘：树没有可以旋转或翻转的局面。'
		);
		expect(comparison.rows.map((row) => row.counts.algorithm)).toEqual([
			'minimax',
			'alphabeta',
			'memo',
			'alphabeta-ordered',
			'alphabeta-table',
			'negamax',
			'pvs',
			'iterative',
			'iterative',
			'mtdf',
			'expectimax'
		]);
	});
});

describe("a first course's view: the rows listed and the chart's scale, in the link", () => {
	it('lists minimax against alpha-beta until More searches is open; the chart is linear', () => {
		comparison.mount(new URLSearchParams('board=XOX.O....'));
		expect(comparison.shownRows.map((row) => row.key)).toEqual(['minimax', 'alphabeta']);
		// The hint names each search the closed rows run, once: every search by calls but the two.
		expect(comparison.hiddenSearches).toEqual([
			'memo',
			'alphabeta-ordered',
			'alphabeta-table',
			'negamax',
			'pvs',
			'iterative',
			'mtdf',
			'expectimax',
			'expectimax-bounded'
		]);
		expect(comparison.scale).toBe('linear');
		expect(comparison.address).toBe('/compare?board=XOX.O....');
		comparison.more = true;
		comparison.scale = 'log';
		expect(comparison.shownRows).toEqual(COMPARE_ROWS);
		expect(comparison.hiddenSearches).toEqual([]);
		expect(comparison.address).toBe('/compare?board=XOX.O....&more=on&scale=log');
		// The step-through page has no use for them: its links leave them out.
		expect(comparison.stepQuery()).toBe('?board=XOX.O....');
	});

	it("a teacher's link opens as it was shared; the link's own search is listed too", () => {
		comparison.mount(new URLSearchParams('board=XOX.O....&algo=memo&more=on&scale=log&lang=zh'));
		expect(comparison.more).toBe(true);
		expect(comparison.scale).toBe('log');
		comparison.more = false;
		expect(comparison.shownRows.map((row) => row.key)).toEqual(['minimax', 'alphabeta', 'memo']);
		expect(comparison.problems).toEqual([]);
	});

	it('a value it does not know is reported as the codec words it, and the default used', () => {
		comparison.mount(new URLSearchParams('more=yes&scale=cubic'));
		expect(english(comparison.problems)).toEqual([
			'The link\'s more="yes" is not one of on, off; using off.',
			'The link\'s scale="cubic" is not one of linear, log; using linear.'
		]);
		expect(comparison.options).toEqual({ more: false, scale: 'linear' });
	});

	it('on XOX.O.... the ordered row lost (149 calls against 101): the worker says where, listed once it is shown', () => {
		comparison.mount(new URLSearchParams('board=XOX.O....'));
		runAndAnswer(comparison);
		expect(comparison.row('alphabeta-ordered')?.counts.calls).toBe(149);
		expect(comparison.row('alphabeta')?.counts.calls).toBe(101);
		expect(Object.keys(comparison.orderLosses)).toEqual(['alphabeta-ordered']);
		expect(comparison.shownLosses).toEqual([]);
		comparison.more = true;
		expect(comparison.shownLosses.map(([key, loss]) => [key, loss.ordered.calls])).toEqual([
			['alphabeta-ordered', 149]
		]);
		// The chart draws the rows listed only.
		comparison.more = false;
		expect(comparison.shownCounted.map((row) => row.counts.algorithm)).toEqual([
			'minimax',
			'alphabeta'
		]);
	});
});
