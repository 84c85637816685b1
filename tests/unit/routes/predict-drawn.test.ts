import { describe, expect, it } from 'vitest';
import { returnIndex } from '../../../src/lib/engine/events';
import { tallyAt } from '../../../src/lib/components/search-status';
import { table } from '../../../src/lib/i18n/table';
import { view } from '../../../src/lib/i18n/view';
import {
	StepMap,
	callView,
	linkView,
	prunedView,
	ruleAt,
	snapshotAt,
	treeStep,
	type Snapshot
} from '../../../src/lib/player';
import { drawnSnapshot } from '../../../src/lib/player/held';
import { sessionFrom, type Session } from '../../../src/lib/player/session';
import type { Moment } from '../../../src/lib/practice/predict';
import { everyRun, heldBeforeFC6, heldStops, POSITIONS } from './predict-runs';

const LANGS = ['en', 'zh'] as const;
type Lang = (typeof LANGS)[number];

/**
 * Everything the page's tree and panels draw at `snapshot` that a stop's answer could be read
 * from, in `lang`: the card of the call weighing (`weigher`: its value and window; any other by
 * `card`), each cut mark (on a link, on a pruned node), the rule line (whole and brief), the cut
 * tally, and each frame of the call stack (its status's inputs: what it tries, its running best,
 * its window).
 */
function drawnFacts(
	session: Session,
	snapshot: Snapshot,
	asked: number | null,
	lang: Lang,
	weigher: number
) {
	const { trace, drawn } = session;
	const step = treeStep(session, { ...snapshot, letters: false, lang, asked });
	const card = (call: number) => {
		const { shown, windowText, asked } = callView(session, call, step);
		return { shown, window: windowText, asked };
	};
	// The cut marks drawn on the nodes `made` (the branches an event cuts: `cutAt`).
	const cuts = (made: readonly number[]) =>
		made.filter(
			(node) =>
				linkView(session, node, step).cut !== null ||
				(node > trace.calls && prunedView(session, node, step).cut)
		);
	const options = { letters: false, lang };
	const rules = [
		ruleAt(trace, snapshot.index, options),
		ruleAt(trace, snapshot.index, options, true)
	];
	const tally = tallyAt(drawn, snapshot.index, view[lang], table[lang].tableSize).second?.text;
	const frames = snapshot.stack.map(({ call, trying, best, window }) => ({
		call,
		trying,
		best: best?.call ?? null,
		window
	}));
	return { weigher: card(weigher), card, cuts, rules, tally, frames };
}

/** The nodes of the branches cut at event `index` (their links and pruned nodes). */
function cutAt(session: Session, index: number): number[] {
	const { drawn } = session;
	const nodes: number[] = [];
	for (let node = drawn.trace.calls + 1; node <= drawn.size; node++)
		if (drawn.branchOf(node)?.cutAt === index) nodes.push(node);
	return nodes;
}

/**
 * The event whose drawing is a stop's answer: a call's return or average is the weighing of its
 * last child's value (the receive before the return: its window moved, its cuts, its best); a
 * cut, the caller weighing the child's value.
 */
const answerAt = (moment: Moment) => (moment.kind === 'cut' ? moment.event : moment.event - 1);

