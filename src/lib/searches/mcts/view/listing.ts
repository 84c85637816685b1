import type { CodeLanguage } from '$lib/games';
import type { Lang } from '$lib/i18n';
import type { CodeListing } from '$lib/player';
import { mctsListing } from '../listing';
import type { MctsStep } from '../steps';

/** The MCTS listing in a code language, titled in `lang`. */
export function listingOf(language: CodeLanguage, lang: Lang): CodeListing {
	const { titles, lines } = mctsListing(language);
	return { title: titles[lang] ?? titles['en'] ?? '', lines };
}

/** The line a step's phase starts at (its first line); null before the first iteration. */
export function codeLine(step: MctsStep, language: CodeLanguage): number | null {
	if (step.phase === null) return null;
	const at = mctsListing(language).roles.indexOf(step.phase);
	return at < 0 ? null : at;
}

/** The most lines the listing has in any code language. */
export function listingRows(): number {
	return Math.max(...(['js', 'python', 'pseudo'] as const).map((l) => mctsListing(l).lines.length));
}
