import type { SearchDetails } from '$lib/engine';

/** What the product says of expectimax with bounds beside its names, loaded on first need. */
export const details: SearchDetails = {
	// The chance nodes' teal: apart from expectimax's and negamax's in both themes.
	colour: 'var(--chance)',
	messages: {
		en: {
			row: {
				name: 'Expectimax, bounded',
				detail:
					'Star1: knowing the least and greatest value, a chance node stops once the rest cannot matter'
			},
			status: 'Expectimax with bounds: a chance node stops once the rest cannot matter'
		},
		zh: {
			row: {
				name: '有界期望极大',
				detail: 'Star1：已知最小值和最大值，机会节点在其余结果已无关紧要时停止'
			},
			status: '有界期望极大搜索：机会节点在其余结果无关紧要时停止'
		}
	}
};
