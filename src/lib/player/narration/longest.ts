/**
 * The longest of `items` by `length`, which a narration box is sized with: those within a fifth of
 * the longest, at most `most`, longest first, each once (by `key`). A text a little shorter may
 * wrap to a line more, so the page measures them all and the tallest sizes the box.
 */
export function longestOf<T>(
	items: readonly T[],
	length: (item: T) => number,
	key: (item: T) => string,
	most: number
): T[] {
	const longest = Math.max(0, ...items.map(length));
	const long = items.filter((item) => length(item) >= longest * 0.8);
	const once = [...new Map(long.map((item) => [key(item), item])).values()];
	return once.sort((a, b) => length(b) - length(a)).slice(0, most);
}
