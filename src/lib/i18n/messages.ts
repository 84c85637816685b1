import { inputErrorMessages } from '../engine/errors';
import { loadOnce } from '../engine/load-once';
import type { Lang } from './lang';
import { common } from './common';
import { problems } from './problems';

/**
 * The areas a view reads, each provided with the view's own modules (step-areas.ts:
 * `provideAreas`) or loaded by its load (its +page.ts: `loadAreas`) or by the dialog that reads
 * it, so a view carries the messages of its own parts alone; what every view says (the common
 * words, the problems) is always at hand.
 */
const LATER = {
	compare: () => import('./compare').then((module) => module.compare),
	depth: () => import('./depth').then((module) => module.depth),
	editors: () => import('./editors').then((module) => module.editors),
	lesson: () => import('./lesson').then((module) => module.lesson),
	links: () => import('./links').then((module) => module.links),
	mistakes: () => import('./mistakes').then((module) => module.mistakes),
	narration: () => import('./narration').then((module) => module.narration),
	page: () => import('./page').then((module) => module.page),
	practice: () => import('./practice').then((module) => module.practice),
	searchOptions: () => import('./search-options').then((module) => module.searchOptions),
	share: () => import('./share').then((module) => module.share),
	table: () => import('./table').then((module) => module.table),
	versus: () => import('./versus').then((module) => module.versus),
	view: () => import('./view').then((module) => module.view)
};
export type LaterArea = keyof typeof LATER;

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

/** Areas a view imports statically, at hand from then on (step-areas.ts): no load to wait for. */
export function provideAreas(areas: Partial<typeof later>): void {
	Object.assign(later, areas);
}

/** Every message of the app in one language, by area; a later area's once it is loaded. */
export type Messages = {
	readonly [A in LaterArea]: NonNullable<(typeof later)[A]>[Lang];
} & ReturnType<typeof alwaysIn>;

const alwaysIn = (lang: Lang) => ({
	common: common[lang],
	// Input errors' sentences, as the registry registered them from their modules.
	errors: inputErrorMessages(lang),
	problems: problems[lang]
});

function messagesIn(lang: Lang): Messages {
	const messages = alwaysIn(lang);
	for (const area of Object.keys(LATER) as LaterArea[])
		Object.defineProperty(messages, area, {
			enumerable: true,
			get() {
				const loaded = later[area];
				if (loaded === undefined)
					throw new Error(`The ${area} messages are read before loadAreas('${area}') finished.`);
				return loaded[lang];
			}
		});
	return messages as Messages;
}

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
