import type { SearchDescriptor, SearchMessages } from '$lib/engine';
import { ALPHA_BETA_WINDOW, WINDOW_COLUMNS } from '../alphabeta/window';

/** How the product names PVS, in each language it speaks. */
const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'Principal variation search',
		name: 'principal variation search (PVS)',
		row: {
			name: 'PVS (NegaScout)',
			detail:
				'alpha-beta probing each move after the first with a null window; one that fails high is searched again'
		}
	},
	zh: {
		menu: '主要变例搜索',
		name: '主要变例搜索（PVS）',
		row: {
			name: 'PVS（NegaScout）',
			detail: '在 α-β 剪枝上，第一步之后的每一步先用零窗口试探，试探越界的再搜索一次'
		}
	}
};

/**
 * Principal variation search (NegaScout): alpha-beta that searches a call's first move with the
 * whole window and probes the others with a null window, searching again a move whose probe
 * fails high. Its window moves as alpha-beta's does; its probes and re-searches are read from
 * the trace's windows and moves (engine/probes.ts).
 */
export const PVS: SearchDescriptor = {
	id: 'pvs',
	// Its probes are not drawn on a practice tree: alpha-beta's exercise, the nearest with one.
	practisedAs: 'alphabeta',
	messages: MESSAGES,
	// Between alpha-beta's blue and the minimiser's colour: its own in both themes.
	colour: 'color-mix(in srgb, var(--max) 45%, var(--min))',
	windowRule: ALPHA_BETA_WINDOW,
	columns: WINDOW_COLUMNS,
	probes: true,
	takes: ['order', 'cut'],
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
