import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardGame, countSearch, type GameSource } from '../../src/lib/engine';
import { MESSAGES, type Localized } from '../../src/lib/i18n';
import { Comparison } from '../../src/lib/state/comparison.svelte';
import { locale } from '../../src/lib/state/locale.svelte';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../articles';
import { FakeWorker } from './fake-worker';

const english = (problems: readonly Localized[]) => problems.map((p) => p(MESSAGES.en));
const articleBoard = (scoring: 'article' | 'unit' | 'depth'): GameSource => ({
	kind: 'board',
	board: ARTICLE_BOARD,
	toMove: null,
	ai: 'X',
	scoring
});

let comparison: Comparison;

// In Node the state class is compiled for the server: its effects (a run per position, the
// address) never run here; the end-to-end tests see them (tests/e2e/compare.spec.ts).
beforeEach(() => {
	vi.stubGlobal('Worker', FakeWorker);
	FakeWorker.started = [];
	comparison = new Comparison();
});

afterEach(() => {
	locale.lang = 'en';
	vi.unstubAllGlobals();
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
		expect(comparison.source).toEqual(articleBoard('depth'));
		expect(english(comparison.problems)).toEqual([
			"X has 9 marks and O has 0; players take turns, so the counts can differ by at most one. Comparing on the article's board instead."
		]);
		comparison.mount(new URLSearchParams('board=XXXXXXXXX&scoring=huge'));
		expect(comparison.source).toEqual(articleBoard('article'));
		expect(english(comparison.problems)).toHaveLength(2);
		expect(comparison.problems[0]?.(MESSAGES.zh)).toBe(
			'链接中的 scoring="huge" 不是“article”、“unit”、“depth”之一，改用“article”。'
		);
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
		expect(worker.posted).toEqual([{ source }]);
		expect(comparison.running).toBe(true);
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
