import { describe, expect, it } from 'vitest';
import { InputError } from '$lib/engine';
import {
	addChild,
	countNodes,
	emptyTree,
	moveNode,
	nodeAt,
	readEditText,
	removeNode,
	setKind,
	setName,
	setValue,
	setWeights,
	treeText,
	type EditNode,
	type NodePath
} from '$lib/games/tree/edit';
import { parseTree } from '$lib/games/tree/rules';
import { MESSAGES } from '$lib/i18n';
import { explain } from '$lib/i18n';

const FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';

/** The reason an edit is refused, in English. */
function refusal(edit: () => unknown): string {
	try {
		edit();
	} catch (error) {
		if (error instanceof InputError) return explain(error)(MESSAGES.en);
		throw error;
	}
	throw new Error('The edit was made.');
}

/** Builds AIMA's Figure 5.2 from the empty tree, as the editor's outline does, edit by edit. */
function buildFigure(): EditNode {
	let tree: EditNode = emptyTree();
	for (let child = 0; child < 3; child++) tree = addChild(tree, []);
	[
		[3, 12, 8],
		[2, 4, 6],
		[14, 5, 2]
	].forEach((values, at) => {
		for (let child = 0; child < values.length; child++) tree = addChild(tree, [at]);
		values.forEach((value, leaf) => (tree = setValue(tree, [at, leaf], value)));
	});
	return tree;
}

describe('reading a tree to edit', () => {
	it('reads the tree form as the search reads it, and writes it back compactly', () => {
		const text =
			'{"name":"A","children":[{"name":"B","children":[3,12,8]},[2,4,6],[14,5,{"name":"x","value":2}]]}';
		expect(treeText(readEditText(text))).toBe(text);
		expect(treeText(readEditText(' [[3, 12, 8], [2,4,6],[14,5,2]] '))).toBe(FIGURE_5_2);
		expect(countNodes(readEditText(FIGURE_5_2))).toBe(parseTree(FIGURE_5_2).size);
	});

	it('lets an inner node be empty while a tree is built, which the search refuses', () => {
		expect(treeText(readEditText('[]'))).toBe('[]');
		expect(treeText(readEditText('[[1,2],[]]'))).toBe('[[1,2],[]]');
		expect(() => parseTree('[[1,2],[]]')).toThrow(InputError);
	});

	it("refuses what the tree form refuses, with the search's reasons", () => {
		expect(refusal(() => readEditText('[[1,2],[3'))).toMatch(
			/^The tree is not a valid nested array/
		);
		expect(refusal(() => readEditText('[[1,"x"]]'))).toBe(
			'The leaf at path 0.1 is "x"; leaves must be finite numbers.'
		);
		expect(refusal(() => readEditText('3'))).toBe(
			'A tree must be a nested array such as [[3, 17], [2, 12]].'
		);
		expect(refusal(() => readEditText('{"value":3}'))).toBe(
			'The root has a "value"; a tree\'s root needs "children".'
		);
		expect(refusal(() => readEditText('[{"name":"n4","value":1}]'))).toMatch(/^The name "n4"/);
		expect(refusal(() => readEditText('[1,2,3]', { maxNodes: 3, maxDepth: 30 }))).toBe(
			'The tree has more than the limit of 3 nodes.'
		);
		expect(refusal(() => readEditText('[[[1]]]', { maxNodes: 10, maxDepth: 2 }))).toBe(
			'The tree goes deeper than the limit of 2 levels (at path 0.0).'
		);
	});
});

