import type { GameSource, Mark } from '$lib/engine';
import { quoteInput } from '$lib/engine/quote';
import { EVALUATIONS, SCORINGS } from '$lib/games/tictactoe/rules';
import type { LinkForm, LinkReader } from '../link';
import { ARTICLE_BOARD, tictactoeEntry } from './entry';

/**
 * A board in a link: `board` (9 cells; the article's board by default), `toMove` (else from the
 * counts), `ai` (X by default) and `scoring` (the article's ±10 by default).
 */
export const tictactoeLink: LinkForm = {
	parameters: tictactoeEntry.linkParameters,
	// The root's side is a tree's: on a board the AI's mark maximises (the CLI refuses --root).
	ignores: ['root'],
	title: (t) => t.links.boardInLink,
	read(link) {
		const board = link.get('board');
		return {
			kind: 'board',
			board: board === null || board.trim() === '' ? ARTICLE_BOARD : board,
			toMove: readToMove(link),
			ai: link.pick('ai', ['X', 'O'] as const, 'X'),
			scoring: link.pick('scoring', SCORINGS, 'article'),
			// AIMA's exercise 5.9 as the estimate at a depth limit (`eval=aima`); else open lines.
			...(link.pick('eval', EVALUATIONS, 'lines') === 'aima' ? { evaluation: 'aima' as const } : {})
		};
	},
	write(source: GameSource, params, named = false) {
		if (source.kind !== 'board') return;
		if (named || source.board !== ARTICLE_BOARD || source.toMove !== null || source.ai !== 'X')
			params.set('board', source.board);
		if (source.toMove !== null) params.set('toMove', source.toMove);
		if (source.ai !== 'X') params.set('ai', source.ai);
		if (source.scoring !== 'article') params.set('scoring', source.scoring);
		if (source.evaluation === 'aima') params.set('eval', 'aima');
	}
};

/**
 * X or O; null (the side the counts give, the default) when absent or not a mark, which is
 * reported: a made-up side must not stand in for one the board may refuse.
 */
function readToMove(link: LinkReader): Mark | null {
	const text = link.get('toMove');
	const value = text?.trim().toUpperCase() ?? '';
	if (value === 'X' || value === 'O') return value;
	if (text !== null && value !== '') {
		const shown = quoteInput(text);
		link.report((t) => t.links.badToMove(shown));
	}
	return null;
}
