import { InputError, type ShownValue } from '../../engine/errors';
import type { Game, Move, Position } from '../../engine/game';
import { Fraction } from '../../engine/fraction';
import { clip, quoteInput } from '../../engine/quote';
import { readMinus } from '../../engine/format';
import { checkNodeObject, isNodeObject, NameRegister, type NodeKind } from './names';
import { numbered } from './numbering';

/**
 * An explicit game tree given as nested arrays with numbers at the leaves, as in the
 * alpha-beta article's `[[[[3,17],[2,12]],[[15],[25,0]]],[[[2,5],[3]],[[2,14]]]]`.
 * Levels alternate between max and min from the root; leaves may sit at any depth.
 *
 * A position is a node's index in preorder (root 0). Moves are child indexes.
 */

export type RootKind = 'max' | 'min';

export interface TreeOptions {
	/** Whether the root maximises (default) or minimises. */
	root?: RootKind;
	/** Most nodes accepted, to keep a browser tab alive (default 100,000). */
	maxNodes?: number;
	/** Most levels below the root accepted (default 30). */
	maxDepth?: number;
}

export const TREE_LIMITS = { maxNodes: 100_000, maxDepth: 30 } as const;

const ranges: (readonly Move[])[] = [];
/** The shared, frozen list `[0, 1, …, count - 1]`. */
function childIndexes(count: number): readonly Move[] {
	let range = ranges[count];
	if (!range) {
		range = Object.freeze(Array.from({ length: count }, (_, index) => index));
		ranges[count] = range;
	}
	return range;
}

/** A tree laid out in preorder: node 0 is the root, a node's children are consecutive slots. */
export interface TreeColumns {
	readonly firstChild: Int32Array;
	readonly childCount: Int32Array;
	readonly children: Int32Array;
	readonly level: Uint8Array;
	/** A leaf's value; NaN at inner nodes. */
	readonly value: Float64Array;
	/** The node's number counted level by level, from 1 at the root. */
	readonly levelOrder: Int32Array;
}

/** Each node's name by position as the tree form gives it (names.ts), null where none. */
export type TreeNames = readonly (string | null)[];

/** A node's kind in `StatedKinds.kinds`: max, min or chance, plus `STATED` where the form says so. */
const MAX = 1;
const MIN = 2;
const CHANCE = 3;
const STATED = 4;
const KIND_CODES: Readonly<Record<NodeKind, number>> = { max: MAX, min: MIN, chance: CHANCE };
const KIND_NAMES: readonly (NodeKind | null)[] = [null, 'max', 'min', 'chance'];

/**
 * The kinds of a tree whose form states any (expectiminimax): every node's kind worked out
 * (stated, or alternating: a max or min node's children take the other side, a chance node's
 * children the side it would have taken), and the weights chance nodes state, as written.
 * Plain data, so a worker gets it with the columns.
 */
export interface StatedKinds {
	readonly kinds: Uint8Array;
	readonly weights: readonly (readonly [node: number, weights: readonly unknown[]])[];
}

export class TreeGame implements Game {
	readonly kind = 'tree';
	readonly root: Position = 0;
	readonly rootKind: RootKind;
	/** How many nodes the tree has. */
	readonly size: number;
	readonly #firstChild: Int32Array;
	readonly #childCount: Int32Array;
	readonly #children: Int32Array;
	readonly #level: Uint8Array;
	readonly #value: Float64Array;
	readonly #levelOrder: Int32Array;
	/** Each node's name by position, null where none; null when the tree names none. */
	#names: (string | null)[] | null;
	/** Every node's kind when the form states any (else levels alternate from the root); null if none. */
	#kinds: Uint8Array | null = null;
	/** Chance nodes' weights as written, and as probabilities; a chance node without them weighs moves alike. */
	readonly #weightItems = new Map<number, readonly unknown[]>();
	readonly #weights = new Map<number, readonly Fraction[]>();
	/** The least and greatest value the root states (`"bounds"`), or null: none stated. */
	#bounds: readonly [number, number] | null;
	/** The widest branching and the distinct leaf values, worked out on first need (`columns` given). */
	#moveLimit: number | null;
	#scores: readonly number[] | null = null;
	/** The tree form: as read, or written out again from the columns on first need. */
	#source: unknown;

