// The freeCodeCamp article's minimax, but the best move is picked with >= (and <=), so among
// moves of equal score the last one wins, where the article keeps the first.
import { trace } from './minimax-trace.js';

const huPlayer = 'O';
const aiPlayer = 'X';

function emptySquares(board) {
	return board.filter((s) => typeof s === 'number');
}

function winning(board, player) {
	const combos = [
		[0, 1, 2],
		[3, 4, 5],
		[6, 7, 8],
		[0, 3, 6],
		[1, 4, 7],
		[2, 5, 8],
		[0, 4, 8],
		[6, 4, 2]
	];
	return combos.some((combo) => combo.every((i) => board[i] === player));
}

function minimax(newBoard, player) {
	const availSpots = emptySquares(newBoard);
	if (winning(newBoard, huPlayer)) return { score: -10 };
	if (winning(newBoard, aiPlayer)) return { score: 10 };
	if (availSpots.length === 0) return { score: 0 };

	const moves = [];
	for (const spot of availSpots) {
		const move = { index: spot };
		newBoard[spot] = player;
		move.score = minimax(newBoard, player === aiPlayer ? huPlayer : aiPlayer).score;
		newBoard[spot] = spot;
		moves.push(move);
	}

	let best = 0;
	for (let i = 0; i < moves.length; i++) {
		if (
			player === aiPlayer
				? moves[i].score >= moves[best].score
				: moves[i].score <= moves[best].score
		)
			best = i;
	}
	return moves[best];
}

minimax = trace(minimax, { game: 'tictactoe' });

const board = ['X', 'X', 2, 'X', 'O', 'O', 6, 7, 'O'];
console.log('X plays', minimax(board, aiPlayer).index);
