// minimax-trace.js: trace your own minimax or alpha-beta for Minimax Lab.
//
// One ES module, no dependencies, for Node 20+ and the browser. Add two lines to your program:
//
//   import { trace } from './minimax-trace.js';
//   minimax = trace(minimax, { game: 'tictactoe', search: 'alphabeta' });
//
// Reassigning the function's own name sends its recursive calls through the tracer. When the
// outermost call returns, Node writes `trace.json` (option `out`); in the browser `minimax.file()`
// gives the text. Open the file on the page ("From your program") or check it from the command
// line (`npm run --silent trace -- --check trace.json --explain`).
//
// It records each call's caller, the position it was given (in the site's form), the window
// (alpha, beta) it received and what it returned, and infers depth and side to move. It never
// changes what your function does: the same arguments, `this`, return values and exceptions.
//
// Options (the Python tracer, minimax_trace.py, takes the same in snake_case):
//   game        'tictactoe' (or 'board'), 'connect4' or 'tree'                       (required)
//   search      'minimax' (default) or 'alphabeta': the search your code means to be
//   out         the file Node writes (default 'trace.json'); null: write nothing
//   position    the argument holding the position: its index or parameter name (default 0)
//   alpha, beta the window's arguments: index or parameter name, or a function returning the value
//               (for a window kept in module variables: `alpha: () => alpha`); by default the
//               parameters named alpha/a/α and beta/b/β, read from the parameter list's text
//   value       where the score is in a returned array (index) or object (key); default: a number
//               itself, an array's first number, an object's `score` or `value`
//   start       the root position, when your top level loops over its moves and calls the traced
//               function on each child: the tracer writes the root's record itself, and the file
//               when the program exits (or at `t.write()`; `t.write({ move })` names the root's move)
//   scoring     boards: 'article' (±10, default), 'unit' (±1) or 'depth'
//   depthLimit  your search's depth limit, when it has one
//   root        'max' (default) or 'min': who moves at the root of a tree
//   ai          boards and Connect Four: the maximiser's mark (default: the side to move at the root)
//   toMove      boards: who moves at the root (default from the counts, X first)
//   marks       your marks: { X: 'x', O: 'o', empty: ' ' } (default: X/x, O/o, and empty any of
//               '.', ' ', '-', '_', null, undefined, 0, ''; in a flat list, a number equal to its index)
//   columnBase  Connect Four columns in your positions and returned moves: 1 (1-7) or 0 (0-6);
//               default 1 in a move string, 0 in a list of columns or a grid
//   negamax     true when values and windows are from the side to move's view (negamax): the
//               file gets them from the maximiser's
//
// Several functions in one trace (maxValue/minValue): `const t = trace({ ...options });` then
// `maxValue = t(maxValue); minValue = t(minValue);`; `t.write()` / `t.file()` as above.

/** The tracer's version, written in the file's `program.tracer`. */
export const TRACER_VERSION = '1';
/** The most calls a file holds (the site's limit); past it the tracer records no more. */
export const MAX_CALLS = 1_000_000;
/** A call that returned no move (or one that is no move of the game). */
const NO_MOVE = -2;

/**
 * @typedef {'tictactoe' | 'board' | 'connect4' | 'tree'} GameName
 * @typedef {number | string | (() => unknown)} ArgumentRef
 * @typedef {{ X?: unknown, O?: unknown, empty?: unknown }} Marks
 * @typedef {{
 *   game: GameName, search?: 'minimax' | 'alphabeta', out?: string | null,
 *   position?: number | string, alpha?: ArgumentRef, beta?: ArgumentRef, value?: number | string,
 *   start?: unknown, scoring?: 'article' | 'unit' | 'depth', depthLimit?: number,
 *   root?: 'max' | 'min', ai?: 'X' | 'O', toMove?: 'X' | 'O', marks?: Marks,
 *   columnBase?: 0 | 1, negamax?: boolean
 * }} TraceOptions
 * @typedef {(...args: never[]) => unknown} AnyFunction
 * @typedef {{ file(): string, write(options?: { out?: string, move?: number | null }): string }} Output
 * @typedef {AnyFunction & Output} Traced
 * @typedef {(<F extends AnyFunction>(fn: F) => F & Output) & Output & { calls(): number }} Tracer
 */

/**
 * A position in the site's form: a board as a number (see boardCode), a move string or a path.
 * @typedef {string | number} Place
 */

/**
 * Wraps `fn` (or returns a tracer for several functions when given options alone).
 * @overload
 * @param {TraceOptions} options
 * @returns {Tracer}
 */
/**
 * @template {AnyFunction} F
 * @overload
 * @param {F} fn
 * @param {TraceOptions} options
 * @returns {F & Output}
 */
/**
 * @param {AnyFunction | TraceOptions} first
 * @param {TraceOptions} [second]
 * @returns {unknown}
 */
export function trace(first, second) {
	if (typeof first === 'function') {
		if (!second) throw new TypeError('minimax-trace: trace(fn, options) needs its options');
		return makeTracer(second)(first);
	}
	return makeTracer(first);
}

/**
 * @param {TraceOptions} options
 * @returns {Tracer}
 */
function makeTracer(options) {
	const recording = new Recording(options);
	const wrap = (/** @type {AnyFunction} */ fn) => recording.wrap(fn);
	return /** @type {Tracer} */ (
		Object.assign(wrap, {
			file: () => recording.file(),
			write: (/** @type {{ out?: string, move?: number | null }} */ how) => recording.write(how),
			calls: () => recording.count
		})
	);
}

/** A trace being recorded: the calls in columns, the open calls on a stack. */
class Recording {
	/** @param {TraceOptions} options */
	constructor(options) {
		if (!options || typeof options !== 'object')
			throw new TypeError('minimax-trace: give the options, e.g. { game: "tictactoe" }');
		this.options = options;
		this.shape = shapeFor(options);
		this.search = options.search ?? 'minimax';
		if (this.search !== 'minimax' && this.search !== 'alphabeta')
			throw new TypeError(
				`minimax-trace: search must be "minimax" or "alphabeta", not ${show(this.search)}`
			);
		/** @type {string[]} */
		this.functions = [];
		this.count = 0;
		/** Why recording stopped early (a position it could not read), or null. @type {string | null} */
		this.broken = null;
		/** Recorded calls still running (the outermost is 1). */
		this.running = 0;
		/** Recorded calls open, with a start= root (the depth of the next call). */
		this.level = 0;
		/** The id of the call open at each depth (the last one there). */
		this.openAt = new Int32Array(64);
		/**
		 * Whether calls go through unrecorded: the first search is over (a later outermost call is
		 * not recorded), the trace is full, or a position could not be read.
		 */
		this.idle = false;
		// Columns by call id - 1, typed so that a million calls cost little to keep: a window or
		// value that is no number is NaN; a returned move, NO_MOVE when none was given.
		this.capacity = 0;
		/** @type {Int32Array} */
		this.parent = new Int32Array(0);
		this.depth = new Int32Array(0);
		this.move = new Int32Array(0);
		this.alpha = new Float64Array(0);
		this.beta = new Float64Array(0);
		this.score = new Float64Array(0);
		/** Boards' codes in a typed column; move strings and paths in a list. @type {Int32Array | string[]} */
		this.place = this.shape.field === 'board' ? new Int32Array(0) : [];
		/** Why a call has no value: what it threw, or what it returned. @type {Map<number, string>} */
		this.error = new Map();
		/** Whether any call returned a move (most return a value alone). */
		this.movesReturned = false;
		/** Whether the root was read (the first call's position, or start=). */
		this.rooted = false;
		const out = options.out === undefined ? 'trace.json' : options.out;
		// Where the program was started: the file lands there even when written at exit.
		/** @type {string | null} */
		this.outPath = out && nodeFs() ? nodePath().resolve(out) : null;
		if (options.start !== undefined) this.startRoot(options.start);
	}

