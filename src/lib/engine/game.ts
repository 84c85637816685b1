import type { Fraction } from './fraction';

/**
 * The game contract the searches run on. A game knows positions, moves and outcomes;
 * it knows nothing about search or traces.
 *
 * Positions are packed into integers: unsigned 32-bit ones for tic-tac-toe and trees, so a trace
 * stores one per call in a `Uint32Array`, and exact integers below 2^53 for a game that needs
 * more bits (Connect Four's 49, declared as `positionBits`; a trace then keeps them in doubles).
 * That keeps `play` free of allocation.
 */

/** A position, packed by its game into an unsigned 32-bit integer. */
export type Position = number;

/** A move: a cell index on a board, or a child index in an explicit tree. */
export type Move = number;

/** The two sides as boards mark them (tic-tac-toe, Connect Four): X moves first. */
export type Mark = 'X' | 'O';

export interface Game {
	/**
	 * The kind of game, as its module (game-module.ts) and `GameSource.kind` name it: the core
	 * finds the module by it (game-catalog.ts: `moduleOf`) instead of asking for a class.
	 */
	readonly kind: string;
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
	/**
	 * The estimate a depth-limited search gives a position it may not search further, from the
	 * maximiser's point of view; always in `scores`, and on a board strictly between the worst
	 * loss and the least win, so a real result outranks every guess. Games without one cannot be
	 * searched with a depth limit.
	 */
	evaluate?(position: Position): number;
	/**
	 * The depth limit a search takes when none is asked for, on a game too big to search to its
	 * end (Connect Four: 4); absent, a search goes to the end unless told otherwise.
	 */
	readonly defaultDepthLimit?: number;
	/** The most moves a game can last from any position (a board's cells); absent: walk the game. */
	readonly maxPlies?: number;
	/** Every value `evaluate` can return that `scores` does not hold already. */
	readonly estimates?: readonly number[];
	/** Likely-best moves first, for the ordered search; absent: order.ts's rule for trees. */
	preferredMoves?(position: Position): readonly Move[];
	/**
	 * The board's symmetries (rotations and reflections), for a table keyed up to symmetry: how
	 * many there are, and `transform(position, k)` for k in `[0, symmetries)`, 0 the identity.
	 */
	readonly symmetries?: number;
	transform?(position: Position, symmetry: number): Position;
	/**
	 * A game that states chance nodes itself (an explicit tree's `"kind": "chance"`): true when it
	 * has any. Only a search that averages (a `chance` descriptor) can search it; absent: none.
	 */
	readonly declaresChance?: boolean;
	/**
	 * At a chance node the game states: the probability of each move, in move order, exactly,
	 * summing to 1; null at a position where a side moves.
	 */
	chanceWeights?(position: Position): readonly Fraction[] | null;
	/**
	 * The least and the greatest value a search of the game can meet, known before searching
	 * (Ballard's L and U, which a search that prunes chance nodes needs): a board's worst loss and
	 * best win, its estimates included when `estimating` (a depth limit); a tree's stated
	 * `"bounds"`. Null or absent: none stated.
	 */
	valueBounds?(estimating: boolean): readonly [number, number] | null;
	/**
	 * Known without searching on a game whose every position is reached by one path (an
	 * explicit tree): its positions, so minimax without a depth limit makes this many calls.
	 */
	readonly treeSize?: number;
}

/**
 * The order a search tries a position's moves in, when not the game's own. Returns legal moves
 * only, each once; the array may be shared, so read it, never change it. `depth` is the
 * position's distance from the search's root (the oracle order values children to the limit).
 */
export type MoveOrder = (position: Position, depth: number) => readonly Move[];

/** The game's estimate of an unfinished position; a game without one cannot be depth-limited. */
export function evaluate(game: Game, position: Position): number {
	if (game.evaluate === undefined) throw new TypeError('This game has no evaluation function.');
	return game.evaluate(position);
}

/**
 * The least and greatest of a game's declared scores, and of its estimates when `estimating`: the
 * bounds of a game that declares every value it can give (a board's `valueBounds`).
 */
export function declaredRange(
	game: { readonly scores: readonly number[]; readonly estimates?: readonly number[] },
	estimating: boolean
): readonly [number, number] {
	const values = estimating ? [...game.scores, ...(game.estimates ?? [])] : game.scores;
	return [Math.min(...values), Math.max(...values)];
}