	/**
	 * Use `treeGame` to build one; it checks the input first. With `columns` (a tree already laid
	 * out, as `columns` gives them, from another thread) the nested arrays are not walked again,
	 * and may be left out (null): they are written out from the columns if ever asked for; the
	 * nodes' `names` come with the columns (null when the tree names none).
	 */
	constructor(
		source: unknown,
		rootKind: RootKind,
		size: number,
		columns?: TreeColumns,
		names: TreeNames | null = null,
		stated: StatedKinds | null = null,
		bounds: readonly [number, number] | null = null
	) {
		this.#source = source;
		this.#bounds = bounds ?? statedBounds(source);
		this.#names = names ? [...names] : null;
		if (stated !== null) {
			this.#kinds = stated.kinds;
			for (const [node, weights] of stated.weights) this.#weigh(node, weights);
		}
		this.rootKind = rootKind;
		this.size = size;
		this.#firstChild = columns?.firstChild ?? new Int32Array(size);
		this.#childCount = columns?.childCount ?? new Int32Array(size);
		this.#children = columns?.children ?? new Int32Array(Math.max(size - 1, 0));
		this.#level = columns?.level ?? new Uint8Array(size);
		this.#value = columns?.value ?? new Float64Array(size).fill(Number.NaN);
		this.#levelOrder = columns?.levelOrder ?? new Int32Array(size);
		// A tree handed over laid out (the compare view's page) may never be searched here: its
		// widest branching and leaf values wait for their first use (some 40 ms at 100,000 nodes).
		if (columns) this.#moveLimit = null;
		else if (source !== null && source !== undefined) this.#moveLimit = this.#flatten(source);
		else throw new Error('A tree is built from its nested arrays or its columns.');
	}

	/**
	 * The tree form the tree was read from (the same numbers and names, however it was spaced): a
	 * nested array, with node objects where nodes are named.
	 */
	get source(): unknown {
		this.#source ??= this.#nested(0);
		return this.#source;
	}

	/**
	 * The tree form under `node`, from the columns: a leaf's value, an inner node's list, or a
	 * named node's object.
	 */
	#nested(node: number): unknown {
		const value = this.#value[node] ?? Number.NaN;
		const name = this.name(node);
		if (!Number.isNaN(value)) return name === null ? value : { name, value };
		const first = this.#firstChild[node] ?? 0;
		const children = Array.from({ length: this.#childCount[node] ?? 0 }, (_, index) =>
			this.#nested(this.#children[first + index] ?? 0)
		);
		const code = this.#kinds?.[node] ?? 0;
		const kind = code & STATED ? KIND_NAMES[code & 3] : null;
		const weights = this.#weightItems.get(node);
		const bounds = node === 0 ? this.#bounds : null;
		if (name === null && kind === null && bounds === null) return children;
		return {
			...(bounds === null ? {} : { bounds: [...bounds] }),
			...(name === null ? {} : { name }),
			...(kind === null || kind === undefined ? {} : { kind }),
			...(weights === undefined ? {} : { weights }),
			children
		};
	}

