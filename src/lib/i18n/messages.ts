import type { Lang } from './lang';
import { common } from './common';
import { compare } from './compare';
import { depth } from './depth';
import { editors } from './editors';
import { errors } from './errors';
import { narration } from './narration';
import { page } from './page';
import { practice } from './practice';
import { problems } from './problems';
import { table } from './table';
import { view } from './view';

/** Every message of the app in one language, by area. */
function messagesIn(lang: Lang) {
	return {
		common: common[lang],
		compare: compare[lang],
		depth: depth[lang],
		editors: editors[lang],
		errors: errors[lang],
		narration: narration[lang],
		page: page[lang],
		practice: practice[lang],
		problems: problems[lang],
		table: table[lang],
		view: view[lang]
	};
}

export type Messages = ReturnType<typeof messagesIn>;

export const MESSAGES: Readonly<Record<Lang, Messages>> = {
	en: messagesIn('en'),
	zh: messagesIn('zh')
};
