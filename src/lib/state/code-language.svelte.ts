import { CODE_LANGUAGES, type CodeLanguage } from '$lib/games';
import { codeLanguageReady, loadCodeLanguage } from '$lib/games/listing';
import { safeStorage } from '$lib/ui/storage';

const KEY = 'minimax-lab-code';

/**
 * The code panel's programming language: the link's `code=` when it names one, else the choice
 * remembered on this device (as the theme and the language are), else JavaScript.
 */
export class CodeChoice {
	language = $state<CodeLanguage>('js');

	/** The language remembered on this device; null when none (or storage is switched off). */
	remembered(): CodeLanguage | null {
		const saved = safeStorage()?.getItem(KEY);
		return CODE_LANGUAGES.find((language) => language === saved) ?? null;
	}

	/**
	 * Shows `language` once its listings are in, and remembers it on this device; offline without
	 * them, the layout says a part is missing and the listing stays.
	 */
	async set(language: CodeLanguage): Promise<void> {
		if (!codeLanguageReady(language))
			try {
				await loadCodeLanguage(language);
			} catch {
				return;
			}
		this.language = language;
		safeStorage()?.setItem(KEY, language);
	}
}

/**
 * Loads the listings' language a link names (`code=`), else the one this device remembers, before
 * the page hydrates (JavaScript's comes with it); offline, JavaScript's show until it loads.
 */
export function loadLinkedLanguage(params: URLSearchParams): Promise<void> {
	const linked = CODE_LANGUAGES.find((language) => language === params.get('code'));
	return loadCodeLanguage(linked ?? new CodeChoice().remembered() ?? 'js').catch(() => undefined);
}
