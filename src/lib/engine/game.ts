/**
 * The game contract the searches run on. A game knows positions, moves and outcomes;
 * it knows nothing about search or traces.
 *
 * Positions are packed into unsigned 32-bit integers. That keeps `play` free of
 * allocation and lets a trace store one position per call in a `Uint32Array`.
 */

/** A position, packed by its game into an unsigned 32-bit integer. */
export type Position = number;

/** A move: a cell index on a board, or a child index in an explicit tree. */
export type Move = number;

export interface Game {
	/** The position the search starts from. */
	readonly root: Position;
	/**
	 * Every score `score` can return. Searches store ranks into this set instead of
	 * numbers, so a trace keeps scores, alpha and beta in a byte each on small games.
	 */
	readonly scores: readonly number[];
	/** Moves are integers in `[0, moveLimit)`. */
	readonly moveLimit: number;
	/** True when the side to move maximises the score. */
	isMaximizing(position: Position): boolean;
	/** The side to move, as shown to people: `X`/`O` on boards, `max`/`min` on trees. */
	player(position: Position): string;
	/**
	 * The legal moves in the fixed order a search tries them; empty when the game is over.
	 * The array may be shared between calls: read it, never change it.
	 */
	moves(position: Position): readonly Move[];
	/** The position after `move`; `position` itself is left as it was. */
	play(position: Position, move: Move): Position;
	/** True when the game is over at `position`. */
	isTerminal(position: Position): boolean;
	/** The score of a terminal position, from the maximiser's point of view. */
	score(position: Position): number;
}
