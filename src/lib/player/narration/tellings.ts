import type { SearchWindow, Trace, WindowRule } from '$lib/engine';
import { searchRule, type SearchTellings } from '$lib/engine/search-catalog';
import type { NarrationOptions, Speaker } from './speaker';

/**
 * The parts of the narration only some searches need, declared here and brought by those
 * searches with their words (`SearchRule.tells`): a window (alpha-beta's family, in
 * searches/alphabeta/), a table (searches/memo/) and chance nodes (searches/expectimax/). A
 * page showing minimax carries none of them.
 */

/** A search with a window told: the window, a value weighed against it, the cuts, the rule line. */
export interface WindowTelling {
	/** A call's window on entry: "alpha = -∞, beta = +∞". */
	window(speaker: Speaker, window: SearchWindow): string;
	/**
	 * A caller weighing a value against its window, after `opening`; `short`: a cut without its why;
	 * `brief` (a phone's box) also without the window restated where the sentence moved one bound.
	 */
	receive(
		speaker: Speaker,
		rule: WindowRule,
		opening: readonly string[],
		short: boolean,
		brief?: boolean
	): string;
	/** At the last step: the branches the search pruned in all, and the calls that saved. */
	pruned(speaker: Speaker, cuts: number, saved: number, total: number): string;
	/**
	 * The rule line above the tree at event `index`, in symbols; null where it has none. `brief`:
	 * a shorter form of it, for a line too narrow for the whole.
	 */
	rule(trace: Trace, index: number, options: NarrationOptions, brief?: boolean): string | null;
}

/** A search with a table told: a call that read it on entry, a hit's return, what a call files. */
export interface TableTelling {
	enter(speaker: Speaker, call: number): string | null;
	hitReturn(speaker: Speaker, call: number): string | null;
	filed(speaker: Speaker, call: number): string | null;
}

/** A search that averages told: a chance node's sum, its return, each value it adds, its root. */
export interface ChanceTelling {
	/** The average `call` returns, before it is worked out: "(3 + 12 + 8) / 3". */
	sum(trace: Trace, call: number): string;
	/** `call` returns its average, of the values `received` lists. */
	returned(speaker: Speaker, call: number, received: string): string;
	/** Chance node `parent` adds the value of its child at `at` (`value`: its words) to its sum. */
	got(speaker: Speaker, parent: number, at: number, value: Got): string;
	/** The root is a chance node: no move chosen, its value. */
	finish(speaker: Speaker): string;
}

/** A value received, as sentences give it: the caller, the score and the move it came from. */
export interface Got {
	readonly parent: string;
	readonly score: string;
	readonly from: string;
}

declare module '../../engine/search-catalog' {
	interface SearchTellings {
		readonly window: WindowTelling;
		readonly table: TableTelling;
		readonly chance: ChanceTelling;
	}
}

/** The part of the narration `trace`'s search brings; throws when it brings none (its words not loaded). */
export function told<K extends keyof SearchTellings>(trace: Trace, part: K): SearchTellings[K] {
	const telling = searchRule(trace.algorithm).tells?.[part];
	if (telling === undefined)
		throw new Error(`Search "${trace.algorithm}" tells no ${part}: load its words first.`);
	return telling as SearchTellings[K];
}
