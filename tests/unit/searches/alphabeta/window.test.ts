import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../../src/lib/games/tictactoe/rules';
import { treeGame } from '../../../../src/lib/games/tree/rules';
import type { Trace } from '../../../../src/lib/engine/index';
import { DEFAULT_LAYOUT, type LayoutOptions } from '../../../../src/lib/player/layout';
import { WindowLayout, type TreeWindowView } from '../../../../src/lib/player/window';
import { TreeWindow } from '../../../../src/lib/ui/window.svelte';
import { refBoard } from '../../reference';
import { FULL_GAME_MINIMAX_CALLS, randomTrees, rootKinds, sampleTraces } from '../../traces';
import { minimax, alphaBeta } from '../../../searches';

/** The full game, recorded once for the file (549,946 calls). */
const full = minimax(boardGame('.........'));

/**
 * An independent tic-tac-toe call counter, on the reference game's string boards (X moves
 * first, moves by ascending cell, a game ends on three in a row or a full board).
 */
const nextBoards = (board: string): string[] => {
	const game = refBoard(board);
	return game.children(game.root).map((child) => child.cells);
};
const sizes = new Map<string, number>();
/** Calls minimax makes from `board`, itself included. */
const subtreeSize = (board: string): number => {
	let size = sizes.get(board);
	if (size === undefined) {
		size = 1 + nextBoards(board).reduce((sum, next) => sum + subtreeSize(next), 0);
		sizes.set(board, size);
	}
	return size;
};
/** Call ids and boards from the root down to call `target`, by skipping whole subtrees. */
const referencePath = (target: number): { ids: number[]; boards: string[] } => {
	let board = '.........';
	let id = 1;
	const ids = [1];
	const boards = [board];
	while (id !== target) {
		let next = id + 1;
		const child = nextBoards(board).find((candidate) => {
			if (target < next + subtreeSize(candidate)) return true;
			next += subtreeSize(candidate);
			return false;
		});
		if (child === undefined) throw new Error(`call ${target} is not under ${id}`);
		board = child;
		id = next;
		ids.push(id);
		boards.push(board);
	}
	return { ids, boards };
};

/** Calls in the window, from the parent column alone: every proper ancestor is unfolded. */
function referenceVisible(trace: Trace, unfolded: ReadonlySet<number>): number[] {
	const visible = new Uint8Array(trace.calls + 1);
	const { parent } = trace.columns;
	const calls: number[] = [];
	for (let call = 1; call <= trace.calls; call++) {
		const up = parent[call] ?? 0;
		if (call === 1 || (visible[up] === 1 && unfolded.has(up))) {
			visible[call] = 1;
			calls.push(call);
		}
	}
	return calls;
}

const EPSILON = 1e-6;
const sorted = (calls: Iterable<number>) => [...calls].sort((a, b) => a - b);

