import type { SearchDetails } from '$lib/engine';
import { ITERATIVE_ERRORS } from './errors';

/** What the product says of iterative deepening beside its names, loaded on first need. */
export const details: SearchDetails = {
	colour: 'color-mix(in srgb, var(--focus) 50%, var(--min))',
	variantColour: 'color-mix(in srgb, var(--focus) 50%, var(--chosen))',
	messages: {
		en: {
			row: {
				name: 'Iterative deepening',
				detail: 'alpha-beta 1, 2, 3, … moves deep, each time trying the last best line first'
			},
			variantRow: {
				name: 'Iterative deepening, aspiration window',
				detail: 'each iteration after the first starts with [v − D, v + D] around the last value'
			},
			refusals: {
				order:
					'Iterative deepening tries the last iteration’s best line first: choose Alpha-beta to try the best or worst order.'
			}
		},
		zh: {
			row: {
				name: '迭代加深',
				detail: '依次做 1、2、3……步深的 α-β 剪枝，每轮先试上一轮的最佳走法序列'
			},
			variantRow: {
				name: '迭代加深 + 期望窗口',
				detail: '从第二轮起，每轮先用上一轮的值 𝑣 周围的窗口 [𝑣 − D, 𝑣 + D]'
			},
			refusals: {
				order: '迭代加深每轮先试上一轮的最佳走法序列：要试最好或最差顺序，请选择 α-β 剪枝。'
			}
		}
	},
	errors: ITERATIVE_ERRORS,
	options: {
		// The aspiration width's label, hint and words (the Options form, links), and its CLI help.
		aspiration: {
			labels: {
				en: {
					label: 'Aspiration window ±D',
					hint: 'Each iteration after the first starts with [v − D, v + D] around the last value v; empty: the widest window.',
					summary: (value) => `aspiration ±${value}`,
					instead: 'Searching without an aspiration window instead.'
				},
				zh: {
					label: '期望窗口 ±D',
					hint: '从第二轮起，每轮先用上一轮的值 𝑣 周围的 [𝑣 − D, 𝑣 + D]；留空：用最宽的窗口。',
					summary: (value) => `期望窗口 ±${value}`,
					instead: '改为不用期望窗口搜索。'
				}
			},
			cli: {
				value: 'D',
				help: 'each iteration after the first starts with the window [v - D, v + D] around the last value v (D a positive number)'
			}
		}
	}
};
