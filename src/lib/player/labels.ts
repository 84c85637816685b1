import {
	LINES,
	TicTacToe,
	TreeGame,
	markAt,
	type Game,
	type Position,
	type Trace
} from '$lib/engine';

/** Short labels the view and the narration share, in one place so they always agree. */

/** "+10", "-10", "0"; alpha and beta may be infinite. */
export function formatValue(value: number): string {
	if (value === Infinity) return '+∞';
	if (value === -Infinity) return '-∞';
	return value > 0 ? `+${value}` : String(value);
}

/** The cells of a completed line on a board, or null (trees and unfinished boards). */
export function winningLine(game: Game, position: Position): readonly number[] | null {
	if (!(game instanceof TicTacToe)) return null;
	for (const line of LINES) {
		const mark = markAt(position, line[0]);
		if (mark !== null && markAt(position, line[1]) === mark && markAt(position, line[2]) === mark)
			return line;
	}
	return null;
}

/** The side to move with its role: "X max" on boards, "max" on trees. */
export function playerLabel(trace: Trace, call: number): string {
	const role = trace.isMaximizing(call) ? 'max' : 'min';
	return trace.game instanceof TreeGame ? role : `${trace.player(call)} ${role}`;
}

/** The move into a call, as drawn on its link: "X→4" (mark and cell) or "#2" (child number). */
export function moveLabel(trace: Trace, call: number): string {
	const parent = trace.parent(call);
	const move = trace.via(call);
	if (parent === null || move === null) return '';
	return trace.game instanceof TicTacToe ? `${trace.player(parent)}→${move}` : `#${move + 1}`;
}

/** A tree node's number as article 004 counts them (top to bottom, left to right); null on boards. */
export function nodeNumber(trace: Trace, call: number): number | null {
	return trace.game instanceof TreeGame ? trace.game.levelOrderNumber(trace.position(call)) : null;
}

/** The accessible name of a call's node in the tree. */
export function callDescription(trace: Trace, call: number, score: number | null): string {
	const parts = [`FC${call}`];
	const node = nodeNumber(trace, call);
	if (node !== null) parts.push(`node ${node}`);
	parts.push(`depth ${trace.depth(call)}`);
	const move = moveLabel(trace, call);
	if (move !== '')
		parts.push(
			trace.game instanceof TicTacToe
				? `after ${move.replace('→', ' in cell ')}`
				: `child ${move.slice(1)}`
		);
	parts.push(
		trace.game instanceof TicTacToe
			? `${trace.player(call)} to move (${trace.isMaximizing(call) ? 'max' : 'min'})`
			: playerLabel(trace, call)
	);
	if (score !== null) parts.push(`returned ${formatValue(score)}`);
	return parts.join(', ');
}
