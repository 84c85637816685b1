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
});
