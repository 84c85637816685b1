import { InputError, type FigureField } from './errors';
import { isCount, isObject, own, type JsonObject } from './fields';
import { filePlaces } from './file-places';
import type { Game } from './game';
import { gameModule, isGameKind } from './game-catalog';
import { TRACE_FORMAT, TRACE_VERSION, type TraceSummary } from './json';
import { clip, show } from './quote';
import { rebuild } from './rebuild';
import { checkShape, MAX_NESTING } from './shape';
import { isCutRule } from './cut-rule';
import { isMoveOrdering } from './oracle';
import { depthCeiling, settingsFor, type SearchSettings } from './search';
import { checkSettings, plainOptions } from './search-settings';
import { isSearchId, runsBy, type SearchId } from './search-catalog';
import type { SearchOption } from './options';
import { fitsOption, readableOptions } from './option-values';
import type { Trace } from './trace';
import type { ProgramInfo } from './program-trace';
import { differenceError, isPlacing, verifyTraceFile } from './verify';

/**
 * Reads a trace file (docs/trace-format.md, version 1) back into a `Trace` without
 * searching: the columns are rebuilt from the records, as a trace written by another program
 * would have to be. Everything the records say is checked against the structure they describe
 * (ids in order, parents open in depth-first order, depths, each board, path or move string one
 * legal move from its caller's, the side to move, the moves left unsearched, the summary), and a
 * file that breaks it is refused with an `InputError` naming the call. Whether the trace is the
 * search this program makes is a separate question: `verifyTrace` (verify.ts).
 *
 * Readers accept fields they do not know, in the header, the game and the records, so a later
 * version 1 file with more in it still reads. A file without "format" (written before version
 * 1) is refused with that reason; its records were the same, so saving it again fixes it.
 */

export const IMPORT_LIMITS = {
	/** Most characters read (the full game's minimax trace is about 80 MB). */
	maxBytes: 120_000_000,
	/** Most calls accepted (the full game has 549,946). */
	maxCalls: 600_000,
	/** Deepest nesting of lists and objects (a trace needs 34 at most), checked before parsing. */
	maxNesting: MAX_NESTING
} as const;

export type ImportLimits = { [K in keyof typeof IMPORT_LIMITS]?: number };

/**
 * How far reading has got, for a progress bar: the text is being parsed (`done` and `total` 0),
 * its records rebuilt into columns, or the search run again to compare; `done` of `total` calls,
 * told every 65,536 calls.
 */
export interface ImportProgress {
	readonly phase: 'parsing' | 'checking' | 'verifying';
	readonly done: number;
	readonly total: number;
}

export interface ImportOptions extends ImportLimits {
	readonly onProgress?: (progress: ImportProgress) => void;
	/**
	 * The most calls the search run again to compare may be estimated at: the page's
	 * `callCeiling` by default (verify.ts).
	 */
	readonly searchCeiling?: number;
}

export interface ImportedTrace {
	game: Game;
	settings: SearchSettings;
	trace: Trace;
}

/** The summary figures a file states, as it writes them (a move, Connect Four's column 1-7). */
type TraceFigures = Readonly<Pick<TraceSummary, FigureField | 'calls'>>;

/** What a trace file holds, read and checked for structure but not searched again. */
export interface TraceFile {
	readonly settings: SearchSettings;
	readonly game: Game;
	readonly figures: TraceFigures;
	/** Rebuilt from the records; null for a summary-only file (the CLI's `--summary`). */
	readonly trace: Trace | null;
	/** A student's trace (program-trace.ts): who wrote it; its records are not our search's. */
	readonly program?: ProgramInfo;
}

/**
 * Reads a file, checks it and searches again: the page's import. Throws `InputError` when the
 * file cannot be read, breaks its own structure, holds only a summary, or is not exactly the
 * search this program makes on its game (the first difference is named).
 */
export function readTraceJson(text: string, options: ImportOptions = {}): ImportedTrace {
	const { game, settings, trace } = readAndVerify(text, options, false);
	return { game, settings, trace: trace as Trace };
}

/**
 * Reads a file and compares it with its search run again (sized first: `checkSearchAgainSize`),
 * throwing the first problem; a summary-only file is compared by its figures when `summaries`
 * (the CLI), else refused. A call placed elsewhere than the search places it is named before
 * any `pruned` list it upset in its callers, so a moved call is named by its own id.
 */
export function readAndVerify(
	text: string | JsonObject,
	options: ImportOptions = {},
	summaries = true
): TraceFile {
	const { file, pending } = readTraceFile(text, options, true);
	const { trace } = file;
	if (trace === null && !summaries) throw new InputError('fileNoRecords');
	const { onProgress } = options;
	const total = file.figures.calls;
	onProgress?.({ phase: 'verifying', done: 0, total });
	const difference = verifyTraceFile(file, {
		onProgress: (done) => onProgress?.({ phase: 'verifying', done, total }),
		...(options.searchCeiling === undefined ? {} : { ceiling: options.searchCeiling })
	});
	if (difference !== null && isPlacing(difference, file.game)) throw differenceError(difference);
	if (pending !== null) throw pending;
	if (difference !== null) throw differenceError(difference);
	return file;
}

