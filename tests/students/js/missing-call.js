// Minimax on a nested-list tree whose loop stops one short (i < children.length - 1), so the
// last child of every node is never searched.
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

function minimax(node, isMax) {
	if (!Array.isArray(node)) return node;
	let best = isMax ? -Infinity : Infinity;
	for (let i = 0; i < node.length - 1; i++) {
		const value = minimax(node[i], !isMax);
		best = isMax ? Math.max(best, value) : Math.min(best, value);
	}
	return best;
}

minimax = trace(minimax, { game: 'tree' });

console.log(minimax(tree, true));
