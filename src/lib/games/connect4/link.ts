import type { GameSource, Mark } from '$lib/engine';
import { InputError } from '$lib/engine/errors';
import { CELLS, connect4Game } from '$lib/games/connect4/rules';
import type { LinkForm, LinkReader } from '../link';
import { connect4Entry } from './entry';

/**
 * Connect Four in a link: `game=connect4`, `moves` (the columns played, 1-7; none for the empty
 * board) and `ai` (X by default). A move string the engine refuses is reported with its reason,
 * and the position opens at the moves before the one refused, so a link is never lost whole.
 */

/** Longer than any game (42 moves), with room for spaces: a longer value is not read at all. */
const MOVES_LIMIT = 2 * CELLS;

export const connect4Link: LinkForm = {
	parameters: connect4Entry.linkParameters,
	// Scores and turns are a tic-tac-toe board's options (Connect Four's follow from the moves),
	// and the root's side a tree's: the CLI refuses --root here too.
	ignores: ['scoring', 'toMove', 'root', 'eval'],
	title: (t) => t.links.connect4InLink,
	read(link) {
		link.pick('game', ['connect4'] as const, 'connect4');
		const ai = link.pick('ai', ['X', 'O'] as const, 'X');
		return { kind: 'connect4', moves: readMoves(link, ai), ai };
	},
	write(source: GameSource, params) {
		if (source.kind !== 'connect4') return;
		params.set('game', 'connect4');
		if (source.moves !== '') params.set('moves', source.moves);
		if (source.ai !== 'X') params.set('ai', source.ai);
	}
};

/** The move string as the engine reads it, or the longest start of it that reads (reported). */
function readMoves(link: LinkReader, ai: Mark): string {
	const text = link.get('moves', MOVES_LIMIT)?.trim() ?? '';
	try {
		return connect4Game(text, { ai }).rootMoves;
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		const kept = readableStart(text, ai);
		link.reportError(error, (t) => t.links.connect4Fallback(kept));
		return kept;
	}
}

/** The longest start of `text` the engine reads ("" at worst: the empty board). */
function readableStart(text: string, ai: Mark): string {
	const chars = [...text].slice(0, CELLS);
	for (let length = chars.length; length > 0; length--) {
		try {
			return connect4Game(chars.slice(0, length).join(''), { ai }).rootMoves;
		} catch (error) {
			if (!(error instanceof InputError)) throw error;
		}
	}
	return '';
}
