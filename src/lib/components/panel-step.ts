import type { Mark, Move, Trace } from '$lib/engine';
import { depth } from '$lib/i18n/depth';
import type { Lang } from '$lib/i18n/lang';
import { MESSAGES } from '$lib/i18n';
import { exactCallValue, type Snapshot } from '$lib/player';
import { restsOnEstimate } from '$lib/games/narration';
import type { GamePresenter } from '$lib/games/presenter';

/** A disc or mark drawn on the large board before it is played: the one tried, or the choice. */
export interface PanelPreview {
	readonly move: Move;
	readonly mark: Mark;
	readonly kind: 'chosen' | 'trying';
}

/** How a game's large board names a move in its caption (a cell, a column). */
export interface PanelWords {
	plays(mark: string, move: number, value: string): string;
	tries(call: number, mark: string, move: number): string;
	got(call: number, value: string, move: number): string;
}

/**
 * What a two-mark game's large board shows at a step, whatever its moves are: the move being
 * tried or chosen (to draw before it is played) and one line of caption. `words` name a move
 * by its number for people (`moveNumber`: a cell as it is, a column from 1).
 */
export function panelStep(
	trace: Trace,
	snapshot: Snapshot,
	presenter: GamePresenter,
	lang: Lang,
	words: PanelWords,
	moveNumber: (move: Move) => number = (move) => move
): { preview: PanelPreview | null; caption: string } {
	const t = MESSAGES[lang].view;
	const event = snapshot.event;
	const call = snapshot.active ?? 1;
	const mark = (at: number) => trace.player(at) as Mark;
	const value = (at: number) => exactCallValue(presenter, trace, at, lang);
	if (snapshot.done) {
		const move = trace.rootMove;
		const root = exactCallValue(presenter, trace, 1, lang);
		// The root's value, "≈" when it rests on an estimate at the depth limit.
		const rootValue = restsOnEstimate(trace, 1) ? depth[lang].estimate(root) : root;
		return {
			preview: move === null ? null : { move, mark: mark(1), kind: 'chosen' },
			caption:
				move !== null
					? words.plays(mark(1), moveNumber(move), rootValue)
					: trace.isChance(1)
						? t.chanceRoot(mark(1), root)
						: t.alreadyOver(root)
		};
	}
	if (event === null) return { preview: null, caption: t.toMoveAtStart(mark(1)) };
	// A call reached by no move (a deepening search's iteration) places nothing on the board.
	if ((event.kind === 'try' || event.kind === 'receive') && trace.via(event.call) === null)
		return {
			preview: null,
			caption: `${t.atDepth(call, trace.depth(call))} · ${t.toMove(mark(call))}`
		};
	if (event.kind === 'try') {
		const move = trace.via(event.call) ?? 0;
		return {
			preview: { move, mark: mark(call), kind: 'trying' },
			caption: words.tries(call, mark(call), moveNumber(move))
		};
	}
	if (event.kind === 'receive') {
		const move = trace.via(event.call) ?? 0;
		return { preview: null, caption: words.got(call, value(event.call), moveNumber(move)) };
	}
	const over = trace.lastDescendant(call) === call;
	const outcome =
		trace.kind(call) === 'estimated'
			? `${depth[lang].atLimit(trace.plies(call))} ${value(call)}`
			: over
				? presenter.value(trace.score(call))
				: t.toMove(mark(call));
	return { preview: null, caption: `${t.atDepth(call, trace.depth(call))} · ${outcome}` };
}
