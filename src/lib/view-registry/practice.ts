// First: the view registry (and the registry) list their parts before the forms'.
import './index';
import { addGamePart } from '$lib/engine';
import { registerPracticeForm, type PracticeForm } from '$lib/practice/forms';
import { PARTS } from './parts';

/** Each game's practice form, its `view/practice.ts`'s `practiceForm`, loaded on first need. */
const FORMS = import.meta.glob<PracticeForm>('../games/*/view/practice.ts', {
	import: 'practiceForm'
});

/**
 * Each game's practice form, loaded with its game on first need into practice/forms.ts's
 * catalogue, found beside its view parts. Only the practice page imports this (after the view
 * registry, which it imports first), so the step-through and compare pages do not carry the
 * practice sheets.
 */
for (const [path, { kind }] of Object.entries(PARTS)) {
	const form = FORMS[path.replace(/parts\.ts$/, 'practice.ts')];
	if (form === undefined) throw new Error(`No view/practice.ts of game "${kind}".`);
	addGamePart(kind, form, (loaded) => registerPracticeForm(kind, loaded));
}
