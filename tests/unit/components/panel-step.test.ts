import { describe, expect, it } from 'vitest';
import { plainSearch } from '../../../src/lib/engine/index';
import { enterIndex, receiveIndex } from '../../../src/lib/engine/events';
import { search } from '../../../src/lib/engine/run';
import type { Trace } from '../../../src/lib/engine/index';
import { panelStep } from '../../../src/lib/components/panel-step';
import { presenterFor } from '../../../src/lib/games';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { openSession } from '../../../src/lib/player/plan';
import { snapshotAt } from '../../../src/lib/player/snapshot';
import { ARTICLE_BOARD } from '../traces';

/**
 * The large board beside the tree when a call's value comes back (issue 43's verifier, F17): a
 * leaf's move is drawn on its parent's board, and a winning leaf's line with it, as the narration
 * of that step ("FC8 looks at the board after X took cell 4: X has three in a row") tells it.
 */

const words = {
	plays: () => 'plays',
	tries: () => 'tries',
	got: (call: number, value: string, move: number) => `FC${call} got ${value} from ${move}`
};

/**
 * What the board shows once `child`'s value has come back to its parent, by call at the step
 * named after `told`.
 */
function received(trace: Trace, child: number, told: number | null = null) {
	const snapshot = snapshotAt(trace, receiveIndex(trace, child));
	const column = (move: number) => move + 1;
	const moveNumber = trace.game.kind === 'connect4' ? column : undefined;
	return panelStep(trace, snapshot, presenterFor(trace.game), 'en', words, moveNumber, told);
}

describe('the board when a value comes back', () => {
	// The article board as the page opens it (`/?algo=alphabeta`).
	const article = openSession(
		{ kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
		'alphabeta'
	).trace;

	it('draws the moves down to a winning leaf and its three in a row (the article’s step 8)', () => {
		// By call, step 8 tells FC8 (X takes cell 4: X wins), FC7 (O took cell 1) returning it,
		// and FC6 getting it: it ends at FC6's receive from FC7.
		expect([article.parent(8), article.parent(7)]).toEqual([7, 6]);
		expect(article.kind(8)).toBe('terminal');
		const step = received(article, 7, 8);
		expect(step.previews).toEqual([
			{ move: 1, mark: 'O', kind: 'trying' },
			{ move: 4, mark: 'X', kind: 'trying' }
		]);
		expect([...(step.line ?? [])].sort()).toEqual([3, 4, 5]);
		expect(step.leaf).toBe(8);
		expect(step.caption).toBe('FC6 got +10 from 1');
	});

	it('draws nothing for a searched child’s value by event, or by call at another leaf', () => {
		expect(article.kind(7)).toBe('searched');
		const empty = { previews: [], line: null, leaf: null };
		expect(received(article, 7)).toMatchObject(empty);
		// FC4 is a leaf, but not in FC7's subtree.
		expect(received(article, 7, 4)).toMatchObject(empty);
	});

	const c4 = search(connect4Game('1443'), { ...plainSearch('alphabeta'), depthLimit: 4 });
	it('draws O’s winning disc in column 5 and its four in a row (Connect Four 1443, FC56)', () => {
		expect(c4.kind(56)).toBe('terminal');
		const step = received(c4, 56, 56);
		expect(step.previews).toEqual([{ move: 4, mark: 'O', kind: 'trying' }]);
		expect(received(c4, 56)).toEqual(step);
		// Row 1 from column 2 to column 5: the bottom row (cells 35–41), its 2nd to 5th cells.
		expect([...(step.line ?? [])].sort()).toEqual([36, 37, 38, 39]);
		expect(step.caption).toBe('FC51 got −134 from 5');
	});

	it('draws an estimate’s disc, with no line (FC55, cut off at the depth limit)', () => {
		expect(c4.kind(55)).toBe('estimated');
		expect(received(c4, 55, 55)).toMatchObject({
			previews: [{ move: 3, mark: 'O', kind: 'trying' }],
			line: null,
			leaf: 55
		});
	});
});

describe('the board caption: where a call is', () => {
	const caption = (trace: Trace, call: number) =>
		panelStep(
			trace,
			snapshotAt(trace, enterIndex(trace, call)),
			presenterFor(trace.game),
			'en',
			words
		).caption;

	it('gives a call its depth, or under a driver the level the strip shows (issue 43, V22 F1)', () => {
		const board = {
			kind: 'board',
			board: ARTICLE_BOARD,
			toMove: null,
			ai: 'X',
			scoring: 'article'
		} as const;
		const plain = openSession(board, 'alphabeta').trace;
		expect(caption(plain, 2)).toBe('FC2 · depth 1 · O to move');
		// Iterative deepening: FC10 is one move below its iteration's root, on the strip's level 2.
		const deepening = openSession(board, 'iterative').trace;
		expect([deepening.depth(10), deepening.plies(10)]).toEqual([2, 1]);
		expect(caption(deepening, 10)).toBe('FC10 · level 2 · O to move');
	});
});
