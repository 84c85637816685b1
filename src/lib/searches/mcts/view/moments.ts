import type { GamePresenter } from '$lib/games/presenter';
import type { SelectMoment } from '$lib/practice/predict';
import { mctsIndexOf, type MctsGranularity } from '../steps';
import type { MctsTrace } from '../trace';
import { nodeNames } from './tree-nodes';

type Weigh = (counts: number) => SelectMoment['options'];

/** The root's selection at one iteration: its children are weighed only when a stop asks. */
class RootSelection implements SelectMoment {
	readonly kind = 'select';
	readonly call = 0;
	#options: SelectMoment['options'] | null = null;

	constructor(
		readonly event: number,
		readonly answer: number,
		/** The iteration whose counts the root weighs its children by (the one before). */
		private readonly counts: number,
		private readonly weigh: Weigh
	) {}

	get options() {
		return (this.#options ??= this.weigh(this.counts));
	}
}

/**
 * Predict mode's moments of an MCTS run: each selection where the root,
 * all its moves tried, weighs two children or more by UCB1 (UCT's tree policy, AIMA 4th ed. 5.4).
 * Read at the root alone (the path's second node is the child it chose), so a run of 100,000
 * iterations lists its moments at little cost. By phase each is its selection's step; by
 * iteration, the step of its whole iteration (asked before it, from the counts shown then).
 */
export function selectMoments(
	trace: MctsTrace,
	presenter: GamePresenter,
	unit: MctsGranularity = 'event'
): SelectMoment[] {
	// Once the root chooses it has made all its children: they are its options every time.
	const children = trace.children(0);
	if (children.length < 2) return [];
	// The short names, as the tree labels its links, read the same in both languages.
	const names = children.map((node) => nodeNames(trace, node, presenter, 'en')?.short ?? '');
	const weigh: Weigh = (counts) =>
		children.map((node, k) => ({
			node,
			name: names[k] ?? '',
			ucb: trace.ucb(node, counts),
			visits: trace.visits(node, counts),
			wins: trace.wins(node, counts)
		}));
	const moments: SelectMoment[] = [];
	for (let iteration = 1; iteration <= trace.iterations; iteration++) {
		// The root chose when its path goes on to a child made before: it had no move left to try.
		const answer = trace.path(iteration)[1];
		if (answer === undefined || trace.born(answer) === iteration) continue;
		const event = unit === 'call' ? iteration : mctsIndexOf({ iteration, phase: 'select' }, unit);
		moments.push(new RootSelection(event, answer, iteration - 1, weigh));
	}
	return moments;
}