/** A UTF-8 byte-order mark: the page's `TextDecoder` drops it, so every reader does. */
const BYTE_ORDER_MARK = 0xfeff;

/** A file's text as a JSON object with a `format`, checked for size and nesting before parsing. */
export function parseFile(withMark: string, options: ImportOptions): JsonObject {
	const text = withMark.charCodeAt(0) === BYTE_ORDER_MARK ? withMark.slice(1) : withMark;
	const maxBytes = options.maxBytes ?? IMPORT_LIMITS.maxBytes;
	// Before parsing: a parsed file takes several times its size in memory, and a deep one
	// takes JSON.parse seconds to build (shape.ts).
	if (text.length > maxBytes) {
		throw new InputError('fileTooLong', { length: text.length, limit: maxBytes });
	}
	options.onProgress?.({ phase: 'parsing', done: 0, total: 0 });
	const maxCalls = options.maxCalls ?? IMPORT_LIMITS.maxCalls;
	checkShape(text, options.maxNesting ?? IMPORT_LIMITS.maxNesting, maxCalls);
	let file: unknown;
	try {
		file = JSON.parse(text);
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		throw new InputError('fileNotJson', { reason: clip(reason, 120) });
	}
	if (!isObject(file)) throw new InputError('fileNotObject', { value: show(file) });
	if (!Object.hasOwn(file, 'format')) throw new InputError('fileNoFormat');
	return file;
}

/** Reads a version 1 trace file without searching; throws `InputError` naming the problem. */
export function readTrace(text: string, options: ImportOptions = {}): TraceFile {
	const { file, pending } = readTraceFile(text, options, false);
	if (pending !== null) throw pending;
	return file;
}

/** Throws unless `file` says it is a trace file of the version this reads. */
export function checkFormat(file: JsonObject): void {
	if (file.format !== TRACE_FORMAT)
		throw new InputError('fileFormat', { value: show(file.format) });
	const version = own(file, 'version');
	if (version !== TRACE_VERSION) throw new InputError('fileVersion', { value: show(version) });
}

/** The file's records: a list, within the limit, as many as its header's `calls` says. */
export function recordsOf(file: JsonObject, calls: unknown, maxCalls: number): unknown[] {
	const records = own(file, 'trace');
	if (!Array.isArray(records)) throw new InputError('fileTraceNotList', { value: show(records) });
	if (records.length > maxCalls)
		throw new InputError('fileTooManyRecords', { records: records.length, limit: maxCalls });
	if (calls !== records.length)
		throw new InputError('fileRecordCount', { records: records.length, calls: Number(calls) });
	return records;
}

/**
 * `readTrace`, with `defer`: a `pruned` list or summary figure that disagrees with the records
 * is returned as `pending` instead of thrown (see `rebuild`).
 */
