import { InputError, type RecordValueKind } from './errors';
import { isCount, isObject, own, type JsonObject } from './fields';
import { filePlaces, type FilePlaces } from './file-places';
import { Fraction } from './fraction';
import type { Game, Move, Position } from './game';
import { show } from './quote';
import { TraceRecorder } from './recorder';
import type { SearchSettings } from './search';
import { traceDeclaration } from './search-catalog';
import { BOUND_NAMES } from './table';
import type { Trace } from './trace';

/**
 * A trace file's records turned back into a trace's columns, in one pass in id order, without
 * searching. Each record is checked against the structure the earlier ones describe (see
 * import.ts); the first break is an `InputError` naming its call.
 */

/** A call whose record has been read and whose calls may still follow. */
interface OpenCall {
	readonly id: number;
	readonly position: Position;
	readonly depth: number;
	/** Its board or path as written. */
	readonly place: string;
	readonly score: number;
	readonly best: Move;
	/** The `pruned` list as written (moves as the file writes them), checked when the call closes. */
	readonly pruned: readonly number[];
	/** How many calls it made. */
	children: number;
	/** Its last call so far, and whether that call searched its move again (a re-search). */
	lastChild: number;
	lastAgain: boolean;
	/** Its calls were at its own position, by no move (a deepening search's driver): none cut. */
	reentered: boolean;
}

const NONE: readonly Move[] = Object.freeze([]);

/**
 * The columns of the trace the records describe, read in one pass in id order; `onProgress` is
 * told the records read so far every 65,536. With `defer`, a `pruned` list that disagrees with
 * the calls listed under it does not stop the reading: the first is returned as `pending`, for
 * a caller that searches again to name the call that actually differs (a call moved to another
 * parent changes the `pruned` lists of both its callers, which close before the moved call's
 * own record is compared). Without it, it is thrown.
 */
export function rebuild(
	records: readonly unknown[],
	game: Game,
	settings: SearchSettings,
	onProgress: ((records: number) => void) | null = null,
	defer = false
): { trace: Trace; pending: InputError | null } {
	const reading = new Rebuild(game, settings, onProgress, defer);
	const trace = reading.run(records);
	return { trace, pending: reading.pending };
}

class Rebuild {
	readonly #game: Game;
	readonly #recorder: TraceRecorder;
	readonly #places: FilePlaces;
	/**
	 * The recorder's handles of the columns records fill, -1 where the search keeps none: the
	 * window (`alpha`, `beta`), the call whose table entry they read (`from`), and how their value
	 * was stored (`bound`: alphabeta-table).
	 */
	readonly #windowColumn: number;
	readonly #originColumn: number;
	readonly #boundColumn: number;
	/**
	 * The search deepens or drives: a record at its caller's own place is an iteration or a pass,
	 * reached by no move.
	 */
	readonly #reentersRoot: boolean;
	/** Values are averages: each record's `exact` fraction is its value. */
	readonly #averages: boolean;
	/** A call may search a move again right after probing it (PVS). */
	readonly #probing: boolean;
	/** The chain of open calls, root first: the caller of the next record is one of them. */
	readonly #open: OpenCall[] = [];
	/**
	 * For each depth, move → the last call made at that depth with that move. A call's own
	 * children have ids above its own, so older entries (other callers') never pass for them.
	 */
	readonly #searched: Int32Array[] = [];
	/** `pruned` disagreements are kept (the first one) rather than thrown. */
	readonly #defer: boolean;
	/** The first `pruned` list that disagreed, when deferred. */
	pending: InputError | null = null;

