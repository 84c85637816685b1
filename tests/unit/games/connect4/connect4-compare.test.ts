import { beforeEach, describe, expect, it } from 'vitest';
import { connect4Game } from '../../../../src/lib/games/connect4/rules';
import {
	searchDescriptor,
	plainSearch,
	type GameSource,
	type SearchSettings
} from '../../../../src/lib/engine';
import { compareRows, countSearch, rowSettings } from '../../../../src/lib/engine/compare';
import { estimateCalls } from '../../../../src/lib/engine/estimate';
import { MESSAGES } from '../../../../src/lib/i18n';
import { Comparison } from '../../../../src/lib/state/comparison.svelte';
import type { CompareMessage } from '../../../../src/lib/workers/compare';
import { compareSearches, COUNT_LIMIT } from '../../../../src/lib/workers/comparing';
import { FakeWorker } from '../../fake-worker';
import { english, useFakeWorkers, language } from '../../page-state';

/** The compare view's rows, in the registry's order. */
const COMPARE_ROWS = compareRows();

const connect4 = (moves: string): GameSource => ({ kind: 'connect4', moves, ai: 'X' });

/** What the compare worker answers, counting rows up to `limit` calls (a small one: quicker). */
function answers(
	source: GameSource,
	search: SearchSettings,
	limit = COUNT_LIMIT
): CompareMessage[] {
	const told: CompareMessage[] = [];
	compareSearches({ source, search }, (message) => told.push(message), limit);
	return told;
}

function runAndAnswer(comparison: Comparison, limit = COUNT_LIMIT): void {
	comparison.run(comparison.source);
	for (const message of answers(comparison.source, comparison.search, limit))
		FakeWorker.last.reply(message);
}

let comparison: Comparison;
useFakeWorkers();
beforeEach(() => {
	comparison = new Comparison(language);
});

describe('the compare worker on Connect Four', () => {
	it("counts every row as countSearch does, under the game's default depth 4", () => {
		const told = answers(connect4('4453'), plainSearch('minimax'));
		const game = connect4Game('4453');
		const rows = told.filter((message) => message.kind === 'row');
		expect(rows).toHaveLength(COMPARE_ROWS.length);
		for (const [index, row] of COMPARE_ROWS.entries()) {
			const counts = rows[index]?.counts;
			expect(counts).toEqual(countSearch(game, rowSettings(row, 4)));
			expect(counts?.settings.depthLimit).toBe(4);
			// Calls per level add up to the calls, one level per move looked ahead (and the driver's
			// above them, for a deepening search or one that drives passes).
			expect(counts?.perDepth.reduce((sum, calls) => sum + calls, 0)).toBe(counts?.calls);
			const { deepens, drives } = searchDescriptor(row.algorithm);
			expect(counts?.perDepth).toHaveLength(deepens || drives ? 6 : 5);
		}
		expect(told.at(-1)).toEqual({ kind: 'done' });
	});

	it('gives minimax 7 children a level on the empty board: 19,608 calls at depth 5', () => {
		const told = answers(connect4(''), { ...plainSearch('minimax'), depthLimit: 5 });
		const minimax = told.find((message) => message.kind === 'row');
		if (minimax?.kind !== 'row') throw new Error('No row came.');
		expect(minimax.counts.perDepth).toEqual([1, 7, 49, 343, 2_401, 16_807]);
		expect(minimax.counts.calls).toBe(19_608);
	});

	it('refuses a row past the count limit by its estimate, and counts the rest', () => {
		// At depth 6 minimax (and negamax and expectimax, its calls exactly) makes 137,257 calls,
		// expectimax with bounds 130,408 (a win's ±135 lies far past the estimates' ±90: its chance
		// nodes rarely cut), every other row at most 39,747.
		const told = answers(connect4(''), { ...plainSearch('minimax'), depthLimit: 6 }, 100_000);
		expect(told.filter((message) => message.kind === 'tooBig')).toEqual([
			{
				kind: 'tooBig',
				key: 'minimax',
				calls: 137_257,
				exact: true,
				passed: false,
				limit: 100_000
			},
			{
				kind: 'tooBig',
				key: 'negamax',
				calls: 137_257,
				exact: true,
				passed: false,
				limit: 100_000
			},
			{
				kind: 'tooBig',
				key: 'expectimax',
				calls: 137_257,
				exact: true,
				passed: false,
				limit: 100_000
			},
			{
				kind: 'tooBig',
				key: 'expectimax-bounded',
				calls: 130_408,
				exact: true,
				passed: false,
				limit: 100_000
			}
		]);
		expect(told.filter((message) => message.kind === 'row')).toHaveLength(COMPARE_ROWS.length - 4);
		// Past the counting budget, the estimate is grown, not counted.
		const deep = estimateCalls(connect4Game(''), { ...plainSearch('minimax'), depthLimit: 9 });
		expect(deep.exact).toBe(false);
		expect(deep.calls).toBeGreaterThan(COUNT_LIMIT);
	});

	it('stops counting a row at the limit when its estimate was low, and says so', () => {
		// A root over 2,000 leaves 1…2,000: MTD(f) from a first guess of 0 moves its bound one
		// value a pass, 2,005,002 calls; the estimate, with one level to grow from, is far lower.
		const leaves = Array.from({ length: 2_000 }, (_, index) => index + 1);
		const flat: GameSource = { kind: 'tree', tree: `[${leaves.join(',')}]`, root: 'max' };
		const told = answers(flat, plainSearch('minimax'), 1_000_000);
		expect(told.filter((message) => message.kind === 'tooBig')).toEqual([
			{
				kind: 'tooBig',
				key: 'mtdf',
				calls: 1_000_000,
				exact: false,
				passed: true,
				limit: 1_000_000
			}
		]);
		// Every other row is counted, or skipped as a tree takes no table keyed by symmetry.
		const rows = told.filter((message) => message.kind === 'row');
		const skipped = told.filter((message) => message.kind === 'skipped');
		expect(rows).toHaveLength(10);
		expect(rows.length + skipped.length + 1).toBe(COMPARE_ROWS.length);
		expect(MESSAGES.en.compare.tooBigToCount(COUNT_LIMIT, false, COUNT_LIMIT, true, true)).toBe(
			'Not counted: counting stopped at 10,000,000 calls, the most this view counts. A lower depth limit needs far fewer.'
		);
		expect(MESSAGES.zh.compare.tooBigToCount(COUNT_LIMIT, false, COUNT_LIMIT, true, true)).toBe(
			'未计数：计数到本页的上限 10,000,000 次调用时停止。降低深度限制所需的调用会少得多。'
		);
	});

	it("gives way to the game's default past the page's deepest limit", () => {
		const told = answers(connect4('4'), { ...plainSearch('alphabeta'), depthLimit: 20 });
		expect(told[1]).toEqual({
			kind: 'refused',
			refusal: { kind: 'tooDeep', value: 20, deepest: 12, used: 4 },
			search: { algorithm: 'alphabeta', depthLimit: 4, symmetry: false }
		});
	});
});

