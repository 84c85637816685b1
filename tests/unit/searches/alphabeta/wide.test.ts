import { describe, expect, it, vi } from 'vitest';
import type { Trace } from '../../../../src/lib/engine/index';
import { eventCount, receiveIndex, returnIndex } from '../../../../src/lib/engine/events';
import { treeGame } from '../../../../src/lib/games/tree/rules';
import { StepMap } from '../../../../src/lib/player/steps';
import { RECEIVED_SHOWN, snapshotAt } from '../../../../src/lib/player/snapshot';
import { MOVES_SHOWN, movesToTry, receivedShown } from '../../../../src/lib/player/frame-lists';
import { narrate, ruleAt } from '../../../../src/lib/player/narration';
import { DrawnTree } from '../../../../src/lib/player/drawn';
import { LINKS_BEYOND, nodesInView, placeInLevel } from '../../../../src/lib/player/layout';
import { ROW_REACH, WindowLayout } from '../../../../src/lib/player/window';
import { openSession } from '../../../../src/lib/player/plan';
import { callView, linkView, treeStep } from '../../../../src/lib/player/nodes';
import { alphaBeta, minimax } from '../../../searches';

/**
 * A node with 99,999 children, the widest a tree may have (100,000 nodes): a step must cost
 * O(log N + depth × a bounded window) there too, so the panels list a bounded window and count
 * the rest. Leaf k (call k + 2) is worth k mod 10, so the root keeps call 11's 9 from the tenth
 * child on. Cutting alpha-beta: n3 (FC4) cuts 49,999 leaves at once.
 */
const LEAVES = 99_999;
const FLAT = Array.from({ length: LEAVES }, (_, leaf) => leaf % 10);
const flat = minimax(treeGame(FLAT));
const CUT = [[5], [3, ...Array.from({ length: 49_999 }, (_, leaf) => leaf % 9)]];
const cut = alphaBeta(treeGame(CUT));
const EN = { lang: 'en' } as const;

/** Calls of `trace`'s column readers made while `run` runs. */
function readsDuring(trace: Trace, run: () => void): number {
	const spies = (['lastDescendant', 'score', 'via', 'parent', 'position'] as const).map((name) =>
		vi.spyOn(trace, name)
	);
	try {
		run();
		return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
	} finally {
		for (const spy of spies) spy.mockRestore();
	}
}

