// CS188-style alpha-beta on a small tree: getAction loops over the root's children, and the
// value functions prune only on a strict inequality (v > beta, v < alpha), as the Berkeley
// project asks. Our reference prunes on alpha >= beta.
import { trace } from './minimax-trace.js';

const tree = [
	[3, 5],
	[3, 1, 8],
	[2, 9]
];

function isLeaf(node) {
	return typeof node === 'number';
}

function maxValue(node, alpha, beta) {
	if (isLeaf(node)) return node;
	let v = -Infinity;
	for (const child of node) {
		v = Math.max(v, minValue(child, alpha, beta));
		if (v > beta) return v;
		alpha = Math.max(alpha, v);
	}
	return v;
}

function minValue(node, alpha, beta) {
	if (isLeaf(node)) return node;
	let v = Infinity;
	for (const child of node) {
		v = Math.min(v, maxValue(child, alpha, beta));
		if (v < alpha) return v;
		beta = Math.min(beta, v);
	}
	return v;
}

const t = trace({ game: 'tree', search: 'alphabeta', start: tree });
maxValue = t(maxValue);
minValue = t(minValue);

function getAction(root) {
	let alpha = -Infinity;
	const beta = Infinity;
	let bestAction = null;
	let bestValue = -Infinity;
	for (let action = 0; action < root.length; action++) {
		const v = minValue(root[action], alpha, beta);
		if (v > bestValue) {
			bestValue = v;
			bestAction = action;
		}
		alpha = Math.max(alpha, bestValue);
	}
	return bestAction;
}

console.log('action:', getAction(tree));
