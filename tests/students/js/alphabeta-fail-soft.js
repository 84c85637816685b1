// AIMA's ALPHA-BETA-SEARCH (figure 5.7) on tic-tac-toe: MAX-VALUE and MIN-VALUE on a 3x3 grid
// with ' ' for empty, utilities +1/-1/0. Fail-soft: v can lie outside [alpha, beta]. Correct.
import { trace } from './minimax-trace.js';

const LINES = [
	[
		[0, 0],
		[0, 1],
		[0, 2]
	],
	[
		[1, 0],
		[1, 1],
		[1, 2]
	],
	[
		[2, 0],
		[2, 1],
		[2, 2]
	],
	[
		[0, 0],
		[1, 0],
		[2, 0]
	],
	[
		[0, 1],
		[1, 1],
		[2, 1]
	],
	[
		[0, 2],
		[1, 2],
		[2, 2]
	],
	[
		[0, 0],
		[1, 1],
		[2, 2]
	],
	[
		[0, 2],
		[1, 1],
		[2, 0]
	]
];

function winner(state) {
	for (const line of LINES) {
		const [a, b, c] = line.map(([r, col]) => state[r][col]);
		if (a !== ' ' && a === b && b === c) return a;
	}
	return null;
}

function actions(state) {
	const result = [];
	for (let r = 0; r < 3; r++)
		for (let c = 0; c < 3; c++) if (state[r][c] === ' ') result.push([r, c]);
	return result;
}

function toMove(state) {
	const marks = state.flat().filter((cell) => cell !== ' ').length;
	return marks % 2 === 0 ? 'X' : 'O';
}

function result(state, [r, c]) {
	const next = state.map((row) => [...row]);
	next[r][c] = toMove(state);
	return next;
}

function terminalTest(state) {
	return winner(state) !== null || actions(state).length === 0;
}

function utility(state) {
	const w = winner(state);
	return w === 'X' ? 1 : w === 'O' ? -1 : 0;
}

function maxValue(state, alpha, beta) {
	if (terminalTest(state)) return utility(state);
	let v = -Infinity;
	for (const a of actions(state)) {
		v = Math.max(v, minValue(result(state, a), alpha, beta));
		if (v >= beta) return v;
		alpha = Math.max(alpha, v);
	}
	return v;
}

function minValue(state, alpha, beta) {
	if (terminalTest(state)) return utility(state);
	let v = Infinity;
	for (const a of actions(state)) {
		v = Math.min(v, maxValue(result(state, a), alpha, beta));
		if (v <= alpha) return v;
		beta = Math.min(beta, v);
	}
	return v;
}

const t = trace({ game: 'tictactoe', search: 'alphabeta', scoring: 'unit' });
maxValue = t(maxValue);
minValue = t(minValue);

const board = [
	['X', 'O', ' '],
	[' ', 'O', ' '],
	['X', ' ', ' ']
];
console.log('value of the board for X:', maxValue(board, -Infinity, Infinity));
