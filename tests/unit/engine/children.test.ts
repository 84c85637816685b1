import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Trace } from '../../../src/lib/engine/index';
import {
	bestAfter,
	lastReceived,
	enterIndex,
	eventCount,
	receiveIndex,
	returnIndex,
	windowAfter,
	windowAt
} from '../../../src/lib/engine/events';
import { treeGame } from '../../../src/lib/games/tree/rules';
import { listed } from '../../../src/lib/i18n/narration';
import { listedOf } from '../../../src/lib/player/narration/lists';
import { DrawnTree } from '../../../src/lib/player/drawn';
import { layoutTrace, nodesInView, placeInLevel } from '../../../src/lib/player/layout';
import { randomTrees, rootKinds, sampleTraces } from '../traces';
import { alphaBeta, minimax } from '../../searches';
import { facts } from '../facts';

/**
 * The ways in to a call's children that skip the walk (`childList`, `lastReceived`, `cutMoves`,
 * the drawn tree's `childAt` and `cutBy`, the view's links) give what walking every child gave,
 * on every call of small traces and random trees: the results are unchanged, only cheaper.
 */

/** The children by walking, as `Trace.children` always has. */
const walk = (trace: Trace, call: number): number[] => trace.children(call);

/** The first child holding the best value among the first `n + 1`: the one the call keeps. */
function keptAfter(trace: Trace, call: number, n: number): number {
	const children = walk(trace, call).slice(0, n + 1);
	const max = trace.isMaximizing(call);
	return children.reduce((kept, child) =>
		(max ? trace.score(child) > trace.score(kept) : trace.score(child) < trace.score(kept))
			? child
			: kept
	);
}

/** The moves a call never searched, as the set difference of its moves and its children's. */
function unsearched(trace: Trace, call: number): number[] {
	const children = walk(trace, call);
	if (children.length === 0) return [];
	const searched = new Set(children.map((child) => trace.via(child)));
	return trace.game.moves(trace.position(call)).filter((move) => !searched.has(move));
}

function checkCalls(trace: Trace): void {
	const { same, check } = facts();
	for (let call = 1; call <= trace.calls; call++) {
		const children = walk(trace, call);
		const list = trace.childList(call);
		same(`FC${call} children`, Array.from(list.ids), children);
		children.forEach((child, at) => {
			same(`FC${call} indexOf ${child}`, list.indexOf(child), at);
			same(`FC${call} bestUpTo ${at}`, list.bestUpTo(at), keptAfter(trace, call, at));
			const best = trace.score(keptAfter(trace, call, at));
			same(`FC${call} bestAfter ${child}`, bestAfter(trace, call, child), best);
		});
		for (const score of new Set(children.map((child) => trace.score(child))))
			same(
				`FC${call} holding ${score}`,
				list.holding(score),
				children.filter((child) => trace.score(child) === score).length
			);
		same(`FC${call} cutMoves`, trace.cutMoves(call), unsearched(trace, call));
		same(`FC${call} cutMoves again`, trace.cutMoves(call), unsearched(trace, call));
		// The last value in by each event, as a walk over the receive events finds it: while the
		// call runs (before it, none; after it, the last).
		const from = enterIndex(trace, call) - 1;
		const to = Math.min(returnIndex(trace, call) + 1, eventCount(trace) - 1);
		for (let index = from; index <= to; index++) {
			const got = children.filter((child) => receiveIndex(trace, child) <= index).at(-1) ?? null;
			same(`FC${call} lastReceived ${index}`, lastReceived(trace, call, index), got);
			if (index >= 0 && trace.algorithm === 'alphabeta') {
				const window = windowAt(trace, call, index);
				if (window !== null && got !== null)
					same(`FC${call} window ${index}`, window, windowAfter(trace, call, got));
			}
		}
	}
	check();
}

function checkDrawn(trace: Trace): void {
	const { same, check } = facts();
	const drawn = new DrawnTree(trace, { expand: true });
	for (let node = 1; node <= drawn.size; node++) {
		const children = drawn.children(node);
		same(`n${node} childCount`, drawn.childCount(node), children.length);
		children.forEach((child, at) => same(`n${node} childAt ${at}`, drawn.childAt(node, at), child));
		if (node <= trace.calls)
			same(`n${node} children`, children.slice(0, walk(trace, node).length), walk(trace, node));
	}
	for (let index = -1; index <= eventCount(trace); index++) {
		const done = drawn.branches.filter((branch) => branch.cutAt <= index);
		same(`cutBy ${index}`, drawn.cutBy(index), {
			branches: done.length,
			saved: done.reduce((sum, branch) => sum + branch.saved, 0)
		});
	}
	for (const branch of drawn.branches) {
		const mine = drawn.branches.filter((other) => other.parent === branch.parent);
		same(`cutsOf n${branch.parent}`, drawn.cutsOf(branch.parent), {
			count: mine.length,
			saved: mine.reduce((sum, other) => sum + other.saved, 0),
			first: mine[0]?.minimaxCall
		});
	}
	// With at most 16 children a node links to all of them, as before any were left out.
	const layout = layoutTrace(drawn);
	const { levelHeight } = layout.options;
	for (const view of [
		{ x0: -300, x1: 300, y0: 0, y1: 400 },
		{ x0: layout.left, x1: layout.right, y0: 0, y1: layout.height },
		{ x0: layout.left + 50, x1: layout.left + 400, y0: 100, y1: 500 }
	]) {
		const visible = nodesInView(layout, drawn, view);
		const linked = new Set<number>();
		for (const node of visible.nodes) {
			if (node !== 1) linked.add(node);
			if (drawn.depth(node) * levelHeight <= view.y1)
				for (const child of drawn.children(node)) linked.add(child);
		}
		same(
			`links in ${view.x0}`,
			[...visible.links].sort((a, b) => a - b),
			[...linked].sort((a, b) => a - b)
		);
		layout.levels.forEach((level, depth) =>
			level.forEach((node, at) =>
				same(`n${node} place in level ${depth}`, placeInLevel(layout, depth, node), at)
			)
		);
	}
	check();
}

describe('a call’s children without the walk', () => {
	it('match the walk on every call of the sample traces', () => {
		for (const [, trace] of sampleTraces.filter(([, trace]) => trace.calls < 1000)) {
			checkCalls(trace);
			checkDrawn(trace);
		}
	});

	it('match the walk on random trees, under both searches', () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, (tree, root) => {
				const game = treeGame(tree, { root });
				for (const trace of [minimax(game), alphaBeta(game)]) {
					checkCalls(trace);
					checkDrawn(trace);
				}
			}),
			{ numRuns: 60 }
		);
	});

	it('shorten a list as `listed` does, naming only the items shown', () => {
		for (const most of [3, 8])
			for (let count = 0; count <= 20; count++) {
				const names = Array.from({ length: count }, (_, at) => `item ${at}`);
				const asked: number[] = [];
				const short = listedOf(count, (at) => (asked.push(at), `item ${at}`), most);
				expect(short).toEqual(listed(names, most));
				expect(asked.length).toBe(Math.min(count, count > most ? most - 1 : count));
			}
	});
});
