import {
	searchColumn,
	uintColumn,
	type SearchColumn,
	type SearchColumnValues,
	type UintColumn
} from './columns';
import { FirstCalls } from './first-calls';
import type { Game, Move, Position } from './game';
import { MetScale } from './met-scale';
import { fitsUint32 } from './position-bits';
import { ValueScale, type Scale } from './scale';
import type { SearchSettings } from './search';
import { traceDeclaration } from './search-catalog';
import { gameScale, Trace, type PositionColumn } from './trace';

/**
 * What a search says about its calls while it runs. Each search rule (minimax.ts, alphabeta.ts)
 * is written once against this interface, and the recorder decides what is kept: a
 * `TraceRecorder` keeps every call as a trace (the step-through page), a `CountingRecorder`
 * (counter.ts) only counts (the compare view).
 *
 * Scores are ranks into `scale` (see scale.ts). A search keeps what is its own (alpha-beta's
 * window, a table's origin) in the columns it declares (`SearchDescriptor.columns`), written with
 * `put`. A run uses one recorder class, so these call sites see one class per run and at most
 * two per process: never megamorphic.
 */
export interface SearchRecorder {
	readonly scale: Scale;
	/** The sentinel passed for "no move" (the root's `via`, a finished call's move). */
	readonly noMove: number;
	/** Starts a call and returns its id: 1, 2, … in the order calls start. */
	open(parent: number, depth: number, position: Position, via: Move): number;
	/**
	 * The handle `put` writes the search's declared column `name` with: asked once per run, so
	 * no call looks a name up. A recorder that keeps no columns gives any handle.
	 */
	column(name: string): number;
	/** Call `id`'s value in the declared column `column` (a rank, a call id or a code). */
	put(column: number, id: number, value: number): void;
	/**
	 * The values of the call just opened in the declared columns `column` and `column + 1` (a
	 * window's two bounds): one call, as every call opens.
	 */
	putOpened(column: number, first: number, second: number): void;
	/** Ends a call at a finished position with the game's score. */
	leaf(id: number, score: number): void;
	/**
	 * Ends a call that searched nothing and scored nothing itself: its value came from elsewhere
	 * (a table of positions already scored).
	 */
	answer(id: number, score: number): void;
	/** Ends a call at the depth limit with the game's estimate of its unfinished position. */
	estimate(id: number, score: number): void;
	/** Ends a call that searched its moves, with its score and chosen move. */
	close(id: number, score: number, best: Move): void;
	/** The call stops with `left` of its moves unsearched (maybe none): they are pruned. */
	prune(id: number, left: number): void;
	/**
	 * For a search without a table that searches every move (minimax): when a call at `depth`
	 * already searched `position` whole, records the
	 * same subtree again as the calls starting now (under `parent`, reached by `via`) and returns
	 * its score; null when none did (the search then searches it). Minimax without a table gives
	 * a position the same subtree wherever it meets it at the same depth, so the copy is exactly
	 * what searching it would record.
	 */
	repeat?(parent: number, depth: number, position: Position, via: Move): number | null;
}

/**
 * The scale a search of `game` under `settings` tells its values on: the game's declared scores
 * (and estimates under a depth limit: `gameScale`), or, for a search whose values are averages
 * (its trace declaration's), the values it meets (`MetScale`).
 */
export function scaleFor(game: Game, settings: SearchSettings): Scale {
	return traceDeclaration(settings.algorithm).averages ? new MetScale() : gameScale(game, settings);
}

/** The widest rank a column of a met scale may need before the search ends. */
const ANY_RANK = 0xffff_ffff;

const PAGE_BITS = 16;
const PAGE_SIZE = 1 << PAGE_BITS;
const SLOT_MASK = PAGE_SIZE - 1;
const FIRST_PAGE_SIZE = 256;
/**
 * Most positions `repeat` remembers: a slot of its table costs 16 bytes and the table is at
 * least a quarter empty (first-calls.ts), so this caps it at 32 MB on a search with that many
 * distinct positions, while Connect Four's depth-8 empty board needs about 77,000.
 */
