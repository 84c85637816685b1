import type { SearchDescriptor } from '$lib/engine';
import { ALPHA_BETA_WINDOW, WINDOW_COLUMNS } from '../alphabeta/window';

/**
 * Principal variation search (NegaScout): alpha-beta that searches a call's first move with the
 * whole window and probes the others with a null window, searching again a move whose probe
 * beats the bound (fails high at a max node, low at a min node). Its window moves as alpha-beta's
 * does; its probes and re-searches are read from the trace's windows and moves (engine/probes.ts).
 */
export const PVS: SearchDescriptor = {
	id: 'pvs',
	// Its probes are not drawn on a practice tree: alpha-beta's exercise, the nearest with one.
	practisedAs: 'alphabeta',
	names: {
		en: { menu: 'Principal variation search', name: 'principal variation search (PVS)' },
		zh: { menu: '主要变例搜索', name: '主要变例搜索（PVS）' }
	},
	windowRule: ALPHA_BETA_WINDOW,
	columns: WINDOW_COLUMNS,
	probes: true,
	takes: ['order', 'cut'],
	details: async () => (await import('./details')).details,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