	/**
	 * Keeps a chance node's weights as written (the tree form) and as probabilities: each over
	 * their sum, which the form lets stray from 1 by rounding, so every search averages alike and
	 * Star1's bounds, which take the probabilities to sum to 1, hold.
	 */
	#weigh(node: number, items: readonly unknown[]): void {
		this.#weightItems.set(node, items);
		const exact = items.map((item) =>
			typeof item === 'number'
				? Fraction.fromNumber(item)
				: (Fraction.parse(String(item).trim()) ?? Fraction.ZERO)
		);
		const sum = exact.reduce((total, weight) => total.plus(weight), Fraction.ZERO);
		this.#weights.set(
			node,
			exact.map((weight) => weight.dividedBy(sum))
		);
	}

	/** The kinds the form states, for `new TreeGame(…, stated)` elsewhere; null when it states none. */
	get stated(): StatedKinds | null {
		const kinds = this.#kinds;
		return kinds === null ? null : { kinds, weights: [...this.#weightItems] };
	}

	/** Some node is a chance node the form states (expectiminimax): only a search that averages runs. */
	get declaresChance(): boolean {
		return this.#kinds?.some((code) => (code & 3) === CHANCE) ?? false;
	}

	/**
	 * A chance node's probabilities, one per move, exactly (its stated weights, else each move
	 * alike); null at a max or min node.
	 */
	chanceWeights(node: Position): readonly Fraction[] | null {
		if (((this.#kinds?.[node] ?? 0) & 3) !== CHANCE) return null;
		const stated = this.#weights.get(node);
		if (stated !== undefined) return stated;
		const count = this.#childCount[node] ?? 0;
		return Array.from({ length: count }, () => Fraction.of(1n, BigInt(count)));
	}

	/** The node's name as the tree form gives it, or null. */
	name(node: Position): string | null {
		return this.#names?.[node] ?? null;
	}

	/** Whether the tree form names any node. */
	get hasNames(): boolean {
		return this.#names !== null;
	}

	/** Moves are integers in `[0, moveLimit)`: the widest branching. */
	get moveLimit(): number {
		this.#moveLimit ??= this.#childCount.reduce((widest, count) => Math.max(widest, count), 0);
		return this.#moveLimit;
	}

	/** Every leaf value, each once. */
	get scores(): readonly number[] {
		this.#scores ??= [...new Set(this.#value.filter((value) => !Number.isNaN(value)))];
		return this.#scores;
	}

	/** The root's stated `"bounds"` (leaves and estimates lie within them); null: none stated. */
	valueBounds(): readonly [number, number] | null {
		return this.#bounds;
	}

	/** The stated bounds, for `new TreeGame(…, bounds)` elsewhere; null when none. */
	get bounds(): readonly [number, number] | null {
		return this.#bounds;
	}

	/** Every position is a node reached by one path: minimax to the end calls each once. */
	get treeSize(): number {
		return this.size;
	}

	/** The laid-out tree, for `new TreeGame(source, rootKind, size, columns)` elsewhere. */
	get columns(): TreeColumns {
		return {
			firstChild: this.#firstChild,
			childCount: this.#childCount,
			children: this.#children,
			level: this.#level,
			value: this.#value,
			levelOrder: this.#levelOrder
		};
	}

	/** Each node's name by position, for `new TreeGame(…, columns, names)`; null when none. */
	get names(): TreeNames | null {
		return this.#names;
	}

	/** Lays the tree form (checked) out in preorder; returns the widest branching. */
	#flatten(source: unknown): number {
		let next = 1;
		let widest = 0;
		let slot = 0;
		// Every node's kind, kept only if the form states one somewhere.
		const kinds = new Uint8Array(this.size);
		let anyStated = false;
		const visit = (item: unknown, node: number, level: number, side: number): void => {
			this.#level[node] = level;
			// A node object stands for its children or its value, and carries the node's name.
			const named = isNodeObject(item) ? item : null;
			if (typeof named?.name === 'string') {
				this.#names ??= new Array<string | null>(this.size).fill(null);
				this.#names[node] = named.name;
			}
			const stated = typeof named?.kind === 'string' ? KIND_CODES[named.kind as NodeKind] : 0;
			kinds[node] = stated ? stated | STATED : side;
			if (stated) anyStated = true;
			if (Array.isArray(named?.weights)) this.#weigh(node, named.weights as unknown[]);
			// A max or min node's children take the other side; a chance node's the side it stands in.
			const own = stated === MAX || stated === MIN ? stated : side;
			const below = stated === CHANCE ? side : own === MAX ? MIN : MAX;
			const items = named ? named.children : item;
			if (!Array.isArray(items)) {
				this.#value[node] = (named ? named.value : item) as number;
				return;
			}
			this.#firstChild[node] = slot;
			this.#childCount[node] = items.length;
			widest = Math.max(widest, items.length);
			slot += items.length;
			const firstSlot = this.#firstChild[node] ?? 0;
			items.forEach((child, index) => {
				const position = next++;
				this.#children[firstSlot + index] = position;
				// A plain leaf inline: most nodes are leaves, and most trees plain.
				if (typeof child === 'number') {
					this.#level[position] = level + 1;
					this.#value[position] = child;
					kinds[position] = below;
				} else visit(child, position, level + 1, below);
			});
		};
		visit(source, 0, 0, this.rootKind === 'max' ? MAX : MIN);
		if (anyStated) this.#kinds = kinds;
		this.#numberByLevel();
		return widest;
	}

	/** Numbers nodes top to bottom, left to right (breadth first), from 1, as the article does. */
	#numberByLevel(): void {
		const queue = [0];
		for (let head = 0, number = 1; head < queue.length; head++, number++) {
			const node = queue[head] ?? 0;
			this.#levelOrder[node] = number;
			const first = this.#firstChild[node] ?? 0;
			for (let i = 0; i < (this.#childCount[node] ?? 0); i++)
				queue.push(this.#children[first + i] ?? 0);
		}
	}

	isMaximizing(node: Position): boolean {
		const kinds = this.#kinds;
		if (kinds !== null) return ((kinds[node] ?? 0) & 3) === MAX;
		return ((this.#level[node] ?? 0) % 2 === 0) === (this.rootKind === 'max');
	}

	player(node: Position): string {
		if (((this.#kinds?.[node] ?? 0) & 3) === CHANCE) return 'chance';
		return this.isMaximizing(node) ? 'max' : 'min';
	}

	moves(node: Position): readonly Move[] {
		return childIndexes(this.#childCount[node] ?? 0);
	}

	play(node: Position, move: Move): Position {
		return this.#children[(this.#firstChild[node] ?? 0) + move] ?? 0;
	}

	isTerminal(node: Position): boolean {
		return this.#childCount[node] === 0;
	}

	score(node: Position): number {
		return this.#value[node] ?? Number.NaN;
	}

	/**
	 * A tree has no evaluation of its own; at a depth limit a node is estimated by its first leaf
	 * (follow the first child down), a value the tree already holds, so nothing is made up.
	 */
	evaluate(node: Position): number {
		let at = node;
		while (!this.isTerminal(at)) at = this.play(at, 0);
		return this.score(at);
	}

	/** The tree's height: the deepest leaf's level, so the longest line of play. */
	get maxPlies(): number {
		return this.#level.reduce((deepest, level) => Math.max(deepest, level), 0);
	}

	/** A leaf's number, or null for an inner node. */
	leafValue(node: Position): number | null {
		const value = this.#value[node] ?? Number.NaN;
		return Number.isNaN(value) ? null : value;
	}

	/** The node's level: 0 at the root. */
	level(node: Position): number {
		return this.#level[node] ?? 0;
	}

	/** The node's number counted top to bottom, left to right, from 1 at the root. */
	levelOrderNumber(node: Position): number {
		return this.#levelOrder[node] ?? 0;
	}
}

/** The game as an explicit tree: a tree's views are only ever handed trees. */
export function explicitTree(game: Game): TreeGame {
	if (game instanceof TreeGame) return game;
	throw new TypeError('A tree view was handed another kind of game.');
}

/**
 * Checks a nested array (already parsed) and returns the tree game.
 * Throws `InputError` naming the place of the first problem, as a path of child indexes and the
 * node's number as the tree draws it (n6).
 */
export function treeGame(value: unknown, options: TreeOptions = {}): TreeGame {
	try {
		return checkedTree(value, options);
	} catch (error) {
		throw error instanceof InputError ? numbered(error, value, TREE_LIMITS.maxNodes) : error;
	}
}

function checkedTree(value: unknown, options: TreeOptions): TreeGame {
	const maxNodes = options.maxNodes ?? TREE_LIMITS.maxNodes;
	// Levels are stored in a byte (here and in a trace's depth column).
	const maxDepth = Math.min(options.maxDepth ?? TREE_LIMITS.maxDepth, 255);
	const names = new NameRegister();
	const { children: rootItems, bounds } = rootChildren(value, names);
	// A leaf outside the root's stated bounds is refused where it stands.
	const outside = (leaf: number): void => {
		if (bounds !== null && (leaf < bounds[0] || leaf > bounds[1]))
			throw new InputError('treeBounds', { path: path(), problem: 'outside', value: String(leaf) });
	};
	let size = 1;
	// Depth-first in reading order with an explicit stack, so the first problem reported is
	// the first one a reader meets, and a hostile nesting cannot overflow the call stack.
	checkList(rootItems, '', 0, maxDepth);
	// Each frame's `next - 1` is the child index being read, so the stack spells the current
	// path; it is only built into text when there is a problem to report (or a name to place).
	const stack: { items: unknown[]; next: number }[] = [{ items: rootItems, next: 0 }];
	const path = () => stack.map((frame) => frame.next - 1).join('.');
	while (stack.length > 0) {
		const frame = stack[stack.length - 1] as (typeof stack)[number];
		if (frame.next === frame.items.length) {
			stack.pop();
			continue;
		}
		// Read by index, not forEach: a sparse array's holes must be refused, not skipped.
		const item = frame.items[frame.next++];
		if (++size > maxNodes) {
			throw new InputError('treeTooManyNodes', { limit: maxNodes });
		}
		// Numbers and lists first: a plain tree pays nothing for node objects.
		if (typeof item === 'number' && Number.isFinite(item)) {
			outside(item);
			continue;
		}
		// A node object stands for its children (an inner node) or its value (a leaf).
		const node = isNodeObject(item) ? checkNodeObject(item, path()) : null;
		if (node?.name) names.add(node.name, path());
		const children = node ? ('children' in node ? node.children : null) : item;
		if (Array.isArray(children)) {
			checkList(children, path(), stack.length, maxDepth);
			stack.push({ items: children, next: 0 });
			continue;
		}
		const leaf = node && 'value' in node ? node.value : item;
		if (typeof leaf !== 'number' || !Number.isFinite(leaf)) {
			throw new InputError('treeBadLeaf', { path: path(), value: describe(leaf) });
		}
		outside(leaf);
	}
	return new TreeGame(value, options.root ?? 'max', size);
}

/** The root's children: the root is a list, or a node object with children. */
function rootChildren(
	value: unknown,
	names: NameRegister
): { children: unknown[]; bounds: readonly [number, number] | null } {
	if (Array.isArray(value)) return { children: value, bounds: null };
	if (!isNodeObject(value)) throw new InputError('treeNotArray');
	const root = checkNodeObject(value, '');
	if (!('children' in root))
		throw new InputError('treeNodeForm', { path: '', problem: 'rootLeaf' });
	if (root.name !== null) names.add(root.name, '');
	return { children: root.children, bounds: root.bounds };
}

/** The bounds a checked tree form's root states (a node object's `"bounds"`), or null. */
function statedBounds(source: unknown): readonly [number, number] | null {
	const bounds = isNodeObject(source) ? source.bounds : null;
	if (!Array.isArray(bounds)) return null;
	const [low, high] = bounds as unknown[];
	return typeof low === 'number' && typeof high === 'number' ? [low, high] : null;
}

/** Parses the text of a nested array (JSON) and checks it as `treeGame` does. */
export function parseTree(text: string, options: TreeOptions = {}): TreeGame {
	return treeGame(parseTreeJson(text), options);
}

/** The JSON of a tree's text, unchecked; text that is not JSON is refused with the parser's words. */
export function parseTreeJson(text: string): unknown {
	try {
		// A value copied from the page carries the minus sign (U+2212): read as JSON's hyphen.
		return JSON.parse(readMinus(text));
	} catch (error) {
		// The parser's words quote the input: cut and escaped like any quote.
		const reason = clip(error instanceof Error ? error.message : String(error), 120);
		throw new InputError('treeNotJson', { reason });
	}
}

/**
 * A list at `level` (its children sit one level down) must be non-empty and within the depth
 * limit; `path` is its path of child indexes, '' for the root.
 */
function checkList(items: unknown[], path: string, level: number, maxDepth: number): void {
	if (items.length === 0) throw new InputError('treeEmptyList', { path });
	if (level >= maxDepth) throw new InputError('treeTooDeep', { limit: maxDepth, path });
}

/** A leaf that is not a number, for a message; a string is quoted and cut short. */
export function describe(item: unknown): ShownValue {
	if (typeof item === 'number') return { kind: 'text', text: String(item) };
	if (item === null) return { kind: 'text', text: 'null' };
	if (item === undefined) return { kind: 'missing' };
	if (typeof item === 'string') return { kind: 'text', text: quoteInput(item) };
	return typeof item === 'object' ? { kind: 'object' } : { kind: 'type', type: typeof item };
}
