import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';

const en = {
	// The control, in the search options: the search stepped beside the one on screen.
	sideBySide: 'Side by side with',
	/** The second search's move order, under the control. */
	itsOrder: 'Its move order',
	/** After a side's name when its order is not the game's: "Alpha-beta · best first". */
	ordered: (name: string, order: 'best' | 'worst') =>
		`${name} · ${order === 'best' ? 'best first' : 'worst first'}`,
	/** The control's first option: no second search. */
	alone: 'None (one search)',
	/** Part of the options button's state when a second search is shown: "vs Alpha-beta". */
	optionsState: (name: string) => `vs ${name}`,
	sideBySideHint:
		'Steps both searches of this position together, call by call: each side shows the same node of the game tree whenever both visit it.',
	/** The second tree's region, for a screen reader. */
	secondRegion: (name: string) => `${name}, side by side`,
	close: 'End side by side',
	/** Marked on a tree: the calls of this search whose node the other search never visits. */
	skippedMark: (other: string) => `not visited by ${other}`,
	/** The legend under a tree with such calls. */
	skippedLegend: (other: string, count: number) =>
		`${count} ${count === 1 ? 'call' : 'calls'} here ${count === 1 ? 'is' : 'are'} never made by ${other}`,
	/** A side's narration at a step where only the other search makes a call. */
	waits: (name: string, other: string, call: number) =>
		`${name} makes no call here: ${other}'s FC${call} visits a position it never reaches, so it stays where it was.`,
	/** Refused: side by side needs both searches drawn in full. */
	tooBig: (limit: number) =>
		`Side by side is for searches of up to ${limit.toLocaleString('en')} calls, and one of these makes more: choose a smaller position or a depth limit to step them together, or count both on the compare page.`,
	/** Refused: a search that deepens visits a position once per iteration, so no call has one twin. */
	deepening:
		'Side by side pairs the calls of two searches that visit the same position, and iterative deepening visits the shallow positions again in every iteration: step it alone, or count it beside the others on the compare page.',
	/** Refused: the second search cannot run on this position at all (`reason`: the engine's). */
	cannotRun: (reason: string) => `Side by side: ${reason} The search on screen is stepped alone.`,
	/** Refused: a trace file is played alone. */
	notWithFile: 'A trace file is played back alone: side by side needs both searches run here.',
	/** Where step-by-event is not offered. */
	byCallOnly: 'Side by side, both searches are stepped by call.',
	/** A student's trace beside ours: the two sides' names. */
	yourProgram: 'Your program',
	reference: (name: string) => `Reference: ${name}`,
	/** Marked on both trees: the call where the student's search first parts from ours. */
	firstDifference: 'the first difference',
	/** Two searches stepped together, as a link's ignored parameter names them (`notForThisGame`). */
	twoSides: 'two searches side by side'
};

export type VersusMessages = typeof en;

/** Messages of the side-by-side view: two searches of one position stepped together. */
export const versus = lazyCatalog(en, () => chineseOf('versus'));
