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
	/** …behind the button that opens its panel (a phone's panels, one at a time). */
	opener: 'The marked button opens it.',
	/** …not on the page: presenting shows no call stack or code. */
	hidden: 'It is beside the tree when the page is not presenting.',
	stages: {
		start: (f: LessonFacts) =>
			`This is the board of freeCodeCamp’s minimax article. ${f.player} is the AI and moves next; the other side is the human. Minimax looks at every way the game can still go, one function call (FC) per position. Use the Next button to make the first call.`,
		fc1: (f: LessonFacts) =>
			`FC${f.call} looks at the board as it stands: depth ${f.depth}, ${f.player} to move. ${f.player} maximises, so of all its moves it will keep the one with the highest score. The board here always shows the position of the call being run.`,
		fc2: (f: LessonFacts) =>
			`FC${f.call}: ${f.mover} has tried cell ${f.cell}, and the search goes one level down the tree, to depth ${f.depth}. Now ${f.player} moves, and ${f.player} minimises. Each node of the tree is one call; the marked one is running now.`,
		fc3: (f: LessonFacts) =>
			`FC${f.call} (depth ${f.depth}): ${f.mover} took cell ${f.cell} and finished a line. The game is over, so there is nothing left to try: the highlighted line of code returns the score at once, ${f.score}.`,
		fc4: (f: LessonFacts) =>
			`FC${f.call}: back in FC2, ${f.mover} tries its other cell, ${f.cell}, and wins again: ${f.score}. The call stack lists the calls still waiting for an answer, the first, FC1, at the top.`,
		fc5: (f: LessonFacts) =>
			`FC${f.call}: ${f.mover} tries cell ${f.cell} and completes a row of its own. This win is the AI’s, so the score is ${f.score}. The narration says in words what each call does and what goes back to its caller.`,
		fc6: (f: LessonFacts) =>
			`FC${f.call}: the last cell ${f.mover} can try, ${f.cell}. Back at depth ${f.depth}, ${f.player} to move: a third branch grows under FC1.`,
		fc7: (f: LessonFacts) =>
			`FC${f.call} (depth ${f.depth}): ${f.mover} took cell ${f.cell}. Look at the board: ${f.player} has a single empty cell left.`,
		fc8: (f: LessonFacts) =>
			`FC${f.call} (depth ${f.depth}) is the deepest call: ${f.mover} fills cell ${f.cell} and wins, ${f.score}. On the stack, four calls are open at once, one per level of the tree.`,
		fc9: (f: LessonFacts) =>
			`FC${f.call}: ${f.mover} tries cell ${f.cell} instead and completes a line, so this time ${f.mover} wins: ${f.score}. It is the last call: the tally counts ${f.calls} calls, every position minimax had to look at.`,
		minimum: (f: LessonFacts) =>
			`Before FC1 answers, look at FC${f.call}: ${f.player} moves there and minimises, so it passes up the lowest of its children’s values, ${f.values.join(' and ')}: ${f.score}. That is backing up a minimum: the human will pick the outcome worst for the AI, so that is what the position is worth.`,
		answer: (f: LessonFacts) =>
			`FC1 now has an answer for each of its moves and keeps the highest: ${f.score}, by playing cell ${f.best}. You have walked a whole minimax search. Now you: on a fresh tree, the page stops before each value and asks you for it first.`
	} satisfies Record<LessonStageId, (facts: LessonFacts) => string>
};

export type LessonMessages = typeof en;

/**
 * The first lesson: its callout's words, and each stage's explanation, filled with the facts of
 * the call it shows.
 */
export const lesson = lazyCatalog(en, () => chineseOf('lesson'));
