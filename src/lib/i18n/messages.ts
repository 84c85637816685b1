import { inputErrorMessages } from '../engine/errors';
import { loadOnce } from '../engine/load-once';
import type { Lang } from './lang';
import { common } from './common';
import { depth } from './depth';
import { lesson } from './lesson';
import { narration } from './narration';
import { page } from './page';
import { problems } from './problems';
import { table } from './table';
import { versus } from './versus';
import { view } from './view';

/** The areas the first view never reads (later.ts), once loaded. */
let later: typeof import('./later') | null = null;

/** Loads the areas the first view leaves out: what a view or dialog reading them awaits first. */
export const loadAreas = loadOnce(() => import('./later').then((module) => void (later = module)));

function laterArea<A extends 'compare' | 'editors' | 'practice'>(area: A) {
	if (later === null) throw new Error(`The ${area} messages are read before loadAreas() finished.`);
	return later[area];
}

/** Every message of the app in one language, by area. */
function messagesIn(lang: Lang) {
	return {
		common: common[lang],
		get compare() {
			return laterArea('compare')[lang];
		},
		depth: depth[lang],
		get editors() {
			return laterArea('editors')[lang];
		},
		// Input errors' sentences, as the registry registered them from their modules.
		errors: inputErrorMessages(lang),
		lesson: lesson[lang],
		narration: narration[lang],
		page: page[lang],
		get practice() {
			return laterArea('practice')[lang];
		},
		problems: problems[lang],
		table: table[lang],
		versus: versus[lang],
		view: view[lang]
	};
}

export type Messages = ReturnType<typeof messagesIn>;

const built: Partial<Record<Lang, Messages>> = {};

/** One language's messages, built once on first reading; Chinese only once loaded (languages.ts). */
const messagesOf = (lang: Lang): Messages => (built[lang] ??= messagesIn(lang));

export const MESSAGES: Readonly<Record<Lang, Messages>> = {
	get en() {
		return messagesOf('en');
	},
	get zh() {
		return messagesOf('zh');
	}
};
