/**
 * The calls among `calls` whose card is not whole in the call tree's pane as it stands on
 * screen: past the level column (where it is drawn), the pane's right or top, or the screen's
 * foot; or not drawn. A phone's "More" asks as it opens: its whole telling may name calls the
 * pane cannot hold at a readable size with the step's own (issue 43: FC9's value going back to
 * FC2, then to FC1, as FC10 starts), and the sheet says which. Loaded with that sheet.
 */
export function callsOutOfView(calls: readonly number[]): number[] {
	const pane = document.querySelector('.tree > svg')?.getBoundingClientRect();
	if (!pane) return [...calls];
	const column = document.querySelector('.tree .levels .gutter')?.getBoundingClientRect();
	const [left, bottom] = [column?.right ?? pane.left, Math.min(pane.bottom, innerHeight)];
	return calls.filter((call) => {
		const card = document
			.querySelector(`.tree [data-call="${call}"] > rect.card`)
			?.getBoundingClientRect();
		// A pixel's slack: a card's stroke on the pane's edge is whole.
		return (
			!card ||
			card.left < left - 1 ||
			card.right > pane.right + 1 ||
			card.top < pane.top - 1 ||
			card.bottom > bottom + 1
		);
	});
}
