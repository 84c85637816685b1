import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../src/lib/engine/index';
import { boardGame, type BoardOptions } from '../../../../src/lib/games/tictactoe/rules';
import { ARTICLE_BOARD, ARTICLE_BOARD_ARRAY } from '../../../articles';

/** Runs `boardGame` and returns the InputError it throws; fails the test otherwise. */
function inputError(text: string, options: BoardOptions = {}): InputError {
	try {
		boardGame(text, options);
	} catch (error) {
		expect(error).toBeInstanceOf(InputError);
		return error as InputError;
	}
	throw new Error(`boardGame accepted ${JSON.stringify(text)}`);
}

describe('reading a board', () => {
	it('reads the 9-character form', () => {
		const game = boardGame(ARTICLE_BOARD);
		expect(game.board(game.root)).toBe('O.XX.X.OO');
	});

	it('reads the array form to the same root position', () => {
		const fromText = boardGame(ARTICLE_BOARD);
		const fromArray = boardGame(ARTICLE_BOARD_ARRAY);
		expect(fromArray.root).toBe(fromText.root);
		expect(fromArray.board(fromArray.root)).toBe('O.XX.X.OO');
	});

	it('accepts lowercase x and o', () => {
		const game = boardGame('o.xx.x.oo');
		expect(game.root).toBe(boardGame(ARTICLE_BOARD).root);
		expect(game.board(game.root)).toBe('O.XX.X.OO');
	});

	it('trims surrounding whitespace in both forms', () => {
		const root = boardGame(ARTICLE_BOARD).root;
		expect(boardGame(`  ${ARTICLE_BOARD}\n`).root).toBe(root);
		expect(boardGame(`\t${ARTICLE_BOARD_ARRAY}  `).root).toBe(root);
	});

	it('reads an empty board', () => {
		const game = boardGame('.........');
		expect(game.board(game.root)).toBe('.........');
		expect(game.moves(game.root)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
	});
});

describe('side to move and AI', () => {
	it('gives the move to the side with fewer marks', () => {
		const oToMove = boardGame('X........');
		expect(oToMove.toMove(oToMove.root)).toBe('O');
		const xToMove = boardGame('O........');
		expect(xToMove.toMove(xToMove.root)).toBe('X');
	});

	it('gives the move to X when the counts are equal', () => {
		const empty = boardGame('.........');
		expect(empty.toMove(empty.root)).toBe('X');
		const article = boardGame(ARTICLE_BOARD);
		expect(article.toMove(article.root)).toBe('X');
	});

	it('accepts an explicit toMove O on equal counts', () => {
		const game = boardGame(ARTICLE_BOARD, { toMove: 'O' });
		expect(game.toMove(game.root)).toBe('O');
		expect(game.root).not.toBe(boardGame(ARTICLE_BOARD).root);
		expect(game.board(game.root)).toBe('O.XX.X.OO');
	});

	it('accepts an explicit toMove that agrees with the counts', () => {
		const game = boardGame('X........', { toMove: 'O' });
		expect(game.toMove(game.root)).toBe('O');
	});

	it('makes X the maximiser by default', () => {
		const game = boardGame(ARTICLE_BOARD);
		expect(game.ai).toBe('X');
		expect(game.isMaximizing(game.root)).toBe(true);
		expect(game.player(game.root)).toBe('X');
		expect(game.isMaximizing(game.play(game.root, 1))).toBe(false);
	});

	it('makes O the maximiser with ai O', () => {
		const game = boardGame(ARTICLE_BOARD, { ai: 'O' });
		expect(game.ai).toBe('O');
		expect(game.isMaximizing(game.root)).toBe(false);
		expect(game.isMaximizing(game.play(game.root, 1))).toBe(true);
	});
});

describe('bad boards', () => {
	it('refuses 8 characters', () => {
		const { message } = inputError('O.XX.X.O');
		expect(message).toContain('exactly 9 cells');
		expect(message).toContain('has 8');
	});

	it('refuses 10 characters', () => {
		const { message } = inputError('O.XX.X.OO.');
		expect(message).toContain('exactly 9 cells');
		expect(message).toContain('has 10');
	});

	it('refuses an empty string', () => {
		expect(inputError('   ').message).toContain('has 0');
	});

	it('names the cell and the character of a foreign character', () => {
		const { message } = inputError('O.XX-X.OO');
		expect(message).toContain('Cell 4');
		expect(message).toContain('"-"');
		expect(message).toContain('X, O and .');
	});

	it('refuses a space inside the board', () => {
		const { message } = inputError('O.X X.OO.');
		expect(message).toContain('Cell 3');
		expect(message).toContain('" "');
	});

	it('refuses an array with the wrong number of items', () => {
		expect(inputError('["O",1,"X","X",4,"X",6,"O"]').message).toContain(
			'needs exactly 9 items, but this one has 8'
		);
		expect(inputError('["O",1,"X","X",4,"X",6,"O","O","X"]').message).toContain('has 10');
		expect(inputError('[]').message).toContain('has 0');
	});

	it('refuses an array item holding the wrong index', () => {
		const { message } = inputError('["O",2,"X","X",4,"X",6,"O","O"]');
		expect(message).toContain('Item 1');
		expect(message).toContain('is 2');
		expect(message).toContain('its own index');
	});

	it('refuses an array item of another kind', () => {
		expect(inputError('["O",1,"X","X",null,"X",6,"O","O"]').message).toContain(
			'Item 4 of the board array is null'
		);
		expect(inputError('["O",1,"X","X",4,"X",6,"O","o"]').message).toContain(
			'Item 8 of the board array is "o"'
		);
		expect(inputError('["O",1,"X","X",".","X",6,"O","O"]').message).toContain(
			'Item 4 of the board array is "."'
		);
	});

	it('refuses invalid JSON starting with [', () => {
		const { message } = inputError('["O",1,"X"');
		expect(message).toContain('looks like an array');
		expect(message).toContain('not valid JSON');
	});

	it('refuses counts that differ by more than one', () => {
		const { message } = inputError('XX.......');
		expect(message).toContain('X has 2 marks and O has 0');
		expect(message).toContain('at most one');
		expect(inputError('OOO.X....').message).toContain('X has 1 marks and O has 3');
	});

	it('refuses a toMove that contradicts the counts', () => {
		const { message } = inputError('X........', { toMove: 'X' });
		expect(message).toContain('X has one mark more than O');
		expect(message).toContain('O is to move, not X');
		expect(inputError('O........', { toMove: 'O' }).message).toContain('X is to move, not O');
	});

	it('refuses both sides holding a line', () => {
		const { message } = inputError('XXXOOO...');
		expect(message).toContain('Both X and O have three in a row');
	});

	it('refuses a board where the winner has fewer marks (play went on after the line)', () => {
		const { message } = inputError('OOOXX.XX.');
		expect(message).toContain('O has three in a row but fewer marks than X');
	});

	it('refuses the winner as the side to move, and defaults to the other side', () => {
		expect(inputError('XXXOO.O..', { toMove: 'X' }).message).toContain(
			"the game ended on X's move: O is to move"
		);
		const won = boardGame('XXXOO.O..');
		expect(won.toMove(won.root)).toBe('O');
		const oWon = boardGame('OOOXX.X..', { toMove: 'X' });
		expect(oWon.toMove(oWon.root)).toBe('X');
		expect(() => boardGame('OOOXX.X..', { toMove: 'O' })).toThrow(InputError);
	});
});

describe('finished games', () => {
	it('accepts a won board with the loser to move', () => {
		const game = boardGame('XXXOO....');
		expect(game.toMove(game.root)).toBe('O');
		expect(game.isTerminal(game.root)).toBe(true);
		expect(game.moves(game.root)).toEqual([]);
	});

	it('scores a line of the AI 10 and a line of its opponent -10', () => {
		const asX = boardGame('XXXOO....');
		expect(asX.score(asX.root)).toBe(10);
		const asO = boardGame('XXXOO....', { ai: 'O' });
		expect(asO.score(asO.root)).toBe(-10);
	});

	it('scores a line of O from both sides', () => {
		const asX = boardGame('OOOXX.X..');
		expect(asX.isTerminal(asX.root)).toBe(true);
		expect(asX.score(asX.root)).toBe(-10);
		const asO = boardGame('OOOXX.X..', { ai: 'O' });
		expect(asO.score(asO.root)).toBe(10);
	});

	it('scores a full drawn board 0', () => {
		const game = boardGame('XOXXOOOXX');
		expect(game.isTerminal(game.root)).toBe(true);
		expect(game.score(game.root)).toBe(0);
		const asO = boardGame('XOXXOOOXX', { ai: 'O' });
		expect(asO.score(asO.root)).toBe(0);
	});

	it('scores a full board with a line by the line, not as a draw', () => {
		// X completes 2-4-6 with the ninth mark.
		const game = boardGame('OOXXXOXOX');
		expect(game.isTerminal(game.root)).toBe(true);
		expect(game.score(game.root)).toBe(10);
	});

	it('checks the opponent line first, in the article order', () => {
		// The opponent's line is checked before the AI's, so a position (built by play, not by
		// boardGame, which refuses both lines) where both hold a line scores -10.
		const game = boardGame('XX.OO....');
		const both = game.play(game.play(game.root, 2), 5);
		expect(game.board(both)).toBe('XXXOOO...');
		expect(game.isTerminal(both)).toBe(true);
		expect(game.score(both)).toBe(-10);
		const asO = boardGame('XX.OO....', { ai: 'O' });
		expect(asO.score(both)).toBe(-10);
	});

	it('scores a position without lines 0', () => {
		const game = boardGame(ARTICLE_BOARD);
		expect(game.isTerminal(game.root)).toBe(false);
		expect(game.score(game.root)).toBe(0);
	});
});

describe('moves and play', () => {
	it('lists the empty cells in ascending order', () => {
		const game = boardGame(ARTICLE_BOARD);
		expect(game.moves(game.root)).toEqual([1, 4, 6]);
	});

	it('plays a move without changing the old position', () => {
		const game = boardGame(ARTICLE_BOARD);
		const root = game.root;
		const next = game.play(root, 4);
		expect(game.board(next)).toBe('O.XXXX.OO');
		expect(game.toMove(next)).toBe('O');
		expect(game.board(root)).toBe('O.XX.X.OO');
		expect(game.toMove(root)).toBe('X');
		expect(game.root).toBe(root);
	});

	it('flips the side to move back after an O move', () => {
		const game = boardGame(ARTICLE_BOARD);
		const afterO = game.play(game.play(game.root, 1), 6);
		expect(game.board(afterO)).toBe('OXXX.XOOO');
		expect(game.toMove(afterO)).toBe('X');
	});

	it('has no moves in a terminal position reached by play', () => {
		const game = boardGame(ARTICLE_BOARD);
		const won = game.play(game.root, 4);
		expect(game.isTerminal(won)).toBe(true);
		expect(game.moves(won)).toEqual([]);
		expect(game.score(won)).toBe(10);
	});
});
