import { describe, expect, it } from 'vitest';
import { eventCount, receiveIndex, returnIndex, tryIndex } from '../../../src/lib/engine/events';
import type { Lang } from '../../../src/lib/i18n/lang';
import { callView, linkView, prunedView, treeStep } from '../../../src/lib/player/nodes';
import { type Session } from '../../../src/lib/player/session';
import { openSession } from '../../../src/lib/player/plan';
import { snapshotAt } from '../../../src/lib/player/snapshot';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { AIMA_TREE } from '../../../src/lib/games/tree/link';

const board = openSession(
	{ kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
	'minimax'
);
const boardAb = openSession(
	{ kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
	'alphabeta'
);
const tree = openSession({ kind: 'tree', tree: ARTICLE_TREE, root: 'max' }, 'alphabeta');

/** The tree view's step after event `index`, as the page builds it. */
function stepAt(session: Session, index: number, letters = false, lang: Lang = 'en') {
	const snapshot = snapshotAt(session.trace, index);
	return treeStep(session, { ...snapshot, index, letters, lang });
}

describe('call views', () => {
	it('show a board call as the article draws it once it has returned', () => {
		// FC2: X tried cell 1, O to move; it returns -10 (O wins with cell 4). At FC1's receive.
		const view = callView(board, 2, stepAt(board, receiveIndex(board.trace, 2)));
		expect(view).toMatchObject({
			call: 2,
			state: 'returned',
			depth: 1,
			player: 'O',
			maximizing: false,
			via: 1,
			score: -10,
			value: '−10',
			valueKnown: false,
			marker: 'O▼',
			heading: null,
			bounds: null,
			windowText: null,
			alphaHook: null,
			betaHook: null
		});
		expect(view.label).toBe(
			'FC2, depth 1, after X in cell 1, O to move (min), board O X X / X . X / . O O, returned −10'
		);
	});

	it('mark the line that ended a board game', () => {
		// FC3 is O's win in cell 4: O then holds the diagonal 0, 4, 8.
		const view = callView(board, 3, stepAt(board, returnIndex(board.trace, 3)));
		expect(view.winningLine).toEqual([0, 4, 8]);
		expect(callView(board, 1, stepAt(board, 0)).winningLine).toBeNull();
	});

	it('keep a call pending, unscored and unread before the search reaches it', () => {
		const view = callView(board, 9, stepAt(board, 0));
		expect(view).toMatchObject({ state: 'pending', score: null, value: '', onPath: false });
		expect(view.label).toBe('FC9, not started');
		expect(callView(board, 9, stepAt(board, 0, false, 'zh')).label).not.toBe(view.label);
	});

	it('follow the stack and, at the end, the line of best play', () => {
		const trace = board.trace;
		// FC2 tries its second cell (FC4) after FC3 came back: the stack is FC1, FC2.
		const during = stepAt(board, tryIndex(trace, 4));
		expect(during.trying).toBe(4);
		expect([1, 2, 3, 4].map((call) => callView(board, call, during).onPath)).toEqual([
			true,
			true,
			false,
			false
		]);
		const end = stepAt(board, eventCount(trace) - 1);
		// X plays cell 4 (FC5) and wins at once.
		expect([...end.chosen]).toEqual([1, 5]);
		expect([5, 9].map((call) => callView(board, call, end).chosen)).toEqual([true, false]);
	});

	it("show a tree node's number, letter and known leaf value, and its window under alpha-beta", () => {
		const trace = tree.trace;
		// FC7 is n9 (C in the walkthrough); at FC8's receive its window closes to [3, 2].
		const at = receiveIndex(trace, 8);
		const view = callView(tree, 7, stepAt(tree, at, true));
		expect(view).toMatchObject({
			heading: 'C · n9',
			letter: 'C',
			marker: '▼',
			windowText: '[3, 2]',
			windowChanged: true,
			alphaHook: '3',
			betaHook: 'inf'
		});
		expect(callView(tree, 7, stepAt(tree, at, false)).heading).toBe('n9');
		// A leaf shows its value from the start, and as typed (no sign) once returned.
		const leaf = callView(tree, 5, stepAt(tree, -1));
		expect(leaf).toMatchObject({ state: 'pending', value: '3', valueKnown: true });
		expect(callView(tree, 5, stepAt(tree, returnIndex(trace, 5))).value).toBe('3');
		expect(callView(tree, 1, stepAt(tree, -1)).value).toBe('');
	});
});

describe('what a card prints as its kind and value (issue 43)', () => {
	const boardExp = openSession(
		{ kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
		'expectimax'
	);
	const last = (session: Session) => stepAt(session, eventCount(session.trace) - 1);

	it('print a fail-soft bound as the narration says it, its data-value hook exact', () => {
		// FC6 is cut at once with +10 from FC7: at most +10 (-10 under minimax); FC5's +10 is exact.
		const [cell6, cell4] = [6, 5].map((call) => callView(boardAb, call, last(boardAb)));
		expect([cell6?.value, cell6?.shown, cell4?.value, cell4?.shown]).toEqual([
			'+10',
			'≤ +10',
			'+10',
			'+10'
		]);
		expect(callView(board, 6, last(board)).shown).toBe('−10');
	});

	it('draw a finished game where the side to move plays at random as its level, a chance node', () => {
		// FC5 (X took cell 4 and won) is at depth 1, the level of O's random replies (FC2, FC6).
		const views = [2, 5, 6, 1].map((call) => callView(boardExp, call, last(boardExp)));
		expect(views.map((view) => [view.chance, view.marker])).toEqual([
			[true, 'OΣ'],
			[true, 'OΣ'],
			[true, 'OΣ'],
			[false, 'X▲']
		]);
		// Its name stays a finished game's: it averages nothing.
		expect(views[1]?.label).not.toContain('chance');
		expect(callView(board, 5, last(board)).marker).toBe('O▼');
	});
});

describe('pruned views', () => {
	it("name the cut leaf G in article 004's tree and strike it once cut", () => {
		const { drawn } = tree;
		const g = drawn.branches.find((branch) => branch.hook === '7:1');
		expect(g).toBeDefined();
		const node = g?.top ?? 0;
		const before = prunedView(tree, node, stepAt(tree, receiveIndex(tree.trace, 8) - 1, true));
		expect(before).toMatchObject({ cut: false, heading: 'G · n18', letter: 'G', value: '12' });
		expect(before.label).toBe('Node 18 (G), not reached yet');
		const after = prunedView(tree, node, stepAt(tree, receiveIndex(tree.trace, 8), true));
		expect(after.cut).toBe(true);
		expect(after.label).toBe('Node 18 (G), pruned by FC7: never searched');
	});

	it('name a cut board by the cell played', () => {
		const branch = boardAb.drawn.branches.find((entry) => entry.hook === '6:4');
		const node = branch?.top ?? 0;
		const view = prunedView(boardAb, node, stepAt(boardAb, eventCount(boardAb.trace) - 1));
		expect(view).toMatchObject({ cut: true, heading: null, value: null, via: 4 });
		expect(view.label).toBe('Board after cell 4, pruned by FC6: never searched');
	});
});

describe('link views', () => {
	it('label a board link with its move once it has been tried, and follow the call state', () => {
		const trace = board.trace;
		const before = linkView(board, 4, stepAt(board, tryIndex(trace, 4) - 1));
		expect(before).toMatchObject({ state: 'pending', label: null, trying: false, cut: null });
		const trying = linkView(board, 4, stepAt(board, tryIndex(trace, 4)));
		// FC4: O (FC2's side) tries cell 6.
		expect(trying).toMatchObject({ state: 'pending', label: 'O→6', trying: true });
		const done = linkView(board, 4, stepAt(board, receiveIndex(trace, 4)));
		expect(done).toMatchObject({ state: 'returned', label: 'O→6', trying: false });
	});

	it('carry no move labels in a tree, whose child order is the move', () => {
		const end = stepAt(tree, eventCount(tree.trace) - 1);
		expect(linkView(tree, 2, end)).toMatchObject({ state: 'returned', label: null });
	});

	it("mark the cut on the link into a cut branch's top, from the receive that cuts it", () => {
		const branch = tree.drawn.branches.find((entry) => entry.hook === '7:1');
		const node = branch?.top ?? 0;
		const at = receiveIndex(tree.trace, 8);
		expect(linkView(tree, node, stepAt(tree, at - 1))).toMatchObject({
			state: 'pending',
			cut: null
		});
		expect(linkView(tree, node, stepAt(tree, at))).toMatchObject({
			state: 'pruned',
			cut: { hook: '7:1', label: 'Cut by FC7: 1 call saved', saved: '1 saved' }
		});
	});
});

describe('one figure per cut', () => {
	it("AIMA's Figure 5.2: C's two leaves cut at once carry one mark of 2 saved, the second only scissors", () => {
		const session = openSession(
			{ kind: 'tree', tree: '[[3,12,8],[2,4,6],[14,5,2]]', root: 'max' },
			'alphabeta'
		);
		const end = stepAt(session, eventCount(session.trace) - 1);
		const marks = session.drawn.branches.map((branch) => linkView(session, branch.top, end).cut);
		expect(marks.map((mark) => mark?.saved ?? null)).toEqual(['2 saved', null]);
		expect(marks.map((mark) => mark?.hook)).toEqual(
			session.drawn.branches.map((branch) => branch.hook)
		);
	});
});

describe('named nodes', () => {
	const aima = openSession({ kind: 'tree', tree: AIMA_TREE, root: 'max' }, 'alphabeta');
	const end = stepAt(aima, eventCount(aima.trace) - 1);

	it("head AIMA's B, C and D by name instead of n2-n4, in their accessible names too", () => {
		// FC2, FC6 and FC8 are B, C and D (FC6 is C: B took four calls).
		const views = [1, 2, 6, 8].map((call) => callView(aima, call, end));
		expect(views.map((view) => view.heading)).toEqual(['A', 'B', 'C', 'D']);
		expect(views.map((view) => view.letter)).toEqual(['A', 'B', 'C', 'D']);
		expect(views[2]?.label).toContain('n3 (C)');
		// The leaves keep their numbers.
		expect(callView(aima, 3, end).heading).toBe('n5');
	});

	it("name the cut leaves' parent in their description, and keep the leaves' numbers", () => {
		const cut = aima.drawn.branches[0];
		if (!cut) throw new Error('C has cut leaves');
		const view = prunedView(aima, cut.top, end);
		expect(view.heading).toMatch(/^n\d+$/);
		expect(view.letter).toBeNull();
	});

	it('head a named node alpha-beta cuts by its name, and say it in its accessible name', () => {
		const text = '{"name":"A","children":[[3],{"name":"C","children":[2,{"name":"G","value":9}]}]}';
		const session = openSession({ kind: 'tree', tree: text, root: 'max' }, 'alphabeta');
		const last = stepAt(session, eventCount(session.trace) - 1);
		const cut = session.drawn.branches[0];
		if (!cut) throw new Error('G is cut');
		const view = prunedView(session, cut.top, last);
		expect(view).toMatchObject({ heading: 'G', letter: 'G', cut: true });
		expect(view.label).toContain('Node 6 (G)');
		expect(view.label).not.toContain('(G) (G)');
	});

	it("keep article 004's letters beside the numbers, asked for as before", () => {
		const step = stepAt(tree, 0, true);
		const lettered = [...Array(tree.trace.calls).keys()]
			.map((index) => callView(tree, index + 1, step).heading)
			.filter((heading) => heading?.includes('·'));
		expect(lettered).toContain('A · n4');
	});
});
