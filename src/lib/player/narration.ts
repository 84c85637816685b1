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
import { articleLetter, isArticleBoard, isArticleTree, valueLabel, winningLine } from './labels';
import { narration, type Bounds, type Listed, type Played } from '$lib/i18n/narration';
import type { Lang } from '$lib/i18n/lang';
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
	/** The language spoken (default English). */
	readonly lang?: Lang;
}

type Words = (typeof narration)[Lang];

const opponent = (mark: string): string => (mark === 'X' ? 'O' : 'X');

/** A list of at most `most` items: past that, the last place tells how many were left out. */
function shorten(items: readonly string[], most = 8): Listed {
	const extra = items.length - most + 1;
	return extra > 1 ? { items: items.slice(0, most - 1), hidden: extra } : { items, hidden: 0 };
}

class Narrator {
	readonly trace: Trace;
	readonly t: Words;
	readonly #letters: boolean;
	readonly #drawn: DrawnTree | null;

	constructor(trace: Trace, options: NarrationOptions) {
		this.trace = trace;
		this.t = narration[options.lang ?? 'en'];
		this.#letters = (options.letters ?? false) && isArticleTree(trace.game);
		this.#drawn = options.drawn ?? null;
	}

	val(score: number): string {
		return valueLabel(this.trace, score);
	}

	bounds(window: { alpha: number; beta: number }): Bounds {
		return { alpha: this.val(window.alpha), beta: this.val(window.beta) };
	}

	/** "a, b and c", cut short past `most` items. */
	list(items: readonly string[], most = 8): string {
		return this.t.list(shorten(items, most));
	}

	/** The walkthrough letter of a node when letters are on; null otherwise. */
	letter(number: number): string | null {
		return this.#letters ? articleLetter(number) : null;
	}

	/** "node 4", or "A" when the walkthrough letters are on. */
	node(number: number): string {
		return this.letter(number) ?? this.t.node(number);
	}

	/** The node a move from `call` leads to, by its level-order number. */
	nodeAfter(game: TreeGame, call: number, move: Move): number {
		return game.levelOrderNumber(game.play(this.trace.position(call), move));
	}

	/** "FC3" on a board, "FC3 (node 4)" or "FC3 (A)" in a tree; `short` drops the node. */
	name(call: number, short = false): string {
		const game = this.trace.game;
		if (short || !(game instanceof TreeGame)) return `FC${call}`;
		return this.t.named(`FC${call}`, this.node(game.levelOrderNumber(this.trace.position(call))));
	}

	/** "cell 4" on a board; "its second child (node 16)" in a tree. */
	moveName(call: number, move: Move): string {
		const game = this.trace.game;
		if (!(game instanceof TreeGame)) return this.t.cell(move);
		return this.t.child(move, this.node(this.nodeAfter(game, call, move)));
	}

	/** Moves from `call` as a list: "cells 4 and 6", "node 17", "G". */
	movesText(call: number, moves: readonly Move[]): string {
		const game = this.trace.game;
		if (!(game instanceof TreeGame)) return this.t.cells(shorten(moves.map(String)));
		const numbers = moves.map((move) => this.nodeAfter(game, call, move));
		const letters = numbers.map((number) => this.letter(number));
		if (letters.every((letter) => letter !== null)) return this.list(letters);
		return this.t.nodes(shorten(numbers.map(String)));
	}

	/** A board's side named for people: "X (the AI)", "O (the human)". */
	who(game: TicTacToe, mark: string): string {
		return this.t.side(mark, mark === game.ai);
	}

	aim(call: number): string {
		return this.t.aim(this.trace.isMaximizing(call));
	}

	/** Why a finished board is over: "X (the AI) has three in a row on cells 3, 4 and 5. X wins". */
	verdict(game: TicTacToe, call: number): string {
		const position = this.trace.position(call);
		const line = winningLine(game, position, this.trace.via(call));
		if (!line) return this.t.fullBoard;
		const mark = markAt(position, line[0]) ?? 'X';
		const cells = this.t.cells(shorten(line.map(String)));
		return this.t.threeInRow({ side: this.who(game, mark), cells, mark });
	}

