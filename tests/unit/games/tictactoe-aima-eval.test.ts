import { describe, expect, it } from 'vitest';
import { gameFor, sourceOf } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { readTraceJson } from '../../../src/lib/engine/import';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { readQuery, writeQuery } from '../../../src/lib/player/query';
import { StepMap } from '../../../src/lib/player/steps';
import { narrate } from '../../../src/lib/player/narration';

/**
 * AIMA's exercise 5.9 as tic-tac-toe's estimate at a depth limit: Eval = 3X₂ + X₁ − (3O₂ + O₁).
 * The values are the book's (its exercise asks for them at depth 2 from the empty board).
 */

const aima = (board: string) => boardGame(board, { evaluation: 'aima' });
const evalOf = (board: string) => {
	const game = aima(board);
	return game.evaluate(game.root);
};

describe("AIMA's exercise 5.9 evaluation", () => {
	it("gives the book's values: X in the centre 4, a corner 3, an edge 2; O's replies 1 and 2", () => {
		expect([evalOf('....X....'), evalOf('X........'), evalOf('.X.......')]).toEqual([4, 3, 2]);
		// After X in the centre: O in a corner leaves 1, O on an edge 2.
		expect([evalOf('O...X....'), evalOf('.O..X....')]).toEqual([1, 2]);
		// Two in a line counts three times: X at 0 and 1 (row 0 open, column 0), O at 4 (row 1,
		// one diagonal). Our open-lines estimate gives 4 − 4 = 0 there; with at most one mark a
		// side the two agree (X₁ − O₁ is the lines through X less the lines through O).
		expect(evalOf('XX..O....')).toBe(3 * 1 + 1 - (3 * 0 + 2));
		const plain = boardGame('XX..O....');
		expect(plain.evaluate(plain.root)).toBe(0);
	});

	it('searched to depth 2 from the empty board, X takes the centre, worth 1', () => {
		const trace = search(aima('.........'), {
			algorithm: 'alphabeta',
			depthLimit: 2,
			symmetry: false
		});
		expect([trace.rootScore, trace.rootMove]).toEqual([1, 4]);
	});

	it('goes into links, trace files and the narration', () => {
		const { query } = readQuery(new URLSearchParams('board=XX..O....&eval=aima&depth=1'));
		expect(query.source).toMatchObject({ kind: 'board', evaluation: 'aima' });
		expect(writeQuery(query)).toContain('eval=aima');
		const game = gameFor(query.source);
		expect(sourceOf(game)).toMatchObject({ evaluation: 'aima' });
		const trace = search(game, { algorithm: 'minimax', depthLimit: 1, symmetry: false });
		const text = [...traceJsonChunks(trace)].join('');
		expect(JSON.parse(text).game.evaluation).toBe('aima');
		expect(readTraceJson(text).trace.rootScore).toBe(trace.rootScore);
		// Without it the file is the plain evaluation's, and its records no longer agree.
		expect(() => readTraceJson(text.replace(',"evaluation":"aima"', ''))).toThrow();
		const said = narrate(trace, new StepMap(trace, 'call'), 2, { lang: 'en' }).text;
		expect(said).toContain(
			"AIMA's evaluation: X (the AI) has 0 open lines with two marks and 1 with one, O (the human) 1 and 2, so Eval = 3×0 + 1 − (3×1 + 2) = −4"
		);
	});
});
