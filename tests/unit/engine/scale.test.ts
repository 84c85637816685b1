import { describe, expect, it } from 'vitest';
import {
	InputError,
	type SearchId,
	type Game,
	type SearchSettings,
	type Trace
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import {
	CUT_TRACE_CALL_CEILING,
	TRACE_CALL_CEILING,
	checkTraceSize,
	tooBig
} from '../../../src/lib/engine/ceiling';
import { TraceRecorder } from '../../../src/lib/engine/recorder';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { DrawnTree } from '../../../src/lib/player/drawn';
import { planSearch } from '../../../src/lib/player/plan';
import { WindowLayout } from '../../../src/lib/player/window';
import { searchMinimax } from '../../../src/lib/searches/minimax/rule';

/**
 * The step-through page at Connect Four's scale (issue 16): the depth-8 empty board's 6,634,027
 * calls recorded by copying repeated subtrees, kept at 20 bytes a call with a window that costs
 * nothing per call, and searches too big for a trace refused before they start.
 */

const settings = (algorithm: SearchId, depthLimit: number | null): SearchSettings => ({
	algorithm,
	depthLimit,
	symmetry: false
});

/** Searches of millions of calls: seconds on a 2-core machine shared with other work. */
const HEAVY = { timeout: 60_000 };

/** A recorder that never copies: every call searched, as before subtrees were copied. */
class SearchingRecorder extends TraceRecorder {
	override repeat(): number | null {
		return null;
	}
}

function searchedWhole(game: Game, depthLimit: number | null): Trace {
	const recorder = new SearchingRecorder(game, settings('minimax', depthLimit));
	searchMinimax(game, game.root, recorder, { depthLimit });
	return recorder.finish();
}

function expectSameColumns(copied: Trace, whole: Trace): void {
	expect(copied.calls).toBe(whole.calls);
	for (const [name, column] of Object.entries(whole.columns)) {
		const other = copied.columns[name as keyof Trace['columns']];
		if (column === null) {
			expect(other, name).toBeNull();
			continue;
		}
		expect(other?.constructor, name).toBe(column.constructor);
		const a = new Uint8Array(column.buffer, column.byteOffset, column.byteLength);
		const b = new Uint8Array(other!.buffer, other!.byteOffset, other!.byteLength);
		expect(Buffer.compare(Buffer.from(a), Buffer.from(b)), name).toBe(0);
	}
}

/** Calls per depth, root first. */
function perDepth(trace: Trace): number[] {
	const levels: number[] = [];
	for (let call = 1; call <= trace.calls; call++) {
		const depth = trace.depth(call);
		levels[depth] = (levels[depth] ?? 0) + 1;
	}
	return levels;
}

describe('recording a repeated position by copying its subtree', HEAVY, () => {
	it('records exactly what searching it again records', () => {
		expectSameColumns(
			search(connect4Game(''), settings('minimax', 5)),
			searchedWhole(connect4Game(''), 5)
		);
		// Wins inside the subtrees: some lines end before the limit.
		const middle = connect4Game('4453');
		expectSameColumns(search(middle, settings('minimax', 6)), searchedWhole(middle, 6));
		// Past the first page of 65,536 calls, subtrees are copied in runs across pages.
		const third = connect4Game('4');
		expectSameColumns(search(third, settings('minimax', 7)), searchedWhole(third, 7));
		// Tic-tac-toe's full game, no limit: 549,946 calls from its 5,478 positions.
		const empty = boardGame('.........');
		expectSameColumns(search(empty, settings('minimax', null)), searchedWhole(empty, null));
	});

	it('reports progress at every page of 65,536 calls, copied or searched', () => {
		const told: number[] = [];
		const trace = search(connect4Game('4'), settings('minimax', 7), {
			onProgress: (calls) => told.push(calls)
		});
		const pages = Math.floor(trace.calls / 65_536);
		expect(told).toEqual(Array.from({ length: pages }, (_, page) => (page + 1) * 65_536));
	});

	it('records the same with the calls told beforehand, right or wrong', () => {
		const game = connect4Game('4');
		const plain = search(game, settings('minimax', 6));
		for (const expectedCalls of [plain.calls, plain.calls - 70_000, plain.calls + 70_000]) {
			const told = search(game, settings('minimax', 6), { expectedCalls });
			expectSameColumns(told, plain);
			expect(told.bytesPerCall).toBe(plain.bytesPerCall);
		}
		// Told right, the columns are the ones allocated at the start: no copy at the end.
		const told = search(game, settings('minimax', 6), { expectedCalls: plain.calls });
		expect(told.columns.parent.buffer.byteLength).toBe(4 * (plain.calls + 1));
	});

	it('copies nothing for the searches whose calls depend on more than the position', () => {
		// Alpha-beta's windows differ where a position is met again; memo answers from its table.
		const game = connect4Game('');
		const alphabeta = search(game, settings('alphabeta', 5));
		expect(alphabeta.calls).toBe(search(game, settings('alphabeta', 5)).calls);
		const memo = search(game, settings('memo', 5));
		// Every distinct position searched once, every repeat one call (a hit).
		expect(memo.calls).toBeLessThan(19_608);
	});
});

describe("Connect Four's empty board at depth 8", HEAVY, () => {
	const game = connect4Game('');
	const trace = search(game, settings('minimax', 8));

	it('makes 7^d calls at each depth d, less those a full column or a win takes away', () => {
		const levels = perDepth(trace);
		// Nothing ends a line or fills a column before the 6th disc: full width to depth 6.
		expect(levels.slice(0, 7)).toEqual([1, 7, 49, 343, 2_401, 16_807, 117_649]);
		// Seven lines put their first six discs in one column, which is then full: 7^7 - 7.
		expect(levels[7]).toBe(823_543 - 7);
		// connect4.test.ts walks the game's own moves to depth 7 against a reference grid.
		expect(levels[8]).toBe(5_673_234);
		expect(trace.calls).toBe(6_634_027);
		expect(levels.reduce((sum, level) => sum + level, 0)).toBe(6_634_027);
	});

	it('keeps 20 bytes a call: 4 + 4 + 1 + 8 + 1 + 1 + 1', () => {
		const bytes = Object.values(trace.columns).reduce(
			(sum: number, column: ArrayBufferView | null) => sum + (column?.byteLength ?? 0),
			0
		);
		// Slot 0 is unused, so the columns hold calls + 1 slots.
		expect(bytes).toBe(20 * (trace.calls + 1));
		expect(trace.columns.position).toBeInstanceOf(Float64Array);
		expect(trace.columns.score.BYTES_PER_ELEMENT).toBe(1);
		expect(trace.columns.via.BYTES_PER_ELEMENT).toBe(1);
		expect(trace.columns.best.BYTES_PER_ELEMENT).toBe(1);
		expect(trace.column('alpha')).toBeNull();
	});

	it('lays out a window around FC 6,000,000 holding only the window', () => {
		const window = new WindowLayout(trace);
		const view = window.around(6_000_000, new Set());
		const path = trace.ancestry(6_000_000);
		// Seven moves down (scale.spec.ts reads the call stack's 8 frames there in the page, and
		// the root's second child folded with the calls under it).
		expect(trace.depth(6_000_000)).toBe(7);
		expect(trace.childList(1).at(1)).toBe(954_200);
		expect(trace.lastDescendant(954_200) - 954_200).toBe(949_157);
		expect(path.length - 1).toBe(trace.depth(6_000_000));
		expect(path[0]).toBe(1);
		// The root and the children of every call on the path, nothing else: no column per call.
		const siblings = path.map((call) => trace.childList(call).count);
		expect(view.visible.nodes.length).toBe(1 + siblings.reduce((sum, count) => sum + count, 0));
		expect(Object.keys(view.layout.x).length).toBe(view.visible.nodes.length);
		expect(Object.keys(view.layout.y).length).toBe(view.visible.nodes.length);
		for (const call of path) expect(view.layout.x[call]).toBeTypeOf('number');
	});

	it('is planned for the worker without counting it on the page', () => {
		expect(planSearch(game, settings('minimax', 8))).toEqual({ inWorker: true, expected: null });
		// 1 + 7 + 49 + 343 + 2,401: small enough for the page.
		expect(planSearch(game, settings('minimax', 4))).toEqual({ inWorker: false, expected: 2_801 });
		// No limit named: the game's default (4), never a walk of the whole game.
		expect(planSearch(game, settings('minimax', null))).toEqual({
			inWorker: false,
			expected: 2_801
		});
	});
});

describe('alpha-beta under a depth limit', HEAVY, () => {
	it.each([4, 5, 6])(
		"saves, in its cut branches, exactly minimax's calls at depth %i that it did not make",
		(depth) => {
			const game = connect4Game('');
			const minimax = search(game, settings('minimax', depth));
			for (const algorithm of ['alphabeta', 'alphabeta-ordered'] as const) {
				const cut = search(game, settings(algorithm, depth));
				const drawn = new DrawnTree(cut);
				const saved = drawn.branches.reduce((sum, branch) => sum + branch.saved, 0);
				expect(cut.calls + saved).toBe(minimax.calls);
				expect(drawn.branches.length).toBe(cut.prunedBranches);
			}
		}
	);

	it('pins the depth-limited totals: 1 + 7 + … + 7^d to depth 6', () => {
		expect(search(connect4Game(''), settings('minimax', 6)).calls).toBe(137_257);
	});
});

describe('refusing a search too big for a trace', HEAVY, () => {
	const game = connect4Game('');

	it('decides from the estimate against the ceiling of its kind of search', () => {
		const minimax = settings('minimax', 8);
		expect(tooBig(game, minimax, { calls: TRACE_CALL_CEILING, exact: true })).toBeNull();
		const over = tooBig(game, minimax, { calls: TRACE_CALL_CEILING + 1, exact: false });
		expect(over).toMatchObject({ calls: TRACE_CALL_CEILING + 1, exact: false });
		expect(over?.ceiling).toBe(TRACE_CALL_CEILING);
		const alphabeta = settings('alphabeta', 8);
		expect(tooBig(game, alphabeta, { calls: CUT_TRACE_CALL_CEILING, exact: true })).toBeNull();
		expect(
			tooBig(game, alphabeta, { calls: CUT_TRACE_CALL_CEILING + 1, exact: true })?.ceiling
		).toBe(CUT_TRACE_CALL_CEILING);
	});

	it('accepts depth-8 minimax (6,634,027 calls, counted) and ordered alpha-beta at depth 10', () => {
		expect(checkTraceSize(game, settings('minimax', 8))).toEqual({
			calls: 6_634_027,
			exact: true
		});
		expect(tooBig(game, settings('alphabeta-ordered', 10))).toBeNull();
	});

	it('refuses depth-9 minimax with its estimate, offering depth 8 and ordered alpha-beta', () => {
		const refused = tooBig(game, settings('minimax', 9));
		expect(refused).not.toBeNull();
		// 46,028,599 calls; grown from the levels counted, within 5%.
		expect(Math.abs((refused?.calls ?? 0) / 46_028_599 - 1)).toBeLessThan(0.05);
		expect(refused?.lowerDepth).toEqual({
			settings: settings('minimax', 8),
			calls: 6_634_027,
			exact: true
		});
		expect(refused?.otherSearch?.settings).toEqual(settings('alphabeta-ordered', 9));
		expect(refused?.otherSearch?.calls).toBeLessThanOrEqual(CUT_TRACE_CALL_CEILING);
	});

	it('refuses depth-12 alpha-beta, offering a lower depth that fits', () => {
		const refused = tooBig(game, settings('alphabeta', 12));
		expect(refused?.calls).toBeGreaterThan(CUT_TRACE_CALL_CEILING);
		const lower = refused?.lowerDepth;
		expect(lower?.settings.algorithm).toBe('alphabeta');
		expect(lower?.settings.depthLimit).toBeLessThan(12);
		expect(lower?.calls).toBeLessThanOrEqual(CUT_TRACE_CALL_CEILING);
	});

	it('stops a search whose estimate was low once its calls pass the ceiling', () => {
		// Ordered alpha-beta at depth 12 is grown to about 906,000 calls but makes 1,359,402.
		const ordered = settings('alphabeta-ordered', 12);
		expect(tooBig(game, ordered)).toBeNull();
		let stoppedAt = 0;
		let error: unknown = null;
		try {
			search(game, ordered, {
				onProgress: (calls) => {
					stoppedAt = calls;
					if (calls > CUT_TRACE_CALL_CEILING)
						checkTraceSize(game, ordered, { calls, exact: false }, true);
				}
			});
		} catch (caught) {
			error = caught;
		}
		// The first page boundary past 1,000,000 calls: 16 pages of 65,536.
		expect(stoppedAt).toBe(16 * 65_536);
		expect(error).toBeInstanceOf(InputError);
		expect((error as InputError).message).toMatch(
			/^This search would make more than 1,048,576 calls, more than the 1,000,000 /
		);
		expect((error as InputError).message).toContain('Try a depth limit of');
	});

	it('says so in one InputError, in the words the CLI prints', () => {
		let error: unknown = null;
		try {
			checkTraceSize(game, settings('minimax', 9));
		} catch (caught) {
			error = caught;
		}
		expect(error).toBeInstanceOf(InputError);
		const refusal = error as InputError;
		expect(refusal.code).toBe('searchTooBig');
		expect(refusal.message).toMatch(
			/^This search would make about 4\d,\d{3},\d{3} calls, more than the 10,000,000/
		);
		expect(refusal.message).toContain('a depth limit of 8 (6,634,027 calls)');
		expect(refusal.message).toContain('ordered alpha-beta');
	});
});
