// Alpha-beta as a max/min pair on a 3x3 grid with '.' for empty: each function narrows its own
// alpha or beta, but calls the other with the root's window (-Infinity, Infinity) every time.
import { trace } from './minimax-trace.js';

function won(g, m) {
	for (let i = 0; i < 3; i++) {
		if (g[i][0] === m && g[i][1] === m && g[i][2] === m) return true;
		if (g[0][i] === m && g[1][i] === m && g[2][i] === m) return true;
	}
	return (
		(g[0][0] === m && g[1][1] === m && g[2][2] === m) ||
		(g[0][2] === m && g[1][1] === m && g[2][0] === m)
	);
}

function over(g) {
	if (won(g, 'X')) return 10;
	if (won(g, 'O')) return -10;
	if (g.every((row) => !row.includes('.'))) return 0;
	return null;
}

function maxValue(g, alpha, beta) {
	const end = over(g);
	if (end !== null) return end;
	let v = -Infinity;
	for (let r = 0; r < 3; r++)
		for (let c = 0; c < 3; c++) {
			if (g[r][c] !== '.') continue;
			g[r][c] = 'X';
			v = Math.max(v, minValue(g, -Infinity, Infinity));
			g[r][c] = '.';
			if (v >= beta) return v;
			alpha = Math.max(alpha, v);
		}
	return v;
}

function minValue(g, alpha, beta) {
	const end = over(g);
	if (end !== null) return end;
	let v = Infinity;
	for (let r = 0; r < 3; r++)
		for (let c = 0; c < 3; c++) {
			if (g[r][c] !== '.') continue;
			g[r][c] = 'O';
			v = Math.min(v, maxValue(g, -Infinity, Infinity));
			g[r][c] = '.';
			if (v <= alpha) return v;
			beta = Math.min(beta, v);
		}
	return v;
}

const t = trace({ game: 'tictactoe', search: 'alphabeta' });
maxValue = t(maxValue);
minValue = t(minValue);

const grid = [
	['X', 'O', '.'],
	['.', 'O', '.'],
	['X', '.', '.']
];
console.log(maxValue(grid, -Infinity, Infinity));
