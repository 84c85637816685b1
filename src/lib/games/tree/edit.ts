import { InputError } from '../../engine/errors';
import { quoteInput } from '../../engine/quote';
import { checkNodeObject, isNodeObject, nameProblem, NAME_LIMIT, type NodeKind } from './names';
import { describe as shownLeaf, parseTreeJson, TREE_LIMITS } from './rules';

/**
 * A tree as the structural editor edits it: immutable nodes, each edit a new tree sharing the
 * untouched branches (so an undo history keeps every version cheaply). Unlike a tree to search,
 * an inner node may have no children yet (a tree being built: `[]` is the empty tree); the
 * search's own check (`parseTree`) refuses that, with its place.
 */
export type EditNode = EditLeaf | EditInner;

interface EditLeaf {
	/** Stable across edits (keys the outline's rows); a tree read from text gets new ones. */
	readonly id: number;
	readonly name: string | null;
	readonly value: number;
}

export interface EditInner {
	readonly id: number;
	readonly name: string | null;
	readonly children: readonly EditNode[];
	/** The kind the tree form states (a chance node's "kind"), kept through every edit. */
	readonly kind?: NodeKind | null;
	/** A chance node's "weights" as written; the search's check says when they no longer fit. */
	readonly weights?: readonly unknown[] | null;
	/** The root's stated value bounds ("bounds"), kept through every edit. */
	readonly bounds?: readonly [number, number] | null;
}

/** A node's place: child indexes from the root ([] is the root). */
export type NodePath = readonly number[];

/** The limits an edit keeps: the page's (100,000 nodes, 30 levels) unless told otherwise. */
export interface EditLimits {
	readonly maxNodes: number;
	readonly maxDepth: number;
}

const EDIT_LIMITS: EditLimits = TREE_LIMITS;

/** The value a new leaf starts with. */
const NEW_LEAF_VALUE = 0;

let lastId = 0;
const nextId = (): number => ++lastId;

export const isInner = (node: EditNode): node is EditInner => 'children' in node;

/** The empty tree: a root with no children yet. */
export function emptyTree(): EditInner {
	return { id: nextId(), name: null, children: [] };
}

/** A path as the tree form's messages write it ('' at the root, else "1.0"). */
export const pathText = (path: NodePath): string => path.join('.');

/**
 * Reads the tree form (a nested array, named nodes allowed) as the editor holds it; throws
 * `InputError` as the search's check does, but lets an inner node be empty and a name repeat
 * (the check says what is wrong, and the outline shows it meanwhile). The root is a list or an
 * object with children.
 */
function readEditTree(value: unknown, limits: EditLimits = EDIT_LIMITS): EditInner {
	let size = 0;
	const read = (item: unknown, path: NodePath): EditNode => {
		if (++size > limits.maxNodes)
			throw new InputError('treeTooManyNodes', { limit: limits.maxNodes });
		if (path.length > limits.maxDepth)
			throw new InputError('treeTooDeep', {
				limit: limits.maxDepth,
				path: pathText(path.slice(0, -1))
			});
		if (typeof item === 'number' && Number.isFinite(item))
			return { id: nextId(), name: null, value: item };
		const node = isNodeObject(item) ? checkNodeObject(item, pathText(path)) : null;
		const items = node ? ('children' in node ? node.children : null) : item;
		if (Array.isArray(items)) {
			const children: EditNode[] = [];
			// By index, not map: a sparse array's holes are refused as leaves that are not numbers.
			for (let index = 0; index < items.length; index++)
				children.push(read(items[index], [...path, index]));
			const stated = node !== null && 'kind' in node ? node.kind : null;
			const weights = stated === 'chance' && isNodeObject(item) ? item.weights : undefined;
			const bounds = node !== null && 'bounds' in node ? node.bounds : null;
			return {
				...(bounds === null ? {} : { bounds }),
				id: nextId(),
				name: node?.name ?? null,
				children,
				...(stated === null ? {} : { kind: stated }),
				...(Array.isArray(weights) ? { weights } : {})
			};
		}
		const leaf = node && 'value' in node ? node.value : item;
		if (typeof leaf !== 'number' || !Number.isFinite(leaf))
			throw new InputError('treeBadLeaf', { path: pathText(path), value: shownLeaf(leaf) });
		return { id: nextId(), name: node?.name ?? null, value: leaf };
	};
	if (!Array.isArray(value) && !isNodeObject(value)) throw new InputError('treeNotArray');
	const root = read(value, []);
	if (!isInner(root)) throw new InputError('treeNodeForm', { path: '', problem: 'rootLeaf' });
	return root;
}

