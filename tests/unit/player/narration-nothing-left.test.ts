import { describe, expect, it } from 'vitest';
import { search } from '../../../src/lib/engine/run';
import { plainSearch } from '../../../src/lib/engine/search';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { narrate } from '../../../src/lib/player/narration';
import { StepMap } from '../../../src/lib/player/steps';

/** V23 N2: alpha passes beta after a caller's last child, with no child left to cut. */
describe('a window that closes with nothing left to cut', () => {
	const trace = search(parseTree('[[3,12,8],[2,4,6],[14,5,2]]'), plainSearch('alphabeta'));

	it.each(['call', 'event'] as const)('says so by %s, in both languages', (granularity) => {
		const steps = new StepMap(trace, granularity);
		const all = (lang: 'en' | 'zh') =>
			Array.from(
				{ length: steps.last + 1 },
				(_, step) => narrate(trace, steps, step, { lang }).text
			);
		const [en, zh] = [all('en'), all('zh')];
		expect(en.filter((text) => text.includes('Window now: alpha = 3, beta = 2.'))).toEqual([
			expect.stringContaining(
				'Window now: alpha = 3, beta = 2. Alpha ≥ beta, but FC8 has no child left to cut.'
			)
		]);
		expect(zh.filter((text) => text.includes('窗口现为 α = 3，β = 2。'))).toEqual([
			expect.stringContaining('窗口现为 α = 3，β = 2。α ≥ β，但 FC8 已没有剩下的子节点可剪。')
		]);
	});
});
