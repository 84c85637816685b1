import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree, treeGame } from '../../../src/lib/games/tree/rules';
import type { Game, Trace } from '../../../src/lib/engine/index';
import { receiveIndex, receiveRule } from '../../../src/lib/engine/events';
import { DrawnTree } from '../../../src/lib/player/drawn';
import {
	layoutTrace,
	nodesInView,
	type TraceLayout,
	type ViewRect
} from '../../../src/lib/player/layout';
import { ARTICLE_BOARD, ARTICLE_TREE, randomTrees, rootKinds } from '../traces';
import { alphaBeta, minimax } from '../../searches';
import { facts } from '../facts';

const articleGame = () => parseTree(ARTICLE_TREE);
const article = alphaBeta(articleGame());
const articleMinimax = minimax(articleGame());

/**
 * Minimax's numbering of article 004's tree is its preorder: 1 root, 2–15 the left half,
 * 16–26 the right. The cut leaf 12 is FC9, [25, 0] is FC13–FC15, the leaf 5 is FC20 and
 * [[2, 14]] is FC23–FC26. Each cut happens when the cutting call receives its last child's
 * value: FC8 for 7:1, FC10 for 9:1, FC13 for 12:1, FC15 for 14:1.
 */
const ARTICLE_BRANCHES = {
	'7:1': { saved: 1, minimaxCall: 9, cutBy: 8 },
	'9:1': { saved: 3, minimaxCall: 13, cutBy: 10 },
	'12:1': { saved: 4, minimaxCall: 23, cutBy: 13 },
	'14:1': { saved: 1, minimaxCall: 20, cutBy: 15 }
};

/** The minimax call reached by the moves `path`, or undefined. */
function callAt(trace: Trace, path: readonly number[]): number | undefined {
	let call = 1;
	for (const move of path) {
		const next = trace.children(call).find((child) => trace.via(child) === move);
		if (next === undefined) return undefined;
		call = next;
	}
	return call;
}

/** Checks a drawn alpha-beta tree against plain minimax on the same game. */
function checkAgainstMinimax(game: Game, expand: boolean): void {
	const trace = alphaBeta(game);
	const full = minimax(game);
	const drawn = new DrawnTree(trace, { expand });
	expect(drawn.calls).toBe(trace.calls);
	expect(drawn.branches).toHaveLength(trace.prunedBranches);
	let saved = 0;
	// Every branch's facts, compared in one assertion (an expect per fact made this check spend
	// most of its time in expect).
	const { same, check } = facts();
	for (const branch of drawn.branches) {
		const path = [...trace.path(branch.parent), branch.move];
		const { hook } = branch;
		// Minimax's own walk gives the branch's first position that number...
		same(`${hook} path`, full.path(branch.minimaxCall), path);
		same(`${hook} call`, callAt(full, path), branch.minimaxCall);
		// ...and under it the calls alpha-beta did not make.
		const under = full.lastDescendant(branch.minimaxCall) - branch.minimaxCall + 1;
		same(`${hook} saved`, branch.saved, under);
		same(`${hook} cut`, trace.cutMoves(branch.parent).includes(branch.move), true);
		const last = trace.children(branch.parent).at(-1) as number;
		same(`${hook} cut at`, branch.cutAt, receiveIndex(trace, last));
		same(`${hook} rule's cut`, receiveRule(trace, last)?.cut.includes(branch.move), true);
		same(`${hook} hook`, hook, `${branch.parent}:${branch.move}`);
		same(`${hook} parent`, drawn.parent(branch.top), branch.parent);
		same(`${hook} via`, drawn.via(branch.top), branch.move);
		same(`${hook} position`, drawn.position(branch.top), full.position(branch.minimaxCall));
		saved += branch.saved;
	}
	check();
	// Every position minimax visits is either an alpha-beta call or under exactly one cut.
	expect(trace.calls + saved).toBe(full.calls);
	expect(drawn.cutBy(Infinity)).toEqual({ branches: trace.prunedBranches, saved });
}

