import { describe, expect, it } from 'vitest';
import { deflateSync } from 'fflate';
import { gameFor, plainSearch, type GameSource } from '../../../src/lib/engine';
import { packText } from '../../../src/lib/engine/deflate';
import { TreeGame } from '../../../src/lib/games/tree/rules';
import { randomTree, type RandomTreeOptions } from '../../../src/lib/games/tree/random';
import { TREE_TEXT_LIMIT } from '../../../src/lib/games/tree/link';
import { MESSAGES, type Lang } from '../../../src/lib/i18n';
import {
	DEFAULT_QUERY,
	fitsInLink,
	MAX_LINK_LENGTH,
	plainAddress,
	readQuery,
	writeQuery,
	type ViewQuery
} from '../../../src/lib/player/query';
import { plainEmbedAddress } from '../../../src/lib/player/query-plain';

/** The query read, with its problems written out in `lang` (English unless told). */
const read = (text: string, lang: Lang = 'en') => {
	const { query, problems } = readQuery(new URLSearchParams(text));
	return { query, problems: problems.map((problem) => problem(MESSAGES[lang])) };
};
const withSource = (source: GameSource): ViewQuery => ({ ...DEFAULT_QUERY, source });
const base64url = (bytes: Uint8Array) =>
	Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The random-tree form's tree that once made a 908,724-character address: 88,573 nodes. */
const BIG_RANDOM: RandomTreeOptions = { branching: [3, 3], depth: 10, min: 0, max: 20, seed: 19 };

describe('a random tree in a link', () => {
	it('is written as its seed and options, and read back into the same tree', () => {
		const source: GameSource = { kind: 'tree', random: BIG_RANDOM, root: 'min' };
		const written = writeQuery({ ...withSource(source), step: 40 });
		expect(written).toBe('?seed=19&branching=3-3&depth=10&min=0&max=20&root=min&step=40');
		const back = read(written.slice(1));
		expect(back).toEqual({ query: { ...withSource(source), step: 40 }, problems: [] });
		const game = gameFor(back.query.source) as TreeGame;
		expect(game.size).toBe(88_573);
		expect(game.source).toEqual(randomTree(BIG_RANDOM));
	});

	it("fills what the link leaves out with the form's first choice, fixed branching as one count", () => {
		expect(read('seed=7').query.source).toEqual({
			kind: 'tree',
			random: { branching: [2, 3], depth: 3, min: 0, max: 20, seed: 7 },
			root: 'max'
		});
		expect(read('seed=7&branching=4&min=-5').query.source).toMatchObject({
			random: { branching: 4, min: -5 }
		});
		const fixed: GameSource = {
			kind: 'tree',
			random: { ...BIG_RANDOM, branching: 3 },
			root: 'max'
		};
		expect(writeQuery(withSource(fixed))).toContain('branching=3&');
		expect(read(writeQuery(withSource(fixed)).slice(1)).query.source).toEqual(fixed);
	});

	it('leaves a value it cannot read to the generator, which names the rule', () => {
		for (const [link, reason] of [
			['seed=x', /^The seed must be a whole number/],
			['seed=1&depth=1.5', /^The depth must be a whole number from 1 to 12/],
			['seed=1&branching=2-', /^The branching must be a whole number from 1 to 10/],
			['seed=1&max=-1', /^The smallest leaf value \(0\) is above the largest \(-1\)/],
			['seed=1&branching=10&depth=12', /limit is 100,000/]
		] as const) {
			const { query, problems } = read(link);
			expect(problems).toEqual([]);
			expect(() => gameFor(query.source), link).toThrow(reason);
		}
	});

	it('says when the tree is given in more than one form, and takes the first of tree, treez, seed', () => {
		expect(read('seed=3&tree=[1]')).toEqual({
			query: withSource({ kind: 'tree', tree: '[1]', root: 'max' }),
			problems: ['The link gives the tree in more than one form (tree, seed); using tree.']
		});
		expect(read('seed=3&tree=[1]', 'zh').problems).toEqual([
			'链接以多种形式给出了树（“tree”、“seed”），采用“tree”。'
		]);
	});
});

