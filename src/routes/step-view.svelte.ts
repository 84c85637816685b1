import { orderingOf, searchMenuName, searchRule, type Trace } from '$lib/engine';
import { listingFor, ruleAt, shownLineAt, type Narration } from '$lib/player';
import { drawnSnapshot } from '$lib/player/held';
import { loadNarration, narrationCode, narrationLoaded } from '$lib/player/narration-code';
import { longestOf } from '$lib/player/narration/longest';
import type { SideStep } from '$lib/player/pairing';
import { pairingCode } from '$lib/player/pairing-code';
import { minimalFigures } from '$lib/player/minimal';
import type { Lab } from '$lib/state/lab.svelte';
import { isArticleTrace } from '$lib/state/article-session';
import { LESSON_CALLS } from '$lib/ui/framing';
import type { Locale } from '$lib/ui/locale.svelte';
import { viewsFor } from '$lib/components/game-views';
import type { PanelName } from './PanelSwitch.svelte';
import { MediaQuery } from 'svelte/reactivity';

/** Side by side, the joint steps whose tellings size the narration box (found once, as a run opens). */
const SIZED_STEPS = 400;
/** Side by side, the longest tellings of each side the box is measured with. */
const LONGEST_SIDE = 8;

/**
 * What predict mode holds back while it asks (`Prediction`): the event its question is about to
 * tell (`leadIn`), whose code line shows, and the call whose value it asks (`heldCall`), which
 * the call stack keeps back; each null where none is.
 */
export interface PredictHold {
	readonly leadIn: number | null;
	readonly heldCall: number | null;
}

/** A laptop's short wide screen (`StepView.short`). */
const SHORT_SCREEN = '(min-width: 1100px) and (max-height: 899px)';

/** A wide screen (read as a trace opens): side by side, both narrations share the page's box. */
const wide = () => typeof matchMedia === 'function' && matchMedia('(min-width: 1100px)').matches;

/**
 * What the step-through page shows at the player's step, derived once for its parts: the
 * narration (the first search's, or that it waits side by side), the code line, the rule line,
 * the two sides' names, and which panels the game has. The page only lays them out.
 */
export class StepView {
	readonly #lab: Lab;
	readonly #locale: Locale;
	readonly #presenting: () => boolean;

	readonly #predict: () => PredictHold | null;

