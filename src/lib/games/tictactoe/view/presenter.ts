import type { Game, Position, Trace } from '$lib/engine';
import { LINES, markAt, ticTacToe, type TicTacToe } from '$lib/games/tictactoe/rules';
import { page } from '$lib/i18n/page';
import { view } from '$lib/i18n/view';
import type { GamePresenter } from '../../presenter';
import { roleName, sideMark, signedValue } from '../../values';
import { tictactoeTraits } from '../traits';
import { tictactoePieces } from './listing';
import { boardTerminalRole } from '../../listing';

import { ARTICLE_BOARD } from '../entry';

/** A board read row by row for a screen reader: "O . X / X . X / . O O". */
export function boardRows(game: TicTacToe, position: Position): string {
	const cells = [...game.board(position)];
	return [0, 3, 6].map((start) => cells.slice(start, start + 3).join(' ')).join(' / ');
}

/** Tic-tac-toe: cards carry a mini board, scores are signed, moves are cells 0–8. */
export const tictactoePresenter = {
	node: {
		width: 88,
		height: 100,
		header: 24,
		glyph: 60,
		minRadius: 20,
		windowBelow: 94,
		windowFont: 15,
		badgeBelow: 86,
		// The article board's root and FC9 (depth 2) in view together at 1280×720, FC1 81 px wide.
		presentingFloor: 0.92,
		// "FC300" and "X▲" on one row, and the board's marks, at 14 px on screen at the follow zoom
		// (0.85), the cards 108 apart.
		presenting: { width: 104, glyph: 64 }
	},
	...tictactoeTraits,
	labelsLinks: true,
	cutMarkAlong: 0.72,

	value: signedValue,
	linkLabel(trace: Trace, call: number): string {
		const parent = trace.parent(call);
		const move = trace.via(call);
		return parent === null || move === null ? '' : `${trace.player(parent)}→${move}`;
	},
	moveName: (move, lang) => view[lang].cell(move),
	moveList: (moves) => moves.join(', '),
	side: (game, position, lang, chance = false) =>
		view[lang].sideRole(game.player(position), roleName(game, position, lang, chance)),
	marker: (game, position, chance) => `${game.player(position)}${sideMark(game, position, chance)}`,
	winningLine(game, position, lastMove) {
		ticTacToe(game);
		const lines = LINES.filter(([a, b, c]) => {
			const mark = markAt(position, a);
			return mark !== null && markAt(position, b) === mark && markAt(position, c) === mark;
		});
		// With two lines complete, the one through the last move ended the game.
		return lines.find((line) => lastMove !== null && line.includes(lastMove)) ?? lines[0] ?? null;
	},
	describeCall(trace, call, score, lang) {
		const t = view[lang];
		const game = ticTacToe(trace.game);
		const position = trace.position(call);
		const parts = [`FC${call}`, t.depth(trace.depth(call))];
		const parent = trace.parent(call);
		const move = trace.via(call);
		if (parent !== null && move !== null) parts.push(t.afterMove(trace.player(parent), move));
		parts.push(
			t.toMoveAs(game.player(position), roleName(game, position, lang, trace.isChance(call)))
		);
		parts.push(t.boardRows(boardRows(game, position)));
		if (score !== null) parts.push(t.returned(signedValue(score)));
		return parts.join(t.listSeparator);
	},
	describeUnsearched: (_game, _position, via, lang) => view[lang].boardAfterCell(via),
	summary(game, calls, lang) {
		const board = ticTacToe(game);
		return page[lang].boardSummary(board.toMove(board.root), board.ai, calls);
	},

	isArticleExample(game: Game): boolean {
		const board = ticTacToe(game);
		return (
			board.ai === 'X' &&
			board.scoring === 'article' &&
			board.toMove(board.root) === 'X' &&
			board.board(board.root) === ARTICLE_BOARD
		);
	},

	listingForm: 'pair',
	listingPieces: (game, request) => tictactoePieces(ticTacToe(game).scoring, request),
	terminalRole: boardTerminalRole
} satisfies GamePresenter;

/** What the view registry loads (this game's `view/parts.ts`). */
export { tictactoePresenter as presenter };
