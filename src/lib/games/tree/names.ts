import { InputError } from '../../engine/errors';
import { Fraction } from '../../engine/fraction';
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
const NODE_KEYS = ['name', 'children', 'value', 'kind', 'weights', 'bounds'] as const;

/**
 * An inner node's kind, when the tree form states it (expectiminimax, AIMA's Figure 5.11): a
 * max or min node, or a chance node whose children come with probabilities.
 */
export type NodeKind = 'max' | 'min' | 'chance';
const NODE_KINDS: readonly NodeKind[] = ['max', 'min', 'chance'];

/** How far a chance node's weights may sum from 1 (rounding in decimals typed by hand). */
const WEIGHT_SUM_SLACK = 1e-9;

/** What is wrong with a node's kind or weights (errors.ts words each). */
export type ChanceProblem =
	| 'kind'
	| 'leafKind'
	| 'chanceLeaf'
	| 'weightsNotChance'
	| 'weightsList'
	| 'weightsCount'
	| 'weightNotPositive'
	| 'weightsSum';

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
	| {
			readonly name: string | null;
			readonly children: unknown[];
			/** The kind stated, or null (max and min alternate). */
			readonly kind: NodeKind | null;
			/** A chance node's probabilities, exactly, one per child; null: equally likely. */
			readonly weights: readonly Fraction[] | null;
			/** The root's stated value bounds, least first; null: none stated. */
			readonly bounds: readonly [number, number] | null;
	  }
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
	const kind = keys.includes('kind') ? checkKind(item.kind, path, hasChildren) : null;
	if (!hasChildren) return { name, value: item.value };
	if (!Array.isArray(item.children))
		throw new InputError('treeNodeForm', { path, problem: 'children' });
	const weights = keys.includes('weights')
		? checkWeights(item.weights, kind, item.children.length, path)
		: null;
	const bounds = keys.includes('bounds') ? checkBounds(item.bounds, path) : null;
	return { name, children: item.children, kind, weights, bounds };
}

/** The root's stated bounds: two finite numbers, the least first (equal ones allowed). */
function checkBounds(bounds: unknown, path: string): readonly [number, number] {
	if (path !== '') throw new InputError('treeBounds', { path, problem: 'notRoot', value: null });
	const [low, high] = Array.isArray(bounds) ? (bounds as unknown[]) : [];
	if (
		!Array.isArray(bounds) ||
		bounds.length !== 2 ||
		typeof low !== 'number' ||
		typeof high !== 'number' ||
		!Number.isFinite(low) ||
		!Number.isFinite(high) ||
		low > high
	)
		throw new InputError('treeBounds', {
			path,
			problem: 'form',
			value: quoteInput(JSON.stringify(bounds) ?? String(bounds))
		});
	return [low, high];
}

function chanceError(path: string, problem: ChanceProblem, value: string | null = null) {
	return new InputError('treeChance', { path, problem, value });
}

/** A node's stated kind: max, min or chance, and only on a node with children. */
function checkKind(kind: unknown, path: string, inner: boolean): NodeKind {
	const known = NODE_KINDS.find((each) => each === kind);
	if (known === undefined)
		throw chanceError(path, 'kind', typeof kind === 'string' ? quoteInput(kind) : null);
	if (!inner) throw chanceError(path, known === 'chance' ? 'chanceLeaf' : 'leafKind');
	return known;
}

/**
 * A chance node's weights: one per child, each a positive number or a fraction written as text
 * ("1/36"), summing to 1 (within `WEIGHT_SUM_SLACK`); kept exactly as written (the game divides
 * them by their sum: rules.ts).
 */
function checkWeights(
	weights: unknown,
	kind: NodeKind | null,
	children: number,
	path: string
): readonly Fraction[] {
	if (kind !== 'chance') throw chanceError(path, 'weightsNotChance');
	if (!Array.isArray(weights)) throw chanceError(path, 'weightsList');
	if (weights.length !== children)
		throw new InputError('treeChance', {
			path,
			problem: 'weightsCount',
			value: null,
			weights: weights.length,
			children
		});
	const exact = weights.map((weight: unknown) => {
		const value =
			typeof weight === 'number' && Number.isFinite(weight)
				? Fraction.fromNumber(weight)
				: typeof weight === 'string'
					? Fraction.parse(weight.trim())
					: null;
		if (value === null) throw chanceError(path, 'weightsList');
		if (value.num <= 0n) throw chanceError(path, 'weightNotPositive', value.toString());
		return value;
	});
	const sum = exact.reduce((total, value) => total.plus(value), Fraction.ZERO);
	if (Math.abs(sum.toNumber() - 1) > WEIGHT_SUM_SLACK)
		throw chanceError(path, 'weightsSum', String(Math.round(sum.toNumber() * 1e6) / 1e6));
	return exact;
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
