/** What a narration box shows of a telling: its text, and its note (null: none shown). */
export interface Told {
	readonly text: string;
	readonly note: string | null;
}

/** The type steps a box may set a text in: full, then `smaller`'s two steps down. */
const FULL = [''] as const;
const STEPPED = ['', 'tight', 'tight tighter'] as const;

/**
 * How tall `box` must be to hold the tallest of `tellings`: each in full type, or `smaller`, the
 * least of its type's steps (as NarrationBox sets a text too long for it). Every telling is
 * measured on a hidden copy of the box beside it, all copies placed before any is read, so the
 * page lays out once (issue 45: one copy at a time, the box's width read between, laid out a page
 * holding MCTS's tree some 70 times for its 12 tellings in three types, at each switch of
 * language, presenting or width).
 */
export function tallestNeeded(
	box: HTMLElement,
	tellings: readonly Told[],
	smaller: boolean
): number {
	const sizes = smaller ? STEPPED : FULL;
	const width = box.clientWidth;
	const copies = tellings.map((told) => sizes.map((size) => copyOf(box, told, size, width)));
	(box.parentElement ?? document.body).append(...copies.flat());
	const heights = copies.map((steps) => Math.min(...steps.map((copy) => copy.scrollHeight)));
	for (const copy of copies.flat()) copy.remove();
	return Math.max(...heights);
}

/** A hidden copy of `box` holding `told` in type `size`, `width` px wide, not yet placed. */
function copyOf(box: HTMLElement, told: Told, size: string, width: number): HTMLElement {
	const copy = box.cloneNode(true) as HTMLElement;
	copy.querySelector('.why')?.remove();
	copy.querySelector('[popover]')?.remove();
	copy.removeAttribute('aria-label');
	copy.querySelectorAll('[aria-live], [role]').forEach((element) => {
		element.removeAttribute('aria-live');
		element.removeAttribute('role');
	});
	const text = copy.querySelector('.text');
	const note = copy.querySelector('.note');
	if (text) text.textContent = told.text;
	if (note) {
		note.textContent = told.note ?? '';
		note.classList.toggle('shown', told.note !== null);
	}
	copy.setAttribute('aria-hidden', 'true');
	copy.classList.remove('tight', 'tighter');
	if (size !== '') copy.classList.add(...size.split(' '));
	// Beside the box, so the page's rules for it apply, taking no room: at the box's width, and
	// without the page's floor under it (a portrait tablet's 7.4rem was measured as the text's
	// height, a band of up to 52 px under the article's steps). Absolute, so no copy moves another.
	copy.style.cssText = `position:absolute;top:0;left:0;visibility:hidden;contain:none;height:auto;min-height:0;width:${width}px`;
	return copy;
}
