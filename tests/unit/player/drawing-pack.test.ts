import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { gameFor, unpackTrace, type SearchId, type Game } from '../../../src/lib/engine/index';
import { packGame, unpackGame } from '../../../src/lib/engine/pack';
import { packTrace } from '../../../src/lib/engine/trace';
import { treeGame } from '../../../src/lib/games/tree/rules';
import { randomTree } from '../../../src/lib/games/tree/random';
import { drawTrace, packDrawing, packLayout, unpackDrawing } from '../../../src/lib/player/drawing';
import { layoutTrace } from '../../../src/lib/player/layout';
import type { SourceQuery } from '../../../src/lib/player/query';
import {
	drawingOptions,
	sessionFrom,
	SYNC_CALL_LIMIT,
	type Session
} from '../../../src/lib/player/session';
import { planSearch, search } from '../../../src/lib/player/plan';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { alphaBeta, minimax } from '../../searches';

const board = (cells: string): SourceQuery => ({
	kind: 'board',
	board: cells,
	toMove: null,
	ai: 'X',
	scoring: 'article'
});

/** As the search worker does it: the game and trace crossing over, drawn there, packed back. */
function throughWorker(source: SourceQuery, game: Game, algorithm: SearchId): Session {
	const there = unpackGame(structuredClone(packGame(game)));
	const trace = search(there, algorithm);
	const options = drawingOptions(game, algorithm);
	const drawing = packDrawing(drawTrace(trace, options));
	const packed = packTrace(trace);
	// Transferring detaches the worker's columns: the page must own what it keeps.
	const message = structuredClone(
		{ trace: packed.packed, drawing: drawing.packed },
		{ transfer: [...packed.buffers, ...drawing.buffers] }
	);
	const here = unpackTrace(message.trace, game);
	return sessionFrom(source, game, here, unpackDrawing(message.drawing, here, options.expand));
}

/** The drawn tree node by node: parent, depth, position, move in, branch. */
function drawnNodes(session: Session) {
	const { drawn } = session;
	return Array.from({ length: drawn.size }, (_, at) => {
		const node = at + 1;
		return [
			drawn.parent(node),
			drawn.depth(node),
			drawn.position(node),
			drawn.via(node),
			drawn.children(node),
			drawn.branchOf(node)?.hook ?? null,
			drawn.cutsOf(node)
		];
	});
}

const CASES: [string, SourceQuery, SearchId][] = [
	['a board under minimax', board('X...O....'), 'minimax'],
	['a board under alpha-beta, with cuts', board('X........'), 'alphabeta'],
	[
		'the article tree under alpha-beta',
		{ kind: 'tree', tree: ARTICLE_TREE, root: 'max' },
		'alphabeta'
	],
	[
		'a random tree under alpha-beta, cut branches drawn whole',
		{
			kind: 'tree',
			random: { seed: 7, branching: [2, 4], depth: 6, min: 0, max: 20 },
			root: 'min'
		},
		'alphabeta'
	]
];

describe('a layout packed for another thread', () => {
	it('comes back with the same coordinates and levels, after crossing over', () => {
		const game = boardGame(ARTICLE_BOARD);
		const layout = drawTrace(alphaBeta(game), drawingOptions(game, 'alphabeta')).layout;
		if (!layout) throw new Error('laid out');
		const { packed, buffers } = packLayout(layout);
		const copy = structuredClone(packed, { transfer: buffers });
		// The originals were transferred (detached), so compare against a fresh layout.
		const fresh = drawTrace(alphaBeta(game), drawingOptions(game, 'alphabeta')).layout;
		expect(layout.x.length).toBe(0);
		expect(copy).toEqual(fresh);
	});

	it('lists a buffer shared by levels once', () => {
		const game = treeGame([[1, 2], [3]]);
		const layout = layoutTrace(drawTrace(minimax(game), drawingOptions(game, 'minimax')).drawn);
		const shared = new Int32Array([1, 2, 3, 4, 5]);
		const levels = [shared.subarray(0, 1), shared.subarray(1, 3), shared.subarray(3)];
		const { buffers } = packLayout({ ...layout, levels });
		expect(buffers).toHaveLength(3);
	});
});

describe('a session from the worker', () => {
	it.each(CASES)('equals one drawn on the page: %s', (_, source, algorithm) => {
		const game = () =>
			'random' in source
				? treeGame(randomTree(source.random), { root: source.root })
				: source.kind === 'tree'
					? treeGame(JSON.parse(source.tree), { root: source.root })
					: gameFor(source);
		const here = sessionFrom(source, game(), search(game(), algorithm));
		const there = throughWorker(source, game(), algorithm);
		expect(here.layout).not.toBeNull();
		expect(there.layout?.x).toEqual(here.layout?.x);
		expect(there.layout?.y).toEqual(here.layout?.y);
		expect(there.layout?.levels).toEqual(here.layout?.levels);
		expect(there.layout).toEqual(here.layout);
		expect(there.spacing).toEqual(here.spacing);
		expect(there.drawn.size).toBe(here.drawn.size);
		expect(there.drawn.branches).toEqual(here.drawn.branches);
		expect(drawnNodes(there)).toEqual(drawnNodes(here));
		for (let event = 0; event < 4 * here.trace.calls; event += 7)
			expect(there.drawn.cutBy(event)).toEqual(here.drawn.cutBy(event));
		if (algorithm === 'alphabeta') expect(here.drawn.branches.length).toBeGreaterThan(0);
	});
});

describe('planning a search', () => {
	it('keeps every board short of the first moves on the page', () => {
		expect(SYNC_CALL_LIMIT).toBe(10_000);
		expect(planSearch(boardGame('XO.......'), 'minimax')).toEqual({
			inWorker: false,
			expected: 8_232
		});
		expect(planSearch(boardGame('X........'), 'minimax')).toEqual({
			inWorker: true,
			expected: 59_705
		});
		// The full game under alpha-beta: 18,297 calls, past the limit.
		expect(planSearch(boardGame('.........'), 'alphabeta')).toEqual({
			inWorker: true,
			expected: 18_297
		});
	});

	it("judges a tree by its nodes, leaving alpha-beta's count to the worker", () => {
		const flat = (leaves: number) =>
			treeGame(
				Array.from({ length: leaves }, (_, at) => at),
				{ maxNodes: leaves + 1 }
			);
		expect(planSearch(flat(9_999), 'alphabeta')).toEqual({ inWorker: false, expected: null });
		expect(planSearch(flat(10_000), 'alphabeta')).toEqual({ inWorker: true, expected: null });
		expect(planSearch(flat(10_000), 'minimax')).toEqual({ inWorker: true, expected: 10_001 });
	});
});