describe('the compare view on Connect Four', () => {
	it('reads the link, shows the position at once and runs every row at depth 4', () => {
		comparison.mount(new URLSearchParams('game=connect4&moves=4453'));
		expect(comparison.source).toEqual(connect4('4453'));
		expect(comparison.problems).toEqual([]);
		// A move string is read here at once, as a board is.
		expect(comparison.game?.root).toBe(connect4Game('4453').root);
		expect(comparison.depthLimit).toBe(4);
		runAndAnswer(comparison);
		const game = connect4Game('4453');
		for (const row of COMPARE_ROWS)
			expect(comparison.row(row.key)?.counts.calls).toBe(
				countSearch(game, rowSettings(row, 4)).calls
			);
		expect(comparison.skipped).toEqual({});
		// Scoring is a board's: Connect Four's source stays as it is.
		comparison.scoring = 'depth';
		expect(comparison.source).toEqual(connect4('4453'));
		expect(comparison.scoring).toBe('article');
	});

	it('says why a row is not counted, with the estimate and what to try', () => {
		comparison.mount(new URLSearchParams('game=connect4&depth=6'));
		runAndAnswer(comparison, 100_000);
		const reason = comparison.skipped.minimax;
		expect(reason?.(MESSAGES.en)).toBe(
			'Not counted: 137,257 calls, past the 100,000 this view counts. A lower depth limit, or alpha-beta (its rows here), needs far fewer.'
		);
		expect(reason?.(MESSAGES.zh)).toBe(
			'未计数：137,257 次调用，超过了本页计数的上限 100,000 次。降低深度限制，或改用 α-β 剪枝（见本表中的对应行），所需的调用会少得多。'
		);
		// Minimax, negamax and expectimax (the same calls) are not counted, nor expectimax with
		// bounds (130,408); every other row is.
		expect(comparison.skipped.negamax?.(MESSAGES.en)).toBe(reason?.(MESSAGES.en));
		expect(comparison.skipped.expectimax?.(MESSAGES.en)).toBe(reason?.(MESSAGES.en));
		expect(comparison.skipped['expectimax-bounded']?.(MESSAGES.en)).toMatch(
			/^Not counted: 130,408 calls/
		);
		expect(comparison.rows).toHaveLength(COMPARE_ROWS.length - 4);
		expect(comparison.running).toBe(false);
		expect(MESSAGES.en.compare.tooBigToCount(36_417_189, false, COUNT_LIMIT, true)).toBe(
			'Not counted: about 36,000,000 calls, past the 10,000,000 this view counts. A lower depth limit needs far fewer.'
		);
		expect(MESSAGES.zh.compare.tooBigToCount(16_148_168_401, false, COUNT_LIMIT, false)).toBe(
			'未计数：约 16,000,000,000 次调用，超过了本页计数的上限 10,000,000 次。降低深度限制，或改用 α-β 剪枝（见本表中的对应行），所需的调用会少得多。'
		);
	});

	it('reports a depth limit past 12 and compares at 4 instead', () => {
		comparison.mount(new URLSearchParams('game=connect4&moves=44&depth=20'));
		runAndAnswer(comparison);
		expect(english(comparison.problems)).toEqual([
			"The link's depth limit 20 is deeper than this page searches this game (at most 12); using 4 instead."
		]);
		expect(comparison.depthLimit).toBe(4);
		expect(comparison.row('minimax')?.counts.calls).toBe(
			countSearch(connect4Game('44'), { algorithm: 'minimax', depthLimit: 4, symmetry: false })
				.calls
		);
	});
});
