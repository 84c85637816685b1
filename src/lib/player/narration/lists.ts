import type { Listed } from '$lib/i18n/narration';

/**
 * `listed(names, most)` for a list of `count` items named by `name(at)`, naming only the items
 * it shows: O(most), not O(count), so a call with 99,999 children is told in as few steps as
 * one with three. Each game's narration and the speaker build their lists with it.
 */
export function listedOf(count: number, name: (at: number) => string, most = 8): Listed {
	const shown = count > most ? most - 1 : count;
	return { items: Array.from({ length: shown }, (_, at) => name(at)), hidden: count - shown };
}
