import {
	bestAfter,
	enterIndex,
	eventAt,
	receiveRule,
	returnIndex,
	windowAt,
	markAt,
	TicTacToe,
	TreeGame,
	type Move,
	type Trace,
	type WindowRule
} from '$lib/engine';
import type { DrawnTree } from './drawn';
import {
	articleLetter,
	isArticleBoard,
	isArticleTree,
	plural,
	valueLabel,
	winningLine
} from './labels';
import type { StepMap } from './steps';

/**
 * What the teacher's box says at each step: at most three plain sentences about the event the
 * step shows, and, on the freeCodeCamp board only, a note where that article's own text slips.
 * Under alpha-beta every value that comes back is weighed against the caller's window, and
 * every cut says which bound came from where.
 */

export interface Narration {
	readonly text: string;
	readonly note: string | null;
}

export interface NarrationOptions {
	/** Name article 004's nodes A–G as its walkthrough does. */
	readonly letters?: boolean;
	/** The drawn tree, for what each cut saved; without it cuts are named but not counted. */
	readonly drawn?: DrawnTree;
}

/** "a", "a and b", "a, b and c"; long lists are cut short so the text fits its box. */
function joinAnd(items: readonly string[], most = 8): string {
	const extra = items.length - most + 1;
	const shown = extra > 1 ? [...items.slice(0, most - 1), `${extra} more`] : items;
	if (shown.length < 2) return shown.join('');
	return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const opponent = (mark: string): string => (mark === 'X' ? 'O' : 'X');

class Narrator {
	readonly trace: Trace;
	readonly #letters: boolean;
	readonly #drawn: DrawnTree | null;

	constructor(trace: Trace, options: NarrationOptions) {
		this.trace = trace;
		this.#letters = (options.letters ?? false) && isArticleTree(trace.game);
		this.#drawn = options.drawn ?? null;
	}

	val(score: number): string {
		return valueLabel(this.trace, score);
	}

	/** "node 4", or "A" when the walkthrough letters are on. */
	node(number: number): string {
		const letter = this.#letters ? articleLetter(number) : null;
		return letter ?? `node ${number}`;
	}

	/** The node a move from `call` leads to, by its level-order number. */
	nodeAfter(game: TreeGame, call: number, move: Move): number {
		return game.levelOrderNumber(game.play(this.trace.position(call), move));
	}

	/** "FC3" on a board, "FC3 (node 4)" or "FC3 (A)" in a tree; `short` drops the node. */
	name(call: number, short = false): string {
		const game = this.trace.game;
		if (short || !(game instanceof TreeGame)) return `FC${call}`;
		return `FC${call} (${this.node(game.levelOrderNumber(this.trace.position(call)))})`;
	}

	/** "cell 4" on a board; "its second child (node 16)" in a tree. */
	moveName(call: number, move: Move): string {
		const game = this.trace.game;
		if (!(game instanceof TreeGame)) return `cell ${move}`;
		const nth = ORDINALS[move] ?? `number ${move + 1}`;
		return `its ${nth} child (${this.node(this.nodeAfter(game, call, move))})`;
	}

	/** Moves from `call` as a list: "cells 4 and 6", "node 17", "G". */
	movesText(call: number, moves: readonly Move[]): string {
		const game = this.trace.game;
		if (!(game instanceof TreeGame))
			return `cell${moves.length === 1 ? '' : 's'} ${joinAnd(moves.map(String))}`;
		const names = moves.map((move) => this.node(this.nodeAfter(game, call, move)));
		if (names.every((name) => !name.startsWith('node'))) return joinAnd(names);
		const numbers = moves.map((move) => String(this.nodeAfter(game, call, move)));
		return `node${moves.length === 1 ? '' : 's'} ${joinAnd(numbers)}`;
	}

	/** A board's side named for people: "X (the AI)", "O (the human)". */
	who(game: TicTacToe, mark: string): string {
		return `${mark} (the ${mark === game.ai ? 'AI' : 'human'})`;
	}

	aim(call: number): string {
		return this.trace.isMaximizing(call) ? 'maximises' : 'minimises';
	}

	windowText(alpha: number, beta: number): string {
		return `alpha = ${this.val(alpha)}, beta = ${this.val(beta)}`;
	}

	/** Why a finished board is over: "X (the AI) has three in a row on cells 3, 4 and 5. X wins". */
	verdict(game: TicTacToe, call: number): string {
		const position = this.trace.position(call);
		const line = winningLine(game, position, this.trace.via(call));
		if (!line) return 'the board is full and nobody has three in a row. A draw';
		const mark = markAt(position, line[0]) ?? 'X';
		const cells = joinAnd(line.map(String));
		return `${this.who(game, mark)} has three in a row on cells ${cells}. ${mark} wins`;
	}

	/** " after X took cell 1" for a board call reached by a move; empty otherwise. */
	after(call: number): string {
		const trace = this.trace;
		const parent = trace.parent(call);
		const via = trace.via(call);
		if (parent === null || via === null || trace.game instanceof TreeGame) return '';
		return ` after ${trace.player(parent)} took cell ${via}`;
	}

	/** The scores a call received, each with its move: "-10 (cell 1) and +10 (cell 4)". */
	received(call: number): string {
		const trace = this.trace;
		const parts = trace.children(call).map((child) => {
			const move = this.movesText(call, [trace.via(child) ?? 0]);
			return `${this.val(trace.score(child))} (${move})`;
		});
		return joinAnd(parts);
	}

	tryText(call: number): string {
		const trace = this.trace;
		const parent = trace.parent(call) ?? 1;
		const move = trace.via(call) ?? 0;
		const calls = `calls ${this.name(call)} to find out what`;
		if (trace.game instanceof TreeGame)
			return `${this.name(parent)} tries its ${ORDINALS[move] ?? 'next'} child and ${calls} it is worth.`;
		return `${this.name(parent)} puts ${trace.player(parent)} in cell ${move} and ${calls} that move is worth.`;
	}

	enterText(call: number): string {
		const trace = this.trace;
		const game = trace.game;
		const where = call === 1 ? ' on the starting position' : this.after(call);
		const start = `${this.name(call)} starts at depth ${trace.depth(call)}${where}`;
		if (game.isTerminal(trace.position(call))) {
			if (game instanceof TreeGame) return `${start}: a leaf, so there is nothing below to search.`;
			return `${start}. The game on this board is over: no move to try, only a score to report.`;
		}
		const moves = game.moves(trace.position(call));
		const alpha = trace.alpha(call);
		const beta = trace.beta(call);
		const window =
			alpha === null || beta === null ? '' : ` Window: ${this.windowText(alpha, beta)}.`;
		if (game instanceof TicTacToe) {
			const plan = moves.length === 1 ? 'has a single move,' : 'will try, in order,';
			return `${start}. ${this.who(game, trace.player(call))} moves and ${this.aim(call)}; it ${plan} ${this.movesText(call, moves)}.${window}`;
		}
		const keeps = trace.isMaximizing(call) ? 'the highest' : 'the lowest';
		const kids = moves.length === 1 ? 'its only child' : `its ${moves.length} children`;
		return `${start}. A ${trace.player(call)} node keeps ${keeps} value; it will try ${kids}.${window}`;
	}

	/** How a call picked its score, naming the move; the tie rule only when a tie happened. */
	choice(call: number): string {
		const trace = this.trace;
		const score = trace.score(call);
		const word = trace.isMaximizing(call) ? 'highest' : 'lowest';
		const move = trace.bestMove(call) ?? 0;
		const tie = trace.children(call).filter((c) => trace.score(c) === score).length > 1;
		const rule = tie ? '; ties keep the first' : '';
		return `the ${word}, ${this.val(score)}, from ${this.moveName(call, move)}${rule}`;
	}

	returnText(call: number): string {
		const trace = this.trace;
		const game = trace.game;
		const me = this.name(call);
		const score = this.val(trace.score(call));
		let text: string;
		if (game.isTerminal(trace.position(call))) {
			text =
				game instanceof TicTacToe
					? `${me} looks at the board${this.after(call)}: ${this.verdict(game, call)}, so ${me} returns ${score}.`
					: `${me} is a leaf worth ${score}, so it returns ${score}.`;
		} else {
			const pruned = trace.prunedMoves(call);
			const cut = pruned.length > 0 ? `; ${this.movesText(call, pruned)} never got searched` : '';
			text = `${me} has its scores: ${this.received(call)}${cut}. It ${this.aim(call)}, so it returns ${this.choice(call)}.`;
		}
		const rule = receiveRule(trace, call);
		return rule === null ? text : `${text} ${this.ahead(rule)}`;
	}

	/** At a return under alpha-beta: what the caller's window will make of the value. */
	ahead(rule: WindowRule): string {
		const { caller, before, after } = rule;
		const window = `[${this.val(before.alpha)}, ${this.val(before.beta)}]`;
		const head = `Back in ${this.name(caller, this.trace.game instanceof TicTacToe)}, window ${window}: ${this.change(rule)}`;
		if (!rule.stops) return `${head}.`;
		const meet = `alpha ${this.val(after.alpha)} meets beta ${this.val(after.beta)}`;
		if (rule.cut.length === 0) return `${head}, and ${meet}, though no moves are left there.`;
		return `${head}, and ${meet}: it will skip ${this.movesText(caller, rule.cut)}.`;
	}

	/** The value against the window: "2 is below beta +∞, so beta falls to 2". */
	change(rule: WindowRule): string {
		const value = this.val(rule.value);
		const { before, after } = rule;
		switch (rule.change) {
			case 'raise-alpha':
				return `${value} is above alpha ${this.val(before.alpha)}, so alpha rises to ${value}`;
			case 'lower-beta':
				return `${value} is below beta ${this.val(before.beta)}, so beta falls to ${value}`;
			default:
				return this.trace.isMaximizing(rule.caller)
					? `${value} is not above alpha ${this.val(after.alpha)}, so the window stays`
					: `${value} is not below beta ${this.val(after.beta)}, so the window stays`;
		}
	}

	receiveText(call: number): string {
		const trace = this.trace;
		const parent = trace.parent(call) ?? 1;
		// The first child holding the best score so far is the one kept (only strictly better wins).
		const score = bestAfter(trace, parent, call);
		const best = trace.children(parent).find((c) => trace.score(c) === score) ?? call;
		const from = (c: number) => this.moveName(parent, trace.via(c) ?? 0);
		const got = `${this.name(parent)} gets ${this.val(trace.score(call))} back from ${from(call)}.`;
		const kept = ` Best so far: ${this.val(trace.score(best))}, from ${from(best)}.`;
		const rule = receiveRule(trace, call);
		if (rule === null) return got + kept;
		const change = this.change(rule);
		const changed = `${change[0]?.toUpperCase() ?? ''}${change.slice(1)}`;
		if (rule.stops && rule.cut.length > 0) return `${got} ${changed}. ${this.cutText(rule)}`;
		const window = ` Window now: ${this.windowText(rule.after.alpha, rule.after.beta)}.`;
		return `${got} ${changed}.${window}`;
	}

	/**
	 * Alpha met beta: which bound came from which ancestor, why play never comes here, and
	 * what the cut saves (with minimax's call number when one branch is cut).
	 */
	cutText(rule: WindowRule): string {
		const trace = this.trace;
		const game = trace.game;
		const { caller, after, cut } = rule;
		const board = game instanceof TicTacToe;
		const maxSide = board ? `${game.ai} (the AI)` : 'max';
		const minSide = board ? `${opponent(game.ai)} (the human)` : 'min';
		const maximizing = trace.isMaximizing(caller);
		const bound = maximizing ? after.beta : after.alpha;
		const holder = this.holder(caller, !maximizing, bound);
		const at = holder === null ? 'higher up' : `at ${this.name(holder)}`;
		const here = `here at ${this.name(caller)}`;
		const why = maximizing
			? `${minSide} can already hold the score to ${this.val(bound)} ${at}, and ${here} ${maxSide} gets at least ${this.val(after.alpha)}, so ${minSide} gains nothing by letting play come here`
			: `${maxSide} can already get ${this.val(bound)} ${at}, and ${here} ${minSide} can hold it to ${this.val(after.beta)} or less, so ${maxSide} gains nothing by coming here`;
		const what = `${this.movesText(caller, cut)} ${cut.length === 1 ? 'is' : 'are'} pruned`;
		return `Now alpha ${this.val(after.alpha)} ≥ beta ${this.val(after.beta)}: ${why}. So ${what}${this.savings(caller, cut)}.`;
	}

	/** ", saving 3 calls (minimax's FC9)" from the drawn tree's count; empty without one. */
	savings(caller: number, cut: readonly Move[]): string {
		const branches = (this.#drawn?.branches ?? []).filter(
			(branch) => branch.parent === caller && cut.includes(branch.move)
		);
		if (branches.length === 0) return '';
		const saved = branches.reduce((sum, branch) => sum + branch.saved, 0);
		const first = branches[0]?.minimaxCall ?? 0;
		const fc =
			saved === 1 ? ` (minimax's FC${first})` : ` (minimax's FC${first}–FC${first + saved - 1})`;
		return `, saving ${plural(saved, 'call')}${branches.length === 1 ? fc : ''}`;
	}

	/**
	 * The nearest ancestor of `call` on the given side that already holds `bound` as its best
	 * so far: where the bound in the window came from. Null when none does (the opening ±∞).
	 */
	holder(call: number, maximizing: boolean, bound: number): number | null {
		const trace = this.trace;
		for (
			let child = call, up = trace.parent(call);
			up !== null;
			child = up, up = trace.parent(up)
		) {
			if (trace.isMaximizing(up) !== maximizing) continue;
			const earlier = trace.children(up).filter((c) => c < child);
			const last = earlier.at(-1);
			if (last !== undefined && bestAfter(trace, up, last) === bound) return up;
		}
		return null;
	}

	text(kind: 'try' | 'enter' | 'return' | 'receive', call: number): string {
		if (kind === 'try') return this.tryText(call);
		if (kind === 'enter') return this.enterText(call);
		if (kind === 'return') return this.returnText(call);
		return this.receiveText(call);
	}

	/** Step 0: the position, who moves, who maximises. */
	startText(): string {
		const trace = this.trace;
		const game = trace.game;
		const ab =
			trace.algorithm === 'alphabeta' ? ' Alpha-beta opens with alpha = -∞, beta = +∞.' : '';
		if (!(game instanceof TicTacToe))
			return `The search is about to start at the root (node 1), a ${trace.player(1)} node. Levels alternate: max nodes keep the highest value, min nodes the lowest.${ab}`;
		if (game.isTerminal(trace.position(1))) return this.finishText();
		const human = opponent(game.ai);
		return `The search is about to start on this board, ${trace.player(1)} to move. ${game.ai} is the AI and maximises (+10 is an ${game.ai} win); ${human} minimises (-10 is an ${human} win) and a draw is 0.${ab}`;
	}

	/** The root has returned: the answer, or why there was nothing to search. */
	finishText(): string {
		const trace = this.trace;
		const game = trace.game;
		const score = trace.score(1);
		if (game.isTerminal(trace.position(1)) && game instanceof TicTacToe)
			return `This game is already over: ${this.verdict(game, 1)}. There is nothing to search; the score is ${this.val(score)}.`;
		const move = trace.bestMove(1) ?? 0;
		const cuts = trace.prunedBranches;
		const saved = this.#drawn?.cutBy(Infinity).saved ?? 0;
		const total = (trace.calls + saved).toLocaleString('en-US');
		const spared =
			saved > 0 ? `, saving ${saved.toLocaleString('en-US')} of minimax's ${total} calls` : '';
		const pruned =
			cuts > 0 ? ` Alpha-beta pruned ${plural(cuts, 'branch', 'branches')}${spared}.` : '';
		// A long list of scores would crowd out the answer, so past five only the count is given.
		const count = trace.children(1).length;
		const scores = count > 5 ? `all ${count} of its scores` : this.received(1);
		const done = `${this.name(1)} is done with ${scores}.`;
		const word = trace.isMaximizing(1) ? 'highest' : 'lowest';
		if (!(game instanceof TicTacToe))
			return `${done} The root is worth ${this.val(score)}, the ${word} value, through ${this.moveName(1, move)}.${pruned}`;
		const winner = score > 0 ? `the AI (${game.ai})` : `the human (${opponent(game.ai)})`;
		const outcome =
			score === 0 ? 'best play on both sides ends in a draw' : `${winner} can force a win`;
		return `${done} ${trace.player(1)} ${this.aim(1)}, so ${trace.player(1)} plays cell ${move}, score ${this.val(score)}: ${outcome}.${pruned}`;
	}

	/**
	 * One sentence for the returns and receives between two by-call steps; null when none.
	 * At the last step only the cuts made on the way back are told, to leave room for the answer.
	 */
	summary(from: number, to: number, last: boolean, brief = false): string | null {
		const trace = this.trace;
		let first: number | null = null;
		const returned: number[] = [];
		for (let index = from + 1; index < to; index++) {
			const event = eventAt(trace, index);
			if (event.kind === 'receive') first ??= event.call;
			else if (event.kind === 'return') returned.push(event.call);
		}
		if (first === null) return null;
		const fc = (call: number) => this.name(call, true);
		const up = (call: number) => fc(trace.parent(call) ?? 1);
		const cutters = returned.filter((call) => trace.prunedMoves(call).length > 0);
		const cut = (call: number) => {
			const window = windowAt(trace, call, returnIndex(trace, call));
			const meet = window
				? ` (alpha ${this.val(window.alpha)} ≥ beta ${this.val(window.beta)})`
				: '';
			return `cut ${this.movesText(call, trace.prunedMoves(call))}${meet}`;
		};
		if (brief) {
			const top = returned.at(-1) ?? first;
			const cuts = cutters.length > 0 ? `, cutting in ${joinAnd(cutters.map(fc), 3)}` : '';
			return `${fc(first)}'s ${this.val(trace.score(first))} went back up to ${up(top)}${cuts}.`;
		}
		if (last) {
			if (cutters.length === 0) return null;
			return `On the way back, ${joinAnd(
				cutters.map((call) => `${fc(call)} ${cut(call)}`),
				3
			)}.`;
		}
		const back = (call: number) => {
			const cutFirst = cutters.includes(call) ? `${cut(call)} and ` : '';
			const word = trace.isMaximizing(call) ? 'highest' : 'lowest';
			return `${cutFirst}returned its ${word} score, ${this.val(trace.score(call))}, to ${up(call)}`;
		};
		const text = `${fc(first)}'s ${this.val(trace.score(first))} went back to ${up(first)}`;
		const top = returned.at(-1);
		if (top === undefined) return `${text}.`;
		if (returned.length <= 2)
			return `${text}${returned.map((c) => `, which ${back(c)}`).join('')}.`;
		const hidden = cutters.filter((call) => call !== top);
		const also =
			hidden.length > 0
				? ` On the way, ${joinAnd(
						hidden.map((call) => `${fc(call)} ${cut(call)}`),
						3
					)}.`
				: '';
		return `${text}; ${returned.length} calls then finished in turn up to ${fc(top)}, which ${back(top)}.${also}`;
	}
}

/**
 * The alpha-beta rule at event `index`, in symbols for the line above the tree: the window a
 * call starts with, or a value weighed against its caller's window ("2 < β → β = 2 · α 3 ≥ β 2:
 * cut G"). Null for minimax, before the start and at the root's return.
 */
export function ruleAt(trace: Trace, index: number, options: NarrationOptions = {}): string | null {
	if (trace.algorithm !== 'alphabeta' || index < 0) return null;
	const narrator = new Narrator(trace, options);
	const event = eventAt(trace, index);
	const v = (value: number) => narrator.val(value);
	const span = (w: { alpha: number; beta: number }) => `[${v(w.alpha)}, ${v(w.beta)}]`;
	if (event.kind === 'enter' || event.kind === 'try') {
		const window = windowAt(trace, event.call, enterIndex(trace, event.call));
		if (window === null) return null;
		const verb = event.kind === 'enter' ? 'starts with' : 'will get';
		return `${narrator.name(event.call, true)} ${verb} window ${span(window)}`;
	}
	const rule = receiveRule(trace, event.call);
	if (rule === null) return null;
	const value = v(rule.value);
	const { before, after } = rule;
	// The window before is shown in full, so each comparison names only the bound it tests.
	const change =
		rule.change === 'raise-alpha'
			? `${value} > α → α = ${value}`
			: rule.change === 'lower-beta'
				? `${value} < β → β = ${value}`
				: trace.isMaximizing(rule.caller)
					? `${value} ≤ α → no change`
					: `${value} ≥ β → no change`;
	const meet = `α ${v(after.alpha)} ≥ β ${v(after.beta)}`;
	const stop = !rule.stops
		? ''
		: rule.cut.length === 0
			? ` · ${meet}: nothing left`
			: ` · ${meet}: cut ${narrator.movesText(rule.caller, rule.cut)}`;
	const arrow = event.kind === 'return' ? '→' : '⇒';
	const head = `FC${event.call} ${arrow} FC${rule.caller} ${span(before)}`;
	return `${head}: ${change}${stop}`;
}

/** About what the teacher's box shows at projector size. */
const MAX_LENGTH = 400;

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
export function narrate(
	trace: Trace,
	steps: StepMap,
	step: number,
	options: NarrationOptions = {}
): Narration {
	const narrator = new Narrator(trace, options);
	const at = steps.clamp(step);
	if (at === 0) return { text: narrator.startText(), note: null };
	const index = steps.eventOf(at);
	const event = eventAt(trace, index);
	const text = at === steps.last ? narrator.finishText() : narrator.text(event.kind, event.call);
	const note = articleNote(trace, index);
	if (steps.granularity !== 'call') return { text, note };
	// The box holds about 400 characters: past that, the way back is told in brief.
	const from = steps.eventOf(at - 1);
	const last = at === steps.last;
	let before = narrator.summary(from, index, last);
	if (before !== null && before.length + text.length >= MAX_LENGTH)
		before = narrator.summary(from, index, last, true);
	if (before !== null && before.length + text.length >= MAX_LENGTH) before = null;
	return { text: before === null ? text : `${before} ${text}`, note };
}
