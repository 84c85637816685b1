import { InputError, type GameSource } from '$lib/engine';
import { readMinus } from '$lib/engine/format';
import {
	addChild,
	emptyTree,
	isInner,
	moveNode,
	nodeAt,
	pathText,
	readEditText,
	removeNode,
	setKind,
	setName,
	setValue,
	setWeights,
	treeText,
	type EditInner,
	type EditNode,
	type NodePath
} from '$lib/games/tree/edit';
import type { TreeSource } from '$lib/games/tree/module';
import type { NodeKind } from '$lib/games/tree/names';
import { levelOrderAt, numbered } from '$lib/games/tree/numbering';
import type { RandomTreeOptions } from '$lib/games/tree/random';
import { parseTreeJson, type RootKind } from '$lib/games/tree/rules';
import { explain, type Localized } from '$lib/i18n';
import { UndoHistory, undoable, type Undoable } from '$lib/ui/undo-history.svelte';
import { checkTree, type TreeCheck } from './tree-check';
import { readInWorker, type TreeTextReading } from './tree-text';

/** The most nodes the outline lists, one row each; a bigger tree is edited as text. */
export const OUTLINE_LIMIT = 1000;

/**
 * A text longer than this (characters or lines) is kept out of the text box: Chromium lays a
 * <textarea>'s text out on the page's thread, some 35 µs a line on a 2-core machine (2,000 lines
 * in 70 ms, a 118,000-line file in minutes), and 100,000 characters on one line in about 50 ms.
 */
const LONG_TEXT = { chars: 100_000, lines: 2_000 };

/** A long text in the text box's place: its length, and what the worker read in it. */
export type LongText = Extract<TreeTextReading, { ok: true }> & { readonly chars: number };

/** A random tree in the text box as drawn, and the options that draw it again. */
export interface DrawnTree {
	readonly text: string;
	readonly options: RandomTreeOptions;
}

/** Everything an undo brings back. */
interface TreeEditorState {
	readonly text: string;
	readonly root: RootKind;
	readonly tree: EditInner | null;
	readonly drawn: DrawnTree | null;
	readonly selected: NodePath;
	readonly long: LongText | null;
}

/** The tree as the outline can show it: read, too big to list, or (text never read) none. */
type Outline =
	| { readonly kind: 'tree'; readonly tree: EditInner }
	| { readonly kind: 'tooBig'; readonly nodes: number }
	| { readonly kind: 'none' };

/**
 * The tree editor's state: the text box and the outline, kept in step both ways (text that reads
 * becomes the outline; an edit of the outline writes the text again), the root's side, the random
 * tree drawn, the node chosen in the outline, the last edit refused and why, and the history.
 */
export class TreeEditing {
	#text = $state('');
	#root = $state<RootKind>('max');
	#tree = $state.raw<EditInner | null>(null);
	#drawn = $state.raw<DrawnTree | null>(null);
	#selected = $state.raw<NodePath>([]);
	/** Whether the text box reads as a tree the outline can show (else it shows the last that did). */
	#textReads = $state(true);
	#bigTree = $state(0);
	#long = $state.raw<LongText | null>(null);
	/** The characters of a long text being read in the worker; 0 when none is. */
	reading = $state(0);
	#readings = 0;
	readonly #readText: (text: string) => Promise<TreeTextReading | null>;
	/** Why the last edit was not made; the next edit clears it. */
	refusal = $state.raw<Localized | null>(null);
	/**
	 * What the last edit of the outline did where the focus does not show it (a child added, a
	 * node moved), for a screen reader; the next edit clears it.
	 */
	said = $state.raw<Localized | null>(null);
	readonly #history = new UndoHistory<TreeEditorState>();
	/** Undo and redo of whole edits, for the editor's buttons and keys. */
	readonly edits: Undoable = undoable(
		this.#history,
		() => this.#state(),
		(state) => this.#restore(state)
	);

	readonly check: TreeCheck = $derived.by(() =>
		this.#long ? { ok: true, size: this.#long.nodes } : checkTree(this.#text, this.#root)
	);

	/** `readText`: a long text's reading off the page's thread (a worker of its own). */
	constructor(start: TreeSource, startText: string, readText = readInWorker) {
		this.#readText = readText;
		this.#root = start.root;
		this.#drawn = 'random' in start ? { text: startText, options: start.random } : null;
		this.#read(startText);
	}

	get text(): string {
		return this.#text;
	}

