import { callCeiling } from './ceiling';
import { InputError, type ShownValue } from './errors';
import { estimateCalls } from './estimate';
import { filePlaces } from './file-places';
import { formatCount } from './format';
import type { Game } from './game';
import type { TraceFile } from './import';
import { callRecord, summarize, type CallRecord } from './json';
import { CallLimitPassed, TraceRecorder } from './recorder';
import { settingsFor, type SearchSettings } from './search';
import { runSearch } from './run';
import { show } from './quote';
import type { Trace } from './trace';
import type { SearchColumn } from './columns';
import { traceDeclaration } from './search-catalog';
import type { Fraction } from './fraction';

/**
 * Is a trace the search this program makes? Searches are deterministic, so the same search runs
 * again on the trace's game and the two are compared call by call, in id order; the first
 * difference is named as a record field would show it. Reading a file (import.ts) only checks
 * that its records hang together; this is the step that says they are right.
 */

export type TraceDifference =
	/** Call `call` differs in `field` (the first in record order). */
	| {
			readonly kind: 'field';
			readonly call: number;
			readonly field: keyof CallRecord;
			readonly found: unknown;
			readonly expected: unknown;
	  }
	/** The trace goes on past the search's `calls` calls: `call` is its first extra. */
	| { readonly kind: 'extra'; readonly call: number; readonly calls: number }
	/** The trace stops at `calls` calls; the search makes call `call` too. */
	| { readonly kind: 'missing'; readonly call: number; readonly calls: number }
	/** A summary-only file says `calls`; the search was stopped as it made more. */
	| { readonly kind: 'moreCalls'; readonly calls: number }
	/** A summary-only file's figure differs. */
	| {
			readonly kind: 'figure';
			readonly field: 'calls' | 'score' | 'move' | 'prunedBranches' | 'exact';
			readonly found: unknown;
			readonly expected: unknown;
	  };

/** How a file's search is run again: the most calls it may be estimated at, and progress. */
export interface VerifyOptions {
	/** The ceiling of the one who checks: the page's `callCeiling` by default, the CLI's own. */
	readonly ceiling?: number;
	/** Told the calls searched so far every 65,536. */
	readonly onProgress?: (calls: number) => void;
}

/**
 * Throws `fileSearchTooBig` when the search a file names is estimated (estimate.ts, as the page
 * and the CLI size a search they start) past `ceiling`: whatever its header says, a file never
 * starts a search its checker would refuse to start itself.
 */
export function checkSearchAgainSize(
	game: Game,
	asked: SearchSettings,
	fileCalls: number,
	ceiling: number = callCeiling(asked.algorithm)
): void {
	const settings = settingsFor(game, asked);
	const { calls, exact } = estimateCalls(game, settings);
	if (calls <= ceiling) return;
	throw new InputError('fileSearchTooBig', {
		algorithm: settings.algorithm,
		depth: settings.depthLimit,
		calls,
		exact,
		ceiling,
		fileCalls
	});
}

/**
 * The search a file says it is, run again on its game after sizing it, and stopped as soon as
 * it makes one call more than the file holds: no file can be verified by more calls than it
 * has, so the search's memory is bounded by the file's own (at most `IMPORT_LIMITS.maxCalls`).
 * `complete` is false when it was stopped: its trace then holds the file's calls, the last of
 * them maybe still open.
 */
function searchAgain(
	target: Pick<Trace, 'settings' | 'game'>,
	fileCalls: number,
	options: VerifyOptions
): { trace: Trace; complete: boolean } {
	const { game } = target;
	const settings = settingsFor(game, target.settings);
	checkSearchAgainSize(game, settings, fileCalls, options.ceiling);
	const recorder = new TraceRecorder(game, settings, options.onProgress ?? null, null, fileCalls);
	try {
		const { table } = runSearch(game, game.root, recorder, settings);
		return { trace: recorder.finish(table?.size ?? 0), complete: true };
	} catch (error) {
		if (!(error instanceof CallLimitPassed)) throw error;
		return { trace: recorder.finish(), complete: false };
	}
}

/**
 * The first place `trace` differs from a fresh search of its game, or null when it does not.
 * Throws `fileSearchTooBig` when that search is estimated past the ceiling.
 */
export function verifyTrace(trace: Trace, options: VerifyOptions = {}): TraceDifference | null {
	const again = searchAgain(trace, trace.calls, options);
	return firstDifference(trace, again.trace, again.complete);
}

/** `verifyTrace` for a file, or for a summary-only file its four figures. */
export function verifyTraceFile(
	file: TraceFile,
	options: VerifyOptions = {}
): TraceDifference | null {
	if (file.trace !== null) return verifyTrace(file.trace, options);
	const again = searchAgain(file, file.figures.calls, options);
	if (!again.complete) return { kind: 'moreCalls', calls: file.figures.calls };
	const expected = summarize(again.trace);
	const fields = ['calls', 'score', 'move', 'prunedBranches', 'exact'] as const;
	for (const field of expected.exact === undefined ? fields.slice(0, 4) : fields) {
		if (file.figures[field] !== expected[field]) {
			return { kind: 'figure', field, found: file.figures[field], expected: expected[field] };
		}
	}
	return null;
}

/**
 * The record fields that place a call (who called it, how deep, which position, whose turn),
 * set as it starts: compared first, so a call moved elsewhere is named by its own id rather than
 * by the ancestor whose children changed with it.
 */
const PLACING: readonly (keyof CallRecord)[] = ['parent', 'depth', 'player'];

