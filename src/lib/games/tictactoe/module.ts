import type { Mark } from '../../engine/game';
import type { Scoring } from './rules';

/**
 * A tic-tac-toe position: its cells with who moves, who maximises and how finished games score.
 * Its kind is `'board'`: the word links and trace files (format version 1) use for tic-tac-toe,
 * kept as it is so every link and file reads as before.
 */
export interface TicTacToeSource {
	readonly kind: 'board';
	readonly board: string;
	/** Null: the side the mark counts imply (see `boardGame`). */
	readonly toMove: Mark | null;
	readonly ai: Mark;
	readonly scoring: Scoring;
}
