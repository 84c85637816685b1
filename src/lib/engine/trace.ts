import { uintColumn, type UintColumn } from './columns';
import type { Game, Move, Position } from './game';
import { ValueScale } from './scale';

/**
 * A trace is the record of one search: one entry per function call, numbered from 1 in the
 * order the calls start (so call ids are the article's FC numbers). It is stored as columns
 * of typed arrays indexed by call id (slot 0 is unused), a few bytes per call, so the
 * 549,946 calls of a full tic-tac-toe search fit in a few megabytes.
 *
 * Calls are in depth-first preorder: the descendants of call `c` are exactly the ids
 * `c + 1 … last[c]`. Everything else a record needs (the side to move, the path, the moves
 * that were cut, the finer events in `events.ts`) is derived from these columns in
 * O(depth + branching) without replaying the search.
 */

export type Algorithm = 'minimax' | 'alphabeta';

export interface SearchOptions {
	/** Called with the number of calls so far every 65,536 calls, for a progress bar. */
	readonly onProgress?: (calls: number) => void;
}

export interface TraceColumns {
	/** Parent call id; 0 at the root. */
	readonly parent: Int32Array;
	/** Last descendant's id; the call itself when it made no calls. */
	readonly last: Int32Array;
	/** Recursion depth; 0 at the root. */
	readonly depth: Uint8Array;
	/** The game position the call searched. */
	readonly position: Uint32Array;
	/** The move the parent played to reach this call; `noMove` at the root. */
	readonly via: UintColumn;
	/** The move the call chose; `noMove` when it made no move (a terminal position). */
	readonly best: UintColumn;
	/** The returned score, as a rank into `scale`. */
	readonly score: UintColumn;
	/** Alpha and beta on entry, as ranks (alpha-beta only). */
	readonly alpha: UintColumn | null;
	readonly beta: UintColumn | null;
}

export class Trace {
	readonly algorithm: Algorithm;
	readonly game: Game;
	readonly scale: ValueScale;
	/** How many calls the search made; ids run from 1 to `calls`. */
	readonly calls: number;
	/** How many moves were cut, over all calls. */
	readonly prunedBranches: number;
	readonly columns: TraceColumns;
	/** The sentinel stored in `via` and `best` for "no move". */
	readonly noMove: number;

	constructor(init: {
		algorithm: Algorithm;
		game: Game;
		scale: ValueScale;
		calls: number;
		prunedBranches: number;
		columns: TraceColumns;
	}) {
		this.algorithm = init.algorithm;
		this.game = init.game;
		this.scale = init.scale;
		this.calls = init.calls;
		this.prunedBranches = init.prunedBranches;
		this.columns = init.columns;
		this.noMove = init.game.moveLimit;
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
			(sum: number, column: ArrayBufferView | null) => sum + (column?.byteLength ?? 0),
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

	/** Alpha on entry; null for minimax. */
	alpha(id: number): number | null {
		const alpha = this.columns.alpha;
		return alpha ? this.scale.value(alpha[id] ?? 0) : null;
	}

	/** Beta on entry; null for minimax. */
	beta(id: number): number | null {
		const beta = this.columns.beta;
		return beta ? this.scale.value(beta[id] ?? 0) : null;
	}

	/** The id of the call's last descendant (the call itself when it has none). */
	lastDescendant(id: number): number {
		return this.columns.last[id] ?? id;
	}

	/** The calls this call made, in order. */
	children(id: number): number[] {
		const children: number[] = [];
		const last = this.lastDescendant(id);
		for (let child = id + 1; child <= last; child = this.lastDescendant(child) + 1)
			children.push(child);
		return children;
	}

	/** The ids from the root down to `id`. */
	ancestry(id: number): number[] {
		const path: number[] = [];
		for (let at: number | null = id; at !== null; at = this.parent(at)) path.push(at);
		return path.reverse();
	}

	/** The moves from the root to this call (a tree node's child-index path). */
	path(id: number): Move[] {
		return this.ancestry(id)
			.slice(1)
			.map((call) => this.via(call) ?? 0);
	}

	/**
	 * The legal moves this call never searched because alpha met beta: those after the last
	 * move it did search, in the game's order. Always empty for minimax.
	 */
	prunedMoves(id: number): Move[] {
		const last = this.lastDescendant(id);
		if (last === id) return [];
		let lastChild = id + 1;
		while (this.lastDescendant(lastChild) < last) lastChild = this.lastDescendant(lastChild) + 1;
		const moves = this.game.moves(this.position(id));
		return moves.slice(moves.indexOf(this.via(lastChild) ?? -1) + 1);
	}

	#move(column: UintColumn, id: number): Move | null {
		const move = column[id] ?? this.noMove;
		return move === this.noMove ? null : move;
	}
}

const PAGE_BITS = 16;
const PAGE_SIZE = 1 << PAGE_BITS;
const SLOT_MASK = PAGE_SIZE - 1;
const FIRST_PAGE_SIZE = 256;

/** The columns for 65,536 consecutive call ids. */
interface Page {
	parent: Int32Array;
	last: Int32Array;
	depth: Uint8Array;
	position: Uint32Array;
	via: UintColumn;
	best: UintColumn;
	score: UintColumn;
	alpha: UintColumn | null;
	beta: UintColumn | null;
}

/**
 * Collects calls while a search runs. Calls go into pages of 65,536 (the first starts at 256
 * and doubles), so growing never copies more than one page and a small search allocates
 * little; `finish` joins the pages into exact columns (one copy). Measured on the full game,
 * growing one array by doubling was 2x slower, and allocating an upper bound up front made
 * small searches pay to zero megabytes.
 */
