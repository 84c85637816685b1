import { ChildList } from './children';
import type { SearchColumnValues, UintColumn } from './columns';
import type { Game, Move, Position } from './game';
import { ValueScale } from './scale';
import type { SearchSettings } from './search';
import { isSearchId, traceDeclaration, type SearchId } from './search-catalog';
import { Fraction } from './fraction';
import { EXACT, type Bound } from './table';

/** Calls with more children (or moves left unsearched) than this keep their `ChildList`. */
const WIDE = 16;
/** Narrow calls' lists kept at most (the ones met lately); past it they are dropped and rebuilt. */
const NARROW_KEPT = 2048;

/**
 * A trace is the record of one search: one entry per function call, numbered from 1 in the
 * order the calls start (so call ids are the article's FC numbers). It is stored as columns
 * of typed arrays indexed by call id (slot 0 is unused), a few bytes per call, so the
 * 549,946 calls of a full tic-tac-toe search fit in a few megabytes.
 *
 * Calls are in depth-first preorder: the descendants of call `c` are exactly the ids
 * `c + 1 … last[c]`. Everything else a record needs (the side to move, the path, the moves
 * that were cut, the finer events in `events.ts`) is derived from these columns without
 * replaying the search: in O(depth), and O(log branching) for a call's children once its
 * `childList` is built (O(branching), once, kept for wide calls).
 */

/**
 * How a call ended: it searched its moves, or it met a finished game, the table (a hit) or the
 * depth limit (an estimate). Derived from the columns: a call with children searched; without,
 * a table entry's origin makes it a hit, a finished position a terminal, else it was estimated.
 */
export type CallKind = 'searched' | 'terminal' | 'hit' | 'estimated';

export interface SearchOptions {
	/** Called with the number of calls so far every 65,536 calls, for a progress bar. */
	readonly onProgress?: (calls: number) => void;
	/**
	 * The calls the search will make, when counted beforehand: the columns are then allocated
	 * once at their size, and never copied (a count that turns out wrong only costs the copy).
	 */
	readonly expectedCalls?: number;
}

/**
 * Positions as the game packs them: 32 bits (tic-tac-toe, trees), or exact integers up to 2^53
 * in doubles for a game whose positions need more (`positionBits`: Connect Four's 49).
 */
export type PositionColumn = Uint32Array | Float64Array;

export interface TraceColumns {
	/** Parent call id; 0 at the root. */
	readonly parent: Int32Array;
	/** Last descendant's id; the call itself when it made no calls. */
	readonly last: Int32Array;
	/** Recursion depth; 0 at the root. */
	readonly depth: Uint8Array;
	/** The game position the call searched. */
	readonly position: PositionColumn;
	/** The move the parent played to reach this call; `noMove` at the root. */
	readonly via: UintColumn;
	/** The move the call chose; `noMove` when it made no move (a terminal position). */
	readonly best: UintColumn;
	/** The returned score, as a rank into `scale`. */
	readonly score: UintColumn;
	/**
	 * The columns its search declares (`SearchDescriptor.columns`), by name, after these: ranks
	 * sorted as `score` is, call ids, or codes. A name the search does not declare is absent.
	 */
	readonly [declared: string]: SearchColumnValues | PositionColumn;
}

export class Trace {
	/** The search that made the trace: its name, depth limit and table keys. */
	readonly settings: SearchSettings;
	readonly game: Game;
	readonly scale: ValueScale;
	/** How many calls the search made; ids run from 1 to `calls`. */
	readonly calls: number;
	/** How many moves were cut, over all calls. */
	readonly prunedBranches: number;
	/** Positions the search's table held when it finished (table searches; 0 otherwise). */
	readonly tableSize: number;
	readonly columns: TraceColumns;
	/** The sentinel stored in `via` and `best` for "no move". */
	readonly noMove: number;
	/** Its search's minimiser positions are chance nodes. */
	readonly #chance: boolean;
	/** The child lists of wide calls, built when first asked for. */
	readonly #lists = new Map<number, ChildList>();
	/** Lists of narrow calls met lately (a step asks for the same few again and again). */
	readonly #recent = new Map<number, ChildList>();

