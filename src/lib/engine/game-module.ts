import type { FieldTypeDetails, InputError } from './errors';
import type { JsonObject } from './fields';
import type { Game, Move, Position } from './game';

/**
 * What the core asks of a kind of game, without naming one: a game is a module
 * (`src/lib/games/<id>/module.ts`) registered in the game catalogue (game-catalog.ts) at
 * start-up by the registry (`src/lib/registry/games.ts`). A game object says which module it
 * belongs to by its `kind`, so nothing needs `instanceof`.
 *
 * Required: the kind, how a source becomes a game and back, and the game in a few words. The
 * rest are capabilities a game may leave out: its trace file form (without it, its searches
 * cannot be saved or read back), its packing for a worker (without it, a worker builds the game
 * again from its source), and how two of its sources compare (without it, field by field).
 */

/**
 * The forms of each kind of game, filled in by the game modules themselves (declaration
 * merging: `declare module '…/engine/game-module' { interface GameForms { … } }`), so the
 * core's unions below name no game while a consumer still narrows them by `kind`.
 *
 * Each entry, under its kind: `source` (as links and views name a position: `GameSource`),
 * `description` (the trace file's "game" object), and `packed` (the game as plain data for a
 * worker: its source when the module has no `packing`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface GameForms {}

/** The kinds of game there are, as `GameSource.kind` names them. */
export type GameKind = keyof GameForms & string;

/**
 * A game as people and links write it; every view, worker, link and file names its position
 * this way, and `gameFor` turns it into a `Game` once.
 */
export type GameSource = GameForms[GameKind]['source'];

/** The game in full as a trace file writes it (its "game" object). */
export type GameDescription = GameForms[GameKind]['description'];

/** A game as plain data for another thread (`postMessage` copies it). */
export type PackedGame = GameForms[GameKind]['packed'];

type FormOf<K extends GameKind, F extends 'source' | 'description' | 'packed'> = GameForms[K][F];

export interface GameModule<K extends GameKind = GameKind, G extends Game = Game> {
	/** The kind its sources, games, files and packed forms carry. */
	readonly kind: K;
	/** The game a source describes; throws `InputError` with the reason when it cannot be played. */
	gameFor(source: FormOf<K, 'source'>): G;
	/** The source of a game already built. */
	sourceOf(game: G): FormOf<K, 'source'>;
	/** The game in a few English words, as the CLI names it. */
	describe(game: G): string;
	/** Two of its sources name the same game the same way; absent: compared field by field. */
	sameSource?(a: FormOf<K, 'source'>, b: FormOf<K, 'source'>): boolean;
	/** How a trace file writes it; absent: its searches have no file. */
	readonly file?: GameFile<K, G>;
	/** Its form for a worker; absent: it is packed as its source and built again from it. */
	readonly packing?: GamePacking<K, G>;
	/** How a figure for paper draws its nodes; absent: max and min shapes, plain values, no names. */
	readonly figure?: GameFigure<G>;
}

/**
 * The shapes a node of a figure can take, by name. A kind of game with another kind of node adds
 * its own here by declaration merging (`interface NodeShapes { … }`), and every figure writer
 * must then draw it: they keep a drawing per key of this interface.
 */
interface NodeShapes {
	/** The maximiser to move. */
	max: true;
	/** The minimiser to move. */
	min: true;
	/** A chance node (a search that averages: `Trace.isChance`). */
	chance: true;
}

export type NodeShape = keyof NodeShapes & string;

/** What a figure for paper (export/figure.ts) asks a kind of game about its nodes. */
interface GameFigure<G extends Game = Game> {
	/** The node's shape; absent: `max` or `min` by the side to move. */
	shape?(game: G, position: Position): NodeShape;
	/** The node's name as people give it (a tree's "B", else its number "n4"); null where none. */
	name?(game: G, position: Position): string | null;
	/** A value printed before the search reaches the node (a tree's leaf); null where none. */
	given?(game: G, position: Position): number | null;
	/** Values print with their sign ("+10", a board's outcome); absent: plain ("3"). */
	readonly signed?: boolean;
}

/** How a trace file (docs/trace-format.md) writes a game, its positions and moves. */
interface GameFile<K extends GameKind = GameKind, G extends Game = Game> {
	/** The fields the file's "game" object must have, in the order a missing one is named. */
	readonly fields: readonly string[];
	/** The file's "game" object. */
	describe(game: G): FormOf<K, 'description'>;
	/**
	 * The game a file's "game" object describes (its kind and `fields` already found there);
	 * throws `InputError` naming the field that is wrong (`fileGameInvalid` around the game's own
	 * reason: see `validated` in file-game.ts).
	 */
	read(description: JsonObject): G;
	/** How its records write positions and moves. */
	places(game: G): FilePlaces;
}

/** How a game crosses to another thread: plain data out, the same game back, unchecked. */
interface GamePacking<K extends GameKind = GameKind, G extends Game = Game> {
	pack(game: G): FormOf<K, 'packed'>;
	unpack(packed: FormOf<K, 'packed'>): G;
	/** The buffers handed over with the packed game instead of copied (a tree's columns). */
	transfer?(packed: FormOf<K, 'packed'>): ArrayBuffer[];
}

/**
 * How a trace file writes a game's positions and moves (a board's 9 cells and its cells 0-8, a
 * tree's path and child indexes, a Connect Four position's move string and its columns 1-7).
 * The writer (json.ts) and the reader (rebuild.ts) use the same form, so what one writes the
 * other reads.
 */
export interface FilePlaces {
	/** The record field that names a call's position. */
	readonly field: 'board' | 'path' | 'moves';
	/** The error for that field holding something else, worded by the game (what it must hold). */
	wrongType(details: FieldTypeDetails): InputError;
	readonly pattern: RegExp;
	/** The root's place. */
	readonly root: string;
	/** The place of `position`, reached by `move` from the place `from`. */
	child(from: string, position: Position, move: Move): string;
	/** The legal move from `position` (written `from`) to the place written `to`, if any. */
	moveTo(position: Position, from: string, to: string): Move | null;
	/**
	 * The column (as written) that `to` adds to `from` when it is one column more, but that
	 * column is full in `position`; null otherwise. Says why `moveTo` found no move (Connect Four).
	 */
	fullColumn?(position: Position, from: string, to: string): number | null;
	/** A move as the file writes it. */
	write(move: Move): number;
	/** The move a written number names (which may still be illegal where it is played). */
	read(written: number): Move;
}
