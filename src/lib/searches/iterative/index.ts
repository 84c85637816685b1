import type { OptionLabels, SearchDescriptor, SearchMessages } from '$lib/engine';
import { ALPHA_BETA_WINDOW, WINDOW_COLUMNS } from '../alphabeta/window';
import { ITERATIVE_ERRORS } from './errors';

/** How the product names iterative deepening, in each language it speaks. */
const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'Iterative deepening',
		name: 'iterative deepening',
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
		menu: '迭代加深',
		name: '迭代加深搜索',
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
};

/** The aspiration width's label, hint and words, by language (the Options form, links, the CLI). */
const ASPIRATION_LABELS: Readonly<Record<string, OptionLabels>> = {
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
};

/**
 * Iterative deepening (`iterative`): alpha-beta 1, 2, 3, … moves deep under a driver call, each
 * iteration trying the last one's best line first; with `aspiration=D`, each iteration after the
 * first starts with a window around the last value (rule.ts).
 */
export const ITERATIVE: SearchDescriptor = {
	id: 'iterative',
	// Its iterations are alpha-beta's searches: the practice sheet is alpha-beta's.
	practisedAs: 'alphabeta',
	messages: MESSAGES,
	errors: ITERATIVE_ERRORS,
	colour: 'color-mix(in srgb, var(--focus) 50%, var(--min))',
	variantColour: 'color-mix(in srgb, var(--focus) 50%, var(--chosen))',
	windowRule: ALPHA_BETA_WINDOW,
	columns: WINDOW_COLUMNS,
	// Its order is its own (the last iteration's best line first): the oracle's is refused.
	deepens: true,
	// The aspiration width D, in the game's values: off unless given, any positive number.
	options: [
		{
			key: 'aspiration',
			flag: 'aspiration',
			fallback: null,
			min: 0,
			minExclusive: true,
			max: Infinity,
			integer: false,
			labels: ASPIRATION_LABELS,
			cli: {
				value: 'D',
				help: 'each iteration after the first starts with the window [v - D, v + D] around the last value v (D a positive number)'
			},
			refusals: { range: 'aspirationRange', notTaken: 'aspirationNoDeepening' }
		}
	],
	takes: ['cut'],
	// Its second compare row: an aspiration window one value either side.
	variant: { aspiration: 1 },
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
