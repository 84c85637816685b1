// Minimax on a flat list with null for empty cells, scoring a win +1 and a loss -1 (the
// student's own convention) while the site's default scoring is the freeCodeCamp article's ±10.
import { trace } from './minimax-trace.js';

const LINES = [
	[0, 1, 2],
	[3, 4, 5],
	[6, 7, 8],
	[0, 3, 6],
	[1, 4, 7],
	[2, 5, 8],
	[0, 4, 8],
	[2, 4, 6]
];

function evaluate(board) {
	for (const [a, b, c] of LINES) {
		if (board[a] && board[a] === board[b] && board[b] === board[c])
			return board[a] === 'x' ? 1 : -1;
	}
	return board.includes(null) ? null : 0;
}

function minimax(board, player) {
	const score = evaluate(board);
	if (score !== null) return score;
	const scores = [];
	board.forEach((cell, i) => {
		if (cell !== null) return;
		board[i] = player;
		scores.push(minimax(board, player === 'x' ? 'o' : 'x'));
		board[i] = null;
	});
	return player === 'x' ? Math.max(...scores) : Math.min(...scores);
}

minimax = trace(minimax, { game: 'tictactoe' });

const board = ['x', 'o', null, null, 'o', null, 'x', null, null];
console.log(minimax(board, 'x'));
