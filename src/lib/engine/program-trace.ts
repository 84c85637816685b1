import { uintColumn } from './columns';
import { InputError } from './errors';
import { isCount, isObject, own, type JsonObject } from './fields';
import { filePlaces } from './file-places';
import type { Game, Move, Position } from './game';
import type { ImportOptions, TraceFile } from './import';
import { checkFormat, IMPORT_LIMITS, readGame, readSettings, recordsOf } from './import';
import { fitsUint32 } from './position-bits';
import { clip, show } from './quote';
import { disagrees, field, wrong } from './rebuild';
import { ValueScale } from './scale';
import { isSearchId, programSearchIds, traceDeclaration } from './search-catalog';
import { Trace } from './trace';

/**
 * A student's trace (docs/trace-format.md, "A program's trace"): a version 1 file with a
 * `program` header, written by the tracers in static/tracers/ around a student's own search. Its
 * records are taken as written, never searched again nor compared with ours here (it may well
 * be wrong: diagnosis/ names how). Only its structure is checked, as a file from another program
 * must be: ids in order, each parent still open, depths, each position one move on from its
 * caller's and the side to move there. Unlike our own files, a call may expand a finished
 * position, search a move twice or in any order, and return any number: those are mistakes to
 * name, not broken files. `move` (else the first child that returned the call's value) and the
 * unsearched moves are inferred.
 */

/** Who wrote the trace: the student's language and function, and the tracer's version. */
export interface ProgramInfo {
	readonly language: string;
	readonly function: string;
	readonly tracer: string;
	/** The function took a window (alpha and beta); when not, the trace holds the widest. */
	readonly windows: boolean;
}

declare module './errors' {
	interface TraceFileErrorDetails {
		/** A program's trace names a search other than minimax and alpha-beta. */
		programAlgorithm: [{ value: ShownValue }];
		/** Its `program` header is not an object of texts. */
		programHeader: [{ value: ShownValue }];
		/** The student's function raised an exception in call `call`. */
		programRaised: [{ call: number; error: string }];
	}
}

/** A file with a `program` header: a student's trace. */
export const isProgramFile = (file: JsonObject): boolean => Object.hasOwn(file, 'program');

const INFINITIES: Readonly<Record<string, number>> = { '-inf': -Infinity, inf: Infinity };

/** Reads a student's trace; throws `InputError` naming the first structural problem. */
export function readProgramTrace(file: JsonObject, options: ImportOptions = {}): TraceFile {
	checkFormat(file);
	const algorithm = own(file, 'algorithm');
	if (!isSearchId(algorithm) || !programSearchIds().includes(algorithm))
		throw new InputError('programAlgorithm', { value: show(algorithm) });
	const program = own(file, 'program');
	const texts = ['language', 'function', 'tracer'].map((key) =>
		isObject(program) ? (own(program, key) ?? '') : null
	);
	if (!texts.every((text) => typeof text === 'string'))
		throw new InputError('programHeader', { value: show(program) });
	const game = readGame(file);
	const settings = readSettings(file, game, algorithm);
	const limit = options.maxCalls ?? IMPORT_LIMITS.maxCalls;
	const records = recordsOf(file, own(file, 'calls'), limit);
	const read = new ProgramRecords(game, records.length, traceDeclaration(algorithm).window);
	records.forEach((record, index) => read.add(index + 1, record));
	const trace = read.finish(settings, own(file, 'move'));
	const rootMove = trace.rootMove;
	const [language, name, tracer] = texts as string[];
	return {
		settings,
		game,
		figures: {
			calls: records.length,
			score: trace.rootScore,
			move: rootMove === null ? null : filePlaces(game).write(rootMove),
			prunedBranches: trace.prunedBranches
		},
		trace,
		program: { language, function: name, tracer, windows: read.windows } as ProgramInfo
	};
}

/** The records read so far, as plain columns; the scale is made of the values met. */
class ProgramRecords {
	readonly #game: Game;
	readonly #places;
	readonly #windowed: boolean;
	readonly parent: Int32Array;
	readonly last: Int32Array;
	readonly depth: Uint8Array;
	readonly position: Uint32Array | Float64Array;
	readonly via: Uint32Array;
	readonly best: Uint32Array;
	/** Values as numbers (infinities included), ranked once all are read. */
	readonly score: Float64Array;
	readonly alpha: Float64Array;
	readonly beta: Float64Array;
	/** Written places, for the next records' callers. */
	readonly #place: string[];
	/** The open calls, root first. */
	readonly #open: number[] = [];
	/** Some record had a window. */
	windows = false;

	constructor(game: Game, calls: number, windowed: boolean) {
		this.#game = game;
		this.#places = filePlaces(game);
		this.#windowed = windowed;
		const size = calls + 1;
		this.parent = new Int32Array(size);
		this.last = new Int32Array(size);
		this.depth = new Uint8Array(size);
		this.position = fitsUint32(game) ? new Uint32Array(size) : new Float64Array(size);
		this.via = new Uint32Array(size).fill(game.moveLimit);
		this.best = new Uint32Array(size).fill(game.moveLimit);
		[this.score, this.alpha, this.beta] = [0, 1, 2].map(() => new Float64Array(size)) as [
			Float64Array,
			Float64Array,
			Float64Array
		];
		this.#place = new Array<string>(size);
	}

