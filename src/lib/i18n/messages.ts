import { inputErrorMessages } from '../engine/errors';
import type { Lang } from './lang';
import { common } from './common';
import { compare } from './compare';
import { depth } from './depth';
import { editors } from './editors';
import { lesson } from './lesson';
import { narration } from './narration';
import { page } from './page';
import { practice } from './practice';
import { problems } from './problems';
import { table } from './table';
import { versus } from './versus';
import { view } from './view';

/** Every message of the app in one language, by area. */
function messagesIn(lang: Lang) {
	return {
		common: common[lang],
		compare: compare[lang],
		depth: depth[lang],
		editors: editors[lang],
		// Input errors' sentences, as the registry registered them from their modules.
		errors: inputErrorMessages(lang),
		lesson: lesson[lang],
		narration: narration[lang],
		page: page[lang],
		practice: practice[lang],
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
