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

/** The areas the first view never reads: each loads with the view or dialog that reads it. */
const LATER = {
	compare: () => import('./compare').then((module) => module.compare),
	editors: () => import('./editors').then((module) => module.editors),
	practice: () => import('./practice').then((module) => module.practice)
};
type LaterArea = keyof typeof LATER;
const later: { [A in LaterArea]?: Awaited<ReturnType<(typeof LATER)[A]>> } = {};
const loaders = Object.fromEntries(
	Object.entries(LATER).map(([area, load]) => [
		area,
		loadOnce(() => load().then((messages) => void Object.assign(later, { [area]: messages })))
	])
) as Record<LaterArea, () => Promise<void>>;

/** Loads the later areas named (all, by default): what a view or dialog reading them awaits first. */
export const loadAreas = async (...areas: LaterArea[]): Promise<void> => {
	const named = areas.length > 0 ? areas : (Object.keys(LATER) as LaterArea[]);
	await Promise.all(named.map((area) => loaders[area]()));
};

function laterArea<A extends LaterArea>(area: A) {
	const messages = later[area];
	if (messages === undefined)
		throw new Error(`The ${area} messages are read before loadAreas('${area}') finished.`);
	return messages;
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
