import type { EventKind, Move, SearchWindow, StepNoteContext, Trace } from '$lib/engine';
import { gameCatalogue } from '$lib/engine/catalogue';
import { searchRule } from '$lib/engine/search-catalog';
import { withMinus } from '$lib/engine/format';
import { cutRuleOf } from '$lib/engine/search';
import type { GameNarration, GamePresenter } from '$lib/games';
import { NARRATION } from '$lib/games/narrations';
import { presenterFor } from '$lib/games/presenters';
import type { NarrationContext } from '$lib/games/narration';
import type { Lang } from '$lib/i18n/lang';
import type { Bounds } from '$lib/i18n/narration';
import { listed, words } from '$lib/i18n/narration/words';
import type { DrawnTree } from '../drawn';
import { callValue, cardValue, windowLabel } from '../labels';
import { depth } from '$lib/i18n/depth';
import { listedOf } from './lists';
import { namedCall } from './named';

export interface NarrationOptions {
	/** The language spoken: there is no default, so no caller speaks English by accident. */
	readonly lang: Lang;
	/** Name article 004's nodes A–G as its walkthrough does. */
	readonly letters?: boolean;
	/** The drawn tree, for what each cut saved; without it cuts are named but not counted. */
	readonly drawn?: DrawnTree;
	/** The game's presenter when the caller holds one; found from the game otherwise. */
	readonly presenter?: GamePresenter;
	/** The game's narration when the caller holds one; found by the game's kind otherwise. */
	readonly narration?: GameNarration;
}

/**
 * One search told in one language: what every part of the narration shares. Whatever depends on
 * the kind of game (naming calls, moves and sides, a board's verdict) is asked of the game's
 * narration, by its kind; the rest is worded the same for every game.
 */
export class Speaker implements NarrationContext {
	readonly trace: Trace;
	readonly presenter: GamePresenter;
	readonly lang: Lang;
	readonly letters: boolean;
	readonly drawn: DrawnTree | null;
	/** The phrases that depend on the kind of game. */
	readonly gameNarration: GameNarration;
	/** Whether each name carries its call (`namedCall`): a step's telling, which hands them on. */
	readonly #marks: boolean;

	constructor(trace: Trace, options: NarrationOptions, marks = false) {
		this.trace = trace;
		this.presenter = options.presenter ?? presenterFor(trace.game);
		this.lang = options.lang;
		this.letters = options.letters ?? false;
		this.drawn = options.drawn ?? null;
		this.gameNarration = options.narration ?? gameCatalogue.get(this.presenter.kind, NARRATION);
		this.#marks = marks;
	}

	/** A value as the game prints it: "+10" on boards, "3" in trees; bounds may be ±∞. */
	value(value: number): string {
		return this.presenter.value(value);
	}

	bounds(window: SearchWindow): Bounds {
		const [alpha, beta] = [this.boundValue(window.alpha), this.boundValue(window.beta)];
		return cutRuleOf(this.trace.settings) === 'gt' ? { alpha, beta, closed: '>' } : { alpha, beta };
	}

	/** A window's bound as sentences say it: exactly where it is a fraction (23/3, not 7.67). */
	boundValue(value: number): string {
		const { scale } = this.trace;
		const rank = this.trace.averages ? scale.rankOf(value) : null;
		const exact = rank === null ? null : scale.fraction(rank);
		return exact === null || exact.isWhole ? this.value(value) : withMinus(exact.toString());
	}

	/** A window in brackets, as drawn under a node: "[3, +∞]", "[-34/7, +135]". */
	span(window: SearchWindow): string {
		return windowLabel(this.presenter, window, this.trace);
	}

	/** "a, b and c", cut short past `most` items. */
	list(items: readonly string[], most = 8): string {
		return words[this.lang].list(listed(items, most));
	}

	/** The same for `count` items named by `name(at)`: only the items shown are named. */
	listOf(count: number, name: (at: number) => string, most = 8): string {
		return words[this.lang].list(listedOf(count, name, most));
	}

	sentences(parts: readonly string[]): string {
		return words[this.lang].sentences(parts);
	}

	/** "FC3" on a board, "FC3 (n4)" or "FC3 (A)" in a tree; `short` drops the node. */
	name(call: number, short = false): string {
		const shown = short ? `FC${call}` : this.gameNarration.callName(this, call);
		return this.#marks ? namedCall(call, shown) : shown;
	}

	/** "cell 4" on a board; "its second child (n16)" in a tree. */
	moveName(call: number, move: Move): string {
		return this.gameNarration.moveName(this, call, move);
	}

	/** Moves from `call` as a list: "cells 4 and 6", "node 17", "G". */
	moveList(call: number, moves: readonly Move[]): string {
		return this.gameNarration.moveList(this, call, moves);
	}

	/** "maximises" or "minimises": what `call`'s side does (at a chance node: plays at random). */
	aim(call: number): string {
		if (this.trace.isChance(call)) return words[this.lang].chanceAim;
		return words[this.lang].aim(this.trace.isMaximizing(call));
	}

	/**
	 * A call's value as its card prints it (`cardValue`): exactly where it is a fraction ("17/3",
	 * not 5.67) and marked where it is an estimate ("≈ 0"), so a sentence quotes the card.
	 */
	returned(call: number): string {
		return cardValue(this.presenter, this.trace, call, this.lang);
	}

	/**
	 * The value `call` returns as a sentence states it: its card's, marked where estimated, or the
	 * search's own where it counts otherwise (negamax where min moves: "-10 (minimax's +10)").
	 */
	returnedValue(call: number): string {
		const own = searchRule(this.trace.algorithm).returned;
		const estimated = this.trace.kind(call) === 'estimated';
		const shown = (value: number) =>
			estimated ? depth[this.lang].estimate(this.value(value)) : this.value(value);
		return (
			own?.(this.context('return', call), shown) ??
			callValue(this.presenter, this.trace, call, this.lang)
		);
	}

	/** What a search's own sentences (its note, its narration) may read of `call` at an event. */
	context(kind: EventKind, call: number): StepNoteContext {
		return {
			trace: this.trace,
			lang: this.lang,
			kind,
			call,
			value: (value) => this.value(value),
			name: (call) => this.name(call, true),
			side: (call) => this.gameNarration.sideName(this, this.trace.isMaximizing(call)),
			move: (call, move) => this.moveName(call, move),
			list: (items) => this.list(items),
			// The Chinese words bring chinese.ts's `zh`: an English page loads none of it.
			text: words[this.lang].template
		};
	}

	/** A call's value exactly, where the search averages: "23/3"; else as `value` prints it. */
	exact(call: number): string {
		const exact = this.trace.exactScore(call);
		return exact === null ? this.value(this.trace.score(call)) : withMinus(exact.toString());
	}
}
