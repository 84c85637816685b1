import { InputError } from '$lib/engine';
import { parseTree, type RootKind, type TreeGame } from '$lib/games/tree/rules';
import { explain, type Localized } from '$lib/i18n';

/** The text checked as a tree to search: its size, or why not (unformatted, so it follows the language). */
export type TreeCheck =
	{ readonly ok: true; readonly size: number } | { readonly ok: false; readonly reason: Localized };

/**
 * The text as a tree to search: its size, or the first problem with its place, or what `refuse`
 * says of the tree it reads as (the practice page's own limits).
 */
export function checkTree(
	text: string,
	root: RootKind,
	refuse: (game: TreeGame) => Localized | null = () => null
): TreeCheck {
	if (text.trim() === '') return { ok: false, reason: (t) => t.editors.treeHint };
	try {
		const game = parseTree(text, { root });
		const refusal = refuse(game);
		return refusal ? { ok: false, reason: refusal } : { ok: true, size: game.size };
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		return { ok: false, reason: explain(error) };
	}
}
