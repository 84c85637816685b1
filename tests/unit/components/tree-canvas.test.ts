import { describe, expect, it } from 'vitest';
import { linkPath, toolbarInTree, type TreeModel } from '../../../src/lib/components/tree-canvas';
import { runOnPaths } from '../../../src/lib/ui/past-edges';

// The tree renderer's geometry that reads no page: a link's path, and the zoom buttons' box in
// tree units (the marks keep clear of it, issue 43).
describe("the tree renderer's links", () => {
	// A root at (0, 0), its children 1 at (-100, 120) and 2 at (5000, 120).
	const model = (extra: { linkAbove?: number; linkBelow?: number } = {}) =>
		({
			layout: { x: [0, -100, 5000], y: [0, 120, 120] },
			walk: { parent: (node: number) => (node === 0 ? undefined : 0) },
			cardHeight: 40,
			...extra
		}) as unknown as TreeModel;

	it("runs from the bottom of the parent's card to the top of the child's", () => {
		expect(linkPath(model(), 1)).toEqual({ d: 'M0,20C0,60,-100,60,-100,100', far: false });
	});

	it("leaves room for a card's window below and a heading above", () => {
		const { d } = linkPath(model({ linkAbove: 10, linkBelow: 6 }), 1);
		expect(d).toBe('M0,26C0,58,-100,58,-100,90');
	});

	it('is drawn solid where it reaches far sideways (a root with thousands of children)', () => {
		expect(linkPath(model(), 2).far).toBe(true);
	});

	// Issue 43: a driver not drawn at the panel's top left its children's edges meeting in mid-air.
	it("run on through a card not drawn across the top or foot: from its heading's top to under its window", () => {
		const paths = runOnPaths(
			model({ linkAbove: 10, linkBelow: 6 }),
			{ top: [0], foot: [1], side: [] },
			[1],
			400
		);
		expect(paths).toEqual([
			{ id: 0, d: 'M0,-30V26' },
			{ id: 1, d: 'M-100,90V146' }
		]);
	});

	it('only where an edge meets it: out of one across the top, into one across the foot', () => {
		// Node 1 across the top has no child drawn; node 2 across the foot, no edge in drawn.
		expect(runOnPaths(model(), { top: [1], foot: [2], side: [] }, [1], 400)).toEqual([]);
		expect(runOnPaths(model(), { top: [], foot: [], side: [] }, [1, 2], 400)).toEqual([]);
	});

	// Issue 43: at a desk, a card hidden across the level column's side left the edges out of it
	// beginning at the column's side, under nothing, and its parent without the edge to it.
	it("run on through a card not drawn across the level column's side, where an edge in or out is drawn", () => {
		const side = { top: [], foot: [], side: [0, 1, 2] };
		// Node 0 has its child 1's edge drawn (out of it), node 1 its own edge in; node 2 neither.
		// Node 0's runs from its card's top (no edge in) to the edges out's fork; node 1, a leaf,
		// from the edge in's end on down to the panel's foot at 400.
		expect(runOnPaths(model({ linkAbove: 10, linkBelow: 6 }), side, [1], 400)).toEqual([
			{ id: 0, d: 'M0,-20V26' },
			{ id: 1, d: 'M-100,90V400' }
		]);
	});

	// Issue 43: the article board's FC3, a leaf hidden at the column's side at the desk, kept its
	// edge in and a line through its place that stopped at its card's foot, under nothing.
	it("carry the edge into a leaf not drawn at the column's side on to the panel's foot, not to its card's foot", () => {
		const side = { top: [], foot: [], side: [1] };
		const [run] = runOnPaths(model({ linkAbove: 10, linkBelow: 6 }), side, [1], 333.5);
		expect(run).toEqual({ id: 1, d: 'M-100,90V333.5' });
		// A foot above the card's own (the card reaching past it): through its place all the same.
		expect(runOnPaths(model(), side, [1], 130)).toEqual([{ id: 1, d: 'M-100,100V140' }]);
	});
});

describe('the zoom buttons in tree units', () => {
	const camera = { x: 100, y: 20, k: 2, width: 600, height: 400 };

	it('are their box over the panel, at the pan and zoom', () => {
		const buttons = { left: 560, top: 8, width: 32, height: 180 };
		expect(toolbarInTree(buttons, camera)).toEqual({ left: 230, right: 246, top: -6, bottom: 84 });
	});

	it("stand beside it: all past the panel's right edge, its whole height", () => {
		const buttons = { left: 610, top: 0, width: 32, height: 180 };
		expect(toolbarInTree(buttons, camera)).toEqual({
			left: 250,
			right: 550,
			top: -10,
			bottom: 190
		});
	});

	it('are none unsized, or in a row under the panel (a phone)', () => {
		expect(toolbarInTree(undefined, camera)).toBeNull();
		expect(toolbarInTree({ left: 0, top: 0, width: 0, height: 0 }, camera)).toBeNull();
		expect(toolbarInTree({ left: 0, top: 404, width: 300, height: 40 }, camera)).toBeNull();
	});
});
