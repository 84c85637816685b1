import { describe, expect, it } from 'vitest';
import { searchIds } from '$lib/engine';
import { MESSAGES } from '$lib/i18n';
import { settingWhyNot } from '../../../src/routes/setting-reasons';

const GENERAL = 'general';

describe("the options form's reasons for a shared setting a search does not take", () => {
	it('the order: refused on the searches with an order of their own, each in its own words', () => {
		const refused = searchIds('calls').filter(
			(id) => settingWhyNot(id, 'order', 'en', GENERAL) !== null
		);
		expect(refused).toEqual(['alphabeta-ordered', 'iterative']);
		expect(settingWhyNot('alphabeta-ordered', 'order', 'en', GENERAL)).toBe(
			'Ordered alpha-beta tries moves in an order of its own, guessed before searching: choose Alpha-beta to try the best or worst order.'
		);
		expect(settingWhyNot('iterative', 'order', 'en', GENERAL)).toBe(
			'Iterative deepening tries the last iteration’s best line first: choose Alpha-beta to try the best or worst order.'
		);
		expect(settingWhyNot('alphabeta-ordered', 'order', 'zh', GENERAL)).toBe(
			'带排序的 α-β 剪枝按自己在搜索之前猜定的顺序尝试走法：要试最好或最差顺序，请选择 α-β 剪枝。'
		);
		expect(settingWhyNot('iterative', 'order', 'zh', GENERAL)).toBe(
			'迭代加深每轮先试上一轮的最佳走法序列：要试最好或最差顺序，请选择 α-β 剪枝。'
		);
	});

	it('the cut rule: refused on the searches without a window, in the general words', () => {
		const refused = searchIds('calls').filter((id) => settingWhyNot(id, 'cut', 'en', GENERAL));
		expect(refused).toEqual(['minimax', 'memo', 'negamax', 'expectimax']);
		expect(settingWhyNot('minimax', 'cut', 'en', MESSAGES.en.searchOptions.cutWhyNot)).toBe(
			'Only the searches with a window [α, β] (alpha-beta and its variants) cut.'
		);
	});

	it("a search without words of its own for the order is named in the form's", () => {
		expect(MESSAGES.en.searchOptions.orderWhyNot('Some search')).toBe(
			'Some search tries moves in an order of its own: choose Alpha-beta to try the best or worst order.'
		);
	});
});
