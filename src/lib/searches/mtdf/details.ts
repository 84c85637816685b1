import type { SearchDetails } from '$lib/engine';
import { MTDF_ERRORS } from './errors';

/**
 * What the product says of MTD(f) beside its names, loaded on first need; the words its
 * narration, listing and pass table use load with its code (messages.ts).
 */
export const details: SearchDetails = {
	colour: 'color-mix(in srgb, var(--ink) 35%, var(--min))',
	symmetryColour: 'color-mix(in srgb, var(--ink) 50%, var(--chosen))',
	messages: {
		en: {
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
			row: {
				name: 'MTD(f)',
				detail: '从初始猜测出发，反复做带置换表的零窗口 α-β 搜索，直到上下界相遇'
			},
			symmetryRow: {
				name: 'MTD(f) + 对称',
				detail: '同上的置换表，按翻转（和旋转）归并局面'
			}
		}
	},
	errors: MTDF_ERRORS,
	options: {
		// The first guess's label and hint in the Options, and its CLI help.
		guess: {
			labels: {
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
			},
			cli: {
				value: 'N',
				help: 'the value the first pass tests (default 0; any number from -1000000 to 1000000)'
			}
		}
	}
};