/** Checks one window against everything derivable from the trace's columns. */
function checkWindow(
	trace: Trace,
	view: TreeWindowView,
	focus: number,
	opened: ReadonlySet<number>,
	options: LayoutOptions
): void {
	const { layout, visible, unfolded } = view;
	const { nodeWidth, levelHeight, cousinGap } = options;
	const ancestry = trace.ancestry(focus);
	expect(sorted(unfolded)).toEqual(sorted(new Set([...ancestry, ...opened])));

	// Visible: the root and the children of every unfolded call that is itself visible.
	const expected = referenceVisible(trace, unfolded);
	expect(sorted(visible.nodes)).toEqual(expected);
	const shown = new Set(visible.nodes);
	expect(shown.size).toBe(visible.nodes.length);
	const byChildren = new Set([1]);
	for (const call of unfolded)
		if (shown.has(call)) for (const child of trace.children(call)) byChildren.add(child);
	expect(sorted(byChildren)).toEqual(expected);
	expect(ancestry.filter((call) => !shown.has(call))).toEqual([]);
	const bound = 1 + [...unfolded].reduce((sum, call) => sum + trace.children(call).length, 0);
	expect(visible.nodes.length).toBeLessThanOrEqual(bound);
	if ([...opened].every((call) => shown.has(call))) expect(visible.nodes.length).toBe(bound);
	expect(sorted(visible.links)).toEqual(expected.filter((call) => call !== 1));

	// Levels: the visible calls by depth, left to right, spaced at least one node apart.
	const deepest = Math.max(...expected.map((call) => trace.depth(call)));
	expect(layout.levels).toHaveLength(deepest + 1);
	expect(layout.height).toBe(deepest * levelHeight);
	expect(layout.levels.flatMap((level) => [...level])).toEqual([...visible.nodes]);
	// Each node's faults, checked in one assertion (an expect per fact made this check spend most
	// of its time in expect).
	const faults: string[] = [];
	layout.levels.forEach((level, depth) => {
		expect(sorted(level)).toEqual(expected.filter((call) => trace.depth(call) === depth));
		for (let i = 1; i < level.length; i++) {
			const a = level[i - 1] as number;
			const b = level[i] as number;
			const gap = (layout.x[b] as number) - (layout.x[a] as number);
			if (!(gap >= nodeWidth - EPSILON)) faults.push(`FC${a}, FC${b}: ${gap} apart`);
			const separation = trace.parent(a) === trace.parent(b) ? 1 : cousinGap;
			if (!(gap >= separation * nodeWidth - EPSILON))
				faults.push(`FC${a}, FC${b}: ${gap} apart, not ${separation} nodes`);
			// Preorder ids rise left to right within a level.
			if (!(b > a)) faults.push(`FC${b} right of FC${a}`);
		}
	});
	for (const call of expected)
		if (!Object.is(layout.y[call], trace.depth(call) * levelHeight))
			faults.push(`FC${call} at y ${layout.y[call]}`);
	expect(layout.x[1]).toBe(0);

	// Parents sit centred over their first and last visible children (toBeCloseTo's 6 digits).
	for (const call of expected) {
		const children = trace.children(call).filter((child) => shown.has(child));
		if (children.length === 0) continue;
		const first = layout.x[children[0] as number] as number;
		const last = layout.x[children[children.length - 1] as number] as number;
		const x = layout.x[call] as number;
		if (!(Math.abs(x - (first + last) / 2) < 10 ** -6 / 2))
			faults.push(`FC${call} at x ${x}, its children ${first} to ${last}`);
	}
	expect(faults).toEqual([]);
	const xs = expected.map((call) => layout.x[call] as number);
	expect(layout.left).toBe(Math.min(...xs));
	expect(layout.right).toBe(Math.max(...xs));
	expect(layout.options).toEqual(options);
}