describe('editing a tree', () => {
	it("builds AIMA's Figure 5.2 from the empty tree", () => {
		expect(treeText(emptyTree())).toBe('[]');
		expect(treeText(buildFigure())).toBe(FIGURE_5_2);
	});

	it('adds a child at the end; a leaf that gets one hands it its value', () => {
		const tree = readEditText('[[1],7]');
		expect(treeText(addChild(tree, [0]))).toBe('[[1,0],7]');
		expect(treeText(addChild(tree, [1]))).toBe('[[1],[7]]');
		expect(treeText(addChild(readEditText('[{"name":"C","value":7}]'), [0]))).toBe(
			'[{"name":"C","children":[7]}]'
		);
	});

	it('keeps the page’s limits: a child past them is refused, saying which', () => {
		const three = readEditText('[1,2]');
		expect(refusal(() => addChild(three, [], { maxNodes: 3, maxDepth: 30 }))).toBe(
			'The tree has more than the limit of 3 nodes.'
		);
		let chain: EditNode = emptyTree();
		const path: number[] = [];
		for (let level = 0; level < 30; level++) {
			chain = addChild(chain, path);
			path.push(0);
		}
		expect(countNodes(chain)).toBe(31);
		expect(parseTree(treeText(chain)).maxPlies).toBe(30);
		expect(refusal(() => addChild(chain, path))).toBe(
			`The tree goes deeper than the limit of 30 levels (at path ${path.join('.')}).`
		);
	});

	it('removes a node with all under it; the last child leaves an empty node', () => {
		const tree = readEditText(FIGURE_5_2);
		expect(treeText(removeNode(tree, [1]))).toBe('[[3,12,8],[14,5,2]]');
		expect(treeText(removeNode(tree, [2, 0]))).toBe('[[3,12,8],[2,4,6],[5,2]]');
		expect(treeText(removeNode(readEditText('[[1],2]'), [0, 0]))).toBe('[[],2]');
		expect(() => removeNode(tree, [])).toThrow(RangeError);
		expect(() => removeNode(tree, [5])).toThrow(RangeError);
	});

	it("sets a leaf's value, and only a leaf's", () => {
		const tree = readEditText(FIGURE_5_2);
		expect(treeText(setValue(tree, [0, 1], -2.5))).toBe('[[3,-2.5,8],[2,4,6],[14,5,2]]');
		expect(() => setValue(tree, [0], 1)).toThrow(RangeError);
		expect(() => setValue(tree, [0, 0], Number.NaN)).toThrow(RangeError);
	});

	it('names a node, takes a name away, and refuses a bad name or one already used', () => {
		const tree = readEditText(FIGURE_5_2);
		const named = setName(setName(tree, [], 'A'), [0], ' B ');
		expect(treeText(named)).toBe(
			'{"name":"A","children":[{"name":"B","children":[3,12,8]},[2,4,6],[14,5,2]]}'
		);
		expect(treeText(setName(named, [0], ''))).toBe(`{"name":"A","children":${FIGURE_5_2}}`);
		// Renaming a node to its own name is no clash.
		expect(treeText(setName(named, [0], 'B'))).toBe(treeText(named));
		expect(refusal(() => setName(named, [1], 'B'))).toBe(
			'The name "B" is given twice, at path 0 and at path 1; each node needs a name of its own.'
		);
		expect(refusal(() => setName(named, [1], 'two words'))).toBe(
			'The name "two words" at path 1 may hold only letters, digits and _ \' ′ * + -, and must start with a letter or digit.'
		);
		expect(refusal(() => setName(named, [1], 'n4'))).toMatch(/looks like the number/);
	});

	it("states a node's kind and a chance node's weights as the tree form writes them", () => {
		const tree = readEditText(FIGURE_5_2);
		const chance = setKind(tree, [2], 'chance');
		expect(treeText(chance)).toBe('[[3,12,8],[2,4,6],{"kind":"chance","children":[14,5,2]}]');
		// The node keeps its id (the outline keeps its row); the others are shared.
		expect(nodeAt(chance, [2])?.id).toBe(nodeAt(tree, [2])?.id);
		expect(nodeAt(chance, [0])).toBe(nodeAt(tree, [0]));
		const weighted = setWeights(chance, [2], ['1/6', '0.5', '1/3']);
		expect(treeText(weighted)).toBe(
			'[[3,12,8],[2,4,6],{"kind":"chance","weights":["1/6",0.5,"1/3"],"children":[14,5,2]}]'
		);
		// What the search reads: 1/6 × 14 + 1/2 × 5 + 1/3 × 2 = 35/6 at the third child.
		const game = parseTree(treeText(weighted));
		expect(game.chanceWeights(game.play(0, 2))?.map(String)).toEqual(['1/6', '1/2', '1/3']);
		expect(refusal(() => setWeights(chance, [2], ['1/3', '1/3', '1/2']))).toBe(
			'The weights of the chance node at path 2 add up to 1.166667, not 1.'
		);
		expect(refusal(() => setWeights(chance, [2], ['0', '1/2', '1/2']))).toBe(
			'The chance node at path 2 has the weight 0; every weight must be above 0.'
		);
		expect(refusal(() => setKind(emptyTree(), [], 'chance'))).toBe(
			'The chance node at the root has no children; a chance node needs "children", one per outcome.'
		);
		expect(() => setKind(tree, [0, 0], 'max')).toThrow(RangeError);
		expect(() => setWeights(tree, [2], ['1', '0', '0'])).toThrow(RangeError);
		expect(treeText(setKind(weighted, [2], 'max'))).toBe(
			'[[3,12,8],[2,4,6],{"kind":"max","children":[14,5,2]}]'
		);
	});

	it('moves a node among its siblings, the others keeping their order, and says where it went', () => {
		const tree = readEditText(FIGURE_5_2);
		const moved = (path: NodePath, to: number) => {
			const { tree: next, path: at } = moveNode(tree, path, to);
			return [treeText(next), at.join('.')];
		};
		expect(moved([2], 0)).toEqual(['[[14,5,2],[3,12,8],[2,4,6]]', '0']);
		expect(moved([0, 0], 2)).toEqual(['[[12,8,3],[2,4,6],[14,5,2]]', '0.2']);
		expect(moved([1], 9)).toEqual(['[[3,12,8],[14,5,2],[2,4,6]]', '2']);
		expect(() => moveNode(tree, [], 0)).toThrow(RangeError);
	});

	it('shares the branches an edit leaves alone, and keeps their ids', () => {
		const tree = readEditText(FIGURE_5_2);
		const next = setValue(tree, [2, 0], 1);
		expect(nodeAt(next, [0])).toBe(nodeAt(tree, [0]));
		expect(nodeAt(next, [2])?.id).toBe(nodeAt(tree, [2])?.id);
		expect(nodeAt(next, [2])).not.toBe(nodeAt(tree, [2]));
		expect(nodeAt(tree, [3])).toBeNull();
		expect(nodeAt(tree, [0, 0, 0])).toBeNull();
	});
});
