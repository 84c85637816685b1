import { describe, expect, it } from 'vitest';
import { returnIndex } from '../../../src/lib/engine/events';
import { HORIZON_EXAMPLE } from '../../../src/lib/games/tictactoe/entry';
import { narrate } from '../../../src/lib/player/narration';
import { callView, treeStep } from '../../../src/lib/player/nodes';
import { openSession } from '../../../src/lib/player/plan';
import { snapshotAt } from '../../../src/lib/player/snapshot';
import { StepMap } from '../../../src/lib/player/steps';
import { ARTICLE_TREE } from '../../articles';

// The horizon example searched with its limit of 2: FC2 is X in cell 2, FC3 then O in cell 4,
// a board two moves down, so the first call estimated (XOXXO.O..: X can still fill 2-5-8 only,
// O both 6-7-8 and 1-4-7, so 1 - 2 = -1).
const board = openSession(HORIZON_EXAMPLE.source, {
	algorithm: 'minimax',
	depthLimit: 2,
	symmetry: false
});
const tree = openSession(
	{ kind: 'tree', tree: ARTICLE_TREE, root: 'max' },
	{
		algorithm: 'alphabeta',
		depthLimit: 2,
		symmetry: false
	}
);

function viewAfterReturn(session: typeof board, call: number, lang: 'en' | 'zh' = 'en') {
	const index = returnIndex(session.trace, call);
	const snapshot = snapshotAt(session.trace, index);
	return callView(session, call, treeStep(session, { ...snapshot, index, letters: false, lang }));
}

describe('an estimated call as the page shows it', () => {
	it('is the call two moves down, marked as an estimate on its card', () => {
		const { trace } = board;
		expect([trace.kind(2), trace.kind(3), trace.depth(3), trace.position(3)]).toEqual([
			'searched',
			'estimated',
			2,
			trace.game.play(trace.game.play(trace.game.root, 2), 4)
		]);
		const view = viewAfterReturn(board, 3);
		expect(view).toMatchObject({ estimated: true, score: -1, value: '≈ −1' });
		expect(view.label).toMatch(/at the depth limit 2, its value is an estimate$/);
		expect(viewAfterReturn(board, 2)).toMatchObject({ estimated: false });
		expect(viewAfterReturn(board, 3, 'zh').label).toMatch(/处于深度限制 2，其值是估计值$/);
	});

	it('says at the limit that the call stops, evaluates and cannot see past its horizon', () => {
		const steps = new StepMap(board.trace, 'call');
		const at = (lang: 'en' | 'zh') => narrate(board.trace, steps, 3, { lang }).text;
		expect(at('en')).toContain(
			'FC3 is at depth 2, the depth limit: it stops and calls the evaluation function. X (the AI) can still complete 1 line of three and O (the human) 2, so the estimate is 1 − 2 = −1. It returns ≈ −1, an estimate'
		);
		expect(at('en')).toContain("beyond the search's horizon");
		expect(at('zh')).toContain('FC3 处于深度 2，即深度限制');
		expect(at('zh')).toContain('1 − 2 = −1');
		const byEvent = new StepMap(board.trace, 'event');
		// Event 0 is FC1's try-free enter, then FC2's try and enter, FC3's try and enter.
		expect(narrate(board.trace, byEvent, 5, { lang: 'en' }).text).toBe(
			'FC3 starts at depth 2, which is the depth limit: it will try no move and estimate its position instead.'
		);
	});

	it('does not call an estimate a forced result at the end', () => {
		const steps = new StepMap(board.trace, 'call');
		const text = narrate(board.trace, steps, steps.last, { lang: 'en' }).text;
		expect(text).toContain('X plays cell 2, score ≈ −1: an estimate from looking 2 moves ahead');
		expect(text).not.toContain('force a win');
	});

	it("takes a tree's first leaf below and names it", () => {
		const { trace } = tree;
		// FC3 is n4, the root's first grandchild [[3,17],[2,12]]: its first leaf, 3, is n15.
		expect([trace.kind(3), trace.score(3)]).toEqual(['estimated', 3]);
		const steps = new StepMap(trace, 'call');
		const text = narrate(trace, steps, 3, { lang: 'en' }).text;
		expect(text).toContain('it takes the value of its first leaf below: n15 is worth 3.');
		expect(viewAfterReturn(tree, 3).value).toBe('≈ 3');
	});
});