	add(id: number, record: unknown): void {
		const game = this.#game;
		const places = this.#places;
		if (!isObject(record))
			throw new InputError('fileRecordNotCall', { call: id, value: show(record) });
		if (own(record, 'id') !== id)
			throw new InputError('fileRecordId', { call: id, value: show(own(record, 'id')) });
		const parent = field(record, id, 'parent');
		const open = this.#open;
		if (id === 1 ? parent !== null : !isCount(parent) || parent < 1)
			throw wrong(id, 'parent', parent, id === 1 ? 'null' : 'id');
		if (id > 1) {
			const at = open.lastIndexOf(parent as number);
			if (at < 0) throw new InputError('fileCallParent', { call: id, parent: parent as number });
			while (open.length > at + 1) this.last[open.pop() as number] = id - 1;
		}
		const caller = id === 1 ? 0 : (parent as number);
		const depth = field(record, id, 'depth');
		const expected = caller === 0 ? 0 : (this.depth[caller] as number) + 1;
		if (depth !== expected) throw disagrees(id, 'depth', depth, expected);

		const place = field(record, id, places.field);
		if (typeof place !== 'string' || !places.pattern.test(place))
			throw places.wrongType({ call: id, field: places.field, value: show(place) });
		let position = game.root;
		if (caller === 0) {
			if (place !== places.root) throw disagrees(id, places.field, place, places.root);
		} else {
			const from = this.#place[caller] as string;
			const at = this.position[caller] as Position;
			const move = places.moveTo(at, from, place) ?? this.#pastTheEnd(at, from, place);
			if (move === null)
				throw new InputError('fileCallUnreachable', {
					call: id,
					field: places.field,
					value: show(place),
					from: JSON.stringify(from)
				});
			position = game.play(at, move);
			this.via[id] = move;
		}
		const player = field(record, id, 'player');
		if (player !== game.player(position))
			throw disagrees(id, 'player', player, game.player(position));

		const score = field(record, id, 'score');
		if (score === null)
			throw new InputError('programRaised', {
				call: id,
				error: clip(String(own(record, 'error') ?? ''), 120)
			});
		this.score[id] = this.#value(id, 'score', score);
		const [alpha, beta] = [own(record, 'alpha') ?? null, own(record, 'beta') ?? null];
		this.windows ||= alpha !== null || beta !== null;
		this.alpha[id] = alpha === null ? -Infinity : this.#value(id, 'alpha', alpha);
		this.beta[id] = beta === null ? Infinity : this.#value(id, 'beta', beta);

		const move = own(record, 'move') ?? null;
		if (move !== null) {
			const chosen = isCount(move) ? places.read(move) : -1;
			if (!game.moves(position).includes(chosen))
				throw new InputError('fileCallMove', { call: id, move: Number(move) });
			this.best[id] = chosen;
		}
		this.parent[id] = caller;
		this.depth[id] = depth as number;
		this.position[id] = position;
		this.#place[id] = place;
		open.push(id);
	}

	/** The move to `to` from a finished position (a student's search may play on): any that fits. */
	#pastTheEnd(position: Position, from: string, to: string): Move | null {
		if (!this.#game.isTerminal(position) || to === from) return null;
		for (let move = 0; move < this.#game.moveLimit; move++)
			if (this.#places.child(from, this.#game.play(position, move), move) === to) return move;
		return null;
	}

	#value(id: number, name: string, value: unknown): number {
		const number = typeof value === 'string' ? INFINITIES[value] : value;
		if (typeof number !== 'number' || Number.isNaN(number)) throw wrong(id, name, value, 'bound');
		return number;
	}

	/** The trace: the scale of values met, the inferred moves and the moves left unsearched. */
	finish(settings: Trace['settings'], headerMove: unknown): Trace {
		const game = this.#game;
		const calls = this.parent.length - 1;
		for (const id of this.#open) this.last[id] = calls;
		const { score: scores, alpha: alphas, beta: betas } = this;
		const finite = [...scores, ...alphas, ...betas].filter(Number.isFinite);
		const scale = new ValueScale([...game.scores, ...(game.estimates ?? []), ...finite]);
		const ranks = (values: Float64Array) => {
			const column = uintColumn(values.length, scale.highest);
			values.forEach((value, id) => (column[id] = scale.rankOf(value) ?? 0));
			return column;
		};
		if (headerMove !== null && isCount(headerMove) && this.best[1] === game.moveLimit)
			this.best[1] = this.#places.read(headerMove);
		let pruned = 0;
		for (let id = 1; id <= calls; id++) {
			const last = this.last[id] as number;
			if (last === id) continue;
			const searched = new Set<number>();
			for (let child = id + 1; child <= last; child = (this.last[child] as number) + 1) {
				searched.add(this.via[child] as number);
				if (this.best[id] === game.moveLimit && scores[child] === scores[id])
					this.best[id] = this.via[child] as number;
			}
			pruned += game
				.moves(this.position[id] as Position)
				.filter((move) => !searched.has(move)).length;
		}
		const { parent, last, depth, position, via, best } = this;
		return new Trace({
			settings,
			game,
			scale,
			calls,
			prunedBranches: pruned,
			columns: {
				parent,
				last,
				depth,
				position,
				via,
				best,
				score: ranks(scores),
				...(this.#windowed ? { alpha: ranks(alphas), beta: ranks(betas) } : {})
			}
		});
	}
}
