// AIMA's MINIMAX-DECISION on tic-tac-toe (flat list, null for empty): the decision loops over
// the root's actions and should ask MIN-VALUE of each result, since the opponent moves there;
// it asks MAX-VALUE, so every level below the root picks for the wrong side.
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

const player = (state) => (state.filter((cell) => cell !== null).length % 2 === 0 ? 'X' : 'O');
const actions = (state) => state.flatMap((cell, i) => (cell === null ? [i] : []));
const result = (state, action) => state.map((cell, i) => (i === action ? player(state) : cell));
const lineOf = (state) =>
	LINES.find(([a, b, c]) => state[a] !== null && state[a] === state[b] && state[b] === state[c]);
const terminalTest = (state) => lineOf(state) !== undefined || actions(state).length === 0;

function utility(state) {
	const line = lineOf(state);
	if (!line) return 0;
	return state[line[0]] === 'X' ? 10 : -10;
}

function maxValue(state) {
	if (terminalTest(state)) return utility(state);
	let v = -Infinity;
	for (const a of actions(state)) v = Math.max(v, minValue(result(state, a)));
	return v;
}

function minValue(state) {
	if (terminalTest(state)) return utility(state);
	let v = Infinity;
	for (const a of actions(state)) v = Math.min(v, maxValue(result(state, a)));
	return v;
}

const state = ['X', 'O', null, null, 'O', null, 'X', null, null];

const t = trace({ game: 'tictactoe', start: state });
maxValue = t(maxValue);
minValue = t(minValue);

function minimaxDecision(state) {
	let best = null;
	let bestValue = -Infinity;
	for (const a of actions(state)) {
		const value = maxValue(result(state, a));
		if (value > bestValue) {
			bestValue = value;
			best = a;
		}
	}
	return best;
}

console.log('X plays', minimaxDecision(state));