	constructor(init: {
		settings: SearchSettings;
		game: Game;
		scale: ValueScale;
		calls: number;
		prunedBranches: number;
		tableSize?: number;
		columns: TraceColumns;
	}) {
		this.settings = init.settings;
		this.tableSize = init.tableSize ?? 0;
		this.game = init.game;
		this.scale = init.scale;
		this.calls = init.calls;
		this.prunedBranches = init.prunedBranches;
		this.columns = init.columns;
		this.noMove = init.game.moveLimit;
		// Only a search that averages (its descriptor's `chance`) keeps a scale of exact values.
		this.#chance = init.scale.exact !== null;
	}

	get algorithm(): SearchId {
		return this.settings.algorithm;
	}

	/** The root's value. */
	get rootScore(): number {
		return this.score(1);
	}

	/** The root's chosen move; null when the root position is already over. */
	get rootMove(): Move | null {
		return this.bestMove(1);
	}

	/** Bytes held by the columns, per call. */
	get bytesPerCall(): number {
		const bytes = Object.values(this.columns).reduce(
			(sum: number, column: ArrayBufferView) => sum + column.byteLength,
			0
		);
		return bytes / this.calls;
	}

	parent(id: number): number | null {
		return this.columns.parent[id] || null;
	}

	depth(id: number): number {
		return this.columns.depth[id] ?? 0;
	}

	position(id: number): Position {
		return this.columns.position[id] ?? 0;
	}

	/** The side to move at the call, as the game names it. */
	player(id: number): string {
		return this.game.player(this.position(id));
	}

	isMaximizing(id: number): boolean {
		return this.game.isMaximizing(this.position(id));
	}

	/** The move that led from the parent to this call; null at the root. */
	via(id: number): Move | null {
		return this.#move(this.columns.via, id);
	}

	/** The move this call chose; null at a terminal position. */
	bestMove(id: number): Move | null {
		return this.#move(this.columns.best, id);
	}

	score(id: number): number {
		return this.scale.value(this.columns.score[id] ?? 0);
	}

	/** The returned score exactly (a chance node's average, 23/3); null for an infinity. */
	exactScore(id: number): Fraction | null {
		return this.scale.fraction(this.columns.score[id] ?? 0);
	}

	/** The trace's values are averages (its search's `chance`): kept exact, written as fractions. */
	get averages(): boolean {
		return this.#chance;
	}

	/**
	 * The column `name` its search declares (`SearchDescriptor.columns`); null when it declares
	 * none of that name.
	 */
	column(name: string): SearchColumnValues | null {
		// A name its search does not declare is absent from `columns`.
		return (this.columns[name] as SearchColumnValues | undefined) ?? null;
	}

	/** Call `id`'s value in the declared rank column `name`; null when there is no such column. */
	rankIn(name: string, id: number): number | null {
		const column = this.column(name);
		return column ? this.scale.value(column[id] ?? 0) : null;
	}

	/** The same value exactly (a fraction: see `exactScore`); null for an infinity or no column. */
	exactIn(name: string, id: number): Fraction | null {
		const column = this.column(name);
		return column ? this.scale.fraction(column[id] ?? 0) : null;
	}

	// The readers below name the shared searches' columns (the window, a table's), which the
	// player, the views and the trace file read by these names.

	/** Its calls carry a window [alpha, beta] (`alpha`, `beta`): its search can cut. */
	get windowed(): boolean {
		return this.column('alpha') !== null;
	}

	/** Its calls may read a table of positions already scored (`origin`). */
	get tabled(): boolean {
		return this.column('origin') !== null;
	}

	/** Its table's values carry their bound type (`bound`: exact, lower or upper). */
	get bounded(): boolean {
		return this.column('bound') !== null;
	}

