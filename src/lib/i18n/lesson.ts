import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';

/** The first lesson's stages, one per by-call step on the article's board (state/lesson-stages.ts). */
export type LessonStageId =
	| 'start'
	| 'fc1'
	| 'fc2'
	| 'fc3'
	| 'fc4'
	| 'fc5'
	| 'fc6'
	| 'fc7'
	| 'fc8'
	| 'fc9'
	| 'minimum'
	| 'answer';

/** What a stage says of its call, read from the trace (the start and the answer: the root's). */
export interface LessonFacts {
	readonly call: number;
	readonly depth: number;
	/** Who moves at this call: X or O. */
	readonly player: string;
	/** Who made the move into it; null at the root. */
	readonly mover: string | null;
	/** The cell that move took; null at the root. */
	readonly cell: number | null;
	/** The value the call returns, as the game writes it ("+10"). */
	readonly score: string;
	/** The move it keeps; null at a finished game. */
	readonly best: number | null;
	/** The values its children returned, in order. */
	readonly values: readonly string[];
	/** Calls the whole search makes. */
	readonly calls: number;
}

const en = {
	title: 'First lesson',
	/** The reopen button in the page's tools, and its tooltip. */
	open: 'First lesson: a guided walk through the article’s board',
	progress: (at: number, of: number) => `part ${at} of ${of}`,
	close: 'Close the lesson',
	done: 'Done',
	further: 'Go on',
	exercise: 'Try it: predict on a fresh tree',
	goOn: 'Press Next ▶ or → to go on.',
	/** The part of the page a stage speaks of is scrolled out of view (a phone's panels). */
	away: { down: 'It is further down the page ↓', up: 'It is further up the page ↑' },
	/** The board the part's words speak of is off screen (a phone's, under the tree). */
	boardAway: {
		down: 'The board is further down the page, under the tree ↓',
		up: 'The board is further up the page ↑'
	},
	/** …behind the button that opens its panel (a phone's panels, one at a time). */
	opener: 'The marked button opens it.',
	/** …not on the page: presenting shows no call stack or code. */
	hidden: 'It is beside the tree when the page is not presenting.',
	/** The first part's explanation; the others' are in lesson-walk.ts, loaded as the student goes on. */
	stages: {
		start: (f: LessonFacts) =>
			`This is the board of freeCodeCamp’s minimax article. ${f.player} is the AI and moves next; the other side is the human. Minimax looks at every way the game can still go, one function call (FC) per position. Use the Next button to make the first call.`
	}
};

export type LessonMessages = typeof en;

/**
 * The first lesson: its callout's words, and its first stage's explanation, filled with the facts
 * of the call it shows.
 */
export const lesson = lazyCatalog(en, () => chineseOf('lesson'));
