import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenLang } from '$lib/ui/locale.svelte';

// The page shell (src/app.html): a prerendered page is the view with no query (the article board
// at step 0), in English. An address with one is marked before the first paint ("linked"), and
// app.css keeps the view hidden until the page is hydrated and shows the link's, so the article
// board never flashes; a device that will speak Chinese is marked too ("relang"), and the view
// stays hidden until it does, so the English prerender never shows and then moves (issue 43).

const shell = readFileSync('src/app.html', 'utf8');
const css = readFileSync('src/app.css', 'utf8');
const scripts = [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body.trim());

/** What the device holds: the language remembered (null for none; 'off' for storage refused). */
interface Device {
	stored?: string | null | 'off';
	languages?: readonly string[];
}

/** The marks the shell's script sets on <html> for an address with this query, on this device. */
function marks(search: string, { stored = null, languages = ['en-US'] }: Device = {}): string[] {
	const dataset: Record<string, string> = {};
	const [script = ''] = scripts;
	const localStorage = {
		getItem: (key: string) => {
			if (stored === 'off') throw new Error('storage is switched off');
			return key === 'minimax-lab-lang' ? stored : null;
		}
	};
	const navigator = { languages, language: languages[0] };
	new Function('location', 'document', 'localStorage', 'navigator', script)(
		{ search },
		{ documentElement: { dataset } },
		localStorage,
		navigator
	);
	return Object.keys(dataset).sort();
}

describe('the page shell', () => {
	it('has one tiny inline script that reads no input as code or markup', () => {
		expect(scripts).toHaveLength(1);
		// The first view's weight (issue 45): a few lines, not a library.
		expect(scripts[0]?.length).toBeLessThanOrEqual(600);
		expect(scripts[0]).not.toMatch(/eval|Function|innerHTML|write|decode/);
	});

	it('marks an address with a query (a position, a search, a step), and leaves the bare one alone', () => {
		expect(marks('')).toEqual([]);
		expect(marks('?')).toEqual([]);
		expect(marks('?game=connect4&moves=4453&algo=alphabeta&step=7')).toEqual(['linked']);
		expect(marks('?board=X...O....')).toEqual(['linked']);
		expect(marks('?tree=%5B%5B3%2C12%2C8%5D%5D&algo=expectimax')).toEqual(['linked']);
		expect(marks('?algo=minimax&versus=alphabeta&step=8')).toEqual(['linked']);
	});

	it('marks a device that will speak Chinese as ui/locale.svelte.ts chooses: the link, then the choice remembered, then the browser', () => {
		const zh = { languages: ['zh-CN', 'en'] };
		// The browser's languages: the first one the page speaks, by its base.
		expect(marks('', zh)).toEqual(['relang']);
		expect(marks('', { languages: ['ZH-Hans-TW'] })).toEqual(['relang']);
		expect(marks('', { languages: ['fr-FR', 'zh-TW'] })).toEqual(['relang']);
		expect(marks('', { languages: ['fr-FR', 'en-GB', 'zh-CN'] })).toEqual([]);
		expect(marks('', { languages: ['fr-FR'] })).toEqual([]);
		// A choice remembered wins over the browser, exactly as written ("zh-CN" is none).
		expect(marks('', { stored: 'zh', languages: ['en-US'] })).toEqual(['relang']);
		expect(marks('', { stored: ' ZH ', languages: ['en-US'] })).toEqual(['relang']);
		expect(marks('', { stored: 'en', ...zh })).toEqual([]);
		expect(marks('', { stored: 'zh-CN', languages: ['en-US'] })).toEqual([]);
		expect(marks('', { stored: 'off', ...zh })).toEqual(['relang']);
		// The link's last lang= wins over both; one the page does not speak is passed over.
		expect(marks('?lang=zh', { stored: 'en' })).toEqual(['linked', 'relang']);
		expect(marks('?lang=zh&lang=en', { stored: 'zh', ...zh })).toEqual(['linked']);
		expect(marks('?lang=en', { stored: 'zh', ...zh })).toEqual(['linked']);
		expect(marks('?lang=fr', { stored: 'zh' })).toEqual(['linked', 'relang']);
		expect(marks('?step=3', zh)).toEqual(['linked', 'relang']);
	});

	afterEach(() => vi.unstubAllGlobals());

	it('marks exactly the devices the locale then makes speak Chinese', () => {
		const devices: Device[] = [];
		for (const stored of [null, 'off', 'zh', 'en', ' Zh', 'zh-CN', 'fr'])
			for (const languages of [['en-US'], ['zh-CN'], ['fr', 'zh-TW'], ['de', 'en', 'zh'], ['de']])
				devices.push({ stored, languages });
		const queries = ['', '?step=2', '?lang=zh', '?lang=EN', '?lang=fr', '?lang=en&lang=zh'];
		const disagree: string[] = [];
		for (const search of queries)
			for (const device of devices) {
				const { stored = null, languages = [] } = device;
				// Switched off, the locale's storage is none (ui/storage.ts catches the refusal).
				vi.stubGlobal('localStorage', stored === 'off' ? undefined : { getItem: () => stored });
				vi.stubGlobal('navigator', { languages, language: languages[0] });
				const speaks = chosenLang(new URLSearchParams(search));
				if (marks(search, device).includes('relang') !== (speaks === 'zh'))
					disagree.push(`${search} ${JSON.stringify(device)}: the locale speaks ${speaks}`);
			}
		expect(disagree).toEqual([]);
	});

	it('hides a view marked either way, and the practice page (its exercise built once hydrated), until hydrated, its room kept, and says what shows without JavaScript', () => {
		const rule =
			/html:is\(\[data-linked\], \[data-relang\]\) body:not\(\[data-hydrated\]\) main,\s*body:not\(\[data-hydrated\]\) main\.practice \{([^}]*)\}/.exec(
				css
			);
		expect(rule?.[1]).toContain('visibility: hidden');
		// What was prerendered shows in the end should the page never hydrate: never a blank page.
		expect(rule?.[1]).toMatch(/animation: linked-fallback 0s \d+s forwards/);
		expect(shell).toMatch(
			/<noscript>[\s\S]*needs JavaScript[\s\S]*需要 JavaScript[\s\S]*<\/noscript>/
		);
	});
});
