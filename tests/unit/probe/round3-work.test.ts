import { describe, expect, it, vi } from 'vitest';
import '../../../src/lib/view-registry/run-views';
import { unpackTrace, type Game, type SearchSettings } from '../../../src/lib/engine/index';
import { packGame, unpackGame } from '../../../src/lib/engine/pack';
import { reorderedMoves } from '../../../src/lib/engine/search-catalog';
import { packTrace } from '../../../src/lib/engine/trace';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { drawTrace, packDrawing, unpackDrawing } from '../../../src/lib/player/drawing';
import { recordMcts } from '../../../src/lib/searches/mcts/trace';
import type { MctsRun } from '../../../src/lib/searches/mcts/view/run';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { TreeEditing } from '../../../src/lib/games/tree/view/tree-editing.svelte';
import { FakeWorker } from '../fake-worker';
import { language, useFakeWorkers } from '../page-state';
import { drawingOptions } from '../../../src/lib/player/session';
import { planSearch, search } from '../../../src/lib/player/plan';

/**
 * Issue 46's probe, heavy work on the page (items 4-7): what the page's thread would do that
 * walks far more than the calls shown. Each row checks the work is planned into a worker, or
 * that what comes back from the worker is taken as it is, the page playing no move to rebuild it.
 * The frame gaps themselves are measured in the browser (tests/e2e/gaps.spec.ts, `npm run bench`).
 */

const connect4 = (
	moves: string,
	algorithm: string,
	depthLimit: number,
	order?: 'best' | 'worst'
): { game: Game; settings: SearchSettings } => ({
	game: connect4Game(moves),
	settings: { algorithm, depthLimit, symmetry: false, ...(order ? { order } : {}) }
});

/**
 * As the search worker does it: the game crossing over, searched and drawn there, packed back
 * and unpacked on this side, with the page's game's moves counted while it is taken over.
 */
function throughWorker(game: Game, settings: SearchSettings) {
	const there = unpackGame(structuredClone(packGame(game)));
	const trace = search(there, settings);
	// Read before the columns are handed over (transferring detaches them here).
	const orders = Array.from({ length: trace.calls }, (_, at) => reorderedMoves(trace, at + 1));
	const options = drawingOptions(there, settings.algorithm);
	const drawing = packDrawing(drawTrace(trace, options));
	const packed = packTrace(trace);
	const message = structuredClone(
		{ trace: packed.packed, drawing: drawing.packed },
		{ transfer: [...packed.buffers, ...drawing.buffers] }
	);
	const played = vi.spyOn(game, 'play');
	const here = unpackTrace(message.trace, game);
	const { drawn } = unpackDrawing(message.drawing, here, options.expand);
	return { calls: trace.calls, orders, prunedBranches: trace.prunedBranches, here, drawn, played };
}

describe('item 4: the oracle order is valued off the page', () => {
	it('plans best first on Connect Four at depths 7 and 8 into the worker, uncounted', () => {
		// Before: counted on the page (3,991 and 7,960 calls), the oracle valuing minimax's whole tree.
		for (const depth of [7, 8]) {
			const { game, settings } = connect4('', 'alphabeta', depth, 'best');
			expect(planSearch(game, settings)).toEqual({ inWorker: true, expected: null });
		}
	});

	it("keeps a small oracle on the page: depth 4, over minimax's 2,801 calls", () => {
		const { game, settings } = connect4('', 'alphabeta', 4, 'best');
		expect(planSearch(game, settings)).toEqual({ inWorker: false, expected: 173 });
	});

	it("takes every call's order from the worker, the page playing no move for it", () => {
		const { game, settings } = connect4('', 'alphabeta', 4, 'worst');
		const { calls, orders, here, played } = throughWorker(game, settings);
		const taken = Array.from({ length: here.calls }, (_, at) => reorderedMoves(here, at + 1));
		expect(taken).toEqual(orders);
		expect([calls, taken.filter((order) => order !== null).length]).toEqual([2_584, 394]);
		expect(played).not.toHaveBeenCalled();
	});
});

