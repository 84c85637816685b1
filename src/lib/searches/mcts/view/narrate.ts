import { moduleOf } from '$lib/engine';
import type { Lang } from '$lib/i18n';
import { narrateIteration, narrateMcts, type MctsWords } from '../narration';
import type { MctsStep } from '../steps';
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
 * The step's narration: its phase's sentence stepping by phase; stepping by iteration, the
 * whole iteration told in its four phases.
 */
export function narrate(run: MctsRun, step: MctsStep, byPhase: boolean, lang: Lang): string {
	const words = wordsOf(run, lang);
	if (byPhase || step.phase === null) return narrateMcts(run.record, step, lang, words);
	return narrateIteration(run.record, step.iteration, lang, words);
}

/** Iterations sampled for the tallest narration: the first ones and the last (the box's height). */
const SAMPLED = 60;

/** The longest narration among the first iterations' and the last's, by iteration (the longest). */
export function tallestNarration(run: MctsRun, lang: Lang): string {
	const { iterations } = run.record;
	const sampled = [...Array.from({ length: Math.min(SAMPLED, iterations) }, (_, k) => k + 1)];
	if (iterations > SAMPLED) sampled.push(iterations);
	let tallest = '';
	for (const iteration of sampled) {
		const text = narrate(run, { iteration, phase: 'backpropagate' }, false, lang);
		if (text.length > tallest.length) tallest = text;
	}
	return tallest;
}
