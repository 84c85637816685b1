import { errorsByNode, type CheckResult, type ErrorKind } from '$lib/practice';

/**
 * What a checked sheet marks on the tree: the nodes with a mistake, the cut toggles, value boxes
 * and window boxes marked wrong, and for each node the mistakes listed about it (their ids in
 * PracticeVerdict, which the boxes name as their description).
 */
export function sheetMarks(result: CheckResult | null, graded: boolean) {
	// A blank sheet's mistakes are every answer: none is marked (nor listed, PracticeVerdict).
	const found = errorsByNode(result?.blank ? [] : (result?.errors ?? []), graded);
	/** The nodes with an error of one of these kinds. */
	const nodesWith = (kinds: readonly ErrorKind[]) =>
		new Set(
			[...found.kinds]
				.filter(([, has]) => kinds.some((kind) => has.has(kind)))
				.map(([node]) => node)
		);
	return {
		wrong: new Set(found.places.keys()),
		// Graded, a missing cut is shown on the node its branch lies under, not on its edge.
		cuts: nodesWith(graded ? ['extraCut'] : ['missingCut', 'extraCut']),
		values: nodesWith(['value', 'average', 'missingValue', 'unreadable', 'notVisited']),
		windows: nodesWith(['window']),
		describedBy: (node: number) =>
			found.places
				.get(node)
				?.map((at) => `practice-error-${at}`)
				.join(' ')
	};
}
