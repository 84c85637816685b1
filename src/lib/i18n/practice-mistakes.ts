import type { SearchWindow } from '$lib/engine';

/**
 * The facts a practice check finds, as the practice catalogue (practice.ts) words them: the
 * practice layer (src/lib/practice/) raises them and re-exports these types, and they live here,
 * below it, so the catalogue names nothing of the layers above it.
 */

/** How a root move's own search stopped early: alpha met beta after one of its replies. */
export interface ShortCut {
	/** The reply whose value closed the move's window. */
	readonly reply: number;
	/** The move's window once that value came back: alpha ≥ beta. */
	readonly window: SearchWindow;
	/** How many replies were never tried. */
	readonly skipped: number;
	/** The event at which it stops (the move's call receiving that reply's value). */
	readonly event: number;
}

/**
 * A tree exercise's mistake (practice/check.ts, the strict checker): one error naming its node
 * and carrying the facts its reason needs; the sentences are built from those facts in each
 * language (practice.ts).
 */
export type PracticeError =
	/** A value box holds the wrong number. */
	| {
			kind: 'value';
			node: number;
			maximizing: boolean;
			expected: number;
			given: number;
			/** Some children were never searched (alpha-beta): the value is over the others. */
			partial: boolean;
	  }
	/**
	 * A value box holds the wrong value where the search averages (expectimax): the right one as
	 * the checker writes it ("23/3 ≈ 7.67"), what was typed (cut short), and at a chance node
	 * the sum it computes ("(3 + 12 + 8) / 3", with weights when they differ).
	 */
	| {
			kind: 'average';
			node: number;
			role: 'max' | 'min' | 'chance';
			expected: string;
			given: string;
			sum: string | null;
	  }
	/** A visited node's value box is empty (`exact`: the value as `average` writes it). */
	| { kind: 'missingValue'; node: number; expected: number; exact?: string }
	/**
	 * A box holds something that is not a number (quoted, cut short; `bound`: a bound such as ≤2,
	 * as textbooks write a value the search stopped short of), or a number it cannot hold
	 * exactly: `rounded` is what it would be read as.
	 */
	| { kind: 'unreadable'; node: number; text: string; rounded?: number; bound?: true }
	/** A box filled in on a node the search never visits. */
	| { kind: 'notVisited'; node: number; top: number; parent: number }
	/** A pruned branch left unmarked: at `parent` alpha met beta. */
	| { kind: 'missingCut'; node: number; parent: number; window: SearchWindow }
	/**
	 * A branch marked cut that is searched; `window` is what it is called with (alpha < beta),
	 * null under minimax, which cuts nothing.
	 */
	| { kind: 'extraCut'; node: number; parent: number; window: SearchWindow | null }
	/** A window on entry that is wrong or not filled in (each bound as typed, cut short). */
	| {
			kind: 'window';
			node: number;
			expected: SearchWindow;
			given: { alpha: string; beta: string };
			/** A bound typed as a number the box cannot hold exactly, and what it would be read as. */
			inexact?: { text: string; rounded: number };
	  };

/** A board exercise's mistake (practice/board.ts), with the facts its reason needs. */
export type BoardError =
	| {
			kind: 'moveScore';
			cell: number;
			expected: number;
			given: number;
			/** The side that replies maximises. */
			maximizing: boolean;
			/** The move's search was cut short: its score is over the replies it tried. */
			partial: boolean;
	  }
	| { kind: 'moveMissing'; cell: number; expected: number }
	| { kind: 'moveUnreadable'; cell: number; text: string; rounded?: number; bound?: true }
	| { kind: 'moveMissingCut'; cell: number; short: ShortCut }
	| { kind: 'moveExtraCut'; cell: number; window: SearchWindow | null }
	| { kind: 'pick'; expected: number; given: number | null };