const REPEATS_KEPT = 1_000_000;
/** Runs of copied calls up to this long are copied call by call, longer ones by `copyWithin`. */
const SHORT_RUN = 64;

/**
 * Thrown by a recorder given a call limit when the search opens one call more: the search stops
 * there, and the calls recorded so far are still the recorder's (`finish`).
 */
export class CallLimitPassed extends Error {
	constructor(readonly limit: number) {
		super(`The search passed ${limit} calls.`);
	}
}

/** The columns for 65,536 consecutive call ids. */
interface Page {
	parent: Int32Array;
	last: Int32Array;
	depth: Uint8Array;
	position: PositionColumn;
	via: UintColumn;
	best: UintColumn;
	score: UintColumn;
	/** The search's declared columns, by handle. */
	own: SearchColumnValues[];
}

/**
 * Keeps every call of a search as a `Trace`. Calls go into pages of 65,536 (the first starts at
 * 256 and doubles), so growing never copies more than one page and a small search allocates
 * little; `finish` joins the pages into exact columns (one copy). Measured on the full game,
 * growing one array by doubling was 2x slower, and allocating an upper bound up front made
 * small searches pay to zero megabytes.
 *
 * A call's last descendant is the last call opened when it closes, so calls must close in
 * depth-first order (as a recursive search does, and as the trace reader replays a file).
 */
export class TraceRecorder implements SearchRecorder {
	calls = 0;
	prunedBranches = 0;
	readonly scale: Scale;
	readonly noMove: number;
	/** The search averages: ranks are given out as values are met, and sorted by `finish`. */
	readonly #met: MetScale | null;
	readonly #game: Game;
	readonly #settings: SearchSettings;
	/** The columns the search records besides every call's own (its descriptor says which). */
	readonly #columns: readonly SearchColumn[];
	/** Positions need more than 32 bits (Connect Four): kept exact in doubles. */
	readonly #wide: boolean;
	readonly #pages: Page[] = [];
	/** The page new calls go to. */
	#page: Page;
	/** Slots in `#page`: the first page starts small and doubles up to a full page. */
	#room = 0;

	/** Told the number of calls so far each time a page of 65,536 fills (for progress bars). */
	readonly #onPage: ((calls: number) => void) | null;
	/**
	 * The first call that searched each position, for `repeat`: kept as it opens, from a search's
	 * first `repeat` (its root's); null for a search that never asks. A call still open is found
	 * only from its own subtree, deeper than it, so a copy is only ever of a closed call.
	 */
	#searched: FirstCalls | null = null;
	/**
	 * With the calls known beforehand (`expected`), the finished columns, allocated at once: the
	 * pages are views into them, so `finish` copies nothing (and the trace is never held twice).
	 */
	readonly #whole: Page | null;
	/** The most calls recorded: the search stops (`CallLimitPassed`) as it opens one more. */
	readonly #limit: number;

	constructor(
		game: Game,
		settings: SearchSettings,
		onPage: ((calls: number) => void) | null = null,
		expected: number | null = null,
		limit: number = Infinity
	) {
		this.#limit = limit;
		this.#game = game;
		this.#settings = settings;
		this.#columns = traceDeclaration(settings.algorithm).columns;
		this.#wide = !fitsUint32(game);
		this.#onPage = onPage;
		this.scale = scaleFor(game, settings);
		this.#met = this.scale instanceof MetScale ? this.scale : null;
		this.noMove = game.moveLimit;
		this.#whole = expected !== null && expected >= PAGE_SIZE ? this.#newPage(expected + 1) : null;
		this.#page = this.#addPage(this.#whole ? PAGE_SIZE : FIRST_PAGE_SIZE);
	}

