import { describe, expect, it } from 'vitest';
import type { Game, Trace } from '../../../src/lib/engine/index';
import type { TraceFile } from '../../../src/lib/engine/import';
import { readAnyFile } from '../../../src/lib/engine/run-file';
import { diagnose } from '../../../src/lib/diagnosis/diagnose';
import { CallPairing } from '../../../src/lib/player/pairing';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { studentTrace, type Bugs } from './student-search';

// Synthetic students (student-search.ts): one bug each, on the article board, the article tree
// and an open board to depth 2, each named with its kind at the call where it first shows.

const file = (text: string): TraceFile => {
	const read = readAnyFile(text);
	if (read.kind !== 'trace') throw new Error('not a trace');
	return read.file;
};

const GAMES: Record<string, [Game, number | null]> = {
	board: [boardGame(ARTICLE_BOARD), null],
	tree: [parseTree(ARTICLE_TREE), null],
	open: [boardGame('X...O....'), 2]
};

/** [game, search, bugs, kind, call, our call, a convention] */
type Case = [string, 'minimax' | 'alphabeta', Bugs, string, number, number | null, boolean];

const CASES: Case[] = [
	['board', 'alphabeta', { stale: true }, 'window-not-passed', 4, 4, false],
	['tree', 'alphabeta', { stale: true }, 'window-not-passed', 6, 6, false],
	['board', 'alphabeta', { swapped: true }, 'window-swapped', 2, 2, false],
	['board', 'alphabeta', { global: true }, 'bound-kept-global', 1, 5, false],
	['tree', 'alphabeta', { global: true }, 'bound-kept-global', 3, 7, false],
	['board', 'minimax', { swapAt: 1 }, 'min-max-swapped', 6, 6, false],
	['board', 'alphabeta', { swapAt: 1 }, 'min-max-swapped', 2, 2, false],
	['tree', 'alphabeta', { swapAt: 1 }, 'min-max-swapped', 2, 2, false],
	['board', 'alphabeta', { reversed: true }, 'order', 2, 2, false],
	['board', 'minimax', { noTerminalTest: true }, 'terminal-missed', 3, 3, false],
	['open', 'minimax', { depthOff: 1 }, 'depth-off-by-one', 3, 3, false],
	['open', 'alphabeta', { depthOff: -1 }, 'depth-off-by-one', 2, 3, false],
	['open', 'minimax', { evaluateEarly: true }, 'evaluated-early', 1, 2, false],
	['board', 'minimax', { scale: (score) => score / 10 }, 'scale', 3, 3, true],
	['open', 'alphabeta', { scale: (score) => score / 10 }, 'scale', 3, 3, true],
	['board', 'alphabeta', { scale: (v, depth) => v - Math.sign(v) * depth }, 'scale', 3, 3, true],
	['tree', 'alphabeta', { failHard: true }, 'fail-hard', 7, 7, true],
	['board', 'alphabeta', { cut: 'gt' }, 'cut-rule', 9, 6, true],
	['tree', 'alphabeta', { cut: 'gt' }, 'cut-rule', 18, 12, true],
	['tree', 'alphabeta', { cut: 'never' }, 'no-prune', 9, 7, false],
	['open', 'alphabeta', { cut: 'never' }, 'no-prune', 19, 16, false],
	['board', 'alphabeta', { lastTie: true }, 'tie-at-root', 1, 1, true],
	['board', 'minimax', { twice: true }, 'extra-call', 4, null, false],
	['tree', 'alphabeta', { skipLast: true }, 'missing-call', 4, 6, false],
	['board', 'alphabeta', { offAt: 5 }, 'wrong-value', 5, 5, false]
];

describe('diagnose', () => {
	it.each(CASES)(
		'%s, %s with %o: %s at call %i',
		(name, search, bugs, kind, call, ours, convention) => {
			const [game, limit] = GAMES[name] as [Game, number | null];
			const found = diagnose(file(studentTrace(game, search, bugs, limit)));
			expect([found?.kind, found?.call, found?.referenceCall, found?.convention]).toEqual([
				kind,
				call,
				ours,
				convention
			]);
		}
	);

	it('finds nothing wrong in a correct minimax or alpha-beta', () => {
		for (const [game, limit] of Object.values(GAMES))
			for (const search of ['minimax', 'alphabeta'] as const)
				expect(diagnose(file(studentTrace(game, search, {}, limit)))).toBeNull();
	});

	it('goes on under a convention and names the mistake after it', () => {
		const [game] = GAMES.board as [Game, null];
		const unit = { scale: (score: number) => score / 10 };
		const found = diagnose(file(studentTrace(game, 'alphabeta', { ...unit, stale: true })));
		expect([found?.kind, found?.call, found?.convention]).toEqual(['window-not-passed', 4, false]);
		expect(found?.conventions.map((finding) => [finding.kind, finding.facts.scoring])).toEqual([
			['scale', 'unit']
		]);
		// The reference it compared with last is scored as the student's: ±1.
		expect(found?.reference.score(1)).toBe(1);
		const gt = diagnose(file(studentTrace(game, 'alphabeta', { cut: 'gt', offAt: 5 })));
		expect([gt?.kind, gt?.conventions.map((finding) => finding.facts.rule)]).toEqual([
			'wrong-value',
			[]
		]);
	});

	it('says what the window and values were', () => {
		const [tree] = GAMES.tree as [Game, null];
		const stale = diagnose(file(studentTrace(tree, 'alphabeta', { stale: true })));
		expect(stale?.facts).toEqual({ window: [-Infinity, Infinity], expectedWindow: [-Infinity, 3] });
		const [board] = GAMES.board as [Game, null];
		const tie = diagnose(file(studentTrace(board, 'alphabeta', { lastTie: true })));
		expect(tie?.facts).toEqual({ move: 6, expectedMove: 4, found: 10 });
	});
});

// The page's side by side steps a student's trace and ours by the pairing of any two searches.
const pairCalls = (student: Trace, reference: Trace): number[] => {
	const pairing = new CallPairing(student, reference);
	return [0, ...Array.from({ length: student.calls }, (_, i) => pairing.twin('first', i + 1) ?? 0)];
};

describe("the side by side pairing of a student's calls with ours", () => {
	it("matches the student's calls with ours by caller and move, none past our cuts or for a move again", () => {
		const [tree] = GAMES.tree as [Game, null];
		const never = file(studentTrace(tree, 'alphabeta', { cut: 'never' }));
		const found = diagnose(never);
		const pairs = pairCalls(never.trace as Trace, found?.reference as Trace);
		expect(Array.from(pairs.slice(1, 12))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 10]);
		const [board] = GAMES.board as [Game, null];
		const twice = file(studentTrace(board, 'minimax', { twice: true }));
		const ours = diagnose(twice)?.reference as Trace;
		expect(Array.from(pairCalls(twice.trace as Trace, ours).slice(1, 6))).toEqual([1, 2, 3, 0, 4]);
	});
});
