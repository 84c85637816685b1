import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plainSearch, type SearchId, type Trace } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree, treeGame } from '../../../src/lib/games/tree/rules';
import { CallPairing, type Side } from '../../../src/lib/player/pairing';
import { ARTICLE_BOARD, ARTICLE_TREE, randomTrees, rootKinds } from '../traces';

const run = (game: Parameters<typeof search>[0], algorithm: SearchId): Trace =>
	search(game, plainSearch(algorithm));
const key = (trace: Trace, call: number): string => trace.path(call).join(',');

/** Checks a pairing against paths written out as strings (apart from its own walk). */
function checkPairing(pairing: CallPairing): void {
	const { first, second } = pairing;
	const byPath = new Map<string, number>();
	for (let call = 1; call <= second.calls; call++) byPath.set(key(second, call), call);
	for (let call = 1; call <= first.calls; call++)
		expect(pairing.twin('first', call)).toBe(byPath.get(key(first, call)) ?? null);
	// Every call of each side is made at exactly one step, in order for the first.
	const made: Record<Side, number[]> = { first: [], second: [] };
	for (let step = 1; step <= pairing.length; step++) {
		const movers = pairing.movers(step);
		expect(movers).not.toBeNull();
		for (const side of ['first', 'second'] as const) {
			const call = pairing.callAt(side, step);
			if (movers === 'both' || movers === side) {
				made[side].push(call);
				expect(pairing.stepOf(side, call)).toBe(step);
			} else expect(call).toBe(pairing.callAt(side, step - 1));
		}
		// Where both make a call, it is at the same node.
		if (movers === 'both')
			expect(key(second, pairing.callAt('second', step))).toBe(
				key(first, pairing.callAt('first', step))
			);
	}
	expect(made.first).toEqual(Array.from({ length: first.calls }, (_, at) => at + 1));
	expect([...made.second].sort((a, b) => a - b)).toEqual(
		Array.from({ length: second.calls }, (_, at) => at + 1)
	);
	expect(pairing.movers(0)).toBeNull();
	expect(pairing.ownStep('first', 0)).toBe(0);
	expect(pairing.ownStep('second', pairing.last)).toBe(pairing.own.second.last);
}

describe('two searches of the article board, side by side', () => {
	const game = boardGame(ARTICLE_BOARD);
	const pairing = new CallPairing(run(game, 'minimax'), run(game, 'alphabeta'));

	it("makes minimax's 9 calls and alpha-beta's 8, one of them skipped by alpha-beta", () => {
		expect(pairing.first.calls).toBe(9);
		expect(pairing.second.calls).toBe(8);
		expect(pairing.length).toBe(9);
		expect(pairing.last).toBe(10);
		const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((step) => pairing.movers(step) === 'first');
		expect(waits).toHaveLength(1);
		expect([...pairing.unshared('first')]).toEqual(waits);
		expect(pairing.unshared('second').size).toBe(0);
		checkPairing(pairing);
	});

	it('ends with each side at its own answer', () => {
		expect(pairing.ownStep('first', pairing.last)).toBe(10);
		expect(pairing.ownStep('second', pairing.last)).toBe(9);
		expect(pairing.stepOf('first', 10)).toBe(pairing.last);
		// The answers' step shows both roots answering.
		expect([pairing.callAt('first', 10), pairing.callAt('second', 10)]).toEqual([1, 1]);
	});

	it('steps each side through its calls in order when both search in the same order', () => {
		const seconds = Array.from({ length: pairing.last }, (_, step) =>
			pairing.callAt('second', step)
		);
		expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
	});

	it('pairs alpha-beta first and minimax second the other way round', () => {
		const turned = new CallPairing(pairing.second, pairing.first);
		expect(turned.length).toBe(9);
		expect([...turned.unshared('second')]).toEqual([...pairing.unshared('first')]);
		checkPairing(turned);
	});
});

describe('pairing any two searches of a tree', () => {
	const ids: SearchId[] = ['minimax', 'alphabeta', 'alphabeta-ordered', 'negamax'];

	it('pairs the article tree under every two searches', () => {
		const game = parseTree(ARTICLE_TREE);
		for (const first of ids)
			for (const second of ids) checkPairing(new CallPairing(run(game, first), run(game, second)));
	});

	it('holds on random trees, in the given and in reordered orders', () => {
		fc.assert(
			fc.property(
				randomTrees,
				rootKinds,
				fc.constantFrom(...ids),
				fc.constantFrom(...ids),
				(tree, root, first, second) => {
					const game = treeGame(tree, { root });
					checkPairing(new CallPairing(run(game, first), run(game, second)));
				}
			),
			{ numRuns: 60 }
		);
	});

	it('pairs a game already over as one step', () => {
		const game = boardGame('XXXOO....');
		const pairing = new CallPairing(run(game, 'minimax'), run(game, 'alphabeta'));
		expect([pairing.length, pairing.last, pairing.movers(1)]).toEqual([1, 1, 'both']);
	});
});
