import { SCORINGS, type GameSource } from '$lib/engine';
import type { LinkForm } from '../link';

/** The freeCodeCamp article's figure 2. */
export const ARTICLE_BOARD = 'O.XX.X.OO';

/**
 * A board in a link: `board` (9 cells; the article's board by default), `toMove` (else from the
 * counts), `ai` (X by default) and `scoring` (the article's ±10 by default).
 */
export const boardLink: LinkForm = {
	parameter: 'board',
	read(link) {
		const board = link.get('board');
		const toMove = link.get('toMove');
		return {
			kind: 'board',
			board: board === null || board.trim() === '' ? ARTICLE_BOARD : board,
			toMove:
				toMove === null || toMove === '' ? null : link.pick('toMove', ['X', 'O'] as const, 'X'),
			ai: link.pick('ai', ['X', 'O'] as const, 'X'),
			scoring: link.pick('scoring', SCORINGS, 'article')
		};
	},
	write(source: GameSource, params) {
		if (source.kind !== 'board') return;
		if (source.board !== ARTICLE_BOARD || source.toMove !== null || source.ai !== 'X')
			params.set('board', source.board);
		if (source.toMove !== null) params.set('toMove', source.toMove);
		if (source.ai !== 'X') params.set('ai', source.ai);
		if (source.scoring !== 'article') params.set('scoring', source.scoring);
	}
};
