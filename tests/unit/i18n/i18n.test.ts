import { describe, expect, it } from 'vitest';
import { HTML_LANG, LANGS, MESSAGES, parseLang, preferredLang } from '$lib/i18n';
import { shortcuts } from '$lib/i18n/shortcuts';
import { HAN, strayLatin } from '../../latin';

type Leaf = { path: string; value: unknown };

/** Every leaf of a catalog with its path ("page.search", "shortcuts.list.3.does"). */
function leaves(value: unknown, path = ''): Leaf[] {
	if (typeof value === 'object' && value !== null)
		return Object.entries(value).flatMap(([key, inner]) =>
			leaves(inner, path === '' ? key : `${path}.${key}`)
		);
	return [{ path, value }];
}

// The shortcuts' list loads with its dialog (shortcuts.ts), outside the page's messages.
const en = leaves({ ...MESSAGES.en, shortcuts: shortcuts.en });
const zh = leaves({ ...MESSAGES.zh, shortcuts: shortcuts.zh });

describe('the catalogs', () => {
	it('speak English and Chinese, with an html lang each', () => {
		expect(LANGS).toEqual(['en', 'zh']);
		expect(HTML_LANG).toEqual({ en: 'en', zh: 'zh-CN' });
	});

	it('give Chinese exactly the keys English has, of the same kind', () => {
		expect(zh.map((leaf) => leaf.path)).toEqual(en.map((leaf) => leaf.path));
		expect(zh.map((leaf) => typeof leaf.value)).toEqual(en.map((leaf) => typeof leaf.value));
		// A Chinese sentence may need fewer of the details (no plural), never more.
		const greedy = zh.filter(
			(leaf, at) =>
				typeof leaf.value === 'function' &&
				leaf.value.length > (en[at]?.value as () => string).length
		);
		expect(greedy.map((leaf) => leaf.path)).toEqual([]);
	});

	it('hold hundreds of messages', () => {
		// A floor, so an area that silently stops loading fails here.
		expect(en.length).toBeGreaterThan(300);
	});

	it('translate every fixed Chinese text: no English word left in it', () => {
		const untranslated = zh.filter(
			(leaf) => typeof leaf.value === 'string' && strayLatin(leaf.value).length > 0
		);
		expect(untranslated).toEqual([]);
	});

	it('keep Chinese out of the English texts, but for the switch naming 中文', () => {
		const stray = en.filter(
			(leaf) =>
				typeof leaf.value === 'string' &&
				HAN.test(leaf.value) &&
				!leaf.path.startsWith('common.switchLanguage')
		);
		expect(stray).toEqual([]);
	});
});

describe('reading a language', () => {
	it('takes en and zh from a link, in any case, and nothing else', () => {
		expect(parseLang('zh')).toBe('zh');
		expect(parseLang(' EN ')).toBe('en');
		expect(parseLang('zh-CN')).toBeNull();
		expect(parseLang('fr')).toBeNull();
		expect(parseLang(null)).toBeNull();
	});

	it("follows the browser's first language it knows", () => {
		expect(preferredLang(['zh-CN', 'en'])).toBe('zh');
		expect(preferredLang(['zh-Hant-TW'])).toBe('zh');
		expect(preferredLang(['fr-FR', 'en-GB', 'zh'])).toBe('en');
		expect(preferredLang(['de'])).toBe('en');
		expect(preferredLang([])).toBe('en');
	});
});

describe('strayLatin', () => {
	it('lets call names, marks, acronyms and key names through, and flags English words', () => {
		expect(strayLatin('函数调用 FC3 把 X 放在 4 号格，窗口 [3, +∞]')).toEqual([]);
		expect(strayLatin('按 Page Down 下一步；导出 SVG')).toEqual([]);
		expect(strayLatin('下一步 Next step')).toEqual(['Next', 'step']);
		expect(strayLatin('max 节点')).toEqual(['max']);
		// A name with a sign inside passes whole, not its letters alone.
		expect(strayLatin('MTD(f) 第 2 趟')).toEqual([]);
		expect(strayLatin('MTD 的 f 值')).toEqual(['MTD', 'f']);
	});
});

describe('counted words', () => {
	it('are never written "move(s)": the source picks one or many by the count', async () => {
		const { readdirSync, readFileSync } = await import('node:fs');
		const { join } = await import('node:path');
		const root = new URL('../../../src/', import.meta.url).pathname;
		const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
			/\.(ts|svelte)$/.test(file)
		);
		expect(files.length).toBeGreaterThan(100);
		// A count written before a word with "(s)": "${count} move(s)", "1 call(s)".
		const hedged = files.flatMap((file) =>
			readFileSync(join(root, file), 'utf8')
				.split('\n')
				.filter((line) => /(\}|\d) \p{L}+\(s\)/u.test(line))
				.map((line) => `${file}: ${line.trim()}`)
		);
		expect(hedged).toEqual([]);
	});
});
