import { describe, expect, it } from 'vitest';
import { connect4Game } from '../../../../src/lib/games/connect4/rules';
import { type SearchSettings } from '../../../../src/lib/engine/index';
import { search } from '../../../../src/lib/engine/run';
import { traceDigest } from '../../../trace-digest';

/**
 * The recorded trace of a Connect Four search, byte for byte (`traceDigest`), pinned so that
 * making the recording faster (its copies of repeated subtrees, its pages, the columns allocated
 * at once when the calls are known) cannot change what it records. The searches are big enough
 * to copy subtrees across pages of 65,536 calls. The bench pins the depth-8 empty board's.
 */
const settings = (algorithm: SearchSettings['algorithm'], depthLimit: number): SearchSettings => ({
	algorithm,
	depthLimit,
	symmetry: false
});

describe("Connect Four's recorded trace", () => {
	it('is the same bytes, with its calls known beforehand (one allocation) or not (pages)', () => {
		const game = connect4Game('');
		const minimax = settings('minimax', 6);
		const paged = search(game, minimax);
		const whole = search(game, minimax, { expectedCalls: paged.calls });
		expect([paged.calls, traceDigest(paged), traceDigest(whole)]).toEqual([
			137_257,
			'413fb7c03296e8c9',
			'413fb7c03296e8c9'
		]);
	});

	it('is the same bytes on a position with wins, for each search that copies repeated subtrees', () => {
		const game = connect4Game('4453');
		const digests = (['minimax', 'negamax', 'expectimax'] as const).map((algorithm) => {
			const paged = search(game, settings(algorithm, 6));
			const whole = search(game, settings(algorithm, 6), { expectedCalls: paged.calls });
			return [algorithm, paged.calls, traceDigest(paged), traceDigest(whole)];
		});
		expect(digests).toEqual([
			['minimax', 127_053, 'eb249953c8a52a03', 'eb249953c8a52a03'],
			['negamax', 127_053, 'eb249953c8a52a03', 'eb249953c8a52a03'],
			['expectimax', 127_053, 'b8f51cbcf0e628ab', 'b8f51cbcf0e628ab']
		]);
	});
});