	/** @param {unknown} start */
	startRoot(start) {
		this.record(0, 0, this.shape.root(start), null, null);
		this.rooted = true;
		this.openAt[0] = 1;
		this.level = 1;
		if (this.out()) runtime()?.on?.('exit', () => this.writeQuietly());
	}

	/** @returns {string | null} */
	out() {
		return this.outPath;
	}

	/**
	 * @template {AnyFunction} F
	 * @param {F} fn
	 * @returns {F & Output}
	 */
	wrap(fn) {
		if (typeof fn !== 'function')
			throw new TypeError(`minimax-trace: trace() wraps a function, not ${show(fn)}`);
		const params = parameterNames(fn);
		const positionAt = argumentIndex(this.options.position ?? 0, params, 'position');
		const alpha = windowReader(this.options.alpha, params, ['alpha', 'a', 'α'], 'alpha');
		const beta = windowReader(this.options.beta, params, ['beta', 'b', 'β'], 'beta');
		if ((alpha === null) !== (beta === null))
			throw new TypeError('minimax-trace: found one of alpha and beta but not the other; say both');
		this.functions.push(fn.name || 'anonymous');
		const traced = tracedFunction(this, fn, positionAt, alpha, beta);
		Object.defineProperty(traced, 'name', { value: fn.name });
		Object.defineProperty(traced, 'length', { value: fn.length });
		const output = /** @type {F & Output} */ (/** @type {unknown} */ (traced));
		output.file = () => this.file();
		output.write = (how) => this.write(how);
		return output;
	}

	/**
	 * A traced call starts: its record, made now (the position as given: the student may change
	 * it in place later). Returns its id, or 0 when it is not recorded (the trace is full, or its
	 * position cannot be read: then the tracer stops recording rather than change the function).
	 * @param {unknown} position
	 * @param {WindowReader | null} alpha
	 * @param {WindowReader | null} beta
	 * @param {IArguments | null} args the call's arguments, for the window's readers
	 */
	enter(position, alpha, beta, args) {
		if (this.count >= MAX_CALLS) {
			this.idle = true;
			console.warn(
				`minimax-trace: more than ${MAX_CALLS} calls; the file keeps the first ${MAX_CALLS}`
			);
			return 0;
		}
		const depth = this.level;
		const parent = depth === 0 ? 0 : this.openAt[depth - 1];
		/** @type {Place} */
		let place;
		try {
			place =
				depth === 0
					? this.shape.root(position)
					: this.shape.child(position, depth, this.place[parent - 1]);
		} catch (error) {
			this.stop(error);
			return 0;
		}
		if (depth === 0) this.rooted = true;
		const window = /** @type {IArguments} */ (args);
		const id = this.record(
			parent,
			depth,
			place,
			alpha === null ? null : alpha(window),
			beta === null ? null : beta(window)
		);
		if (depth === this.openAt.length) this.deeper();
		this.openAt[depth] = id;
		this.level = depth + 1;
		this.running++;
		return id;
	}

	/**
	 * A call is over: the depth is its caller's again; the outermost's end is the trace's.
	 * @param {number} depth
	 */
	leave(depth) {
		this.level = depth;
		if (--this.running === 0 && this.options.start === undefined) {
			this.idle = true;
			this.writeQuietly();
		}
	}

	/** Room for a deeper recursion. */
	deeper() {
		const wider = new Int32Array(this.openAt.length * 2);
		wider.set(this.openAt);
		this.openAt = wider;
	}

	/**
	 * A position that cannot be read: the tracer stops recording (and says why) rather than
	 * change what the function does.
	 * @param {unknown} error
	 */
	stop(error) {
		const reason = error instanceof Error ? error.message : String(error);
		this.broken = `${reason} (call ${this.count + 1}); the trace stops there and no file is written`;
		console.warn(this.broken);
		this.idle = true;
	}

	/** Writes the file when Node can and the trace is whole; a failure is said, never thrown. */
	writeQuietly() {
		if (!this.out() || this.broken !== null) return;
		try {
			this.write();
		} catch (error) {
			console.warn(`minimax-trace: could not write the trace: ${errorText(error)}`);
		}
	}

	/**
	 * @param {number} parent 0 for none
	 * @param {number} depth
	 * @param {Place} place
	 * @param {unknown} alpha
	 * @param {unknown} beta
	 * @returns {number} the call's id
	 */
	record(parent, depth, place, alpha, beta) {
		if (this.count === this.capacity) this.grow();
		const i = this.count++;
		this.parent[i] = parent;
		this.depth[i] = depth;
		this.place[i] = /** @type {never} */ (place);
		// Unset, they keep the NaN they were made with.
		if (typeof alpha === 'number') this.alpha[i] = alpha;
		if (typeof beta === 'number') this.beta[i] = beta;
		return i + 1;
	}

	/** Widens the columns fourfold (fewer copies): a value no call has set is NaN (a move NO_MOVE). */
	grow() {
		const used = this.capacity;
		this.capacity = Math.max(4096, used * 4);
		if (this.place instanceof Int32Array) {
			const wider = new Int32Array(this.capacity);
			wider.set(this.place);
			this.place = wider;
		}
		for (const column of /** @type {const} */ (['parent', 'depth', 'move'])) {
			const wider = new Int32Array(this.capacity);
			wider.set(this[column]);
			this[column] = wider;
		}
		this.move.fill(NO_MOVE, used);
		for (const column of /** @type {const} */ (['alpha', 'beta', 'score'])) {
			const wider = new Float64Array(this.capacity).fill(NaN, used);
			wider.set(this[column]);
			this[column] = wider;
		}
	}

	/**
	 * @param {number} id
	 * @param {unknown} result
	 */
	returned(id, result) {
		const found = valueOf(result, this.options.value);
		if (found === null) {
			this.error.set(id, `returned ${show(result)}`);
			return;
		}
		this.score[id - 1] = found.score;
		if (found.move === undefined) return;
		this.move[id - 1] = this.shape.move(found.move) ?? NO_MOVE;
		this.movesReturned = true;
	}

	/**
	 * The file's text: the header on the first line, one record per line.
	 * @param {number | null} [rootMove] the root's move when a start= root's loop chose it
	 */
	file(rootMove) {
		const decoder = new TextDecoder();
		/** @type {string[]} */
		const pieces = [];
		this.emit((bytes) => pieces.push(decoder.decode(bytes)), rootMove);
		return pieces.join('');
	}

