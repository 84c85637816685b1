import {
	LINES,
	formatCount,
	TicTacToe,
	TreeGame,
	markAt,
	type Game,
	type Position,
	type Trace
} from '$lib/engine';
import { view, type ViewMessages } from '$lib/i18n/view';
import { ARTICLE_BOARD, ARTICLE_TREE } from './query';

/** Short labels the view and the narration share, in one place so they always agree. */

/** "+10", "-10", "0"; alpha and beta may be infinite. */
export function formatValue(value: number): string {
	if (value === Infinity) return '+∞';
	if (value === -Infinity) return '-∞';
	return value > 0 ? `+${value}` : String(value);
}

/** "1 call", "9,705 calls", "2 branches": a count with its noun. */
export function plural(count: number, one: string, many = `${one}s`): string {
	return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** A tree's values read as typed (3, 17); a board's scores carry a sign (+10). Bounds may be ±∞. */
export function valueLabel(trace: Trace, value: number): string {
	return trace.game instanceof TreeGame && Number.isFinite(value)
		? String(value)
		: formatValue(value);
}

/** A window as drawn under a node: "[3, +∞]". */
export function windowLabel(trace: Trace, window: { alpha: number; beta: number }): string {
	return `[${valueLabel(trace, window.alpha)}, ${valueLabel(trace, window.beta)}]`;
}

/** A bound as the test hooks write it: "-inf", "inf" or the number. */
export function boundHook(value: number): string {
	if (value === Infinity) return 'inf';
	if (value === -Infinity) return '-inf';
	return String(value);
}

/**
 * The cells of a completed line on a board, or null (trees and unfinished boards). When two
 * lines are complete, the one through `lastCell` wins: the game ended on that move.
 */
export function winningLine(
	game: Game,
	position: Position,
	lastCell: number | null = null
): readonly number[] | null {
	if (!(game instanceof TicTacToe)) return null;
	const lines = LINES.filter(([a, b, c]) => {
		const mark = markAt(position, a);
		return mark !== null && markAt(position, b) === mark && markAt(position, c) === mark;
	});
	return lines.find((line) => lastCell !== null && line.includes(lastCell)) ?? lines[0] ?? null;
}

/** Minimax's game on the freeCodeCamp article's board (figure 2: X to move, X the AI). */
export function isArticleBoard(game: Game): boolean {
	return (
		game instanceof TicTacToe &&
		game.ai === 'X' &&
		game.toMove(game.root) === 'X' &&
		game.board(game.root) === ARTICLE_BOARD
	);
}

/** Article 004's example tree, max at the root. */
export function isArticleTree(game: Game): boolean {
	return (
		game instanceof TreeGame &&
		game.rootKind === 'max' &&
		JSON.stringify(game.source) === ARTICLE_TREE
	);
}

/**
 * Article 004's walkthrough letters: node 4's subtree is A, its children B and C, their leaves
 * D, E (under B) and F, G (under C). Keyed by the level-order node number.
 */
const ARTICLE_LETTERS = new Map([
	[4, 'A'],
	[8, 'B'],
	[9, 'C'],
	[15, 'D'],
	[16, 'E'],
	[17, 'F'],
	[18, 'G']
]);

/** The walkthrough letter of a tree node (by its level-order number), or null. */
export function articleLetter(node: number): string | null {
	return ARTICLE_LETTERS.get(node) ?? null;
}

/** "max" or "min": the role of the side to move at a call. */
function roleLabel(trace: Trace, call: number, t: ViewMessages): string {
	return trace.isMaximizing(call) ? t.max : t.min;
}

/** The side to move with its role: "X max" on boards, "max" on trees (极大/极小 in Chinese). */
export function playerLabel(trace: Trace, call: number, t: ViewMessages = view.en): string {
	const role = roleLabel(trace, call, t);
	return trace.game instanceof TreeGame ? role : t.sideRole(trace.player(call), role);
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

/** A board read row by row for a screen reader: "O . X / X . X / . O O". */
export function boardText(game: TicTacToe, position: Position): string {
	const cells = [...game.board(position)];
	return [0, 3, 6].map((start) => cells.slice(start, start + 3).join(' ')).join(' / ');
}

/** The accessible name of a call's node in the tree, in the language of `t`. */
export function callDescription(
	trace: Trace,
	call: number,
	score: number | null,
	t: ViewMessages = view.en
): string {
	const parts = [`FC${call}`];
	const node = nodeNumber(trace, call);
	if (node !== null) parts.push(t.nodeNumber(node));
	parts.push(t.depth(trace.depth(call)));
	const parent = trace.parent(call);
	const move = trace.via(call);
	if (parent !== null && move !== null)
		parts.push(
			trace.game instanceof TicTacToe
				? t.afterMove(trace.player(parent), move)
				: t.childNumber(move + 1)
		);
	parts.push(
		trace.game instanceof TicTacToe
			? t.toMoveAs(trace.player(call), roleLabel(trace, call, t))
			: playerLabel(trace, call, t)
	);
	if (trace.game instanceof TicTacToe)
		parts.push(t.boardRows(boardText(trace.game, trace.position(call))));
	if (score !== null) parts.push(t.returned(formatValue(score)));
	return parts.join(t.listSeparator);
}
