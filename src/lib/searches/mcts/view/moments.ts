import type { GamePresenter } from '$lib/games/presenter';
import type { SelectMoment } from '$lib/practice/predict';
import { mctsIndexOf, type MctsStep } from '../steps';
import type { MctsTrace } from '../trace';
import { moveNames } from './tree-nodes';
import { mctsTreeStep } from './tree-step';

/**
 * Predict mode's moments of an MCTS run stepped by phase: each selection step where the root,
 * all its moves tried, weighs two children or more by UCB1 (UCT's tree policy, AIMA 4th ed. 5.4).
 */
export function selectMoments(trace: MctsTrace, presenter: GamePresenter): SelectMoment[] {
	// The short names, as the tree labels its links, read the same in both languages.
	const name = (node: number) => moveNames(trace, node, presenter, 'en')?.short ?? '';
	const moments: SelectMoment[] = [];
	for (let iteration = 1; iteration <= trace.iterations; iteration++) {
		const step: MctsStep = { iteration, phase: 'select' };
		const choice = mctsTreeStep(trace, step).choices[0];
		if (choice === undefined || choice.options.length < 2) continue;
		moments.push({
			...{ kind: 'select', event: mctsIndexOf(step, 'event'), call: choice.parent },
			options: choice.options.map(({ node, ucb }) => ({ node, name: name(node), ucb })),
			answer: choice.chosen
		});
	}
	return moments;
}
