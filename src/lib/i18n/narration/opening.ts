import { lazyCatalog } from '../catalog';
import { chineseOf } from '../languages';
import { openingEvents, openingWords, type OpeningMessages } from './opening-en';

/**
 * The words of step 0, the first view's only telling: a board's opening sentence, why a game
 * over before the search is over, and the words they build on. The steps past it load the rest
 * (events.ts, words.ts, which hold these too) with their narration.
 */

export {
	listed,
	openingEn,
	type Listed,
	type OpeningEvents,
	type OpeningMessages,
	type OpeningWindow,
	type OpeningWords
} from './opening-en';

export const opening = lazyCatalog<OpeningMessages>({ ...openingEvents, ...openingWords }, () =>
	chineseOf('opening')
);