describe('item 5: the calls each cut saved are counted off the page', () => {
	it("restores PVS's drawn tree with minimax's calls, the page playing no move", () => {
		const { game, settings } = connect4('', 'pvs', 4);
		const { prunedBranches, here, drawn, played } = throughWorker(game, settings);
		// Minimax's calls at depth 4 from the empty board, counted in the worker.
		expect(drawn.minimaxCalls).toBe(2_801);
		expect(drawn.cutBy(Infinity)).toEqual({ branches: prunedBranches, saved: 3_215 });
		for (let call = 1; call <= here.calls; call++) drawn.cutsOf(call);
		for (let node = here.calls + 1; node <= drawn.size; node++) drawn.branchOf(node);
		expect(played).not.toHaveBeenCalled();
	});

	it('plans a search of few calls whose cuts span a big minimax tree into the worker', () => {
		// PVS at depth 6 after two discs in column 1: 8,664 calls, over minimax's 137,257-call tree.
		const { game, settings } = connect4('11', 'pvs', 6);
		expect(planSearch(game, settings)).toEqual({ inWorker: true, expected: 8_664 });
	});
});

describe('item 6: a long tree text pasted is read off the page', () => {
	it('hands a 2.3 MB text to the worker and shows its summary, the page parsing none of it', async () => {
		// Before: the text box took it (Chromium laying it out for seconds) and the page parsed it.
		const text = `[${Array.from({ length: 99_999 }, (_, at) => (at / 7).toFixed(17)).join(',')}]`;
		const sent: string[] = [];
		const reading = { ok: true, nodes: 100_000, leaves: 99_999, depth: 1 } as const;
		const read = (asked: string) => (sent.push(asked), Promise.resolve(reading));
		const editing = new TreeEditing({ kind: 'tree', tree: '[1]', root: 'max' }, '[1]', read);
		const parsed = vi.spyOn(JSON, 'parse');
		expect(editing.paste(text)).toBe(true);
		await vi.waitFor(() => expect(editing.long).toEqual({ ...reading, chars: text.length }));
		expect([sent, editing.check, editing.outline]).toEqual([
			[text],
			{ ok: true, size: 100_000 },
			{ kind: 'tooBig', nodes: 100_000 }
		]);
		expect(parsed).not.toHaveBeenCalled();
		parsed.mockRestore();
	});
});

describe("item 7: MCTS's minimax answer is worked out off the page", () => {
	useFakeWorkers();
	const settle = () => new Promise((resolve) => setImmediate(resolve));
	const mcts = (iterations: number) => ({
		algorithm: 'mcts',
		depthLimit: null,
		symmetry: false,
		options: { iterations, seed: 1, c: Math.SQRT2 }
	});

	it('sends a short run on Connect Four to the worker, whose answer the view takes', async () => {
		// Before: recorded here, and minimax's answer searched here too (250,000 calls, then none).
		const lab = new Lab(language);
		// The link codec in, as a page that has loaded it: a link then opens at once.
		await lab.linkCodec();
		const opening = lab.openRun({ kind: 'connect4', moves: '4453', ai: 'X' }, mcts(1_000));
		await vi.waitFor(() => expect(FakeWorker.started).toHaveLength(1), { timeout: 30_000 });
		const game = connect4Game('4453');
		const here = recordMcts(game, game.root, {
			iterations: 5_000,
			seed: 1,
			exploration: Math.SQRT2
		});
		FakeWorker.last.reply({ kind: 'recorded', columns: here.columns(), answer: [3] });
		expect(await opening).toBe(true);
		expect((lab.player.viewed as MctsRun).best).toEqual([3]);
	});

	it('keeps a run on the page where the answer is quick: the empty board, 12,112 calls', async () => {
		const lab = new Lab(language);
		// The link codec in, as a page that has loaded it: a link then opens at once.
		await lab.linkCodec();
		expect(
			await lab.openRun(
				{ kind: 'board', board: '.........', toMove: null, ai: 'X', scoring: 'article' },
				mcts(100)
			)
		).toBe(true);
		await settle();
		expect(FakeWorker.started).toEqual([]);
		// Every first move draws under perfect play.
		expect((lab.player.viewed as MctsRun).best).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
	});
});
