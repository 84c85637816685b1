import {
	codeLayout,
	type CodeLanguage,
	type CodeLayout,
	type Line,
	type ListingFamily
} from '../listing';

/**
 * Our minimax and alpha-beta over an explicit tree, line for line what the engine does, in
 * JavaScript, Python 3 and textbook pseudocode (AIMA's style). Every language tags the same roles.
 */

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

// Python: `choose` is max or min, so keeping the better score is one line, as in the textbooks.
const PY_START: readonly Line[] = [
	['    if not node.children:', 'leafTest'],
	['        return node.value', 'leaf'],
	['    choose = max if is_max else min'],
	["    best = float('-inf' if is_max else 'inf')"],
	['    for child in node.children:', 'moves']
];

const PY_MINIMAX: readonly Line[] = [
	['def minimax(node, is_max):'],
	...PY_START,
	['        score = minimax(child, not is_max)', 'call'],
	['        best = choose(best, score)', 'keep'],
	['    return best', 'returnBest']
];

const PY_ALPHABETA: readonly Line[] = [
	['def alpha_beta(node, is_max, alpha, beta):'],
	...PY_START,
	['        score = alpha_beta(child, not is_max,', 'call'],
	['                           alpha, beta)'],
	['        best = choose(best, score)', 'keep'],
	['        if is_max:'],
	['            alpha = max(alpha, best)'],
	['        else:'],
	['            beta = min(beta, best)'],
	['        if alpha >= beta:', 'cut'],
	['            break'],
	['    return best', 'returnBest']
];

const PSEUDO_START: readonly Line[] = [
	['    returns a value'],
	['  if node has no children then', 'leafTest'],
	['    return VALUE(node)', 'leaf'],
	['  if maximizing then v ← −∞ else v ← +∞'],
	['  for each child of node do', 'moves']
];

const PSEUDO_KEEP: readonly Line[] = [
	['    if maximizing then v ← MAX(v, v2)', 'keep'],
	['    else v ← MIN(v, v2)']
];

const PSEUDO_MINIMAX: readonly Line[] = [
	['function MINIMAX(node, maximizing)'],
	...PSEUDO_START,
	['    v2 ← MINIMAX(child, not maximizing)', 'call'],
	...PSEUDO_KEEP,
	['  return v', 'returnBest']
];

const PSEUDO_ALPHABETA: readonly Line[] = [
	['function ALPHA-BETA(node, maximizing, α, β)'],
	...PSEUDO_START,
	['    v2 ← ALPHA-BETA(child, not maximizing,', 'call'],
	['                    α, β)'],
	...PSEUDO_KEEP,
	['    if maximizing then α ← MAX(α, v)'],
	['    else β ← MIN(β, v)'],
	['    if α ≥ β then exit the loop', 'cut'],
	['  return v', 'returnBest']
];

const LINES: Record<CodeLanguage, Record<ListingFamily, readonly Line[]>> = {
	js: { minimax: TREE_MINIMAX, alphabeta: TREE_ALPHABETA },
	python: { minimax: PY_MINIMAX, alphabeta: PY_ALPHABETA },
	pseudo: { minimax: PSEUDO_MINIMAX, alphabeta: PSEUDO_ALPHABETA }
};

function layouts(language: CodeLanguage): Record<ListingFamily, CodeLayout> {
	return {
		minimax: codeLayout('treeMinimax', language, LINES[language].minimax),
		alphabeta: codeLayout('treeAlphabeta', language, LINES[language].alphabeta)
	};
}

/** Every tree listing, by language and algorithm. */
export const TREE_LISTINGS: Record<CodeLanguage, Record<ListingFamily, CodeLayout>> = {
	js: layouts('js'),
	python: layouts('python'),
	pseudo: layouts('pseudo')
};