	constructor(
		game: Game,
		settings: SearchSettings,
		onProgress: ((records: number) => void) | null,
		defer: boolean
	) {
		this.#game = game;
		this.#defer = defer;
		// Each record opens one call, so the recorder's pages count the records read.
		this.#recorder = new TraceRecorder(game, settings, onProgress);
		this.#places = filePlaces(game);
		const declared = traceDeclaration(settings.algorithm);
		const handle = (name: string, kept: boolean) => (kept ? this.#recorder.column(name) : -1);
		this.#windowColumn = handle('alpha', declared.window);
		this.#originColumn = handle('origin', declared.origin);
		this.#boundColumn = handle('bound', declared.bound);
		this.#reentersRoot = declared.reentries;
		this.#averages = declared.averages;
		this.#probing = declared.researches;
	}

	run(records: readonly unknown[]): Trace {
		for (let index = 0; index < records.length; index++) this.#read(index + 1, records[index]);
		while (this.#open.length > 0) this.#close(this.#open.pop() as OpenCall);
		return this.#recorder.finish();
	}

	#read(id: number, record: unknown): void {
		const game = this.#game;
		const recorder = this.#recorder;
		const places = this.#places;
		if (!isObject(record))
			throw new InputError('fileRecordNotCall', { call: id, value: show(record) });
		if (own(record, 'id') !== id) {
			throw new InputError('fileRecordId', { call: id, value: show(own(record, 'id')) });
		}

		// The caller: none for the first call, else a call still open.
		const parent = field(record, id, 'parent');
		let caller: OpenCall | null = null;
		if (id === 1) {
			if (parent !== null) throw wrong(id, 'parent', parent, 'null');
		} else {
			if (!isCount(parent) || parent < 1) throw wrong(id, 'parent', parent, 'id');
			const open = this.#open;
			let at = open.length - 1;
			while (at >= 0 && (open[at] as OpenCall).id !== parent) at--;
			if (at < 0) throw new InputError('fileCallParent', { call: id, parent });
			while (open.length > at + 1) this.#close(open.pop() as OpenCall);
			caller = open[at] as OpenCall;
		}

		const depth = field(record, id, 'depth');
		if (!isCount(depth)) throw wrong(id, 'depth', depth, 'count');
		const expectedDepth = caller === null ? 0 : caller.depth + 1;
		if (depth !== expectedDepth) throw disagrees(id, 'depth', depth, expectedDepth);

		// The position: the root's, or one legal move on from the caller's.
		const place = field(record, id, places.field);
		if (typeof place !== 'string')
			throw places.wrongType({ call: id, field: places.field, value: show(place) });
		let position = game.root;
		let via = recorder.noMove;
		if (caller === null) {
			if (!places.pattern.test(place))
				throw places.wrongType({ call: id, field: places.field, value: show(place) });
			if (place !== places.root) throw disagrees(id, places.field, place, places.root);
		} else if (place === caller.place && this.#reentersRoot) {
			// A deepening search's iteration: a call at its caller's own position, by no move.
			position = caller.position;
			caller.children++;
			caller.reentered = true;
		} else {
			const move = places.moveTo(caller.position, caller.place, place);
			if (move === null) {
				if (!places.pattern.test(place))
					throw places.wrongType({ call: id, field: places.field, value: show(place) });
				const from = JSON.stringify(caller.place);
				if (game.isTerminal(caller.position)) {
					throw new InputError('fileCallAfterEnd', {
						call: id,
						field: places.field,
						value: show(place),
						from
					});
				}
				const column = places.fullColumn?.(caller.position, caller.place, place) ?? null;
				if (column !== null) {
					throw new InputError('fileCallFullColumn', {
						call: id,
						value: show(place),
						column,
						from
					});
				}
				throw new InputError('fileCallUnreachable', {
					call: id,
					field: places.field,
					value: show(place),
					from: JSON.stringify(caller.place)
				});
			}
			const searched = (this.#searched[depth] ??= new Int32Array(game.moveLimit));
			const earlier = searched[move] ?? 0;
			// A probing search re-searches a move once, right after its probe: nothing else repeats.
			const again = earlier > caller.id;
			if (again && !(this.#probing && earlier === caller.lastChild && !caller.lastAgain))
				throw new InputError('fileCallRepeat', { call: id, earlier });
			searched[move] = id;
			caller.children++;
			caller.lastChild = id;
			caller.lastAgain = again;
			position = game.play(caller.position, move);
			via = move;
		}

		const player = field(record, id, 'player');
		if (typeof player !== 'string') throw wrong(id, 'player', player, 'text');
		const mover = game.player(position);
		if (player !== mover) throw disagrees(id, 'player', player, mover);

		const alpha = this.#bound(record, id, 'alpha');
		const beta = this.#bound(record, id, 'beta');

		const score = field(record, id, 'score');
		if (typeof score !== 'number') throw wrong(id, 'score', score, 'number');

		// Moves as the file writes them (Connect Four's columns count from 1).
		const move = field(record, id, 'move');
		if (move !== null && !isCount(move)) throw wrong(id, 'move', move, 'move');
		const best = move === null ? recorder.noMove : places.read(move);
		if (move !== null && !game.moves(position).includes(best)) {
			throw new InputError('fileCallMove', { call: id, move });
		}

		const pruned = field(record, id, 'pruned');
		if (!Array.isArray(pruned) || !pruned.every(isCount))
			throw wrong(id, 'pruned', pruned, 'moves');

		const origin = this.#originColumn >= 0 ? field(record, id, 'from') : null;
		if (origin !== null && !(isCount(origin) && origin >= 1 && origin < id))
			throw wrong(id, 'from', origin, 'idOrNull');
		const boundName = this.#boundColumn >= 0 ? field(record, id, 'bound') : null;
		const bound = BOUND_NAMES.findIndex((name) => name === boundName);
		if (this.#boundColumn >= 0 && bound < 0) throw wrong(id, 'bound', record.bound, 'boundType');

		recorder.open(caller?.id ?? 0, depth, position, via);
		if (this.#windowColumn >= 0) recorder.putOpened(this.#windowColumn, alpha, beta);
		if (origin !== null) recorder.put(this.#originColumn, id, origin);
		if (bound >= 0) recorder.put(this.#boundColumn, id, bound);
		this.#open.push({
			id,
			position,
			depth,
			place,
			score: this.#averages ? this.#exact(record, id, score) : this.#rank(id, 'score', score),
			best,
			pruned,
			children: 0,
			lastChild: 0,
			lastAgain: false,
			reentered: false
		});
	}

	/** Alpha or beta as a rank: a value for alpha-beta, null for minimax. */
	#bound(record: JsonObject, id: number, name: 'alpha' | 'beta'): number {
		const value = field(record, id, name);
		const { scale } = this.#recorder;
		if (this.#windowColumn < 0) {
			if (value !== null) throw wrong(id, name, value, 'null');
			return 0;
		}
		if (value === '-inf') return scale.lowest;
		if (value === 'inf') return scale.highest;
		if (typeof value !== 'number') throw wrong(id, name, value, 'bound');
		return this.#averages ? this.#exactBound(record, id, name, value) : this.#rank(id, name, value);
	}

	/**
	 * A finite alpha or beta of a search that averages, by its exact value (`alphaExact`,
	 * `betaExact`): in lowest terms, and `value` the number nearest it.
	 */
	#exactBound(record: JsonObject, id: number, name: 'alpha' | 'beta', value: number): number {
		const text = field(record, id, `${name}Exact`);
		const exact = typeof text === 'string' ? Fraction.parse(text) : null;
		if (exact === null || exact.toString() !== text)
			throw wrong(id, `${name}Exact`, text, 'fraction');
		if (exact.toNumber() !== value) throw disagrees(id, name, value, exact.toNumber());
		return this.#recorder.scale.intern(exact);
	}

	/**
	 * A record's exact value (`exact`, "23/3") as a rank into the scale of values met: written in
	 * lowest terms, and its `score` the number nearest it.
	 */
	#exact(record: JsonObject, id: number, score: number): number {
		const text = field(record, id, 'exact');
		const value = typeof text === 'string' ? Fraction.parse(text) : null;
		if (value === null || value.toString() !== text) throw wrong(id, 'exact', text, 'fraction');
		if (value.toNumber() !== score) throw disagrees(id, 'score', score, value.toNumber());
		return this.#recorder.scale.intern(value);
	}

	#rank(id: number, name: string, value: number): number {
		// Infinities are written "-inf" / "inf"; a number (even 1e999, read as Infinity) is finite.
		const rank = Number.isFinite(value) ? this.#recorder.scale.rankOf(value) : null;
		if (rank === null) throw new InputError('fileCallValue', { call: id, field: name, value });
		return rank;
	}

	/**
	 * Ends a call once its last descendant is read: its unsearched moves must be as written. A
	 * call that searched nothing (a finished position, a table hit) cut nothing, as
	 * `Trace.cutMoves` has it.
	 */
	#close(call: OpenCall): void {
		const moves = this.#game.moves(call.position);
		let left = NONE;
		// A re-search is a second call of one move: a probing call may cut with as many calls as moves.
		if (call.children > 0 && !call.reentered && (call.children < moves.length || this.#probing)) {
			const searched = this.#searched[call.depth + 1];
			left = moves.filter((move) => !(searched !== undefined && (searched[move] ?? 0) > call.id));
		}
		const written = left.map(this.#places.write);
		if (!sameMoves(call.pruned, written)) {
			const problem = disagrees(call.id, 'pruned', call.pruned, written);
			if (!this.#defer) throw problem;
			this.pending ??= problem;
		}
		this.#recorder.prunedBranches += left.length;
		this.#recorder.close(call.id, call.score, call.best);
	}
}

/** A record's field; throws when the record has none of its own. */
export function field(record: JsonObject, id: number, name: string): unknown {
	if (!Object.hasOwn(record, name))
		throw new InputError('fileCallNoField', { call: id, field: name });
	return record[name];
}

/** A record's field of the wrong type. */
export function wrong(id: number, name: string, value: unknown, want: RecordValueKind): InputError {
	return new InputError('fileCallType', { call: id, field: name, value: show(value), want });
}

/** A record's field at odds with what its caller or game says it must be. */
export function disagrees(id: number, name: string, value: unknown, expected: unknown): InputError {
	return new InputError('fileCallDisagrees', {
		call: id,
		field: name,
		value: show(value),
		expected: show(expected)
	});
}

function sameMoves(a: readonly number[], b: readonly number[]): boolean {
	return a.length === b.length && a.every((move, index) => move === b[index]);
}