	/**
	 * Hands the file's bytes to `flush` in pieces (a buffer it must use before returning).
	 * @param {(bytes: Uint8Array) => void} flush
	 * @param {number | null} [rootMove]
	 */
	emit(flush, rootMove) {
		if (this.broken !== null) throw new Error(this.broken);
		if (this.count === 0 || !this.rooted) throw new Error('minimax-trace: no call was traced yet');
		const { shape, count, place } = this;
		const negamax = this.options.negamax === true;
		// Every value and bound from the maximiser's view (a negamax value negated where the
		// side to move minimises, its window [-beta, -alpha]).
		const score = this.score.slice(0, count);
		const alpha = this.alpha.slice(0, count);
		const beta = this.beta.slice(0, count);
		if (negamax)
			for (let i = 0; i < count; i++) {
				if (shape.maximises(shape.player(place[i]))) continue;
				score[i] = -score[i];
				[alpha[i], beta[i]] = [-beta[i], -alpha[i]];
			}
		if (this.options.start !== undefined) score[0] = this.bestChild(score, shape.player(place[0]));
		const chosen = this.chosenMoves();
		const head = {
			format: 'minimax-lab-trace',
			version: 1,
			algorithm: this.search,
			program: {
				language: 'javascript',
				function: this.functions.join('/'),
				tracer: TRACER_VERSION
			},
			...(this.options.depthLimit === undefined ? {} : { depthLimit: this.options.depthLimit }),
			game: shape.game(),
			calls: count,
			score: JSON.parse(jsonValue(score[0])),
			move:
				rootMove !== undefined
					? rootMove
					: chosen[0] !== NO_MOVE
						? chosen[0]
						: this.inferredMove(score)
		};
		// Room for about 128 bytes a record, up to a megabyte: few writes, each of much.
		const out = new Bytes(flush, Math.min(1 << 20, Math.max(1 << 16, count * 128)));
		out.text(`${JSON.stringify(head).slice(0, -1)},"trace":[\n`);
		this.records(out, { score, alpha, beta, chosen });
		out.bytes(RECORD_END);
		out.text('\n]}\n');
		out.end();
	}

	/**
	 * Every record, in order (a method of its own: the engine optimises its loop alone, and the
	 * code after it, run once, no longer undoes that optimisation at every file).
	 * @param {Bytes} out
	 * @param {{ score: Float64Array, alpha: Float64Array, beta: Float64Array, chosen: Int32Array }} values
	 */
	records(out, { score, alpha, beta, chosen }) {
		const { shape, count, place, parent, depth } = this;
		const middles = new Middles(shape);
		const errors = this.error.size > 0;
		for (let i = 0; i < count; i++) {
			const windowless = alpha[i] !== alpha[i] && beta[i] !== beta[i];
			const at = place[i];
			// A board's middle is written whole (cached by board); a move string's or a path's
			// is its lead (cached by side and depth), its text, then the window's start.
			const middle = typeof at === 'number' ? middles.board(at, depth[i], windowless) : null;
			const lead = middle === null ? middles.lead(at, depth[i]) : middle;
			const text = middle === null ? shape.text(at) : '';
			const error = errors ? this.error.get(i + 1) : undefined;
			// The line's text is at most this long in bytes: its fixed fields, numbers of at most
			// 24 characters, its place and error (3 bytes a character at most).
			out.room(256 + lead.length + 3 * text.length + (error === undefined ? 0 : 3 * error.length));
			if (i === 0) out.bytes(FIRST_RECORD);
			else out.recordStart();
			out.int(i + 1);
			if (parent[i]) {
				out.parentStart();
				out.int(parent[i]);
			} else out.bytes(NO_PARENT);
			out.bytes(lead);
			if (middle === null) {
				out.chars(text);
				out.bytes(windowless ? NO_WINDOW : ALPHA);
			}
			if (!windowless) {
				out.number(alpha[i]);
				out.bytes(BETA);
				out.number(beta[i]);
				out.bytes(SCORE);
			}
			out.number(score[i]);
			if (chosen[i] !== NO_MOVE) {
				out.bytes(MOVE);
				out.int(chosen[i]);
			}
			if (error !== undefined) {
				out.bytes(ERROR);
				out.chars(JSON.stringify(error));
			}
		}
	}

	/**
	 * The move each call returned, where it is the move to one of the children it called (a
	 * move it never tried is left for the reader to infer); NO_MOVE elsewhere.
	 */
	chosenMoves() {
		const chosen = new Int32Array(this.count).fill(NO_MOVE);
		if (!this.movesReturned) return chosen;
		for (let id = 2; id <= this.count; id++) {
			const parent = this.parent[id - 1];
			const move = this.move[parent - 1];
			if (move === NO_MOVE || chosen[parent - 1] !== NO_MOVE) continue;
			if (this.shape.moveBetween(this.place[parent - 1], this.place[id - 1]) === move)
				chosen[parent - 1] = move;
		}
		return chosen;
	}

	/**
	 * A start= root's value: its children's best for the side to move there; NaN when none.
	 * @param {Float64Array} values
	 * @param {string} player
	 */
	bestChild(values, player) {
		const max = this.shape.maximises(player);
		let best = NaN;
		for (let id = 2; id <= this.count; id++) {
			const value = values[id - 1];
			if (this.parent[id - 1] !== 1 || Number.isNaN(value)) continue;
			if (Number.isNaN(best) || (max ? value > best : value < best)) best = value;
		}
		return best;
	}

	/**
	 * The root's first child whose value is the root's, by its move; null when none.
	 * @param {Float64Array} values
	 */
	inferredMove(values) {
		for (let child = 2; child <= this.count; child++) {
			if (this.parent[child - 1] !== 1 || values[child - 1] !== values[0]) continue;
			return this.shape.moveBetween(this.place[0], this.place[child - 1]);
		}
		return null;
	}

	/**
	 * Writes the file (Node, piece by piece) and returns its path; where nothing is written (a
	 * browser, or `out: null`), returns the text.
	 * @param {{ out?: string, move?: number | null }} [how]
	 */
	write(how = {}) {
		const out = how.out === undefined ? this.out() : nodePath().resolve(how.out);
		const fs = nodeFs();
		if (!out || !fs) return this.file(how.move);
		// A file already there (the last run's) is written over in place and cut to length: freeing
		// its blocks and taking new ones cost as much as writing it. The end is as 'w' leaves it.
		const file = openInPlace(fs, out);
		let written = 0;
		try {
			this.emit((bytes) => (written += fs.writeSync(file.fd, bytes)), how.move);
		} finally {
			if (file.inPlace) fs.ftruncateSync(file.fd, written);
			fs.closeSync(file.fd);
		}
		return out;
	}
}

/** @param {string} text its UTF-8 bytes */
const utf8 = (text) => new TextEncoder().encode(text);

// A record's fixed pieces, encoded once: a record is written byte by byte, its numbers digit by
// digit, never through a string of its own (writing the file was most of the tracer's cost).
// The two most frequent, `},\n{"id":` and `,"parent":`, are stored by Bytes itself.
const FIRST_RECORD = utf8('{"id":');
const NO_PARENT = utf8(',"parent":null');
const ALPHA = utf8('","alpha":');
const BETA = utf8(',"beta":');
const SCORE = utf8(',"score":');
const NO_WINDOW = utf8('","alpha":null,"beta":null,"score":');
const MOVE = utf8(',"move":');
const ERROR = utf8(',"error":');
const RECORD_END = utf8('}');
const NULL = utf8('null');
const INFINITY = utf8('"inf"');
const MINUS_INFINITY = utf8('"-inf"');

