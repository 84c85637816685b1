import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/lib/i18n/index';
import {
	practiceStart,
	practiceGame,
	readBox,
	readPracticeQuery,
	type BoxReading
} from '../../../src/lib/practice/index';
import { practiceFor } from '../../../src/lib/practice/forms';
import '../practice-forms';

/**
 * Issue 30's probe, the practice page's share: hostile links and answers, one row each with
 * the outcome expected. A link row names the search practised, the position opened (the
 * link's, or article 004's tree in its place) and what its first message says (null: none).
 */

interface LinkRow {
	readonly link: string;
	readonly algorithm: string;
	/** 'link': the link's own position; 'article': article 004's tree instead. */
	readonly opens: 'link' | 'article';
	readonly says: RegExp | null;
	readonly sheet?: number;
}

const MANY = `[${Array.from({ length: 1400 }, (_, at) => at % 7).join(',')}]`;
const DEEP = `${'['.repeat(200)}1${']'.repeat(200)}`;

const LINKS: readonly LinkRow[] = [
	{ link: 'algo=memo', algorithm: 'minimax', opens: 'article', says: /no exercise of its own for/ },
	{ link: 'algo=negamax', algorithm: 'minimax', opens: 'article', says: /no exercise of its own/ },
	{ link: 'algo=alphabeta-ordered', algorithm: 'alphabeta', opens: 'article', says: /nearest/ },
	{ link: 'algo=alphabeta-table', algorithm: 'alphabeta', opens: 'article', says: /nearest/ },
	{ link: 'algo=ALPHABETA', algorithm: 'alphabeta', opens: 'article', says: null },
	{ link: 'algo=%20minimax%20', algorithm: 'minimax', opens: 'article', says: null },
	{
		link: 'algo=foo',
		algorithm: 'alphabeta',
		opens: 'article',
		says: /algo="foo" is not a search/
	},
	{
		link: 'algo=<script>alert(1)</script>',
		algorithm: 'alphabeta',
		opens: 'article',
		says: /not a search/
	},
	{ link: `algo=${'x'.repeat(100_000)}`, algorithm: 'alphabeta', opens: 'article', says: /…/ },
	{ link: 'algo=memo&algo=minimax', algorithm: 'minimax', opens: 'article', says: null },
	{ link: 'algo=minimax&algo=memo', algorithm: 'minimax', opens: 'article', says: /memo|table/i },
	{
		link: 'symmetry=on',
		algorithm: 'alphabeta',
		opens: 'article',
		says: /the exercise, alpha-beta, keeps none/
	},
	{ link: 'symmetry=on&algo=memo', algorithm: 'minimax', opens: 'article', says: /no exercise/ },
	{ link: 'symmetry=off', algorithm: 'alphabeta', opens: 'article', says: null },
	{ link: 'sheet=0', algorithm: 'alphabeta', opens: 'article', says: /1 to 6 exercises, not "0"/ },
	{ link: 'seed=1&sheet=7', algorithm: 'alphabeta', opens: 'link', says: /not "7"/, sheet: 1 },
	{ link: 'seed=1&sheet=-1', algorithm: 'alphabeta', opens: 'link', says: /not "-1"/, sheet: 1 },
	{ link: 'seed=1&sheet=%D9%A3', algorithm: 'alphabeta', opens: 'link', says: /not "٣"/, sheet: 1 },
	{ link: 'seed=1&sheet=6', algorithm: 'alphabeta', opens: 'link', says: null, sheet: 6 },
	{ link: 'seed=1&depth=6', algorithm: 'alphabeta', opens: 'link', says: /depth is 2 to 5, not 6/ },
	{ link: 'seed=1&depth=1', algorithm: 'alphabeta', opens: 'link', says: /depth is 2 to 5, not 1/ },
	{
		link: 'seed=1&branching=5',
		algorithm: 'alphabeta',
		opens: 'link',
		says: /2 to 4 children per node, not 5/
	},
	{
		link: 'seed=1&branching=4-2',
		algorithm: 'alphabeta',
		opens: 'link',
		says: /children per node/
	},
	{
		link: 'seed=7&depth=5&branching=4&sheet=6',
		algorithm: 'alphabeta',
		opens: 'link',
		says: null,
		sheet: 6
	},
	{
		link: `tree=${encodeURIComponent(MANY)}`,
		algorithm: 'alphabeta',
		opens: 'article',
		says: /1401 nodes; practice takes trees of up to 1365/
	},
	{
		link: `tree=${encodeURIComponent(DEEP)}`,
		algorithm: 'alphabeta',
		opens: 'article',
		says: /Article 004/
	},
	{ link: 'tree=[[1,2],[3', algorithm: 'alphabeta', opens: 'article', says: /Article 004/ },
	{ link: 'tree=[[1e-7,2],[3,4]]', algorithm: 'alphabeta', opens: 'link', says: null },
	{ link: 'board=XOXXOOOXX', algorithm: 'alphabeta', opens: 'link', says: null },
	{ link: 'board=XXXOO....', algorithm: 'alphabeta', opens: 'link', says: null },
	{
		link: 'board=X........',
		algorithm: 'alphabeta',
		opens: 'article',
		says: /8 empty cells; board practice takes at most 6/
	},
	{ link: 'board=XXXXXXXXX', algorithm: 'alphabeta', opens: 'article', says: /Article 004/ },
	{
		// A tree with a chance node under expectimax: an exercise on its averages (issue 26).
		link: `tree=${encodeURIComponent('[{"kind":"chance","children":[3,5]},[2,9]]')}&algo=expectimax`,
		algorithm: 'expectimax',
		opens: 'link',
		says: null
	},
	{
		// The same tree under alpha-beta: the article's tree instead, said why.
		link: `tree=${encodeURIComponent('[{"kind":"chance","children":[3,5]},[2,9]]')}`,
		algorithm: 'alphabeta',
		opens: 'article',
		says: /This tree has chance nodes, and only expectimax averages them/
	},
	{
		link: 'board=O.XX.X.OO&algo=expectimax',
		algorithm: 'expectimax',
		opens: 'article',
		says: /expectimax is practised on trees/
	},
	{
		link: 'board=O.XX.X.OO&algo=alphabeta-table',
		algorithm: 'alphabeta',
		opens: 'link',
		says: /nearest/
	}
];

