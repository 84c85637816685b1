/**
 * Whether a header menu's panel opens rightwards from its summary (its left edges aligned): when
 * the summary sits in the screen's left half (a header wrapped onto two rows, a phone on its
 * side), a panel aligned to its right edge would run off the screen's left.
 */
export function opensRightward(menu: HTMLDetailsElement): boolean {
	const summary = menu.querySelector('summary')?.getBoundingClientRect();
	return summary !== undefined && summary.left + summary.width / 2 < window.innerWidth / 2;
}
