import type { Game, Position, SearchDescriptor, SearchOptions, Trace } from '$lib/engine';
import { plainSearch, search } from '$lib/engine/search';
import { ALPHA_BETA_WINDOW, WINDOW_COLUMNS } from './window';
import { MESSAGES } from './messages';

export { searchAlphaBeta } from './rule';
export { ALPHA_BETA_WINDOW } from './window';

/** Alpha-beta (fail-soft) in the game's order: article 004's function. */
export const ALPHA_BETA: SearchDescriptor = {
	id: 'alphabeta',
	practisedAs: 'alphabeta',
	messages: MESSAGES,
	colour: 'var(--max)',
	windowRule: ALPHA_BETA_WINDOW,
	columns: WINDOW_COLUMNS,
	takes: ['order', 'cut'],
	companion: true,
	code: async () => (await import('./code')).code
};

/** Plain alpha-beta from `root`, recorded. */
export function alphaBeta(
	game: Game,
	root: Position = game.root,
	options: SearchOptions = {}
): Trace {
	return search(game, plainSearch(ALPHA_BETA.id), { ...options, root });
}
