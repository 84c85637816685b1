/** `text` safe inside HTML, in an element or a double-quoted attribute. */
export function htmlSafe(text: string): string {
	return text
		.replaceAll('&', '&amp;')
		.replaceAll('"', '&quot;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;');
}

/**
 * A fixed menu's `<option>`s as one piece of markup for `{@html}`, `chosen` marked selected (so
 * the prerendered page shows it before the scripts come). As the page hydrates, an `{#each}`
 * makes two effects an option (its block and its text): the first view's menus hold 23 (issue
 * 45). The values and labels are escaped.
 */
export function optionsHtml(
	options: readonly { value: string; label: string }[],
	chosen: string
): string {
	return options
		.map(
			({ value, label }) =>
				`<option value="${htmlSafe(value)}"${value === chosen ? ' selected' : ''}>${htmlSafe(label)}</option>`
		)
		.join('');
}
