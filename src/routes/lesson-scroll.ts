/**
 * The page scrolled down for the lesson's callout, and scrolled back by as much: a phone's part
 * that rings a button below the screen's foot brings it up (`ringShift`).
 */
export class PageShift {
	/** How far the page is scrolled down for the callout, px (as far as it went). */
	by = 0;
	/** The page's scroll once shifted: scrolled since (by the student), the shift is forgotten. */
	#at = 0;

	/** Scrolls the page to stand `px` below where it stood unshifted (0: back). */
	to(px: number): void {
		if (scrollY !== this.#at) this.by = 0;
		if (px !== this.by) {
			const before = scrollY;
			scrollBy({ top: px - this.by, behavior: 'instant' });
			this.by += scrollY - before;
		}
		this.#at = scrollY;
	}
}
