import { describe, expect, it } from 'vitest';
import { presenterFor } from '../../../src/lib/games/presenters';
import { DEFAULT_EXPLORATION } from '../../../src/lib/searches/mcts/rule';
import { recordMcts } from '../../../src/lib/searches/mcts/trace';
import type { MctsTrace } from '../../../src/lib/searches/mcts/trace';
import { MctsRun } from '../../../src/lib/searches/mcts/view/run';
import { layoutMcts } from '../../../src/lib/searches/mcts/view/tree-layout';
import { nodeViews } from '../../../src/lib/searches/mcts/view/tree-nodes';
import { mctsTreeStep } from '../../../src/lib/searches/mcts/view/tree-step';
import type { Lab } from '../../../src/lib/state/lab.svelte';
import { Prediction } from '../../../src/routes/predict.svelte';
import { POSITIONS } from './predict-runs';

const LANGS = ['en', 'zh'] as const;
/** Each MCTS run swept: its iterations (seed 1, UCB1's constant the page's). */
const ITERATIONS = 300;

/** A page predicting MCTS's selections on `run` by `unit` (a lab with just what Prediction reads). */
function pageOf(run: MctsRun, unit: 'phase' | 'iteration') {
	const player = {
		viewed: run,
		unit,
		steps: null,
		lastStep: run.lastStep(unit),
		step: 0,
		index: -1,
		hold: null as ((from: number, to: number) => number | null) | null,
		goTo: () => {}
	};
	const lab = { player, stops: { kinds: ['select'], steps: [] }, trace: null, session: {} };
	return { prediction: new Prediction(lab as unknown as Lab), player };
}

/** The record's reads that name an iteration, and which of their arguments names it. */
const READS: Partial<Record<keyof MctsTrace, number>> = {
	path: 0,
	expanded: 0,
	playout: 0,
	score: 0,
	reward: 0,
	rootDistribution: 0,
	bestMove: 0,
	children: 1,
	visits: 1,
	wins: 1,
	ucb: 1
};

/**
 * `record` as known before iteration `next` runs: a read of that iteration or a later one (the
 * counts after it, its path, its playout; a read naming none reads the run's last) throws, so
 * what is drawn from it cannot tell the selection `next` makes.
 */
function knownBefore(record: MctsTrace, next: number): MctsTrace {
	return new Proxy(record, {
		get(target, key) {
			const value: unknown = Reflect.get(target, key, target);
			const at = READS[key as keyof MctsTrace];
			if (typeof value !== 'function') return value;
			const read = value as (...args: number[]) => unknown;
			return (...args: number[]) => {
				const iteration = at === undefined ? 0 : (args[at] ?? target.iterations);
				if (iteration >= next)
					throw new Error(`${String(key)} read iteration ${iteration}, not run before ${next}`);
				return read.apply(target, args);
			};
		}
	});
}

/**
 * What the page shows of `run` at `step` by `unit`: the tree's marks (the path, the choices
 * weighed, the node made), each drawn node's marks and name as its card and its label give them,
 * the listing's lit line, and the narration, whole and brief, in both languages.
 */
function shown(run: MctsRun, step: number, unit: 'phase' | 'iteration') {
	const marks = mctsTreeStep(run.record, run.at(step, unit));
	const layout = layoutMcts(run.record, marks.path, marks.made);
	const cards = LANGS.map((lang) =>
		nodeViews(run.record, marks, layout, run.presenter, lang).map((view) => ({
			node: view.node,
			text: view.text,
			marks: view.marks,
			label: view.label
		}))
	);
	const told = LANGS.map((lang) => run.narrate(step, unit, lang));
	return { marks, cards, line: run.line(step, unit, 'js'), told };
}

/** `shown`, or where it throws the read of an iteration not run yet, that read at `where`. */
function shownBlind(run: MctsRun, step: number, unit: 'phase' | 'iteration', where: string) {
	try {
		return shown(run, step, unit);
	} catch (error) {
		const read = error instanceof Error ? error.message : String(error);
		throw new Error(`${where}: ${read}`, { cause: error });
	}
}

// Issue 43 (P31's "noticed": MCTS's selection stops were not swept). Held before a selection,
// the page shows the step before it (the last iteration's back-propagation, or by iteration the
// whole of the last iteration): nothing on it marks the child the root is about to select, as
// the tree marks a choice (its UCB1 values, the child chosen, the path it takes) or tells it
// (the narration, whole and brief, en and zh), nor does the listing light the selection.
describe('a selection stop marks nothing of the child selected before the class answers', () => {
	it('every selection, three positions, by phase and by iteration, en and zh', () => {
		const counted = { stops: 0, told: 0 };
		for (const { name, game } of POSITIONS) {
			const presenter = presenterFor(game);
			const record = recordMcts(game, game.root, {
				iterations: ITERATIONS,
				seed: 1,
				exploration: DEFAULT_EXPLORATION
			});
			const run = new MctsRun(record, game, presenter, null);
			for (const unit of ['phase', 'iteration'] as const) {
				const { prediction, player } = pageOf(run, unit);
				for (const [stop, [moment]] of prediction.stops) {
					if (moment?.kind !== 'select') continue;
					const where = `${name} by ${unit}, selection at step ${stop}`;
					Object.assign(player, { step: stop - 1, index: stop - 1 });
					expect(player.hold?.(stop - 1, stop), where).toBe(stop);
					expect(prediction.question, where).toMatchObject({ kind: 'select', event: moment.event });
					counted.stops++;
					const [held, asked] = [run.at(stop - 1, unit), run.at(stop, unit)];
					const { iteration } = asked;
					// The tree: no choice weighed, none chosen, the path the last iteration's.
					const marks = mctsTreeStep(record, held);
					expect(marks.choices, where).toEqual([]);
					expect(marks.iteration, where).toBe(iteration - 1);
					expect(marks.counts, where).toBe(iteration - 1);
					const last = iteration > 1 ? Array.from(record.path(iteration - 1)) : [];
					expect(marks.path, where).toEqual(last);
					// Everything the held step shows, drawn from the run as known before the
					// iteration whose selection is asked, is what the page shows: none of it reads
					// that selection (a card marked chosen, a path run ahead, a telling of it).
					const blind = new MctsRun(knownBefore(record, iteration), game, presenter, null);
					const seen = shownBlind(blind, stop - 1, unit, where);
					const page = shown(run, stop - 1, unit);
					expect(seen, where).toEqual(page);
					// No card weighs a child or marks one chosen (UCB1 from the counts shown, which
					// the run before the selection knows, would tell the child of greatest).
					for (const cards of page.cards)
						for (const { node, marks } of cards)
							expect(marks, `${where}, node ${node}`).toMatchObject({ ucb: null, chosen: false });
					// By phase, the listing lights the back-propagation, not the selection's line.
					if (unit === 'phase')
						expect(run.line(stop - 1, unit, 'js'), where).not.toBe(run.line(stop, unit, 'js'));
					// The narration: not what the selection tells (whole, or the iteration's first part).
					for (const lang of LANGS) {
						const shown = run.narrate(stop - 1, unit, lang);
						const told = run.narrate(stop, unit, lang);
						const first = told.text.split(lang === 'zh' ? '。' : '. ')[0]!;
						expect(shown.text, `${where}, ${lang}`).not.toContain(first);
						expect(shown.short ?? '', `${where}, ${lang}, brief`).not.toContain(first);
						counted.told++;
					}
				}
			}
		}
		// Pinned: every selection asked (300 iterations a position, by phase and by iteration), and
		// the narrations read at them (en and zh).
		expect(counted).toEqual({ stops: 1774, told: 3548 });
	});
});
