import { traceDeclaration } from '$lib/engine/search-catalog';
import { PRACTICE_LIMITS } from '$lib/practice';
import type { PracticeForm } from '$lib/practice/forms';
import TreePractice from './TreePractice.svelte';
import TreePracticeVerdict from './TreePracticeVerdict.svelte';
import TreeWorksheet from './TreeWorksheet.svelte';
import RandomTreeControls from './RandomTreeControls.svelte';
import TreeInput from './TreeInput.svelte';
import { explicitTree } from '$lib/games/tree/rules';
import { TreeSheet } from './sheet.svelte';

/**
 * The tree's practice form. It alone imports the sheet's Svelte parts and hands them to the
 * sheet (sheet.svelte.ts), which the parts import in turn: no import runs in a circle.
 */

const PARTS = { Answer: TreePractice, Verdict: TreePracticeVerdict, Worksheet: TreeWorksheet };

export const practiceForm: PracticeForm = {
	refusal(game, algorithm) {
		const tree = explicitTree(game);
		// Only a search whose values are averages has a value at a chance node the tree states.
		if (tree.declaresChance && !traceDeclaration(algorithm).averages)
			return (t) => t.mistakes.chanceTree;
		const size = tree.size;
		return size > PRACTICE_LIMITS.maxNodes
			? (t) => t.mistakes.tooBig(size, PRACTICE_LIMITS.maxNodes)
			: null;
	},
	open: (game, query) => new TreeSheet(explicitTree(game), query, PARTS),
	RecipeControls: RandomTreeControls,
	TypedInput: TreeInput
};
