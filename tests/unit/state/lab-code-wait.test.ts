import { describe, expect, it, vi } from 'vitest';
import type { GameKind } from '../../../src/lib/engine';
import { AIMA_TREE } from '../../../src/lib/games/tree/link';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { ARTICLE_BOARD } from '../../articles';
import { boardSource, language, useFakeWorkers } from '../page-state';

/**
 * An example whose game's code is still loading, overtaken by a search chosen meanwhile (issue
 * 45's walk met it on a busy machine: the example's search landed over the one chosen after it).
 * The tree game's code is held here until the test lets it in.
 */
const held = vi.hoisted(() => ({ release: () => {}, loaded: true }));

vi.mock('../../../src/lib/engine', async (original) => ({
	...(await original<typeof import('../../../src/lib/engine')>()),
	isGameLoaded: (kind: GameKind) => kind !== 'tree' || held.loaded
}));
vi.mock('../../../src/lib/state/linked-code', async (original) => ({
	...(await original<typeof import('../../../src/lib/state/linked-code')>()),
	gameCodeMissing: () =>
		new Promise<null>((resolve) => {
			held.release = () => {
				held.loaded = true;
				resolve(null);
			};
		})
}));

useFakeWorkers();

describe("a game's code loading while another choice is made", () => {
	it('leaves the later choice on screen when the code lands, and says nothing', async () => {
		const lab = new Lab(language);
		held.loaded = false;
		const tree = { kind: 'tree' as const, tree: AIMA_TREE, root: 'max' as const };
		const example = lab.open(tree, 'alphabeta');
		const chosen = lab.open(boardSource(ARTICLE_BOARD), 'minimax');
		expect(await chosen).toBe(true);
		held.release();
		expect(await example).toBe(false);
		expect([lab.source.kind, lab.trace.settings.algorithm, lab.trace.calls]).toEqual([
			'board',
			'minimax',
			9
		]);
		expect(lab.problems).toEqual([]);
	});

	it('opens the example when nothing else was chosen meanwhile', async () => {
		const lab = new Lab(language);
		held.loaded = false;
		const tree = { kind: 'tree' as const, tree: AIMA_TREE, root: 'max' as const };
		const example = lab.open(tree, 'alphabeta');
		held.release();
		expect(await example).toBe(true);
		expect([lab.source.kind, lab.trace.settings.algorithm, lab.trace.calls]).toEqual([
			'tree',
			'alphabeta',
			11
		]);
	});
});
