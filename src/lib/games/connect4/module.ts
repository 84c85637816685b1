import type { Mark } from '../../engine/game';

/**
 * A Connect Four position: the columns played from the empty board, 1-7 from the left (`""` is
 * the empty board), and the side the AI (the maximiser) plays. The string is kept as written
 * (trimmed, full-width digits read as digits), so a position reads back to the same text.
 */
export interface Connect4Source {
	readonly kind: 'connect4';
	readonly moves: string;
	readonly ai: Mark;
}