/**
 * The middle of a record, from its depth to its window, encoded once: for a board, `,"depth":…,
 * "player":…,"board":"…","alpha":` (or up to `"score":` without a window), by board; for a move
 * string or path, its lead `,"depth":…,"player":…,"moves":"` by side and depth.
 */
class Middles {
	/** @param {Shape} shape */
	constructor(shape) {
		this.shape = shape;
		/**
		 * By board code and window (2 × code + 1 without one), made on first need.
		 * @type {(Uint8Array | undefined)[]}
		 */
		this.boards = [];
		/** The depth each was made for (a board met at another depth is made again). */
		this.boardDepths = new Int32Array(0);
		/** By side, then depth. @type {Map<string, Uint8Array[]>} */
		this.leads = new Map();
	}

	/** @param {number} code @param {number} depth @param {boolean} windowless */
	board(code, depth, windowless) {
		if (this.boards.length === 0) {
			this.boards = new Array(2 * 3 ** 9).fill(undefined);
			this.boardDepths = new Int32Array(2 * 3 ** 9);
		}
		const key = 2 * code + (windowless ? 1 : 0);
		let middle = this.boards[key];
		if (middle === undefined || this.boardDepths[key] !== depth) {
			const lead = this.lead(code, depth);
			const window = windowless ? NO_WINDOW : ALPHA;
			middle = this.boards[key] = new Uint8Array(lead.length + 9 + window.length);
			middle.set(lead);
			const text = codeText(code);
			for (let cell = 0; cell < 9; cell++) middle[lead.length + cell] = text.charCodeAt(cell);
			middle.set(window, lead.length + 9);
			this.boardDepths[key] = depth;
		}
		return middle;
	}

	/** @param {Place} place @param {number} depth */
	lead(place, depth) {
		const player = this.shape.player(place);
		let byDepth = this.leads.get(player);
		if (byDepth === undefined) this.leads.set(player, (byDepth = []));
		return (byDepth[depth] ??= utf8(
			`,"depth":${depth},"player":"${player}","${this.shape.field}":"`
		));
	}
}

/**
 * A buffer of the file's bytes in UTF-8, handed on whenever it fills. `room` makes room for what
 * follows; `bytes`, `int`, `number` and `chars` then write without checking.
 */
class Bytes {
	/** @param {(bytes: Uint8Array) => void} flush */
	constructor(flush, size = 1 << 16) {
		this.flush = flush;
		this.buffer = new Uint8Array(size);
		this.at = 0;
		this.encoder = new TextEncoder();
	}

	/** Hands on what is buffered when `size` more bytes would not fit. @param {number} size */
	room(size) {
		if (this.at + size <= this.buffer.length) return;
		this.end();
		if (size > this.buffer.length) this.buffer = new Uint8Array(size);
	}

	/** @param {string} text */
	text(text) {
		// A character takes at most 3 bytes in UTF-8 (a surrogate pair 4 for 2).
		this.room(text.length * 3);
		this.at += this.encoder.encodeInto(text, this.buffer.subarray(this.at)).written;
	}

	/** `},\n{"id":`: the record before's end, then a record's start (stored byte by byte). */
	recordStart() {
		const buffer = this.buffer;
		const at = this.at;
		buffer[at] = 125; // }
		buffer[at + 1] = 44; // ,
		buffer[at + 2] = 10; // \n
		buffer[at + 3] = 123; // {
		buffer[at + 4] = 34; // "
		buffer[at + 5] = 105; // i
		buffer[at + 6] = 100; // d
		buffer[at + 7] = 34; // "
		buffer[at + 8] = 58; // :
		this.at = at + 9;
	}

	/** `,"parent":` (stored byte by byte). */
	parentStart() {
		const buffer = this.buffer;
		const at = this.at;
		buffer[at] = 44; // ,
		buffer[at + 1] = 34; // "
		buffer[at + 2] = 112; // p
		buffer[at + 3] = 97; // a
		buffer[at + 4] = 114; // r
		buffer[at + 5] = 101; // e
		buffer[at + 6] = 110; // n
		buffer[at + 7] = 116; // t
		buffer[at + 8] = 34; // "
		buffer[at + 9] = 58; // :
		this.at = at + 10;
	}

	/** @param {Uint8Array} bytes */
	bytes(bytes) {
		this.buffer.set(bytes, this.at);
		this.at += bytes.length;
	}

	/** A whole number's digits (at most 2^31 - 1 away from 0), as `${value}` writes them. @param {number} value */
	int(value) {
		const buffer = this.buffer;
		let at = this.at;
		if (value < 0) buffer[at++] = 45; // -
		let rest = value < 0 ? -value | 0 : value | 0;
		let digits = 1;
		for (let power = 10; power <= rest; power *= 10) digits++;
		at += digits;
		this.at = at;
		do {
			buffer[--at] = 48 + (rest % 10);
			rest = (rest / 10) | 0;
		} while (rest > 0);
	}

	/** A value as the file writes it (see jsonValue). @param {number} value */
	number(value) {
		if ((value | 0) === value && value !== -0x80000000) this.int(value);
		else if (value !== value) this.bytes(NULL);
		else if (value === Infinity) this.bytes(INFINITY);
		else if (value === -Infinity) this.bytes(MINUS_INFINITY);
		else this.chars(`${value}`);
	}

	/** Text already given room (3 bytes a character), ASCII copied as it is. @param {string} text */
	chars(text) {
		const buffer = this.buffer;
		let at = this.at;
		for (let i = 0; i < text.length; i++) {
			const code = text.charCodeAt(i);
			if (code >= 0x80) {
				this.at = at + this.encoder.encodeInto(text.slice(i), buffer.subarray(at)).written;
				return;
			}
			buffer[at++] = code;
		}
		this.at = at;
	}

	/** Hands on what is buffered. */
	end() {
		if (this.at > 0) this.flush(this.buffer.subarray(0, this.at));
		this.at = 0;
	}
}

/**
 * `fn` traced: a plain function (so `this` passes through) that records each call while the
 * trace is open and, once it is over, calls `fn` alone.
 * @param {Recording} recording
 * @param {AnyFunction} fn
 * @param {number} positionAt
 * @param {WindowReader | null} alpha
 * @param {WindowReader | null} beta
 */
function tracedFunction(recording, fn, positionAt, alpha, beta) {
	// Small, so that the engine inlines it where the student's function calls it (and makes no
	// arguments object where no window is read).
	/** @this {unknown} */
	return function traced() {
		if (recording.idle) return Reflect.apply(fn, this, arguments);
		const id =
			alpha === null
				? recording.enter(arguments[positionAt], null, null, null)
				: recording.enter(arguments[positionAt], alpha, beta, arguments);
		if (id === 0) return Reflect.apply(fn, this, arguments);
		const depth = recording.level - 1;
		let result;
		try {
			result = Reflect.apply(fn, this, arguments);
			if (typeof result === 'number') recording.score[id - 1] = result;
			else recording.returned(id, result);
		} catch (error) {
			recording.error.set(id, errorText(error));
			recording.leave(depth);
			throw error;
		}
		recording.leave(depth);
		return result;
	};
}

/**
 * The file opened for writing: in place when it is a file already there, else made (or emptied).
 * @param {NonNullable<ReturnType<typeof nodeFs>>} fs
 * @param {string} path
 */
