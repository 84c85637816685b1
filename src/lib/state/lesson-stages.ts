import type { Trace } from '$lib/engine';
import type { LessonFacts, LessonStageId } from '$lib/i18n/lesson';

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
	/** The call its words are about, when not that one (the minimum FC6 backed up, the root's answer); else `call`. */
	readonly about?: number;
	/** A part of the page its words read out (the call stack's frames): the callout leaves it in sight. */
	readonly aboutPart?: LessonTarget;
	readonly target: LessonTarget;
	/** Another part its words point at (the start's "This is the board"): named where it is off screen. */
	readonly mentions?: LessonTarget;
}

export const LESSON_STAGES: readonly LessonStage[] = [
	{ id: 'start', step: 0, call: null, target: 'next', mentions: 'board' },
	{ id: 'fc1', step: 1, call: 1, target: 'board' },
	{ id: 'fc2', step: 2, call: 2, target: 'tree' },
	{ id: 'fc3', step: 3, call: 3, target: 'code' },
	{ id: 'fc4', step: 4, call: 4, target: 'stack', aboutPart: 'stack' },
	{ id: 'fc5', step: 5, call: 5, target: 'narration' },
	{ id: 'fc6', step: 6, call: 6, target: 'tree' },
	{ id: 'fc7', step: 7, call: 7, target: 'board' },
	{ id: 'fc8', step: 8, call: 8, target: 'stack', aboutPart: 'stack' },
	{ id: 'fc9', step: 9, call: 9, target: 'tally' },
	{ id: 'minimum', step: 10, call: null, about: 6, target: 'tree' },
	{ id: 'answer', step: 10, call: null, about: 1, target: 'tree' }
];

/**
 * The stage of a by-call step: its first, or its last once the student went `further` (the
 * answer's step has two: the minimum FC6 backed up, then the answer); past the last stage, the
 * last (a step beyond the answer).
 */
export function lessonStageAt(step: number, further = false): LessonStage {
	const at = LESSON_STAGES.filter((stage) => stage.step === step);
	return (further ? at.at(-1) : at[0]) ?? LESSON_STAGES.at(-1)!;
}

/**
 * The calls whose cards a stage's callout leaves in sight: the call it speaks of and, where its
 * words read that call's children's values (the minimum FC6 backs up, the root's answer), those
 * children's too.
 */
export function lessonCalls(trace: Trace, stage: LessonStage): number[] {
	if (stage.about !== undefined) return [stage.about, ...trace.children(stage.about)];
	return stage.call === null ? [] : [stage.call];
}

/** The exercise the lesson ends with: a fresh small tree, the page asking each value first. */
export const LESSON_EXERCISE = 'tree=[[6,2,9],[5,8]]&predict=value';

/**
 * What a stage's words say of its call, read from the trace: the call's depth, who moves there
 * and who moved into it, the cell that move took, the value it returns and its children's (as the game writes them)
 * and the move it keeps. The start and the answer speak of the root (FC1).
 */
export function lessonFacts(
	trace: Trace,
	stage: LessonStage,
	value: (score: number) => string
): LessonFacts {
	const call = stage.about ?? stage.call ?? 1;
	const parent = trace.parent(call);
	return {
		call,
		depth: trace.depth(call),
		player: trace.player(call),
		mover: parent === null ? null : trace.player(parent),
		cell: trace.via(call),
		score: value(trace.score(call)),
		best: trace.bestMove(call),
		values: trace.children(call).map((child) => value(trace.score(child))),
		calls: trace.calls
	};
}
