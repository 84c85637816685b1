// Alpha-beta on AIMA's figure 5.2 tree written from pseudocode, one function with a
// maximizing flag. The recursive call hands the window over as (beta, alpha).
import { trace } from './minimax-trace.js';

const tree = [
	[3, 12, 8],
	[2, 4, 6],
	[14, 5, 2]
];

function alphabeta(node, depth, alpha, beta, maximizing) {
	if (typeof node === 'number') return node;
	if (maximizing) {
		let value = -Infinity;
		for (const child of node) {
			value = Math.max(value, alphabeta(child, depth + 1, beta, alpha, false));
			alpha = Math.max(alpha, value);
			if (alpha >= beta) break;
		}
		return value;
	}
	let value = Infinity;
	for (const child of node) {
		value = Math.min(value, alphabeta(child, depth + 1, beta, alpha, true));
		beta = Math.min(beta, value);
		if (alpha >= beta) break;
	}
	return value;
}

alphabeta = trace(alphabeta, { game: 'tree', search: 'alphabeta' });

console.log('root value:', alphabeta(tree, 0, -Infinity, Infinity, true));
