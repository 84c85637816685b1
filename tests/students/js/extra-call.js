// Negamax on a nested-list tree (leaves scored for the maximiser, `color` +1 or -1): the
// student searches a child again to keep its value, calling negamax twice where once is enough.
import { trace } from './minimax-trace.js';

const tree = [
	[3, 12, 8],
	[2, 4, 6],
	[14, 5, 2]
];

function negamax(node, color) {
	if (typeof node === 'number') return color * node;
	let best = -Infinity;
	for (const child of node) {
		if (-negamax(child, -color) > best) best = -negamax(child, -color);
	}
	return best;
}

negamax = trace(negamax, { game: 'tree', negamax: true });

console.log(negamax(tree, 1));
