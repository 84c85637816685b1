import type { Move } from '$lib/engine';
import { countsAfter, nodesMadeBy, type MctsPhase, type MctsStep } from '../steps';
import type { MctsTrace } from '../trace';

/**
 * What the drawn MCTS tree marks at one step, read from the trace by the step alone (no replay):
 * the path of the step's iteration as far as the phase has gone, the node it made, the node its
 * playout started from, and during selection each choice with its children's UCB1 values as the
 * search saw them (the counts after the iteration before).
 */

/** A child weighed at a choice: its counts before the iteration, and its UCB1 value then. */
interface ChoiceOption {
	readonly node: number;
	readonly move: Move;
	readonly visits: number;
	readonly wins: number;
	readonly ucb: number;
}

/** One choice of the selection: at `parent`, the child of greatest UCB1 (`chosen`). */
interface MctsChoice {
	readonly parent: number;
	readonly chosen: number;
	readonly options: readonly ChoiceOption[];
}

export interface MctsTreeStep {
	readonly iteration: number;
	readonly phase: MctsPhase | null;
	/** The iteration whose counts the nodes show. */
	readonly counts: number;
	/** Nodes made by this iteration are shown. */
	readonly made: number;
	/** The path as far as the phase shows it: during selection, without the node not yet made. */
	readonly path: readonly number[];
	/** The node the iteration made, from expansion on; null before, or when it made none. */
	readonly newNode: number | null;
	/** The node the playout ran from, during simulation; null in other phases. */
	readonly playoutFrom: number | null;
	/** During selection, each choice made on the way down; empty in other phases. */
	readonly choices: readonly MctsChoice[];
}

export function mctsTreeStep(trace: MctsTrace, step: MctsStep): MctsTreeStep {
	const { iteration, phase } = step;
	const counts = countsAfter(step);
	const made = nodesMadeBy(step);
	const whole = phase === null ? [] : Array.from(trace.path(iteration));
	const expanded = phase !== null && trace.expanded(iteration);
	// The new node is the path's last; selection has not made it yet.
	const path = phase === 'select' && expanded ? whole.slice(0, -1) : whole;
	const choices = phase === 'select' ? choicesOf(trace, whole, expanded, counts) : [];
	return {
		iteration,
		phase,
		counts,
		made,
		path,
		newNode: expanded && phase !== 'select' ? (whole.at(-1) ?? null) : null,
		playoutFrom: phase === 'simulate' ? (whole.at(-1) ?? null) : null,
		choices
	};
}

/**
 * The choices selection made along `path`: every step down but the last when the iteration
 * expanded (its parent had a move untried, so took it without comparing), each with every child
 * the parent had then.
 */
function choicesOf(
	trace: MctsTrace,
	path: readonly number[],
	expanded: boolean,
	counts: number
): MctsChoice[] {
	const last = expanded ? path.length - 2 : path.length - 1;
	const choices: MctsChoice[] = [];
	for (let k = 0; k < last; k++) {
		const parent = path[k] ?? 0;
		const options = trace.children(parent, counts).map((node) => ({
			node,
			move: trace.move(node) ?? 0,
			visits: trace.visits(node, counts),
			wins: trace.wins(node, counts),
			ucb: trace.ucb(node, counts)
		}));
		choices.push({ parent, chosen: path[k + 1] ?? 0, options });
	}
	return choices;
}

/** W/N with two decimals; a dash before the first visit. */
export function meanText(wins: number, visits: number): string {
	return visits === 0 ? '—' : (wins / visits).toFixed(2);
}

/** A UCB1 value with two decimals; ∞ for a child not yet visited. */
export function ucbText(ucb: number): string {
	return Number.isFinite(ucb) ? ucb.toFixed(2) : '∞';
}

/** A link's stroke: 1.5 px for a child with no visits, up to 14 px for one with all the root's. */
export function linkWidth(visits: number, rootVisits: number): number {
	if (rootVisits <= 0 || visits <= 0) return 1.5;
	return 1.5 + 12.5 * Math.sqrt(Math.min(1, visits / rootVisits));
}
