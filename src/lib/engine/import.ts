import { alphaBeta } from './alphabeta';
import { InputError, type ShownValue } from './errors';
import type { Game } from './game';
import { callRecord, summarize, type CallRecord, type TraceSummary } from './json';
import { minimax } from './minimax';
import { boardGame, type Mark } from './tictactoe';
import type { Algorithm, Trace } from './trace';
import { treeGame, type RootKind } from './tree';

/**
 * Reads a trace saved by the CLI (README.md, "The trace format") back into a `Trace`.
 *
 * The file's records are not trusted as data: the game is rebuilt from its description, the
 * same search runs again (searches are deterministic), and the file is accepted only if every
 * header figure and every record is exactly what that search gives. So an imported trace can
 * always be stepped, and a hand-edited file is refused with the first place it differs.
 */

export const IMPORT_LIMITS = {
	/** Most characters read (the full game's minimax trace is about 72 MB). */
	maxBytes: 120_000_000,
	/** Most calls accepted (the full game has 549,946). */
	maxCalls: 600_000
} as const;

export interface ImportLimits {
	maxBytes?: number;
	maxCalls?: number;
}

export interface ImportedTrace {
	game: Game;
	algorithm: Algorithm;
	trace: Trace;
}

const ALGORITHMS: readonly Algorithm[] = ['minimax', 'alphabeta'];
const HEADER_FIELDS = ['algorithm', 'game', 'calls', 'score', 'move', 'prunedBranches', 'trace'];
const FIGURES = ['calls', 'score', 'move', 'prunedBranches'] as const;
/** Longest piece of the file quoted back in a message. */
const QUOTE = 60;

type JsonObject = Record<string, unknown>;

export function readTraceJson(text: string, limits: ImportLimits = {}): ImportedTrace {
	const maxBytes = limits.maxBytes ?? IMPORT_LIMITS.maxBytes;
	const maxCalls = limits.maxCalls ?? IMPORT_LIMITS.maxCalls;
	// Before parsing: a parsed file takes several times its size in memory.
	if (text.length > maxBytes) {
		throw new InputError('fileTooLong', { length: text.length, limit: maxBytes });
	}
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		throw new InputError('fileNotJson', { reason: clip(reason, 2 * QUOTE) });
	}
	if (!isObject(value)) {
		throw new InputError('fileNotObject', { value: show(value) });
	}
	const unknown = Object.keys(value).find((key) => !HEADER_FIELDS.includes(key));
	if (unknown !== undefined) {
		throw new InputError('fileUnknownField', { field: clip(unknown, QUOTE) });
	}

	const algorithm = readAlgorithm(value);
	const game = readGame(value);
	const calls = readCalls(value, maxCalls);
	const records = value.trace;
	if (records === undefined) {
		throw new InputError('fileNoRecords');
	}
	if (!Array.isArray(records)) {
		throw new InputError('fileTraceNotList', { value: show(records) });
	}
	if (records.length > maxCalls) {
		throw new InputError('fileTooManyRecords', { records: records.length, limit: maxCalls });
	}

	const trace = algorithm === 'alphabeta' ? alphaBeta(game) : minimax(game);
	const summary = summarize(trace);
	for (const figure of FIGURES) {
		if (!(figure in value)) throw new InputError('fileNoField', { field: figure });
		if (!same(value[figure], summary[figure])) {
			throw new InputError('fileFigureDiffers', {
				field: figure,
				value: show(value[figure]),
				expected: shown(summary, figure)
			});
		}
	}
	if (records.length !== calls) {
		throw new InputError('fileRecordCount', { records: records.length, calls });
	}
	records.forEach((record: unknown, index) => checkRecord(record, index, trace));
	return { game, algorithm, trace };
}

function readAlgorithm(file: JsonObject): Algorithm {
	const name = file.algorithm;
	if (name === undefined) {
		throw new InputError('fileNoAlgorithm');
	}
	const algorithm = ALGORITHMS.find((known) => known === name);
	if (algorithm === undefined) {
		throw new InputError('fileBadAlgorithm', { value: show(name) });
	}
	return algorithm;
}

