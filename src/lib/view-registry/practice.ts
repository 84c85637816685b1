import { addGamePart } from '$lib/engine/game-catalog';
import { registerPracticeForm, type PracticeForm } from '$lib/practice/forms';
import { PARTS } from './parts';
// The exercises' searches the step-through page imports statically too (first.ts): imported here
// as well, they come in a chunk the two pages share, not in the step-through page's own.
import '$lib/searches/minimax/code';
import '$lib/searches/alphabeta/code';

/** Each game's practice form, its `view/practice.ts`'s `practiceForm`, loaded on first need. */
const FORMS = import.meta.glob<PracticeForm>('../games/*/view/practice.ts', {
	import: 'practiceForm'
});

/**
 * Each game's practice form, loaded with its game on first need into practice/forms.ts's
 * catalogue, found beside its view parts. Only the practice page imports this (in place of the
 * view registry, whose views it does not show), so the step-through and compare pages do not
 * carry the practice sheets.
 */
for (const [path, { kind }] of Object.entries(PARTS)) {
	const form = FORMS[path.replace(/parts\.ts$/, 'practice.ts')];
	if (form === undefined) throw new Error(`No view/practice.ts of game "${kind}".`);
	addGamePart(kind, form, (loaded) => registerPracticeForm(kind, loaded));
}