export class TraceRecorder {
	calls = 0;
	prunedBranches = 0;
	readonly scale: ValueScale;
	readonly noMove: number;
	readonly #game: Game;
	readonly #algorithm: Algorithm;
	readonly #pages: Page[] = [];
	/** The page new calls go to. */
	#page: Page;
	/** Slots in `#page`: the first page starts small and doubles up to a full page. */
	#room = 0;

	/** Told the number of calls so far each time a page of 65,536 fills (for progress bars). */
	readonly #onPage: ((calls: number) => void) | null;

	constructor(game: Game, algorithm: Algorithm, onPage: ((calls: number) => void) | null = null) {
		this.#game = game;
		this.#algorithm = algorithm;
		this.#onPage = onPage;
		this.scale = new ValueScale(game.scores);
		this.noMove = game.moveLimit;
		this.#page = this.#addPage(FIRST_PAGE_SIZE);
	}

	/** Starts a call and returns its id. */
	open(parent: number, depth: number, position: Position, via: Move): number {
		const id = ++this.calls;
		const slot = id & SLOT_MASK;
		if (slot === 0) {
			this.#page = this.#addPage(PAGE_SIZE);
			this.#onPage?.(id);
		} else if (slot === this.#room) this.#growFirstPage();
		const page = this.#page;
		page.parent[slot] = parent;
		page.depth[slot] = depth;
		page.position[slot] = position;
		page.via[slot] = via;
		return id;
	}

	/** Records the window of the call just opened (alpha-beta only). */
	window(alpha: number, beta: number): void {
		const slot = this.calls & SLOT_MASK;
		(this.#page.alpha as UintColumn)[slot] = alpha;
		(this.#page.beta as UintColumn)[slot] = beta;
	}

	/** Ends a call with its score rank and chosen move. */
	close(id: number, score: number, best: Move): void {
		const page = this.#pages[id >>> PAGE_BITS] as Page;
		const slot = id & SLOT_MASK;
		page.score[slot] = score;
		page.best[slot] = best;
		page.last[slot] = this.calls;
	}

	finish(): Trace {
		const length = this.calls + 1;
		const join = <T extends UintColumn | Int32Array>(pick: (page: Page) => T): T => {
			const first = pick(this.#pages[0] as Page);
			const column = new (first.constructor as new (length: number) => T)(length);
			this.#pages.forEach((page, index) => {
				const start = index * PAGE_SIZE;
				column.set(pick(page).subarray(0, Math.min(pick(page).length, length - start)), start);
			});
			return column;
		};
		const windowed = this.#algorithm === 'alphabeta';
		return new Trace({
			algorithm: this.#algorithm,
			game: this.#game,
			scale: this.scale,
			calls: this.calls,
			prunedBranches: this.prunedBranches,
			columns: {
				parent: join((page) => page.parent),
				last: join((page) => page.last),
				depth: join((page) => page.depth),
				position: join((page) => page.position),
				via: join((page) => page.via),
				best: join((page) => page.best),
				score: join((page) => page.score),
				alpha: windowed ? join((page) => page.alpha as UintColumn) : null,
				beta: windowed ? join((page) => page.beta as UintColumn) : null
			}
		});
	}

	#addPage(size: number): Page {
		const page = this.#newPage(size);
		this.#pages.push(page);
		this.#room = size;
		return page;
	}

	/** Doubles the first page, so small searches allocate little. */
	#growFirstPage(): void {
		const old = this.#page;
		const page = this.#newPage(Math.min(this.#room * 2, PAGE_SIZE));
		for (const key of Object.keys(page) as (keyof Page)[]) {
			const from = old[key];
			if (from) page[key]?.set(from);
		}
		this.#pages[0] = page;
		this.#page = page;
		this.#room = page.parent.length;
	}

	#newPage(size: number): Page {
		const ranks = this.scale.highest;
		const windowed = this.#algorithm === 'alphabeta';
		return {
			parent: new Int32Array(size),
			last: new Int32Array(size),
			depth: new Uint8Array(size),
			position: new Uint32Array(size),
			via: uintColumn(size, this.noMove),
			best: uintColumn(size, this.noMove),
			score: uintColumn(size, ranks),
			alpha: windowed ? uintColumn(size, ranks) : null,
			beta: windowed ? uintColumn(size, ranks) : null
		};
	}
}

/** A trace's columns as plain data, for passing between threads without copying. */
export interface PackedTrace {
	readonly algorithm: Algorithm;
	readonly calls: number;
	readonly prunedBranches: number;
	readonly columns: TraceColumns;
}

/** The trace's data and the buffers to transfer with it (`postMessage(packed, buffers)`). */
export function packTrace(trace: Trace): { packed: PackedTrace; buffers: ArrayBuffer[] } {
	const { columns } = trace;
	const buffers = Object.values(columns)
		.filter((column): column is UintColumn | Int32Array => column !== null)
		.map((column) => column.buffer as ArrayBuffer);
	return {
		packed: {
			algorithm: trace.algorithm,
			calls: trace.calls,
			prunedBranches: trace.prunedBranches,
			columns
		},
		buffers
	};
}

/** Rebuilds a trace from packed data and the game it was searched on. */
export function unpackTrace(packed: PackedTrace, game: Game): Trace {
	return new Trace({ ...packed, game, scale: new ValueScale(game.scores) });
}
