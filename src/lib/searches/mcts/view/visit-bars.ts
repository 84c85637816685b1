import type { Move } from '$lib/engine';
import type { MctsTrace } from '../trace';

/**
 * The root's visit distribution after an iteration, one bar per legal root move in the game's
 * order (a move not yet tried has no visits, so the bars never move while stepping), read from
 * `trace.rootDistribution`: the chart shows exactly what the trace holds.
 */

interface VisitBar {
	readonly move: Move;
	readonly visits: number;
	readonly wins: number;
	/** Its visits as a share of the root's children's (0 before any). */
	readonly share: number;
	/** The move MCTS would play now: the most visited, ties to the greater W/N, then the first made. */
	readonly best: boolean;
	/** One of minimax's best root moves (false when those are not known). */
	readonly minimax: boolean;
}

/** Whether the move MCTS would play is one of minimax's: unknown without minimax's answer. */
export type Agreement = 'agree' | 'disagree' | 'unknown' | 'none';

/**
 * Root moves as often visited as the one MCTS would play, itself among them (in the game's
 * order), and what broke the tie: its greater W/N, or, the W/N the same too, the order made.
 */
export interface VisitTie {
	readonly moves: readonly Move[];
	readonly visits: number;
	readonly by: 'mean' | 'order';
}

export interface VisitChartData {
	readonly bars: readonly VisitBar[];
	readonly total: number;
	readonly best: Move | null;
	readonly agreement: Agreement;
	/** Null when no other move has as many visits as `best`. */
	readonly tie: VisitTie | null;
}

export function visitChart(
	trace: MctsTrace,
	iteration: number,
	minimaxBest: readonly Move[] | null
): VisitChartData {
	const made = new Map(trace.rootDistribution(iteration).map((entry) => [entry.move, entry]));
	const best = trace.bestMove(iteration);
	const total = [...made.values()].reduce((sum, entry) => sum + entry.visits, 0);
	const moves = trace.game.isTerminal(trace.root) ? [] : trace.game.moves(trace.root);
	const bars = moves.map((move) => {
		const entry = made.get(move);
		const visits = entry?.visits ?? 0;
		return {
			move,
			visits,
			wins: entry?.wins ?? 0,
			share: total > 0 ? visits / total : 0,
			best: move === best,
			minimax: minimaxBest?.includes(move) ?? false
		};
	});
	return { bars, total, best, agreement: agreementOf(best, minimaxBest), tie: tieOf(bars, best) };
}

function tieOf(bars: readonly VisitBar[], best: Move | null): VisitTie | null {
	const chosen = bars.find((bar) => bar.move === best);
	if (chosen === undefined) return null;
	const tied = bars.filter((bar) => bar.visits === chosen.visits);
	if (tied.length < 2) return null;
	const by = tied.some((bar) => bar !== chosen && bar.wins === chosen.wins) ? 'order' : 'mean';
	return { moves: tied.map((bar) => bar.move), visits: chosen.visits, by };
}

export function agreementOf(best: Move | null, minimaxBest: readonly Move[] | null): Agreement {
	if (best === null) return 'none';
	if (minimaxBest === null) return 'unknown';
	return minimaxBest.includes(best) ? 'agree' : 'disagree';
}

/** A share as a whole percentage ("37%"), one decimal below 10% but above 0 ("2.5%"). */
export function percentText(share: number): string {
	const percent = share * 100;
	if (percent > 0 && percent < 10) return `${percent.toFixed(1)}%`;
	return `${Math.round(percent)}%`;
}