	/** The move into a board call ("X took cell 1"); null at the root and in trees. */
	played(call: number): Played | null {
		const trace = this.trace;
		const parent = trace.parent(call);
		const cell = trace.via(call);
		if (parent === null || cell === null || trace.game instanceof TreeGame) return null;
		return { player: trace.player(parent), cell };
	}

	/** The scores a call received, each with its move: "-10 (cell 1) and +10 (cell 4)". */
	received(call: number): string {
		const trace = this.trace;
		const parts = trace
			.children(call)
			.map((child) =>
				this.t.scoreFrom(
					this.val(trace.score(child)),
					this.movesText(call, [trace.via(child) ?? 0])
				)
			);
		return this.list(parts);
	}

	tryText(call: number): string {
		const trace = this.trace;
		const parent = this.name(trace.parent(call) ?? 1);
		const move = trace.via(call) ?? 0;
		const child = this.name(call);
		if (trace.game instanceof TreeGame) return this.t.tryChild({ parent, move, child });
		const player = trace.player(trace.parent(call) ?? 1);
		return this.t.tryCell({ parent, player, cell: move, child });
	}

	enterText(call: number): string {
		const trace = this.trace;
		const game = trace.game;
		const start = this.t.start({
			name: this.name(call),
			depth: trace.depth(call),
			root: call === 1,
			after: this.played(call)
		});
		if (game.isTerminal(trace.position(call))) {
			if (game instanceof TreeGame) return this.t.enterLeaf(start);
			return this.t.enterOver(start);
		}
		const moves = game.moves(trace.position(call));
		const alpha = trace.alpha(call);
		const beta = trace.beta(call);
		const window =
			alpha === null || beta === null ? null : this.t.window(this.bounds({ alpha, beta }));
		const maximizing = trace.isMaximizing(call);
		if (game instanceof TicTacToe)
			return this.t.enterBoard({
				start,
				side: this.who(game, trace.player(call)),
				aim: this.aim(call),
				single: moves.length === 1,
				moves: this.movesText(call, moves),
				window
			});
		return this.t.enterTree({ start, maximizing, children: moves.length, window });
	}

	/** How a call picked its score, naming the move; the tie rule only when a tie happened. */
	choice(call: number): string {
		const trace = this.trace;
		const score = trace.score(call);
		const move = trace.bestMove(call) ?? 0;
		return this.t.choice({
			maximizing: trace.isMaximizing(call),
			score: this.val(score),
			from: this.moveName(call, move),
			tie: trace.children(call).filter((c) => trace.score(c) === score).length > 1
		});
	}

	returnText(call: number): string {
		const trace = this.trace;
		const game = trace.game;
		const name = this.name(call);
		const score = this.val(trace.score(call));
		let text: string;
		if (game.isTerminal(trace.position(call))) {
			text =
				game instanceof TicTacToe
					? this.t.boardOver({
							name,
							after: this.played(call),
							verdict: this.verdict(game, call),
							score
						})
					: this.t.leafReturn({ name, score });
		} else {
			const pruned = trace.prunedMoves(call);
			text = this.t.innerReturn({
				name,
				received: this.received(call),
				unsearched: pruned.length > 0 ? this.movesText(call, pruned) : null,
				aim: this.aim(call),
				choice: this.choice(call)
			});
		}
		const rule = receiveRule(trace, call);
		return rule === null ? text : this.t.sentences([text, this.ahead(rule)]);
	}

	/** At a return under alpha-beta: what the caller's window will make of the value. */
	ahead(rule: WindowRule): string {
		const { caller, before, after } = rule;
		const skip = rule.cut.length === 0 ? null : this.movesText(caller, rule.cut);
		return this.t.ahead({
			caller: this.name(caller, this.trace.game instanceof TicTacToe),
			window: `[${this.val(before.alpha)}, ${this.val(before.beta)}]`,
			change: this.change(rule),
			stop: rule.stops ? { ...this.bounds(after), skip } : null
		});
	}

	/** The value against the window: "2 is below beta +∞, so beta falls to 2". */
	change(rule: WindowRule): string {
		const { before, after } = rule;
		const maximizing = this.trace.isMaximizing(rule.caller);
		const bound =
			rule.change === 'raise-alpha'
				? before.alpha
				: rule.change === 'lower-beta'
					? before.beta
					: maximizing
						? after.alpha
						: after.beta;
		return this.t.change({
			change: rule.change,
			maximizing,
			value: this.val(rule.value),
			bound: this.val(bound)
		});
	}

