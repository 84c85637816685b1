import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';

/** What the note shows: the position, the wrong and right answers, the entry that misleads. */
export interface BoundsNoteFacts {
	readonly wrong: string;
	readonly right: string;
	readonly call: number;
	readonly stored: string;
	readonly truth: string;
	readonly alpha: string;
}

const en = {
	whyBounds: 'Why bounds?',
	whyBoundsTitle: 'Why the table stores bounds',
	noteIntro:
		'Alpha-beta stops a call as soon as its value is good enough to be ignored by the caller. The value such a call returns is only a bound on the real one, not the real one.',
	noteCase: (p: BoundsNoteFacts) =>
		`Search this board, X to move and X the AI, with a table that files every value as exact, and it answers ${p.wrong}. Minimax, and alphabeta-table, answer ${p.right}.`,
	noteWhy: (p: BoundsNoteFacts) =>
		`The slip starts at FC${p.call} (the second board, O to move). X already holds ${p.alpha} elsewhere, so after O's first reply scores ${p.stored}, FC${p.call} stops: nothing O finds can make X prefer this board. Filed as exact, ${p.stored} is wrong: O wins there (${p.truth}). When the board comes up again the table hands out ${p.stored}, and the answer climbs to ${p.wrong}.`,
	noteFix:
		'alphabeta-table files that value as an upper bound (fail-low: at most this much). Met again, the bound only narrows the window, and the board is searched again when the bound cannot settle the call.',
	noteBoards: { start: 'The board searched', slip: 'The board filed wrongly' },
	noteValues: (wrong: string, right: string) => `exact only: ${wrong} · with bounds: ${right}`,
	noteOpen: 'Step through this board'
};

export type BoundsNoteMessages = typeof en;

/**
 * alphabeta-table's note on why its table stores bounds (BoundsNote): loaded with the note, not
 * with the table's words the first view carries (issue 45).
 */
export const boundsNote = lazyCatalog(en, () => chineseOf('boundsNote'));
