/**
 * Most characters a link's address may have (path and query, what a server reads in its request
 * line): nginx and most static servers give that line 8 KB, and refuse a longer one before the
 * page can load. The page writes no longer address, and Share offers files instead.
 */
export const MAX_LINK_LENGTH = 8_000;

/** Whether an address (a path and query, or a whole URL) fits in a link: `MAX_LINK_LENGTH`. */
export function fitsInLink(address: string): boolean {
	const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(address)?.[0] ?? '';
	return address.length - origin.length <= MAX_LINK_LENGTH;
}
