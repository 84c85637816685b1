import type { Game, Position, SearchSettings } from '$lib/engine';
import { boardListing } from '../board/listing';
import { listingShape, type CodeLanguage, type CodeLayout, type Role } from '../listing';

/**
 * A placeholder until Connect Four's own listing lands (helper h-listing writes this file): the
 * tic-tac-toe board's listing with its depth-aware returns, the closest it has to Connect
 * Four's quicker-wins-score-more.
 */
export function connect4Listing(
	_game: Game,
	search: SearchSettings,
	language: CodeLanguage
): CodeLayout {
	return boardListing(listingShape(search), 'depth', language);
}

/** The line a finished position runs: the human's line below zero, the AI's above, else a draw. */
export function connect4TerminalRole(game: Game, position: Position, leaving: boolean): Role {
	const score = game.score(position);
	if (score < 0) return leaving ? 'otherWin' : 'otherTest';
	if (score > 0) return leaving ? 'aiWin' : 'aiTest';
	return leaving ? 'draw' : 'fullTest';
}
