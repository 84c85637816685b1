/**
 * The `<iframe>` a teacher pastes into a slide or a course page: this step as an embed
 * (`embed=1`: the tree, the narration and the step controls). 960 × 600 leaves the tree about
 * 420 px of height under the controls and the narration; `max-width` lets a narrower column
 * shrink it.
 */
import { htmlSafe } from '$lib/ui/options-html';

const EMBED_WIDTH = 960;
const EMBED_HEIGHT = 600;

/** The snippet for the embed at `address` (a whole URL), titled `title` for screen readers. */
export function embedSnippet(address: string, title: string): string {
	return (
		`<iframe src="${htmlSafe(address)}" title="${htmlSafe(title)}" ` +
		`width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}" loading="lazy" ` +
		`style="border: 0; max-width: 100%"></iframe>`
	);
}
