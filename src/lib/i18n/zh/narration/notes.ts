import { zh } from '../../narration/chinese';
import type { NotesMessages } from '../../narration/notes';

/** narration/notes.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const notes: NotesMessages = {
	articleNote: (p) =>
		zh`注意：原教程文章的正文把 FC${p.call} 说成${p.saidAi ? 'AI' : '人类'}获胜，但 ${p.mark} 占据了 ${p.cells}，所以 ${p.score}（${p.saidAi ? '人类' : 'AI'}获胜）才是对的。`
};
