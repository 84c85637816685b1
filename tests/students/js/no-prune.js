// Alpha-beta on article 004's tree that passes and narrows the window, but its cut test sits
// after the loop (a misplaced brace), so it never prunes a child.
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

function alphaBeta(node, alpha, beta, maximizing) {
	if (typeof node === 'number') return node;
	let best = maximizing ? -Infinity : Infinity;
	for (let i = 0; i < node.length; i++) {
		const value = alphaBeta(node[i], alpha, beta, !maximizing);
		if (maximizing) {
			best = Math.max(best, value);
			alpha = Math.max(alpha, best);
		} else {
			best = Math.min(best, value);
			beta = Math.min(beta, best);
		}
	}
	if (alpha >= beta) return best;
	return best;
}

alphaBeta = trace(alphaBeta, { game: 'tree', search: 'alphabeta' });

console.log(alphaBeta(tree, -Infinity, Infinity, true));
