import type { Move, OrderLoss, RootMoves } from '$lib/engine';
import type { OrderLossWords, RootSplit } from '$lib/i18n/order-loss';

/** How the view names moves: short in a list ("6", "#2"), whole in a sentence ("cell 6"). */
export interface MoveWords {
	short(move: Move): string;
	sentence(move: Move): string;
}

const split = (run: RootMoves, words: MoveWords): RootSplit[] =>
	run.tried.map(({ move, calls }) => ({ move: words.short(move), calls }));

/** Where `move` came in a run's order, 1 for first (0: never tried). */
const placeOf = (run: RootMoves, move: Move | null): number =>
	run.tried.findIndex((tried) => tried.move === move) + 1;

/**
 * The words of `orderLoss` (i18n/order-loss.ts) for a loss the worker found: the two rows' names, their
 * calls, where the move the reordering search chose came in each order, and the calls under
 * each root move.
 */
export function orderLossWords(
	loss: OrderLoss,
	names: { ordered: string; plain: string },
	words: MoveWords
): OrderLossWords {
	const { ordered, plain } = loss;
	return {
		...names,
		orderedCalls: ordered.calls,
		plainCalls: plain.calls,
		chosen: ordered.chosen === null ? null : words.sentence(ordered.chosen),
		orderedAt: placeOf(ordered, ordered.chosen),
		plainAt: placeOf(plain, ordered.chosen),
		orderedSplit: split(ordered, words),
		plainSplit: split(plain, words)
	};
}
