import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Lang } from '../../../src/lib/i18n';
import { lessonWalk } from '../../../src/lib/i18n/lesson-walk';
import { DEFAULT_QUERY, snapshotAt, StepMap, type ViewQuery } from '../../../src/lib/player';
import { readQuery } from '../../../src/lib/player/query';
import { openSession } from '../../../src/lib/player/plan';
import { presenterFor } from '../../../src/lib/games';
import type { TicTacToe } from '../../../src/lib/games/tictactoe/rules';
import { momentsOf, stopsOf } from '../../../src/lib/practice/predict';
import {
	LESSON_DONE_KEY,
	LESSON_EXERCISE,
	LESSON_STAGES,
	lessonCalls,
	lessonFacts,
	lessonStageAt,
	type LessonStage
} from '../../../src/lib/state/lesson-stages';
import { isLessonView, linkOffersLesson } from '../../../src/lib/state/link-codec';
import { Lesson } from '../../../src/lib/state/lesson.svelte';
import { ARTICLE_CALL_BOARDS } from '../../articles';

// The lesson walks the article's board as the page opens it: minimax, stepped by call.
const session = openSession(DEFAULT_QUERY.source, DEFAULT_QUERY.search);
const { trace } = session;
const steps = new StepMap(trace, 'call');
const value = (score: number) => presenterFor(trace.game).value(score);
const boardOf = (call: number) => (trace.game as TicTacToe).board(trace.position(call));
/** A stage's words: the first in the lesson's messages, the rest loaded with lessonWalk. */
const stageText = (lang: Lang, stage: LessonStage) => {
	const facts = lessonFacts(trace, stage, value);
	const { id } = stage;
	return id === 'start' ? MESSAGES[lang].lesson.stages.start(facts) : lessonWalk[lang][id](facts);
};
const textOf = (lang: Lang, step: number) => stageText(lang, lessonStageAt(step));

/**
 * The article's figure 3, as its text and figure give it (tests/articles.ts has the boards): each
 * call's level in the tree, and the score of each call at a finished game (+10 X wins, -10 O
 * wins); FC1 returns {index: 4, score: 10}.
 */
const ARTICLE_LEVELS = [0, 1, 2, 2, 1, 1, 2, 3, 2];
const ARTICLE_FINAL_SCORES: Record<number, number> = { 3: -10, 4: -10, 5: 10, 8: 10, 9: -10 };