// Issue 43 (P31's "noticed"): held on the value leading to a call's return, the narration told
// nothing of the answer, but the tree drew the asked call's window after that value ([+10, +10]
// on alpha-beta's FC6, the article board by event) and its cut marks, the rule line said
// "α +10 ≥ β +10: cut", the tally counted the cut and the call stack listed the window moved.
// Every part now draws the moment before the answer, the asked call "?" where its value goes.
describe('a stop draws nothing of its answer before the class answers', () => {
	it('alpha-beta on the article board by event: FC6 drawn as it was before +10, its value "?"', () => {
		const { game, source } = POSITIONS[0]!;
		const { trace, prediction, player } = heldBeforeFC6();
		const session = sessionFrom(source, game, trace);
		const asked = { heldCall: prediction.heldCall, leadIn: prediction.leadIn };
		expect(asked).toEqual({ heldCall: 6, leadIn: 26 });
		const shown = drawnSnapshot(trace, player.index, asked);
		const facts = drawnFacts(session, shown, 6, 'en', 6);
		expect(facts.weigher).toEqual({ shown: '?', window: '[+10, +∞]', asked: true });
		expect(facts.card(7).shown).toBe('+10');
		const made = cutAt(session, 26);
		expect(made.length).toBeGreaterThan(0);
		expect(facts.cuts(made)).toEqual([]);
		expect(facts.rules).toEqual(['FC7 returns +10 to FC6', 'FC7 returns +10 to FC6']);
		expect(facts.tally).toBe('✂ 0 cut · 0 saved');
		expect(facts.frames.at(-1)).toEqual({
			call: 6,
			trying: null,
			best: null,
			window: { alpha: 10, beta: Infinity }
		});
		expect(shown.active).toBe(6);
		// What main drew there: the weighing, FC6's answer.
		const weighed = drawnFacts(session, snapshotAt(trace, player.index), 6, 'en', 6);
		expect(weighed.weigher.window).toBe('[+10, +10]');
		expect(weighed.cuts(made)).toEqual(made);
	});

	it('every stop of every search of calls, three positions, by event and by call, en and zh', () => {
		const counted = { value: 0, chance: 0, cut: 0, held: 0 };
		// Each fact the answer changes, checked not drawn (en and zh, where it is words).
		const checked = { cutMarks: 0, tallies: 0, rules: 0, windows: 0, frames: 0 };
		for (const { at, trace, game, source } of everyRun()) {
			const session = sessionFrom(source, game, trace);
			for (const unit of ['event', 'call'] as const) {
				const steps = new StepMap(trace, unit);
				for (const { prediction, player, moment } of heldStops(trace, steps)) {
					const where = `${at} by ${unit}, ${moment.kind} FC${moment.call}`;
					counted[moment.kind as 'value' | 'chance' | 'cut']++;
					const asked = { heldCall: prediction.heldCall, leadIn: prediction.leadIn };
					const shown = drawnSnapshot(trace, player.index, asked);
					if (shown.index !== player.index) counted.held++;
					// The event the answer is drawn from, and the one just before it.
					const answer = answerAt(moment);
					const [after, before] = [snapshotAt(trace, answer), snapshotAt(trace, answer - 1)];
					const made = cutAt(session, answer);
					const weigher = moment.call;
					for (const lang of LANGS) {
						const here = `${where}, ${lang}`;
						const facts = drawnFacts(session, shown, asked.heldCall, lang, weigher);
						const weighed = drawnFacts(session, after, asked.heldCall, lang, weigher);
						const prior = drawnFacts(session, before, asked.heldCall, lang, weigher);
						// No cut mark the answer makes, nor the tally counting it.
						expect(weighed.cuts(made), here).toEqual(made);
						expect(facts.cuts(made), here).toEqual([]);
						checked.cutMarks += made.length;
						if (weighed.tally !== prior.tally) {
							expect(facts.tally, here).not.toBe(weighed.tally);
							checked.tallies++;
						}
						// Nor the rule line weighing it, whole or brief.
						for (const [k, rule] of weighed.rules.entries())
							if (rule !== null && rule !== prior.rules[k]) {
								expect(facts.rules[k], here).not.toBe(rule);
								checked.rules++;
							}
						// Nor the weighing call's window on its card, nor its frame as the weighing left it.
						if (weighed.weigher.window !== prior.weigher.window) {
							expect(facts.weigher.window, here).not.toBe(weighed.weigher.window);
							checked.windows++;
						}
						const frameIn = (drawn: typeof facts) => drawn.frames.find((f) => f.call === weigher);
						const [frame, was, became] = [frameIn(facts), frameIn(prior), frameIn(weighed)];
						if (frame !== undefined && became !== undefined) {
							if (JSON.stringify(became.window) !== JSON.stringify(was?.window)) {
								expect(frame.window, here).not.toEqual(became.window);
								checked.frames++;
							}
							if (became.best !== (was?.best ?? null)) {
								expect(frame.best, here).not.toBe(became.best);
								checked.frames++;
							}
						}
						if (moment.kind === 'cut') continue;
						// The call asked: "?" where its value goes, never its value.
						expect(facts.weigher.shown, here).toBe('?');
						expect(facts.weigher.asked, here).toBe(true);
						expect(returnIndex(trace, weigher), here).toBeGreaterThan(shown.index);
						// Held on the value leading to it, its frame returns "?": nothing left to try.
						if (shown.index !== player.index) expect(frame?.trying, here).toBeNull();
					}
				}
			}
		}
		// Pinned: every stop asked (as predict-untold counts them), those held on the value leading
		// to a return, and each fact the answer changes checked absent.
		expect(counted).toEqual({ value: 281, chance: 30, cut: 429, held: 256 });
		expect(checked).toEqual({
			cutMarks: 1670,
			tallies: 418,
			rules: 804,
			windows: 666,
			frames: 1556
		});
	});
});