	receiveText(call: number): string {
		const trace = this.trace;
		const parent = trace.parent(call) ?? 1;
		// The first child holding the best score so far is the one kept (only strictly better wins).
		const score = bestAfter(trace, parent, call);
		const best = trace.children(parent).find((c) => trace.score(c) === score) ?? call;
		const from = (c: number) => this.moveName(parent, trace.via(c) ?? 0);
		const got = this.t.got({
			parent: this.name(parent),
			score: this.val(trace.score(call)),
			from: from(call)
		});
		const rule = receiveRule(trace, call);
		if (rule === null)
			return this.t.sentences([
				got,
				this.t.bestSoFar({ score: this.val(trace.score(best)), from: from(best) })
			]);
		const changed = this.t.changed(this.change(rule));
		if (rule.stops && rule.cut.length > 0)
			return this.t.sentences([got, changed, this.cutText(rule)]);
		const window = this.t.windowNow(this.t.window(this.bounds(rule.after)));
		return this.t.sentences([got, changed, window]);
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
		const maximizing = trace.isMaximizing(caller);
		const bound = maximizing ? after.beta : after.alpha;
		const holder = this.holder(caller, !maximizing, bound);
		return this.t.cut({
			after: this.bounds(after),
			maximizing,
			maxSide: board ? this.t.side(game.ai, true) : this.t.treeSide(true),
			minSide: board ? this.t.side(opponent(game.ai), false) : this.t.treeSide(false),
			bound: this.val(bound),
			holder: holder === null ? null : this.name(holder),
			here: this.name(caller),
			moves: this.movesText(caller, cut),
			count: cut.length,
			savings: this.savings(caller, cut)
		});
	}

	/** ", saving 3 calls (minimax's FC9)" from the drawn tree's count; empty without one. */
	savings(caller: number, cut: readonly Move[]): string {
		const branches = (this.#drawn?.branches ?? []).filter(
			(branch) => branch.parent === caller && cut.includes(branch.move)
		);
		if (branches.length === 0) return '';
		const saved = branches.reduce((sum, branch) => sum + branch.saved, 0);
		const first = branches.length === 1 ? (branches[0]?.minimaxCall ?? 0) : null;
		return this.t.savings({ saved, first });
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
		const alphaBeta = trace.algorithm === 'alphabeta';
		if (!(game instanceof TicTacToe))
			return this.t.startTree({ maximizing: trace.isMaximizing(1), alphaBeta });
		if (game.isTerminal(trace.position(1))) return this.finishText();
		return this.t.startBoard({
			player: trace.player(1),
			ai: game.ai,
			human: opponent(game.ai),
			alphaBeta
		});
	}