describe('a call with 99,999 children', () => {
	it('is searched as 100,000 calls, its children listed once and then read by place', () => {
		expect(flat.calls).toBe(100_000);
		const list = flat.childList(1);
		expect(list.count).toBe(LEAVES);
		expect([list.at(0), list.at(1), list.at(LEAVES - 1)]).toEqual([2, 3, 100_000]);
		expect([list.indexOf(2), list.indexOf(50_001), list.indexOf(1)]).toEqual([0, 49_999, -1]);
		// The best so far: the first 9 (call 11) from the tenth value on.
		expect([
			list.bestUpTo(0),
			list.bestUpTo(8),
			list.bestUpTo(9),
			list.bestUpTo(LEAVES - 1)
		]).toEqual([2, 10, 11, 11]);
		expect([list.holding(9), list.holding(0), list.holding(4)]).toEqual([9_999, 10_000, 10_000]);
		// Kept: asking again walks nothing.
		expect(readsDuring(flat, () => expect(flat.childList(1)).toBe(list))).toBe(0);
		expect(flat.childList(2).count).toBe(0);
	});

	it('shows the root frame with its latest 10 values, the best and a count of the rest', () => {
		expect([RECEIVED_SHOWN, MOVES_SHOWN]).toEqual([10, 10]);
		const rootAt = (index: number) => snapshotAt(flat, index).stack[0];
		// Child k's value (call k + 2) has just come back.
		const received = (k: number) => rootAt(receiveIndex(flat, k + 2));
		expect(received(0)).toMatchObject({ receivedCount: 1, best: { call: 2, score: 0 } });
		const tenth = received(9);
		expect(tenth?.receivedCount).toBe(10);
		expect(tenth?.received.map((value) => value.call)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
		expect(tenth && receivedShown(tenth)).toMatchObject({ earlierBest: null, more: 0 });
		const middle = received(49_999);
		expect(middle?.receivedCount).toBe(50_000);
		expect(middle?.received.map((value) => value.call)).toEqual(
			Array.from({ length: 10 }, (_, at) => 49_992 + at)
		);
		expect(middle?.best).toEqual({ call: 11, move: 9, score: 9 });
		// The best is older than the values listed: shown first, then 49,989 more, then the 10.
		const shown = middle && receivedShown(middle);
		expect(shown?.earlierBest).toEqual({ call: 11, move: 9, score: 9 });
		expect(shown?.more).toBe(49_989);
		expect(shown?.latest).toHaveLength(10);
		const end = snapshotAt(flat, eventCount(flat) - 1);
		expect(end.stack).toHaveLength(1);
		expect(end.stack[0]?.receivedCount).toBe(LEAVES);
		expect(end.stack[0]?.received.at(-1)).toEqual({ call: 100_000, move: 99_998, score: 8 });
		expect(end.stack[0] && receivedShown(end.stack[0]).more).toBe(99_988);
		// A narrow column keeps the newest alone: the best, then 49,998 more, then the one.
		const newest = middle && receivedShown(middle, 1);
		expect(newest?.earlierBest).toEqual({ call: 11, move: 9, score: 9 });
		expect(newest?.more).toBe(49_998);
		expect(newest?.latest).toEqual([middle?.received.at(-1)]);
	});

	it('lists the first 10 moves to try and counts the other 99,989', () => {
		const start = snapshotAt(flat, 0).stack[0];
		expect(start && movesToTry(flat, start)).toEqual({
			moves: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
			more: 99_989
		});
		const leaf = snapshotAt(flat, 2).stack[1];
		expect(leaf && movesToTry(flat, leaf)).toEqual({ moves: [], more: 0 });
	});

	it('steps without walking the siblings: a bounded number of reads per step', () => {
		const byCall = new StepMap(flat, 'call');
		const byEvent = new StepMap(flat, 'event');
		// Warm: the root's list is built once (99,999 children), then kept.
		narrate(flat, byCall, byCall.last, EN);
		const steps = [1, 2, 12, 777, 50_000, 99_999, 100_000, 100_001];
		const events = [0, 1, 2, 3, 4, 200_000, 200_001, 399_996, 399_997];
		const reads = (run: () => void) => readsDuring(flat, run);
		const perStep = [
			...steps.map((step) => reads(() => narrate(flat, byCall, step, EN))),
			...events.map((index) => reads(() => narrate(flat, byEvent, index + 1, EN))),
			...events.map((index) => reads(() => snapshotAt(flat, index)))
		];
		// Each reads a few dozen columns; walking the root's children would read 99,999.
		expect(Math.max(...perStep)).toBeLessThan(100);
	});

	it('is told in sentences that count the children rather than list them', () => {
		const byCall = new StepMap(flat, 'call');
		const byEvent = new StepMap(flat, 'event');
		expect(narrate(flat, byCall, 1, EN).text).toBe(
			'FC1 (n1) starts at depth 0 on the starting position. A max node keeps the highest value; it will try its 99,999 children.'
		);
		expect(narrate(flat, byCall, 50_000, EN).text).toBe(
			"FC49999's 7 went back to FC1. FC50000 (n50000) is a leaf worth 8, so it returns 8."
		);
		expect(narrate(flat, byEvent, 200_001, EN).text).toBe(
			'FC1 (n1) gets 9 back from its number 50000 child (n50001). Best so far: 9, from its number 10 child (n11).'
		);
		expect(narrate(flat, byCall, byCall.last, EN).text).toBe(
			'FC1 (n1) is done with all 99,999 of its scores. The root is worth 9, the highest value, through its number 10 child (n11).'
		);
		expect(narrate(flat, byCall, byCall.last, { lang: 'zh' }).text).toBe(
			'FC1（n1）已收到全部 99,999 个分值。根节点的值为 9（最高值），经由第十个子节点（n11）取得。'
		);
	});
});

describe('a cut of 49,999 moves at once', () => {
	const drawn = new DrawnTree(cut, { expand: true });

	it('draws every cut leaf, sums the cut per call and counts it by binary search', () => {
		expect([cut.calls, cut.prunedBranches, drawn.size]).toEqual([5, 49_999, 50_004]);
		expect(cut.cutMoves(4)).toHaveLength(49_999);
		expect(cut.cutMoves(4)).toBe(cut.cutMoves(4));
		expect(drawn.cutsOf(4)).toEqual({ count: 49_999, saved: 49_999, first: 6 });
		expect(drawn.cutsOf(1)).toBeNull();
		const cutAt = receiveIndex(cut, 5);
		expect(drawn.cutBy(cutAt - 1)).toEqual({ branches: 0, saved: 0 });
		expect(drawn.cutBy(cutAt)).toEqual({ branches: 49_999, saved: 49_999 });
		expect([drawn.childCount(4), drawn.childAt(4, 0), drawn.childAt(4, 1)]).toEqual([50_000, 5, 6]);
	});

	it('names the first seven cut nodes and counts the rest, in the narration and the rule', () => {
		const index = receiveIndex(cut, 5);
		expect(ruleAt(cut, index, EN)).toBe(
			'FC5 ⇒ FC4 [5, +∞]: 3 < β → β = 3 · α 5 ≥ β 3: cut n6, n7, n8, n9, n10, n11, n12 and 49992 more'
		);
		const byEvent = new StepMap(cut, 'event');
		const text = narrate(cut, byEvent, index + 1, { lang: 'en', drawn }).text;
		expect(text).toContain('n6, n7, n8, n9, n10, n11, n12 and 49992 more');
		expect(text).toContain('saving 49,999 calls');
	});
});

describe('the tree view on 99,999 siblings', () => {
	const session = openSession({ kind: 'tree', tree: JSON.stringify(FLAT), root: 'max' }, 'minimax');
	const layout = session.layout;
	if (layout === null) throw new Error('a flat tree of 100,000 calls is laid out whole');
	const { nodeWidth } = layout.options;

	it('lays the children out in one row, centred under the root', () => {
		expect(layout.levels.map((level) => level.length)).toEqual([1, LEAVES]);
		expect(layout.x[1]).toBeCloseTo(0, 6);
		expect(layout.x[2]).toBeCloseTo(-49_999 * nodeWidth, 6);
		expect(layout.x[100_000]).toBeCloseTo(49_999 * nodeWidth, 6);
		expect(placeInLevel(layout, 1, 50_001)).toBe(49_999);
		expect(placeInLevel(layout, 1, 1)).toBe(-1);
	});

	it('draws the children in view and 16 links beyond each side, found by binary search', () => {
		expect(LINKS_BEYOND).toBe(16);
		// Around the root: 2,000 units either side.
		expect(nodeWidth).toBe(72);
		const view = { x0: -2000, x1: 2000, y0: -100, y1: 800 };
		const visible = nodesInView(layout, session.drawn, view);
		// Within a node's width of the view: child k (call k + 2) sits at (k - 49,999) × 72, so
		// k runs from 49,971 to 50,027.
		const inView = Array.from({ length: 57 }, (_, at) => 49_973 + at);
		expect(visible.nodes).toEqual([1, ...inView]);
		expect(visible.links).toHaveLength(57 + 2 * LINKS_BEYOND);
		expect(Math.min(...visible.links)).toBe(49_973 - LINKS_BEYOND);
		expect(Math.max(...visible.links)).toBe(50_029 + LINKS_BEYOND);
		// Far right, root out of view: only the children there.
		const right = nodesInView(layout, session.drawn, { x0: 5e6, x1: 5.001e6, y0: 0, y1: 400 });
		expect(right.nodes).toHaveLength(right.links.length);
		expect(right.nodes.length).toBeLessThan(20);
	});

	it('shows the root and its links at any step without reading its siblings', () => {
		const index = receiveIndex(flat, 50_001);
		const snapshot = snapshotAt(session.trace, index);
		const step = treeStep(session, { ...snapshot, letters: false, lang: 'en' });
		const reads = readsDuring(session.trace, () => {
			callView(session, 1, step);
			linkView(session, 50_001, step);
		});
		expect(reads).toBeLessThan(100);
		expect(callView(session, 1, step).state).toBe('active');
		const done = snapshotAt(session.trace, returnIndex(session.trace, 1));
		const end = treeStep(session, { ...done, letters: false, lang: 'en' });
		expect([...end.chosen]).toEqual([1, 11]);
	});

	it('keeps a folded window to 49 siblings around the path, at their places in the row', () => {
		expect(ROW_REACH).toBe(24);
		const window = new WindowLayout(flat);
		const view = window.around(50_001, new Set());
		expect(view.visible.nodes).toHaveLength(1 + 2 * ROW_REACH + 1);
		expect(view.visible.nodes.slice(1, 3)).toEqual([49_977, 49_978]);
		// Where the whole row would put them: 50,001 centred, 49,977 24 places to its left.
		expect(view.layout.x[50_001]).toBeCloseTo(0, 6);
		expect(view.layout.x[49_977]).toBeCloseTo(-24 * view.layout.options.nodeWidth, 6);
		// At the root, its row follows its loop: around the last child received.
		const root = window.around(1, new Set(), 90_002);
		expect(root.visible.nodes.slice(1, 2)).toEqual([89_978]);
		expect(window.around(1, new Set()).visible.nodes.slice(1, 3)).toEqual([2, 3]);
		const opened = window.around(50_001, new Set([1]));
		expect(opened.visible.nodes).toHaveLength(1 + 2 * ROW_REACH + 1);
	});
});
