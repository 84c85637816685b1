import { moduleOf } from '$lib/engine';
import type { Lang } from '$lib/i18n';
import { narrateIteration, narrateMcts, type MctsWords } from '../narration';
import { MCTS_PHASES, type MctsStep } from '../steps';
import type { MctsRun } from './run';

/** The game's words for the narration, from its presenter, in `lang`. */
function wordsOf(run: MctsRun, lang: Lang): MctsWords {
	const { game, presenter } = run;
	return {
		move: (move) => presenter.moveName(move, lang),
		side: (position) => presenter.side(game, position, lang),
		value: (score) => presenter.value(score),
		signed: moduleOf(game).figure?.signed === true
	};
}

/**
 * The step's narration: its phase's sentence, or stepping by iteration (`whole`) the whole
 * iteration, why each child was selected first; `brief`, told shorter for a phone.
 */
export function narrate(
	run: MctsRun,
	step: MctsStep,
	lang: Lang,
	whole = false,
	brief = false
): string {
	const words = wordsOf(run, lang);
	return whole
		? narrateIteration(run.record, step.iteration, lang, words, brief)
		: narrateMcts(run.record, step, lang, words, brief);
}

/** Iterations sampled for the tallest narration: the first ones and the last (the box's height). */
const SAMPLED = 60;

/**
 * The iterations whose narrations are the longest: the first ones and the last; `more`, also the
 * last ones (the largest counts) and the first with the run's longest path (the most choices said).
 */
function sampledIterations(run: MctsRun, more: boolean): number[] {
	const { iterations } = run.record;
	const sampled = new Set<number>([iterations]);
	for (let k = 1; k <= Math.min(SAMPLED, iterations); k++) {
		sampled.add(k);
		if (more) sampled.add(iterations + 1 - k);
	}
	if (!more) return [...sampled];
	let [deepest, most] = [0, 0];
	for (let iteration = 1; iteration <= iterations; iteration++) {
		const length = run.record.path(iteration).length;
		if (length > most) [deepest, most] = [iteration, length];
	}
	if (deepest > 0) sampled.add(deepest);
	return [...sampled];
}

/**
 * The longest narration of any phase, or whole iteration, of the sampled iterations (the box's
 * height), told in full and briefly: a phone's box must hold every brief telling whole, so its
 * sample takes in the longest path and the largest counts too.
 */
export function tallestNarration(run: MctsRun, lang: Lang): { text: string; short: string } {
	const tallest = (brief: boolean) => {
		let found = narrate(run, { iteration: 0, phase: null }, lang);
		for (const iteration of sampledIterations(run, brief)) {
			const texts = MCTS_PHASES.map((phase) =>
				narrate(run, { iteration, phase }, lang, false, brief)
			);
			texts.push(narrate(run, { iteration, phase: 'backpropagate' }, lang, true, brief));
			for (const text of texts) if (text.length > found.length) found = text;
		}
		return found;
	};
	return { text: tallest(false), short: tallest(true) };
}
