import { afterAll, describe, expect, it } from 'vitest';
import { boardGame, type TicTacToe } from '../../../src/lib/games/tictactoe/rules';
import { treeGame } from '../../../src/lib/games/tree/rules';
import { ValueScale } from '../../../src/lib/engine/scale';
import type { Trace } from '../../../src/lib/engine/index';
import { alphaBeta, minimax } from '../../searches';

/**
 * A reference minimax written independently of the engine (a board of characters, lines
 * checked one by one, plain objects), recording what every call saw and returned.
 */
interface ReferenceCall {
	parent: number;
	depth: number;
	board: string;
	via: number | null;
	score: number;
	best: number | null;
}

function referenceMinimax(start: string, toMove: 'X' | 'O', ai: 'X' | 'O'): ReferenceCall[] {
	const lines = ['012', '345', '678', '036', '147', '258', '048', '246'];
	const wins = (board: string[], mark: string) =>
		lines.some((line) => [...line].every((cell) => board[Number(cell)] === mark));
	const calls: ReferenceCall[] = [];
	const visit = (
		board: string[],
		player: 'X' | 'O',
		depth: number,
		parent: number,
		via: number | null
	): number => {
		const record: ReferenceCall = {
			parent,
			depth,
			board: board.join(''),
			via,
			score: 0,
			best: null
		};
		calls.push(record);
		const id = calls.length;
		const other = ai === 'X' ? 'O' : 'X';
		if (wins(board, other)) record.score = -10;
		else if (wins(board, ai)) record.score = 10;
		else if (!board.includes('.')) record.score = 0;
		else {
			let best: number | null = null;
			let bestScore = player === ai ? -Infinity : Infinity;
			board.forEach((cell, index) => {
				if (cell !== '.') return;
				const next = [...board];
				next[index] = player;
				const score = visit(next, player === 'X' ? 'O' : 'X', depth + 1, id, index);
				if (player === ai ? score > bestScore : score < bestScore) {
					bestScore = score;
					best = index;
				}
			});
			record.score = bestScore;
			record.best = best;
		}
		return record.score;
	};
	visit([...start], toMove, 0, 0, null);
	return calls;
}

describe('trace storage', () => {
	// The full game's 549,946 calls, recorded once for the tests that read it (kept until the
	// file is done: the test files share a worker's heap).
	let recorded: Trace | null = null;
	const fullGame = () => (recorded ??= minimax(boardGame('.........')));
	afterAll(() => void (recorded = null));

	it('matches an independent reference call for call over the full game, across storage pages', () => {
		const trace = fullGame();
		const game = trace.game as TicTacToe;
		const reference = referenceMinimax('.........', 'X', 'X');
		expect(trace.calls).toBe(reference.length);
		let mismatches = 0;
		reference.forEach((call, index) => {
			const id = index + 1;
			if (
				(trace.parent(id) ?? 0) !== call.parent ||
				trace.depth(id) !== call.depth ||
				game.board(trace.position(id)) !== call.board ||
				trace.via(id) !== call.via ||
				trace.score(id) !== call.score ||
				trace.bestMove(id) !== call.best
			)
				mismatches++;
		});
		expect(mismatches).toBe(0);
	});

	it('matches the reference with O as the AI and O to move', () => {
		const trace = minimax(boardGame('X...O...X', { ai: 'O', toMove: 'O' }));
		const game = trace.game as TicTacToe;
		const reference = referenceMinimax('X...O...X', 'O', 'O');
		expect(trace.calls).toBe(reference.length);
		const seen = reference.map((_, index) => {
			const id = index + 1;
			return [
				trace.parent(id) ?? 0,
				trace.depth(id),
				game.board(trace.position(id)),
				trace.score(id),
				trace.bestMove(id)
			];
		});
		expect(seen).toEqual(
			reference.map((call) => [call.parent, call.depth, call.board, call.score, call.best])
		);
	});

	it('keeps 16 bytes per call for minimax and 18 for alpha-beta on tic-tac-toe', () => {
		const full = fullGame();
		const pruned = alphaBeta(boardGame('.........'));
		// Slot 0 is unused, hence (N + 1) / N.
		expect(full.bytesPerCall).toBeCloseTo((16 * (full.calls + 1)) / full.calls, 9);
		expect(pruned.bytesPerCall).toBeCloseTo((18 * (pruned.calls + 1)) / pruned.calls, 9);
		expect(full.columns.score).toBeInstanceOf(Uint8Array);
		expect(full.columns.via).toBeInstanceOf(Uint8Array);
		expect(full.column('alpha')).toBeNull();
		expect(Object.keys(full.columns)).toHaveLength(7);
	});

	it('widens columns for trees with many distinct values and wide nodes', () => {
		const values = Array.from({ length: 300 }, (_, index) => index * 0.5 - 40);
		const wide = treeGame([values, [1, 2]]);
		const trace = minimax(wide);
		expect(trace.columns.score).toBeInstanceOf(Uint16Array);
		expect(trace.columns.via).toBeInstanceOf(Uint16Array);
		expect(trace.calls).toBe(1 + 2 + 300 + 2);
		// Root max of [min(values) = -40, min(1, 2) = 1] = 1, reached by move 1.
		expect([trace.rootScore, trace.rootMove]).toEqual([1, 1]);
		expect(trace.via(3 + 299)).toBe(299);
		expect(trace.score(3 + 299)).toBe(109.5);
		expect(trace.bestMove(2)).toBe(0);
	});

	it('derives children, ancestry and paths from the columns', () => {
		const trace = alphaBeta(
			treeGame([
				[
					[3, 17],
					[2, 12]
				],
				[[15], [25, 0]]
			])
		);
		expect(trace.children(1)).toEqual([2, 9]);
		expect(trace.children(2)).toEqual([3, 6]);
		expect(trace.ancestry(8)).toEqual([1, 2, 6, 8]);
		expect(trace.path(8).join('.')).toBe('0.1.1');
		expect(trace.lastDescendant(1)).toBe(trace.calls);
	});
});

describe('value scale', () => {
	it('ranks declared scores in order between the infinities', () => {
		const scale = new ValueScale([10, -10, 0, 10]);
		expect(Array.from(scale.values)).toEqual([-Infinity, -10, 0, 10, Infinity]);
		expect([scale.rank(-10), scale.rank(0), scale.rank(10)]).toEqual([1, 2, 3]);
		expect(scale.value(scale.highest)).toBe(Infinity);
		expect(() => scale.rank(5)).toThrow(RangeError);
	});

	it('ranks fractional and widely spread scores too', () => {
		const scale = new ValueScale([0.25, -1e9, 7, 1e9]);
		expect([scale.rank(-1e9), scale.rank(0.25), scale.rank(7), scale.rank(1e9)]).toEqual([
			1, 2, 3, 4
		]);
		expect(() => scale.rank(0.5)).toThrow(RangeError);
	});
});