describe('the window on the full game', () => {
	const window = new WindowLayout(full);

	it('is the recorded full game, whose root moves start where the subtree sizes say', () => {
		expect(full.calls).toBe(FULL_GAME_MINIMAX_CALLS);
		expect(subtreeSize('.........')).toBe(FULL_GAME_MINIMAX_CALLS);
		// A corner opening searches 59,705 calls, an edge 63,905, the centre 55,505.
		const corner = 59_705;
		const edge = 63_905;
		const centre = 55_505;
		const spans = [corner, edge, corner, edge, centre, edge, corner, edge, corner];
		const starts = spans.map((_, index) => 2 + spans.slice(0, index).reduce((a, b) => a + b, 0));
		expect(starts).toEqual([2, 59707, 123612, 183317, 247222, 302727, 366632, 426337, 490242]);
		expect(full.children(1)).toEqual(starts);
	});

	it('shows the root and its nine children around FC1, evenly spaced and centred', () => {
		const view = window.around(1, new Set());
		checkWindow(full, view, 1, new Set(), DEFAULT_LAYOUT);
		expect(view.visible.nodes).toEqual([1, ...full.children(1)]);
		// Siblings sit one node width (108) apart, centred under the root at 0.
		const xs = full.children(1).map((call) => view.layout.x[call]);
		expect(xs).toEqual([-432, -324, -216, -108, 0, 108, 216, 324, 432]);
		expect([view.layout.left, view.layout.right, view.layout.height]).toEqual([-432, 432, 165]);
		expect(view.layout.levels).toHaveLength(2);
	});

	it('opens FC2 under the first root move, which keeps its place', () => {
		const view = window.around(2, new Set());
		checkWindow(full, view, 2, new Set(), DEFAULT_LAYOUT);
		expect(view.visible.nodes).toHaveLength(1 + 9 + 8);
		// FC2's eight children are centred under it at -432: from -810 to -54.
		const grandchildren = full.children(2).map((call) => view.layout.x[call]);
		expect(grandchildren).toEqual([-810, -702, -594, -486, -378, -270, -162, -54]);
		expect(view.layout.x[2]).toBe(-432);
		expect([view.layout.left, view.layout.right, view.layout.height]).toEqual([-810, 432, 330]);
	});

	it.each([2, 500_000, 549_946, 490_242, 272_001])(
		'follows the path to FC%i that an independent count of the game finds',
		(focus) => {
			const { ids, boards } = referencePath(focus);
			expect(full.ancestry(focus)).toEqual(ids);
			const view = window.around(focus, new Set());
			checkWindow(full, view, focus, new Set(), DEFAULT_LAYOUT);
			// Every call on the path shows all of its children: one per empty cell, none at a game's end.
			const expectedSize = 1 + boards.reduce((sum, board) => sum + nextBoards(board).length, 0);
			expect(view.visible.nodes).toHaveLength(expectedSize);
			const focusHasChildren = nextBoards(boards[boards.length - 1] as string).length > 0;
			expect(view.layout.levels).toHaveLength(ids.length + (focusHasChildren ? 1 : 0));
		}
	);

	it('pins the windows around FC500000 and the last call, FC549946', () => {
		// From the independent count: FC500000 lies under the last root move (cell 8, FC490242),
		// seven moves deep, with two empty cells left; FC549946 is the last leaf, also seven deep.
		const path = [1, 490_242, 498_223, 499_121, 499_959, 499_986, 499_999, 500_000];
		expect(referencePath(500_000).ids).toEqual(path);
		expect(referencePath(500_000).boards[1]).toBe('........X');
		expect(nextBoards(referencePath(500_000).boards[7] as string)).toHaveLength(2);
		const last = [1, 490_242, 541_715, 548_598, 549_713, 549_906, 549_939, 549_946];
		expect(referencePath(549_946).ids).toEqual(last);
		expect(nextBoards(referencePath(549_946).boards[7] as string)).toEqual([]);

		const view = window.around(500_000, new Set());
		expect(full.ancestry(500_000)).toEqual(path);
		// The root and the 9 + 8 + … + 3 children of the calls above it, and its own two.
		expect(view.visible.nodes).toHaveLength(1 + 42 + 2);
		expect(view.layout.levels).toHaveLength(9);
		expect(view.layout.height).toBe(8 * 165);
		expect(view.layout.levels[8]).toEqual(Int32Array.from(full.children(500_000)));

		const end = window.around(549_946, new Set());
		expect(end.visible.nodes).toHaveLength(1 + 42);
		expect(end.layout.levels).toHaveLength(8);
		expect(end.layout.height).toBe(7 * 165);
		expect(end.layout.x[549_946]).toBe(end.layout.right);
	});

	it('unfolds opened calls that are in view, and lists but does not lay out the rest', () => {
		// FC59707 (the second root move) is in view around FC500000; FC3 (under FC2) is not.
		const opened = new Set([59_707, 3]);
		const view = window.around(500_000, opened);
		checkWindow(full, view, 500_000, opened, DEFAULT_LAYOUT);
		expect(view.unfolded.has(3)).toBe(true);
		expect(view.visible.nodes).not.toContain(3);
		for (const child of full.children(59_707)) expect(view.visible.nodes).toContain(child);
		for (const child of full.children(3)) expect(view.visible.nodes).not.toContain(child);
		const alone = window.around(500_000, new Set());
		expect(view.visible.nodes.length).toBe(alone.visible.nodes.length + 8);
	});

	it('lays out random focuses with random opened calls, at any spacing', () => {
		const options: LayoutOptions = { nodeWidth: 10, levelHeight: 20, cousinGap: 2 };
		const spaced = new WindowLayout(full, options);
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: full.calls }),
				fc.array(fc.integer({ min: 1, max: full.calls }), { maxLength: 3 }),
				fc.array(fc.nat(), { maxLength: 4 }),
				(focus, anywhere, picks) => {
					// Opened calls: a few anywhere (mostly out of view) and a few among those in view.
					const before = spaced.around(focus, new Set()).visible.nodes;
					const inView = picks.map((pick) => before[pick % before.length] as number);
					const opened = new Set([...anywhere, ...inView]);
					checkWindow(full, spaced.around(focus, opened), focus, opened, options);
				}
			),
			{ numRuns: 40 }
		);
	});
});

