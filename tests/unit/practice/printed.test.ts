import { describe, expect, it } from 'vitest';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { Exercise } from '../../../src/lib/practice/index';
import { treeLayout } from '../../../src/lib/games/tree/view/sheet.svelte';
import {
	LABEL_MIN_SCALE,
	NODE_HALF,
	printedTree,
	type LabelKind,
	type PrintedTree
} from '../../../src/lib/games/tree/view/printed';
import { ARTICLE_TREE } from '../../articles';

/**
 * The printed worksheet tree (issue 30, bug 3): a few paths instead of an element per node, so
 * what the browser test can no longer count element by element is checked here, on article
 * 004's tree under alpha-beta with windows (cuts into n18, n11, n23 and n7).
 */
const exercise = new Exercise({
	game: parseTree(ARTICLE_TREE),
	algorithm: 'alphabeta',
	windows: true
});
const layout = treeLayout(exercise);
const cutTops = new Set(exercise.cuts.map((cut) => cut.top));
const nodes = exercise.order.length;
const inner = exercise.innerNodes.length;
const leaves = nodes - inner;

/** Subpaths in a path: each node shape, edge and answer box starts with one move. */
const moves = (d: string) => d.match(/M/g)?.length ?? 0;
const labels = (tree: PrintedTree, kind: LabelKind) =>
	tree.labels.filter((label) => label.kind === kind);

describe('the printed worksheet tree', () => {
	const sheet = printedTree(exercise, layout, new Set(), {
		key: false,
		linkFrom: NODE_HALF,
		scale: 1
	});
	const key = printedTree(exercise, layout, cutTops, { key: true, linkFrom: 56, scale: 1 });

	it('draws every node and every edge, once', () => {
		for (const tree of [sheet, key]) {
			expect(tree.shapes.reduce((count, group) => count + moves(group.d), 0)).toBe(nodes);
			const { plain, cut, greyed } = tree.edges;
			expect(moves(plain) + moves(cut) + moves(greyed)).toBe(nodes - 1);
		}
		// Shapes by look: a leaf's and a min node's differ from an inner max node's.
		const count = (tree: PrintedTree, part: string) =>
			tree.shapes
				.filter((group) => group.look.split(' ').includes(part))
				.reduce((sum, group) => sum + moves(group.d), 0);
		expect(count(sheet, 'leaf')).toBe(leaves);
		expect(count(sheet, 'inner')).toBe(inner);
		expect(count(sheet, 'max') + count(sheet, 'min')).toBe(nodes);
	});

	it('the exercise: an empty box on each inner node, node numbers, leaf values, no cut', () => {
		expect(moves(sheet.blanks)).toBe(inner);
		expect(labels(sheet, 'number').map((label) => label.text)).toEqual(
			exercise.order.map((number) => `n${number}`)
		);
		expect(labels(sheet, 'leaf-value')).toHaveLength(leaves);
		expect(labels(sheet, 'value')).toEqual([]);
		expect(sheet.crosses).toBe('');
		expect(sheet.edges.cut + sheet.edges.greyed).toBe('');
		expect(sheet.shapes.some((group) => group.look.includes('greyed'))).toBe(false);
	});

	it('the key: values, windows and a cross over each pruned edge; no boxes, no numbers', () => {
		expect(key.blanks).toBe('');
		expect(labels(key, 'number')).toEqual([]);
		expect(labels(key, 'value').map((label) => label.text)).toEqual(
			exercise.innerNodes.map((number) => String(exercise.node(number).value ?? '—'))
		);
		expect(labels(key, 'window')[0]?.text).toBe('[−∞, +∞]');
		// Two strokes a cross, one cross a pruned edge.
		expect(moves(key.crosses)).toBe(2 * cutTops.size);
		expect(moves(key.edges.cut)).toBe(4);
		// The branches below the cuts are greyed: their nodes, and the edges inside them.
		const greyedNodes = exercise.below(cutTops).size;
		const greyedShapes = key.shapes
			.filter((group) => group.look.includes('greyed'))
			.reduce((sum, group) => sum + moves(group.d), 0);
		expect(greyedShapes).toBe(greyedNodes);
		expect(moves(key.edges.greyed)).toBe(greyedNodes - cutTops.size);
	});

	it('leaves out labels that would print too small to read, never a node or an edge', () => {
		const tiny = printedTree(exercise, layout, cutTops, {
			key: true,
			linkFrom: 56,
			scale: LABEL_MIN_SCALE * 0.99
		});
		expect(tiny.labels).toEqual([]);
		expect(tiny.shapes).toEqual(key.shapes);
		expect(tiny.edges).toEqual(key.edges);
		const small = printedTree(exercise, layout, new Set(), {
			key: false,
			linkFrom: NODE_HALF,
			scale: LABEL_MIN_SCALE
		});
		expect(small.labels).toEqual(sheet.labels);
	});
});

describe('the printed worksheet of an expectimax exercise (issue 26)', () => {
	const chance = new Exercise({
		game: parseTree('[[3,12,8],[2,4,6],[14,5,2]]'),
		algorithm: 'expectimax',
		windows: false
	});
	const options = { linkFrom: NODE_HALF, scale: 1 };
	const sheet = printedTree(chance, treeLayout(chance), new Set(), { ...options, key: false });
	const key = printedTree(chance, treeLayout(chance), new Set(), { ...options, key: true });

	it('draws chance nodes in a double line, with each edge under one its probability', () => {
		const shapes = Object.fromEntries(sheet.shapes.map((group) => [group.look, moves(group.d)]));
		// Three chance nodes, two circles each; the max root; nine leaves on max's side.
		expect(shapes).toEqual({ 'max inner': 1, 'chance inner': 6, 'max leaf': 9 });
		expect(labels(sheet, 'probability').map((label) => label.text)).toEqual(Array(9).fill('1/3'));
	});

	it('the key writes each value exactly', () => {
		expect(labels(key, 'value').map((label) => label.text)).toEqual(['23/3', '23/3', '4', '7']);
	});
});
