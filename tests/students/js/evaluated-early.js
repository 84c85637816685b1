// Connect Four alpha-beta on a 6x7 grid of 0 (empty), 1 and 2, to depth 3. To save time the
// student stops wherever the evaluation already looks decisive (10 or more either way), before
// the depth limit.
import { trace } from './minimax-trace.js';

const ROWS = 6;
const COLUMNS = 7;
const DEPTH = 3;
const WINDOW_SCORES = [0, 1, 3, 9, 0];

function lines() {
	const result = [];
	const directions = [
		[0, 1],
		[1, 0],
		[1, 1],
		[1, -1]
	];
	for (let row = 0; row < ROWS; row++) {
		for (let col = 0; col < COLUMNS; col++) {
			for (const [dr, dc] of directions) {
				const endRow = row + 3 * dr;
				const endCol = col + 3 * dc;
				if (endRow < 0 || endRow >= ROWS || endCol < 0 || endCol >= COLUMNS) continue;
				result.push([0, 1, 2, 3].map((k) => [row + k * dr, col + k * dc]));
			}
		}
	}
	return result;
}
const LINES = lines();

function winnerOf(grid) {
	for (const line of LINES) {
		const first = grid[line[0][0]][line[0][1]];
		if (first !== 0 && line.every(([r, c]) => grid[r][c] === first)) return first;
	}
	return 0;
}

function discs(grid) {
	return grid.flat().filter((cell) => cell !== 0).length;
}

function scorePosition(grid) {
	let score = 0;
	for (const line of LINES) {
		let mine = 0;
		let theirs = 0;
		for (const [r, c] of line) {
			if (grid[r][c] === 1) mine++;
			else if (grid[r][c] === 2) theirs++;
		}
		if (theirs === 0) score += WINDOW_SCORES[mine];
		if (mine === 0) score -= WINDOW_SCORES[theirs];
	}
	return Math.max(-90, Math.min(90, score));
}

function dropRow(grid, col) {
	for (let row = ROWS - 1; row >= 0; row--) if (grid[row][col] === 0) return row;
	return -1;
}

function alphabeta(grid, depth, alpha, beta, maximizing) {
	const winner = winnerOf(grid);
	if (winner !== 0) return (winner === 1 ? 1 : -1) * (142 - discs(grid));
	if (discs(grid) === ROWS * COLUMNS) return 0;
	const estimate = scorePosition(grid);
	if (depth === 0 || Math.abs(estimate) >= 10) return estimate;

	let value = maximizing ? -Infinity : Infinity;
	for (let col = 0; col < COLUMNS; col++) {
		const row = dropRow(grid, col);
		if (row < 0) continue;
		grid[row][col] = maximizing ? 1 : 2;
		const child = alphabeta(grid, depth - 1, alpha, beta, !maximizing);
		grid[row][col] = 0;
		if (maximizing) {
			value = Math.max(value, child);
			alpha = Math.max(alpha, value);
		} else {
			value = Math.min(value, child);
			beta = Math.min(beta, value);
		}
		if (alpha >= beta) break;
	}
	return value;
}

alphabeta = trace(alphabeta, {
	game: 'connect4',
	search: 'alphabeta',
	depthLimit: DEPTH,
	marks: { X: 1, O: 2, empty: 0 }
});

const grid = [
	[0, 0, 0, 0, 0, 0, 0],
	[0, 0, 0, 0, 0, 0, 0],
	[0, 0, 0, 0, 0, 0, 0],
	[0, 0, 0, 0, 0, 0, 0],
	[0, 0, 0, 2, 0, 0, 0],
	[0, 0, 2, 1, 1, 0, 0]
];
console.log('value:', alphabeta(grid, DEPTH, -Infinity, Infinity, true));
