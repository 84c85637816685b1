import { CODE_LANGUAGES, type CodeLanguage } from '$lib/games';
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

	/** Shows `language` and remembers it on this device. */
	set(language: CodeLanguage): void {
		this.language = language;
		safeStorage()?.setItem(KEY, language);
	}
}
