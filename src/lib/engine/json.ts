import type { Move } from './game';
import { TicTacToe, type Mark, type Scoring } from './tictactoe';
import { BOUND_NAMES } from './table';
import type { Algorithm, Trace } from './trace';
import { TreeGame, type RootKind } from './tree';

/**
 * The trace as JSON, trace format version 1: the CLI's output, the page's saved file
 * (README.md, "The trace format"; JSON Schema: static/trace.schema.json). Written as a stream
 * of text chunks so 549,946 records never sit in memory as one string.
 */

/** The first two fields of every file: what it is and which version of the format. */
export const TRACE_FORMAT = 'minimax-lab-trace';
export const TRACE_VERSION = 1;

/** A window bound: a finite number, or the strings "-inf" / "inf". */
export type JsonBound = number | '-inf' | 'inf';

export interface CallRecord {
	id: number;
	parent: number | null;
	depth: number;
	player: string;
	board?: string;
	path?: string;
	alpha: JsonBound | null;
	beta: JsonBound | null;
	score: number;
	move: Move | null;
	pruned: Move[];
	/** Table searches: the call whose table entry this call read, or null. */
	from?: number | null;
	/** alphabeta-table: how the call's value went into the table. */
	bound?: (typeof BOUND_NAMES)[number];
}

/** The game in full: a board with who moves, who maximises and how it scores, or a tree. */
export type GameDescription =
	| { kind: 'board'; board: string; toMove: Mark; ai: Mark; scoring: Scoring }
	| { kind: 'tree'; tree: unknown; root: RootKind };

/** Everything but the records: the file's header, and the whole of a `--summary` file. */
export interface TraceSummary {
	format: typeof TRACE_FORMAT;
	version: typeof TRACE_VERSION;
	algorithm: Algorithm;
	/** Written only when the search had one. */
	depthLimit?: number;
	/** Written only when the table was keyed up to symmetry. */
	symmetry?: true;
	game: GameDescription;
	calls: number;
	score: number;
	move: Move | null;
	prunedBranches: number;
}

export function jsonBound(value: number | null): JsonBound | null {
	if (value === null) return null;
	if (value === Infinity) return 'inf';
	if (value === -Infinity) return '-inf';
	return value;
}

export function describeGame(trace: Trace): GameDescription {
	const { game } = trace;
	if (game instanceof TicTacToe) {
		return {
			kind: 'board',
			board: game.board(game.root),
			toMove: game.toMove(game.root),
			ai: game.ai,
			scoring: game.scoring
		};
	}
	if (game instanceof TreeGame) return { kind: 'tree', tree: game.source, root: game.rootKind };
	throw new TypeError('Only tic-tac-toe and explicit trees have a JSON form.');
}

export function summarize(trace: Trace): TraceSummary {
	return {
		format: TRACE_FORMAT,
		version: TRACE_VERSION,
		algorithm: trace.algorithm,
		...(trace.settings.depthLimit === null ? {} : { depthLimit: trace.settings.depthLimit }),
		...(trace.settings.symmetry ? { symmetry: true as const } : {}),
		game: describeGame(trace),
		calls: trace.calls,
		score: trace.rootScore,
		move: trace.rootMove,
		prunedBranches: trace.prunedBranches
	};
}

export function callRecord(trace: Trace, id: number): CallRecord {
	const { game } = trace;
	const position = trace.position(id);
	return {
		id,
		parent: trace.parent(id),
		depth: trace.depth(id),
		player: trace.player(id),
		...(game instanceof TicTacToe
			? { board: game.board(position) }
			: { path: trace.path(id).join('.') }),
		alpha: jsonBound(trace.alpha(id)),
		beta: jsonBound(trace.beta(id)),
		score: trace.score(id),
		move: trace.bestMove(id),
		pruned: trace.prunedMoves(id),
		...(trace.columns.origin === null ? {} : { from: trace.origin(id) }),
		...(trace.columns.bound === null ? {} : { bound: BOUND_NAMES[trace.bound(id)] })
	};
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
	for (let start = 1; start <= trace.calls; start += batch) {
		const lines: string[] = [];
		const end = Math.min(trace.calls, start + batch - 1);
		for (let id = start; id <= end; id++) lines.push(JSON.stringify(callRecord(trace, id)));
		yield `${start === 1 ? '' : ','}\n${lines.join(',\n')}`;
	}
	yield '\n]}\n';
}
