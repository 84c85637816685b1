import { beforeAll, describe, expect, it } from 'vitest';
import { loadSearches } from '../../../src/lib/engine/search-catalog';
import { openSession } from '../../../src/lib/player/plan';
import type { Session } from '../../../src/lib/player';
import { overviewPaths } from '../../../src/lib/components/tree-overview';
import { overviewRows, type PlaceState } from '../../../src/lib/components/overview-rows';

// "Whole tree" on Connect Four's 1443 at depth 4 (issue 43): minimax's 2,801 places, 301,000
// units across, fit a 400 px panel at zoom 0.0013, where zoom 0.1 held its middle. Every place is
// drawn, in runs a pixel apart, so the paths grow with the panel's pixels, not the calls.
describe('the whole tree as an overview', () => {
	let session: Session;
	beforeAll(async () => {
		await loadSearches(['minimax']);
		session = openSession(
			{ kind: 'connect4', moves: '1443', ai: 'X' },
			{ algorithm: 'minimax', depthLimit: 4, symmetry: false }
		);
	});
	const across = 400;
	const draw = (state: (node: number) => PlaceState) => {
		const layout = session.layout;
		if (!layout) throw new Error('laid out');
		const k = across / (layout.right - layout.left);
		const x = -layout.left * k;
		const rows = overviewRows(layout.levels.length, 350);
		const parent = (node: number) => session.drawn.parent(node);
		return { paths: overviewPaths(layout, x, k, rows, parent, state), rows };
	};
	/** Every number a path holds, read in pairs as x and y. */
	const points = (path: string) => {
		const numbers = (path.match(/-?[\d.]+/g) ?? []).map(Number);
		return {
			xs: numbers.filter((_, at) => at % 2 === 0),
			ys: numbers.filter((_, at) => at % 2 === 1)
		};
	};

	it('holds every place, within the panel across, its five rows within its height', () => {
		const { paths, rows } = draw(() => 'searched');
		expect(paths.count).toBe(2801);
		expect(rows.top - rows.place).toBeGreaterThanOrEqual(0);
		expect(rows.top + 4 * rows.gap + rows.place).toBeLessThanOrEqual(350);
		const runs = paths.places.searched.split('M').filter(Boolean);
		// 1 + 7 + 49 places apart, then rows 3 and 4 merged where places stand within a pixel.
		expect(runs.length).toBeGreaterThan(1 + 7 + 49);
		expect(runs.length).toBeLessThan(1 + 7 + 49 + 2 * across);
		expect(paths.places.pending).toBe('');
	});

	it('draws a place by what it is at the step, pending ones apart from searched ones', () => {
		const { paths } = draw((node) => (node <= 6 ? 'searched' : 'pending'));
		expect(paths.places.searched.split('M').filter(Boolean)).toHaveLength(5);
		expect(paths.places.pending).not.toBe('');
		for (const path of [paths.places.searched, paths.places.pending, paths.links]) {
			// Relative moves (h, v) in a place's path: the x's read here are its starts.
			expect(Math.min(...points(path.replace(/[hv]-?[\d.]+/g, '')).xs)).toBeGreaterThanOrEqual(-4);
			expect(Math.max(...points(path.replace(/[hv]-?[\d.]+/g, '')).xs)).toBeLessThanOrEqual(
				across + 4
			);
		}
	});
});