describe("the drawn tree of article 004's example", () => {
	it('has a branch for each cut, with what it saved and its number in minimax', () => {
		const drawn = new DrawnTree(article, { expand: true });
		const found = Object.fromEntries(
			drawn.branches.map((branch) => [
				branch.hook,
				{
					saved: branch.saved,
					minimaxCall: branch.minimaxCall,
					cutBy: cutter(article, branch.cutAt)
				}
			])
		);
		expect(found).toEqual(ARTICLE_BRANCHES);
		const saved = drawn.branches.reduce((sum, branch) => sum + branch.saved, 0);
		expect(saved).toBe(9);
		expect(article.calls + saved).toBe(26);
		expect(article.calls + saved).toBe(articleMinimax.calls);
		for (const branch of drawn.branches)
			expect(articleMinimax.path(branch.minimaxCall)).toEqual([
				...article.path(branch.parent),
				branch.move
			]);
	});

	it('draws the cut branches whole when expanded: the 26 nodes of the tree, once each', () => {
		const game = articleGame();
		const drawn = new DrawnTree(article, { expand: true });
		expect(drawn.size).toBe(26);
		const positions = Array.from({ length: drawn.size }, (_, i) => drawn.position(i + 1));
		expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 26 }, (_, i) => i));
		for (let node = 1; node <= drawn.size; node++) {
			const position = drawn.position(node);
			expect(drawn.isPruned(node)).toBe(node > 17);
			expect(drawn.children(node)).toHaveLength(game.moves(position).length);
			expect(drawn.children(node).map((child) => drawn.via(child))).toEqual([
				...game.moves(position)
			]);
			for (const child of drawn.children(node)) {
				expect(drawn.parent(child)).toBe(node);
				expect(drawn.depth(child)).toBe(drawn.depth(node) + 1);
				expect(drawn.position(child)).toBe(game.play(position, drawn.via(child) as number));
			}
			expect(drawn.isMaximizing(node)).toBe(drawn.depth(node) % 2 === 0);
		}
		// Nodes of one branch share it; calls belong to none.
		for (let node = 1; node <= 17; node++) expect(drawn.branchOf(node)).toBeNull();
		for (const branch of drawn.branches) {
			const stack = [branch.top];
			let count = 0;
			while (stack.length > 0) {
				const node = stack.pop() as number;
				count++;
				expect(drawn.branchOf(node)).toBe(branch);
				stack.push(...drawn.children(node));
			}
			expect(count).toBe(branch.saved);
		}
	});

	it('draws only the first node of each cut branch otherwise: 17 + 4 nodes', () => {
		const drawn = new DrawnTree(article, { expand: false });
		expect(drawn.size).toBe(21);
		expect(drawn.branches.map((branch) => branch.saved)).toEqual(
			new DrawnTree(article, { expand: true }).branches.map((branch) => branch.saved)
		);
		const tops = drawn.branches.map((branch) => branch.top).sort((a, b) => a - b);
		expect(tops).toEqual([18, 19, 20, 21]);
		for (const top of tops) expect(drawn.children(top)).toEqual([]);
		// A call lists the children it searched, then the move it cut.
		expect(drawn.children(7)).toEqual([8, drawn.branches.find((b) => b.hook === '7:1')?.top]);
		expect(drawn.children(12)).toEqual([13, drawn.branches.find((b) => b.hook === '12:1')?.top]);
		expect(drawn.children(1)).toEqual([2, 12]);
	});

	it('counts the cuts made by each event: 1, then 4, 5 and 9 calls saved', () => {
		const drawn = new DrawnTree(article, { expand: true });
		const at = (call: number) => receiveIndex(article, call);
		expect(drawn.cutBy(-1)).toEqual({ branches: 0, saved: 0 });
		expect(drawn.cutBy(at(8) - 1)).toEqual({ branches: 0, saved: 0 });
		expect(drawn.cutBy(at(8))).toEqual({ branches: 1, saved: 1 });
		expect(drawn.cutBy(at(10))).toEqual({ branches: 2, saved: 4 });
		// FC15 is inside FC13's subtree, so its cut comes first.
		expect(at(15)).toBeLessThan(at(13));
		expect(drawn.cutBy(at(15))).toEqual({ branches: 3, saved: 5 });
		expect(drawn.cutBy(at(13) - 1)).toEqual({ branches: 3, saved: 5 });
		expect(drawn.cutBy(at(13))).toEqual({ branches: 4, saved: 9 });
		expect(drawn.cutBy(Infinity)).toEqual({ branches: 4, saved: 9 });
	});

	it('agrees with minimax whether expanded or not, and with a min root', () => {
		checkAgainstMinimax(articleGame(), true);
		checkAgainstMinimax(articleGame(), false);
		checkAgainstMinimax(parseTree(ARTICLE_TREE, { root: 'min' }), true);
	});
});