	/** Typing: the outline follows when the text reads; one undo takes back a burst of typing. */
	set text(text: string) {
		if (text === this.#text) return;
		this.#readings++;
		this.reading = 0;
		this.#history.record(this.#state(), 'text');
		this.refusal = null;
		this.said = null;
		this.#read(text);
	}

	/** The long text kept out of the text box, or null. */
	get long(): LongText | null {
		return this.#long;
	}

	/**
	 * Text pasted or dropped, whole: a long one is read in a worker, then shown by its summary in
	 * the text box's place; what was there stays until it reads (else a refusal says why). False:
	 * the text box takes it as typed (a failed worker's text too, slowly).
	 */
	paste(text: string): boolean {
		if (
			text.length <= LONG_TEXT.chars &&
			text.split('\n', LONG_TEXT.lines + 1).length <= LONG_TEXT.lines
		)
			return false;
		const reading = ++this.#readings;
		this.reading = text.length;
		void this.#readText(text).then((found) => {
			if (reading !== this.#readings) return;
			this.reading = 0;
			if (found === null) this.text = text;
			else if (!found.ok) this.refusal = explain(InputError.from(found.error));
			else {
				this.#history.record(this.#state());
				this.refusal = null;
				this.said = null;
				this.#read(text, { ...found, chars: text.length });
			}
		});
		return true;
	}

	/** Shows the long text in the text box after all: the page stops while the box lays it out. */
	editAsText(): void {
		this.#long = null;
	}

	/** The typing run ends (the text box lost focus): the next typing is an edit of its own. */
	endTyping(): void {
		this.#history.closeRun();
	}

	get root(): RootKind {
		return this.#root;
	}

	set root(root: RootKind) {
		if (root === this.#root) return;
		this.#history.record(this.#state());
		this.#root = root;
	}

	get outline(): Outline {
		if (this.#tree !== null) return { kind: 'tree', tree: this.#tree };
		return this.#bigTree > 0 ? { kind: 'tooBig', nodes: this.#bigTree } : { kind: 'none' };
	}

	/** The outline shows an older text than the text box's (which does not read). */
	get outlineKept(): boolean {
		return this.#tree !== null && !this.#textReads;
	}

	get selected(): NodePath {
		return this.#selected;
	}

	/** Chooses the node at `path` (kept within the tree). */
	select(path: NodePath): void {
		this.#selected = this.#tree === null ? [] : within(this.#tree, path);
	}

	/** The node chosen, when the outline shows a tree. */
	/** The number of the node at `path` as the tree draws it (n6); null when there is none. */
	numberAt(path: NodePath): number | null {
		return this.#tree === null ? null : levelOrderAt(this.#tree, pathText(path));
	}

	get selectedNode(): EditNode | null {
		return this.#tree === null ? null : nodeAt(this.#tree, this.#selected);
	}

	get drawn(): DrawnTree | null {
		return this.#drawn;
	}

	addChild(): void {
		const at = this.#selected;
		if (!this.#edit((tree) => ({ tree: addChild(tree, at), selected: at }))) return;
		const node = this.selectedNode;
		const children = node !== null && isInner(node) ? node.children.length : 0;
		const number = this.numberAt(at);
		this.said = (t) =>
			t.editors.outline.added(t.editors.outline.place(at.join('.'), number), children);
	}

	remove(): void {
		this.#edit((tree, at) => {
			if (at.length === 0) throw new RootRemoval();
			const next = removeNode(tree, at);
			const index = at.at(-1) ?? 0;
			const parent = at.slice(0, -1);
			const siblings = nodeAt(next, parent);
			const left = siblings !== null && isInner(siblings) ? siblings.children.length : 0;
			return { tree: next, selected: left === 0 ? parent : [...parent, Math.min(index, left - 1)] };
		});
	}

	/** Moves the node chosen `by` places among its siblings (−1 up, +1 down), or to place `to`. */
	move(by: number): void {
		const index = this.#selected.at(-1);
		if (index !== undefined) this.moveTo(this.#selected, index + by);
	}

	moveTo(path: NodePath, to: number): void {
		if (path.at(-1) === to || path.length === 0 || to < 0) return;
		const parent = this.#tree === null ? null : nodeAt(this.#tree, path.slice(0, -1));
		if (parent === null || !isInner(parent) || to >= parent.children.length) return;
		const moved = this.#edit((tree) => {
			const next = moveNode(tree, path, to);
			return { tree: next.tree, selected: next.path };
		});
		const siblings = parent.children.length;
		if (moved) this.said = (t) => t.editors.outline.moved(to + 1, siblings);
	}

	/** Sets the chosen leaf's value from what was typed; text that is no number is refused. */
	setValue(typed: string): void {
		const value = typed.trim() === '' ? Number.NaN : Number(readMinus(typed.trim()));
		if (!Number.isFinite(value)) {
			const shown = typed.trim().slice(0, 24);
			this.refusal = (t) => t.editors.outline.notNumber(shown);
			return;
		}
		const node = this.selectedNode;
		if (node === null || isInner(node) || node.value === value) return;
		this.#edit((tree, at) => ({ tree: setValue(tree, at, value), selected: at }));
	}