function readTraceFile(
	text: string | JsonObject,
	options: ImportOptions,
	defer: boolean
): { file: TraceFile; pending: InputError | null } {
	const file = typeof text === 'string' ? parseFile(text, options) : text;
	const maxCalls = options.maxCalls ?? IMPORT_LIMITS.maxCalls;
	const { onProgress } = options;
	checkFormat(file);
	const algorithm = readAlgorithm(file);
	const game = readGame(file);
	const settings = readSettings(file, game, algorithm);
	const figures = readFigures(file, maxCalls);
	if (!Object.hasOwn(file, 'trace'))
		return { file: { settings, game, figures, trace: null }, pending: null };
	const records = recordsOf(file, figures.calls, maxCalls);
	const total = records.length;
	onProgress?.({ phase: 'checking', done: 0, total });
	const { trace, pending } = rebuild(
		records,
		game,
		settings,
		(done) => onProgress?.({ phase: 'checking', done, total }),
		defer
	);
	// The summary says again what the records say: the root's score and move, the cuts.
	const { rootMove } = trace;
	for (const [field, value] of [
		['score', trace.rootScore],
		['move', rootMove === null ? null : filePlaces(game).write(rootMove)],
		['prunedBranches', trace.prunedBranches],
		...(trace.averages ? ([['exact', trace.exactScore(1)?.toString()]] as const) : [])
	] as const) {
		if (figures[field] !== value) {
			const problem = new InputError('fileFigureRecords', {
				field,
				value: show(figures[field]),
				expected: show(value)
			});
			if (!defer) throw problem;
			return { file: { settings, game, figures, trace }, pending: pending ?? problem };
		}
	}
	return { file: { settings, game, figures, trace }, pending };
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

function readAlgorithm(file: JsonObject): SearchId {
	if (!Object.hasOwn(file, 'algorithm')) throw new InputError('fileNoAlgorithm');
	const algorithm = file.algorithm;
	// A trace file holds a search by calls (one by iterations writes a record of its own).
	if (!isSearchId(algorithm) || runsBy(algorithm) !== 'calls') {
		throw new InputError('fileBadAlgorithm', { value: show(file.algorithm) });
	}
	return algorithm;
}

/**
 * The optional `depthLimit` (a whole number), `symmetry` (true or false), `order` (`best` or
 * `worst`; missing: as given), `cut` (`gt`; missing: `ge`) and the searches' options, each under
 * its key (iterative deepening's `aspiration`, a positive number; missing: its fallback), checked
 * for the game.
 */
export function readSettings(file: JsonObject, game: Game, algorithm: SearchId): SearchSettings {
	const setting = <T>(
		field: string,
		missing: T,
		fits: (value: unknown) => value is T,
		want: string
	) => {
		const value = own(file, field) ?? missing;
		if (!fits(value)) throw new InputError('fileBadSettings', { field, value: show(value), want });
		return value;
	};
	const depthLimit = setting(
		'depthLimit',
		null,
		(value): value is number | null => value === null || (isCount(value) && value > 0),
		'a whole number, 1 or more, or missing'
	);
	const symmetry = setting('symmetry', false, isBoolean, 'true or false, or missing');
	const order = setting('order', 'given', isMoveOrdering, '"best", "worst" or "given", or missing');
	const cut = setting('cut', 'ge', isCutRule, '"gt" or "ge", or missing');
	const options = readFileOptions(file, readableOptions(algorithm), 'key', ', or missing');
	const plain = plainOptions({ algorithm, depthLimit, symmetry, order, cut, options });
	// Without a limit, a game too big to search to its end takes its default, as `search` does.
	const settings = settingsFor(game, plain);
	checkSettings(game, settings, depthCeiling(game));
	return settings;
}

/**
 * The options a file gives, each under its `key` or its CLI `flag`: missing ones left out when
 * `missing` says how a refusal words that they may be, else refused.
 */
export function readFileOptions(
	file: JsonObject,
	options: readonly SearchOption[],
	under: 'key' | 'flag',
	missing?: string
): Record<string, number> {
	const read: Record<string, number> = {};
	for (const option of options) {
		const value = own(file, option[under]);
		if (value === undefined && missing !== undefined) continue;
		if (typeof value !== 'number' || !fitsOption(option, value)) {
			const want = `${optionWanted(option)}${missing ?? ''}`;
			throw new InputError('fileBadSettings', { field: option[under], value: show(value), want });
		}
		read[option.key] = value;
	}
	return read;
}

/** What an option's field must hold, as a file's refusal says it. */
function optionWanted(option: SearchOption): string {
	const { min, max, integer, minExclusive } = option;
	const kind = integer ? 'a whole number' : 'a number';
	if (max === Infinity)
		return min === 0 && minExclusive === true ? 'a positive number' : `${kind}, ${min} or more`;
	return `${kind} from ${min} to ${max}`;
}

export function readGame(file: JsonObject): Game {
	const game = own(file, 'game');
	if (!isObject(game)) throw new InputError('fileGameNotObject', { value: show(game) });
	const kind = own(game, 'kind');
	const format = isGameKind(kind) ? gameModule(kind).file : undefined;
	if (format === undefined) throw new InputError('fileGameKind', { value: show(kind) });
	const missing = format.fields.find((key) => !Object.hasOwn(game, key));
	if (missing !== undefined) throw new InputError('fileGameNoField', { field: missing });
	return format.read(game);
}

function readFigures(file: JsonObject, maxCalls: number): TraceFigures {
	for (const field of ['calls', 'score', 'move', 'prunedBranches']) {
		if (!Object.hasOwn(file, field)) throw new InputError('fileNoField', { field });
	}
	const { calls, score, move, prunedBranches } = file;
	if (!isCount(calls) || calls < 1) throw new InputError('fileBadCalls', { value: show(calls) });
	if (calls > maxCalls) throw new InputError('fileTooManyCalls', { calls, limit: maxCalls });
	const exact = own(file, 'exact');
	const wrong = (field: FigureField, value: unknown) =>
		new InputError('fileFigureType', { field, value: show(value) });
	if (typeof score !== 'number' || !Number.isFinite(score)) throw wrong('score', score);
	if (move !== null && !isCount(move)) throw wrong('move', move);
	if (!isCount(prunedBranches)) throw wrong('prunedBranches', prunedBranches);
	if (exact !== undefined && typeof exact !== 'string') throw wrong('exact', exact);
	return { calls, score, move, prunedBranches, ...(exact === undefined ? {} : { exact }) };
}
