import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cruiseProject } from '../../../scripts/dep-graph.mjs';
import { checkRules, MAX_BARREL_NAMES, MAX_CHAIN } from '../../../scripts/dep-rules.mjs';

/**
 * The layering rules of `npm run lint:deps` (.dependency-cruiser.cjs and scripts/dep-rules.mjs)
 * on two small trees laid out as src/lib is: tests/fixtures/deps/forbidden breaks each rule once
 * (its files say which), tests/fixtures/deps/allowed is the target layout and breaks none (a chain
 * of 18 runtime imports and a barrel of 60 runtime names, the most allowed, among it). Each
 * is cruised with the project's own configuration, as the lint does, with no baseline.
 */
const fixture = (name: string) =>
	fileURLToPath(new URL(`../../fixtures/deps/${name}`, import.meta.url));

async function violations(name: string): Promise<string[]> {
	const result = await cruiseProject({ baseDir: fixture(name) });
	return (
		checkRules(result, [], fixture(name))
			// The svelte package's file, wherever node_modules is, by its name.
			.map(
				({ rule, from, to }) =>
					`${rule}: ${from} → ${to.replace(/^.*node_modules\/svelte\/.*$/, 'svelte')}`
			)
			.sort()
	);
}

describe('the layering rules', () => {
	it('name each forbidden import, by rule, from → to', async () => {
		expect(await violations('forbidden')).toEqual(
			[
				'core-imports-no-other-layer: src/lib/engine/x.ts → src/lib/games/board/y.ts',
				'game-imports-no-search: src/lib/games/board/z.ts → src/lib/searches/negamax/index.ts',
				// games/board and searches/negamax import each other through z.ts and index.ts.
				'no-folder-cycle: src/lib/games/board → src/lib/searches/negamax',
				'no-folder-cycle: src/lib/practice → src/lib/export',
				'no-folder-cycle: src/lib/export → src/lib/practice',
				'no-folder-cycle: src/lib/searches/negamax → src/lib/games/board',
				'no-runtime-cycle: src/lib/state/a.ts → src/lib/state/b.ts',
				'player-imports-no-components: src/lib/player/p.ts → src/lib/components/Glyph.svelte',
				'player-imports-no-svelte: src/lib/player/p.ts → src/lib/components/Glyph.svelte',
				'search-imports-no-game: src/lib/searches/negamax/index.ts → src/lib/games/board/y.ts',
				// A module folder is one unit, its view/ included: games/board/view/card.ts imports
				// state/lab.ts, which imports games/board/y.ts.
				'no-folder-cycle: src/lib/games/board → src/lib/state',
				'no-folder-cycle: src/lib/state → src/lib/games/board',
				'contracts-import-no-module: src/lib/games/contract.ts → src/lib/games/board/y.ts',
				'view-parts-import-no-game-or-search: src/lib/components/cell.ts → src/lib/games/board/y.ts',
				'view-parts-import-no-game-or-search: src/lib/player/q.ts → src/lib/searches/negamax/index.ts',
				'runtime-chain-at-most-18: src/lib/export/c01.ts → src/lib/export/c19.ts',
				'engine-barrel-at-most-60: src/lib/engine/index.ts → 61 runtime names',
				'engine-barrel-at-most-60: src/lib/engine/index.ts → ./x',
				'worker-imports-no-svelte: src/lib/workers/s.ts → svelte',
				'worker-imports-no-view-catalogue: src/lib/workers/w.ts → src/lib/i18n/view.ts',
				'worker-reaches-no-view: src/lib/workers/search.worker.ts → src/lib/i18n/view.ts'
			].sort()
		);
	});

	it('hold the limits of issue 42', () => {
		expect([MAX_CHAIN, MAX_BARREL_NAMES]).toEqual([18, 60]);
	});

	it('let the target layout pass, a type-only loop included', async () => {
		expect(await violations('allowed')).toEqual([]);
	});
});
