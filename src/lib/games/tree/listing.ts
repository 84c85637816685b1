import { codeLayout, type Line } from '../listing';

/** Our minimax and alpha-beta over an explicit tree, line for line what the engine does. */

const TREE_START: readonly Line[] = [
	['  if (node.children.length === 0)', 'leafTest'],
	['    return node.value;', 'leaf'],
	['  let best = isMax ? -Infinity : Infinity;'],
	['  for (const child of node.children) {', 'moves']
];

const TREE_KEEP: readonly Line[] = [
	['    if (isMax ? score > best : score < best)', 'keep'],
	['      best = score;']
];

const TREE_MINIMAX: readonly Line[] = [
	['function minimax(node, isMax) {'],
	...TREE_START,
	['    const score = minimax(child, !isMax);', 'call'],
	...TREE_KEEP,
	['  }'],
	['  return best;', 'returnBest'],
	['}']
];

const TREE_ALPHABETA: readonly Line[] = [
	['function alphaBeta(node, isMax,'],
	['    alpha, beta) {'],
	...TREE_START,
	['    const score ='],
	['      alphaBeta(child, !isMax, alpha, beta);', 'call'],
	...TREE_KEEP,
	['    if (isMax && best > alpha) alpha = best;'],
	['    if (!isMax && best < beta) beta = best;'],
	['    if (alpha >= beta) break;', 'cut'],
	['  }'],
	['  return best;', 'returnBest'],
	['}']
];

export const TREE_LISTINGS = {
	minimax: codeLayout('treeMinimax', TREE_MINIMAX),
	alphabeta: codeLayout('treeAlphabeta', TREE_ALPHABETA)
} as const;
