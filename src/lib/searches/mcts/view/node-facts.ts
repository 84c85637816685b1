import { count, MCTS_VIEW } from './labels';
import type { MctsPartProps } from './props';
import { moveNames } from './tree-nodes';
import { meanText } from './tree-step';
import { countsAfter } from '../steps';

/**
 * What the board panel (NodeBoard) and a phone's corner board (CornerBoard) say of one node at a
 * step: its move's names, its position and last move, the winning line through it, whose move it
 * is (or how the game ended, also briefly), and its N and W/N after the step.
 */
export function nodeFacts({ trace, step, lang, presenter }: MctsPartProps, node: number) {
	const words = MCTS_VIEW[lang];
	const counts = countsAfter(step);
	const visits = trace.visits(node, counts);
	const position = trace.position(node);
	const lastMove = trace.move(node);
	const over = trace.game.isTerminal(position);
	const score = over ? presenter.value(trace.game.score(position)) : '';
	const toMove = over ? '' : words.toMove(presenter.side(trace.game, position, lang));
	return {
		names: moveNames(trace, node, presenter, lang),
		position,
		lastMove,
		line: presenter.winningLine?.(trace.game, position, lastMove) ?? null,
		state: over ? words.gameOver(score) : toMove,
		/** The state in a phone's narrow corner: the same, the game's end said shorter. */
		brief: over ? words.ended(score) : toMove,
		tally: `N ${count(visits)} · W/N ${meanText(trace.wins(node, counts), visits)}`
	};
}