	/** `predict`: what predict mode holds back while it asks; null while it is off. */
	constructor(
		lab: Lab,
		locale: Locale,
		presenting: () => boolean,
		predict: () => PredictHold | null = () => null
	) {
		this.#lab = lab;
		this.#locale = locale;
		this.#presenting = presenting;
		this.#predict = predict;
		$effect(() => this.#loadsNarration());
		$effect(() => {
			const query = matchMedia(SHORT_SCREEN);
			const update = () => (this.#short = query.matches);
			update();
			query.addEventListener('change', update);
			return () => query.removeEventListener('change', update);
		});
	}

	/** The call whose value predict mode asks now (the call stack keeps it back); null: none. */
	get heldCall(): number | null {
		return this.#predict()?.heldCall ?? null;
	}

	#short = $state(false);
	/**
	 * A laptop's short wide screen (1280×720): the page keeps to the screen, Knuth and Moore's
	 * strip folded as presenting, the tools that float over a tree elsewhere above the board.
	 */
	get short(): boolean {
		return this.#short;
	}

	/**
	 * Where a call trace's box is sized by `tallest`, loads the narration of every step once (an
	 * effect: a derivation has no side effects); a search's own view sizes its box itself.
	 */
	#loadsNarration(): void {
		if (this.#narrationIn || !this.#sized || this.#lab.runShown !== null) return;
		if (this.#aheadApplies)
			return void import('$lib/state/article-tallest').then(
				({ ARTICLE_TALLEST }) => (this.#ahead = ARTICLE_TALLEST),
				() => {}
			);
		void loadNarration().then(() => (this.#narrationIn = true));
	}

	readonly trace = $derived.by(() => this.#lab.trace);
	/**
	 * The moment the tree, the rule line, the tally, the call stack, the board and the tables draw:
	 * the step's, but while predict mode asks a call's value at the receive leading to its return,
	 * that value received and not weighed (`drawnSnapshot`: the weighing is the answer).
	 */
	readonly snapshot = $derived.by(() => {
		const { player } = this.#lab;
		const held = this.#predict();
		return held === null || held.leadIn === null
			? player.snapshot
			: drawnSnapshot(this.trace, player.index, held);
	});
	/** The event those parts draw (`snapshot`): the step's, else the one before the weighing held. */
	readonly index = $derived.by(() => this.snapshot.index);
	// Knuth and Moore's figure beside a search on a uniform tree (null elsewhere).
	readonly minimal = $derived.by(() => minimalFigures(this.trace));
	readonly listing = $derived.by(() =>
		listingFor(this.trace, this.#locale.lang, this.#lab.code.language)
	);
	readonly line = $derived.by(() =>
		shownLineAt(
			this.trace,
			this.#lab.player.index,
			this.#predict()?.leadIn ?? null,
			this.#lab.code.language
		)
	);
	readonly rule = $derived.by(() =>
		ruleAt(this.trace, this.index, {
			letters: this.#lab.player.letters,
			lang: this.#locale.lang
		})
	);
	/** The rule line's shorter form, which a line too narrow for the whole shows. */
	readonly ruleBrief = $derived.by(() =>
		ruleAt(
			this.trace,
			this.index,
			{ letters: this.#lab.player.letters, lang: this.#locale.lang },
			true
		)
	);
	/** What the step is, next to the counter: "FC5", "FC2 tries cell 6", "start", "result". */
	readonly detail = $derived.by(() => {
		const t = this.#locale.t.view;
		const { steps, step, pairing, calls, unit } = this.#lab.player;
		// Alone, the call trace's run says it; side by side, the steps are the paired calls.
		if (pairing === null) return calls.detail(step, unit, this.#locale.lang);
		if (step === 0) return t.detailStart;
		const call = steps.callOf(step);
		return call === null ? t.detailResult : `FC${call}`;
	});
	/** The detail's widest forms, which the counter is measured with (`Run.widestDetails`). */
	readonly widestDetails = $derived.by((): readonly string[] => {
		const t = this.#locale.t.view;
		const { pairing, calls, unit } = this.#lab.player;
		if (pairing === null) return calls.widestDetails(unit, this.#locale.lang);
		// The first search's call is the one named.
		return [t.detailStart, t.detailResult, `FC${pairing.first.calls}`];
	});
	// Side by side: the two searches paired, named in the page's language.
	readonly pairing = $derived.by(() => this.#lab.player.pairing);
	// A student's trace beside the reference: theirs, and ours named as the reference.
	readonly names = $derived.by(() => {
		if (this.pairing === null) return null;
		const { first, second } = this.pairing;
		if (this.#lab.program === null)
			return { first: this.#nameOf(first), second: this.#nameOf(second) };
		const t = this.#locale.t.versus;
		return { first: t.yourProgram, second: t.reference(this.#nameOf(second)) };
	});
	/** The first side's call at the joint step (0 where it waits; always 0 alone). */
	readonly firstCall = $derived.by(() => this.pairing?.callAt('first', this.#lab.player.step) ?? 0);
	// The first search by its own steps; side by side, where only the second makes a call, it
	// says it waits (a search alone never does).
	readonly narration = $derived.by(() => {
		const { player } = this.#lab;
		if (player.pairing === null)
			return player.calls.narrate(player.step, player.unit, this.#locale.lang);
		return pairingCode().sideNarration(this.trace, player.own, this.#sayings, () =>
			this.#locale.t.versus.waits(
				this.names?.first ?? '',
				this.names?.second ?? '',
				this.pairing?.callAt('second', player.step) ?? 0
			)
		);
	});
	/**
	 * Side by side, the second search's narration at a joint step (where only the first makes a
	 * call, that it waits).
	 */
	readonly #secondSaid = $derived.by(() => {
		const { pairing, versus } = this.#lab.player;
		if (pairing === null || versus === null) return null;
		return (at: SideStep, joint: number) =>
			pairingCode().sideNarration(versus.trace, at, { ...this.#sayings, drawn: versus.drawn }, () =>
				this.#locale.t.versus.waits(
					this.names?.second ?? '',
					this.names?.first ?? '',
					pairing.callAt('first', joint)
				)
			).text;
	});
	/**
	 * Presenting or on a wide screen (where it shares the page's box), the longest of the second
	 * search's first 400 steps, which size its column (found once): the page lays them all in one
	 * cell, which is as tall as the tallest (by length a shorter one may wrap to a line more).
	 */
	readonly #secondLongest = $derived.by((): readonly string[] =>
		this.#presenting() || wide() ? this.#secondLongestFound : []
	);
	/**
	 * `#secondLongest` whether shown or not, found once a run and language: presenting, switched
	 * on and off, keeps it (issue 45: each P found it again, 400 steps narrated on each side).
	 */
	readonly #secondLongestFound = $derived.by((): readonly string[] => {
		const [said, pairing] = [this.#secondSaid, this.#lab.player.pairing];
		if (said === null || pairing === null) return [];
		const texts: string[] = [];
		for (let joint = 0; joint <= Math.min(pairing.last, SIZED_STEPS); joint++)
			texts.push(said(pairingCode().sideStep(pairing, 'second', joint), joint));
		return longestOf(
			texts,
			(text) => text.length,
			(text) => text,
			LONGEST_SIDE
		);
	});
	/**
	 * Side by side, the second search's narration at the step, and the longest that size its box
	 * (`#secondLongest`).
	 */
	readonly second = $derived.by(() => {
		const { second, step } = this.#lab.player;
		const said = this.#secondSaid;
		if (said === null || second === null) return null;
		return { line: said(second, step), longest: this.#secondLongest };
	});
	/**
	 * Side by side on a wide screen, the first search's longest tellings of the first 400 joint
	 * steps, which the box is measured with (`NarrationBox`: the tallest, measured, sizes it), so
	 * stepping never grows it (V14: 158 → 162 px at Connect Four's step 10).
	 */
	readonly #firstLongest = $derived.by((): readonly Narration[] =>
		this.#presenting() || wide() ? this.#firstLongestFound : []
	);
	/** `#firstLongest` whether shown or not, found once a run and language (as `#secondLongestFound`). */
	readonly #firstLongestFound = $derived.by((): readonly Narration[] => {
		const { pairing } = this.#lab.player;
		if (pairing === null) return [];
		const said: Narration[] = [];
		for (let joint = 0; joint <= Math.min(pairing.last, SIZED_STEPS); joint++)
			said.push(
				pairingCode().sideNarration(
					this.trace,
					pairingCode().sideStep(pairing, 'first', joint),
					this.#sayings,
					() =>
						this.#locale.t.versus.waits(
							this.names?.first ?? '',
							this.names?.second ?? '',
							pairing.callAt('second', joint)
						)
				)
			);
		return longestOf(
			said,
			({ text, note }) => text.length + (note === null ? 0 : note.length + 50),
			({ text, note }) => `${text}\n${note ?? ''}`,
			LONGEST_SIDE
		);
	});
	/** Whether the narration past step 0 is loaded (the first view tells step 0 alone). */
	#narrationIn = $state(narrationLoaded());
	/** Presenting, narrower than 1100 px, or side by side on a wide screen: the box is sized by `tallest`. */
	readonly #sized = $derived.by(() => {
		// Both queries read every time, so a resize across either sizes the box again (read after
		// `upright` had answered, `#narrow` went unwatched: a phone's box stayed at the desk).
		const [narrow, upright] = [this.#narrow.current, this.#upright.current];
		return this.#presenting() || upright || (this.#lab.player.pairing === null ? narrow : wide());
	});
	/**
	 * Narrower than 1100 px (a tablet, a phone on its side), where the page's box follows its text:
	 * sized by `tallest` too, so a long step's text no longer moves what lies below it (1024×768:
	 * 198 → 220 px at the article's steps 5 and 9). Read as the window changes.
	 */
	readonly #narrow = new MediaQuery('max-width: 1099px');
	/** A phone held upright: its narration box is sized as presenting's. */
	readonly #upright = new MediaQuery('(max-width: 699px) and (orientation: portrait)');
	// Presenting, narrower than 1100 px or side by side on a wide screen, the narration box is as
	// tall as the trace's tallest narration (found once, when the narration of every step is in:
	// a phone loads it as it opens, `#loadsNarration`): side by side, the longest of each side's
	// tellings, the tallest measured.
	readonly tallest = $derived.by((): Narration | readonly Narration[] | null => {
		if (!this.#sized) return null;
		if (!this.#narrationIn) return this.#aheadApplies ? this.#ahead : null;
		if (this.#lab.player.pairing !== null && !this.#upright.current) return this.#firstLongest;
		return this.#tallestAlone;
	});
	/**
	 * Whether the box is sized by the article board's tallest narration by call in English, written
	 * ahead (article-tallest.ts, loaded when a box is first sized by it: `#ahead`): a phone's first
	 * view no longer loads the narration of every step to find it (issue 45: 9.8 KB gzipped in 12
	 * files at 390×844). Elsewhere the tallest is found once the narration is in.
	 */
	readonly #aheadApplies = $derived.by((): boolean => {
		const { player } = this.#lab;
		const alone = player.pairing === null && !player.letters && player.unit === 'call';
		return alone && this.#locale.lang === 'en' && isArticleTrace(this.trace);
	});
	/** The article board's tallest narration written ahead, once loaded (`#aheadApplies`). */
	#ahead: Narration | null = $state.raw(null);
	/**
	 * The trace's tallest narration, found when first needed and kept while the box is not sized
	 * by it: presenting, switched on and off, does not narrate every step again (issue 45).
	 */
	readonly #tallestAlone = $derived.by((): Narration | null =>
		narrationCode().tallestNarration(this.trace, this.#ownSteps, this.#sayings)
	);
	// The first search's steps, not its step: `tallest` (every step narrated, then measured in
	// the box) is found once per trace, not again at each step (`own` is new at every step).
	readonly #ownSteps = $derived.by(() => this.#lab.player.own.steps);
	// At a call the depth limit cut off (entered, returning or received: by call, its value's
	// arrival), the narration offers the note on why it is an estimate.
	readonly estimating = $derived.by(() => {
		const event = this.#lab.player.snapshot.event;
		return (
			!this.#lab.embed &&
			event !== null &&
			event.kind !== 'try' &&
			this.trace.kind(event.call) === 'estimated'
		);
	});
	// A game with a position panel (a board) shows it beside the tree, the stack below it; without
	// one (a tree, whose nodes say it all) the stack goes under the code.
	readonly Panel = $derived.by(() => viewsFor(this.#lab.player.session.presenter).Panel);
	/** Small trees are reached with the scrubber; from this size on, "Go to FC" is offered. */
	readonly offersGoTo = $derived.by(() => this.trace.calls > LESSON_CALLS);
	/**
	 * Presenting, or on a laptop's short screen, beside a board: the tree's tools that sit on its
	 * panel elsewhere ("Go to FC" over its foot, the note's "Why bounds?" with the zoom buttons)
	 * sit above the board, covering
	 * nothing (issue 43: they hid a level's label, a card and a table's row at the panel's foot,
	 * on a laptop the first tree's foot side by side and Knuth and Moore's folded strip).
	 */
	readonly toolsOverBoard = $derived.by(
		() => (this.#presenting() || this.#short) && this.Panel !== null && !this.#lab.embed
	);
	/** Alone beside a board, not embedded nor with "Go to FC", a search with a table of its own. */
	readonly #boardTable = $derived.by(
		() =>
			this.Panel !== null &&
			!this.#lab.embed &&
			!this.offersGoTo &&
			this.pairing === null &&
			searchRule(this.trace.algorithm).table !== undefined
	);
	/**
	 * Presenting beside a board, a search with a table of its own (iterative deepening): the tree's
	 * status line and the table's folded strip sit in the board's column, under the board, so the
	 * tree has their height too (issue 43: its pane was 350 px, three rows a step names not whole).
	 * Not on a tree big enough for "Go to FC" above the board (Connect Four's): that column has no
	 * room left under its board.
	 */
	readonly besideBoard = $derived.by(() => this.#presenting() && this.#boardTable);
	/**
	 * On a laptop's short screen (1280×720) not presenting, beside a board, a search with a table
	 * of its own (iterative deepening, MTD(f)): the table takes the call stack's band under the
	 * code and the stack goes under the board, so the tree has the column's height (issue 43: its
	 * pane of 310 px held two rows at 12 px where a step names three).
	 */
	readonly tableBeside = $derived.by(() => this.#short && !this.#presenting() && this.#boardTable);
	// Small screens show the tree first and one panel below it, opened by its button.
	readonly panelNames: readonly PanelName[] = $derived.by(() =>
		this.Panel ? ['board', 'stack', 'code'] : ['stack', 'code']
	);
	chosenPanel: PanelName | null = $state('board');
	/** The panel open on a small screen: the one chosen, or the first if the game has no such panel. */
	readonly openPanel = $derived.by(() =>
		this.chosenPanel === null || this.panelNames.includes(this.chosenPanel)
			? this.chosenPanel
			: this.panelNames[0]
	);

	get #sayings() {
		const { player } = this.#lab;
		return { letters: player.letters, drawn: player.session.drawn, lang: this.#locale.lang };
	}

	/** A side's name: its search's, with its move order when it is not the game's own. */
	#nameOf({ settings }: Trace): string {
		const name = searchMenuName(settings.algorithm, this.#locale.lang);
		const order = orderingOf(settings);
		return order === 'given' ? name : this.#locale.t.versus.ordered(name, order);
	}
}