	/** The root has returned: the answer, or why there was nothing to search. */
	finishText(): string {
		const trace = this.trace;
		const game = trace.game;
		const score = trace.score(1);
		if (game.isTerminal(trace.position(1)) && game instanceof TicTacToe)
			return this.t.alreadyOver({ verdict: this.verdict(game, 1), score: this.val(score) });
		const move = trace.bestMove(1) ?? 0;
		const cuts = trace.prunedBranches;
		const saved = this.#drawn?.cutBy(Infinity).saved ?? 0;
		const pruned =
			cuts > 0 ? [this.t.prunedTotal({ cuts, saved, total: trace.calls + saved })] : [];
		// A long list of scores would crowd out the answer, so past five only the count is given.
		const count = trace.children(1).length;
		const received = count > 5 ? null : this.received(1);
		const done = this.t.done({ name: this.name(1), count, received });
		const maximizing = trace.isMaximizing(1);
		if (!(game instanceof TicTacToe)) {
			const through = this.moveName(1, move);
			const root = this.t.finishTree({ score: this.val(score), maximizing, through });
			return this.t.sentences([done, root, ...pruned]);
		}
		const outcome =
			score === 0
				? this.t.draw
				: this.t.forcedWin({ ai: score > 0, mark: score > 0 ? game.ai : opponent(game.ai) });
		const answer = this.t.finishBoard({
			player: trace.player(1),
			aim: this.aim(1),
			cell: move,
			score: this.val(score),
			outcome
		});
		return this.t.sentences([done, answer, ...pruned]);
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
			return this.t.cutBy({
				moves: this.movesText(call, trace.prunedMoves(call)),
				window: window ? this.bounds(window) : null
			});
		};
		const cutAt = (call: number) => this.t.cutAt({ name: fc(call), cut: cut(call) });
		const score = this.val(trace.score(first));
		if (brief) {
			const top = returned.at(-1) ?? first;
			const cuts = cutters.length > 0 ? this.list(cutters.map(fc), 3) : null;
			return this.t.briefBack({ first: fc(first), score, up: up(top), cutters: cuts });
		}
		if (last) {
			if (cutters.length === 0) return null;
			return this.t.lastBack(this.list(cutters.map(cutAt), 3));
		}
		const back = (call: number) =>
			this.t.back({
				cut: cutters.includes(call) ? cut(call) : null,
				maximizing: trace.isMaximizing(call),
				score: this.val(trace.score(call)),
				up: up(call)
			});
		const went = this.t.wentBack({ first: fc(first), score, up: up(first) });
		const top = returned.at(-1);
		if (top === undefined) return this.t.wentBackAlone(went);
		if (returned.length <= 2) return this.t.chain({ went, backs: returned.map(back) });
		const hidden = cutters.filter((call) => call !== top);
		return this.t.manyBack({
			went,
			count: returned.length,
			top: fc(top),
			back: back(top),
			also: hidden.length > 0 ? this.list(hidden.map(cutAt), 3) : null
		});
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
	const t = narrator.t;
	const event = eventAt(trace, index);
	const v = (value: number) => narrator.val(value);
	const span = (w: { alpha: number; beta: number }) => `[${v(w.alpha)}, ${v(w.beta)}]`;
	if (event.kind === 'enter' || event.kind === 'try') {
		const window = windowAt(trace, event.call, enterIndex(trace, event.call));
		if (window === null) return null;
		const name = narrator.name(event.call, true);
		return t.ruleWindow({ name, enter: event.kind === 'enter', window: span(window) });
	}
	const rule = receiveRule(trace, event.call);
	if (rule === null) return null;
	const { before, after } = rule;
	// The window before is shown in full, so each comparison names only the bound it tests.
	const change = t.ruleChange({
		change: rule.change,
		maximizing: trace.isMaximizing(rule.caller),
		value: v(rule.value)
	});
	const cut = rule.cut.length === 0 ? null : narrator.movesText(rule.caller, rule.cut);
	const stop = rule.stops ? t.ruleStop({ ...narrator.bounds(after), cut }) : '';
	const arrow = event.kind === 'return' ? '→' : '⇒';
	const head = `FC${event.call} ${arrow} FC${rule.caller}`;
	return t.rule({ head, window: span(before), change, stop });
}

/** About what the teacher's box shows at projector size. */
const MAX_LENGTH = 400;

/** The freeCodeCamp article's walkthrough names the wrong winner at FC5 and FC9. */
function articleNote(trace: Trace, index: number, t: Words): string | null {
	if (trace.algorithm !== 'minimax' || !isArticleBoard(trace.game)) return null;
	const cells = (line: string[]) => t.cells({ items: line, hidden: 0 });
	if (index === returnIndex(trace, 5))
		return t.articleNote({
			call: 5,
			saidAi: false,
			mark: 'X',
			cells: cells(['3', '4', '5']),
			score: '+10'
		});
	if (index === returnIndex(trace, 9))
		return t.articleNote({
			call: 9,
			saidAi: true,
			mark: 'O',
			cells: cells(['0', '4', '8']),
			score: '-10'
		});
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
	const note = articleNote(trace, index, narrator.t);
	if (steps.granularity !== 'call') return { text, note };
	// The box holds about 400 characters: past that, the way back is told in brief.
	const from = steps.eventOf(at - 1);
	const last = at === steps.last;
	let before = narrator.summary(from, index, last);
	if (before !== null && before.length + text.length >= MAX_LENGTH)
		before = narrator.summary(from, index, last, true);
	if (before !== null && before.length + text.length >= MAX_LENGTH) before = null;
	return { text: before === null ? text : narrator.t.sentences([before, text]), note };
}
