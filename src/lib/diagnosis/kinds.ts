import type { CutRule, Trace } from '../engine/index';

/**
 * The mistakes a student's search is diagnosed with (issue 44): the first call where their trace
 * parts from our search of the same game, named by what went wrong there.
 */
export const MISTAKE_KINDS = [
	'cut-rule',
	'window-not-passed',
	'window-swapped',
	'bound-kept-global',
	'min-max-swapped',
	'order',
	'terminal-missed',
	'depth-off-by-one',
	'evaluated-early',
	'scale',
	'fail-soft',
	'fail-hard',
	'no-prune',
	'tie-at-root',
	'extra-call',
	'missing-call',
	'wrong-value'
] as const;

export type MistakeKind = (typeof MISTAKE_KINDS)[number];

/** Differences of convention, not errors: the comparison goes on under the student's. */
export const CONVENTIONS: readonly MistakeKind[] = [
	'cut-rule',
	'scale',
	'fail-soft',
	'fail-hard',
	'tie-at-root'
];

/** The numbers a finding's sentences need; each kind fills those it speaks of. */
export interface Facts {
	/** The student's value (a call's return, or the bound in question), and ours. */
	readonly found?: number;
	readonly expected?: number;
	/** The window the student's call received, and the one it should have. */
	readonly window?: readonly [number, number];
	readonly expectedWindow?: readonly [number, number];
	/** Moves as the file writes them: the student's, and ours. */
	readonly move?: number | null;
	readonly expectedMove?: number | null;
	/** The call's depth, and the depth limit. */
	readonly depth?: number;
	readonly limit?: number | null;
	/** `cut-rule`: the rule the student's code follows. */
	readonly rule?: CutRule;
	/** `scale`: the board scoring the student's values follow. */
	readonly scoring?: string;
	/** The earlier call involved: a move's first search, the subtree a bound came from. */
	readonly earlier?: number;
	/** `min-max-swapped`: the call's level maximised (true) where it should minimise. */
	readonly maximised?: boolean;
}

/** One finding: what, at which of the student's calls, and at which of ours (null: none). */
export interface Finding {
	readonly kind: MistakeKind;
	readonly call: number;
	readonly referenceCall: number | null;
	readonly facts: Facts;
}

export interface Diagnosis extends Finding {
	/** A difference of convention (`CONVENTIONS`), when the trace has no mistake besides. */
	readonly convention: boolean;
	/** The other conventions met, under which the comparison went on. */
	readonly conventions: readonly Finding[];
	/** Our search compared with last: the student's game and settings, their conventions taken. */
	readonly reference: Trace;
}
