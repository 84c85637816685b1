import type { Mark, Trace } from '$lib/engine';
import { discAt } from '$lib/games/connect4/board';
import { EVALUATION_LIMIT } from '$lib/games/connect4/eval';
import { connect4View } from './view-messages';
import { words } from '$lib/i18n/narration/words';
import { levelOf } from '$lib/player/narration/level';
import { listedOf } from '$lib/player/narration/lists';
import { boardNarration } from '../../board-narration';
import { boardOpening } from '../../board-opening';
import {
	opponent,
	rootVerdict,
	type GameNarration,
	type NarrationContext,
	type OpeningContext
} from '../../narration';
import { cellName, connectFour } from './cells';
import { windowSums } from './open-lines';

/**
 * Connect Four told for people: calls are FC numbers, moves are columns 1-7, the sides are X
 * and O with the AI and the human named, and a finished board says where the four in a row is.
 */

/** A side named for people: "X (the AI)", "O (the human)". */
function who(context: OpeningContext, mark: Mark): string {
	return words[context.lang].side(mark, mark === connectFour(context.trace.game).ai);
}

/** Who dropped the disc into `call`, and in which column (1-7); null at the root. */
function dropped(trace: Trace, call: number): { mark: string; column: number } | null {
	const parent = trace.parent(call);
	const move = trace.via(call);
	return parent === null || move === null ? null : { mark: trace.player(parent), column: move + 1 };
}

/** Why a finished board is over: where the four in a row is and who wins, or a full board. */
function verdict(context: OpeningContext, call: number): string {
	const { trace, presenter, lang } = context;
	const t = connect4View[lang];
	const position = trace.position(call);
	const line = presenter.winningLine?.(trace.game, position, trace.via(call)) ?? null;
	if (line === null) return t.fullBoard;
	const first = line[0] ?? 0;
	const from = cellName(first);
	const mark = discAt(position, from.column - 1, from.row - 1) ?? 'X';
	return t.fourInRowVerdict({
		side: who(context, mark),
		from,
		to: cellName(line.at(-1) ?? first),
		mark
	});
}

const columnsText = (context: NarrationContext, moves: readonly number[]): string =>
	connect4View[context.lang].columns(listedOf(moves.length, (at) => String((moves[at] ?? 0) + 1)));

export const connect4Narration: GameNarration = {
	...boardOpening({
		ai: (game) => connectFour(game).ai,
		verdict,
		opening: (lang) => connect4View[lang].startBoard
	}),
	...boardNarration({
		ai: (game) => connectFour(game).ai,
		start(context, call) {
			const after = dropped(context.trace, call);
			return connect4View[context.lang].start({
				name: context.name(call, true),
				...levelOf(context.trace, call),
				root: call === 1,
				mark: after?.mark ?? null,
				column: after?.column ?? 0
			});
		},
		moveList: (context, _call, moves) => columnsText(context, moves),
		order: (lang) => connect4View[lang].centreFirst
	}),
	moveName: (context, _call, move) => connect4View[context.lang].column(move + 1),

	tryText(context, call) {
		const { trace, lang } = context;
		const parent = trace.parent(call) ?? 1;
		return connect4View[lang].tryColumn({
			parent: context.name(parent, true),
			player: trace.player(parent),
			column: (trace.via(call) ?? 0) + 1,
			child: context.name(call, true)
		});
	},
	finishedText(context, call, brief = false) {
		const { trace, lang } = context;
		const after = brief ? null : dropped(trace, call);
		return connect4View[lang].boardOver({
			name: context.name(call, true),
			mark: after?.mark ?? null,
			column: after?.column ?? 0,
			verdict: verdict(context, call),
			score: context.returnedValue(call)
		});
	},
	estimateText(context, call) {
		const { trace, presenter, lang } = context;
		const ai = connectFour(trace.game).ai;
		const sums = windowSums(trace.position(call));
		const [aiSum, otherSum] = ai === 'X' ? [sums.x, sums.o] : [sums.o, sums.x];
		return connect4View[lang].evaluation({
			ai: who(context, ai),
			aiSum,
			other: who(context, opponent(ai)),
			otherSum,
			value: presenter.value(trace.score(call)),
			held: Math.abs(aiSum - otherSum) > EVALUATION_LIMIT
		});
	},
	startBrief(context) {
		const { trace, lang } = context;
		const ai = connectFour(trace.game).ai;
		const p = { player: trace.player(1), ai, human: opponent(ai) };
		const start = connect4View[lang].startBrief(p);
		const chance = trace.averages ? [connect4View[lang].chanceBrief(p)] : [];
		return words[lang].sentences([start, ...chance]);
	},
	answerText(context) {
		const { trace, lang } = context;
		return connect4View[lang].finishBoard({
			...rootVerdict(context, connectFour(trace.game).ai),
			column: (trace.bestMove(1) ?? 0) + 1
		});
	},

	articleNote: () => null
};
