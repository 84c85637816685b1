import { describe, expect, it, vi } from 'vitest';

// A search's rule and its words (listing, note, narration, line roles, table) load apart
// (issue 45): practice and the compare worker load rules alone; a page showing a run, both.
describe("a search's words, loaded apart from its rule", () => {
	it('leaves the rule without them until they are loaded, then joins them', async () => {
		// Fresh copies: the test set-up has loaded every search, words and all, into the shared one.
		vi.resetModules();
		const catalog = await import('$lib/engine/search-catalog');
		await import('$lib/registry');
		expect([catalog.isRuleLoaded('mtdf'), catalog.isSearchLoaded('mtdf')]).toEqual([false, false]);
		await catalog.loadSearches(['mtdf'], false);
		expect([catalog.isRuleLoaded('mtdf'), catalog.isSearchLoaded('mtdf')]).toEqual([true, false]);
		const rule = catalog.searchRule('mtdf');
		expect(rule.stepStarts).toBeTypeOf('function');
		expect([rule.listing, rule.narrate]).toEqual([undefined, undefined]);
		await catalog.loadSearches(['mtdf']);
		expect(catalog.isSearchLoaded('mtdf')).toBe(true);
		const worded = catalog.searchRule('mtdf');
		expect(worded.stepStarts).toBe(rule.stepStarts);
		expect(worded.listing).toBeDefined();
		expect(worded.narrate).toBeTypeOf('function');
	});

	it('shows a search from its words alone, and runs it only once its rule is loaded', async () => {
		// The step-through page plays its first view back with minimax's words (issue 45).
		vi.resetModules();
		const catalog = await import('$lib/engine/search-catalog');
		await import('$lib/registry');
		await catalog.loadSearchWords(['minimax']);
		expect([catalog.isRuleLoaded('minimax'), catalog.isSearchLoaded('minimax')]).toEqual([
			false,
			false
		]);
		const shown = catalog.searchRule('minimax');
		expect(shown.listing).toBeTypeOf('function');
		const run = () => shown.run(...([] as unknown as Parameters<typeof shown.run>));
		expect(run).toThrow(
			'The code of search "minimax" is not loaded: await loadSearches(["minimax"]) first.'
		);
		await catalog.loadSearches(['minimax']);
		expect(catalog.isSearchLoaded('minimax')).toBe(true);
		// Its words are joined to its rule from then on.
		const joined = catalog.searchRule('minimax');
		expect(joined).not.toBe(shown);
		expect(joined.listing).toBe(shown.listing);
	});
});