/** The call whose receive event is `index`. */
function cutter(trace: Trace, index: number): number {
	for (let call = 2; call <= trace.calls; call++)
		if (receiveIndex(trace, call) === index) return call;
	return 0;
}

describe("the drawn tree of the freeCodeCamp article's board", () => {
	const board = boardGame(ARTICLE_BOARD);
	const trace = alphaBeta(board);

	it("cuts O's move to cell 4 at FC6, minimax's FC9, saving one call", () => {
		expect(trace.calls).toBe(8);
		const drawn = new DrawnTree(trace);
		expect(drawn.branches).toHaveLength(1);
		const [branch] = drawn.branches;
		expect(branch).toMatchObject({ parent: 6, move: 4, hook: '6:4', saved: 1, minimaxCall: 9 });
		expect(branch?.top).toBe(9);
		expect(branch?.cutAt).toBe(receiveIndex(trace, 7));
		expect(minimax(board).path(9)).toEqual([6, 4]);
		expect(trace.path(6)).toEqual([6]);
		// O at 4 completes 0-4-8, so the cut position is over: drawn alone either way.
		expect(drawn.size).toBe(9);
		expect(new DrawnTree(trace, { expand: true }).size).toBe(9);
	});

	it('has no branches under minimax', () => {
		const drawn = new DrawnTree(minimax(board), { expand: true });
		expect(drawn.branches).toEqual([]);
		expect(drawn.size).toBe(9);
		expect(drawn.cutBy(Infinity)).toEqual({ branches: 0, saved: 0 });
	});
});

describe('drawn trees against minimax', () => {
	it('account for every call minimax makes, on boards with six to eight empty cells', () => {
		for (const text of ['X...O..X.', 'X...O....', 'X........'])
			checkAgainstMinimax(boardGame(text), false);
		checkAgainstMinimax(boardGame('X...O..X.', { ai: 'O' }), false);
	});

	it('draw the whole game tree when expanded, on random trees', () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, (tree, root) => {
				const game = treeGame(tree, { root });
				checkAgainstMinimax(game, true);
				const drawn = new DrawnTree(alphaBeta(game), { expand: true });
				expect(drawn.size).toBe(game.size);
				const positions = new Set<number>();
				for (let node = 1; node <= drawn.size; node++) positions.add(drawn.position(node));
				expect(positions.size).toBe(game.size);
			}),
			{ numRuns: 300 }
		);
	});
});

/** Levels left to right, apart by a node's width; each node at its depth; parents centred. */
function checkLayout(layout: TraceLayout, drawn: DrawnTree): void {
	const { nodeWidth, levelHeight } = layout.options;
	const seen = new Set<number>();
	layout.levels.forEach((level, depth) => {
		for (let at = 0; at < level.length; at++) {
			const node = level[at] as number;
			seen.add(node);
			expect(drawn.depth(node)).toBe(depth);
			if (at === 0) continue;
			const gap = (layout.x[node] as number) - (layout.x[level[at - 1] as number] as number);
			expect(gap).toBeGreaterThanOrEqual(nodeWidth - 1e-6);
		}
	});
	expect(seen.size).toBe(drawn.size);
	for (let node = 1; node <= drawn.size; node++) {
		expect(layout.y[node]).toBe(drawn.depth(node) * levelHeight);
		const children = drawn.children(node);
		if (children.length === 0) continue;
		const xs = children.map((child) => layout.x[child] as number);
		for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThan(xs[i - 1] as number);
		expect(layout.x[node]).toBeCloseTo(((xs[0] as number) + (xs.at(-1) as number)) / 2, 6);
	}
}

