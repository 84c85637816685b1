import { describe, expect, it } from 'vitest';
import { plainSearch, type Trace } from '../../../src/lib/engine/index';
import { receiveIndex } from '../../../src/lib/engine/events';
import { search } from '../../../src/lib/engine/run';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { ruleAt } from '../../../src/lib/player/narration';
import { longestRules } from '../../../src/lib/player/narration/rule';
import { StepMap } from '../../../src/lib/player/steps';
import { ARTICLE_BOARD } from '../traces';
import { alphaBeta } from '../../searches';

/**
 * The rule line's shorter form, which a laptop's column beside the tally shows where the whole
 * does not fit two lines (issue 43, V13's F22: "≥ β −134: cut columns 6 and 7" was hidden at
 * Connect Four's step 56 on a 1280×720 page): no window before, and a stop told by its caller's
 * closed window and what it cuts.
 */
const threat = (algorithm: 'alphabeta' | 'pvs'): Trace =>
	search(connect4Game('1443'), { ...plainSearch(algorithm), depthLimit: 4 });
const byCall = (trace: Trace, step: number) => new StepMap(trace, 'call').eventOf(step);
const both = (trace: Trace, index: number, lang: 'en' | 'zh') =>
	[false, true].map((brief) => ruleAt(trace, index, { lang }, brief));

describe('the rule line told briefly', () => {
	it("says Connect Four's cut at step 56 by FC51's closed window, in both languages", () => {
		const trace = threat('alphabeta');
		expect(both(trace, byCall(trace, 56), 'en')).toEqual([
			'FC56 ⇒ FC51 [−134, −10]: −134 < β → β = −134 · α −134 ≥ β −134: cut columns 6 and 7',
			'FC51: α −134 ≥ β −134: cut columns 6 and 7'
		]);
		expect(both(trace, byCall(trace, 56), 'zh')).toEqual([
			'FC56 ⇒ FC51 窗口 [−134, −10]：−134 < β → β = −134 · α −134 ≥ β −134：剪去第 6 和 7 列',
			'FC51：α −134 ≥ β −134：剪去第 6 和 7 列'
		]);
	});

	it('drops the window before where nothing is cut, and says a window as it starts', () => {
		const trace = threat('pvs');
		expect(both(trace, byCall(trace, 25), 'zh')).toEqual([
			'FC25 ⇒ FC24 窗口 [−9, +∞]：−1 < β → β = −1',
			'FC25 ⇒ FC24：−1 < β → β = −1'
		]);
		expect(both(trace, 0, 'en')).toEqual([
			'FC1 starts with window [−∞, +∞]',
			'FC1: window [−∞, +∞]'
		]);
		expect(both(trace, 0, 'zh')).toEqual(['FC1 以窗口 [−∞, +∞] 开始', 'FC1：窗口 [−∞, +∞]']);
	});

	it("cuts cell 4 at the article board's FC6", () => {
		const trace = alphaBeta(boardGame(ARTICLE_BOARD));
		expect(ruleAt(trace, receiveIndex(trace, 7), { lang: 'en' }, true)).toBe(
			'FC6: α +10 ≥ β +10: cut cell 4'
		);
		expect(ruleAt(trace, receiveIndex(trace, 7), { lang: 'zh' }, true)).toBe(
			'FC6：α +10 ≥ β +10：剪去 4 号格'
		);
	});

	it('is never longer than the whole, and at every stop keeps what it cuts', () => {
		const trace = threat('alphabeta');
		const longest = { whole: '', brief: '' };
		for (let call = 2; call <= trace.calls; call++)
			for (const lang of ['en', 'zh'] as const) {
				const [whole, brief] = both(trace, receiveIndex(trace, call), lang);
				expect(brief === null).toBe(whole === null);
				if (whole === null || brief === null) continue;
				expect(brief.length).toBeLessThanOrEqual(whole.length);
				const cut = /[:：] ?(cut .*|nothing left|剪去.*|已无剩余走法)$/.exec(whole)?.[1];
				if (cut) expect(brief.endsWith(cut)).toBe(true);
				if (lang === 'en' && whole.length > longest.whole.length) longest.whole = whole;
				if (lang === 'en' && brief.length > longest.brief.length) longest.brief = brief;
			}
		// The run's longest rule, 96 characters, told in 55.
		expect(longest).toEqual({
			whole:
				'FC164 ⇒ FC163 [−∞, −134]: −134 > α → α = −134 · α −134 ≥ β −134: cut columns 2, 3, 4, 5, 6 and 7',
			brief: 'FC163: α −134 ≥ β −134: cut columns 2, 3, 4, 5, 6 and 7'
		});
		expect([longest.whole.length, longest.brief.length]).toEqual([96, 55]);
	});
});

/**
 * The rules side by side presenting measures its line with (issue 43: a rule no form fits in two
 * lines was cut with "…" near PVS's step 100): the run's longest, whole, every step's among them
 * or shorter by a fifth.
 */
describe("the run's longest rules", () => {
	it("are Connect Four's longest cuts, the line at every step no longer, and none for minimax", () => {
		const trace = threat('pvs');
		const longest = longestRules(trace, { lang: 'en' });
		expect(longest).toHaveLength(8);
		expect(longest[0]).toBe(
			'FC213 ⇒ FC212 [−135, −134]: −134 > α → α = −134 · α −134 ≥ β −134: cut columns 2, 3, 4, 5, 6 and 7'
		);
		const most = longest[0]?.length ?? 0;
		for (const rule of longest) expect(rule.length).toBeGreaterThanOrEqual(most * 0.8);
		// Step 100's rule (cut with "…" at 1,280 px) and every seventh event's are no longer.
		const hundredth = ruleAt(trace, byCall(trace, 100), { lang: 'en' }) ?? '';
		expect(hundredth.length).toBeLessThanOrEqual(most);
		for (let index = 0; index < 4 * trace.calls - 2; index += 7)
			expect((ruleAt(trace, index, { lang: 'en' }) ?? '').length).toBeLessThanOrEqual(most);
		expect(
			longestRules(search(boardGame(ARTICLE_BOARD), plainSearch('minimax')), { lang: 'en' })
		).toEqual([]);
	});
});