	open(parent: number, depth: number, position: Position, via: Move): number {
		if (this.calls >= this.#limit) throw new CallLimitPassed(this.#limit);
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

	column(name: string): number {
		const handle = this.#columns.findIndex((column) => column.name === name);
		if (handle < 0)
			throw new Error(`Search "${this.#settings.algorithm}" declares no column "${name}".`);
		return handle;
	}

	put(column: number, id: number, value: number): void {
		const page = this.#pages[id >>> PAGE_BITS] as Page;
		(page.own[column] as SearchColumnValues)[id & SLOT_MASK] = value;
	}

	putOpened(column: number, first: number, second: number): void {
		// The call just opened is on the current page: no page to look up by its id.
		const slot = this.calls & SLOT_MASK;
		const own = this.#page.own;
		(own[column] as SearchColumnValues)[slot] = first;
		(own[column + 1] as SearchColumnValues)[slot] = second;
	}

	leaf(id: number, score: number): void {
		this.close(id, score, this.noMove);
	}

	answer(id: number, score: number): void {
		this.close(id, score, this.noMove);
	}

	estimate(id: number, score: number): void {
		this.close(id, score, this.noMove);
	}

	close(id: number, score: number, best: Move): void {
		const page = this.#pages[id >>> PAGE_BITS] as Page;
		const slot = id & SLOT_MASK;
		page.score[slot] = score;
		page.best[slot] = best;
		page.last[slot] = this.calls;
	}

	/**
	 * Copies the subtree of the first call that searched `position` at `depth`: every call's
	 * columns, its ids shifted. Far cheaper than the game's moves and evaluation: Connect Four's
	 * depth-8 empty board records about 6x faster, as most of its 6,634,027 calls are positions
	 * reached again by another order of the same moves.
	 */
	repeat(parent: number, depth: number, position: Position, via: Move): number | null {
		// A full-width search without a table asks: it grows one subtree wherever it meets a position.
		const searched = (this.#searched ??= new FirstCalls());
		// Not met before: the call the search opens next searches it, and is kept as its first.
		const from = searched.claim(position, searched.size < REPEATS_KEPT ? this.calls + 1 : 0);
		if (from === 0) return null;
		const top = this.#pages[from >>> PAGE_BITS] as Page;
		const topSlot = from & SLOT_MASK;
		if (top.depth[topSlot] !== depth) return null;
		const last = top.last[topSlot] as number;
		// A copy past the limit is searched instead, so the search stops exactly at the limit.
		if (this.calls + (last - from + 1) > this.#limit) return null;
		const shift = this.calls + 1 - from;
		// Only the whole columns' full pages are views into them (`#viewPage`).
		const whole = this.#whole;
		if (whole !== null && last + shift < whole.parent.length - (whole.parent.length % PAGE_SIZE))
			this.#copyWhole(whole, from, last, shift);
		else if (this.calls + (last - from + 1) < PAGE_SIZE) this.#copyByCall(from, last, shift);
		else this.#copyByRun(from, last, shift);
		// The copy's top call hangs under its own parent, reached by its own move.
		const copy = this.#pages[(from + shift) >>> PAGE_BITS] as Page;
		copy.parent[(from + shift) & SLOT_MASK] = parent;
		copy.via[(from + shift) & SLOT_MASK] = via;
		return top.score[topSlot] as number;
	}

	/**
	 * Copies calls `from`…`last` to ids `shift` higher within the whole columns (the calls known
	 * beforehand): no pages to look up or split at, where a copy may cross pages. Only the ids
	 * shift; the other columns of a long run are moved in one `copyWithin` each (a memmove).
	 */
	#copyWhole(whole: Page, from: number, last: number, shift: number): void {
		const { parent, last: lasts, depth, position, via, best, score } = whole;
		for (let id = from; id <= last; id++) {
			parent[id + shift] = (parent[id] as number) + shift;
			lasts[id + shift] = (lasts[id] as number) + shift;
		}
		if (last - from < SHORT_RUN)
			for (let id = from; id <= last; id++) {
				depth[id + shift] = depth[id] as number;
				position[id + shift] = position[id] as number;
				via[id + shift] = via[id] as number;
				best[id + shift] = best[id] as number;
				score[id + shift] = score[id] as number;
			}
		else {
			depth.copyWithin(from + shift, from, last + 1);
			position.copyWithin(from + shift, from, last + 1);
			via.copyWithin(from + shift, from, last + 1);
			best.copyWithin(from + shift, from, last + 1);
			score.copyWithin(from + shift, from, last + 1);
		}
		this.calls = last + shift;
		this.#pagesThrough(this.calls);
	}

	/** Adds full pages until call `id` has one, each announced as it comes. */
	#pagesThrough(id: number): void {
		while (this.#pages.length <= id >>> PAGE_BITS) {
			this.#page = this.#addPage(PAGE_SIZE);
			this.#onPage?.((this.#pages.length - 1) * PAGE_SIZE);
		}
	}

	/** Copies calls `from`…`last` to ids `shift` higher, one call at a time (a small search). */
	#copyByCall(from: number, last: number, shift: number): void {
		for (let id = from; id <= last; id++) {
			const page = this.#pages[id >>> PAGE_BITS] as Page;
			const slot = id & SLOT_MASK;
			const copy = this.open(
				(page.parent[slot] as number) + shift,
				page.depth[slot] as number,
				page.position[slot] as Position,
				page.via[slot] as Move
			);
			const into = this.#page;
			const at = copy & SLOT_MASK;
			into.score[at] = page.score[slot] as number;
			into.best[at] = page.best[slot] as number;
			into.last[at] = (page.last[slot] as number) + shift;
		}
	}

	/**
	 * Copies calls `from`…`last` to ids `shift` higher in runs that stay within one page on both
	 * sides: typed-array copies, and a loop only for the ids that shift.
	 */
	#copyByRun(from: number, last: number, shift: number): void {
		while (this.#room < PAGE_SIZE) this.#growFirstPage();
		let source = from;
		while (source <= last) {
			const target = source + shift;
			const index = target >>> PAGE_BITS;
			this.#pagesThrough(target);
			const at = target & SLOT_MASK;
			const slot = source & SLOT_MASK;
			const run = Math.min(last - source + 1, PAGE_SIZE - at, PAGE_SIZE - slot);
			const page = this.#pages[source >>> PAGE_BITS] as Page;
			const into = this.#pages[index] as Page;
			const { parent, last: lasts, depth, position, via, best, score } = page;
			// Most runs are a few calls (a subtree near the leaves): a plain loop beats five views.
			if (run > SHORT_RUN) {
				into.depth.set(depth.subarray(slot, slot + run), at);
				into.position.set(position.subarray(slot, slot + run), at);
				into.via.set(via.subarray(slot, slot + run), at);
				into.best.set(best.subarray(slot, slot + run), at);
				into.score.set(score.subarray(slot, slot + run), at);
			} else {
				const { depth: depths, position: positions, via: vias, best: bests, score: scores } = into;
				for (let k = 0; k < run; k++) {
					depths[at + k] = depth[slot + k] as number;
					positions[at + k] = position[slot + k] as number;
					vias[at + k] = via[slot + k] as number;
					bests[at + k] = best[slot + k] as number;
					scores[at + k] = score[slot + k] as number;
				}
			}
			const { parent: parents, last: toLasts } = into;
			for (let k = 0; k < run; k++) {
				parents[at + k] = (parent[slot + k] as number) + shift;
				toLasts[at + k] = (lasts[slot + k] as number) + shift;
			}
			source += run;
		}
		this.calls = last + shift;
	}

	prune(_id: number, left: number): void {
		this.prunedBranches += left;
	}

	/** The trace, with the number of positions the search's table held at the end. */
	finish(tableSize = 0): Trace {
		const length = this.calls + 1;
		const whole = this.#whole;
		const exact = whole !== null && whole.parent.length === length;
		const join = <T extends UintColumn | Int32Array | Float64Array>(pick: (page: Page) => T): T => {
			if (exact) {
				// Only the last page, past the whole columns' last full page, is not a view.
				const column = pick(whole);
				const index = this.#pages.length - 1;
				const tail = pick(this.#pages[index] as Page);
				if (tail.buffer !== column.buffer)
					column.set(tail.subarray(0, length - index * PAGE_SIZE), index * PAGE_SIZE);
				return column;
			}
			const first = pick(this.#pages[0] as Page);
			const column = new (first.constructor as new (length: number) => T)(length);
			this.#pages.forEach((page, index) => {
				const start = index * PAGE_SIZE;
				column.set(pick(page).subarray(0, Math.min(pick(page).length, length - start)), start);
			});
			return column;
		};
		const settled = this.#met?.settle() ?? null;
		// A met scale's ranks go to their sorted places, in columns as narrow as the values allow.
		const ranked = (column: UintColumn): UintColumn => {
			if (settled === null) return column;
			const { scale, ranks } = settled;
			const narrow = uintColumn(column.length, scale.highest);
			for (let id = 0; id < column.length; id++) narrow[id] = ranks[column[id] as number] as number;
			return narrow;
		};
		return new Trace({
			settings: this.#settings,
			tableSize,
			game: this.#game,
			scale: settled?.scale ?? (this.scale as ValueScale),
			calls: this.calls,
			prunedBranches: this.prunedBranches,
			columns: {
				parent: join((page) => page.parent),
				last: join((page) => page.last),
				depth: join((page) => page.depth),
				position: join((page) => page.position),
				via: join((page) => page.via),
				best: join((page) => page.best),
				score: ranked(join((page) => page.score)),
				...Object.fromEntries(
					this.#columns.map(({ name, kind }, handle) => {
						const column = join((page) => page.own[handle] as SearchColumnValues);
						return [name, kind === 'rank' ? ranked(column as UintColumn) : column];
					})
				)
			}
		});
	}

	#addPage(size: number): Page {
		const page = this.#viewPage(this.#pages.length) ?? this.#newPage(size);
		this.#pages.push(page);
		this.#room = size;
		return page;
	}

	/** Page `index` as views into the whole columns, when it lies within them; else null. */
	#viewPage(index: number): Page | null {
		const whole = this.#whole;
		const start = index * PAGE_SIZE;
		const end = start + PAGE_SIZE;
		if (whole === null || end > whole.parent.length) return null;
		const view = <T extends UintColumn | Int32Array | Float64Array>(column: T): T =>
			column.subarray(start, end) as T;
		return {
			parent: view(whole.parent),
			last: view(whole.last),
			depth: view(whole.depth),
			position: view(whole.position),
			via: view(whole.via),
			best: view(whole.best),
			score: view(whole.score),
			own: whole.own.map(view)
		};
	}

	/** Doubles the first page, so small searches allocate little. */
	#growFirstPage(): void {
		const old = this.#page;
		const page = this.#newPage(Math.min(this.#room * 2, PAGE_SIZE));
		for (const key of Object.keys(page) as (keyof Page)[])
			if (key !== 'own') page[key].set(old[key]);
		page.own.forEach((column, handle) => column.set(old.own[handle] as SearchColumnValues));
		this.#pages[0] = page;
		this.#page = page;
		this.#room = page.parent.length;
	}

	#newPage(size: number): Page {
		const ranks = this.#met === null ? this.scale.highest : ANY_RANK;
		return {
			parent: new Int32Array(size),
			last: new Int32Array(size),
			depth: new Uint8Array(size),
			position: this.#wide ? new Float64Array(size) : new Uint32Array(size),
			via: uintColumn(size, this.noMove),
			best: uintColumn(size, this.noMove),
			score: uintColumn(size, ranks),
			own: this.#columns.map(({ kind }) => searchColumn(kind, size, ranks))
		};
	}
}
