/**
 * Article 002's bound, set against the real game: the orders nine cells can be filled in (9!),
 * the games actually played from the empty board (minimax's leaves there), and those that fill
 * every cell. tests/unit/searches/every-search.test.ts counts all three with a walk of its own.
 */
export const FULL_GAME = {
	moveOrders: 362_880,
	games: 255_168,
	gamesFillingTheBoard: 127_872
} as const;