/**
 * A call of `game` placed elsewhere than the search places it: its parent, depth, side to move
 * or position (the record's board, path or move string) differ.
 */
export function isPlacing(difference: TraceDifference, game: Game): boolean {
	return (
		difference.kind === 'field' &&
		(PLACING.includes(difference.field) || difference.field === filePlaces(game).field)
	);
}

/**
 * Compares two traces of the same game call by call: first where each call sits (its parent,
 * depth and position), then everything. `complete` is false for a search stopped as it passed
 * `trace`'s calls: then only the calls it closed are compared in full, and it makes one more.
 */
export function firstDifference(
	trace: Trace,
	search: Trace,
	complete = true
): TraceDifference | null {
	const common = Math.min(trace.calls, search.calls);
	const places = filePlaces(trace.game);
	const placing = [...PLACING, places.field] as (keyof CallRecord)[];
	for (let id = 1; id <= common; id++) {
		if (samePlace(trace, search, id)) continue;
		const found = callRecord(trace, id, places);
		const expected = callRecord(search, id, places);
		for (const field of placing) {
			if (JSON.stringify(found[field]) !== JSON.stringify(expected[field])) {
				return { kind: 'field', call: id, field, found: found[field], expected: expected[field] };
			}
		}
	}
	// A stopped search's calls still open have no result yet: only those it closed are compared.
	const closed = search.columns.last;
	// Scales of values met rank alike only when they hold the same values; else compare values.
	const ranksAlike = sameScale(trace, search);
	const { columns } = traceDeclaration(trace.algorithm);
	for (let id = 1; id <= common; id++) {
		if (!complete && (closed[id] ?? 0) < id) continue;
		if (sameOutcome(trace, search, id, ranksAlike, columns)) continue;
		const found = callRecord(trace, id);
		const expected = callRecord(search, id);
		for (const field of Object.keys(expected) as (keyof CallRecord)[]) {
			if (JSON.stringify(found[field]) !== JSON.stringify(expected[field])) {
				return { kind: 'field', call: id, field, found: found[field], expected: expected[field] };
			}
		}
	}
	if (!complete) return { kind: 'missing', call: trace.calls + 1, calls: trace.calls };
	if (trace.calls > search.calls) {
		return { kind: 'extra', call: search.calls + 1, calls: search.calls };
	}
	if (trace.calls < search.calls) {
		return { kind: 'missing', call: trace.calls + 1, calls: trace.calls };
	}
	return null;
}

/** The columns set as call `id` starts equal: where it sits. */
function samePlace(a: Trace, b: Trace, id: number): boolean {
	const [x, y] = [a.columns, b.columns];
	return (
		x.parent[id] === y.parent[id] &&
		x.depth[id] === y.depth[id] &&
		x.position[id] === y.position[id] &&
		x.via[id] === y.via[id]
	);
}

/**
 * The columns besides its place equal at `id` (`samePlace` has compared the place of every
 * call by then): the fast path, as most calls of a good file are.
 */
function sameOutcome(
	a: Trace,
	b: Trace,
	id: number,
	ranksAlike: boolean,
	declared: readonly SearchColumn[]
): boolean {
	const [x, y] = [a.columns, b.columns];
	// A rank column's values, compared as values when the scales differ; other columns as stored.
	const alike = (name: string, rank: boolean): boolean => {
		const [p, q] = [x[name]?.[id], y[name]?.[id]];
		return ranksAlike || !rank ? p === q : sameValue(a, p, b, q);
	};
	return (
		x.last[id] === y.last[id] &&
		x.best[id] === y.best[id] &&
		alike('score', true) &&
		declared.every(({ name, kind }) => alike(name, kind === 'rank'))
	);
}

/** Two traces whose ranks name the same values: the game's scale, or the same values met. */
function sameScale(a: Trace, b: Trace): boolean {
	const [x, y] = [a.scale.exact, b.scale.exact];
	if (x === null || y === null) return x === y;
	return x.length === y.length && x.every((value, index) => value.equals(y[index] as Fraction));
}

/** Ranks `p` of `a` and `q` of `b` name the same value (both absent counts as the same). */
function sameValue(a: Trace, p: number | undefined, b: Trace, q: number | undefined): boolean {
	if (p === undefined || q === undefined) return p === q;
	const [x, y] = [a.scale.fraction(p), b.scale.fraction(q)];
	if (x === null || y === null) return a.scale.value(p) === b.scale.value(q);
	return x.equals(y);
}

/** The difference as an input error, in the words of either language's catalog. */
export function differenceError(difference: TraceDifference): InputError {
	switch (difference.kind) {
		case 'field':
			return new InputError('fileCallDiffers', {
				call: difference.call,
				field: difference.field,
				value: show(difference.found),
				expected: show(difference.expected)
			});
		case 'extra':
			return new InputError('fileCallExtra', { call: difference.call, calls: difference.calls });
		case 'missing':
			return new InputError('fileCallMissing', { call: difference.call, calls: difference.calls });
		case 'moreCalls':
			return new InputError('fileMoreCalls', { calls: difference.calls });
		case 'figure':
			return new InputError('fileFigureDiffers', {
				field: difference.field,
				value: shownFigure(difference.field, difference.found),
				expected: shownFigure(difference.field, difference.expected)
			});
	}
}

/** A figure as a message shows it: a count grouped by thousands ("46,028,599"). */
function shownFigure(field: string, value: unknown): ShownValue {
	const counted = field === 'calls' || field === 'prunedBranches';
	return counted && typeof value === 'number' && Number.isInteger(value)
		? { kind: 'text', text: formatCount(value) }
		: show(value);
}
