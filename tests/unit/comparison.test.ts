import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
	COMPARE_ROWS,
	TreeGame,
	boardGame,
	countSearch,
	plainSearch,
	type GameSource,
	type Scoring,
	type SearchSettings
} from '../../src/lib/engine';
import { MESSAGES } from '../../src/lib/i18n';
import { readQuery } from '../../src/lib/player';
import { Comparison } from '../../src/lib/state/comparison.svelte';
import { locale } from '../../src/lib/state/locale.svelte';
import type { CompareMessage } from '../../src/lib/workers/compare';
import { compareSearches } from '../../src/lib/workers/comparing';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../articles';
import { FakeWorker } from './fake-worker';
import { boardSource, english, useFakeWorkers } from './page-state';

const articleBoard = (scoring: Scoring): GameSource => boardSource(ARTICLE_BOARD, scoring);

/** What the compare worker answers for `source`, run here in Node as the worker runs it. */
function answers(
	source: GameSource,
	search: SearchSettings = plainSearch('minimax')
): CompareMessage[] {
	const told: CompareMessage[] = [];
	compareSearches({ source, search }, (message) => told.push(message));
	return told;
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
	comparison = new Comparison();
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
		expect([comparison.rows.length, comparison.running]).toEqual([5, false]);
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
			"The tree is not a valid nested array: Unexpected end of JSON input. Comparing on the article's board instead."
		]);
		expect(comparison.source).toEqual(articleBoard('article'));
	});

	it('stops at Cancel, keeping the rows it had; the next run starts afresh', () => {
		comparison.mount(new URLSearchParams({ tree: flat }));
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
