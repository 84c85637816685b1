import { tick } from 'svelte';
import type { LessonTarget } from '$lib/state/lesson-stages';
import type { Spotlight } from '$lib/ui/camera.svelte';
import {
	GAP,
	LESSON_TARGETS,
	MARGIN,
	measureCallout,
	PHONE_WIDTH,
	ringShift,
	TABLET_WIDTH,
	type CalloutMeasure
} from './lesson-place';
import { PageShift } from './lesson-scroll';

/** What the callout is placed for: its part of the lesson, as LessonCallout is given it. */
export interface CalloutPart {
	readonly target: LessonTarget;
	readonly large: boolean;
	/** The call the part speaks of (null: none) and the calls whose cards are kept clear. */
	readonly call: number | null;
	readonly keep: readonly number[];
	readonly aboutPart: LessonTarget | null;
	readonly mentions: LessonTarget | null;
}

/**
 * The first lesson's callout placed on the page (LessonCallout): measured against it, with the
 * tree's camera told which cards to keep above it, and the page scrolled where a part needs it
 * (a phone's ringed button brought up, the tree given room), then given back.
 */
export class CalloutPlacing {
	/** The callout's box on the page, once made. */
	callout: HTMLElement | undefined = $state();
	/** The ring round the target, where the callout goes, and what it adds of where that is. */
	measured: CalloutMeasure | null = $state(null);
	/** Whether it takes the focus once first placed (a callout not yet placed is hidden). */
	focusPending = false;
	readonly #part: () => CalloutPart;
	readonly #spotlight: Spotlight | null;
	/** Whether the tree's camera keeps the cards the part reads above the callout (`measure`). */
	#held = false;
	/** How far the page is scrolled up for the tree (`raise`), px. */
	#lifted = 0;
	/** A phone's page scrolled so the part the callout rings stands at the screen's foot. */
	readonly #shift = new PageShift();
	/** The camera's way to ask for room (`raise`). */
	readonly #raiser = (px: number): void => this.#raise(px);

	constructor(part: () => CalloutPart, spotlight: Spotlight | null) {
		this.#part = part;
		this.#spotlight = spotlight;
	}

	/** Places the callout; `bring`, placing it for a new part or screen, scrolls its ring up first. */
	measure(bring = false): void {
		const { callout } = this;
		if (!callout) return;
		const { target, large, call, keep, aboutPart, mentions } = this.#part();
		// Once a part: a student who scrolls away from the ring is not scrolled back to it.
		const phone = innerWidth < PHONE_WIDTH;
		if (bring) this.#shift.to(phone ? ringShift(target, callout.offsetHeight, this.#shift.by) : 0);
		const measured = measureCallout(target, callout, large, keep, mentions, aboutPart);
		this.measured = measured;
		// A phone's callout covers the tree's foot: its camera keeps the call's card above it, with
		// the cards it reads (`raise`), and lets go when the screen turns wider. A wider screen's
		// does too from 700 to 1099 px wide (the tree reaches under every spot), and wider where it
		// lies over them, until the part or the screen's size changes: held, so the callout, once
		// the cards are clear of it, does not let them go back under it. Up to 1099 px wide, cards
		// that do not fit above it raise the page too (900×700: FC6 and its children).
		this.#held ||= measured.keepsCards;
		const raising = keep.length > 1 && (phone || (this.#held && innerWidth < TABLET_WIDTH));
		if (!raising) this.#lower();
		if (this.#spotlight)
			Object.assign(
				this.#spotlight,
				phone || this.#held
					? {
							call,
							calls: keep,
							above: measured.place.top - GAP,
							raise: raising ? this.#raiser : null
						}
					: { call: null, calls: [], raise: null }
			);
		if (this.focusPending) {
			this.focusPending = false;
			void tick().then(() => this.callout?.focus());
		}
	}

	/**
	 * A new part, read from its top (a phone's callout, or its text `said`, scrolls), the camera
	 * let go until the callout needs it again: placed once the page has drawn the step (the code
	 * line, the stack), a frame later too, as fonts settle, and at 300 ms. Returns the way to stop.
	 */
	shown(said: HTMLElement | undefined): () => void {
		for (const box of [this.callout, said]) if (box) box.scrollTop = 0;
		this.#held = false;
		let [frame, settled] = [0, 0];
		void tick().then(() => {
			this.measure(true);
			frame = requestAnimationFrame(() => this.measure(true));
			settled = window.setTimeout(() => this.measure(true), 300);
		});
		return () => {
			cancelAnimationFrame(frame);
			clearTimeout(settled);
		};
	}

	/** A new size of screen: the callout placed afresh, the camera let go unless still needed. */
	resized(): void {
		this.#held = false;
		this.#lower();
		this.measure(true);
	}

	/** The callout gone: the page as it was, the camera let go. */
	closed(): void {
		this.#lower();
		this.#shift.to(0);
		if (this.#spotlight) Object.assign(this.#spotlight, { call: null, calls: [], raise: null });
	}

	/**
	 * Places the callout again once the tree's camera has stopped (two frames after its last
	 * move): a busy machine starts its glide late. Returns the way to stop watching.
	 */
	watchCamera(): () => void {
		const camera = document.querySelector('.tree > svg > g[transform]');
		if (!camera) return () => {};
		let frame = 0;
		const rested = new MutationObserver(() => {
			cancelAnimationFrame(frame);
			frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => this.measure())));
		});
		rested.observe(camera, { attributes: true, attributeFilter: ['transform'] });
		return () => {
			rested.disconnect();
			cancelAnimationFrame(frame);
		};
	}

	/**
	 * Makes `px` more room for the tree above the callout, where the cards a part reads lack it
	 * (FC6 and its children: two rows of cards do not fit over a phone's callout, nor at 900×700):
	 * the page scrolled up by as much, at most as keeps the narration's top and the tree's in
	 * sight, and the tree's box grown under the callout by as much (CallPanels' --lesson-lift), so
	 * what lies below it (the board) stays where it was, rather than under the callout. The step
	 * buttons may scroll away: only parts at the last step read two rows of cards, and the
	 * callout's own buttons go on.
	 */
	#raise(px: number): void {
		const tops = [LESSON_TARGETS.narration.selectors[0]!, '.centre .tree'].map(
			(selector) => document.querySelector(selector)?.getBoundingClientRect().top ?? 0
		);
		const by = Math.floor(Math.min(px, ...tops.map((top) => top - MARGIN)));
		if (by <= 0) return;
		this.#lifted += by;
		document.documentElement.style.setProperty('--lesson-lift', `${this.#lifted}px`);
		scrollBy({ top: by, behavior: 'instant' });
	}

	/** Gives the room back: the tree's box as it was, the page scrolled down by as much. */
	#lower(): void {
		if (this.#lifted === 0) return;
		document.documentElement.style.removeProperty('--lesson-lift');
		scrollBy({ top: -this.#lifted, behavior: 'instant' });
		this.#lifted = 0;
	}
}
