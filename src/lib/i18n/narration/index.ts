import { lazyCatalog } from '../catalog';
import { chance } from './chance';
import { events } from './events';
import { limitWords } from './limit';
import { notes } from './notes';
import { opening } from './opening';
import { summaries } from './summaries';
import { table } from './table';
import { windows } from './windows';
import { words } from './words';

/**
 * The teacher's box, the alpha-beta rule line and the article notes, in every language, one
 * catalog per concern. The player's narrator and each game's narration decide which facts to
 * tell and when to shorten; these catalogs only word them. Their parameters arrive formatted:
 * call names ("FC3", "FC3 (n4)"), values ("+10", "-∞"), move lists ("cells 4 and 6").
 */

/** Every narration catalog in one, as the app's messages enumerate them. */
export const narration = lazyCatalog(
	{
		words: words.en,
		opening: opening.en,
		events: events.en,
		windows: windows.en,
		summaries: summaries.en,
		notes: notes.en,
		limit: limitWords.en,
		table: table.en,
		chance: chance.en
	},
	() => ({
		words: words.zh,
		opening: opening.zh,
		events: events.zh,
		windows: windows.zh,
		summaries: summaries.zh,
		notes: notes.zh,
		limit: limitWords.zh,
		table: table.zh,
		chance: chance.zh
	})
);

export { events, limitWords, notes, opening, windows, words };
export { listed, type Listed } from './opening-en';
export type { Played } from './events';
export type { Bounds } from './windows';
