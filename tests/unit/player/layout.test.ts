import { describe, expect, it } from 'vitest';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { DrawnTree } from '../../../src/lib/player/drawn';
import {
	arrowTarget,
	layoutTrace,
	layoutTree,
	type TreeWalk
} from '../../../src/lib/player/layout';
import { alphaBeta } from '../../searches';
import { ARTICLE_TREE } from '../../articles';

// The one layout every search's tree gets (d3-hierarchy's tidy tree), and the arrow keys' walk
// over it, which the tree renderer asks of any search's tree.
describe('layoutTree', () => {
	it('centres children under their parent, siblings a node apart, levels a level apart', () => {
		// 0 → 1, 2; 1 → 3, 4: the leaves 3 and 4 under 1, and 1 and 2 under the root.
		const children: Record<number, number[]> = { 0: [1, 2], 1: [3, 4] };
		const layout = layoutTree(0, (node) => children[node] ?? [], 5, {
			nodeWidth: 100,
			levelHeight: 150,
			cousinGap: 1.2
		});
		expect(Array.from(layout.x)).toEqual([0, -50, 50, -100, 0]);
		expect(Array.from(layout.y)).toEqual([0, 150, 150, 300, 300]);
		expect(layout.levels.map((level) => Array.from(level))).toEqual([[0], [1, 2], [3, 4]]);
		expect([layout.left, layout.right, layout.height]).toEqual([-100, 50, 300]);
	});

	it("is the call searches' layout of their drawn tree, pruned branches included", () => {
		const drawn = new DrawnTree(alphaBeta(parseTree(ARTICLE_TREE)), { expand: true });
		const whole = layoutTrace(drawn);
		const again = layoutTree(1, (node) => drawn.children(node), drawn.size + 1);
		expect(Array.from(again.x)).toEqual(Array.from(whole.x));
		expect(Array.from(again.y)).toEqual(Array.from(whole.y));
		// Article 004's 26 nodes: 17 calls and the 9 positions the cuts saved, on 5 levels.
		expect([drawn.trace.calls, drawn.size]).toEqual([17, 26]);
		expect(whole.levels.map((level) => level.length)).toEqual([1, 2, 4, 7, 12]);
	});
});

describe('arrowTarget', () => {
	const drawn = new DrawnTree(alphaBeta(parseTree(ARTICLE_TREE)), { expand: true });
	const layout = layoutTrace(drawn);
	const { trace } = drawn;
	const walk: TreeWalk = {
		parent: (node) => drawn.parent(node),
		depth: (node) => drawn.depth(node),
		firstChild: (node) => (trace.lastDescendant(node) > node ? node + 1 : null),
		shown: () => true
	};

	it('goes up to the parent, down to the first child, and along the level by its x', () => {
		// Level 2: calls 3, 9 and 13, and node 22, a pruned branch under call 12.
		expect(Array.from(layout.levels[2] ?? [])).toEqual([3, 9, 13, 22]);
		expect(drawn.isPruned(22)).toBe(true);
		expect(arrowTarget(layout, walk, 1, 'ArrowDown')).toBe(2);
		expect(arrowTarget(layout, walk, 2, 'ArrowDown')).toBe(3);
		expect(arrowTarget(layout, walk, 3, 'ArrowUp')).toBe(2);
		expect(arrowTarget(layout, walk, 1, 'ArrowUp')).toBeNull();
		expect(arrowTarget(layout, walk, 3, 'ArrowRight')).toBe(9);
		expect(arrowTarget(layout, walk, 9, 'ArrowLeft')).toBe(3);
		expect(arrowTarget(layout, walk, 3, 'ArrowLeft')).toBeNull();
		expect(arrowTarget(layout, walk, 13, 'ArrowRight')).toBe(22);
		expect(arrowTarget(layout, walk, 22, 'ArrowRight')).toBeNull();
		// A pruned branch hangs from the call that cut it.
		expect(arrowTarget(layout, walk, 22, 'ArrowUp')).toBe(12);
		expect(arrowTarget(layout, walk, 2, 'Enter')).toBeUndefined();
	});

	it('passes over the nodes not drawn at the step', () => {
		const notNine = { ...walk, shown: (node: number) => node !== 9 };
		expect(arrowTarget(layout, notNine, 3, 'ArrowRight')).toBe(13);
		expect(arrowTarget(layout, notNine, 13, 'ArrowLeft')).toBe(3);
	});
});
