/**
 * Where the pointer or the keyboard focus is on a call tree: the card under it (drawn larger
 * where the game asks, `lens`) and the table hit whose link to its origin is drawn; a hit's card
 * or tag, clicked or given Enter, goes to the call that scored its position (`go`).
 */
export class TreePointer {
	/** The card under the pointer or focus; null for none. */
	lensCall: number | null = $state(null);
	/** The table hit whose link to its origin is drawn (hovered or focused); null for none. */
	linkedHit: number | null = $state(null);
	readonly #go: () => ((origin: number) => void) | undefined;

	constructor(go: () => ((origin: number) => void) | undefined) {
		this.#go = go;
	}

	/** The pointer over, or the focus on, `event`'s target. */
	readonly show = (event: Event): void => {
		const card = event.target instanceof Element ? event.target.closest('[data-call]') : null;
		this.lensCall = card === null ? null : Number(card.getAttribute('data-call'));
		const hit = hitAt(event.target);
		this.linkedHit = hit === null ? null : Number(hit.getAttribute('data-hit'));
	};

	readonly leave = (): void => {
		this.linkedHit = this.lensCall = null;
	};

	/** A hit's card or tag, clicked or given Enter: show the call that scored its position. */
	readonly goToOrigin = (event: Event): void => {
		const hit = hitAt(event.target);
		const go = this.#go();
		if (hit === null || !go) return;
		event.preventDefault();
		event.stopPropagation();
		this.linkedHit = null;
		go(Number(hit.getAttribute('data-origin')));
	};

	readonly keydown = (event: KeyboardEvent): void => {
		if ((event.key === 'Enter' || event.key === ' ') && hitAt(event.target)) this.goToOrigin(event);
	};
}

/** The hit a pointer or focus is on (its card or its tag), from the `data-hit` hooks. */
function hitAt(target: EventTarget | null): Element | null {
	return target instanceof Element ? target.closest('[data-origin]') : null;
}
