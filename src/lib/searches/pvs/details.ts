import type { SearchDetails } from '$lib/engine';

/** What the product says of PVS beside its names, loaded on first need. */
export const details: SearchDetails = {
	// Between alpha-beta's blue and the minimiser's colour: its own in both themes.
	colour: 'color-mix(in srgb, var(--max) 45%, var(--min))',
	messages: {
		en: {
			row: {
				name: 'PVS (NegaScout)',
				detail:
					'alpha-beta probing each move after the first with a null window; one that beats the bound (failing high at max, low at min) is searched again'
			}
		},
		zh: {
			row: {
				name: 'PVS（NegaScout）',
				detail: '在 α-β 剪枝上，第一步之后的每一步先用零窗口试探，试探越界的再搜索一次'
			}
		}
	}
};
