import { formatCount as count } from '$lib/engine/format';
import { lazyCatalog } from '../catalog';
import { chineseOf } from '../languages';
import { whereEn } from './english';
import { openingEvents } from './opening-en';

export type { OpeningWindow } from './opening-en';

/**
 * The events of the search in words: step 0, a try, a call entering, returning and its caller
 * receiving the value, and the answer at the last step. Calls, values and move lists arrive
 * formatted ("FC3 (n4)", "+10", "cells 4 and 6"); the board's sentences sit beside the
 * generic ones (a tree's are its own: games/tree/view/words.ts).
 */

/** The move that led to a board call: who played and where. */
export interface Played {
	readonly player: string;
	readonly cell: number;
}

const en = {
	// Step 0 (the first view's: opening.ts), then the last step.
	...openingEvents,
	/** The root's scores: listed, or (null) only counted. */
	done: (p: { name: string; count: number; received: string | null }) =>
		`${p.name} is done with ${p.received ?? `all ${count(p.count)} of its scores`}.`,
	/** What a value means when the other side plays at random. */
	expectedOutcome: 'the score it can expect when the other side plays at random',
	finishBoard: (p: { player: string; aim: string; cell: number; score: string; outcome: string }) =>
		`${p.player} ${p.aim}, so ${p.player} plays cell ${p.cell}, score ${p.score}: ${p.outcome}.`,
	draw: 'best play on both sides ends in a draw',
	forcedWin: (p: { ai: boolean; mark: string }) =>
		`${p.ai ? `the AI (${p.mark})` : `the human (${p.mark})`} can force a win`,

	// Try and enter.
	tryCell: (p: { parent: string; player: string; cell: number; child: string }) =>
		`${p.parent} puts ${p.player} in cell ${p.cell} and calls ${p.child} to find out what that move is worth.`,
	/** The call, its depth, and how play got there. */
	start: (p: {
		name: string;
		depth: number;
		moves: number | null;
		root: boolean;
		after: Played | null;
	}) =>
		`${p.name} ${whereEn(p, 'starts')}${p.root ? ' on the starting position' : p.after ? `${p.moves === null ? '' : ','} after ${p.after.player} took cell ${p.after.cell}` : ''}`,
	enterOver: (start: string) =>
		`${start}. The game on this board is over: no move to try, only a score to report.`,
	enterBoard: (p: {
		start: string;
		side: string;
		aim: string;
		single: boolean;
		moves: string;
		window: string | null;
	}) =>
		`${p.start}. ${p.side} moves and ${p.aim}; it ${p.single ? 'has a single move,' : 'will try, in order,'} ${p.moves}.${p.window === null ? '' : ` Window: ${p.window}.`}`,

	// Return.
	boardOver: (p: { name: string; after: Played | null; verdict: string; score: string }) =>
		`${p.name} looks at the board${p.after ? ` after ${p.after.player} took cell ${p.after.cell}` : ''}: ${p.verdict}, so ${p.name} returns ${p.score}.`,
	innerReturn: (p: {
		name: string;
		received: string;
		unsearched: string | null;
		aim: string;
		choice: string;
		/** Its value is only a bound (`valueBound`): at most it (`upper`), at least it; null: exact. */
		bound: { upper: boolean; value: string } | null;
	}) =>
		`${p.name} has its scores: ${p.received}${p.unsearched === null ? '' : `; ${p.unsearched} never got searched`}. It ${p.aim}, so it returns ${p.choice}.${p.bound === null ? '' : ` That is only a bound: ${p.name} is worth ${p.bound.value} or ${p.bound.upper ? 'less' : 'more'}.`}`,
	/** The score a call picks, the move it came from, the tie rule when a tie happened. */
	choice: (p: { maximizing: boolean; score: string; from: string; tie: boolean }) =>
		`the ${p.maximizing ? 'highest' : 'lowest'}, ${p.score}, from ${p.from}${p.tie ? '; ties keep the first' : ''}`,

	// Receive.
	got: (p: { parent: string; score: string; from: string }) =>
		`${p.parent} gets ${p.score} back from ${p.from}.`,
	bestSoFar: (p: { score: string; from: string }) => `Best so far: ${p.score}, from ${p.from}.`
};

export type EventsMessages = typeof en;

export const events = lazyCatalog(en, () => chineseOf('events'));
