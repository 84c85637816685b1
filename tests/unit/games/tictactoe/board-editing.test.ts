import { describe, expect, it } from 'vitest';
import { BoardEditing } from '$lib/games/tictactoe/view/board-editing.svelte';
import { MESSAGES } from '$lib/i18n';

const ARTICLE = {
	kind: 'board',
	board: 'O.XX.X.OO',
	ai: 'X',
	toMove: null,
	scoring: 'article'
} as const;

describe('the board editor', () => {
	it('undoes and redoes cells, presets and choices one edit at a time', () => {
		const editing = new BoardEditing(ARTICLE);
		expect(editing.edits.canUndo).toBe(false);
		editing.show('.........');
		editing.set(4, 'X');
		editing.set(4, 'X');
		editing.toMove = 'O';
		editing.scoring = 'unit';
		expect(editing.source).toEqual({
			kind: 'board',
			board: '....X....',
			ai: 'X',
			toMove: 'O',
			scoring: 'unit'
		});
		editing.edits.undo();
		editing.edits.undo();
		expect(editing.source).toMatchObject({ board: '....X....', toMove: null, scoring: 'article' });
		editing.edits.undo();
		editing.edits.undo();
		expect(editing.board).toBe('O.XX.X.OO');
		expect(editing.edits.canUndo).toBe(false);
		editing.edits.redo();
		editing.edits.redo();
		expect(editing.board).toBe('....X....');
		editing.ai = 'O';
		expect(editing.edits.canRedo).toBe(false);
	});

	it('checks the board as it changes, and again after an undo', () => {
		const editing = new BoardEditing(ARTICLE);
		editing.show('XXXX.....');
		expect(editing.check.ok ? null : editing.check.reason(MESSAGES.en)).toContain(
			'X has 4 marks and O has 0'
		);
		editing.edits.undo();
		expect(editing.check).toEqual({ ok: true, minimax: 9, alphabeta: 8, empty: 3 });
	});
});
