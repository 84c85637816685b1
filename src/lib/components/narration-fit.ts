/** What a narration box shows of a telling: its text, and its note (null: none shown). */
export interface Told {
	text: string;
	note: string | null;
}

/**
 * How tall the box must be to hold `told`: in full type, or `smaller`, the least of its type's
 * steps (as NarrationBox sets a text too long for it).
 */
export function needed(box: HTMLElement, told: Told, smaller: boolean): number {
	const full = measured(box, told);
	if (!smaller) return full;
	return Math.min(full, ...['tight', 'tight tighter'].map((size) => measured(box, told, size)));
}

/** How tall the box is with `told` in it (in type `size`), measured on a hidden copy beside it. */
function measured(box: HTMLElement, told: Told, size = ''): number {
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
	// height, a band of up to 52 px under the article's steps).
	copy.style.cssText = `position:absolute;top:0;left:0;visibility:hidden;contain:none;height:auto;min-height:0;width:${box.clientWidth}px`;
	(box.parentElement ?? document.body).append(copy);
	const height = copy.scrollHeight;
	copy.remove();
	return height;
}
