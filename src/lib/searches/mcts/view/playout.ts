import type { Move, Position } from '$lib/engine';
import type { GamePresenter } from '$lib/games/presenter';
import type { MctsStep } from '../steps';
import type { MctsTrace } from '../trace';
import type { Lang } from '$lib/i18n/lang';
import { movedNames } from './tree-nodes';

/**
 * An iteration's playout as the view shows it: the random moves from the node its path ended at
 * to the end of the game, each with the side that played it, and the finished position with its
 * score and reward. Replayed from the trace's moves (at most a game's length), so any iteration
 * reads alone.
 */

interface PlayoutMove {
	readonly move: Move;
	/** The side that played it maximises. */
	readonly maximizing: boolean;
	/** The side as the game names it ("X", "max"). */
	readonly player: string;
	/** The position it was played at. */
	readonly from: Position;
}

export interface Playout {
	/** The node the playout started from (the path's last). */
	readonly from: number;
	readonly start: Position;
	readonly moves: readonly PlayoutMove[];
	readonly final: Position;
	/** The last move made on the way to the final position (the playout's, else the path's). */
	readonly lastMove: Move | null;
	readonly score: number;
	readonly reward: number;
}

export function playoutOf(trace: MctsTrace, iteration: number): Playout {
	const { game } = trace;
	const path = trace.path(iteration);
	const from = path[path.length - 1] ?? 0;
	const start = trace.position(from);
	const moves: PlayoutMove[] = [];
	let at = start;
	for (const move of trace.playout(iteration)) {
		moves.push({ move, maximizing: game.isMaximizing(at), player: game.player(at), from: at });
		at = game.play(at, move);
	}
	return {
		from,
		start,
		moves,
		final: at,
		lastMove: moves.at(-1)?.move ?? trace.move(from),
		score: trace.score(iteration),
		reward: trace.reward(iteration)
	};
}

/** A playout as its panel and a phone's strip draw it: each move as the game writes it, the four struck. */
export interface ShownPlayout extends Playout {
	/** Each random move as the tree writes it: the node it reaches ("n6"), else the move ("X→4"). */
	readonly texts: readonly string[];
	/** The final position's winning line, if the game draws one. */
	readonly line: readonly number[] | null;
}

/** The step's playout as drawn, from the simulation phase on (null before it). */
export function playoutShown(
	trace: MctsTrace,
	step: MctsStep,
	presenter: GamePresenter,
	lang: Lang
): ShownPlayout | null {
	if (step.phase !== 'simulate' && step.phase !== 'backpropagate') return null;
	const playout = playoutOf(trace, step.iteration);
	return {
		...playout,
		texts: playout.moves.map(
			({ move, from }) => movedNames(presenter, trace.game, from, move, lang).short
		),
		line: presenter.winningLine?.(trace.game, playout.final, playout.lastMove) ?? null
	};
}
