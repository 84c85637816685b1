import { InputError, type Mark } from '$lib/engine';
import { CONNECT4_DEFAULT_DEPTH, connect4Game, type ConnectFour } from '$lib/games/connect4/rules';
import { heightOf } from '$lib/games/connect4/board';
import type { Connect4Source } from '$lib/games/connect4/module';
import { explain, type Localized } from '$lib/i18n';
import { UndoHistory, undoable, type Undoable } from '$lib/ui/undo-history.svelte';
import type { Estimator, SearchEstimates } from '$lib/player/estimates';
import { connect4Presenter } from './presenter';

/** A check that passed, or the reason it did not (unformatted, so it follows the language). */
export type Check = { readonly ok: true } | { readonly ok: false; readonly reason: Localized };

const PASSED: Check = { ok: true };

export interface EditingOptions {
	/** Counts a position's calls (the estimate worker in the page, `estimateSearches` in tests). */
	readonly estimator: Estimator;
	/** How long typing must pause before the estimate is asked for, in ms. */
	readonly delay?: number;
}

/** What an undo brings back: the board, the text box (which may hold a refused string) and the AI. */
interface Connect4EditorState {
	readonly moves: string;
	readonly text: string;
	readonly ai: Mark;
}

/** Typing settles for this long before a position's calls are estimated. */
const ESTIMATE_DELAY_MS = 250;

/**
 * The Connect Four editor's state: the position shown (a move string that always plays), the
 * text box (which may hold a refused string while it is corrected: the board keeps the last good
 * one), the AI's side and the depth limit as typed, each checked with its reason, and the calls
 * the position would take, estimated off the page's thread once typing pauses. Every edit of
 * the position (a drop, Clear, typing, the AI's side) can be undone and redone; the depth limit,
 * a setting of the search, is not an edit of the position.
 */
