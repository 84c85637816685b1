import type { SearchDetails } from '$lib/engine';

/** What the product says of ordered alpha-beta beside its names, loaded on first need. */
export const details: SearchDetails = {
	colour: 'var(--focus)',
	messages: {
		en: {
			row: {
				name: 'Alpha-beta, likely best first',
				detail:
					'an order guessed in advance: the centre, then corners, then edges (Connect Four: middle columns out; trees: by first leaf)'
			},
			refusals: {
				order:
					'Ordered alpha-beta tries moves in an order of its own, guessed before searching: choose Alpha-beta to try the best or worst order.'
			}
		},
		zh: {
			row: {
				name: 'α-β 剪枝，先试看似最好的走法',
				detail: '事先猜定的顺序：先中心，再四角，后四边（四子棋：从中间列向外；树：按第一个叶节点）'
			},
			refusals: {
				order:
					'带排序的 α-β 剪枝按自己在搜索之前猜定的顺序尝试走法：要试最好或最差顺序，请选择 α-β 剪枝。'
			}
		}
	}
};
