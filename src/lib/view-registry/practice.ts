// First: the view registry (and the registry) fill their catalogues before the forms load.
import './index';
import type { GameKind } from '$lib/engine';
import { connect4Practice } from '$lib/games/connect4/view/practice';
import { tictactoePractice } from '$lib/games/tictactoe/view/practice';
import { treePractice } from '$lib/games/tree/view/practice';
import { registerPracticeForms, type PracticeForm } from '$lib/practice/forms';

/**
 * Each game's practice form, registered in practice/forms.ts's catalogue. Only the practice page
 * imports this (after the view registry, which it imports first), so the step-through and compare
 * pages do not carry the practice sheets.
 */
const PRACTICE_FORMS: Readonly<Record<GameKind, PracticeForm>> = {
	board: tictactoePractice,
	connect4: connect4Practice,
	tree: treePractice
};

registerPracticeForms(PRACTICE_FORMS);
