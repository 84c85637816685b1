// Alpha-beta on article 004's tree with alpha and beta kept in module variables: every call
// updates the same two, so a bound found in one subtree is still in force in its siblings'.
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

let alpha = -Infinity;
let beta = Infinity;

function search(node, isMax) {
	if (!Array.isArray(node)) return node;
	let best = isMax ? -Infinity : Infinity;
	for (const child of node) {
		const value = search(child, !isMax);
		if (isMax) {
			best = Math.max(best, value);
			alpha = Math.max(alpha, best);
		} else {
			best = Math.min(best, value);
			beta = Math.min(beta, best);
		}
		if (alpha >= beta) break;
	}
	return best;
}

search = trace(search, { game: 'tree', search: 'alphabeta', alpha: () => alpha, beta: () => beta });

console.log('value:', search(tree, true));
