// Minimax with a maximizingPlayer flag on a flat board of '' and marks, trying the free cells
// from the last to the first (a loop written backwards so splice-free undo is easy).
import { trace } from './minimax-trace.js';

const lines = [
	[0, 1, 2],
	[3, 4, 5],
	[6, 7, 8],
	[0, 3, 6],
	[1, 4, 7],
	[2, 5, 8],
	[0, 4, 8],
	[2, 4, 6]
];

function winnerOf(board) {
	for (const [a, b, c] of lines) {
		if (board[a] && board[a] === board[b] && board[a] === board[c]) return board[a];
	}
	return null;
}

function minimax(board, maximizingPlayer) {
	const winner = winnerOf(board);
	if (winner === 'X') return 10;
	if (winner === 'O') return -10;
	if (board.every((cell) => cell !== '')) return 0;

	let best = maximizingPlayer ? -Infinity : Infinity;
	for (let i = board.length - 1; i >= 0; i--) {
		if (board[i] !== '') continue;
		board[i] = maximizingPlayer ? 'X' : 'O';
		const score = minimax(board, !maximizingPlayer);
		board[i] = '';
		best = maximizingPlayer ? Math.max(best, score) : Math.min(best, score);
	}
	return best;
}

minimax = trace(minimax, { game: 'tictactoe' });

const board = ['O', '', 'X', 'X', '', 'X', '', 'O', 'O'];
console.log('value:', minimax(board, true));
