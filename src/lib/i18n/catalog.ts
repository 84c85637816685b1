import type { Lang } from './lang';

/**
 * One area's messages in every language. The English messages fix the shape, and the Chinese
 * ones must match it exactly, so a missing or misspelt key fails type checking. A message is
 * a string, or a function of its numbers and names when the sentence needs them.
 */
export type Catalog<T> = Readonly<Record<Lang, T>>;

/** A catalog with both languages at hand (a module's few messages). */
export function catalog<T>(en: T, zh: NoInfer<T>): Catalog<T> {
	return { en, zh };
}

/**
 * A catalog whose Chinese half is loaded with the rest of the Chinese messages (languages.ts):
 * the page carries only the language it shows. Reading `zh` before it is loaded throws; the
 * page switches language only once its messages are in.
 */
export function lazyCatalog<T>(en: T, zh: () => NoInfer<T>): Catalog<T> {
	return {
		en,
		get zh() {
			return zh();
		}
	};
}
