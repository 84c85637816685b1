import { eventAt } from '$lib/engine/events';
import { defaultSearchId } from '$lib/engine/search';
import type { Speaker } from './speaker';

/**
 * Where an article's own walkthrough of its example slips (the freeCodeCamp article names the
 * wrong winner at FC5 and FC9), a note beside the narration says so at that call's return. Only
 * on the article's example under the default search (plain minimax), the one the article walks
 * through.
 */
export function articleNote(speaker: Speaker, index: number): string | null {
	const { trace, presenter } = speaker;
	if (trace.algorithm !== defaultSearchId() || !(presenter.isArticleExample?.(trace.game) ?? false))
		return null;
	const event = eventAt(trace, index);
	return event.kind === 'return' ? speaker.gameNarration.articleNote(speaker, event.call) : null;
}