function openInPlace(fs, path) {
	/** @type {number} */
	let fd;
	try {
		fd = fs.openSync(path, 'r+');
	} catch {
		return { fd: fs.openSync(path, 'w'), inPlace: false };
	}
	if (fs.fstatSync(fd).isFile()) return { fd, inPlace: true };
	fs.closeSync(fd);
	return { fd: fs.openSync(path, 'w'), inPlace: false };
}

/**
 * Node's `fs`, or null in a browser.
 * @returns {{
 *   openSync(path: string, flags: string): number, writeSync(fd: number, bytes: Uint8Array): number,
 *   ftruncateSync(fd: number, length: number): void, fstatSync(fd: number): { isFile(): boolean },
 *   closeSync(fd: number): void
 * } | null}
 */
function nodeFs() {
	const module = runtime()?.getBuiltinModule?.('node:fs');
	return /** @type {ReturnType<typeof nodeFs>} */ (module ?? null);
}

/** Node's `path` (only asked for where `fs` is). @returns {{ resolve(path: string): string }} */
function nodePath() {
	return /** @type {ReturnType<typeof nodePath>} */ (runtime()?.getBuiltinModule?.('node:path'));
}

/**
 * Node's `process`, as far as the tracer uses it; undefined in a browser.
 * @returns {{ getBuiltinModule?: (name: string) => unknown, on?: (event: string, listener: () => void) => void } | undefined}
 */
function runtime() {
	return /** @type {{ process?: ReturnType<typeof runtime> }} */ (globalThis).process;
}

/**
 * A value as the file's text writes it: a number, "inf" or "-inf", or null for NaN.
 * @param {number} value
 */
function jsonValue(value) {
	if (value === value)
		return value === Infinity ? '"inf"' : value === -Infinity ? '"-inf"' : `${value}`;
	return 'null';
}

