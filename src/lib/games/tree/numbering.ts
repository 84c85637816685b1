// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import { InputError, type InputErrorData } from '../../engine/errors';

/**
 * A node's number as the tree draws it (n6: counted top to bottom, left to right, from 1 at the
 * root), found by its path of child indexes in a tree not yet checked: a refusal names the node
 * as the drawing does (rules.ts), and so does the tree editor. Nested lists, or node objects with
 * a list of `children`; anything else is a leaf.
 */

/** The children of a node of an unchecked tree: a list's items, a node object's `children`. */
function rawChildren(item: unknown): readonly unknown[] {
	if (Array.isArray(item)) return item;
	if (typeof item !== 'object' || item === null) return [];
	const { children } = item as { children?: unknown };
	return Array.isArray(children) ? children : [];
}

/** The number of the node at `path` ('0.1'; '' for the root); null past `limit` nodes or off the tree. */
export function levelOrderAt(tree: unknown, path: string, limit = 100_000): number | null {
	const target = path === '' ? [] : path.split('.').map(Number);
	let level: { item: unknown; path: number[] }[] = [{ item: tree, path: [] }];
	let number = 0;
	while (level.length > 0) {
		const next: typeof level = [];
		for (const node of level) {
			if (++number > limit) return null;
			if (node.path.length === target.length && node.path.every((at, n) => at === target[n]))
				return number;
			// Every level down to the target's is counted whole; nothing below it.
			if (node.path.length < target.length) {
				// By index: a sparse list's hole is a node too (refused as a missing leaf).
				const children = rawChildren(node.item);
				for (let at = 0; at < children.length; at++)
					next.push({ item: children[at], path: [...node.path, at] });
			}
		}
		level = next;
	}
	return null;
}

/**
 * A tree's refusal naming nodes by path, with their numbers added: `node` for its `path`, and for
 * a name given twice `firstNode` and `secondNode` for its `first` and `second`; any other as it is.
 */
export function numbered(error: InputError, tree: unknown, limit?: number): InputError {
	const [details] = error.params as readonly unknown[];
	if (typeof details !== 'object' || details === null) return error;
	const numbers: Record<string, number> = {};
	const places: readonly (readonly [string, string])[] = [
		['path', 'node'],
		['first', 'firstNode'],
		['second', 'secondNode']
	];
	for (const [pathKey, numberKey] of places) {
		const path = (details as Record<string, unknown>)[pathKey];
		if (typeof path !== 'string' || path === '') continue;
		const node = levelOrderAt(tree, path, limit);
		if (node !== null) numbers[numberKey] = node;
	}
	if (Object.keys(numbers).length === 0) return error;
	return InputError.from({
		code: error.code,
		params: [{ ...details, ...numbers }]
	} as InputErrorData);
}
