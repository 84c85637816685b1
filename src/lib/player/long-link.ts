import { fitsInLink } from './link-length';

/**
 * A link's query too long for the address bar, set aside while the page starts. Chromium spends
 * some 100 ms of the page's thread (300 ms under load) on each history update made while the
 * address is 600 kB long (a 100,000-leaf tree), and the router makes one as it starts: the client
 * hook (src/hooks.client.ts) sets such a query aside and shows a short address first, and the
 * view takes the query from here. The view writes its own address once the position is read.
 * This module imports nothing heavy: the hook loads it before the page's modules.
 */
let setAside: string | null = null;

/** A `lang=` value this short stays in the short address, for the layout to read as before. */
const LANG_CHARS = 16;

/**
 * The address to show while the query `search` (`?` first) of `path` is read: `path` with the
 * link's `lang=` when it names one; null when the address fits in a link, and stays.
 */
export function shortAddress(path: string, search: string): string | null {
	if (fitsInLink(`${path}${search}`)) return null;
	const lang = search
		.slice(1)
		.split('&')
		.find((part) => part.startsWith('lang='));
	return lang !== undefined && lang.length <= 'lang='.length + LANG_CHARS
		? `${path}?${lang}`
		: path;
}

/**
 * Sets the query `search` of `path` aside when it is too long for a link, for `openedQuery`;
 * returns the short address to show instead, or null (nothing set aside).
 */
export function setAsideLongQuery(path: string, search: string): string | null {
	const address = shortAddress(path, search);
	if (address !== null) setAside = search;
	return address;
}

/**
 * The query string the page was opened with: the one set aside, once (a later visit to the view
 * reads its own address), else `search`, the address's own.
 */
export function openedQuery(search: string): string {
	const query = setAside ?? search;
	setAside = null;
	return query;
}

/** The query `openedQuery` will give, without taking it (a view's load reads it first). */
export function pendingQuery(search: string): string {
	return setAside ?? search;
}
