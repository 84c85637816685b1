import { describe, expect, it } from 'vitest';
import { searchProgress } from '../../../src/lib/i18n/search-progress';
import { treeParts } from '../../../src/lib/i18n/tree-parts';
import { view } from '../../../src/lib/i18n/view';
import { HAN, strayLatin } from '../../latin';

// The view's words that load past the first view (issue 45): the tree's parts past step 0 (the
// call stack's frames, fold badges, the path strip) and a search's progress in its worker.

/** Every text of both catalogs, functions called with typical values. */
function texts(lang: 'en' | 'zh'): string[] {
	const [t, p] = [treeParts[lang], searchProgress[lang]];
	return [
		t.gameOver,
		t.trying(view[lang].cell(4)),
		t.toTry('1, 4, 6'),
		t.moreMoves('1, 4', 5),
		t.moreValues(3),
		t.returns('+10'),
		t.pathStrip,
		t.centreOn('FC1'),
		t.foldSubtree(3),
		t.openFolded(3, '+8,231'),
		t.fold,
		t.foldedUnit(54_720),
		t.valueIs('+10'),
		p.searching(1000, 549_946),
		p.iterating(2, 7),
		p.label,
		p.cancel
	];
}

describe("the tree's parts' and a search's progress' words", () => {
	it('in Chinese have no English words left', () => {
		for (const text of texts('zh')) {
			expect(strayLatin(text), text).toEqual([]);
			expect(text, text).toMatch(HAN);
		}
	});

	it('put no space next to full-width punctuation', () => {
		for (const text of texts('zh'))
			expect(text, text).not.toMatch(/ [，。：；“”！？（）]|[，。：；“”！？（）] /);
	});

	it('count calls as a textbook does, numbers grouped as in English', () => {
		const [en, zh] = [searchProgress.en, searchProgress.zh];
		expect(zh.searching(1000, 549_946)).toBe('正在搜索：1,000 / 549,946 次调用…');
		// Before the worker has counted them, no "0 of 0".
		expect(zh.searching(0, 0)).toBe('正在统计调用次数，然后搜索…');
		expect(en.searching(0, 0)).toBe('Counting the calls before searching…');
		expect(en.searching(0, 6_634_027)).toBe('Searching: 0 of 6,634,027 calls…');
		expect(treeParts.zh.foldedUnit(54_720)).toBe('次调用');
		expect(treeParts.en.foldedUnit(1)).toBe('call');
		expect(treeParts.en.foldedUnit(54_720)).toBe('calls');
		expect(treeParts.zh.openFolded(3, '+8,231 次调用')).toBe('+8,231 次调用：展开 FC3 的折叠子树');
	});

	it('keep the English texts as they were', () => {
		const en = treeParts.en;
		expect(en.openFolded(3, '+8,231 calls value 0')).toBe(
			"+8,231 calls value 0: open FC3's folded subtree"
		);
		expect(en.foldSubtree(3)).toBe("Fold FC3's subtree");
	});
});
