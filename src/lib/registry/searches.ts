import type { SearchDescriptor } from '$lib/engine';
import { registerSearches } from '$lib/engine/search-catalog';
import { ALPHA_BETA } from '$lib/searches/alphabeta';
import { ALPHA_BETA_ORDERED } from '$lib/searches/alphabeta-ordered';
import { ALPHA_BETA_TABLE } from '$lib/searches/alphabeta-table';
import { EXPECTIMAX } from '$lib/searches/expectimax';
import { EXPECTIMAX_BOUNDED } from '$lib/searches/expectimax-bounded';
import { ITERATIVE } from '$lib/searches/iterative';
import { MEMO } from '$lib/searches/memo';
import { MCTS } from '$lib/searches/mcts';
import { MINIMAX } from '$lib/searches/minimax';
import { MTDF } from '$lib/searches/mtdf';
import { NEGAMAX } from '$lib/searches/negamax';
import { PVS } from '$lib/searches/pvs';

/**
 * Every search the product offers, one line each, in the order menus, the compare view and
 * refusals list them: those by calls, then those by iterations (MCTS). The first is the default.
 * A new search is a folder under `src/lib/searches/` and one line here.
 */
export const SEARCHES: readonly SearchDescriptor[] = [
	MINIMAX,
	ALPHA_BETA,
	MEMO,
	ALPHA_BETA_ORDERED,
	ALPHA_BETA_TABLE,
	NEGAMAX,
	PVS,
	ITERATIVE,
	MTDF,
	EXPECTIMAX,
	EXPECTIMAX_BOUNDED,
	MCTS
];

registerSearches(SEARCHES);
