import { InputError, describeInputError } from '$lib/engine/errors';
import type { Messages } from './messages';
export {
	HTML_LANG,
	LANGS,
	LANG_NAMES,
	LANG_SWITCH_FACES,
	parseLang,
	preferredLang,
	type Lang
} from './lang';
export { MESSAGES, loadAreas, type Messages } from './messages';
export { loadLang } from './languages';

/**
 * A message kept until it is shown, so a notice already on screen changes language with the
 * page: `(t) => t.page.opened(name)`.
 */
export type Localized = (t: Messages) => string;

/**
 * What went wrong, in the reader's language: an `InputError` by its code, any other error by
 * its own message (a browser's words, which no catalog can know).
 */
export function explain(error: unknown): Localized {
	if (error instanceof InputError) return (t) => describeInputError(t.errors, error);
	const text = error instanceof Error ? error.message : String(error);
	return () => text;
}
