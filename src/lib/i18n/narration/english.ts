import { formatCount } from '$lib/engine/format';
import type { Listed } from './opening-en';

/** Wording helpers the English narration shares across its catalogs. */

export const ORDINALS = [
	'first',
	'second',
	'third',
	'fourth',
	'fifth',
	'sixth',
	'seventh',
	'eighth'
];

/** "1 call", "9,705 calls", "2 branches": a count with its noun. */
export const count = (n: number, one: string, many = `${one}s`) =>
	`${formatCount(n)} ${n === 1 ? one : many}`;

/** "a", "a and b", "a, b and c", "a, b and 3 more". */
export function listEn({ items, hidden }: Listed): string {
	const shown = hidden > 0 ? [...items, `${hidden} more`] : items;
	if (shown.length < 2) return shown.join('');
	return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** The text with its first letter capitalised, to open a sentence. */
/**
 * Where a call `verb`s ("starts", "is"): at its depth, or under a driver (iterative deepening's
 * iterations start a level down) its moves from the root, which the depth limit counts, and the
 * level the strip shows.
 */
export const whereEn = (p: { depth: number; moves: number | null }, verb: string) =>
	p.moves === null
		? `${verb} at depth ${p.depth}`
		: `${verb} ${p.moves === 0 ? 'on the root position' : `${count(p.moves, 'move')} from the root`}, on level ${p.depth} (level 0 is the driver)`;

export const upper = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
