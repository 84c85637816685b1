import { describe, expect, it } from 'vitest';
import { windows } from '$lib/i18n/narration/windows';
import { namedCalls } from '$lib/ui/named-calls';

// Presenting, the camera keeps in view the calls a step's narration names (issue 43), not the
// numbers minimax would have given the calls a cut saved.
describe('namedCalls', () => {
	it('reads each call once, in the order named', () => {
		expect(
			namedCalls("FC11's 0 went back up to FC1, cutting in FC10. FC12 is iteration 3's")
		).toEqual([11, 1, 10, 12]);
		expect(namedCalls('FC5 的 0 传回 FC2，后者把 +10 返回给 FC1。FC5 …')).toEqual([5, 2, 1]);
	});

	it("leaves out minimax's calls that a cut saved, as both languages write them", () => {
		for (const lang of ['en', 'zh'] as const) {
			const one = windows[lang].savings({ saved: 1, first: 9 });
			const two = windows[lang].savings({ saved: 2, first: 4 });
			expect(one).toContain('FC9');
			expect(two).toContain('FC5');
			expect(namedCalls(`FC18 returns +10 to FC17${one}.`)).toEqual([18, 17]);
			expect(namedCalls(`FC8 cuts${two}, FC6 next.`)).toEqual([8, 6]);
		}
	});
});
