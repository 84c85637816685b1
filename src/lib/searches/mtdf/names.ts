import type { OptionLabels, SearchMessages } from '$lib/engine';

// What every page carries of MTD(f) (its descriptor's names and its option's labels); the words
// its narration, listing and pass table use load with its code (messages.ts).

/** How the product names MTD(f), in each language it speaks. */
export const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'MTD(f)',
		name: 'MTD(f)',
		row: {
			name: 'MTD(f)',
			detail:
				'null-window alpha-beta passes with a table of bounds, from a first guess until the bounds meet'
		},
		symmetryRow: {
			name: 'MTD(f), symmetry',
			detail: 'the table above, keyed up to mirrors (and turns)'
		}
	},
	zh: {
		menu: 'MTD(f)',
		name: 'MTD(f) 搜索',
		row: {
			name: 'MTD(f)',
			detail: '从初始猜测出发，反复做带置换表的零窗口 α-β 搜索，直到上下界相遇'
		},
		symmetryRow: {
			name: 'MTD(f) + 对称',
			detail: '同上的置换表，按翻转（和旋转）归并局面'
		}
	}
};

/** The first guess's label and hint in the Options, by language. */
export const GUESS_LABELS: Readonly<Record<string, OptionLabels>> = {
	en: {
		label: 'First guess',
		hint: 'The value the first pass tests; the nearer the true value, the fewer passes (0 when empty).',
		summary: (value) => `first guess ${value}`,
		instead: 'Starting from the first guess 0 instead.'
	},
	zh: {
		label: '初始猜测',
		hint: '第一趟要检验的值；越接近真值，趟数越少（留空为 0）。',
		summary: (value) => `初始猜测 ${value}`,
		instead: '改为从初始猜测 0 开始。'
	}
};
