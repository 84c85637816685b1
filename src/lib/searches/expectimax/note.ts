import type { Move, StepNoteContext, Trace } from '$lib/engine';
import { rootMoves } from '$lib/engine/root-moves';
import { MINIMAX } from '$lib/searches/minimax';
import { NOTES } from './messages';

/** Past this many calls the note does not run minimax again to compare (a step must stay quick). */
const COMPARED_UP_TO = 100_000;

/** Minimax's move at each trace's root, found once (null: too big, or no move). */
const minimaxMoves = new WeakMap<Trace, Move | null>();

function minimaxMove(trace: Trace): Move | null {
	if (minimaxMoves.has(trace)) return minimaxMoves.get(trace) ?? null;
	const { game, settings } = trace;
	const move =
		trace.calls > COMPARED_UP_TO
			? null
			: rootMoves(game, { algorithm: MINIMAX.id, depthLimit: settings.depthLimit, symmetry: false })
					.chosen;
	minimaxMoves.set(trace, move);
	return move;
}

/**
 * At the root's return, where minimax would choose another move: which one, why (it assumes the
 * best reply), and what each move is worth against chance. Else nothing.
 */
export function expectimaxNote(context: StepNoteContext): string | null {
	const { trace, kind, call } = context;
	if (kind !== 'return' || call !== 1) return null;
	const chosen = trace.bestMove(1);
	const theirs = chosen === null ? null : minimaxMove(trace);
	if (chosen === null || theirs === null || theirs === chosen) return null;
	const children = trace.children(1);
	const reached = (move: Move) => children.find((child) => trace.via(child) === move) ?? 1;
	const words = NOTES[context.lang] ?? NOTES.en;
	if (words === undefined) return null;
	return words.differs({
		minimax: context.move(1, theirs),
		mine: context.move(1, chosen),
		other: context.side(reached(chosen)),
		value: context.value(trace.score(reached(chosen))),
		theirs: context.value(trace.score(reached(theirs)))
	});
}
