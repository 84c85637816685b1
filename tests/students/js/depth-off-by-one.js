// Connect Four minimax to a fixed depth, the position kept as a move string ("4453": columns
// 1-7 from the left). The limit is meant to be 2 moves, but the test `depth > MAX_DEPTH` with
// depth counted from 0 lets the search go one move further.
import { trace } from './minimax-trace.js';

const ROWS = 6;
const COLS = 7;
const MAX_DEPTH = 2;
const WEIGHTS = [0, 1, 3, 9, 0];

function boardOf(moves) {
	const grid = Array.from({ length: ROWS }, () => Array(COLS).fill('.'));
	const heights = Array(COLS).fill(0);
	[...moves].forEach((ch, i) => {
		const col = Number(ch) - 1;
		grid[ROWS - 1 - heights[col]][col] = i % 2 === 0 ? 'X' : 'O';
		heights[col]++;
	});
	return grid;
}

function windows() {
	const all = [];
	for (let r = 0; r < ROWS; r++)
		for (let c = 0; c < COLS; c++)
			for (const [dr, dc] of [
				[0, 1],
				[1, 0],
				[1, 1],
				[-1, 1]
			]) {
				const cells = [0, 1, 2, 3].map((k) => [r + dr * k, c + dc * k]);
				if (cells.every(([rr, cc]) => rr >= 0 && rr < ROWS && cc < COLS)) all.push(cells);
			}
	return all;
}
const WINDOWS = windows();

function winner(grid) {
	for (const cells of WINDOWS) {
		const marks = cells.map(([r, c]) => grid[r][c]);
		if (marks[0] !== '.' && marks.every((m) => m === marks[0])) return marks[0];
	}
	return null;
}

function evaluate(grid) {
	let score = 0;
	for (const cells of WINDOWS) {
		const marks = cells.map(([r, c]) => grid[r][c]);
		const xs = marks.filter((m) => m === 'X').length;
		const os = marks.filter((m) => m === 'O').length;
		if (os === 0) score += WEIGHTS[xs];
		else if (xs === 0) score -= WEIGHTS[os];
	}
	return Math.max(-90, Math.min(90, score));
}

function validMoves(moves) {
	const result = [];
	for (let col = 1; col <= COLS; col++)
		if ([...moves].filter((ch) => Number(ch) === col).length < ROWS) result.push(col);
	return result;
}

function minimax(moves, depth, maximizing) {
	const grid = boardOf(moves);
	const w = winner(grid);
	if (w !== null) return (w === 'X' ? 1 : -1) * (100 + 42 - moves.length);
	if (moves.length === 42) return 0;
	if (depth > MAX_DEPTH) return evaluate(grid);
	let best = maximizing ? -Infinity : Infinity;
	for (const col of validMoves(moves)) {
		const value = minimax(moves + col, depth + 1, !maximizing);
		best = maximizing ? Math.max(best, value) : Math.min(best, value);
	}
	return best;
}

minimax = trace(minimax, { game: 'connect4', depthLimit: MAX_DEPTH });

console.log('value:', minimax('4453', 0, true));
