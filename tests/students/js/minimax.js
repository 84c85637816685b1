// Tic-tac-toe AI after the freeCodeCamp article: minimax over origBoard, whose empty cells hold
// their own index. Correct.
import { trace } from './minimax-trace.js';

const huPlayer = 'O';
const aiPlayer = 'X';
const origBoard = ['O', 1, 'X', 'X', 4, 'X', 6, 'O', 'O'];

function emptyIndexies(board) {
	return board.filter((s) => s != 'O' && s != 'X');
}

function winning(board, player) {
	return (
		(board[0] == player && board[1] == player && board[2] == player) ||
		(board[3] == player && board[4] == player && board[5] == player) ||
		(board[6] == player && board[7] == player && board[8] == player) ||
		(board[0] == player && board[3] == player && board[6] == player) ||
		(board[1] == player && board[4] == player && board[7] == player) ||
		(board[2] == player && board[5] == player && board[8] == player) ||
		(board[0] == player && board[4] == player && board[8] == player) ||
		(board[2] == player && board[4] == player && board[6] == player)
	);
}

function minimax(newBoard, player) {
	const availSpots = emptyIndexies(newBoard);

	if (winning(newBoard, huPlayer)) {
		return { score: -10 };
	} else if (winning(newBoard, aiPlayer)) {
		return { score: 10 };
	} else if (availSpots.length === 0) {
		return { score: 0 };
	}

	const moves = [];
	for (let i = 0; i < availSpots.length; i++) {
		const move = {};
		move.index = newBoard[availSpots[i]];
		newBoard[availSpots[i]] = player;
		if (player == aiPlayer) {
			const result = minimax(newBoard, huPlayer);
			move.score = result.score;
		} else {
			const result = minimax(newBoard, aiPlayer);
			move.score = result.score;
		}
		newBoard[availSpots[i]] = move.index;
		moves.push(move);
	}

	let bestMove;
	if (player === aiPlayer) {
		let bestScore = -10000;
		for (let i = 0; i < moves.length; i++) {
			if (moves[i].score > bestScore) {
				bestScore = moves[i].score;
				bestMove = i;
			}
		}
	} else {
		let bestScore = 10000;
		for (let i = 0; i < moves.length; i++) {
			if (moves[i].score < bestScore) {
				bestScore = moves[i].score;
				bestMove = i;
			}
		}
	}
	return moves[bestMove];
}

minimax = trace(minimax, { game: 'tictactoe', search: 'minimax' });

const bestSpot = minimax(origBoard, aiPlayer);
console.log(`X plays cell ${bestSpot.index}`);
