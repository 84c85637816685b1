import type { SearchWindow, Trace } from '$lib/engine';
import { returnIndex, lastEnteredBy, searchWindow } from '$lib/engine/events';
import { BOUND_NAMES } from '$lib/engine/table';
import type { Lang } from '$lib/i18n/lang';
import { table } from '$lib/i18n/table';

/**
 * What the table searches (memo, alphabeta-table) did with their table, read from the trace's
 * `origin` and `bound` columns without replaying: which calls were answered from it, which read
 * a bound that narrowed their window, and how many positions it held at a step.
 */

export type BoundName = (typeof BOUND_NAMES)[number];

/** A call that read the table: the entry it found and what that entry did to it. */
export interface TableRead {
	readonly call: number;
	/** The call that stored the entry read. */
	readonly origin: number;
	/** The value stored, and what it is: the position's value, or a bound on it. */
	readonly value: number;
	readonly bound: BoundName;
	/** The entry answered the call (a hit); else it narrowed the window and the call searched on. */
	readonly answered: boolean;
	/** The window the call was given, and the one the entry left (alphabeta-table; null under memo). */
	readonly given: SearchWindow | null;
	readonly left: SearchWindow | null;
	/**
	 * Under symmetry, the symmetry k that maps this call's position onto the origin's
	 * (`game.transform(position, k) === origin's position`); 0 is the identity. Null without symmetry.
	 */
	readonly symmetry: number | null;
}

/** The table entry `call` read, or null when it read none. */
export function tableRead(trace: Trace, call: number): TableRead | null {
	const origin = trace.origin(call);
	if (origin === null) return null;
	const alpha = trace.alpha(call);
	const beta = trace.beta(call);
	return {
		call,
		origin,
		value: trace.score(origin),
		bound: BOUND_NAMES[trace.bound(origin)],
		answered: trace.kind(call) === 'hit',
		given: alpha === null || beta === null ? null : { alpha, beta },
		left: searchWindow(trace, call),
		symmetry: trace.settings.symmetry ? symmetryOnto(trace, call, origin) : null
	};
}

/** The symmetry that maps `call`'s position onto `origin`'s (0 when they are the same). */
function symmetryOnto(trace: Trace, call: number, origin: number): number {
	const { game } = trace;
	const from = trace.position(call);
	const to = trace.position(origin);
	const count = game.symmetries ?? 1;
	for (let k = 0; k < count; k++) if (game.transform?.(from, k) === to) return k;
	return 0;
}

/** The bound type `call`'s value went into the table as (alphabeta-table), or null. */
export function storedBound(trace: Trace, call: number): BoundName | null {
	if (!trace.bounded || trace.kind(call) !== 'searched') return null;
	return BOUND_NAMES[trace.bound(call)];
}

/**
 * Whether `call` puts a new position in the table: a call stores its position when it returns,
 * and only a call that found no entry adds one (a hit stores nothing, a call that read a bound
 * overwrites it). A driver (MTD(f)'s), whose first call searches its own position again by no
 * move, stores nothing: its passes do.
 */
function addsPosition(trace: Trace, call: number): boolean {
	if (trace.origin(call) !== null) return false;
	const first = call + 1;
	return !(first <= trace.lastDescendant(call) && trace.via(first) === null);
}

/** For each call id, how many calls up to it put a new position in the table (one pass). */
const newPositions = new WeakMap<Trace, Int32Array>();

function newPositionsUpTo(trace: Trace): Int32Array {
	const known = newPositions.get(trace);
	if (known) return known;
	const counts = new Int32Array(trace.calls + 1);
	for (let id = 1; id <= trace.calls; id++)
		counts[id] = (counts[id - 1] ?? 0) + (addsPosition(trace, id) ? 1 : 0);
	newPositions.set(trace, counts);
	return counts;
}

/**
 * Positions in the table once the event at `index` is done; null for a search without a table.
 * The calls started by then, less those still open (the running call's stack), have returned:
 * O(log N + depth) per step.
 */
export function tableSizeAt(trace: Trace, index: number): number | null {
	if (!trace.tabled) return null;
	if (index < 0) return 0;
	const counts = newPositionsUpTo(trace);
	const last = lastEnteredBy(trace, index);
	let size = counts[last] ?? 0;
	for (let call: number | null = last; call !== null; call = trace.parent(call)) {
		if (returnIndex(trace, call) > index && addsPosition(trace, call)) size--;
	}
	return size;
}

/**
 * The note on bounds' example (tests/unit/searches/table-searches.test.ts finds it): X to move on
 * `board`, X the AI. Alpha-beta with a table that files every value as exact answers `wrong`
 * where minimax answers `right`: FC`call` (`slip`, O to move) stops with `stored` because alpha
 * is already `alpha`, though O wins there (`truth`), and the wrong value is read back later.
 */
export const BOUNDS_EXAMPLE = {
	board: '..OXXO...',
	slip: 'XOOXXO.X.',
	call: 5,
	wrong: 10,
	right: 0,
	stored: 10,
	truth: -10,
	alpha: 10
} as const;

/** What a hit's card shows and its control says (player/nodes.ts `callView`). */
export interface HitView {
	/** The call that scored the position: the control jumps there. */
	readonly origin: number;
	/** The tag on the card: "⇠ FC5". */
	readonly tag: string;
	/** The control's accessible name and tooltip. */
	readonly action: string;
	/** Under alphabeta-table, a hit a bound settled: "≥" or "≤" before the value; else null. */
	readonly settledMark: string | null;
	readonly settledBy: string | null;
	/** Under symmetry, the symmetry that maps the board onto the stored one ("↻ 90°"), or null. */
	readonly symmetry: string | null;
	readonly symmetryName: string | null;
}

export function hitView(trace: Trace, call: number, value: string, lang: Lang): HitView | null {
	const read = tableRead(trace, call);
	if (read === null || !read.answered) return null;
	const t = table[lang];
	const turned = read.symmetry !== null && read.symmetry !== 0 ? read.symmetry : null;
	const symmetryName = turned === null ? null : (t.symmetries[turned] ?? null);
	const settled = read.bound === 'exact' ? null : read.bound;
	const settledBy = settled === null ? null : t.settledBy[settled];
	return {
		origin: read.origin,
		tag: t.hitTag(read.origin),
		action: t.goToOrigin(call, read.origin, value, symmetryName, settledBy),
		settledMark: settled === null ? null : t.settledMark[settled],
		settledBy,
		symmetry: turned === null ? null : (t.symmetryShort[turned] ?? null),
		symmetryName
	};
}
