import { describe, expect, it } from 'vitest';
import {
	ARTICLE_TREE,
	DEFAULT_QUERY,
	readQuery,
	writeQuery,
	type ViewQuery
} from '../../src/lib/player/query';

const read = (text: string) => readQuery(new URLSearchParams(text));

describe('the query string', () => {
	it("opens on the article's board at step 0 when empty, and writes nothing for it", () => {
		expect(read('')).toEqual({ query: DEFAULT_QUERY, problems: [] });
		expect(writeQuery(DEFAULT_QUERY)).toBe('');
	});

	it('reads every parameter', () => {
		const { query, problems } = read(
			'board=X...O....&toMove=x&ai=O&algo=alphabeta&by=event&step=12&letters=on'
		);
		expect(problems).toEqual([]);
		expect(query).toEqual({
			source: { kind: 'board', board: 'X...O....', toMove: 'X', ai: 'O' },
			algorithm: 'alphabeta',
			granularity: 'event',
			step: 12,
			letters: true
		});
		expect(read('letters=off').query.letters).toBe(false);
		expect(read('letters=ON').query.letters).toBe(true);
		expect(read('letters=').query.letters).toBe(false);
		const tree = read(`tree=${encodeURIComponent('[[1,2],[3]]')}&root=min`).query;
		expect(tree.source).toEqual({ kind: 'tree', tree: '[[1,2],[3]]', root: 'min' });
	});

	it('round-trips through writeQuery', () => {
		const queries: ViewQuery[] = [
			{ ...DEFAULT_QUERY, step: 7 },
			{ ...DEFAULT_QUERY, granularity: 'event', algorithm: 'alphabeta' },
			{ ...DEFAULT_QUERY, source: { kind: 'board', board: 'X...O....', toMove: 'X', ai: 'O' } },
			{ ...DEFAULT_QUERY, source: { kind: 'tree', tree: '[[[3,17],[2,12]],[[15]]]', root: 'min' } },
			{
				...DEFAULT_QUERY,
				source: { kind: 'tree', tree: ARTICLE_TREE, root: 'max' },
				algorithm: 'alphabeta',
				granularity: 'event',
				step: 33,
				letters: true
			}
		];
		for (const query of queries) {
			const written = writeQuery(query);
			expect(read(written.slice(1))).toEqual({ query, problems: [] });
		}
		expect(writeQuery({ ...DEFAULT_QUERY, step: 5 })).toBe('?step=5');
		expect(writeQuery({ ...DEFAULT_QUERY, letters: true })).toBe('?letters=on');
		expect(writeQuery({ ...DEFAULT_QUERY, letters: false })).toBe('');
	});

	it('reports values that make no sense and falls back to defaults', () => {
		const { query, problems } = read('algo=negamax&by=week&step=-2&toMove=Z&ai=&root=up');
		expect(query).toEqual({ ...DEFAULT_QUERY, source: { ...DEFAULT_QUERY.source, toMove: 'X' } });
		expect(problems).toHaveLength(4);
		expect(problems.join(' ')).toMatch(/algo="negamax".*minimax, alphabeta/);
		expect(problems.join(' ')).toMatch(/step="-2" is not a whole number/);
		const both = read('board=X........&tree=[1]');
		expect(both.query.source.kind).toBe('tree');
		expect(both.problems).toEqual(['The link gives both a board and a tree; showing the tree.']);
		const letters = read('letters=maybe');
		expect(letters.query).toEqual(DEFAULT_QUERY);
		expect(letters.problems).toEqual([
			'The link\'s letters="maybe" is not one of on, off; using off.'
		]);
		const long = read(`tree=${'['.repeat(200_001)}`);
		expect(long.problems[0]).toMatch(/too long/);
		expect(long.query.source.kind).toBe('board');
	});
});