function readGame(file: JsonObject): Game {
	const game = file.game;
	if (!isObject(game)) {
		throw new InputError('fileGameNotObject', { value: show(game) });
	}
	if (game.kind !== 'board' && game.kind !== 'tree') {
		throw new InputError('fileGameKind', { value: show(game.kind) });
	}
	const fields = game.kind === 'board' ? ['board', 'toMove', 'ai'] : ['tree', 'root'];
	const unknown = Object.keys(game).find((key) => key !== 'kind' && !fields.includes(key));
	if (unknown !== undefined) {
		throw new InputError('fileGameUnknownField', { field: clip(unknown, QUOTE) });
	}
	const missing = fields.find((key) => !(key in game));
	if (missing !== undefined) throw new InputError('fileGameNoField', { field: missing });
	if (game.kind === 'board') {
		const board = game.board;
		// boardGame quotes the whole board in its messages, so keep that short.
		if (typeof board !== 'string' || board.length > QUOTE) {
			throw new InputError('fileGameBoard', { value: show(board) });
		}
		const toMove = oneOf<Mark>('toMove', game.toMove, ['X', 'O']);
		const ai = oneOf<Mark>('ai', game.ai, ['X', 'O']);
		return validated(() => boardGame(board, { toMove, ai }));
	}
	const root = oneOf<RootKind>('root', game.root, ['max', 'min']);
	return validated(() => treeGame(game.tree, { root }));
}

function readCalls(file: JsonObject, maxCalls: number): number {
	const calls = file.calls;
	if (calls === undefined) throw new InputError('fileNoField', { field: 'calls' });
	if (typeof calls !== 'number' || !Number.isInteger(calls) || calls < 1) {
		throw new InputError('fileBadCalls', { value: show(calls) });
	}
	if (calls > maxCalls) {
		throw new InputError('fileTooManyCalls', { calls, limit: maxCalls });
	}
	return calls;
}

/** Compares one record with the search's, field by field, in the order the CLI writes them. */
function checkRecord(record: unknown, index: number, trace: Trace): void {
	const position = index + 1;
	if (!isObject(record)) {
		throw new InputError('fileRecordNotCall', { record: position, value: show(record) });
	}
	if (record.id !== position) {
		throw new InputError('fileRecordId', { record: position, value: show(record.id) });
	}
	const expected = callRecord(trace, position);
	for (const field of Object.keys(expected) as (keyof CallRecord)[]) {
		if (!(field in record)) throw new InputError('fileCallNoField', { call: position, field });
		if (!same(record[field], expected[field])) {
			throw new InputError('fileCallDiffers', {
				call: position,
				field,
				value: show(record[field]),
				expected: shown(expected, field)
			});
		}
	}
	const unknown = Object.keys(record).find((key) => !(key in expected));
	if (unknown !== undefined) {
		throw new InputError('fileCallUnknownField', { call: position, field: clip(unknown, QUOTE) });
	}
}

/**
 * Runs a board or tree validator; its error already says what is wrong and where (and cuts
 * quoted input short itself: the board to 60 characters above, a string leaf to 60).
 */
function validated(build: () => Game): Game {
	try {
		return build();
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		throw new InputError('fileGameInvalid', { cause: error.data });
	}
}

function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
	const found = allowed.find((name) => name === value);
	if (found === undefined) {
		throw new InputError('fileGameChoice', { field, value: show(value), allowed });
	}
	return found;
}

function isObject(value: unknown): value is JsonObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Equal as JSON values: numbers, strings, null, or arrays of numbers (a record's `pruned`). */
function same(actual: unknown, expected: unknown): boolean {
	if (Array.isArray(expected)) {
		return (
			Array.isArray(actual) &&
			actual.length === expected.length &&
			expected.every((item, index) => actual[index] === item)
		);
	}
	return actual === expected;
}

/** A value from the file, for a message: short, and never the whole of a big value. */
function show(value: unknown): ShownValue {
	if (value === undefined) return { kind: 'missing' };
	if (Array.isArray(value)) {
		// Short lists of numbers (a `pruned` list) are shown; anything else is only sized up.
		if (value.length <= 10 && value.every((item) => typeof item === 'number')) {
			return { kind: 'text', text: clip(JSON.stringify(value), QUOTE) };
		}
		return { kind: 'list', items: value.length };
	}
	if (isObject(value)) return { kind: 'object' };
	if (typeof value === 'string') return { kind: 'text', text: JSON.stringify(clip(value, QUOTE)) };
	return { kind: 'text', text: clip(JSON.stringify(value), QUOTE) };
}

/** A value the search produced, for a message. */
function shown<T extends CallRecord | TraceSummary>(source: T, field: keyof T): ShownValue {
	return { kind: 'text', text: JSON.stringify(source[field]) };
}

function clip(text: string, length: number): string {
	return text.length > length ? `${text.slice(0, length)}…` : text;
}
