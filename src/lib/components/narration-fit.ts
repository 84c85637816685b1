import { measureCopies } from '$lib/ui/hidden-copies';

/** What a narration box shows of a telling: its text, and its note (null: none shown). */
export interface Told {
	readonly text: string;
	readonly note: string | null;
}

/** The type steps a box may set a text in: full, then `smaller`'s two steps down. */
const FULL = [''] as const;
const STEPPED = ['', 'tight', 'tight tighter'] as const;

/**
 * The copies' own style (`measureCopies` sets them hidden, absolute, at the box's width): at the
 * box's top left, and without the page's floor under it (a portrait tablet's 7.4rem was measured
 * as the text's height, a band of up to 52 px under the article's steps).
 */
const COPY_STYLE = 'top:0;left:0;contain:none;height:auto;min-height:0';

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
	const forms = tellings.flatMap((told) => sizes.map((size) => ({ told, size })));
	const heights = measureCopies(
		box,
		forms,
		telling,
		(copies) => copies.map((copy) => copy.scrollHeight),
		{ deep: true, style: COPY_STYLE }
	);
	// Each telling in the least of its sizes: its copies stand together, one a size.
	const least = tellings.map((_, at) =>
		Math.min(...heights.slice(at * sizes.length, (at + 1) * sizes.length))
	);
	return Math.max(...least);
}

/**
 * Makes a copy of the box (`measureCopies`) hold `told` in type `size`, unread by screen readers
 * and without the parts the box alone has (its "why" button, its popover).
 */
function telling(copy: HTMLElement, { told, size }: { told: Told; size: string }): void {
	copy.querySelector('.why')?.remove();
	copy.querySelector('[popover]')?.remove();
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
	copy.classList.remove('tight', 'tighter');
	if (size !== '') copy.classList.add(...size.split(' '));
}
