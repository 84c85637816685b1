import { catalog } from '../catalog';
import { zh } from './chinese';

/** Notes beside the narration where an article's own text slips, in every language. */

const en = {
	/** The freeCodeCamp article's text names the wrong winner at FC5 and FC9. */
	articleNote: (p: { call: number; saidAi: boolean; mark: string; cells: string; score: string }) =>
		`Heads-up: the freeCodeCamp article's text calls FC${p.call} a win for the ${p.saidAi ? 'AI' : 'human'}, but ${p.mark} holds ${p.cells}, so ${p.score} (${p.saidAi ? 'a human win' : 'an AI win'}) is right.`
};

export const notes = catalog(en, {
	articleNote: (p) =>
		zh`注意：原教程文章的正文把 FC${p.call} 说成${p.saidAi ? 'AI' : '人类'}获胜，但 ${p.mark} 占据了 ${p.cells}，所以 ${p.score}（${p.saidAi ? '人类' : 'AI'}获胜）才是对的。`
});
