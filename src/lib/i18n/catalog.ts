import type { Lang } from './lang';

/**
 * One area's messages in every language. The English messages fix the shape, and the Chinese
 * ones must match it exactly, so a missing or misspelt key fails type checking. A message is
 * a string, or a function of its numbers and names when the sentence needs them.
 */
export type Catalog<T> = Readonly<Record<Lang, T>>;

export function catalog<T>(en: T, zh: NoInfer<T>): Catalog<T> {
	return { en, zh };
}
