import { lazyCatalog } from '../catalog';
import { chineseOf } from '../languages';

/** Notes beside the narration where an article's own text slips, in every language. */

const en = {
	/** The freeCodeCamp article's text names the wrong winner at FC5 and FC9. */
	articleNote: (p: { call: number; saidAi: boolean; mark: string; cells: string; score: string }) =>
		`Heads-up: the freeCodeCamp article's text calls FC${p.call} a win for the ${p.saidAi ? 'AI' : 'human'}, but ${p.mark} holds ${p.cells}, so ${p.score} (${p.saidAi ? 'a human win' : 'an AI win'}) is right.`
};

export type NotesMessages = typeof en;

export const notes = lazyCatalog(en, () => chineseOf('notes'));
