import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	gameFor,
	InputError,
	MOVE_ORDERINGS,
	type GameSource,
	runsBy
} from '../../../src/lib/engine';
import { packText } from '../../../src/lib/engine/deflate';
import {
	RANDOM_TREE_LIMITS,
	randomTree,
	type RandomTreeOptions
} from '../../../src/lib/games/tree/random';
import { SCORINGS } from '../../../src/lib/games/tictactoe/rules';
import { explain, MESSAGES, type Localized } from '../../../src/lib/i18n';
import { LANGS } from '../../../src/lib/i18n/lang';
import { CODE_LANGUAGES } from '../../../src/lib/games';
import { ARTICLE_BOARD } from '../../articles';
import { fitsInLink, readQuery, writeQuery, type ViewQuery } from '../../../src/lib/player/query';
import { ALGORITHMS as EVERY_ID } from '../../../src/lib/registry';
import { traceDeclaration } from '../../../src/lib/engine/search-catalog';

// The searches by calls (MCTS runs by iterations: its own tests).
const ALGORITHMS = EVERY_ID.filter((id) => runsBy(id) === 'calls');

/**
 * The link codec against generated input: every state the app can reach comes back from its link
 * unchanged, and anything at all in a link opens a state or says why, briefly, without throwing.
 */

const mark = fc.constantFrom('X' as const, 'O' as const);

const board: fc.Arbitrary<GameSource> = fc.record({
	kind: fc.constant('board' as const),
	board: fc.oneof(
		fc.constant(ARTICLE_BOARD),
		fc
			.array(fc.constantFrom('X', 'O', '.'), { minLength: 9, maxLength: 9 })
			.map((cells) => cells.join(''))
	),
	toMove: fc.option(mark, { nil: null }),
	ai: mark,
	scoring: fc.constantFrom(...SCORINGS)
});

/** Nested arrays of finite numbers, as the tree editor writes them (compact JSON). */
const { tree: nested } = fc.letrec<{ tree: unknown[]; node: unknown }>((tie) => ({
	tree: fc.array(tie('node'), { minLength: 1, maxLength: 6 }),
	node: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		fc.integer({ min: -1000, max: 1000 }),
		fc.double({ noNaN: true, noDefaultInfinity: true }),
		tie('tree')
	)
}));
const explicit: fc.Arbitrary<GameSource> = fc.record({
	kind: fc.constant('tree' as const),
	tree: nested.map((tree) => JSON.stringify(tree)),
	root: fc.constantFrom('max' as const, 'min' as const)
});

/** Within the generator's limits (at most 100,000 nodes), as the random-tree form allows. */
const options: fc.Arbitrary<RandomTreeOptions> = fc
	.record({
		low: fc.integer({ min: 1, max: 10 }),
		high: fc.integer({ min: 1, max: 10 }),
		fixed: fc.boolean(),
		depth: fc.integer({ min: 1, max: 12 }),
		ends: fc.tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 })),
		seed: fc.integer({ min: 0, max: RANDOM_TREE_LIMITS.maxSeed })
	})
	.map(({ low, high, fixed, depth, ends, seed }) => ({
		branching: fixed ? low : ([Math.min(low, high), Math.max(low, high)] as [number, number]),
		depth,
		min: Math.min(...ends),
		max: Math.max(...ends),
		seed
	}))
	.filter((random) => {
		const widest = typeof random.branching === 'number' ? random.branching : random.branching[1];
		let nodes = 0;
		for (let level = 0, width = 1; level <= random.depth; level++, width *= widest) nodes += width;
		return nodes <= RANDOM_TREE_LIMITS.maxNodes;
	});
const random: fc.Arbitrary<GameSource> = fc.record({
	kind: fc.constant('tree' as const),
	random: options,
	root: fc.constantFrom('max' as const, 'min' as const)
});

const state = (source: fc.Arbitrary<GameSource>): fc.Arbitrary<ViewQuery> =>
	fc.record({
		source,
		search: fc
			.record({
				algorithm: fc.constantFrom(...ALGORITHMS),
				depthLimit: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
				symmetry: fc.boolean()
			})
			.map((search) => ({
				...search,
				symmetry: search.symmetry && traceDeclaration(search.algorithm).origin
			})),
		versus: fc.option(
			fc.record({
				algorithm: fc.constantFrom(...ALGORITHMS),
				order: fc.constantFrom(...MOVE_ORDERINGS)
			}),
			{ nil: null }
		),
		granularity: fc.constantFrom('call' as const, 'event' as const),
		step: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 999_999_999 })),
		letters: fc.boolean(),
		embed: fc.boolean(),
		code: fc.constantFrom(...CODE_LANGUAGES)
	});

