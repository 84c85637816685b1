import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '$lib/i18n';
import { boundsNote } from '$lib/i18n/bounds-note';
import { lazyCatalog } from '$lib/i18n/catalog';
import { CHINESE } from '$lib/i18n/zh';

describe('the Chinese messages, loaded on first need', () => {
	it('a lazy catalog reads its Chinese half only when asked', () => {
		let asked = 0;
		const words = lazyCatalog({ yes: 'yes' }, () => {
			asked++;
			return { yes: '是' };
		});
		expect(words.en.yes).toBe('yes');
		expect(asked).toBe(0);
		expect(words.zh.yes).toBe('是');
		expect(asked).toBe(1);
	});

	it('are read before loading only with a clear error; English needs no loading', async () => {
		// A fresh copy of the loader: the test set-up has loaded Chinese into the shared one.
		vi.resetModules();
		const fresh = await import('$lib/i18n/languages');
		expect(fresh.isLoaded('en')).toBe(true);
		expect(fresh.isLoaded('zh')).toBe(false);
		expect(() => fresh.chineseOf('common')).toThrow(/before loadLang\('zh'\)/);
		await Promise.all([fresh.loadLang('zh'), fresh.loadLang('zh'), fresh.loadLang('en')]);
		expect(fresh.isLoaded('zh')).toBe(true);
		expect(fresh.chineseOf('common').close).toBe('关闭');
	});

	it('an area a view reads is read before its load only with a clear error', async () => {
		vi.resetModules();
		const fresh = await import('$lib/i18n/messages');
		expect(() => fresh.MESSAGES.en.view).toThrow(/before loadAreas\('view'\)/);
		await fresh.loadAreas('view');
		expect(fresh.MESSAGES.en.view.step).toBe('Step');
		expect(() => fresh.MESSAGES.en.compare).toThrow(/before loadAreas\('compare'\)/);
	});

	it("a game's error sentences loaded before its code: its errors said in Chinese", async () => {
		// Fresh copies: the test set-up has loaded every game and every sentence into the shared ones.
		vi.resetModules();
		await import('$lib/registry');
		const errors = await import('$lib/engine/errors');
		const { loadGames } = await import('$lib/engine/game-catalog');
		const said = (code: string, params: unknown) =>
			errors.describeInputError(errors.inputErrorMessages('zh'), { code, params: [params] });
		// The compare view asks for the words and the linked game's code side by side.
		await errors.loadInputErrors();
		expect(said('boardCellCount', { board: 'XO', cells: 2 })).toBe('boardCellCount');
		await loadGames(['board']);
		expect(said('boardCellCount', { board: 'XO', cells: 2 })).toBe(
			'棋盘必须恰好有 9 格（X、O，或用 . 表示空格），但“XO”有 2 格。'
		);
		// A game whose code no view asked for keeps its sentences on the server.
		expect(said('treeEmptyList', { path: '1' })).toBe('treeEmptyList');
	});

	it('come from the one Chinese chunk, every area the app reads', () => {
		expect(MESSAGES.zh.common).toBe(CHINESE.common);
		expect(MESSAGES.zh.view).toBe(CHINESE.view);
		expect(MESSAGES.zh.narration.words).toBe(CHINESE.words);
		expect(MESSAGES.zh.narration.table).toBe(CHINESE.narrationTable);
		// alphabeta-table's note reads its words itself, loaded with it (not an area of the page's).
		expect(boundsNote.zh).toBe(CHINESE.boundsNote);
		// Each of the chunk's catalogs is read by the app's messages, or by that note.
		const read = new Set([
			...Object.values(MESSAGES.zh),
			...Object.values(MESSAGES.zh.narration),
			boundsNote.zh
		]);
		expect(Object.entries(CHINESE).filter(([, zh]) => !read.has(zh))).toEqual([]);
	});
});