/** Reads a tree's text as `readEditTree` reads its JSON. */
export const readEditText = (text: string, limits: EditLimits = EDIT_LIMITS): EditInner =>
	readEditTree(parseTreeJson(text), limits);

/** The tree form of `node`: numbers and lists, with objects where nodes are named. */
export function treeForm(node: EditNode): unknown {
	if (!isInner(node))
		return node.name === null ? node.value : { name: node.name, value: node.value };
	const children = node.children.map(treeForm);
	const kind = node.kind ?? null;
	const weights = node.weights ?? null;
	const bounds = node.bounds ?? null;
	if (node.name === null && kind === null && bounds === null) return children;
	return {
		...(bounds === null ? {} : { bounds: [...bounds] }),
		...(node.name === null ? {} : { name: node.name }),
		...(kind === null ? {} : { kind }),
		...(weights === null ? {} : { weights }),
		children
	};
}

/** The tree as the text box shows it after a structural edit: compact JSON. */
export const treeText = (root: EditNode): string => JSON.stringify(treeForm(root));

/** The node at `path`, or null when there is none. */
export function nodeAt(root: EditNode, path: NodePath): EditNode | null {
	let node: EditNode | undefined = root;
	for (const index of path) {
		if (node === undefined || !isInner(node)) return null;
		node = node.children[index];
	}
	return node ?? null;
}

/** How many nodes the tree has. */
export function countNodes(node: EditNode): number {
	return isInner(node) ? node.children.reduce((sum, child) => sum + countNodes(child), 1) : 1;
}

/** Every node in reading order (preorder) with its path: the outline's rows, top to bottom. */
function readingOrder(root: EditNode): { node: EditNode; path: NodePath }[] {
	const rows: { node: EditNode; path: NodePath }[] = [];
	const visit = (node: EditNode, path: NodePath): void => {
		rows.push({ node, path });
		if (isInner(node)) node.children.forEach((child, index) => visit(child, [...path, index]));
	};
	visit(root, []);
	return rows;
}

/** The tree with the node at `path` replaced by what `change` makes of it. */
function replaceAt(root: EditNode, path: NodePath, change: (node: EditNode) => EditNode): EditNode {
	if (path.length === 0) return change(root);
	if (!isInner(root)) throw new RangeError(`No node at path ${pathText(path)}.`);
	const [index = 0, ...rest] = path;
	const child = root.children[index];
	if (child === undefined) throw new RangeError(`No node at path ${pathText(path)}.`);
	const children = [...root.children];
	children[index] = replaceAt(child, rest, change);
	return { ...root, children };
}

/**
 * Adds a leaf as the last child of the node at `path`. A leaf that gets a child becomes an inner
 * node and hands its value (and nothing else) to that first child. Refused past the limits.
 */
export function addChild(
	root: EditNode,
	path: NodePath,
	limits: EditLimits = EDIT_LIMITS
): EditNode {
	if (countNodes(root) + 1 > limits.maxNodes)
		throw new InputError('treeTooManyNodes', { limit: limits.maxNodes });
	if (path.length + 1 > limits.maxDepth)
		throw new InputError('treeTooDeep', { limit: limits.maxDepth, path: pathText(path) });
	return replaceAt(root, path, (node) =>
		isInner(node)
			? {
					...node,
					children: [...node.children, { id: nextId(), name: null, value: NEW_LEAF_VALUE }]
				}
			: {
					id: node.id,
					name: node.name,
					children: [{ id: nextId(), name: null, value: node.value }]
				}
	);
}

/** Removes the node at `path` with everything under it (not the root). */
export function removeNode(root: EditNode, path: NodePath): EditNode {
	const index = path.at(-1);
	if (index === undefined) throw new RangeError('The root cannot be removed.');
	return replaceAt(root, path.slice(0, -1), (parent) => {
		if (!isInner(parent) || parent.children[index] === undefined)
			throw new RangeError(`No node at path ${pathText(path)}.`);
		return { ...parent, children: parent.children.filter((_, at) => at !== index) };
	});
}