/** @param {unknown} error */
function errorText(error) {
	return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** A short description of a value for a message. @param {unknown} value */
function show(value) {
	if (typeof value === 'function') return 'a function';
	try {
		const text = JSON.stringify(value);
		if (text !== undefined) return text.length > 80 ? `${text.slice(0, 77)}...` : text;
	} catch {
		// A cycle: fall through to String.
	}
	return String(value);
}

// ---------------------------------------------------------------- the function's parameters

/**
 * The names of `fn`'s parameters, read from the text of its parameter list alone (never run):
 * null for a destructured one; a rest parameter by its name. Defaults are kept as text.
 * @param {AnyFunction} fn
 * @returns {{ name: string | null, fallback: string | null }[]}
 */
export function parameterList(fn) {
	const source = Function.prototype.toString.call(fn);
	const text = stripComments(source).trimStart();
	const arrow = /^(?:async\s+)?([\p{L}_$][\p{L}\p{N}_$]*)\s*=>/u.exec(text);
	if (arrow) return [{ name: arrow[1], fallback: null }];
	const open = text.indexOf('(');
	if (open < 0) return [];
	/** @type {string[]} */
	const parts = [];
	let depth = 0;
	let current = '';
	for (let i = open + 1; i < text.length; i++) {
		const char = text[i];
		if (char === '"' || char === "'" || char === '`') {
			const end = closingQuote(text, i);
			current += text.slice(i, end + 1);
			i = end;
			continue;
		}
		if (char === '(' || char === '[' || char === '{') depth++;
		if (char === ')' || char === ']' || char === '}') {
			if (depth === 0) break;
			depth--;
		}
		if (char === ',' && depth === 0) {
			parts.push(current);
			current = '';
		} else current += char;
	}
	if (current.trim()) parts.push(current);
	return parts.map((part) => {
		const written = part.trim().replace(/^\.\.\./, '');
		const name = /^([\p{L}_$][\p{L}\p{N}_$]*)\s*(?:=([\s\S]*))?$/u.exec(written);
		return name
			? { name: name[1], fallback: name[2]?.trim() ?? null }
			: { name: null, fallback: null };
	});
}

/** @param {AnyFunction} fn */
function parameterNames(fn) {
	return parameterList(fn);
}

/** @param {string} text @param {number} at the opening quote */
function closingQuote(text, at) {
	for (let i = at + 1; i < text.length; i++) {
		if (text[i] === '\\') i++;
		else if (text[i] === text[at]) return i;
	}
	return text.length - 1;
}

/** The text without its comments (strings kept). @param {string} text */
function stripComments(text) {
	let out = '';
	for (let i = 0; i < text.length; i++) {
		const char = text[i];
		if (char === '"' || char === "'" || char === '`') {
			const end = closingQuote(text, i);
			out += text.slice(i, end + 1);
			i = end;
		} else if (char === '/' && text[i + 1] === '/') {
			while (i < text.length && text[i] !== '\n') i++;
		} else if (char === '/' && text[i + 1] === '*') {
			const end = text.indexOf('*/', i + 2);
			i = end < 0 ? text.length : end + 1;
			out += ' ';
		} else out += char;
	}
	return out;
}

/**
 * @param {number | string} ref
 * @param {{ name: string | null }[]} params
 * @param {string} option
 */
function argumentIndex(ref, params, option) {
	if (typeof ref === 'number' && Number.isInteger(ref) && ref >= 0) return ref;
	const at = params.findIndex((param) => param.name === ref);
	if (at < 0)
		throw new TypeError(
			`minimax-trace: ${option}: ${show(ref)} is not a parameter of the function ` +
				`(${params.map((param) => param.name ?? '{...}').join(', ')})`
		);
	return at;
}

/** @typedef {(args: IArguments) => unknown} WindowReader */

/**
 * How a call's alpha (or beta) is read: an argument by index or name, a function's value, or
 * the parameter with a usual name; null when the function takes no window.
 * @param {ArgumentRef | undefined} ref
 * @param {{ name: string | null, fallback: string | null }[]} params
 * @param {string[]} usual
 * @param {string} option
 * @returns {WindowReader | null}
 */
function windowReader(ref, params, usual, option) {
	if (typeof ref === 'function') return () => ref();
	let at = -1;
	if (ref !== undefined) at = argumentIndex(ref, params, option);
	else {
		at = params.findIndex(
			(param) => param.name !== null && usual.includes(param.name.toLowerCase())
		);
		// A lone `a` or `b` is a window only beside its partner.
		const partner = option === 'alpha' ? 'b' : 'a';
		if (
			at >= 0 &&
			params[at].name?.toLowerCase() === usual[1] &&
			!params.some((p) => p.name?.toLowerCase() === partner)
		)
			at = -1;
	}
	if (at < 0) return null;
	const fallback = literal(params[at]?.fallback ?? null);
	return (args) => (args[at] === undefined ? fallback : args[at]);
}

/**
 * A default's value when it is a plain number or an infinity (read, never evaluated).
 * @param {string | null} text
 * @returns {number | undefined}
 */
function literal(text) {
	if (text === null) return undefined;
	const plain = text.replace(/\s+/g, '');
	if (/^(\+|-)?(Infinity|Number\.POSITIVE_INFINITY)$/.test(plain))
		return plain.startsWith('-') ? -Infinity : Infinity;
	if (plain === 'Number.NEGATIVE_INFINITY' || plain === '-Number.POSITIVE_INFINITY')
		return -Infinity;
	if (/^[+-]?\d+(\.\d+)?$/.test(plain)) return Number(plain);
	return undefined;
}

/**
 * The score (and the move, when given) in what a call returned; null when there is no number.
 * @param {unknown} result
 * @param {number | string | undefined} key
 * @returns {{ score: number, move?: unknown } | null}
 */
export function valueOf(result, key) {
	if (typeof result === 'number') return { score: result };
	if (Array.isArray(result)) {
		const at = typeof key === 'number' ? key : typeof result[0] === 'number' ? 0 : 1;
		if (typeof result[at] !== 'number') return null;
		return result.length === 2
			? { score: result[at], move: result[1 - at] }
			: { score: result[at] };
	}
	if (result !== null && typeof result === 'object') {
		const object = /** @type {Record<string, unknown>} */ (result);
		// Named reads (a key in a variable made each read a generic lookup).
		const score =
			typeof key === 'string' ? object[key] : 'score' in object ? object.score : object.value;
		if (typeof score !== 'number') return null;
		if ('move' in object) return { score, move: object.move };
		if ('index' in object) return { score, move: object.index };
		if ('column' in object) return { score, move: object.column };
		return 'col' in object ? { score, move: object.col } : { score };
	}
	return null;
}

// ---------------------------------------------------------------- positions

/**
 * What a game's positions need: the root's and a child's place, the side to move, the game as
 * the file writes it, a returned move in the file's form.
 * @typedef {{
 *   field: 'board' | 'moves' | 'path',
 *   root(position: unknown): Place,
 *   child(position: unknown, depth: number, parentPlace: Place): Place,
 *   text(place: string | number): string,
 *   player(place: string | number): string,
 *   maximises(player: string): boolean,
 *   game(): object,
 *   move(move: unknown): number | null,
 *   moveBetween(from: string | number, to: string | number): number | null
 * }} Shape
 */

/** @param {TraceOptions} options @returns {Shape} */
function shapeFor(options) {
	if (options.game === 'tictactoe' || options.game === 'board') return new BoardShape(options);
	if (options.game === 'connect4') return connect4Shape(options);
	if (options.game === 'tree') return treeShape(options);
	throw new TypeError(
		`minimax-trace: game must be "tictactoe", "connect4" or "tree", not ${show(options.game)}`
	);
}

const DEFAULT_EMPTY = ['.', ' ', '-', '_', null, undefined, 0, ''];

/**
 * A cell's mark as a digit with the default marks (1 X, 2 O, 0 empty, -1 none): module-level, so
 * every trace calls the same function and optimised code made for one trace serves the next.
 * @param {unknown} cell
 * @param {number} index
 * @param {boolean} [flat]
 */
function readCell(cell, index, flat = false) {
	if (typeof cell === 'string')
		return cell === 'X' || cell === 'x'
			? 1
			: cell === 'O' || cell === 'o'
				? 2
				: cell === '.' || cell === ' ' || cell === '' || cell === '-' || cell === '_'
					? 0
					: -1;
	if (typeof cell === 'number') return cell === 0 || (flat && cell === index) ? 0 : -1;
	return cell === null || cell === undefined ? 0 : -1;
}

/** @param {unknown} cell @param {number} index */
const readFlatCell = (cell, index) => readCell(cell, index, true);

/**
 * A cell's mark as a digit: 1 for X, 2 for O, 0 for empty, -1 when it is none of the marks.
 * @param {Marks | undefined} marks
 * @param {boolean} flat a flat list's cell may hold its own index when empty (freeCodeCamp's)
 * @returns {(cell: unknown, index: number) => number}
 */
function cellReader(marks, flat) {
	if (!marks) return flat ? readFlatCell : readCell;
	/** @type {unknown[]} */
	const xs = marks.X !== undefined ? [marks.X] : ['X', 'x'];
	/** @type {unknown[]} */
	const os = marks.O !== undefined ? [marks.O] : ['O', 'o'];
	const empties = 'empty' in marks ? [marks.empty] : DEFAULT_EMPTY;
	const indexed = flat && !('empty' in marks);
	return (cell, index) => {
		if (xs.includes(cell)) return 1;
		if (os.includes(cell)) return 2;
		if (empties.includes(cell) || (indexed && cell === index)) return 0;
		return -1;
	};
}

/** Each board code's 9 characters, made on first need: cell i is digit i of the code in base 3. */
const BOARD_TEXTS = /** @type {string[]} */ (new Array(3 ** 9));

/** @param {number} code */
function codeText(code) {
	let text = BOARD_TEXTS[code];
	if (text === undefined) {
		text = '';
		for (let cell = 0, rest = code; cell < 9; cell++, rest = Math.floor(rest / 3))
			text += '.XO'[rest % 3];
		BOARD_TEXTS[code] = text;
	}
	return text;
}

/**
 * A tic-tac-toe board as a number (cell i is digit i in base 3: 0 empty, 1 X, 2 O), read from a
 * string of 9, a flat list of 9 or 3 rows of 3; -1 when it is none of those.
 * @param {unknown} board
 * @param {(cell: unknown, index: number) => number} readFlat
 * @param {(cell: unknown, index: number) => number} readRows
 */
function boardCode(board, readFlat, readRows) {
	let code = 0;
	if ((typeof board === 'string' || Array.isArray(board)) && board.length === 9) {
		for (let cell = 8; cell >= 0; cell--) {
			const digit = (typeof board === 'string' ? readRows : readFlat)(board[cell], cell);
			if (digit < 0) return -1;
			code = code * 3 + digit;
		}
		return code;
	}
	if (!Array.isArray(board) || board.length !== 3) return -1;
	for (let row = 2; row >= 0; row--) {
		const cells = board[row];
		if (!(typeof cells === 'string' || Array.isArray(cells)) || cells.length !== 3) return -1;
		for (let column = 2; column >= 0; column--) {
			const digit = readRows(cells[column], -1);
			if (digit < 0) return -1;
			code = code * 3 + digit;
		}
	}
	return code;
}

/** Each ASCII character's digit with the default marks (readCell's): -1 when it is no mark. */
const CHAR_DIGITS = new Int8Array(128).fill(-1);
for (const [chars, digit] of /** @type {const} */ ([
	['.-_ ', 0],
	['Xx', 1],
	['Oo', 2]
]))
	for (const char of chars) CHAR_DIGITS[char.charCodeAt(0)] = digit;

/**
 * boardCode with the default marks, for a string of 9 or a flat list of 9, read inline (the
 * tracer does it at every call); -1 for anything else, which boardCode then reads.
 * @param {unknown} board
 */
function plainBoardCode(board) {
	let code = 0;
	if (typeof board === 'string') {
		if (board.length !== 9) return -1;
		for (let cell = 8; cell >= 0; cell--) {
			const char = board.charCodeAt(cell);
			const digit = char < 128 ? CHAR_DIGITS[char] : -1;
			if (digit < 0) return -1;
			code = code * 3 + digit;
		}
		return code;
	}
	if (!Array.isArray(board) || board.length !== 9) return -1;
	for (let cell = 8; cell >= 0; cell--) {
		const value = board[cell];
		let digit = -1;
		if (typeof value === 'string') {
			if (value.length === 1) {
				const char = value.charCodeAt(0);
				digit = char < 128 ? CHAR_DIGITS[char] : -1;
			} else if (value === '') digit = 0;
		} else if (typeof value === 'number') digit = value === 0 || value === cell ? 0 : -1;
		else if (value === null || value === undefined) digit = 0;
		if (digit < 0) return -1;
		code = code * 3 + digit;
	}
	return code;
}

/**
 * A tic-tac-toe board in the site's form (9 characters X, O, .): a string of 9, a flat list of 9
 * or 3 rows of 3.
 * @param {unknown} board
 * @param {Marks} [marks]
 * @returns {string}
 */
export function boardText(board, marks) {
	return codeText(readBoard(board, cellReader(marks, true), cellReader(marks, false)));
}

/**
 * @param {unknown} board
 * @param {(cell: unknown, index: number) => number} readFlat
 * @param {(cell: unknown, index: number) => number} readRows
 */
function readBoard(board, readFlat, readRows) {
	const code = boardCode(board, readFlat, readRows);
	if (code < 0)
		throw new TypeError(
			`minimax-trace: ${show(board)} is not a tic-tac-toe board: give 9 cells (a string, a list, ` +
				'or 3 rows of 3) of X, O and empty marks, or say your marks: marks: { X, O, empty }'
		);
	return code;
}

/** @param {string} text */
function markCounts(text) {
	let x = 0;
	let o = 0;
	for (const char of text) {
		if (char === 'X') x++;
		else if (char === 'O') o++;
	}
	return { x, o };
}

/** @param {string} mark */
function other(mark) {
	return mark === 'X' ? 'O' : 'X';
}

/**
 * A tic-tac-toe board's shape. A class, not closures made per trace: every trace then calls the
 * same functions, so the code optimised while one trace ran serves the next.
 * @implements {Shape}
 */
class BoardShape {
	/** @param {TraceOptions} options */
	constructor(options) {
		this.options = options;
		/** @type {'board'} */
		this.field = 'board';
		this.toMove = 'X';
		this.rootMarks = 0;
		this.readFlat = cellReader(options.marks, true);
		this.readRows = cellReader(options.marks, false);
		/** Whether the cells are read with the default marks (plainBoardCode). */
		this.plainMarks = !options.marks;
		this.rootCode = 0;
		/** Marks on each board code, counted on first need (-1 before). */
		this.marksOn = new Int8Array(3 ** 9).fill(-1);
	}

	ai() {
		const { options, toMove } = this;
		return options.ai ?? (options.root === 'min' ? other(toMove) : toMove);
	}

	/** @param {unknown} position @returns {Place} */
	child(position) {
		const code = this.plainMarks ? plainBoardCode(position) : -1;
		return code >= 0 ? code : readBoard(position, this.readFlat, this.readRows);
	}

	/** @param {number} code */
	marks(code) {
		let count = this.marksOn[code];
		if (count < 0) {
			const { x, o } = markCounts(codeText(code));
			count = this.marksOn[code] = x + o;
		}
		return count;
	}

	/** @param {unknown} position */
	root(position) {
		const root = /** @type {number} */ (this.child(position));
		const { x, o } = markCounts(codeText(root));
		this.toMove = this.options.toMove ?? (x > o ? 'O' : 'X');
		this.rootMarks = x + o;
		this.rootCode = root;
		return root;
	}

	/** @param {string | number} code */
	text(code) {
		return codeText(/** @type {number} */ (code));
	}

	/** The side to move by the marks played since the root. @param {string | number} code */
	player(code) {
		const { toMove } = this;
		return (this.marks(/** @type {number} */ (code)) - this.rootMarks) % 2 === 0
			? toMove
			: other(toMove);
	}

	/** @param {string} player */
	maximises(player) {
		return player === this.ai();
	}

	game() {
		return {
			kind: 'board',
			board: codeText(this.rootCode),
			toMove: this.toMove,
			ai: this.ai(),
			scoring: this.options.scoring ?? 'article'
		};
	}

	/** @param {unknown} move */
	move(move) {
		if (Array.isArray(move) && move.length === 2 && move.every((n) => Number.isInteger(n)))
			return inRange(move[0] * 3 + move[1], 0, 8);
		return inRange(move, 0, 8);
	}

	/**
	 * The one cell the child's code adds: a single digit 1 or 2 in the difference.
	 * @param {string | number} from
	 * @param {string | number} to
	 */
	moveBetween(from, to) {
		let added = /** @type {number} */ (to) - /** @type {number} */ (from);
		if (added <= 0) return null;
		let cell = 0;
		while (added % 3 === 0) {
			added /= 3;
			cell++;
		}
		return added === 1 || added === 2 ? cell : null;
	}
}

/**
 * @param {unknown} value
 * @param {number} least
 * @param {number} most
 * @returns {number | null}
 */
function inRange(value, least, most) {
	return typeof value === 'number' && Number.isInteger(value) && value >= least && value <= most
		? value
		: null;
}

// Connect Four: 6 rows (top to bottom in a grid) of 7 columns; a move string's columns 1-7.
const ROWS = 6;
const COLUMNS = 7;

/**
 * A Connect Four position as the site writes it (its move string, columns 1-7) from a move
 * string (columns 1-7 unless `base` says 0) or a list of columns (0-6 unless `base` says 1);
 * null when it is a grid.
 * @param {unknown} position
 * @param {0 | 1} [given] the columnBase option
 * @returns {string | null}
 */
export function moveString(position, given) {
	/** @type {unknown[] | null} */
	let columns = null;
	if (typeof position === 'string' && /^[0-9]*$/.test(position))
		columns = [...position].map(Number);
	else if (Array.isArray(position) && position.every((item) => typeof item === 'number'))
		columns = position;
	if (columns === null) return null;
	const base = columnBase(position, given);
	let text = '';
	for (const column of columns) {
		const written = inRange(column, base, base + COLUMNS - 1);
		if (written === null)
			throw new TypeError(
				`minimax-trace: ${show(position)} is not a Connect Four move string: columns ` +
					`${base}-${base + COLUMNS - 1} (say columnBase: 0 for 0-6)`
			);
		text += String(written - base + 1);
	}
	return text;
}

/**
 * A Connect Four grid (6 rows of 7, top row first) as 42 characters X, O, . (row by row).
 * @param {unknown} grid
 * @param {Marks} [marks]
 * @returns {string}
 */
export function gridText(grid, marks) {
	const read = cellReader(marks, false);
	let text = '';
	if (Array.isArray(grid) && grid.length === ROWS)
		for (const row of grid) {
			if (!(Array.isArray(row) || typeof row === 'string') || row.length !== COLUMNS) break;
			for (const cell of row) {
				const mark = read(cell, -1);
				if (mark < 0) break;
				text += '.XO'[mark];
			}
		}
	if (text.length !== ROWS * COLUMNS)
		throw new TypeError(
			`minimax-trace: ${show(grid)} is not a Connect Four position: give a move string or ` +
				'6 rows of 7 cells, top row first (say your marks: marks: { X, O, empty })'
		);
	return text;
}

/** Whether the 42-character grid holds four in a row of one mark. @param {string} grid */
function hasFour(grid) {
	const steps = [
		[0, 1],
		[1, 0],
		[1, 1],
		[1, -1]
	];
	for (let row = 0; row < ROWS; row++)
		for (let column = 0; column < COLUMNS; column++) {
			const mark = grid[row * COLUMNS + column];
			if (mark === '.') continue;
			for (const [down, across] of steps) {
				let run = 1;
				for (; run < 4; run++) {
					const r = row + down * run;
					const c = column + across * run;
					if (r >= ROWS || c < 0 || c >= COLUMNS || grid[r * COLUMNS + c] !== mark) break;
				}
				if (run === 4) return true;
			}
		}
	return false;
}

/**
 * A move string that plays to the grid: X first, turns alternating, no move after a win.
 * @param {string} grid 42 characters, top row first
 * @returns {string}
 */
export function gridMoves(grid) {
	const { x, o } = markCounts(grid);
	if (x !== o && x !== o + 1)
		throw new TypeError(
			`minimax-trace: a Connect Four grid with ${x} X and ${o} O discs: X moves first, so X has as ` +
				'many discs as O or one more (say your marks: marks: { X, O, empty })'
		);
	const failed = new Set();
	/** @param {string} at @param {string} last @returns {string | null} */
	const back = (at, last) => {
		if (!at.includes('X') && !at.includes('O')) return '';
		if (failed.has(at)) return null;
		for (let column = 0; column < COLUMNS; column++) {
			let row = 0;
			while (row < ROWS && at[row * COLUMNS + column] === '.') row++;
			const cell = row * COLUMNS + column;
			if (row === ROWS || at[cell] !== last) continue;
			// A floating disc (an empty cell under it) is never played.
			if (
				at
					.slice(cell)
					.split('')
					.some((m, i) => i % COLUMNS === 0 && m === '.')
			)
				continue;
			const before = `${at.slice(0, cell)}.${at.slice(cell + 1)}`;
			if (hasFour(before)) continue;
			const earlier = back(before, other(last));
			if (earlier !== null) return earlier + String(column + 1);
		}
		failed.add(at);
		return null;
	};
	const moves = back(grid, x > o ? 'X' : 'O');
	if (moves === null)
		throw new TypeError(
			'minimax-trace: no game of Connect Four reaches this grid (a disc floats, or a move after a win)'
		);
	return moves;
}

/**
 * Where a position's columns count from: the option, else 1 for a move string and 0 for a list
 * of columns or a grid (students index arrays from 0).
 * @param {unknown} position
 * @param {0 | 1 | undefined} given
 * @returns {0 | 1}
 */
function columnBase(position, given) {
	return given ?? (typeof position === 'string' ? 1 : 0);
}

/** @param {TraceOptions} options @returns {Shape} */
function connect4Shape(options) {
	/** The base of the columns a call returns: the root position's. @type {0 | 1} */
	let base = 1;
	let rootSide = 'X';
	let rootMoves = '';
	const ai = () => options.ai ?? (options.root === 'min' ? other(rootSide) : rootSide);
	/** Each open call's grid as text, by depth (null for a move string). @type {(string | null)[]} */
	const gridAt = [];
	/** @param {unknown} position @param {number} depth @param {Place} parentMoves @returns {string} */
	const place = (position, depth, parentMoves) => {
		const moves = moveString(position, options.columnBase);
		if (moves !== null) {
			gridAt[depth] = null;
			return moves;
		}
		const grid = gridText(position, options.marks);
		const parentGrid = depth === 0 ? null : gridAt[depth - 1];
		const column = typeof parentGrid === 'string' ? addedColumn(parentGrid, grid) : null;
		const text = column === null ? gridMoves(grid) : parentMoves + String(column + 1);
		gridAt[depth] = grid;
		return text;
	};
	return {
		field: 'moves',
		root(position) {
			rootMoves = place(position, 0, '');
			rootSide = rootMoves.length % 2 === 0 ? 'X' : 'O';
			base = columnBase(position, options.columnBase);
			return rootMoves;
		},
		child: place,
		text: String,
		player: (moves) => (String(moves).length % 2 === 0 ? 'X' : 'O'),
		maximises: (player) => player === ai(),
		game: () => ({ kind: 'connect4', moves: rootMoves, ai: ai() }),
		move: (move) => {
			const column = inRange(move, base, base + COLUMNS - 1);
			return column === null ? null : column - base + 1;
		},
		moveBetween: (from, to) =>
			String(to).length === String(from).length + 1 && String(to).startsWith(String(from))
				? Number(String(to).slice(-1))
				: null
	};
}

/**
 * The column of the one disc `to` adds to `from`, or null when it is not one disc more.
 * @param {string} from
 * @param {string} to
 */
function addedColumn(from, to) {
	let column = null;
	for (let cell = 0; cell < from.length; cell++) {
		if (from[cell] === to[cell]) continue;
		if (from[cell] !== '.' || column !== null) return null;
		column = cell % COLUMNS;
	}
	return column;
}

/**
 * A tree node and which of its children were called: `list` the student's list, `last` the
 * index of its last child called.
 * @typedef {{ list: unknown, last: number, taken: Set<number> }} TreeNode
 */

/**
 * The index of `position` among `node`'s children: the same list (or leaf value) not yet called,
 * the first after the last child called, else the nearest before it (a loop run backwards), else
 * any; failing that, one equal in content.
 * @param {unknown} position
 * @param {TreeNode} node
 * @returns {number}
 */
export function childIndex(position, node) {
	const list = node.list;
	if (!Array.isArray(list))
		throw new TypeError(
			`minimax-trace: a call on a child of the leaf ${show(list)}: a leaf has no children`
		);
	/** @param {(item: unknown) => boolean} same */
	const find = (same) => {
		for (let i = node.last + 1; i < list.length; i++)
			if (!node.taken.has(i) && same(list[i])) return i;
		for (let i = Math.min(node.last, list.length - 1); i >= 0; i--)
			if (!node.taken.has(i) && same(list[i])) return i;
		return list.findIndex(same);
	};
	let index = find((item) => item === position);
	if (index < 0) {
		const text = JSON.stringify(position);
		index = find((item) => JSON.stringify(item) === text);
	}
	if (index < 0)
		throw new TypeError(
			`minimax-trace: ${show(position)} is not a child of the node ${show(list)} that called it`
		);
	node.last = index;
	node.taken.add(index);
	return index;
}

/** @param {TraceOptions} options @returns {Shape} */
function treeShape(options) {
	const rootSide = options.root ?? 'max';
	/** Each open call's node, by depth. @type {TreeNode[]} */
	const nodeAt = [];
	/** @type {unknown} */
	let rootList = null;
	/** A path's depth: its child indexes. @param {string} path */
	const depth = (path) => (path === '' ? 0 : path.split('.').length);
	return {
		field: 'path',
		root(position) {
			if (!Array.isArray(position) || position.length === 0)
				throw new TypeError(
					`minimax-trace: the tree's root ${show(position)} is not a list: give the whole tree as nested lists`
				);
			rootList = position;
			nodeAt[0] = { list: position, last: -1, taken: new Set() };
			return '';
		},
		child(position, depth, parentPath) {
			const index = childIndex(position, nodeAt[depth - 1]);
			nodeAt[depth] = { list: position, last: -1, taken: new Set() };
			return parentPath === '' ? String(index) : `${parentPath}.${index}`;
		},
		text: String,
		player: (path) =>
			depth(String(path)) % 2 === 0 ? rootSide : rootSide === 'max' ? 'min' : 'max',
		maximises: (player) => player === 'max',
		game: () => ({ kind: 'tree', tree: rootList, root: rootSide }),
		move: (move) => inRange(move, 0, Number.MAX_SAFE_INTEGER),
		moveBetween: (_from, to) => Number(String(to).slice(String(to).lastIndexOf('.') + 1))
	};
}
