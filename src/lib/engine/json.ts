import { filePlaces, type FilePlaces } from './file-places';
import type { Game, Move } from './game';
import { moduleOf } from './game-catalog';
import type { GameDescription } from './game-module';
import { BOUND_NAMES } from './table';
import type { Trace } from './trace';
import type { SearchId } from './search-catalog';

/**
 * The trace as JSON, trace format version 1: the CLI's output, the page's saved file
 * (docs/trace-format.md; JSON Schema: registry/schema.ts). Written as a stream
 * of text chunks so 549,946 records never sit in memory as one string.
 */

/** The first two fields of every file: what it is and which version of the format. */
export const TRACE_FORMAT = 'minimax-lab-trace';
export const TRACE_VERSION = 1;

/** A window bound: a finite number, or the strings "-inf" / "inf". */
type JsonBound = number | '-inf' | 'inf';

export interface CallRecord {
	id: number;
	parent: number | null;
	depth: number;
	player: string;
	/** Boards: the 9 cells. */
	board?: string;
	/** Trees: child indexes from the root joined by `.`. */
	path?: string;
	/** Connect Four: the columns played from the empty board, 1-7 (the root's and the path's). */
	moves?: string;
	alpha: JsonBound | null;
	beta: JsonBound | null;
	/** A search that averages and keeps a window (expectimax-bounded): alpha and beta exactly. */
	alphaExact?: string;
	betaExact?: string;
	score: number;
	/** A search that averages (expectimax): the score exactly, "23/3" or "7". */
	exact?: string;
	/** As the file writes moves: a cell 0-8, a child index, or a Connect Four column 1-7. */
	move: Move | null;
	pruned: Move[];
	/** Table searches: the call whose table entry this call read, or null. */
	from?: number | null;
	/** alphabeta-table: how the call's value went into the table. */
	bound?: (typeof BOUND_NAMES)[number];
}

/** Everything but the records: the file's header, and the whole of a `--summary` file. */
export interface TraceSummary {
	format: typeof TRACE_FORMAT;
	version: typeof TRACE_VERSION;
	algorithm: SearchId;
	/** Written only when the search had one. */
	depthLimit?: number;
	/** Written only when the table was keyed up to symmetry. */
	symmetry?: true;
	/** Written only when moves were tried best or worst first (oracle.ts), not as given. */
	order?: 'best' | 'worst';
	/** Written only under the strict cut rule (cut only on alpha > beta). */
	cut?: 'gt';
	// Then the search's options given, each under its key (iterative deepening's `aspiration`,
	// its width D), written only when given: `summarize` spreads them here.
	game: GameDescription;
	calls: number;
	score: number;
	/** A search that averages (expectimax): the root's value exactly, "23/3" or "7". */
	exact?: string;
	move: Move | null;
	prunedBranches: number;
}

/** A bound as a trace file writes it: JSON has no infinities, so "inf" and "-inf". */
export function jsonBound(value: number | null): JsonBound | null {
	if (value === null) return null;
	if (value === Infinity) return 'inf';
	if (value === -Infinity) return '-inf';
	return value;
}

/** A game as files write it (its kind and position), for any record of it. */
export function describeGameOf(game: Game): GameDescription {
	const file = moduleOf(game).file;
	if (!file) throw new TypeError(`A game of kind "${game.kind}" has no JSON form.`);
	return file.describe(game);
}

export function summarize(trace: Trace): TraceSummary {
	return {
		format: TRACE_FORMAT,
		version: TRACE_VERSION,
		algorithm: trace.algorithm,
		...(trace.settings.depthLimit === null ? {} : { depthLimit: trace.settings.depthLimit }),
		...(trace.settings.symmetry ? { symmetry: true as const } : {}),
		...(trace.settings.order === undefined || trace.settings.order === 'given'
			? {}
			: { order: trace.settings.order }),
		...(trace.settings.cut === 'gt' ? { cut: 'gt' as const } : {}),
		...trace.settings.options,
		game: describeGameOf(trace.game),
		calls: trace.calls,
		score: trace.rootScore,
		...exactOf(trace, 1),
		move: written(filePlaces(trace.game), trace.rootMove),
		prunedBranches: trace.prunedBranches
	};
}

