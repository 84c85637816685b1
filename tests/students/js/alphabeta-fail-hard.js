// Alpha-beta on article 004's tree, the textbook pseudocode with a maximizingPlayer flag.
// Fail-hard: returns alpha or beta when a cut happens. Correct.
import { trace } from './minimax-trace.js';

const tree = [
	[
		[
			[3, 17],
			[2, 12]
		],
		[[15], [25, 0]]
	],
	[[[2, 5], [3]], [[2, 14]]]
];

function alphabeta(node, depth, alpha, beta, maximizingPlayer) {
	if (!Array.isArray(node)) return node;
	if (maximizingPlayer) {
		for (const child of node) {
			alpha = Math.max(alpha, alphabeta(child, depth + 1, alpha, beta, false));
			if (alpha >= beta) return beta;
		}
		return alpha;
	} else {
		for (const child of node) {
			beta = Math.min(beta, alphabeta(child, depth + 1, alpha, beta, true));
			if (alpha >= beta) return alpha;
		}
		return beta;
	}
}

alphabeta = trace(alphabeta, { game: 'tree', search: 'alphabeta' });

console.log('value:', alphabeta(tree, 0, -Infinity, Infinity, true));
