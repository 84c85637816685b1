import type { GameKind } from '../../src/lib/engine/index';
import { PRESENTERS, type GamePresenter } from '../../src/lib/games';
import { connect4Listing, connect4TerminalRole } from '../../src/lib/games/connect4/listing';

/**
 * The code panel finds a trace's listing through its game's presenter. Until the Connect Four
 * presenter is registered, the listing tests lend the panel one that carries our listing and
 * its terminal roles (the rest of it is the board's, unused here); once it is registered, they
 * run through the real one, which must give the same listing (checked in the tests).
 */
export function withConnect4Listing(): void {
	const presenters = PRESENTERS as Partial<Record<GameKind, GamePresenter>>;
	presenters.connect4 ??= {
		...PRESENTERS.board,
		kind: 'connect4',
		listing: connect4Listing,
		terminalRole: connect4TerminalRole
	};
}
