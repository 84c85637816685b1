import { hierarchy, tree } from 'd3-hierarchy';
import { describe, expect, it } from 'vitest';
import { gameFor } from '../../../src/lib/engine';
import { search } from '../../../src/lib/engine/run';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { DrawnTree } from '../../../src/lib/player/drawn';
import { tidyPlaces } from '../../../src/lib/player/tidy';
import { alphaBeta } from '../../searches';
import { ARTICLE_TREE } from '../../articles';

type Children = (node: number) => readonly number[] | null;
type Settings = { nodeWidth: number; cousinGap: number };

/** Each node's place as d3-hierarchy's tidy tree gives it: id, x and depth, breadth first. */
function d3Places(children: Children, { nodeWidth, cousinGap }: Settings): string[] {
	const root = hierarchy(1, (node: number) => {
		const list = children(node);
		return list && list.length > 0 ? [...list] : null;
	});
	tree<number>()
		.nodeSize([nodeWidth, 1])
		.separation((a, b) => (a.parent === b.parent ? 1 : cousinGap))(root);
	const places: string[] = [];
	root.each((node) => places.push(`${node.data} ${node.x} ${node.depth}`));
	return places;
}

/** The same from tidy.ts. */
function ownPlaces(children: Children, settings: Settings): string[] {
	const places: string[] = [];
	tidyPlaces(1, children, settings, (node, x, depth) => places.push(`${node} ${x} ${depth}`));
	return places;
}

/** A random tree of `size` nodes (ids 1…size), each node's parent drawn among the earlier ones. */
function randomTree(size: number, seed: number, bushy: number): Children {
	let state = seed;
	const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648) * 1;
	const children = new Map<number, number[]>();
	for (let node = 2; node <= size; node++) {
		// Recent nodes first where `bushy` is low: deep, lopsided trees; else any: wide ones.
		const span = Math.max(1, Math.ceil((node - 1) * bushy));
		const parent = node - 1 - Math.floor(next() * span);
		children.set(parent, [...(children.get(parent) ?? []), node]);
	}
	return (node) => children.get(node) ?? null;
}

describe('tidyPlaces', () => {
	it("places every node of 300 random trees where d3-hierarchy's tidy tree does, to the bit", () => {
		let trees = 0;
		for (let seed = 1; seed <= 300; seed++) {
			const children = randomTree(2 + (seed % 90), seed, [0.05, 0.3, 1][seed % 3] ?? 1);
			const settings = {
				nodeWidth: [108, 37.5, 1][seed % 3] ?? 1,
				cousinGap: [1.2, 1, 2.7][seed % 3] ?? 1
			};
			expect(ownPlaces(children, settings)).toEqual(d3Places(children, settings));
			trees++;
		}
		expect(trees).toBe(300);
	});

	it('places the drawn trees of the searches as d3-hierarchy does: article 004 cut, a board searched', () => {
		const cut = new DrawnTree(alphaBeta(parseTree(ARTICLE_TREE)), { expand: true });
		const board = new DrawnTree(
			search(
				gameFor({ kind: 'board', board: '.........', toMove: 'X', ai: 'X', scoring: 'article' }),
				{
					algorithm: 'alphabeta',
					depthLimit: 4,
					symmetry: false
				}
			),
			{ expand: false }
		);
		for (const drawn of [cut, board]) {
			const children = (node: number) => drawn.children(node);
			const settings = { nodeWidth: 108, cousinGap: 1.2 };
			const own = ownPlaces(children, settings);
			expect(own).toHaveLength(drawn.size);
			expect(own).toEqual(d3Places(children, settings));
		}
		expect(board.size).toBeGreaterThan(1000);
	});

	it('lays out a lone root at 0, and takes an empty list of children as none', () => {
		expect(ownPlaces(() => [], { nodeWidth: 108, cousinGap: 1.2 })).toEqual(['1 0 0']);
		expect(ownPlaces(() => null, { nodeWidth: 108, cousinGap: 1.2 })).toEqual(['1 0 0']);
	});
});