/**
 * The record of call `id`. Its place (board, path or move string) is worked out from the root
 * unless the caller, writing records in order, already has it as `place`.
 */
export function callRecord(
	trace: Trace,
	id: number,
	places: FilePlaces = filePlaces(trace.game),
	place: string = placeOf(trace, places, id)
): CallRecord {
	return {
		id,
		parent: trace.parent(id),
		depth: trace.depth(id),
		player: trace.player(id),
		[places.field]: place,
		alpha: jsonBound(trace.alpha(id)),
		beta: jsonBound(trace.beta(id)),
		...exactWindowOf(trace, id),
		score: trace.score(id),
		...exactOf(trace, id),
		move: written(places, trace.bestMove(id)),
		pruned: trace.cutMoves(id).map(places.write),
		...(trace.tabled ? { from: trace.origin(id) } : {}),
		...(trace.bounded ? { bound: BOUND_NAMES[trace.bound(id)] } : {})
	};
}

/** `{ exact }` for a trace whose values are averages, else nothing (the file as it always was). */
function exactOf(trace: Trace, id: number): { exact?: string } {
	if (!trace.averages) return {};
	return { exact: trace.exactScore(id)?.toString() ?? String(trace.score(id)) };
}

/**
 * `{ alphaExact, betaExact }` for a trace whose values are averages and that keeps windows (its
 * bounds may be fractions: "23/3", or "-inf" / "inf"), else nothing.
 */
function exactWindowOf(trace: Trace, id: number): { alphaExact?: string; betaExact?: string } {
	if (!trace.averages || !trace.windowed) return {};
	const text = (side: 'alpha' | 'beta'): string =>
		trace.exactIn(side, id)?.toString() ?? String(jsonBound(trace[side](id)));
	return { alphaExact: text('alpha'), betaExact: text('beta') };
}

/** A move as the file writes it; null for none. */
function written(places: FilePlaces, move: Move | null): Move | null {
	return move === null ? null : places.write(move);
}

/** Call `id`'s place, from the root's down its ancestry (a call reached by no move adds none). */
function placeOf(trace: Trace, places: FilePlaces, id: number): string {
	let place = places.root;
	for (const call of trace.ancestry(id).slice(1)) {
		const via = trace.via(call);
		if (via !== null) place = places.child(place, trace.position(call), via);
	}
	return place;
}

/**
 * The JSON text of the summary and, unless `summary` is set, every call record (one per
 * line), as chunks of about `batch` records.
 */
export function* traceJsonChunks(
	trace: Trace,
	options: { summary?: boolean; batch?: number } = {}
): Generator<string> {
	const head = JSON.stringify(summarize(trace));
	if (options.summary) {
		yield `${head}\n`;
		return;
	}
	yield `${head.slice(0, -1)},"trace":[`;
	const batch = options.batch ?? 2000;
	const places = filePlaces(trace.game);
	// Records come in depth-first order, so a call's caller is the last call written one level
	// up: its place is there, and each place costs one step from it.
	const placeAt: string[] = [];
	for (let start = 1; start <= trace.calls; start += batch) {
		const lines: string[] = [];
		const end = Math.min(trace.calls, start + batch - 1);
		for (let id = start; id <= end; id++) {
			const depth = trace.depth(id);
			const via = trace.via(id);
			const above = placeAt[depth - 1] ?? '';
			// A call reached by no move (a deepening search's iteration) is at its caller's place.
			const place =
				depth === 0
					? places.root
					: via === null
						? above
						: places.child(above, trace.position(id), via);
			placeAt[depth] = place;
			lines.push(JSON.stringify(callRecord(trace, id, places, place)));
		}
		yield `${start === 1 ? '' : ','}\n${lines.join(',\n')}`;
	}
	yield '\n]}\n';
}
