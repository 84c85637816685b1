import { describe, expect, it } from 'vitest';
import { gameFor, type GameSource } from '../../../src/lib/engine/index';
import { MESSAGES } from '../../../src/lib/i18n/index';
import { practiceGame, type PracticeQuery } from '../../../src/lib/practice/index';
import { practiceFor } from '../../../src/lib/practice/forms';
import '../practice-forms';

/** Issue 30, bug 9: a finished board says the game is over and offers one still in play. */

const board = (text: string): GameSource => ({
	kind: 'board',
	board: text,
	toMove: null,
	ai: 'X',
	scoring: 'article'
});
const query = (source: GameSource): PracticeQuery => ({
	source,
	algorithm: 'alphabeta',
	windows: false,
	sheet: 1,
	mode: 'practice'
});
const open = (source: GameSource) => {
	const { game, problem } = practiceGame(source, (game) =>
		practiceFor(game).refusal(game, 'minimax')
	);
	expect(problem).toBeNull();
	return practiceFor(game).open(game, query(source));
};

describe('practice on a finished board', () => {
	for (const [text, said, zh] of [
		['XOXXOOOXX', /^This board is full and nobody has won: the game is over/, '没有人获胜'],
		['XXXOO....', /^X has already won on this board: the game is over/, 'X 已经在这个棋盘上获胜']
	] as const)
		it(`${text} says the game is over and offers a board still in play`, () => {
			const sheet = open(board(text));
			expect(sheet.gameOver(MESSAGES.en)).toMatch(said);
			expect(sheet.task(MESSAGES.en)).toMatch(said);
			expect(sheet.gameOver(MESSAGES.zh)).toContain(zh);
			const next = sheet.positionInPlay(query(board(text)));
			const game = gameFor(next.source);
			expect(game.isTerminal(game.root)).toBe(false);
			const offered = open(next.source);
			expect(offered.gameOver(MESSAGES.en)).toBeNull();
			offered.solve();
			expect(offered.result?.total).toBeGreaterThan(0);
		});

	it('a board in play and a tree have a game to work out', () => {
		expect(open(board('O.XX.X.OO')).gameOver(MESSAGES.en)).toBeNull();
		expect(
			open({ kind: 'tree', tree: '[[1,2],[3,4]]', root: 'max' }).gameOver(MESSAGES.en)
		).toBeNull();
	});
});
