import { InputError } from '../../engine/errors';
import { quoteInput } from '../../engine/quote';

/**
 * The tree form's optional node names (a textbook's A, B, C): a node may be written as an object,
 * `{"name": "B", "children": [...]}` for an inner node or `{"name": "x", "value": 3}` for a
 * leaf, mixed freely with the plain lists and numbers, which keep their meaning. The object's
 * name is optional, so the form also leaves room for other keys later (issue 26's chance nodes).
 */

/** Longest name, in characters: it must fit above a node's card and in a narration's brackets. */
export const NAME_LIMIT = 12;

/** The keys a node object may carry. */
export const NODE_KEYS = ['name', 'children', 'value'] as const;

/**
 * A name starts with a letter or digit, then letters, digits and `_ ' ′ * + -` (B', A1, C_2,
 * 根): no spaces or brackets, so "FC3 (B)" and "B · n4" read unambiguously.
 */
const NAME = /^[\p{L}\p{N}][\p{L}\p{N}_'′*+-]*$/u;
/** The numbers the drawing gives unnamed nodes (n4): a name that looks like one would lie. */
const NUMBER_LIKE = /^n\d+$/u;

export type NameProblem = 'type' | 'length' | 'characters' | 'numberLike';

/** What is wrong with a node's name, or null when it is a good one. */
export function nameProblem(name: unknown): NameProblem | null {
	if (typeof name !== 'string') return 'type';
	const length = [...name].length;
	if (length === 0 || length > NAME_LIMIT) return 'length';
	if (!NAME.test(name)) return 'characters';
	return NUMBER_LIKE.test(name) ? 'numberLike' : null;
}

/** A node object: not null, not a list. */
export function isNodeObject(item: unknown): item is Record<string, unknown> {
	return typeof item === 'object' && item !== null && !Array.isArray(item);
}

/** A node object checked: its name, and its children (an inner node) or its value (a leaf). */
export type CheckedNode =
	| { readonly name: string | null; readonly children: unknown[] }
	| { readonly name: string | null; readonly value: unknown };

/**
 * Checks a node object's keys and name at `path` (child indexes, '' at the root); the children
 * and the value are checked by the caller, as a list's items and a leaf are.
 */
export function checkNodeObject(item: Record<string, unknown>, path: string): CheckedNode {
	const keys = Object.keys(item);
	const unknown = keys.find((key) => !(NODE_KEYS as readonly string[]).includes(key));
	if (unknown !== undefined)
		throw new InputError('treeNodeKey', { path, key: quoteInput(unknown) });
	const hasChildren = keys.includes('children');
	const hasValue = keys.includes('value');
	if (hasChildren === hasValue)
		throw new InputError('treeNodeForm', { path, problem: hasChildren ? 'both' : 'neither' });
	let name: string | null = null;
	if (keys.includes('name')) {
		const problem = nameProblem(item.name);
		if (problem !== null) {
			const shown = typeof item.name === 'string' ? quoteInput(item.name) : null;
			throw new InputError('treeBadName', { path, problem, name: shown, limit: NAME_LIMIT });
		}
		name = item.name as string;
	}
	if (!hasChildren) return { name, value: item.value };
	if (!Array.isArray(item.children))
		throw new InputError('treeNodeForm', { path, problem: 'children' });
	return { name, children: item.children };
}

/** Names seen so far and where, so a second node of one name is refused naming both places. */
export class NameRegister {
	readonly #places = new Map<string, string>();

	add(name: string, path: string): void {
		const first = this.#places.get(name);
		if (first !== undefined)
			throw new InputError('treeDuplicateName', { name: quoteInput(name), first, second: path });
		this.#places.set(name, path);
	}
}