/** Sets a leaf's value (a finite number). */
export function setValue(root: EditNode, path: NodePath, value: number): EditNode {
	if (!Number.isFinite(value)) throw new RangeError(`A leaf's value must be finite, not ${value}.`);
	return replaceAt(root, path, (node) => {
		if (isInner(node)) throw new RangeError(`The node at path ${pathText(path)} is not a leaf.`);
		return { ...node, value };
	});
}

/**
 * Names the node at `path` (null or '' takes its name away). A name the tree form refuses, or
 * one another node has, is refused with the tree form's own reason.
 */
export function setName(root: EditNode, path: NodePath, name: string | null): EditNode {
	const given = name === null || name.trim() === '' ? null : name.trim();
	if (given !== null) {
		const problem = nameProblem(given);
		if (problem !== null)
			throw new InputError('treeBadName', {
				path: pathText(path),
				problem,
				name: quoteInput(given),
				limit: NAME_LIMIT
			});
		const other = readingOrder(root).find(
			(row) => row.node.name === given && pathText(row.path) !== pathText(path)
		);
		if (other !== undefined)
			throw new InputError('treeDuplicateName', {
				name: quoteInput(given),
				first: pathText(other.path),
				second: pathText(path)
			});
	}
	return replaceAt(root, path, (node) => ({ ...node, name: given }));
}

/**
 * Moves the node at `path` to place `to` among its siblings (the others keep their order);
 * returns the tree and the node's new path.
 */
export function moveNode(
	root: EditNode,
	path: NodePath,
	to: number
): { tree: EditNode; path: NodePath } {
	const from = path.at(-1);
	if (from === undefined) throw new RangeError('The root has no siblings to move among.');
	const parentPath = path.slice(0, -1);
	let place = to;
	const tree = replaceAt(root, parentPath, (parent) => {
		if (!isInner(parent) || parent.children[from] === undefined)
			throw new RangeError(`No node at path ${pathText(path)}.`);
		place = Math.max(0, Math.min(to, parent.children.length - 1));
		const children = parent.children.filter((_, at) => at !== from);
		children.splice(place, 0, parent.children[from] as EditNode);
		return { ...parent, children };
	});
	return { tree, path: [...parentPath, place] };
}

/**
 * States the kind of the inner node at `path`: max, min or chance, or null to take the kind off
 * (max and min then alternate by level). A chance node needs children (refused with the tree
 * form's reason); a node that stops being one loses its weights.
 */
export function setKind(root: EditNode, path: NodePath, kind: NodeKind | null): EditNode {
	return replaceAt(root, path, (node) => {
		if (!isInner(node)) throw new RangeError(`The node at path ${pathText(path)} is a leaf.`);
		if (kind === 'chance' && node.children.length === 0)
			throw new InputError('treeChance', {
				path: pathText(path),
				problem: 'chanceLeaf',
				value: null
			});
		const plain: EditInner = { id: node.id, name: node.name, children: node.children };
		if (kind === null) return plain;
		const weights = kind === 'chance' ? (node.weights ?? null) : null;
		return { ...plain, kind, ...(weights === null ? {} : { weights }) };
	});
}

/** A weight as typed: a decimal is kept as a number (0.25), anything else as text ("1/4"). */
function weightItem(typed: string): number | string {
	const trimmed = typed.trim().replace(/^\+/, '');
	return /^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * Sets the weights of the chance node at `path` from what was typed, one per child (a number or
 * a fraction such as "1/6"); all left blank takes them off (each child alike). Refused, with the
 * tree form's own reason, when one is not a number or fraction, not above 0, or they do not add
 * up to 1.
 */
export function setWeights(root: EditNode, path: NodePath, typed: readonly string[]): EditNode {
	return replaceAt(root, path, (node) => {
		if (!isInner(node) || node.kind !== 'chance')
			throw new RangeError(`The node at path ${pathText(path)} is not a chance node.`);
		if (typed.every((text) => text.trim() === ''))
			return { id: node.id, name: node.name, children: node.children, kind: 'chance' };
		const weights = typed.map(weightItem);
		// The tree form's own check, so the reasons are its words.
		checkNodeObject(
			{ kind: 'chance', weights, children: node.children.map(() => 0) },
			pathText(path)
		);
		return { ...node, weights };
	});
}