/** The nodes a view should show, by scanning every drawn node. */
function scan(layout: TraceLayout, drawn: DrawnTree, view: ViewRect): number[] {
	const { nodeWidth, levelHeight } = layout.options;
	const found: number[] = [];
	for (let node = 1; node <= drawn.size; node++) {
		const x = layout.x[node] as number;
		const y = layout.y[node] as number;
		if (x < view.x0 - nodeWidth || x > view.x1 + nodeWidth) continue;
		if (y < view.y0 - levelHeight || y > view.y1 + levelHeight) continue;
		found.push(node);
	}
	return found;
}

describe('layout with pruned nodes', () => {
	it("places article 004's 26 nodes, the cut ones under the call that cut them", () => {
		const drawn = new DrawnTree(article, { expand: true });
		const layout = layoutTrace(drawn, { nodeWidth: 76, levelHeight: 118 });
		checkLayout(layout, drawn);
		expect(layout.levels.map((level) => level.length)).toEqual([1, 2, 4, 7, 12]);
		// The cut node sits right of its searched sibling, one level down.
		for (const branch of drawn.branches) {
			const searched = article.children(branch.parent).at(-1) as number;
			expect(layout.x[branch.top]).toBeGreaterThan(layout.x[searched] as number);
			expect(layout.y[branch.top]).toBe((layout.y[branch.parent] as number) + 118);
		}
	});

	it('keeps an alpha-beta board apart and finds the nodes in view as a scan does', () => {
		const trace = alphaBeta(boardGame('X...O....'));
		const drawn = new DrawnTree(trace);
		expect(drawn.size).toBe(trace.calls + trace.prunedBranches);
		const layout = layoutTrace(drawn);
		checkLayout(layout, drawn);
		const { levelHeight } = layout.options;
		const around = (node: number) => {
			const x = layout.x[node] as number;
			const y = layout.y[node] as number;
			return { x0: x - 400, x1: x + 400, y0: y - levelHeight, y1: y + levelHeight };
		};
		const views = [
			{ x0: -400, x1: 400, y0: 0, y1: 500 },
			{ x0: layout.left - 10, x1: layout.left + 700, y0: 300, y1: 900 },
			{ x0: layout.right - 700, x1: layout.right + 10, y0: 600, y1: 1200 },
			around(drawn.branches[0]?.top as number),
			around(drawn.branches.at(-1)?.top as number),
			around(drawn.branches[Math.floor(drawn.branches.length / 2)]?.top as number)
		];
		let pruned = 0;
		for (const view of views) {
			const expected = scan(layout, drawn, view);
			const visible = nodesInView(layout, drawn, view);
			expect([...visible.nodes].sort((a, b) => a - b)).toEqual(expected);
			expect(expected.length).toBeGreaterThan(0);
			pruned += expected.filter((node) => drawn.isPruned(node)).length;
			const links = new Set(visible.links);
			for (const node of expected) if (node !== 1) expect(links.has(node)).toBe(true);
			for (const node of expected)
				if (drawn.depth(node) * levelHeight <= view.y1)
					for (const child of drawn.children(node)) expect(links.has(child)).toBe(true);
			// A link is drawn to a node in view or from one.
			for (const node of links)
				expect(expected.includes(node) || expected.includes(drawn.parent(node) as number)).toBe(
					true
				);
		}
		expect(pruned).toBeGreaterThan(0);
	});
});
