// Alpha-beta on a tic-tac-toe string board with an isMax flag. The loop keeps the best value
// and tests it against the window, but never raises alpha (or lowers beta), so every child gets
// the window its parent was given.
import { trace } from './minimax-trace.js';

const WIN_LINES = [
	[0, 1, 2],
	[3, 4, 5],
	[6, 7, 8],
	[0, 3, 6],
	[1, 4, 7],
	[2, 5, 8],
	[0, 4, 8],
	[2, 4, 6]
];

function wins(board, mark) {
	return WIN_LINES.some(([a, b, c]) => board[a] === mark && board[b] === mark && board[c] === mark);
}

function alphabeta(board, alpha, beta, isMax) {
	if (wins(board, 'X')) return 10;
	if (wins(board, 'O')) return -10;
	if (!board.includes('.')) return 0;

	let best = isMax ? -Infinity : Infinity;
	for (let i = 0; i < 9; i++) {
		if (board[i] !== '.') continue;
		const next = board.slice(0, i) + (isMax ? 'X' : 'O') + board.slice(i + 1);
		const score = alphabeta(next, alpha, beta, !isMax);
		if (isMax) {
			best = Math.max(best, score);
			if (best >= beta) break;
		} else {
			best = Math.min(best, score);
			if (best <= alpha) break;
		}
	}
	return best;
}

alphabeta = trace(alphabeta, { game: 'tictactoe', search: 'alphabeta' });

console.log(alphabeta('O.XX.X.OO', -Infinity, Infinity, true));
