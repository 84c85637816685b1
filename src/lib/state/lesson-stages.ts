import type { Trace } from '$lib/engine';
import type { LessonFacts, LessonStageId } from '$lib/i18n/lesson';
import { DEFAULT_QUERY, writeQuery, type ViewQuery } from '$lib/player';

/**
 * The first lesson's content as plain data: one stage per by-call step of minimax on the
 * article's board (DEFAULT_QUERY), from step 0 to the root's answer, each pointing at the part
 * of the page it talks about. Its words are in i18n/lesson.ts, filled with the trace's facts.
 */

/** Set to `done` in this device's storage once the lesson is closed: it then opens only when asked for. */
export const LESSON_DONE_KEY = 'minimax-lab-lesson';

/** The part of the page a stage points at (see `LESSON_TARGETS` in the callout). */
export type LessonTarget = 'next' | 'board' | 'tree' | 'stack' | 'code' | 'narration' | 'tally';

export interface LessonStage {
	readonly id: LessonStageId;
	/** The by-call step this stage explains (step k shows FC k). */
	readonly step: number;
	/** The call shown at that step, as the article numbers it; null before it and at the answer. */
	readonly call: number | null;
	readonly target: LessonTarget;
}

export const LESSON_STAGES: readonly LessonStage[] = [
	{ id: 'start', step: 0, call: null, target: 'next' },
	{ id: 'fc1', step: 1, call: 1, target: 'board' },
	{ id: 'fc2', step: 2, call: 2, target: 'tree' },
	{ id: 'fc3', step: 3, call: 3, target: 'code' },
	{ id: 'fc4', step: 4, call: 4, target: 'stack' },
	{ id: 'fc5', step: 5, call: 5, target: 'narration' },
	{ id: 'fc6', step: 6, call: 6, target: 'tree' },
	{ id: 'fc7', step: 7, call: 7, target: 'board' },
	{ id: 'fc8', step: 8, call: 8, target: 'stack' },
	{ id: 'fc9', step: 9, call: 9, target: 'tally' },
	{ id: 'answer', step: 10, call: null, target: 'tree' }
];

/** The stage of a by-call step; past the last stage, the last (a step beyond the answer). */
export function lessonStageAt(step: number): LessonStage {
	return LESSON_STAGES.find((stage) => stage.step === step) ?? LESSON_STAGES.at(-1)!;
}

/**
 * What a stage's words say of its call, read from the trace: the call's depth, who moves there
 * and who moved into it, the cell that move took, the value it returns (as the game writes it)
 * and the move it keeps. The start and the answer speak of the root (FC1).
 */
export function lessonFacts(
	trace: Trace,
	stage: LessonStage,
	value: (score: number) => string
): LessonFacts {
	const call = stage.call ?? 1;
	const parent = trace.parent(call);
	return {
		call,
		depth: trace.depth(call),
		player: trace.player(call),
		mover: parent === null ? null : trace.player(parent),
		cell: trace.via(call),
		score: value(trace.score(call)),
		best: trace.bestMove(call),
		calls: trace.calls
	};
}

/**
 * Whether a view is the lesson's: the article's board, plain minimax, stepped by call, at any
 * step, and nothing else a link can name (another search beside it, say), whatever its code
 * language. Compared as links, so a parameter added to links later counts without a word here.
 */
export function isLessonView(query: ViewQuery): boolean {
	const plain = { ...query, step: 0, letters: false, embed: false, code: DEFAULT_QUERY.code };
	return writeQuery(plain) === writeQuery(DEFAULT_QUERY);
}

/**
 * Whether a page's link offers the lesson on a first visit: the page as it opens with no link
 * (the article's board at step 0), not embedded. A link to another position or step opens
 * what it names, untouched.
 */
export function linkOffersLesson(query: ViewQuery): boolean {
	return !query.embed && query.step === 0 && isLessonView(query);
}
