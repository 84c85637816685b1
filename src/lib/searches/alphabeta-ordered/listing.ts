import type { SearchWords } from '$lib/engine/search-catalog';
import { writesFamilyListing } from '../minimax/listing';
import { ALPHA_BETA_LISTING } from '../alphabeta/listing';

/** The ordered search's words, loaded with its code on a page: alpha-beta's listing, ordered. */
export const words: SearchWords = {
	listing: writesFamilyListing({ ...ALPHA_BETA_LISTING, title: 'Ordered', ordered: true })
};
