import { loadOnce } from '../engine/load-once';
import type { Lang } from './lang';

/** Every Chinese catalog, by name: the module loaded when the page first speaks Chinese. */
type Chinese = (typeof import('./zh'))['CHINESE'];

let chinese: Chinese | null = null;
const loadChinese = loadOnce(() =>
	import('./zh').then((module) => void (chinese = module.CHINESE))
);

/** Whether a language's messages can be read now (English always can). */
export function isLoaded(lang: Lang): boolean {
	return lang === 'en' || chinese !== null;
}

/**
 * Loads a language's messages (a no-op for English, and once loaded): what the page awaits
 * before it speaks the language, and every Node entry (CLI, tests) before reading Chinese.
 */
export function loadLang(lang: Lang): Promise<void> {
	return isLoaded(lang) ? Promise.resolve() : loadChinese();
}

/** One Chinese catalog; throws when the Chinese messages are not loaded yet. */
export function chineseOf<K extends keyof Chinese>(name: K): Chinese[K] {
	if (chinese === null)
		throw new Error(`The Chinese messages (${name}) are read before loadLang('zh') finished.`);
	return chinese[name];
}
