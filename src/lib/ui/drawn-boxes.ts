/**
 * The drawing's boxes as one clearing turn reads them (issue 45): the camera's rules (bar-, edge-
 * and row-clear) each asked the page for every text's box, a dozen times or more a step (600
 * reads of `getBoundingClientRect` a step on the article board). A turn runs in one go with
 * nothing drawn in between (a move is drawn at the next flush), so each box is read once, when
 * first asked, and what is found from it kept: the same boxes as before, fewer reads.
 */
export class DrawnBoxes {
	readonly #boxes = new Map<Element, DOMRect>();
	readonly #kept = new Map<string, unknown>();

	/** `element`'s box on screen, read once this turn. */
	box(element: Element): DOMRect {
		let box = this.#boxes.get(element);
		if (box === undefined) {
			box = element.getBoundingClientRect();
			this.#boxes.set(element, box);
		}
		return box;
	}

	/** What `read` finds, read once this turn under `key`. */
	once<T>(key: string, read: () => T): T {
		if (this.#kept.has(key)) return this.#kept.get(key) as T;
		const found = read();
		this.#kept.set(key, found);
		return found;
	}
}
