/** How the copies are made: `deep` copies the element's children too; `style` is more of theirs. */
export interface CopyOptions {
	readonly deep?: boolean;
	readonly style?: string;
}

/**
 * What `read` reads of hidden copies of `element`, one for each of `forms` (`make` turns a bare
 * copy into its form: its text, its type). The copies stand beside the element, so the page's
 * rules for it apply, at its width, unnamed and hidden from screen readers, taking no room:
 * absolute, so no copy moves another. Every copy is placed before any is read, so the page lays
 * out once for all of them (issue 45: one copy given each text in turn laid a page out again for
 * every text, some 25 ms each beside a big tree), and none is left behind.
 */
export function measureCopies<Form, Read>(
	element: HTMLElement,
	forms: readonly Form[],
	make: (copy: HTMLElement, form: Form) => void,
	read: (copies: readonly HTMLElement[]) => Read,
	{ deep = false, style = '' }: CopyOptions = {}
): Read {
	const width = element.clientWidth;
	const copies = forms.map((form) => {
		const copy = element.cloneNode(deep) as HTMLElement;
		copy.removeAttribute('aria-label');
		copy.setAttribute('aria-hidden', 'true');
		copy.style.cssText = `position:absolute;visibility:hidden;width:${width}px;${style}`;
		make(copy, form);
		return copy;
	});
	(element.parentElement ?? document.body).append(...copies);
	try {
		return read(copies);
	} finally {
		for (const copy of copies) copy.remove();
	}
}
