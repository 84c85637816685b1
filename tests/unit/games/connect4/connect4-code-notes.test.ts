import { describe, expect, it } from 'vitest';
import { EVALUATION_LIMIT, WINDOW_WEIGHTS } from '../../../../src/lib/games/connect4/eval';
import { CENTRE_FIRST } from '../../../../src/lib/games/connect4/rules';
import { view } from '../../../../src/lib/i18n/view';

// The catalogues name no game, so Connect Four's code notes write its constants out: they must
// say what the rules do.
describe("Connect Four's code notes", () => {
	it('give the centre-first order of the rules, counted from 1', () => {
		const order = CENTRE_FIRST.map((column) => column + 1).join(' ');
		expect(view.en.codeNotes.centreFirst).toBe(`open columns, ${order}`);
		expect(view.zh.codeNotes.centreFirst).toBe(`可下的列按 ${order}`);
	});

	it("give the evaluation's window weights and its limit", () => {
		const [, one, two, three] = WINDOW_WEIGHTS;
		expect(view.en.codeNotes.evaluateConnect4Weights).toBe(
			`worth ${one}, ${two}, ${three} with 1, 2, 3 of its discs;`
		);
		expect(view.zh.codeNotes.evaluateConnect4Weights).toBe(
			`其中有 1、2、3 子记 ${one}、${two}、${three} 分；`
		);
		expect(view.en.codeNotes.evaluateConnect4How).toContain(`±${EVALUATION_LIMIT}`);
		expect(view.zh.codeNotes.evaluateConnect4How).toContain(`±${EVALUATION_LIMIT} `);
	});
});
