import { describe, expect, it } from 'vitest';
import type { SearchId, Trace } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { plainSearch } from '../../../src/lib/engine/search';
import { eventAt, eventCount, receiveRule } from '../../../src/lib/engine/events';
import { probeRole } from '../../../src/lib/engine/probes';
import { CODE_LANGUAGES } from '../../../src/lib/games';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { codeLineAt, listingFor } from '../../../src/lib/player/code';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../traces';

/**
 * The lit line at the moments a windowed search is about (V23 F1): where a value moves the
 * window (the narration ends "beta falls to 3. Window now: …"), the line that sets that bound;
 * where a PVS probe fails past its bound and its move is searched again, a re-search line. Each
 * bound is read from the listing's text, in every code language.
 */

const FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';
const BOUNDED = '{"bounds":[0,15],"children":[[3,12,8],[2,4,6],[14,5,2]]}';

const traces = (algorithm: SearchId): Trace[] => {
	const settings = { ...plainSearch(algorithm), depthLimit: null };
	if (algorithm === 'expectimax-bounded') return [search(parseTree(BOUNDED), settings)];
	return [
		search(parseTree(FIGURE_5_2), settings),
		search(parseTree(ARTICLE_TREE), settings),
		search(boardGame(ARTICLE_BOARD), settings)
	];
};

/** The text that sets each bound: `alpha = …`, `alpha = max(…)`, `α ← MAX(…)`. */
const SETS = {
	'raise-alpha': /\balpha = |α ← /,
	'lower-beta': /\bbeta = |β ← /
} as const;

/** A driver's own children (an iteration, a pass) are weighed by its own lines. */
const driven = (trace: Trace, call: number) =>
	(trace.algorithm === 'iterative' || trace.algorithm === 'mtdf') && trace.parent(call) === 1;

const FAMILY: readonly SearchId[] = [
	'alphabeta',
	'alphabeta-ordered',
	'alphabeta-table',
	'pvs',
	'mtdf',
	'iterative',
	'expectimax-bounded'
];

describe('the lit line where the window moves', () => {
	for (const algorithm of FAMILY) {
		it(`${algorithm}: sets the bound the value moved, in every code language`, () => {
			let moved = 0;
			for (const trace of traces(algorithm)) {
				for (let index = 0; index < eventCount(trace); index++) {
					const { kind, call } = eventAt(trace, index);
					if (kind !== 'receive' || driven(trace, call)) continue;
					const rule = receiveRule(trace, call);
					const caller = trace.parent(call);
					if (rule === null || rule.change === 'keep' || rule.cut.length > 0) continue;
					if (caller === null || trace.isChance(caller)) continue;
					// A probe searched again ends its narration on the re-search (below).
					if (probeRole(trace, call) === 'probe') {
						const next = trace.lastDescendant(call) + 1;
						if (next <= trace.lastDescendant(caller) && probeRole(trace, next) === 're-search')
							continue;
					}
					moved++;
					for (const language of CODE_LANGUAGES) {
						const line = listingFor(trace, 'en', language).lines[
							codeLineAt(trace, index, language) ?? -1
						];
						expect(line, `${algorithm} ${language} FC${call} ${rule.change}`).toMatch(
							SETS[rule.change]
						);
					}
				}
			}
			expect(moved).toBeGreaterThan(0);
		});
	}
});

describe("PVS's re-search", () => {
	it('lights a re-search line where a probe beat its bound, in every code language', () => {
		let researched = 0;
		for (const trace of traces('pvs')) {
			for (let index = 0; index < eventCount(trace); index++) {
				const { kind, call } = eventAt(trace, index);
				const caller = trace.parent(call);
				if (kind !== 'receive' || caller === null || probeRole(trace, call) !== 'probe') continue;
				const next = trace.lastDescendant(call) + 1;
				if (next > trace.lastDescendant(caller) || probeRole(trace, next) !== 're-search') continue;
				researched++;
				for (const language of CODE_LANGUAGES) {
					const { lines, roles } = listingFor(trace, 'en', language);
					const at = codeLineAt(trace, index, language) ?? -1;
					expect(roles?.[at], `${language} FC${call}`).toBe('research');
					expect(lines[at], `${language} FC${call}`).toMatch(/probe = false|probe = False|again ←/);
				}
			}
		}
		expect(researched).toBeGreaterThan(0);
	});
});
