import {
	bestAfter,
	cutOnReceive,
	eventAt,
	returnIndex,
	windowAfter,
	markAt,
	TicTacToe,
	TreeGame,
	type Move,
	type Trace
} from '$lib/engine';
import { formatValue, isArticleBoard, winningLine } from './labels';
import type { StepMap } from './steps';

/**
 * What the teacher's box says at each step: at most three plain sentences about the event the
 * step shows, and, on the freeCodeCamp board only, a note where that article's own text slips.
 */

export interface Narration {
	readonly text: string;
	readonly note: string | null;
}

/** Tree values read as typed in the tree (3, 17); board scores carry a sign (+10). */
function val(trace: Trace, score: number): string {
	const plain = trace.game instanceof TreeGame && Number.isFinite(score);
	return plain ? String(score) : formatValue(score);
}

/** "a", "a and b", "a, b and c"; long lists are cut short so the text fits its box. */
function joinAnd(items: readonly string[], most = 8): string {
	const extra = items.length - most + 1;
	const shown = extra > 1 ? [...items.slice(0, most - 1), `${extra} more`] : items;
	if (shown.length < 2) return shown.join('');
	return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** The node number a move from `call` leads to. */
function nodeAfter(game: TreeGame, trace: Trace, call: number, move: Move): number {
	return game.levelOrderNumber(game.play(trace.position(call), move));
}

/** "FC3" on a board, "FC3 (node 4)" in a tree; `short` drops the node to save room. */
function name(trace: Trace, call: number, short = false): string {
	const game = trace.game;
	if (short || !(game instanceof TreeGame)) return `FC${call}`;
	return `FC${call} (node ${game.levelOrderNumber(trace.position(call))})`;
}

/** "cell 4" on a board; "its second child (node 16)" in a tree. */
function moveName(trace: Trace, call: number, move: Move): string {
	const game = trace.game;
	if (!(game instanceof TreeGame)) return `cell ${move}`;
	const nth = ORDINALS[move] ?? `number ${move + 1}`;
	return `its ${nth} child (node ${nodeAfter(game, trace, call, move)})`;
}

/** Moves from `call` as a list: "cells 4 and 6", "node 17". */
function movesText(trace: Trace, call: number, moves: readonly Move[]): string {
	const game = trace.game;
	const tree = game instanceof TreeGame;
	const names = moves.map((m) => String(tree ? nodeAfter(game, trace, call, m) : m));
	return `${tree ? 'node' : 'cell'}${moves.length === 1 ? '' : 's'} ${joinAnd(names)}`;
}

/** A board's side named for people: "X (the AI)", "O (the human)". */
function who(game: TicTacToe, mark: string): string {
	return `${mark} (the ${mark === game.ai ? 'AI' : 'human'})`;
}

const opponent = (mark: string): string => (mark === 'X' ? 'O' : 'X');
const aim = (trace: Trace, call: number) => (trace.isMaximizing(call) ? 'maximises' : 'minimises');

function windowText(trace: Trace, alpha: number, beta: number): string {
	return `alpha = ${val(trace, alpha)}, beta = ${val(trace, beta)}`;
}

/** Why a finished board is over: "X (the AI) has three in a row on cells 3, 4 and 5. X wins". */
function verdict(game: TicTacToe, trace: Trace, call: number): string {
	const position = trace.position(call);
	const line = winningLine(game, position, trace.via(call));
	if (!line) return 'the board is full and nobody has three in a row. A draw';
	const mark = markAt(position, line[0]) ?? 'X';
	const cells = joinAnd(line.map(String));
	return `${who(game, mark)} has three in a row on cells ${cells}. ${mark} wins`;
}

/** " after X took cell 1" for a board call reached by a move; empty otherwise. */
function after(trace: Trace, call: number): string {
	const parent = trace.parent(call);
	const via = trace.via(call);
	if (parent === null || via === null || trace.game instanceof TreeGame) return '';
	return ` after ${trace.player(parent)} took cell ${via}`;
}

/** The scores a call received, each with its move: "-10 (cell 1) and +10 (cell 4)". */
function received(trace: Trace, call: number): string {
	const parts = trace.children(call).map((child) => {
		const move = movesText(trace, call, [trace.via(child) ?? 0]);
		return `${val(trace, trace.score(child))} (${move})`;
	});
	return joinAnd(parts);
}

function tryText(trace: Trace, call: number): string {
	const parent = trace.parent(call) ?? 1;
	const move = trace.via(call) ?? 0;
	const calls = `calls ${name(trace, call)} to find out what`;
	if (trace.game instanceof TreeGame)
		return `${name(trace, parent)} tries its ${ORDINALS[move] ?? 'next'} child and ${calls} it is worth.`;
	return `${name(trace, parent)} puts ${trace.player(parent)} in cell ${move} and ${calls} that move is worth.`;
}

function enterText(trace: Trace, call: number): string {
	const game = trace.game;
	const where = call === 1 ? ' on the starting position' : after(trace, call);
	const start = `${name(trace, call)} starts at depth ${trace.depth(call)}${where}`;
	if (game.isTerminal(trace.position(call))) {
		if (game instanceof TreeGame) return `${start}: a leaf, so there is nothing below to search.`;
		return `${start}. The game on this board is over: no move to try, only a score to report.`;
	}
	const moves = game.moves(trace.position(call));
	const alpha = trace.alpha(call);
	const beta = trace.beta(call);
	const window =
		alpha === null || beta === null ? '' : ` Window: ${windowText(trace, alpha, beta)}.`;
	if (game instanceof TicTacToe) {
		const plan = moves.length === 1 ? 'has a single move,' : 'will try, in order,';
		return `${start}. ${who(game, trace.player(call))} moves and ${aim(trace, call)}; it ${plan} ${movesText(trace, call, moves)}.${window}`;
	}
	const keeps = trace.isMaximizing(call) ? 'the highest' : 'the lowest';
	const kids = moves.length === 1 ? 'its only child' : `its ${moves.length} children`;
	return `${start}. A ${trace.player(call)} node keeps ${keeps} value; it will try ${kids}.${window}`;
}

/** How a call picked its score, naming the move; the tie rule only when a tie happened. */
function choice(trace: Trace, call: number): string {
	const score = trace.score(call);
	const word = trace.isMaximizing(call) ? 'highest' : 'lowest';
	const move = trace.bestMove(call) ?? 0;
	const tie = trace.children(call).filter((c) => trace.score(c) === score).length > 1;
	const rule = tie ? '; ties keep the first' : '';
	return `the ${word}, ${val(trace, score)}, from ${moveName(trace, call, move)}${rule}`;
}

function returnText(trace: Trace, call: number): string {
	const game = trace.game;
	const me = name(trace, call);
	const score = val(trace, trace.score(call));
	if (game.isTerminal(trace.position(call))) {
		if (game instanceof TicTacToe)
			return `${me} looks at the board${after(trace, call)}: ${verdict(game, trace, call)}, so ${me} returns ${score}.`;
		return `${me} is a leaf worth ${score}, so it returns ${score}.`;
	}
	const pruned = trace.prunedMoves(call);
	const cut = pruned.length > 0 ? `; ${movesText(trace, call, pruned)} never got searched` : '';
	return `${me} has its scores: ${received(trace, call)}${cut}. It ${aim(trace, call)}, so it returns ${choice(trace, call)}.`;
}

/** Alpha met beta: what is cut, and why the player above would never let play come here. */
function cutText(trace: Trace, parent: number, alpha: number, beta: number): string {
	const game = trace.game;
	const board = game instanceof TicTacToe;
	const maxSide = board ? game.ai : 'the max player';
	const minSide = board ? opponent(game.ai) : 'the min player';
	const why = trace.isMaximizing(parent)
		? `${minSide} can already hold the score to ${val(trace, beta)} elsewhere and would never let play come here`
		: `${maxSide} can already get ${val(trace, alpha)} elsewhere and would never pick this line`;
	const pruned = trace.prunedMoves(parent);
	const what = `${movesText(trace, parent, pruned)} ${pruned.length === 1 ? 'is' : 'are'} pruned`;
	return ` Now alpha ${val(trace, alpha)} ≥ beta ${val(trace, beta)}, so ${what}: ${why}.`;
}

function receiveText(trace: Trace, call: number): string {
	const parent = trace.parent(call) ?? 1;
	// The first child holding the best score so far is the one kept (only strictly better wins).
	const score = bestAfter(trace, parent, call);
	const best = trace.children(parent).find((c) => trace.score(c) === score) ?? call;
	const from = (c: number) => moveName(trace, parent, trace.via(c) ?? 0);
	const got = `${name(trace, parent)} gets ${val(trace, trace.score(call))} back from ${from(call)}.`;
	const kept = ` Best so far: ${val(trace, trace.score(best))}, from ${from(best)}.`;
	const window = windowAfter(trace, parent, call);
	if (window === null) return got + kept;
	if (cutOnReceive(trace, call).length > 0)
		return got + cutText(trace, parent, window.alpha, window.beta);
	return `${got}${kept} Window now: ${windowText(trace, window.alpha, window.beta)}.`;
}

const EVENT_TEXT = { try: tryText, enter: enterText, return: returnText, receive: receiveText };

/** Step 0: the position, who moves, who maximises. */
function startText(trace: Trace): string {
	const game = trace.game;
	const ab = trace.algorithm === 'alphabeta' ? ' Alpha-beta opens with alpha = -∞, beta = +∞.' : '';
	if (!(game instanceof TicTacToe))
		return `The search is about to start at the root (node 1), a ${trace.player(1)} node. Levels alternate: max nodes keep the highest value, min nodes the lowest.${ab}`;
	if (game.isTerminal(trace.position(1))) return finishText(trace);
	const human = opponent(game.ai);
	return `The search is about to start on this board, ${trace.player(1)} to move. ${game.ai} is the AI and maximises (+10 is an ${game.ai} win); ${human} minimises (-10 is an ${human} win) and a draw is 0.${ab}`;
}

/** The root has returned: the answer, or why there was nothing to search. */
function finishText(trace: Trace): string {
	const game = trace.game;
	const score = trace.score(1);
	if (game.isTerminal(trace.position(1)) && game instanceof TicTacToe)
		return `This game is already over: ${verdict(game, trace, 1)}. There is nothing to search; the score is ${val(trace, score)}.`;
	const move = trace.bestMove(1) ?? 0;
	const cuts = trace.prunedBranches;
	const branches = `${cuts.toLocaleString('en-US')} branch${cuts === 1 ? '' : 'es'}`;
	const pruned = cuts > 0 ? ` Alpha-beta pruned ${branches}.` : '';
	// A long list of scores would crowd out the answer, so past five only the count is given.
	const count = trace.children(1).length;
	const scores = count > 5 ? `all ${count} of its scores` : received(trace, 1);
	const done = `${name(trace, 1)} is done with ${scores}.`;
	const word = trace.isMaximizing(1) ? 'highest' : 'lowest';
	if (!(game instanceof TicTacToe))
		return `${done} The root is worth ${val(trace, score)}, the ${word} value, through ${moveName(trace, 1, move)}.${pruned}`;
	const winner = score > 0 ? `the AI (${game.ai})` : `the human (${opponent(game.ai)})`;
	const outcome =
		score === 0 ? 'best play on both sides ends in a draw' : `${winner} can force a win`;
	return `${done} ${trace.player(1)} ${aim(trace, 1)}, so ${trace.player(1)} plays cell ${move}, score ${val(trace, score)}: ${outcome}.${pruned}`;
}

/** One sentence for the returns and receives between two by-call steps; null when none. */
function summary(trace: Trace, from: number, to: number): string | null {
	let first: number | null = null;
	const returned: number[] = [];
	for (let index = from + 1; index < to; index++) {
		const event = eventAt(trace, index);
		if (event.kind === 'receive') first ??= event.call;
		else if (event.kind === 'return') returned.push(event.call);
	}
	if (first === null) return null;
	const fc = (call: number) => name(trace, call, true);
	const up = (call: number) => fc(trace.parent(call) ?? 1);
	const back = (call: number) => {
		const cut = trace.prunedMoves(call).length > 0 ? 'cut the rest and ' : '';
		const word = trace.isMaximizing(call) ? 'highest' : 'lowest';
		return `${cut}returned its ${word} score, ${val(trace, trace.score(call))}, to ${up(call)}`;
	};
	const text = `${fc(first)}'s ${val(trace, trace.score(first))} went back to ${up(first)}`;
	const top = returned.at(-1);
	if (top === undefined) return `${text}.`;
	if (returned.length <= 2) return `${text}${returned.map((c) => `, which ${back(c)}`).join('')}.`;
	return `${text}; ${returned.length} calls then finished in turn up to ${fc(top)}, which ${back(top)}.`;
}

/** The freeCodeCamp article's walkthrough names the wrong winner at FC5 and FC9. */
function articleNote(trace: Trace, index: number): string | null {
	if (trace.algorithm !== 'minimax' || !isArticleBoard(trace.game)) return null;
	const heads = "Heads-up: the freeCodeCamp article's text calls";
	if (index === returnIndex(trace, 5))
		return `${heads} FC5 a win for the human, but X holds cells 3, 4 and 5, so +10 (an AI win) is right.`;
	if (index === returnIndex(trace, 9))
		return `${heads} FC9 a win for the AI, but O holds cells 0, 4 and 8, so -10 (a human win) is right.`;
	return null;
}

/** What the teacher's box says at `step` of `steps`. */
export function narrate(trace: Trace, steps: StepMap, step: number): Narration {
	const at = steps.clamp(step);
	if (at === 0) return { text: startText(trace), note: null };
	const index = steps.eventOf(at);
	const event = eventAt(trace, index);
	const text = at === steps.last ? finishText(trace) : EVENT_TEXT[event.kind](trace, event.call);
	const before = steps.granularity === 'call' ? summary(trace, steps.eventOf(at - 1), index) : null;
	return { text: before === null ? text : `${before} ${text}`, note: articleNote(trace, index) };
}
