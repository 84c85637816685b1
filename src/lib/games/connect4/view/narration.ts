import { orderingOf, reorderedMoves, type Mark, type Trace } from '$lib/engine';
import { discAt } from '$lib/games/connect4/board';
import { EVALUATION_LIMIT } from '$lib/games/connect4/eval';
import { connect4View } from './view-messages';
import { events, windows, words } from '$lib/i18n/narration';
import { listedOf } from '$lib/player/narration/lists';
import {
	aimOf,
	opponent,
	rootVerdict,
	windowedName,
	withChanceRule,
	type GameNarration,
	type NarrationContext
} from '../../narration';
import { cellName, connectFour } from './cells';
import { windowSums } from './open-lines';

/**
 * Connect Four told for people: calls are FC numbers, moves are columns 1-7, the sides are X
 * and O with the AI and the human named, and a finished board says where the four in a row is.
 */

/** A side named for people: "X (the AI)", "O (the human)". */
function who(context: NarrationContext, mark: Mark): string {
	return words[context.lang].side(mark, mark === connectFour(context.trace.game).ai);
}

/** Who dropped the disc into `call`, and in which column (1-7); null at the root. */
function dropped(trace: Trace, call: number): { mark: string; column: number } | null {
	const parent = trace.parent(call);
	const move = trace.via(call);
	return parent === null || move === null ? null : { mark: trace.player(parent), column: move + 1 };
}

/** Why a finished board is over: where the four in a row is and who wins, or a full board. */
function verdict(context: NarrationContext, call: number): string {
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
	callName: (_context, call) => `FC${call}`,
	moveName: (context, _call, move) => connect4View[context.lang].column(move + 1),
	moveList: (context, _call, moves) => columnsText(context, moves),

	tryText({ trace, lang }, call) {
		const parent = trace.parent(call) ?? 1;
		return connect4View[lang].tryColumn({
			parent: `FC${parent}`,
			player: trace.player(parent),
			column: (trace.via(call) ?? 0) + 1,
			child: `FC${call}`
		});
	},
	enterText(context, call, window) {
		const { trace, lang } = context;
		const after = dropped(trace, call);
		const start = connect4View[lang].start({
			name: `FC${call}`,
			depth: trace.depth(call),
			root: call === 1,
			mark: after?.mark ?? null,
			column: after?.column ?? 0
		});
		const t = events[lang];
		const position = trace.position(call);
		if (trace.game.isTerminal(position)) return t.enterOver(start);
		// The ordered alpha-beta tries the centre first: its order, and why.
		const reordered = reorderedMoves(trace, call);
		const moves = reordered ?? trace.game.moves(position);
		const text = t.enterBoard({
			start,
			side: who(context, trace.player(call) as Mark),
			aim: aimOf(context, call),
			single: moves.length === 1,
			moves: columnsText(context, moves),
			window
		});
		if (reordered === null || moves.length === 1) return text;
		const order = orderingOf(trace.settings);
		const rule =
			order === 'given'
				? windows[lang].orderRule(connect4View[lang].centreFirst)
				: windows[lang].oracleRule(order === 'best');
		return words[lang].sentences([text, rule]);
	},
	finishedText(context, call) {
		const { trace, presenter, lang } = context;
		const after = dropped(trace, call);
		return connect4View[lang].boardOver({
			name: `FC${call}`,
			mark: after?.mark ?? null,
			column: after?.column ?? 0,
			verdict: verdict(context, call),
			score: presenter.value(trace.score(call))
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
	sideName(context, maximizing) {
		const ai = connectFour(context.trace.game).ai;
		return words[context.lang].side(maximizing ? ai : opponent(ai), maximizing);
	},

	startText(context) {
		const { trace, lang } = context;
		const ai = connectFour(trace.game).ai;
		const start = connect4View[lang].startBoard({
			player: trace.player(1),
			ai,
			human: opponent(ai),
			windowed: windowedName(trace, lang)
		});
		return withChanceRule(context, start, opponent(ai));
	},
	overText(context) {
		const { trace, presenter, lang } = context;
		if (!trace.game.isTerminal(trace.position(1))) return null;
		const score = presenter.value(trace.score(1));
		return events[lang].alreadyOver({ verdict: verdict(context, 1), score });
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
