import { alphaBeta } from './alphabeta';
import { InputError } from './errors';
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
		throw new InputError(
			`The file is ${count(text.length)} characters long; the limit is ${count(maxBytes)}.`
		);
	}
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		throw new InputError(`The file is not valid JSON: ${clip(reason, 2 * QUOTE)}.`);
	}
	if (!isObject(value)) {
		throw new InputError(
			`The file holds ${show(value)}, not a trace object with "algorithm", "game" and "trace".`
		);
	}
	const unknown = Object.keys(value).find((key) => !HEADER_FIELDS.includes(key));
	if (unknown !== undefined) {
		throw new InputError(`The file has an unknown field ${show(unknown)}.`);
	}

	const algorithm = readAlgorithm(value);
	const game = readGame(value);
	const calls = readCalls(value, maxCalls);
	const records = value.trace;
	if (records === undefined) {
		throw new InputError(
			'The file holds no call records, only a summary (as the CLI writes with --summary); save the trace again without --summary.'
		);
	}
	if (!Array.isArray(records)) {
		throw new InputError(`The file's "trace" is ${show(records)}; it must be an array of calls.`);
	}
	if (records.length > maxCalls) {
		throw new InputError(
			`The file's trace holds ${count(records.length)} records; the limit is ${count(maxCalls)}.`
		);
	}

	const trace = algorithm === 'alphabeta' ? alphaBeta(game) : minimax(game);
	const summary = summarize(trace);
	for (const figure of FIGURES) {
		if (!(figure in value)) throw new InputError(`The file has no "${figure}" field.`);
		if (!same(value[figure], summary[figure])) {
			throw new InputError(
				`The file says ${figure} ${show(value[figure])}, but searching this game gives ${shown(summary, figure)}.`
			);
		}
	}
	if (records.length !== calls) {
		throw new InputError(
			`The file's trace holds ${count(records.length)} records, but it says ${count(calls)} calls.`
		);
	}
	records.forEach((record: unknown, index) => checkRecord(record, index, trace));
	return { game, algorithm, trace };
}

function readAlgorithm(file: JsonObject): Algorithm {
	const name = file.algorithm;
	if (name === undefined) {
		throw new InputError('The file has no "algorithm"; it must be "minimax" or "alphabeta".');
	}
	const algorithm = ALGORITHMS.find((known) => known === name);
	if (algorithm === undefined) {
		throw new InputError(
			`The file's algorithm is ${show(name)}; it must be "minimax" or "alphabeta".`
		);
	}
	return algorithm;
}

function readGame(file: JsonObject): Game {
	const game = file.game;
	if (!isObject(game)) {
		throw new InputError(
			`The file's "game" is ${show(game)}; it must describe a board or a tree (an object).`
		);
	}
	if (game.kind !== 'board' && game.kind !== 'tree') {
		throw new InputError(`The game's kind is ${show(game.kind)}; it must be "board" or "tree".`);
	}
	const fields = game.kind === 'board' ? ['board', 'toMove', 'ai'] : ['tree', 'root'];
	const unknown = Object.keys(game).find((key) => key !== 'kind' && !fields.includes(key));
	if (unknown !== undefined) {
		throw new InputError(`The game has an unknown field ${show(unknown)}.`);
	}
	const missing = fields.find((key) => !(key in game));
	if (missing !== undefined) throw new InputError(`The game has no "${missing}" field.`);
	if (game.kind === 'board') {
		const board = game.board;
		// boardGame quotes the whole board in its messages, so keep that short.
		if (typeof board !== 'string' || board.length > QUOTE) {
			throw new InputError(
				`The game's board is ${show(board)}; it must be 9 cells such as "O.XX.X.OO".`
			);
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
	if (calls === undefined) throw new InputError('The file has no "calls" field.');
	if (typeof calls !== 'number' || !Number.isInteger(calls) || calls < 1) {
		throw new InputError(
			`The file's calls is ${show(calls)}; it must be a whole number, 1 or more.`
		);
	}
	if (calls > maxCalls) {
		throw new InputError(`The file says ${count(calls)} calls; the limit is ${count(maxCalls)}.`);
	}
	return calls;
}

/** Compares one record with the search's, field by field, in the order the CLI writes them. */
function checkRecord(record: unknown, index: number, trace: Trace): void {
	const position = index + 1;
	if (!isObject(record)) {
		throw new InputError(`Record ${count(position)} of the trace is ${show(record)}, not a call.`);
	}
	if (record.id !== position) {
		throw new InputError(
			`Record ${count(position)} of the trace has id ${show(record.id)}; records must run 1, 2, 3, … in order.`
		);
	}
	const expected = callRecord(trace, position);
	for (const field of Object.keys(expected) as (keyof CallRecord)[]) {
		if (!(field in record))
			throw new InputError(`Call ${count(position)} has no "${field}" field.`);
		if (!same(record[field], expected[field])) {
			throw new InputError(
				`Call ${count(position)} says ${field} ${show(record[field])}, but searching this position gives ${shown(expected, field)}.`
			);
		}
	}
	const unknown = Object.keys(record).find((key) => !(key in expected));
	if (unknown !== undefined) {
		throw new InputError(`Call ${count(position)} has an unknown field ${show(unknown)}.`);
	}
}

/** Runs a board or tree validator; its message already says what is wrong and where. */
function validated(build: () => Game): Game {
	try {
		return build();
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		// The tree validator quotes string leaves whole; shorten any long quote.
		const message = error.message.replace(
			new RegExp(`"((?:[^"\\\\]|\\\\.){${QUOTE}})(?:[^"\\\\]|\\\\.)+"`, 'g'),
			'"$1…"'
		);
		throw new InputError(`The file's game is not valid: ${message}`);
	}
}

function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
	const found = allowed.find((name) => name === value);
	if (found === undefined) {
		const names = allowed.map((name) => `"${name}"`).join(' or ');
		throw new InputError(`The game's ${field} is ${show(value)}; it must be ${names}.`);
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
function show(value: unknown): string {
	if (value === undefined) return 'missing';
	if (Array.isArray(value)) {
		// Short lists of numbers (a `pruned` list) are shown; anything else is only sized up.
		if (value.length <= 10 && value.every((item) => typeof item === 'number')) {
			return clip(JSON.stringify(value), QUOTE);
		}
		return `a list of ${count(value.length)} items`;
	}
	if (isObject(value)) return 'an object';
	if (typeof value === 'string') return JSON.stringify(clip(value, QUOTE));
	return clip(JSON.stringify(value), QUOTE);
}

/** A value the search produced, for a message. */
function shown<T extends CallRecord | TraceSummary>(source: T, field: keyof T): string {
	return JSON.stringify(source[field]);
}

function clip(text: string, length: number): string {
	return text.length > length ? `${text.slice(0, length)}…` : text;
}

const count = (n: number): string => n.toLocaleString('en-US');
