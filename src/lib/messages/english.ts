// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import type { FieldTypeDetails, ShownValue } from '../engine/errors';
import { formatCount as count } from '../engine/format';

/** How English error messages show what the input held, and name places and choices. */

/** A value from the input: its text, or what kind of thing it is. */
export function shown(value: ShownValue): string {
	switch (value.kind) {
		case 'text':
			return value.text;
		case 'missing':
			return 'missing';
		case 'object':
			return 'an object';
		case 'list':
			return `a list of ${count(value.items)} ${value.items === 1 ? 'item' : 'items'}`;
		case 'type':
			return `a ${value.type}`;
	}
}

/** A count with its noun, singular for one: "1 call", "2,717 calls". */
export const counted = (n: number, one: string, many: string): string =>
	`${count(n)} ${n === 1 ? one : many}`;

/**
 * Where a JSON parser gave up, read from its own words (never shown: they quote the input and are
 * not ours): " (at line 1, column 5)", " (at character 6)", that the text stops short or holds a
 * character out of place; nothing when they do not say.
 */
export function parsePlace(reason: string): string {
	if (/end of (JSON input|data)|\bEOF\b/i.test(reason))
		return ' (it stops short: a value or a closing bracket is missing at its end)';
	const place = /line (\d+) column (\d+)/.exec(reason);
	if (place) return ` (at line ${place[1]}, column ${place[2]})`;
	const position = /position (\d+)/.exec(reason)?.[1];
	if (position !== undefined) return ` (at character ${Number(position) + 1})`;
	return /unexpected (token|character)/i.test(reason) ? ' (a character out of place)' : '';
}

/**
 * A place in a tree: the root, or the node's number as the tree draws it (n6, counted top to
 * bottom, left to right) with its path of child indexes, where to find it in the text (`0.1`).
 */
export const where = (path: string, node?: number): string =>
	path === '' ? 'the root' : node === undefined ? `path ${path}` : `n${node} (path ${path})`;

/** `"a" or "b"`. */
export const quoted = (names: readonly string[]): string =>
	names.map((name) => JSON.stringify(name)).join(' or ');

/** `"a", "b" or "c"`. */
export const choices = (names: readonly string[]): string =>
	names.length < 2
		? quoted(names)
		: `${names
				.slice(0, -1)
				.map((name) => JSON.stringify(name))
				.join(', ')} or ${JSON.stringify(names.at(-1))}`;

/** A call record (a trace file's, or a game's place in one)'s field holding the wrong kind of value; `want` says what it must hold. */
export const fieldTypeEnglish = (p: FieldTypeDetails, want: string): string =>
	`call ${count(p.call)}: ${p.field} is ${shown(p.value)}; it must be ${want}.`;