describe('the window on small traces', () => {
	it.each(sampleTraces)('covers every focus of %s', (_, trace) => {
		const window = new WindowLayout(trace);
		for (let focus = 1; focus <= Math.min(trace.calls, 150); focus++)
			checkWindow(trace, window.around(focus, new Set()), focus, new Set(), DEFAULT_LAYOUT);
	});

	it('with every call opened is the whole trace', () => {
		const trace = alphaBeta(boardGame('X...O....'));
		const all = new Set(Array.from({ length: trace.calls }, (_, index) => index + 1));
		const view = new WindowLayout(trace).around(trace.calls, all);
		checkWindow(trace, view, trace.calls, all, DEFAULT_LAYOUT);
		expect(view.visible.nodes).toHaveLength(trace.calls);
	});

	it('holds for random trees, focuses and opened calls', () => {
		fc.assert(
			fc.property(
				randomTrees,
				rootKinds,
				fc.boolean(),
				fc.nat(),
				fc.array(fc.nat(), { maxLength: 6 }),
				(tree, root, pruning, focusPick, openPicks) => {
					const game = treeGame(tree, { root });
					const trace = pruning ? alphaBeta(game) : minimax(game);
					const focus = 1 + (focusPick % trace.calls);
					const opened = new Set(openPicks.map((pick) => 1 + (pick % trace.calls)));
					const options: LayoutOptions = { nodeWidth: 7, levelHeight: 3, cousinGap: 1.5 };
					const view = new WindowLayout(trace, options).around(focus, opened);
					checkWindow(trace, view, focus, opened, options);
				}
			),
			{ numRuns: 300 }
		);
	});
});

describe("a student's opened folds", () => {
	it('stay open when the window is laid out again for the same trace, as presenting does', () => {
		const trace = alphaBeta(boardGame('X...O....'));
		const first = new TreeWindow(trace, DEFAULT_LAYOUT);
		first.toggle(3);
		// Presenting lays the window out again with levels further apart: FC3 stays open.
		const again = new TreeWindow(trace, { ...DEFAULT_LAYOUT, levelHeight: 233 });
		expect([...again.opened]).toEqual([3]);
		expect(again.foldedBelow(again.around(2, -1), 3)).toBeNull();
		expect(new TreeWindow(trace, DEFAULT_LAYOUT).foldedBelow(first.around(2, -1), 3)).toBeNull();
		// Another trace (a new search) starts folded.
		const other = new TreeWindow(alphaBeta(boardGame('X...O....')), DEFAULT_LAYOUT);
		expect(other.opened.size).toBe(0);
		expect(other.foldedBelow(other.around(2, -1), 3)).toBe(trace.lastDescendant(3) - 3);
	});
});
