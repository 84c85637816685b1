import { afterEach, beforeEach, vi } from 'vitest';
import type { GameSource } from '../../src/lib/engine';
import type { Scoring } from '../../src/lib/games/tictactoe/rules';
import { MESSAGES, type Localized } from '../../src/lib/i18n';
import { locale } from '../../src/lib/state/locale.svelte';
import { FakeWorker } from './fake-worker';

/**
 * What the tests of the page's state classes share: workers faked for every test of the file
 * (Node has none), the page back in English after each, and the positions and words they use.
 */
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
