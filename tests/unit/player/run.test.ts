import { describe, expect, it } from 'vitest';
import { loadSearches } from '../../../src/lib/engine/search-catalog';
import { plainSearch } from '../../../src/lib/engine/search';
import { passStarts } from '../../../src/lib/searches/mtdf/passes';
import { MESSAGES } from '../../../src/lib/i18n';
import { CallRun } from '../../../src/lib/player/call-run';
import { codeLineAt } from '../../../src/lib/player/code';
import { narrate } from '../../../src/lib/player/narration';
import { DEFAULT_QUERY } from '../../../src/lib/player/query';
import { StartsSteps, unitByLink } from '../../../src/lib/player/run';
import { openSession } from '../../../src/lib/player/plan';
import { StepMap } from '../../../src/lib/player/steps';

/**
 * The run protocol's call trace (CallRun): its units, and each step read by its index alone as
 * the call trace's own readers read it; a unit a search adds (steps starting at given events).
 */

const session = openSession(DEFAULT_QUERY.source, DEFAULT_QUERY.search);
const { trace } = session;

describe("a call trace's run", () => {
	const run = new CallRun(session);

	it('steps by call (its default) and by event, named in both languages, as links name them', () => {
		expect(run.units.map(({ id, link }) => [id, link])).toEqual([
			['call', 'call'],
			['event', 'event']
		]);
		expect(run.units.map((unit) => unit.names.en)).toEqual(['By call', 'By event']);
		expect(run.units.map((unit) => unit.names.zh)).toEqual([
			MESSAGES.zh.view.byCall,
			MESSAGES.zh.view.byEvent
		]);
		expect(unitByLink(run, 'event').id).toBe('event');
		// A link's unit the run has not: its default.
		expect(unitByLink(run, 'pass').id).toBe('call');
	});

	it("reads the article's board at any step as the trace's own readers do", () => {
		expect([trace.calls, run.lastStep('call'), run.lastStep('event')]).toEqual([9, 10, 34]);
		for (const unit of ['call', 'event'] as const) {
			const steps = new StepMap(trace, unit);
			for (let step = 0; step <= steps.last; step++) {
				const options = { letters: false, drawn: session.drawn, lang: 'en' as const };
				expect(run.narrate(step, unit, 'en')).toEqual(narrate(trace, steps, step, options));
				expect(run.line(step, unit, 'js')).toBe(codeLineAt(trace, steps.eventOf(step), 'js'));
			}
		}
		expect([0, 3, 9, 10].map((step) => run.detail(step, 'call', 'en'))).toEqual([
			'start',
			'FC3',
			'FC9',
			'result'
		]);
		// A try and a receive are the parent's code, named first (V23 N1: "FC3 receive" read as if
		// FC3 received).
		expect([1, 2, 7, 34].map((step) => run.detail(step, 'event', 'en'))).toEqual([
			'FC1 enters',
			'FC1 tries FC2',
			'FC2 receives FC3',
			'FC1 returns'
		]);
		expect(run.detail(7, 'event', 'zh')).toBe('FC2 接收 FC3');
		expect(run.summary('en')).toBe(session.presenter.summary(session.game, 9, 'en'));
	});

	it('names the widest forms its detail takes, which the step counter is measured with', () => {
		expect(run.widestDetails('call', 'en')).toEqual(['start', 'result', 'FC9']);
		expect(run.widestDetails('event', 'zh')).toEqual([
			'开始',
			'结果',
			'FC9',
			'FC9 进入',
			'FC9 尝试 FC9',
			'FC9 接收 FC9',
			'FC9 返回'
		]);
		// Every step's detail is one of them with a number no longer than the last call's (FC3: FC9).
		for (const unit of ['call', 'event'])
			for (let step = 0; step <= run.lastStep(unit); step++) {
				const form = run.detail(step, unit, 'en').replace(/\d+/g, (n) => '9'.repeat(n.length));
				expect(run.widestDetails(unit, 'en'), `${unit} ${step}`).toContain(form);
			}
	});

	it('converts a step to another unit at the same moment', () => {
		// FC3 is a leaf, shown as it returns: event 5 (step 6 by event), after FC1 and FC2 enter
		// and try. Its value received by FC2 (step 7) is still FC3's step by call.
		expect(run.convert(3, 'call', 'event')).toBe(6);
		expect(run.convert(6, 'event', 'call')).toBe(3);
		expect(run.convert(7, 'event', 'call')).toBe(3);
		expect(run.convert(5, 'event', 'call')).toBe(2);
		expect(run.convert(10, 'call', 'event')).toBe(34);
		expect(run.convert(0, 'event', 'call')).toBe(0);
	});
});

describe('a unit a search adds to its call traces', () => {
	it('steps from the start to each part done, the last to the last event', () => {
		const steps = new StartsSteps('part', [0, 5, 9], 12);
		expect(steps.last).toBe(3);
		expect(steps.granularity).toBe('part');
		expect(steps.callOf()).toBeNull();
		expect([0, 1, 2, 3, 4, -1, 1.7].map((step) => steps.eventOf(step))).toEqual([
			-1, 4, 8, 11, 11, -1, 4
		]);
		expect([-1, 3, 4, 7, 8, 10, 11].map((index) => steps.stepOf(index))).toEqual([
			0, 0, 1, 1, 2, 2, 3
		]);
	});

	it("is offered after the trace's own, declared by the search (MTD(f)'s pass), not by the page", async () => {
		await loadSearches(['mtdf']);
		const mtdf = openSession(
			{ kind: 'board', board: 'O.XX.X.OO', toMove: null, ai: 'X', scoring: 'article' },
			{ ...plainSearch('mtdf') }
		);
		const run = new CallRun(mtdf);
		expect(run.units.map((unit) => unit.id)).toEqual(['call', 'event', 'pass']);
		expect(unitByLink(run, 'pass').names).toEqual({ en: 'By pass', zh: '按趟' });
		// Two passes on the article board from the first guess 0: the first begins at event 1 (after
		// the driver enters), the second at event 17, of 42 events.
		const starts = passStarts(mtdf.trace);
		expect(starts).toEqual([1, 17]);
		expect(run.lastStep('pass')).toBe(2);
		// A pass done is the event before the next pass starts; the moment reads the same by event.
		const [, second] = starts;
		if (second === undefined) throw new Error('expected two passes');
		expect(run.convert(1, 'pass', 'event')).toBe(second);
		expect(run.convert(second, 'event', 'pass')).toBe(1);
		expect(run.convert(second - 1, 'event', 'pass')).toBe(0);
		expect(run.narrate(1, 'pass', 'en')).toEqual(run.narrate(second, 'event', 'en'));
		const events = new StepMap(mtdf.trace, 'event');
		expect(run.line(1, 'pass', 'js')).toBe(codeLineAt(mtdf.trace, events.eventOf(second), 'js'));
		expect([0, 1, 2].map((step) => run.detail(step, 'pass', 'en'))).toEqual([
			run.detail(0, 'event', 'en'),
			'pass 1 done',
			'pass 2 done'
		]);
		expect(run.detail(2, 'pass', 'zh')).toBe('第 2 趟完成');
		expect(run.widestDetails('pass', 'en')).toEqual(['start', 'pass 2 done']);
		// Searches that declare no unit of their own are stepped by call and by event alone.
		expect(new CallRun(session).units.map((unit) => unit.id)).toEqual(['call', 'event']);
	});
});
