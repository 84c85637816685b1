// First: the view registry (and the registry) list their parts before the forms'.
import './index';
import { addGamePart, type GameKind } from '$lib/engine';
import { registerPracticeForm, type PracticeForm } from '$lib/practice/forms';

/**
 * Each game's practice form, loaded with its game on first need into practice/forms.ts's
 * catalogue. Only the practice page imports this (after the view registry, which it imports
 * first), so the step-through and compare pages do not carry the practice sheets.
 */
const PRACTICE_FORMS: Readonly<Record<GameKind, () => Promise<PracticeForm>>> = {
	board: async () => (await import('$lib/games/tictactoe/view/practice')).tictactoePractice,
	connect4: async () => (await import('$lib/games/connect4/view/practice')).connect4Practice,
	tree: async () => (await import('$lib/games/tree/view/practice')).treePractice
};

for (const kind of Object.keys(PRACTICE_FORMS) as GameKind[])
	addGamePart(kind, PRACTICE_FORMS[kind], (form) => registerPracticeForm(kind, form));
