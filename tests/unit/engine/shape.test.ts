import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputError, type ImportProgress, type Trace } from '../../../src/lib/engine/index';
import { IMPORT_LIMITS, readTrace, readTraceJson } from '../../../src/lib/engine/import';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { checkShape, MAX_NESTING } from '../../../src/lib/engine/shape';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../traces';
import { alphaBeta, minimax } from '../../searches';

const text = (trace: Trace): string => [...traceJsonChunks(trace)].join('');
const article = text(minimax(boardGame(ARTICLE_BOARD)));
/** A trace file whose game is a tree nested `depth` lists deep (as a hostile file would be). */
const nested = (depth: number): string =>
	`{"format":"minimax-lab-trace","version":1,"algorithm":"minimax","game":{"kind":"tree","tree":${'['.repeat(depth)}1${']'.repeat(depth)},"root":"max"},"calls":1,"score":1,"move":null,"prunedBranches":0,"trace":[]}`;

/** The InputError `read` throws. */
function refusal(read: () => unknown): InputError {
	try {
		read();
	} catch (error) {
		expect(error).toBeInstanceOf(InputError);
		return error as InputError;
	}
	throw new Error('the text was accepted');
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe('the shape of a file, before it is parsed', () => {
	it('refuses nesting past the limit at the bracket that passes it, unparsed', () => {
		expect(IMPORT_LIMITS.maxNesting).toBe(MAX_NESTING);
		expect(MAX_NESTING).toBe(64);
		const parse = vi.spyOn(JSON, 'parse');
		// 2 million lists deep: JSON.parse would build them all before any check could refuse.
		const hostile = nested(1_000_000);
		const error = refusal(() => readTrace(hostile));
		expect(error.code).toBe('fileTooDeep');
		// The root object and the game take two levels, so the 63rd list is the 65th level.
		const at = hostile.indexOf('[') + 63;
		expect(error.message).toBe(
			`The file nests lists and objects more than 64 deep (at character ${at}); a trace needs far fewer.`
		);
		expect(parse).not.toHaveBeenCalled();
	});

	it('lets through the deepest tree a trace can hold, which its own reader then refuses', () => {
		// 31 levels below the file's two: past the tree's own limit, not the file's.
		const error = refusal(() => readTrace(nested(32)));
		expect(error.code).toBe('fileGameInvalid');
		expect(error.message).toMatch(/deeper than the limit of 30 levels/);
		expect(() => readTrace(nested(62))).toThrow(/deeper than the limit of 30 levels/);
		expect(refusal(() => readTrace(nested(63))).code).toBe('fileTooDeep');
	});

	it('skips strings, escaped quotes included, and counts what stands outside them', () => {
		const brackets = '"[[[[\\"{{{{' + '['.repeat(100) + '"';
		const file = { ...(JSON.parse(article) as object), note: JSON.parse(brackets) as string };
		expect(readTraceJson(JSON.stringify(file)).trace.calls).toBe(9);
		expect(() => checkShape(`{"a":"\\\\",${'['.repeat(3)}]]]}`, 3, 0)).toThrow(
			/more than 3 deep \(at character 13\)/
		);
		expect(() => checkShape(`{"a":"\\\\",${'['.repeat(2)}]]}`, 3, 0)).not.toThrow();
	});

	it('counts the records of the top-level "trace" list before parsing, and only those', () => {
		const parse = vi.spyOn(JSON, 'parse');
		const error = refusal(() => readTrace(article, { maxCalls: 8 }));
		expect(error.message).toBe("The file's trace holds 9 records; the limit is 8.");
		expect(parse).not.toHaveBeenCalled();
		// Objects in other lists, nested ones, or under another key do not count.
		expect(() =>
			checkShape('{"other":[{},{},{}],"trace":[{"x":[{},{}]},{}],"game":{"trace":[{},{}]}}', 9, 2)
		).not.toThrow();
		expect(() => checkShape('{"trace":[{},{},{}]}', 9, 2)).toThrow(/holds 3 records/);
		// A list that follows the records is not taken for them.
		expect(() => checkShape('{"trace":[{}],"more":[{},{}]}', 9, 1)).not.toThrow();
	});

	it('reads the files the CLI writes as before', () => {
		for (const trace of [
			minimax(boardGame(ARTICLE_BOARD)),
			alphaBeta(parseTree(ARTICLE_TREE)),
			minimax(boardGame('X...O....'))
		]) {
			expect(readTraceJson(text(trace)).trace.calls).toBe(trace.calls);
		}
	});
});

describe('progress while reading', () => {
	it('tells each phase: parsing, then the records checked, then the calls searched again', () => {
		const told: ImportProgress[] = [];
		readTraceJson(article, { onProgress: (progress) => told.push(progress) });
		expect(told).toEqual([
			{ phase: 'parsing', done: 0, total: 0 },
			{ phase: 'checking', done: 0, total: 9 },
			{ phase: 'verifying', done: 0, total: 9 }
		]);
	});

	it('tells the records and calls every 65,536 on a long trace', () => {
		// A flat tree of 99,998 leaves: 99,999 calls.
		const leaves = Array.from({ length: 99_998 }, (_, index) => index % 7);
		const trace = minimax(parseTree(JSON.stringify(leaves)));
		const told: ImportProgress[] = [];
		readTraceJson(text(trace), { onProgress: (progress) => told.push(progress) });
		expect(told).toEqual([
			{ phase: 'parsing', done: 0, total: 0 },
			{ phase: 'checking', done: 0, total: 99_999 },
			{ phase: 'checking', done: 65_536, total: 99_999 },
			{ phase: 'verifying', done: 0, total: 99_999 },
			{ phase: 'verifying', done: 65_536, total: 99_999 }
		]);
	});
});
