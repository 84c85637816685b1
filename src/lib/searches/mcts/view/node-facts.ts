import { count, MCTS_VIEW } from './labels';
import type { MctsPartProps } from './props';
import { nodeNames } from './tree-nodes';
import { meanText } from './tree-step';
import { countsAfter } from '../steps';

/**
 * What the board panel (NodeBoard) and a phone's corner board (CornerBoard) say of one node at a
 * step: its names (a tree's own, else its move's), its position and last move, the winning line
 * through it, whose move it is (or how the game ended, also briefly), and its N and W/N after the
 * step.
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
		names: nodeNames(trace, node, presenter, lang),
		position,
		lastMove,
		line: presenter.winningLine?.(trace.game, position, lastMove) ?? null,
		state: over ? words.gameOver(score) : toMove,
		/**
		 * The state in a phone's narrow corner, one short line: the side by its marker ("X▲ to
		 * move"), the game's end said shorter.
		 */
		brief: over ? words.ended(score) : words.toMove(presenter.marker(trace.game, position, false)),
		tally: `N ${count(visits)} · W/N ${meanText(trace.wins(node, counts), visits)}`
	};
}

/**
 * Whose wins `node`'s W counts, said: the side that moved into it (at the root, the one to move
 * there), so a new node's W/N 1.00 after a reward of 0.00 for the maximiser reads right (V21).
 */
export function winsOwner({ trace, lang, presenter }: MctsPartProps, node: number): string {
	const parent = trace.parent(node);
	const side = presenter.side(trace.game, trace.position(parent ?? node), lang);
	const name = nodeNames(trace, node, presenter, lang)?.short ?? MCTS_VIEW[lang].root;
	return MCTS_VIEW[lang].wCounts(name, side, parent === null);
}