export class Connect4Editing {
	#moves = $state('');
	#text = $state('');
	#ai = $state<Mark>('X');
	#depthText = $state(String(CONNECT4_DEFAULT_DEPTH));
	/** Why the last drop did not happen (a full column, a game already won); the next edit clears it. */
	dropRefusal = $state.raw<Localized | null>(null);
	#estimated = $state.raw<{ readonly key: string; readonly estimates: SearchEstimates } | null>(
		null
	);
	readonly #history = new UndoHistory<Connect4EditorState>();
	/** Undo and redo of whole edits, for the editor's buttons and keys. */
	readonly edits: Undoable = undoable(
		this.#history,
		() => this.#state(),
		(state) => this.#restore(state)
	);
	readonly #estimator: Estimator;
	readonly #delay: number;
	#timer: ReturnType<typeof setTimeout> | null = null;

	/** The position shown: always one that plays. */
	readonly game: ConnectFour = $derived(connect4Game(this.#moves, { ai: this.#ai }));
	/** The deepest depth limit the page allows here. */
	readonly deepest: number = $derived(connect4Presenter.depthCeiling(this.game));
	/** The text box's move string: refused with the engine's reason, or fine. */
	readonly textCheck: Check = $derived(checkMoves(this.#text));
	/** The depth limit as typed: a whole number from 1 to `deepest`, or refused. */
	readonly depthCheck: Check = $derived(checkDepth(this.#depthText, this.deepest));
	/** Whether the position and depth can be searched: the first refusal, if any. */
	readonly check: Check = $derived(
		!this.textCheck.ok ? this.textCheck : !this.depthCheck.ok ? this.depthCheck : PASSED
	);

	constructor(start: Connect4Source, { estimator, delay = ESTIMATE_DELAY_MS }: EditingOptions) {
		this.#estimator = estimator;
		this.#delay = delay;
		this.#moves = connect4Game(start.moves).rootMoves;
		this.#text = this.#moves;
		this.#ai = start.ai;
		this.#schedule();
	}

	/** The move string of the board shown. */
	get moves(): string {
		return this.#moves;
	}

	/** The text box. A string that plays becomes the board at once; a refused one leaves it. */
	get text(): string {
		return this.#text;
	}

	/** Typing: one undo takes back a burst of it (until the box loses focus: `endTyping`). */
	set text(text: string) {
		if (text === this.#text) return;
		this.#history.record(this.#state(), 'text');
		this.#text = text;
		this.dropRefusal = null;
		try {
			this.#moves = connect4Game(text).rootMoves;
		} catch (error) {
			if (!(error instanceof InputError)) throw error;
		}
		this.#schedule();
	}

	get ai(): Mark {
		return this.#ai;
	}

	set ai(ai: Mark) {
		if (ai === this.#ai) return;
		this.#history.record(this.#state());
		this.#ai = ai;
		this.#schedule();
	}

	get depthText(): string {
		return this.#depthText;
	}

	set depthText(depth: string) {
		this.#depthText = depth;
		this.#schedule();
	}

	/** The depth limit to search under, once it passes its check. */
	get depthLimit(): number | null {
		return this.depthCheck.ok ? Number(this.#depthText.trim()) : null;
	}

	/** Drops the side to move's disc in `column` (0-6), or says why it cannot go there. */
	drop(column: number): void {
		const next = this.#moves + String(column + 1);
		try {
			const moves = connect4Game(next).rootMoves;
			this.#history.record(this.#state());
			this.#show(moves);
		} catch (error) {
			if (!(error instanceof InputError)) throw error;
			// Only a full board makes the string too long: say so of the column dropped in.
			const refused =
				error.code === 'connect4TooLong'
					? new InputError('connect4FullColumn', {
							move: next.length,
							column: column + 1,
							rows: heightOf(this.game.root, column)
						})
					: error;
			this.dropRefusal = explain(refused);
		}
	}

	/** The typing run ends (the text box lost focus): the next typing is an edit of its own. */
	endTyping(): void {
		this.#history.closeRun();
	}

	/** Empties the board. */
	clear(): void {
		if (this.#moves === '' && this.#text === '') return;
		this.#history.record(this.#state());
		this.#show('');
	}

	/** The position to search, once `check` passes. */
	get source(): Connect4Source {
		return { kind: 'connect4', moves: this.#moves, ai: this.#ai };
	}

	/** The estimates of the position and depth shown; null while they are counted or refused. */
	get estimates(): SearchEstimates | null {
		const estimated = this.#estimated;
		return estimated !== null && estimated.key === this.#key() ? estimated.estimates : null;
	}

	/** Stops waiting for an estimate (the editor closed). */
	stop(): void {
		if (this.#timer !== null) clearTimeout(this.#timer);
		this.#timer = null;
	}

	#show(moves: string): void {
		this.#moves = moves;
		this.#text = moves;
		this.dropRefusal = null;
		this.#schedule();
	}

	#state(): Connect4EditorState {
		return { moves: this.#moves, text: this.#text, ai: this.#ai };
	}

	#restore(state: Connect4EditorState): void {
		this.#moves = state.moves;
		this.#text = state.text;
		this.#ai = state.ai;
		this.dropRefusal = null;
		this.#schedule();
	}

	#key(): string {
		return `${this.#moves}|${this.#ai}|${this.#depthText.trim()}`;
	}

	/** Asks for the estimate once typing pauses; an answer for anything but the latest is dropped. */
	#schedule(): void {
		this.stop();
		const depthLimit = this.depthLimit;
		if (!this.check.ok || depthLimit === null) return;
		const key = this.#key();
		const source = this.source;
		this.#timer = setTimeout(() => {
			this.#timer = null;
			void this.#estimator({ source, depthLimit }).then((estimates) => {
				if (estimates !== null && key === this.#key()) this.#estimated = { key, estimates };
			});
		}, this.#delay);
	}
}

/** The engine's reason a move string does not play, or none. */
function checkMoves(text: string): Check {
	try {
		connect4Game(text);
		return PASSED;
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		return { ok: false, reason: explain(error) };
	}
}

/** A depth limit typed: a whole number from 1 to `deepest`. */
function checkDepth(text: string, deepest: number): Check {
	const typed = text.trim();
	if (!/^\d{1,3}$/.test(typed) || Number(typed) < 1) {
		const shown = typed.slice(0, 12);
		return { ok: false, reason: (t) => t.editors.depthNotWhole(shown, deepest) };
	}
	if (Number(typed) > deepest) {
		const depth = Number(typed);
		return { ok: false, reason: (t) => t.editors.depthTooDeep(depth, deepest) };
	}
	return PASSED;
}
