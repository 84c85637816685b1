import type { GameKind } from '$lib/engine';
import { isGameLoaded } from '$lib/engine/game-catalog';
import { registerPracticeForm, type PracticeForm } from '$lib/practice/forms';
import { PARTS } from './parts';
// What the practice forms share with the step-through page (the exercises' searches, which it
// loads with its first search; the traces' steps and files, which it imports statically):
// imported here as well, it comes in a chunk the two pages share, not in the step-through page's own.
import '$lib/searches/minimax/code';
import '$lib/searches/alphabeta/code';
import '$lib/player/steps';
import '$lib/engine/json';

/** Each game's practice form, its `view/practice.ts`'s `practiceForm`, loaded on first need. */
const FORMS = import.meta.glob<PracticeForm>('../games/*/view/practice.ts', {
	import: 'practiceForm'
});

/** Each kind's practice form loader, found beside its view parts. */
const FORM_OF = new Map(
	Object.entries(PARTS).map(([path, { kind }]) => {
		const form = FORMS[path.replace(/parts\.ts$/, 'practice.ts')];
		if (form === undefined) throw new Error(`No view/practice.ts of game "${kind}".`);
		return [kind, form];
	})
);

/**
 * Loads the practice forms of the kinds `kinds` whose games are loaded into practice/forms.ts's
 * catalogue: the page's own game's, and a linked position's, not every game's (a board's sheet
 * and its views stay off the practice page's first view). Only the practice page imports this
 * (in place of the view registry, whose views it does not show), so the step-through and compare
 * pages do not carry the practice sheets.
 */
export async function loadPracticeForms(kinds: readonly GameKind[]): Promise<void> {
	const wanted = [...FORM_OF].filter(([kind]) => kinds.includes(kind) && isGameLoaded(kind));
	await Promise.all(wanted.map(async ([kind, form]) => registerPracticeForm(kind, await form())));
}