	/**
	 * The call is a chance node: its search averages (expectimax's family), it searched its moves,
	 * and chance moves there (the minimiser, or a chance node the game states), so it returns the
	 * average of its children's values.
	 */
	isChance(id: number): boolean {
		// A call that made no calls (a finished game, the depth limit) is a leaf, whoever moves.
		if (!this.#chance || this.lastDescendant(id) === id) return false;
		const { game } = this;
		// A game that states its chance nodes (expectiminimax) says which; else the minimiser's.
		if (game.declaresChance === true) return game.chanceWeights?.(this.position(id)) != null;
		return !this.isMaximizing(id);
	}

	/**
	 * The probability of each of a chance node's moves, in move order, exactly (the game's stated
	 * weights, else each move alike); null at a max or min node.
	 */
	chanceWeights(id: number): readonly Fraction[] | null {
		if (!this.isChance(id)) return null;
		const position = this.position(id);
		const stated = this.game.declaresChance === true ? this.game.chanceWeights?.(position) : null;
		if (stated) return stated;
		const count = this.game.moves(position).length;
		return Array.from({ length: count }, () => Fraction.of(1n, BigInt(count)));
	}

	/** How the call combines its children's values: the highest, the lowest, or their average. */
	nodeKind(id: number): 'max' | 'min' | 'chance' {
		return this.isChance(id) ? 'chance' : this.isMaximizing(id) ? 'max' : 'min';
	}

	/** Alpha on entry; null in a trace without windows. */
	alpha(id: number): number | null {
		return this.rankIn('alpha', id);
	}

	/** Beta on entry; null in a trace without windows. */
	beta(id: number): number | null {
		return this.rankIn('beta', id);
	}

	/** The call whose table entry this call read; null when it read none. */
	origin(id: number): number | null {
		return this.column('origin')?.[id] || null;
	}

	/** The bound type the call's value was stored as in the table (alphabeta-table); exact otherwise. */
	bound(id: number): Bound {
		return (this.column('bound')?.[id] ?? EXACT) as Bound;
	}

	/** How the call ended (see `CallKind`). */
	kind(id: number): CallKind {
		if (this.lastDescendant(id) !== id) return 'searched';
		if (this.origin(id) !== null) return 'hit';
		// A call that searched nothing on an unfinished position stopped at a depth limit (the
		// settings' own, or one a deepening search set itself).
		return this.game.isTerminal(this.position(id)) ? 'terminal' : 'estimated';
	}

	/** The id of the call's last descendant (the call itself when it has none). */
	lastDescendant(id: number): number {
		return this.columns.last[id] ?? id;
	}

	/**
	 * The calls this call made, with random access, their best values so far and the moves left
	 * unsearched. Building one walks the children once; a wide call's is kept, so asking again
	 * is free.
	 */
	childList(id: number): ChildList {
		const kept = this.#lists.get(id) ?? this.#recent.get(id);
		if (kept) return kept;
		const list = new ChildList(this, id);
		if (list.count > WIDE) this.#lists.set(id, list);
		else {
			if (this.#recent.size >= NARROW_KEPT) this.#recent.clear();
			this.#recent.set(id, list);
		}
		return list;
	}

	/** The calls this call made, in order (a new array: `childList` is the cheap way in). */
	children(id: number): number[] {
		const children: number[] = [];
		const last = this.lastDescendant(id);
		for (let child = id + 1; child <= last; child = this.lastDescendant(child) + 1)
			children.push(child);
		return children;
	}

	/**
	 * How many moves lead from the root to this call: its depth, less the calls above it reached
	 * by no move (a deepening search's iterations). An estimated call met a depth limit of this.
	 */
	plies(id: number): number {
		let plies = 0;
		for (let at: number | null = id; at !== null; at = this.parent(at))
			if (this.via(at) !== null) plies++;
		return plies;
	}

	/** The ids from the root down to `id`. */
	ancestry(id: number): number[] {
		const path: number[] = [];
		for (let at: number | null = id; at !== null; at = this.parent(at)) path.push(at);
		return path.reverse();
	}

	/**
	 * The moves from the root to this call (a tree node's child-index path). A call reached by no
	 * move (a deepening search's iteration, at its driver's position) adds none.
	 */
	path(id: number): Move[] {
		return this.ancestry(id)
			.slice(1)
			.flatMap((call) => {
				const via = this.via(call);
				return via === null ? [] : [via];
			});
	}

	/**
	 * The legal moves this call never searched because alpha met beta, in the game's order. In
	 * the game's own move order these are the moves after the last one searched; the set
	 * difference also holds for a search that tried its moves in another order. Always empty
	 * for minimax, and for a call that searched nothing (a finished position, a table hit). One
	 * list shared by every caller (do not change it): a call that cut many keeps it, so asking
	 * again at every step costs nothing.
	 */
	cutMoves(id: number): readonly Move[] {
		const last = this.lastDescendant(id);
		if (last === id) return [];
		if (!this.#lists.has(id) && !this.#recent.has(id) && this.#searchedAll(id, last)) return [];
		const list = this.childList(id);
		const pruned = list.pruned();
		if (pruned.length > WIDE) this.#lists.set(id, list);
		return pruned;
	}

	/**
	 * Whether call `id` (whose last descendant is `last`) searched every legal move, in the game's
	 * order: then it cut none, told by walking its children without building their `ChildList`.
	 * Every call of minimax is so: writing the full game's file asked `cutMoves` of 549,946 calls,
	 * and building each one's list (two typed arrays, a cache entry) was half the writing's CPU.
	 */
	#searchedAll(id: number, last: number): boolean {
		const moves = this.game.moves(this.position(id));
		let searched = 0;
		for (let child = id + 1; child <= last; child = this.lastDescendant(child) + 1) {
			if (searched === moves.length || this.via(child) !== moves[searched]) return false;
			searched++;
		}
		return searched === moves.length;
	}

	#move(column: UintColumn, id: number): Move | null {
		const move = column[id] ?? this.noMove;
		return move === this.noMove ? null : move;
	}
}

/** A trace's columns as plain data, for passing between threads without copying. */
export interface PackedTrace {
	readonly settings: SearchSettings;
	readonly calls: number;
	readonly prunedBranches: number;
	readonly tableSize: number;
	readonly columns: TraceColumns;
	/** A search that averages: its scale's exact values, as text ("23/3"); else absent. */
	readonly values?: readonly string[];
	/** A scale of values the game does not declare (a program's trace): its finite values. */
	readonly scores?: readonly number[];
}

/** The trace's data and the buffers to transfer with it (`postMessage(packed, buffers)`). */
export function packTrace(trace: Trace): { packed: PackedTrace; buffers: ArrayBuffer[] } {
	const { columns } = trace;
	const buffers = Object.values(columns).map((column) => column.buffer as ArrayBuffer);
	return {
		packed: {
			settings: trace.settings,
			calls: trace.calls,
			prunedBranches: trace.prunedBranches,
			tableSize: trace.tableSize,
			columns,
			...(trace.scale.exact === null ? ownScores(trace) : { values: trace.scale.toPlain() ?? [] })
		},
		buffers
	};
}

/** A scale other than the game's, as its values (a program's trace holds any numbers). */
function ownScores(trace: Trace): { scores?: number[] } {
	const values = trace.scale.values;
	const declared = gameScale(trace.game, trace.settings).values;
	const same = values.length === declared.length && values.every((v, i) => v === declared[i]);
	return same ? {} : { scores: Array.from(values.subarray(1, -1)) };
}

/** Rebuilds a trace from packed data and the game it was searched on. */
export function unpackTrace(packed: PackedTrace, game: Game): Trace {
	const { values, scores, ...rest } = packed;
	const scale =
		values !== undefined
			? ValueScale.fromPlain(values)
			: scores !== undefined
				? new ValueScale(scores)
				: gameScale(game, packed.settings);
	return new Trace({ ...rest, game, scale });
}

/**
 * The game's scale of values for a search under `settings` whose values are not averages: its
 * scores, and its estimates where a call may stop at a depth limit (the settings', or one its
 * search sets itself).
 */
export function gameScale(game: Game, settings: SearchSettings): ValueScale {
	const { algorithm, depthLimit } = settings;
	const ownLimits = isSearchId(algorithm) && traceDeclaration(algorithm).ownLimits;
	return ValueScale.of(game, depthLimit !== null || ownLimits);
}
