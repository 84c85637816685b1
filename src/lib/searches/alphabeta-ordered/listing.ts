import type { FamilyListing } from '../minimax/listing';
import { ALPHA_BETA_LISTING } from '../alphabeta/listing';

/** Alpha-beta with likely-best moves first: alpha-beta's listing, its loop over the game's order. */
export const ALPHA_BETA_ORDERED_LISTING: FamilyListing = {
	...ALPHA_BETA_LISTING,
	title: 'Ordered',
	ordered: true
};