/** state → link → state, the language carried beside it. */
function roundTrip(query: ViewQuery, lang: (typeof LANGS)[number]): void {
	const written = writeQuery(query, lang);
	const params = new URLSearchParams(written.slice(1));
	const back = readQuery(params);
	expect(back.problems).toEqual([]);
	expect(back.query).toEqual(query);
	expect(params.get('lang')).toBe(lang === 'zh' ? 'zh' : null);
}

describe('every state comes back from its link', () => {
	it('boards, small written trees and random trees, with every option', () => {
		fc.assert(
			fc.property(
				state(fc.oneof(board, explicit, random)),
				fc.constantFrom(...LANGS),
				(query, lang) => {
					roundTrip(query, lang);
					// Boards and random trees always fit in a link.
					if (query.source.kind === 'board' || 'random' in query.source)
						expect(fitsInLink(`/${writeQuery(query, lang)}`)).toBe(true);
				}
			),
			{ numRuns: 500 }
		);
	});

	it('written trees up to the limit of 100,000 nodes, packed', () => {
		const big: fc.Arbitrary<GameSource> = fc.record({
			kind: fc.constant('tree' as const),
			tree: options.map((random) => JSON.stringify(randomTree(random))),
			root: fc.constantFrom('max' as const, 'min' as const)
		});
		fc.assert(
			fc.property(state(big), fc.constantFrom(...LANGS), (query, lang) => roundTrip(query, lang)),
			{ numRuns: 15 }
		);
	});
});

/** Every parameter either view reads, and some no view knows. */
const NAMES = [
	...['board', 'toMove', 'ai', 'scoring', 'tree', 'treez', 'root', 'seed', 'branching'],
	...['depth', 'min', 'max', 'algo', 'by', 'step', 'letters', 'lang', 'order', 'cut', 'distinct'],
	...['', 'foo', '__proto__', 'constructor', 'Board', 'tree ']
];
const MEGABYTE = 1_000_000;
const value = fc.oneof(
	{ weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
	{ weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
	{
		weight: 3,
		arbitrary: fc.constantFrom(
			...['X', 'o', 'max', 'MIN', 'alphabeta', 'event', 'on', 'zh', '3', '2-4', '-7', '12'],
			...['0', '4294967295', '4294967296', '1e3', '0x10', ' 5 ', '[[1,2],[3]]', '[]', '[1,"a"]'],
			...['O.XX.X.OO', '.........', 'XXXXXXXXX', '["O",1,"X","X",4,"X",6,"O","O"]', 'NaN'],
			packText('[[3,17],[2,12]]'),
			packText('not a tree'),
			packText('[' + '[0,'.repeat(40) + '0' + ']'.repeat(41)),
			packText(' '.repeat(5_000_000))
		)
	},
	{
		weight: 1,
		arbitrary: fc.constantFrom(
			'a'.repeat(MEGABYTE),
			'['.repeat(MEGABYTE),
			'\u202e\u0000'.repeat(MEGABYTE / 2),
			'中'.repeat(MEGABYTE),
			`[${'1,'.repeat(MEGABYTE / 2 - 1)}1]`,
			'9'.repeat(300_000)
		)
	}
);

/** A message on screen: bounded, whatever the link held. */
const LONGEST_MESSAGE = 300;

function expectBrief(message: Localized): void {
	for (const lang of LANGS)
		expect(message(MESSAGES[lang]).length).toBeLessThanOrEqual(LONGEST_MESSAGE);
}

describe('anything in a link', () => {
	it('opens a state or says why in at most 300 characters, in either view and language', () => {
		fc.assert(
			fc.property(
				fc.array(fc.tuple(fc.constantFrom(...NAMES), value), { maxLength: 8 }),
				(pairs) => {
					const params = new URLSearchParams();
					for (const [name, text] of pairs) params.append(name, text);
					const { query, problems } = readQuery(params);
					problems.forEach(expectBrief);
					try {
						gameFor(query.source);
					} catch (error) {
						if (!(error instanceof InputError)) throw error;
						const reason = explain(error);
						expectBrief(reason);
						// As the step-through page and the compare view word it.
						expectBrief((t) => reason(t) + t.links.showingArticleInstead);
						expectBrief((t) => t.compare.articleInstead(reason(t)));
					}
				}
			),
			{ numRuns: 400 }
		);
	});
});
