import { tick } from 'svelte';
import { MediaQuery } from 'svelte/reactivity';

/** What predict mode's card (PredictPanel) tells its place, each read where it changes. */
export interface CardState {
	readonly card: HTMLElement | undefined;
	readonly presenting: boolean;
	/** The run shown: a new one lays the page out again. */
	readonly trace: unknown;
	/** The question asked and the verdicts told, in the language shown (their words). */
	readonly words: unknown;
	readonly asking: boolean;
	readonly told: number;
}

/**
 * Where predict mode's card lies on the page and how it fits there: over the narration presenting
 * wide, under the listing wide, in the narration's place narrower.
 */
export class CardPlace {
	readonly wide = new MediaQuery('min-width: 1100px');
	/**
	 * Presenting on a wide screen, where the card has no room of its own, the card asking or
	 * telling lies over the narration, whose box keeps one height (the why says the step): the
	 * board, the tree (its right-hand leaves too) and the numbers a question needs keep their room
	 * and stepping moves nothing. Narrower, it takes the narration's place in the page's grid.
	 */
	narration = $state<DOMRect | null>(null);
	/**
	 * In the narration's place (narrower than 1100 px) the card grows rather than scroll inside
	 * (V22 F2: a verdict over the next question scrolled, its why cut). Where the two would grow
	 * it past the narration's box, the verdict folds to its first words, its why a tap away, so
	 * the question's tree under the card stays where it was. Under the listing (wide, not
	 * presenting) likewise where the two are taller than the card's room down to the screen's
	 * foot (P29: Connect Four's why of seven values scrolled its question out by 42 px).
	 * Measured in the language shown.
	 */
	brief = $state(false);
	readonly #state: CardState;

	constructor(state: CardState) {
		this.#state = state;
		$effect(() => {
			void state.trace;
			const box =
				state.presenting && this.wide.current ? document.querySelector('.app > .narration') : null;
			if (!box) return void (this.narration = null);
			const observer = new ResizeObserver(() => (this.narration = box.getBoundingClientRect()));
			observer.observe(box);
			return () => observer.disconnect();
		});
		$effect(() => this.#markFoot(state.card, state.presenting));
		$effect(() => {
			void state.words;
			this.brief = false;
			const wide = this.wide.current;
			if ((wide && state.presenting) || !state.asking || state.told === 0) return;
			void tick().then(() => {
				const card = state.card;
				const box = document.querySelector('.app > .narration')?.getBoundingClientRect();
				if (card && wide) this.brief = card.offsetHeight > CardPlace.#room(card) + 1;
				else if (card && box) this.brief = card.offsetHeight > box.height + 1;
			});
		});
	}

	/** Under the listing, the px from the card's top to the screen's foot (PredictCard). */
	static #room(card: HTMLElement): number {
		const { top, marginBottom } = getComputedStyle(card);
		return innerHeight - parseFloat(top) - parseFloat(marginBottom);
	}

	/**
	 * Beside the listing (wide, not presenting), the page learns how far down the card reaches
	 * (`--predict-foot`): at a laptop's height the call stack's band under it shows its frames
	 * below the card's foot (CallPanels), as a card asking lies over the band's top.
	 */
	#markFoot(card: HTMLElement | undefined, presenting: boolean): (() => void) | undefined {
		const page = card?.parentElement;
		if (!card || !page || presenting || !this.wide.current) return;
		const place = () => {
			const { bottom, height } = card.getBoundingClientRect();
			if (height === 0) page.style.removeProperty('--predict-foot');
			else page.style.setProperty('--predict-foot', `${Math.ceil(bottom)}px`);
		};
		const observer = new ResizeObserver(place);
		observer.observe(card);
		addEventListener('resize', place);
		return () => {
			observer.disconnect();
			removeEventListener('resize', place);
			page.style.removeProperty('--predict-foot');
		};
	}

	/**
	 * Held in the narration's place (a phone), the card comes in sight, and held upright the tree
	 * under it; sideways the card is beside the tree, whose top stays where it was. It scrolls no
	 * step control out of sight (MCTS's tree, taller than what is left of the screen, scrolled the
	 * step counter half out: its card shows the counts it asks on).
	 */
	bringInSight(): void {
		const card = this.#state.card;
		const tree = document.querySelector('.centre .tree')?.getBoundingClientRect();
		if (!card || !tree || getComputedStyle(card).position === 'fixed') return;
		const { top, bottom } = card.getBoundingClientRect();
		const below = tree.top > bottom - 1 ? tree.bottom : bottom;
		const controls = document.querySelector('.controls-row')?.getBoundingClientRect();
		const down = Math.min(below - innerHeight, (controls?.top ?? top) - 4);
		scrollBy(0, Math.max(0, down) || Math.min(0, top));
	}
}
