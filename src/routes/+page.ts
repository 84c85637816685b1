import { browser } from '$app/environment';
import '$lib/view-registry';
import '$lib/i18n/step-areas';
import { DEFAULT_QUERY } from '$lib/player';
import { loadLinkedLanguage } from '$lib/state/code-language.svelte';
import { loadLabOpener } from '$lib/state/lab.svelte';
import { linkParams, loadLinkedCode } from '$lib/state/linked-code';
import type { PageLoad } from './$types';

/**
 * The article's board, the game and search a link names, and its listings' code language: their
 * code, before the page hydrates; with a link, the code that opens it starts coming too (the bare
 * `/` opens none). It returns no data: the page reads what loaded from the registries (a load's
 * data must be a plain object, which Kit checks only in `vite dev`, where an array broke `/`).
 */
export const load: PageLoad = async ({ url, untrack }) => {
	const search = () => untrack(() => url.search);
	// Fetched beside the page, not waited for: the page opens the link once it is in.
	if (browser && search() !== '') loadLabOpener().catch(() => {});
	await Promise.all([
		loadLinkedCode(DEFAULT_QUERY.source.kind, 'linked', search),
		browser && loadLinkedLanguage(linkParams(search))
	]);
};
