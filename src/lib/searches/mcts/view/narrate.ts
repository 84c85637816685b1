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
 * iteration, why each child was selected first.
 */
export function narrate(run: MctsRun, step: MctsStep, lang: Lang, whole = false): string {
	const words = wordsOf(run, lang);
	return whole
		? narrateIteration(run.record, step.iteration, lang, words)
		: narrateMcts(run.record, step, lang, words);
}

/** Iterations sampled for the tallest narration: the first ones and the last (the box's height). */
const SAMPLED = 60;

/**
 * The longest narration of any phase, or whole iteration, of the first iterations and the last
 * (the box's height).
 */
export function tallestNarration(run: MctsRun, lang: Lang): string {
	const { iterations } = run.record;
	const sampled = Array.from({ length: Math.min(SAMPLED, iterations) }, (_, k) => k + 1);
	if (iterations > SAMPLED) sampled.push(iterations);
	let tallest = narrate(run, { iteration: 0, phase: null }, lang);
	for (const iteration of sampled) {
		const texts = MCTS_PHASES.map((phase) => narrate(run, { iteration, phase }, lang));
		texts.push(narrate(run, { iteration, phase: 'backpropagate' }, lang, true));
		for (const text of texts) if (text.length > tallest.length) tallest = text;
	}
	return tallest;
}
