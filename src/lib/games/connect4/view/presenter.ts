import type { Trace } from '$lib/engine';
import { DEEP_THREAT } from '../entry';
import { connect4 } from './messages';
import { connect4View } from './view-messages';
import { view } from '$lib/i18n/view';
import type { GamePresenter } from '../../presenter';
import { roleName, sideMark, signedValue } from '../../values';
import { connectFour, fourInRow } from './cells';
import { connect4Traits } from '../traits';
import { connect4Pieces } from './listing';
import { boardTerminalRole } from '../../listing';
import { horizonContrast } from './horizon';

export { PAGE_DEPTH_CEILING } from '../traits';

/** The threat example's two limits, side by side in the note on depth limits. */
export const THREAT_LIMITS: readonly number[] = [3, 4];

/** Connect Four: cards carry a mini 7×6 board, scores are signed, moves are columns 1-7. */
export const connect4Presenter = {
	node: {
		width: 104,
		height: 108,
		header: 24,
		glyph: 91,
		minRadius: 20,
		windowBelow: 102,
		windowFont: 15,
		badgeBelow: 94,
		// Discs are some 10 px across at tree size: in focus, a card some 24 px a disc.
		lens: 240,
		// Its labels at 14 px on screen down to the follow zoom (0.85): "FC300" beside "O▼", and
		// "[+135, +135]" under the card, the cards 130 apart.
		presenting: { width: 104, layout: { nodeWidth: 130, levelHeight: 200 } },
		// At a desk (12 px, the same 16.5 units at its floor): the same card, 110 apart, so a call
		// and its child three columns off fit beside the level column. A window wider than the
		// room between neighbours ("[−135, +135]") wraps onto two lines: levels 10 units further.
		desk: {
			width: 104,
			height: 108,
			windowBelow: 102,
			layout: { nodeWidth: 110, levelHeight: 210 }
		}
	},
	...connect4Traits,
	labelsLinks: true,
	cutMarkAlong: 0.72,
	depthLimitRequired: true,

	value: signedValue,
	linkLabel(trace: Trace, call: number): string {
		const parent = trace.parent(call);
		const move = trace.via(call);
		return parent === null || move === null ? '' : `${trace.player(parent)}→${move + 1}`;
	},
	moveName: (move, lang) => connect4View[lang].column(move + 1),
	moveList: (moves) => moves.map((move) => move + 1).join(', '),
	side: (game, position, lang, chance = false) =>
		view[lang].sideRole(game.player(position), roleName(game, position, lang, chance)),
	marker: (game, position, chance) => `${game.player(position)}${sideMark(game, position, chance)}`,
	winningLine(game, position, lastMove) {
		connectFour(game);
		return fourInRow(position, lastMove);
	},
	describeCall(trace, call, score, lang) {
		const t = view[lang];
		const c = connect4View[lang];
		const game = connectFour(trace.game);
		const position = trace.position(call);
		const parts = [`FC${call}`, t.depth(trace.depth(call))];
		const parent = trace.parent(call);
		const move = trace.via(call);
		if (parent !== null && move !== null) parts.push(c.afterColumn(trace.player(parent), move + 1));
		parts.push(
			t.toMoveAs(game.player(position), roleName(game, position, lang, trace.isChance(call)))
		);
		parts.push(c.moveString(game.moveString(trace.path(call))));
		if (score !== null) parts.push(t.returned(signedValue(score)));
		return parts.join(t.listSeparator);
	},
	describeUnsearched: (_game, _position, via, lang) => connect4View[lang].boardAfterColumn(via + 1),
	summary(game, calls, lang) {
		const board = connectFour(game);
		return connect4View[lang].summary({
			moves: board.rootMoves,
			toMove: board.toMove(board.root),
			ai: board.ai,
			calls
		});
	},
	evaluationNote: (lang) => ({
		title: connect4View[lang].noteTitle,
		button: connect4View[lang].noteButton,
		paragraphs: [connect4[lang].scoringNote, connect4[lang].evaluationNote],
		horizon: () => horizonContrast(DEEP_THREAT, THREAT_LIMITS, lang)
	}),

	listingForm: 'pair',
	listingPieces: (_game, request) => connect4Pieces(request),
	terminalRole: boardTerminalRole
} satisfies GamePresenter;

/** What the view registry loads (this game's `view/parts.ts`). */
export { connect4Presenter as presenter };
