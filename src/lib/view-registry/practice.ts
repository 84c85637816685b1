import type { GameKind } from '$lib/engine';
import { addGamePart } from '$lib/engine/loading';
import { registerPracticeForm, type PracticeForm } from '$lib/practice/forms';

/**
 * Each game's practice form, loaded with its game on first need into practice/forms.ts's
 * catalogue. Only the practice page imports this, right after the view registry (so the
 * registry and the views list their parts before the forms'; this module does not import the
 * view registry itself, which would put every view before each form in one chain of imports),
 * so the step-through and compare pages do not carry the practice sheets.
 */
const PRACTICE_FORMS: Readonly<Record<GameKind, () => Promise<PracticeForm>>> = {
	board: async () => (await import('$lib/games/tictactoe/view/practice')).tictactoePractice,
	connect4: async () => (await import('$lib/games/connect4/view/practice')).connect4Practice,
	tree: async () => (await import('$lib/games/tree/view/practice')).treePractice
};

for (const kind of Object.keys(PRACTICE_FORMS) as GameKind[])
	addGamePart(kind, PRACTICE_FORMS[kind], (form) => registerPracticeForm(kind, form));
