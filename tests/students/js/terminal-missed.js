// Minimax on a tic-tac-toe string board: the student scores a board only once it is full, so a
// board where someone has already won is played on.
import { trace } from './minimax-trace.js';

const LINES = ['012', '345', '678', '036', '147', '258', '048', '246'];

function score(board) {
	for (const line of LINES) {
		const [a, b, c] = [...line].map(Number);
		if (board[a] !== '-' && board[a] === board[b] && board[b] === board[c])
			return board[a] === 'X' ? 10 : -10;
	}
	return 0;
}

function minimax(board, turn) {
	if (!board.includes('-')) return score(board);
	const values = [];
	for (let i = 0; i < 9; i++) {
		if (board[i] === '-') {
			const child = board.substring(0, i) + turn + board.substring(i + 1);
			values.push(minimax(child, turn === 'X' ? 'O' : 'X'));
		}
	}
	return turn === 'X' ? Math.max(...values) : Math.min(...values);
}

minimax = trace(minimax, { game: 'tictactoe' });

console.log(minimax('O-XX-X-OO', 'X'));