describe('the first lesson’s stages', () => {
	it('explain every by-call step of the article’s board, in order, FC k at step k, the answer’s in two parts', () => {
		expect(LESSON_STAGES.map((stage) => stage.step)).toEqual([
			...Array.from({ length: steps.last + 1 }, (_, step) => step),
			steps.last
		]);
		for (const stage of LESSON_STAGES) {
			expect(steps.callOf(stage.step), stage.id).toBe(stage.call);
			if (stage.call !== null) expect(stage.id).toBe(`fc${stage.call}`);
		}
		expect(LESSON_STAGES.filter((stage) => stage.call !== null)).toHaveLength(9);
		expect([lessonStageAt(0).id, lessonStageAt(steps.last).id]).toEqual(['start', 'minimum']);
		expect([lessonStageAt(4, true).id, lessonStageAt(steps.last, true).id]).toEqual([
			'fc4',
			'answer'
		]);
		// A step past the last (a longer trace) stays on the answer.
		expect(lessonStageAt(steps.last + 5).id).toBe('answer');
	});

	it('back up a minimum: FC6, O to move, keeps the lower of +10 and −10 (issue 43)', () => {
		const minimum = LESSON_STAGES.find((stage) => stage.id === 'minimum')!;
		const facts = lessonFacts(trace, minimum, value);
		expect([facts.player, facts.values, facts.score]).toEqual(['O', ['+10', '−10'], '−10']);
		expect(lessonWalk.en.minimum(facts)).toContain(
			'lowest of its children’s values, +10 and −10: −10'
		);
		expect(lessonWalk.zh.minimum(facts)).toContain('+10 和 −10 中最低的 −10');
		// It shows at the answer's step, FC1 returned (the narration above says so): it looks back
		// at FC6, not ahead of FC1's answer (S33 frown 4: "Before FC1 answers").
		expect(minimum.step).toBe(steps.last);
		expect(lessonWalk.en.minimum(facts)).toMatch(/^FC1 is done\. Look back at FC6 first: /);
		expect(lessonWalk.zh.minimum(facts)).toMatch(/^FC1 已经完成。先回头看 FC6：/);
		// The call stack lists FC1 at the top (CallStack draws the root first).
		expect(textOf('en', 4)).toContain('the first, FC1, at the top');
	});

	it('end with a predict-then-see exercise on a fresh small tree', () => {
		const { query } = readQuery(new URLSearchParams(LESSON_EXERCISE));
		expect([query.source.kind, query.search.algorithm, query.predict]).toEqual([
			'tree',
			'minimax',
			{ kinds: ['value'], steps: [] }
		]);
		expect(isLessonView(query)).toBe(false);
		const exercise = openSession(query.source, query.search).trace;
		const moments = momentsOf(exercise);
		const stops = stopsOf(moments, new StepMap(exercise, 'call'), query.predict!);
		expect(
			[...stops].flatMap(([step, moments]) =>
				moments.map((moment) => [step, moment.call, String(moment.answer)])
			)
		).toEqual([
			[6, 2, '2'],
			[9, 6, '5'],
			[9, 1, '5']
		]);
	});

	it('point at every part of the page the lesson names', () => {
		const targets = new Set(LESSON_STAGES.map((stage) => stage.target));
		expect([...targets].sort()).toEqual(
			['board', 'code', 'narration', 'next', 'stack', 'tally', 'tree'].sort()
		);
	});

	it('read the facts of the article’s calls from the trace', () => {
		for (const stage of LESSON_STAGES.filter((each) => each.call !== null)) {
			const call = stage.call!;
			const facts = lessonFacts(trace, stage, value);
			expect(boardOf(call), stage.id).toBe(ARTICLE_CALL_BOARDS[call - 1]);
			expect(facts.depth, stage.id).toBe(ARTICLE_LEVELS[call - 1]);
			// X moves on even levels (X is to move on the article's board).
			expect(facts.player, stage.id).toBe(facts.depth % 2 === 0 ? 'X' : 'O');
			expect(facts.mover, stage.id).toBe(call === 1 ? null : facts.depth % 2 === 0 ? 'O' : 'X');
			if (call in ARTICLE_FINAL_SCORES) {
				expect(trace.kind(call), stage.id).toBe('terminal');
				expect(facts.score, stage.id).toBe(value(ARTICLE_FINAL_SCORES[call]));
			}
		}
		const answer = lessonFacts(trace, lessonStageAt(steps.last, true), value);
		expect([answer.call, answer.best, answer.score, answer.calls]).toEqual([1, 4, '+10', 9]);
	});

	it('say only what the page shows at that step', () => {
		// FC2 and FC4 are FC2's two moves; FC5 is the AI's win; FC6 is FC1's last move; FC7
		// has one move; four calls are open at FC8; FC9's mover wins; nine calls in all.
		expect(trace.children(2)).toEqual([3, 4]);
		expect(trace.settings.algorithm).toBe('minimax');
		expect([trace.player(1), DEFAULT_QUERY.source]).toMatchObject(['X', { ai: 'X' }]);
		expect(trace.children(1).at(-1)).toBe(6);
		expect(trace.children(7)).toHaveLength(1);
		expect(snapshotAt(trace, steps.eventOf(8)).stack.map((frame) => frame.call)).toEqual([
			1, 6, 7, 8
		]);
		expect(trace.score(9)).toBe(-10);
		expect(trace.player(trace.parent(9)!)).toBe('O');
		expect(trace.calls).toBe(9);
	});

	it('are worded in both languages, with each call’s number, and its score at a finished game', () => {
		for (const lang of ['en', 'zh'] as const)
			for (const stage of LESSON_STAGES) {
				const text = stageText(lang, stage);
				expect(text, `${lang} ${stage.id}`).not.toMatch(/undefined|null|NaN|\[object/);
				if (stage.call !== null) expect(text, `${lang} ${stage.id}`).toContain(`FC${stage.call}`);
				if (stage.call !== null && stage.call in ARTICLE_FINAL_SCORES)
					expect(text, `${lang} ${stage.id}`).toContain(value(ARTICLE_FINAL_SCORES[stage.call]));
			}
		// The article's two slips are not repeated: FC5 is X's (the AI's) win, FC9 is O's.
		expect(textOf('en', 5)).toMatch(/AI’s, so the score is \+10/);
		expect(textOf('en', 9)).toMatch(/O wins: −10/);
		expect(textOf('zh', 9)).toContain('O 获胜：−10');
	});
});

describe('where the lesson is offered', () => {
	const linked = (search: string): ViewQuery => readQuery(new URLSearchParams(search)).query;

	it('on the page as it opens with no link, in either language, on a first visit', () => {
		expect(linkOffersLesson(linked(''))).toBe(true);
		expect(linkOffersLesson(linked('lang=zh'))).toBe(true);
		expect(linkOffersLesson(linked('code=python'))).toBe(true);
	});

	it('never in an embed, nor on a link to another step, position or search', () => {
		for (const search of ['embed=1', 'step=3', 'algo=alphabeta', 'board=X........', 'by=event'])
			expect(linkOffersLesson(linked(search)), search).toBe(false);
	});

	it('shows on the article’s board with minimax stepped by call, at any step', () => {
		expect(isLessonView(DEFAULT_QUERY)).toBe(true);
		expect(isLessonView({ ...DEFAULT_QUERY, granularity: 'event' })).toBe(false);
		expect(isLessonView(linked('algo=alphabeta'))).toBe(false);
		expect(isLessonView(linked('depth=1'))).toBe(false);
		// Side by side, the steps are the two searches' calls paired, not FC k.
		expect(isLessonView(linked('versus=alphabeta'))).toBe(false);
		expect(isLessonView(linked('step=4'))).toBe(true);
	});
});

describe('the lesson on this device', () => {
	afterEach(() => vi.unstubAllGlobals());

	function deviceStorage(): Map<string, string> {
		const stored = new Map<string, string>();
		vi.stubGlobal('localStorage', {
			getItem: (key: string) => stored.get(key) ?? null,
			setItem: (key: string, value: string) => stored.set(key, value)
		});
		return stored;
	}

	it('opens by itself until closed, then only when asked for', () => {
		const stored = deviceStorage();
		const first = new Lesson();
		first.offer(linkOffersLesson(DEFAULT_QUERY));
		expect(first.open).toBe(true);
		// Opened by itself, it leaves the focus where it is.
		expect(first.takeFocus()).toBe(false);
		first.close();
		expect([first.open, stored.get(LESSON_DONE_KEY)]).toEqual([false, 'done']);
		const later = new Lesson();
		later.offer(linkOffersLesson(DEFAULT_QUERY));
		expect(later.open).toBe(false);
		later.reopen();
		expect(later.open).toBe(true);
		// Asked for, it takes the focus once.
		expect([later.takeFocus(), later.takeFocus()]).toEqual([true, false]);
	});

	it('is not offered by a link to another step; with storage switched off, on every visit', () => {
		deviceStorage();
		const linkedStep = new Lesson();
		linkedStep.offer(linkOffersLesson({ ...DEFAULT_QUERY, step: 2 }));
		expect(linkedStep.open).toBe(false);
		vi.stubGlobal('localStorage', undefined);
		const noStorage = new Lesson();
		noStorage.offer(linkOffersLesson(DEFAULT_QUERY));
		expect(noStorage.open).toBe(true);
	});
});

describe('the cards a part keeps in sight (issue 43)', () => {
	it('the call it speaks of; backing up a minimum and the answer, the children whose values they read', () => {
		const calls = (id: string) =>
			lessonCalls(
				trace,
				LESSON_STAGES.find((stage) => stage.id === id)!
			);
		expect(calls('start')).toEqual([]);
		expect(calls('fc3')).toEqual([3]);
		expect(calls('minimum')).toEqual([6, ...trace.children(6)]);
		expect(calls('minimum')).toEqual([6, 7, 9]);
		expect(calls('answer')).toEqual([1, ...trace.children(1)]);
	});
});
