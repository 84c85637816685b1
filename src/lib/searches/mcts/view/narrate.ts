import type { Lang } from '$lib/i18n';
import type { MctsStep } from '../../../mcts/steps';
import type { MctsRun } from './run';
import { runWords } from './words';

// Provisional: the MCTS model's narration replaces this once merged.

export function narrate(run: MctsRun, step: MctsStep, lang: Lang): string {
	const words = runWords(lang);
	if (step.phase === null) return words.start;
	return `${words.iteration(step.iteration)}: ${words.phases[step.phase]}`;
}

export function tallestNarration(run: MctsRun, lang: Lang): string {
	return narrate(run, { iteration: run.record.iterations, phase: 'backpropagate' }, lang);
}
