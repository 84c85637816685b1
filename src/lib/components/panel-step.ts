import type { Mark, Move, Trace } from '$lib/engine';
import { depth } from '$lib/i18n/depth';
import type { Lang } from '$lib/i18n/lang';
import { MESSAGES } from '$lib/i18n';
import { exactCallValue, type Snapshot } from '$lib/player';
import { levelOf } from '$lib/player/narration/level';
import { averagedEstimate, restsOnEstimate } from '$lib/games/estimated';
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

/** What the large board shows at a step. */
export interface PanelStep {
	/** Marks drawn before they are played, in the order they would be: the move tried, the choice. */
	readonly previews: readonly PanelPreview[];
	/** A line to strike through (null: the running call's own, if it won). */
	readonly line: readonly number[] | null;
	/** The leaf whose moves `previews` draw on a receiving call's board; null where none is. */
	readonly leaf: number | null;
	readonly caption: string;
}

/**
 * The leaf a receive at `child` shows: `told` (the call a by-call step is named after, which
 * the step's narration looks at) where it is a leaf in `child`'s subtree, else `child` if it is
 * one. A table's hit is told as a look-up, not as its board: none.
 */
function shownLeaf(trace: Trace, child: number, told: number | null): number | null {
	const leaf = (call: number) => ['terminal', 'estimated'].includes(trace.kind(call));
	if (told !== null && told >= child && told <= trace.lastDescendant(child) && leaf(told))
		return told;
	return leaf(child) ? child : null;
}

/**
 * What a two-mark game's large board shows at a step, whatever its moves are (`PanelStep`).
 * When a leaf's value comes back (by call, `told`: the step the narration tells the leaf in),
 * the moves from the receiving call down to the leaf are drawn on its board, and a winning
 * leaf's line with them: the board shows what the narration looks at. `words` name a move by
 * its number for people (`moveNumber`: a cell as it is, a column from 1).
 */
export function panelStep(
	trace: Trace,
	snapshot: Snapshot,
	presenter: GamePresenter,
	lang: Lang,
	words: PanelWords,
	moveNumber: (move: Move) => number = (move) => move,
	told: number | null = null
): PanelStep {
	const t = MESSAGES[lang].view;
	const event = snapshot.event;
	const call = snapshot.active ?? 1;
	const mark = (at: number) => trace.player(at) as Mark;
	const value = (at: number) => exactCallValue(presenter, trace, at, lang);
	// A call's place as the level strip numbers it: under a driver its level, not its moves' depth.
	const where = (at: number) => {
		const { depth: level, moves } = levelOf(trace, at);
		return moves === null ? t.atDepth(at, level) : t.atLevel(at, level);
	};
	const shown = (caption: string, previews: readonly PanelPreview[] = []): PanelStep => ({
		previews,
		line: null,
		leaf: null,
		caption
	});
	if (snapshot.done) {
		const move = trace.rootMove;
		const root = exactCallValue(presenter, trace, 1, lang);
		// The root's value, "≈" when it rests on an estimate at the depth limit.
		const marked = restsOnEstimate(trace, 1) && averagedEstimate(trace, 1) === null;
		const rootValue = marked ? depth[lang].estimate(root) : root;
		if (move === null)
			return shown(trace.isChance(1) ? t.chanceRoot(mark(1), root) : t.alreadyOver(root));
		return shown(words.plays(mark(1), moveNumber(move), rootValue), [
			{ move, mark: mark(1), kind: 'chosen' }
		]);
	}
	if (event === null) return shown(t.toMoveAtStart(mark(1)));
	// A call reached by no move (a deepening search's iteration) places nothing on the board.
	if ((event.kind === 'try' || event.kind === 'receive') && trace.via(event.call) === null)
		return shown(`${where(call)} · ${t.toMove(mark(call))}`);
	if (event.kind === 'try') {
		const move = trace.via(event.call) ?? 0;
		return shown(words.tries(call, mark(call), moveNumber(move)), [
			{ move, mark: mark(call), kind: 'trying' }
		]);
	}
	if (event.kind === 'receive') {
		const move = trace.via(event.call) ?? 0;
		const caption = words.got(call, value(event.call), moveNumber(move));
		const leaf = shownLeaf(trace, event.call, told);
		if (leaf === null) return shown(caption);
		const path = trace.ancestry(leaf);
		const previews = path.slice(path.indexOf(call) + 1).map((at): PanelPreview => ({
			move: trace.via(at) ?? 0,
			mark: mark(trace.parent(at) ?? call),
			kind: 'trying'
		}));
		const line =
			trace.kind(leaf) === 'terminal'
				? (presenter.winningLine?.(trace.game, trace.position(leaf), trace.via(leaf)) ?? null)
				: null;
		return { previews, line, leaf, caption };
	}
	const over = trace.lastDescendant(call) === call;
	const outcome =
		trace.kind(call) === 'estimated'
			? `${depth[lang].atLimit(trace.plies(call))} ${value(call)}`
			: over
				? presenter.value(trace.score(call))
				: t.toMove(mark(call));
	return shown(`${where(call)} · ${outcome}`);
}