describe('an explicit tree in a link', () => {
	/** A root with 99,999 leaves: 100,000 nodes, the most a tree may have. */
	const wide = `[${Array.from({ length: 99_999 }, (_, index) => index + 1).join(',')}]`;

	it('stays readable as tree= while short, and is packed into treez= when long', () => {
		const small = writeQuery(withSource({ kind: 'tree', tree: '[[3,17],[2,12]]', root: 'max' }));
		expect(small).toBe('?tree=%5B%5B3%2C17%5D%2C%5B2%2C12%5D%5D');
		const source: GameSource = { kind: 'tree', tree: wide, root: 'max' };
		const written = writeQuery(withSource(source));
		expect(written).toMatch(/^\?treez=[\w-]+$/);
		expect(written.length).toBeLessThan(wide.length / 2);
		expect(read(written.slice(1))).toEqual({ query: withSource(source), problems: [] });
	});

	it('still opens from an old tree= link, up to the tree text limit', () => {
		const old = `tree=${encodeURIComponent(wide)}`;
		expect(old.length).toBeGreaterThan(672_504);
		expect(read(old)).toEqual({
			query: withSource({ kind: 'tree', tree: wide, root: 'max' }),
			problems: []
		});
		// Past it, said once: the link names no position, and the article's board shows.
		expect(read(`tree=${'1'.repeat(TREE_TEXT_LIMIT + 1)}`)).toEqual({
			query: DEFAULT_QUERY,
			problems: ['The link\'s "tree" is 4,000,001 characters long, too long to read.']
		});
	});

	it('refuses a treez that is not packed text, and opens no position from it', () => {
		for (const bad of ['!!!', 'A', 'AAAA', base64url(new Uint8Array([1, 2, 3]))]) {
			expect(read(`treez=${bad}&algo=alphabeta`)).toEqual({
				query: { ...DEFAULT_QUERY, search: plainSearch('alphabeta') },
				problems: ["The link's treez cannot be read: it is not a tree packed by this page."]
			});
		}
		// Cut short: the stream never ends.
		const cut = packText(wide).slice(0, 2000);
		expect(read(`treez=${cut}`).problems).toHaveLength(1);
	});

	it('refuses a treez that unpacks past the tree limit (deflate.test.ts: without unpacking it all)', () => {
		// 10 MB of spaces packs into about 10 KB.
		const bomb = base64url(deflateSync(new Uint8Array(10_000_000).fill(32)));
		expect(read(`treez=${bomb}`)).toEqual({
			query: DEFAULT_QUERY,
			problems: [
				"The link's treez unpacks to more than 4,000,000 characters, past the largest tree; it is not read."
			]
		});
	});
});

describe('the length of a link', () => {
	it('fits the board, the articles and any random tree; a big written tree does not', () => {
		const random = withSource({ kind: 'tree', random: BIG_RANDOM, root: 'max' });
		expect(fitsInLink(`/${writeQuery(random, 'zh')}`)).toBe(true);
		expect(writeQuery(random).length).toBeLessThan(100);
		const written = withSource({
			kind: 'tree',
			tree: JSON.stringify(randomTree(BIG_RANDOM)),
			root: 'max'
		});
		expect(fitsInLink(`/${writeQuery(written)}`)).toBe(false);
	});

	it('is measured on the path and query, the origin left out', () => {
		const query = `/?tree=${'1'.repeat(MAX_LINK_LENGTH - 7)}`;
		expect(query).toHaveLength(MAX_LINK_LENGTH);
		expect(fitsInLink(query)).toBe(true);
		expect(fitsInLink(`https://example.org${query}`)).toBe(true);
		expect(fitsInLink(`${query}1`)).toBe(false);
	});

	it('falls back to the view with no position, in its language', () => {
		expect(plainAddress('/')).toBe('/');
		expect(plainAddress('/compare', 'zh')).toBe('/compare?lang=zh');
	});

	it('writes the default view as the codec does, without it (a first view loads no codec)', () => {
		for (const lang of ['en', 'zh'] as const) {
			expect(plainAddress('/', lang)).toBe(`/${writeQuery(DEFAULT_QUERY, lang)}`);
			const embedded = writeQuery({ ...DEFAULT_QUERY, embed: true }, lang);
			expect(plainEmbedAddress('/', lang)).toBe(`/${embedded}`);
		}
		expect(plainEmbedAddress('/', 'zh')).toBe('/?embed=1&lang=zh');
	});
});

describe('the smaller holes', () => {
	it('takes the side to move from the counts when toMove is not a mark', () => {
		const { query, problems } = read('board=X........&toMove=Z');
		expect(query.source).toEqual({
			kind: 'board',
			board: 'X........',
			toMove: null,
			ai: 'X',
			scoring: 'article'
		});
		expect(problems).toEqual([
			'The link\'s toMove="Z" is not X or O; the side to move comes from the mark counts.'
		]);
		expect(read('board=X........&toMove=Z', 'zh').problems).toEqual([
			'链接中的 toMove="Z" 不是“X”或“O”，改为按棋子数判断走棋方。'
		]);
		// The board opens: O moves, as its counts say.
		expect(gameFor(query.source).isMaximizing(gameFor(query.source).root)).toBe(false);
		expect(read('board=X........&toMove=%20o%20').query.source).toMatchObject({ toMove: 'O' });
	});

	it('reads a repeated parameter at its last value, as the command line does', () => {
		expect(read('step=2&algo=minimax&step=5&algo=alphabeta')).toEqual({
			query: { ...DEFAULT_QUERY, step: 5, search: plainSearch('alphabeta') },
			problems: []
		});
		// An earlier bad value is not reported, nor a later good one refused.
		expect(read('lang=fr&lang=zh').problems).toEqual([]);
		expect(read('board=X........&board=XO.......').query.source).toMatchObject({
			board: 'XO.......'
		});
	});

	it("quotes a long value as every view does, 60 characters at most: the compare view's scoring too", () => {
		const { problems } = read(`scoring=${'a'.repeat(150_000)}\u202e`);
		expect(problems).toEqual([
			`The link's scoring="${'a'.repeat(60)}…" is not one of article, unit, depth; using article.`
		]);
		expect(read('by=\u202eevil\u0000').problems).toEqual([
			'The link\'s by="\\u202eevil\\u0000" is not one of call, event; using call.'
		]);
	});
});