	setName(typed: string): void {
		const node = this.selectedNode;
		if (node === null || (node.name ?? '') === typed.trim()) return;
		this.#edit((tree, at) => ({ tree: setName(tree, at, typed), selected: at }));
	}

	/** States the chosen inner node's kind (null: by its level); a childless chance node is refused. */
	setKind(kind: NodeKind | null): void {
		const node = this.selectedNode;
		if (node === null || !isInner(node) || (node.kind ?? null) === kind) return;
		this.#edit((tree, at) => ({ tree: setKind(tree, at, kind), selected: at }));
	}

	/** Sets the chosen chance node's weights as typed, one per child; refused with the form's reason. */
	setWeights(typed: readonly string[]): void {
		this.#edit((tree, at) => ({ tree: setWeights(tree, at, typed), selected: at }));
	}

	/** Starts again from a root with no children. */
	empty(): void {
		this.#history.record(this.#state());
		this.refusal = null;
		this.said = null;
		this.#drawn = null;
		this.#show(emptyTree());
	}

	/** A random tree drawn by the form. */
	generate(text: string, options: RandomTreeOptions): void {
		this.#history.record(this.#state());
		this.refusal = null;
		this.said = null;
		this.#drawn = { text, options };
		this.#read(text);
	}

	/** The tree to search, once `check` passes: a drawn tree untouched as its recipe. */
	get source(): GameSource {
		if (this.#drawn !== null && this.#drawn.text === this.#text)
			return { kind: 'tree', random: this.#drawn.options, root: this.#root };
		return { kind: 'tree', tree: JSON.stringify(parseTreeJson(this.#text)), root: this.#root };
	}

	/** One structural edit on the node chosen: the text is written again; a refusal says why. */
	#edit(
		change: (tree: EditInner, at: NodePath) => { tree: EditNode; selected: NodePath }
	): boolean {
		const tree = this.#tree;
		if (tree === null) return false;
		this.said = null;
		try {
			const next = change(tree, this.#selected);
			this.#history.record(this.#state());
			this.refusal = null;
			this.#show(next.tree as EditInner, next.selected);
			return true;
		} catch (error) {
			if (error instanceof RootRemoval) this.refusal = (t) => t.editors.outline.removeRoot;
			else if (error instanceof InputError) this.refusal = explain(numbered(error, this.#tree));
			else throw error;
			return false;
		}
	}

	#show(tree: EditInner, selected: NodePath = []): void {
		this.#tree = tree;
		this.#text = treeText(tree);
		this.#long = null;
		this.#textReads = true;
		this.#bigTree = 0;
		this.#selected = within(tree, selected);
	}

	/** Takes `text` as the text box's (or a long text read); the outline follows when it reads. */
	#read(text: string, long: LongText | null = null): void {
		this.#text = text;
		this.#long = long;
		// A long text's size is known: past the outline's limit, it is not parsed here.
		if (long !== null && long.nodes > OUTLINE_LIMIT) {
			this.#tree = null;
			this.#textReads = false;
			this.#bigTree = long.nodes;
			return;
		}
		try {
			const tree = readEditText(text, { maxNodes: OUTLINE_LIMIT, maxDepth: 30 });
			this.#tree = tree;
			this.#textReads = true;
			this.#bigTree = 0;
			this.#selected = within(tree, this.#selected);
		} catch (error) {
			if (!(error instanceof InputError)) throw error;
			this.#textReads = false;
			if (error.code === 'treeTooManyNodes') {
				const checked = this.check;
				this.#tree = null;
				this.#bigTree = checked.ok ? checked.size : OUTLINE_LIMIT + 1;
			}
		}
	}

	#state(): TreeEditorState {
		return {
			text: this.#text,
			root: this.#root,
			tree: this.#tree,
			drawn: this.#drawn,
			selected: this.#selected,
			long: this.#long
		};
	}

	#restore(state: TreeEditorState): void {
		this.refusal = null;
		this.said = null;
		this.#root = state.root;
		this.#drawn = state.drawn;
		this.#read(state.text, state.long);
		// The same nodes as before, so the outline keeps its rows (and the focus its place).
		if (state.tree !== null && this.#tree !== null) this.#tree = state.tree;
		this.#selected = this.#tree === null ? [] : within(this.#tree, state.selected);
	}
}

/** Refusing to remove the root (a refusal of the editor's, not of the tree form). */
class RootRemoval extends Error {}

/** `path` cut back to a node the tree has: the deepest one on its way, the nearest sibling. */
function within(tree: EditNode, path: NodePath): NodePath {
	const kept: number[] = [];
	let node: EditNode = tree;
	for (const index of path) {
		if (!isInner(node) || node.children.length === 0) break;
		const at = Math.min(index, node.children.length - 1);
		kept.push(at);
		node = node.children[at] as EditNode;
	}
	return kept;
}
