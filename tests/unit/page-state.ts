import { afterEach, beforeEach, vi } from 'vitest';
import type { GameSource } from '../../src/lib/engine';
import type { Scoring } from '../../src/lib/games/tictactoe/rules';
import { MESSAGES, type Localized } from '../../src/lib/i18n';
import { loadLabOpener } from '../../src/lib/state/lab.svelte';
import { Locale } from '../../src/lib/ui/locale.svelte';
import { FakeWorker } from './fake-worker';

/**
 * What the tests of the page's state classes share: workers faked for every test of the file
 * (Node has none), the page's language (a locale of their own, back in English after each), and
 * the positions and words they use.
 */

// The step page's openings, in as the page has them with a link (+page.ts): a test of the lab
// opens a position at once, as a link's is opened.
await loadLabOpener();

/** The page's locale as the tests switch it; a state class reads it through `language`. */
export const locale = new Locale();

/** The page's language as the root layout gives it to the state classes: a getter. */
export const language = () => locale.lang;

export function useFakeWorkers(): void {
	beforeEach(() => {
		vi.stubGlobal('Worker', FakeWorker);
		FakeWorker.started = [];
	});
	afterEach(() => {
		locale.lang = 'en';
		vi.unstubAllGlobals();
		vi.restoreAllMocks();
	});
}

/** Problems on screen, as an English reader sees them. */
export const english = (problems: readonly Localized[]): string[] =>
	problems.map((problem) => problem(MESSAGES.en));

/** A board as a link names it: X the AI, the side to move from the counts. */
export const boardSource = (cells: string, scoring: Scoring = 'article'): GameSource => ({
	kind: 'board',
	board: cells,
	toMove: null,
	ai: 'X',
	scoring
});

/**
 * Waits until `opened` holds (the lab writes a link's address back once it is open, the search
 * named is the trace's): the first link of a file loads the link codec and the openings' code,
 * more than one turn of the event loop.
 */
export const linkOpened = (opened: () => void): Promise<void> =>
	vi.waitFor(opened, { timeout: 10_000 });
