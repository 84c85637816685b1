import { describe, expect, it } from 'vitest';
import { InputError, type Trace } from '../../../src/lib/engine/index';
import { readAnyFile } from '../../../src/lib/engine/run-file';
import { packTrace, unpackTrace } from '../../../src/lib/engine/trace';
import type { TraceFile } from '../../../src/lib/engine/import';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { alphaBeta, minimax } from '../../searches';
import { studentTrace } from './student-search';

const read = (text: string, maxCalls?: number): TraceFile => {
	const found = readAnyFile(text, maxCalls === undefined ? {} : { maxCalls });
	if (found.kind !== 'trace') throw new Error('not a trace');
	return found.file;
};

/** Expects `text` refused with an `InputError` of `code`. */
function refused(text: string, code: string, maxCalls?: number): void {
	try {
		read(text, maxCalls);
	} catch (error) {
		expect(error).toBeInstanceOf(InputError);
		expect((error as InputError).code).toBe(code);
		return;
	}
	expect.unreachable(`read, expected ${code}`);
}

/** Every call's place, move, value and window, as the reader and our search give them. */
function calls(trace: Trace): unknown[] {
	return Array.from({ length: trace.calls }, (_, index) => {
		const id = index + 1;
		return [
			trace.parent(id),
			trace.via(id),
			trace.bestMove(id),
			trace.score(id),
			trace.alpha(id),
			trace.beta(id)
		];
	});
}

type Json = Record<string, unknown>;
const edited = (text: string, edit: (file: Json, records: Json[]) => void): string => {
	const file = JSON.parse(text) as Json;
	edit(file, file.trace as Json[]);
	return JSON.stringify(file);
};

describe('reading a program trace', () => {
	it('reads a correct alpha-beta as our own search, its moves and cuts inferred', () => {
		const game = boardGame(ARTICLE_BOARD);
		const file = read(studentTrace(game, 'alphabeta'));
		const ours = alphaBeta(game);
		expect(file.program).toEqual({
			language: 'typescript',
			function: 'search',
			tracer: 'test',
			windows: true
		});
		expect(calls(file.trace as Trace)).toEqual(calls(ours));
		expect(file.figures).toEqual({
			calls: ours.calls,
			score: 10,
			move: 4,
			prunedBranches: ours.prunedBranches
		});
		expect((file.trace as Trace).cutMoves(1)).toEqual(ours.cutMoves(1));
	});

	it('reads minimax on a tree, and values no game gives (±1, a window of ±1000)', () => {
		const game = parseTree(ARTICLE_TREE);
		expect(calls(read(studentTrace(game, 'minimax')).trace as Trace)).toEqual(calls(minimax(game)));
		const board = boardGame(ARTICLE_BOARD);
		const unit = read(studentTrace(board, 'minimax', { scale: (score) => score / 10 }))
			.trace as Trace;
		expect([unit.score(1), unit.calls]).toEqual([1, minimax(board).calls]);
		const wide = edited(studentTrace(board, 'alphabeta'), (_, records) =>
			records.forEach((record) => {
				if (record.alpha === '-inf') record.alpha = -1000;
			})
		);
		expect((read(wide).trace as Trace).alpha(1)).toBe(-1000);
		// Sent to the page from the worker, its values go with it.
		const { packed } = packTrace(unit);
		expect(unpackTrace(packed, board).score(1)).toBe(1);
		expect(packTrace(minimax(board)).packed.scores).toBeUndefined();
	});

	it('takes what a wrong search does: a finished position played on, a move searched twice', () => {
		const board = boardGame(ARTICLE_BOARD);
		const on = read(studentTrace(board, 'minimax', { noTerminalTest: true })).trace as Trace;
		expect(on.calls).toBeGreaterThan(minimax(board).calls);
		const twice = read(studentTrace(board, 'minimax', { twice: true })).trace as Trace;
		expect(twice.children(1).map((child) => twice.via(child))).toEqual([1, 1, 4, 4, 6, 6]);
	});

	it('refuses a file that is not a trace, another search, another game, and one over the limits', () => {
		const game = boardGame(ARTICLE_BOARD);
		const text = studentTrace(game, 'alphabeta');
		refused('{"hello":1}', 'fileNoFormat');
		refused(
			edited(text, (file) => (file.algorithm = 'pvs')),
			'programAlgorithm'
		);
		refused(
			edited(text, (file) => (file.program = 'python')),
			'programHeader'
		);
		// Another game than it says: a tree's paths under a board.
		refused(
			studentTrace(parseTree(ARTICLE_TREE), 'minimax').replace('"kind":"tree"', '"kind":"board"'),
			'fileGameNoField'
		);
		refused(
			edited(text, (_, records) => ((records[0] as Json).board = 'XXXXXXXXX')),
			'fileCallDisagrees'
		);
		refused(
			edited(text, (_, records) => ((records[1] as Json).board = 'XOXOXOX..')),
			'fileCallUnreachable'
		);
		refused(
			edited(text, (_, records) => ((records[1] as Json).player = 'X')),
			'fileCallDisagrees'
		);
		refused(
			edited(text, (_, records) => ((records[2] as Json).parent = 9)),
			'fileCallParent'
		);
		refused(
			edited(text, (_, records) => ((records[2] as Json).score = 'ten')),
			'fileCallType'
		);
		refused(
			edited(text, (_, records) =>
				Object.assign(records[3] as Json, { score: null, error: 'IndexError' })
			),
			'programRaised'
		);
		refused(
			edited(text, (file) => (file.calls = 3)),
			'fileRecordCount'
		);
		refused(text, 'fileTooManyRecords', 5);
	});
});