/** Opens a link as the page does: its query, its problems in English, and the position shown. */
function openLink(link: string) {
	const { query, problems } = readPracticeQuery(new URLSearchParams(link));
	const { game, problem } = practiceGame(query.source, (game) =>
		practiceFor(game).refusal(game, query.algorithm)
	);
	const said = [...problems, ...(problem ? [problem] : [])].map((text) => text(MESSAGES.en));
	return { query, said, article: problem !== null || query.source === practiceStart(), game };
}

describe('practice links, hostile', () => {
	for (const row of LINKS)
		it(`${row.link.slice(0, 60)}`, () => {
			const { query, said, article } = openLink(row.link);
			expect(query.algorithm).toBe(row.algorithm);
			expect(article ? 'article' : 'link').toBe(row.opens);
			if (row.says === null) expect(said).toEqual([]);
			else expect(said.join(' | ')).toMatch(row.says);
			for (const text of said) expect(text.length).toBeLessThan(400);
			if (row.sheet !== undefined) expect(query.sheet).toBe(row.sheet);
		});
});

const HUGE = `1${'0'.repeat(400)}`;

/** Answer rows: the text typed, whether ±∞ may be read (a window box), the reading expected. */
const ANSWERS: readonly [string, boolean, BoxReading][] = [
	['1e-7', false, { kind: 'number', value: 1e-7 }],
	['0.0000001', false, { kind: 'number', value: 1e-7 }],
	['2.99999999999999999999', false, { kind: 'inexact', rounded: 3 }],
	['3.0000000000000000001', false, { kind: 'inexact', rounded: 3 }],
	[HUGE, true, { kind: 'inexact', rounded: Infinity }],
	[`−${HUGE}`, true, { kind: 'inexact', rounded: -Infinity }],
	['1e309', true, { kind: 'inexact', rounded: Infinity }],
	['1e-400', false, { kind: 'inexact', rounded: 0 }],
	['Infinity', false, { kind: 'text' }],
	['∞', false, { kind: 'text' }],
	['+∞', true, { kind: 'number', value: Infinity }],
	['−inf', true, { kind: 'number', value: -Infinity }],
	['0x10', false, { kind: 'text' }],
	['1_000', false, { kind: 'text' }],
	['３', false, { kind: 'text' }],
	['٣', false, { kind: 'text' }],
	['NaN', true, { kind: 'text' }],
	['1e', false, { kind: 'text' }],
	['.5', false, { kind: 'number', value: 0.5 }],
	['5.', false, { kind: 'number', value: 5 }],
	['- 3', false, { kind: 'number', value: -3 }],
	['--3', false, { kind: 'text' }],
	['<img src=x onerror=alert(1)>', false, { kind: 'text' }],
	['9007199254740993', false, { kind: 'inexact', rounded: 9007199254740992 }],
	['9007199254740992', false, { kind: 'number', value: 9007199254740992 }],
	['-0', false, { kind: 'number', value: 0 }],
	['\u202e3', false, { kind: 'text' }],
	[`${'9'.repeat(1_000_000)}`, false, { kind: 'inexact', rounded: Infinity }]
];

describe('answer boxes, hostile', () => {
	for (const [text, infinite, reading] of ANSWERS)
		it(`${JSON.stringify(text.slice(0, 40))}${infinite ? ' (a bound)' : ''}`, () => {
			expect(readBox(text, infinite)).toEqual(reading);
		});
});
