// Minimax on a 3x3 grid with null for empty and an isMaximizing flag; the best value starts
// at 0 instead of -Infinity (or +Infinity), so a side whose every move loses still reports 0.
import { trace } from './minimax-trace.js';

function winner(b) {
	const lines = [];
	for (let i = 0; i < 3; i++) {
		lines.push([b[i][0], b[i][1], b[i][2]]);
		lines.push([b[0][i], b[1][i], b[2][i]]);
	}
	lines.push([b[0][0], b[1][1], b[2][2]]);
	lines.push([b[0][2], b[1][1], b[2][0]]);
	for (const [p, q, r] of lines) if (p && p === q && q === r) return p;
	return null;
}

function isFull(b) {
	return b.every((row) => row.every((cell) => cell !== null));
}

function minimax(b, isMaximizing) {
	const w = winner(b);
	if (w === 'X') return 10;
	if (w === 'O') return -10;
	if (isFull(b)) return 0;

	let best = 0;
	for (let r = 0; r < 3; r++) {
		for (let c = 0; c < 3; c++) {
			if (b[r][c] !== null) continue;
			b[r][c] = isMaximizing ? 'X' : 'O';
			const score = minimax(b, !isMaximizing);
			b[r][c] = null;
			best = isMaximizing ? Math.max(best, score) : Math.min(best, score);
		}
	}
	return best;
}

minimax = trace(minimax, { game: 'tictactoe' });

const grid = [
	['X', 'O', null],
	[null, 'O', null],
	['X', null, null]
];
console.log(minimax(grid, true));
