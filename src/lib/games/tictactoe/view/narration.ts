import type { Mark, Position, Trace } from '$lib/engine';
import { LINES, markAt, ticTacToe } from '$lib/games/tictactoe/rules';
import { limitWords } from '$lib/i18n/narration/limit';
import { events, type Played } from '$lib/i18n/narration/events';
import { notes } from '$lib/i18n/narration/notes';
import { words } from '$lib/i18n/narration/words';
import { levelOf } from '$lib/player/narration/level';
import { listedOf } from '$lib/player/narration/lists';
import { boardNarration } from '../../board-narration';
import { tictactoeOpening, verdict, who, winner } from './opening';
import { opponent, rootVerdict, type GameNarration } from '../../narration';

/**
 * Tic-tac-toe told for people: calls are plain FC numbers, moves are cells, the sides are X and
 * O with the AI and the human named, and a finished board says who has three in a row. Step 0's
 * telling is opening.ts's (the first view's); this, the rest, loads with the steps past it.
 */

/** The move into `call` ("X took cell 1"); null at the root. */
function played(trace: Trace, call: number): Played | null {
	const parent = trace.parent(call);
	const cell = trace.via(call);
	return parent === null || cell === null ? null : { player: trace.player(parent), cell };
}

/** The lines free of `mark`'s opponent holding exactly `count` of `mark`'s marks (AIMA's Xₙ). */
function linesWith(position: Position, mark: Mark, count: number): number {
	const other = opponent(mark);
	return LINES.filter(
		(line) =>
			line.every((cell) => markAt(position, cell) !== other) &&
			line.filter((cell) => markAt(position, cell) === mark).length === count
	).length;
}

/** The lines of three `mark` could still complete: none of the other side's marks in them. */
function openLines(position: Position, mark: Mark): number {
	const other = opponent(mark);
	return LINES.filter((line) => line.every((cell) => markAt(position, cell) !== other)).length;
}

/** The freeCodeCamp article's walkthrough calls FC5 a human win and FC9 an AI win: both wrong. */
const ARTICLE_SAYS_AI_WON: ReadonlyMap<number, boolean> = new Map([
	[5, false],
	[9, true]
]);

export const tictactoeNarration: GameNarration = {
	...tictactoeOpening,
	...boardNarration({
		ai: (game) => ticTacToe(game).ai,
		start: (context, call) =>
			events[context.lang].start({
				name: context.name(call, true),
				...levelOf(context.trace, call),
				root: call === 1,
				after: played(context.trace, call)
			}),
		moveList: (context, _call, moves) =>
			words[context.lang].cells(listedOf(moves.length, (at) => String(moves[at]))),
		order: (lang) => words[lang].boardOrder
	}),
	moveName: (context, _call, move) => words[context.lang].cell(move),

	tryText(context, call) {
		const { trace, lang } = context;
		const parent = trace.parent(call) ?? 1;
		const cell = trace.via(call) ?? 0;
		return events[lang].tryCell({
			parent: context.name(parent, true),
			player: trace.player(parent),
			cell,
			child: context.name(call, true)
		});
	},
	finishedText(context, call, brief = false) {
		const { trace, lang } = context;
		return events[lang].boardOver({
			name: context.name(call, true),
			after: brief ? null : played(trace, call),
			verdict: verdict(context, call),
			score: context.returnedValue(call)
		});
	},
	estimateText(context, call) {
		const { trace, presenter, lang } = context;
		const board = ticTacToe(trace.game);
		const position = trace.position(call);
		const ai = board.ai;
		if (board.evaluation === 'aima')
			return limitWords[lang].aimaEvaluation({
				ai: who(context, ai),
				other: who(context, opponent(ai)),
				ai2: linesWith(position, ai, 2),
				ai1: linesWith(position, ai, 1),
				other2: linesWith(position, opponent(ai), 2),
				other1: linesWith(position, opponent(ai), 1),
				value: presenter.value(trace.score(call))
			});
		return limitWords[lang].boardEvaluation({
			ai: who(context, ai),
			aiLines: openLines(position, ai),
			other: who(context, opponent(ai)),
			otherLines: openLines(position, opponent(ai)),
			scaled: board.scoring !== 'article',
			value: presenter.value(trace.score(call))
		});
	},
	answerText(context) {
		const { trace, lang } = context;
		return events[lang].finishBoard({
			...rootVerdict(context, ticTacToe(trace.game).ai),
			cell: trace.bestMove(1) ?? 0
		});
	},

	articleNote(context, call) {
		const saidAi = ARTICLE_SAYS_AI_WON.get(call);
		const line = saidAi === undefined ? null : winner(context, call);
		if (saidAi === undefined || line === null) return null;
		const score = context.presenter.value(context.trace.score(call));
		return notes[context.lang].articleNote({
			call,
			saidAi,
			mark: line.mark,
			cells: line.cells,
			score
		});
	}
};
