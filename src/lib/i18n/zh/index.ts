import { boundsNote } from './bounds-note';
import { common } from './common';
import { compare } from './compare';
import { depth } from './depth';
import { editors } from './editors';
import { lesson } from './lesson';
import { links } from './links';
import { mistakes } from './mistakes';
import { chance } from './narration/chance';
import { events } from './narration/events';
import { limit } from './narration/limit';
import { notes } from './narration/notes';
import { opening } from './narration/opening';
import { summaries } from './narration/summaries';
import { narrationTable } from './narration/table';
import { windows } from './narration/windows';
import { words } from './narration/words';
import { page } from './page';
import { practice } from './practice';
import { problems } from './problems';
import { searchOptions } from './search-options';
import { share } from './share';
import { table } from './table';
import { versus } from './versus';
import { view } from './view';

/**
 * The Chinese halves of the lazily loaded catalogs (catalog.ts: `lazyCatalog`), in one chunk of
 * its own: languages.ts imports it when the page first speaks Chinese.
 */
export const CHINESE = {
	boundsNote,
	common,
	chance,
	compare,
	depth,
	editors,
	events,
	lesson,
	limit,
	links,
	mistakes,
	notes,
	opening,
	summaries,
	narrationTable,
	windows,
	words,
	page,
	practice,
	problems,
	searchOptions,
	share,
	table,
	versus,
	view
};
