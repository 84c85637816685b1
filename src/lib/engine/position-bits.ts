import type { Game } from './game';

/**
 * How many bits a game's positions need. Tic-tac-toe (19 bits) and explicit trees (a node index)
 * fit the 32 bits a trace stores per call; a game whose positions need more says so with a
 * `positionBits` property (Connect Four: 49), so storage can pick a wider column.
 */
export function positionBitsOf(game: Game): number {
	const declared: unknown = (game as { positionBits?: unknown }).positionBits;
	return typeof declared === 'number' ? declared : 32;
}

/** True when every position of `game` fits an unsigned 32-bit integer. */
export const fitsUint32 = (game: Game): boolean => positionBitsOf(game) <= 32;
