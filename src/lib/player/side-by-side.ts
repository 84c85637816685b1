import type { SearchId } from '$lib/engine';
import { traceDeclaration } from '$lib/engine/search-catalog';

/**
 * Searches up to this many calls (a tree: up to this many nodes) run on the page's thread; bigger
 * ones go to the search worker, which draws and lays the tree out too. Opening a link in Chromium
 * on a 2-core machine stalls the page 150 ms at 9,841 nodes and 270 ms at 29,524 (30,000 was the
 * limit before), against 200 ms allowed; every board but the first moves' (55,505 calls and up)
 * stays under it.
 */
export const SYNC_CALL_LIMIT = 10_000;

/**
 * Whether a search of `calls` calls can be stepped side by side: both trees are drawn in full and
 * run on the page, as a search of up to `SYNC_CALL_LIMIT` calls is.
 */
export function fitsSideBySide(calls: number): boolean {
	return calls <= SYNC_CALL_LIMIT;
}

/**
 * Whether search `id` can be paired call by call with another: side by side pairs the calls that
 * visit the same position, and a search that sets depth limits of its own (its traces declare
 * `ownLimits`: iterative deepening) visits the shallow positions again at each limit.
 */
export function pairsByPosition(id: SearchId): boolean {
	return !traceDeclaration(id).ownLimits;
}
