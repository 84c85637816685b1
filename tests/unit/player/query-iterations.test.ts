import { describe, expect, it } from 'vitest';
import {
	optionValue,
	plainSearch,
	searchOptions,
	type SearchSettings
} from '../../../src/lib/engine';
import { MESSAGES } from '../../../src/lib/i18n';
import {
	DEFAULT_QUERY,
	ownSource,
	readQuery,
	writeQuery,
	type ViewQuery
} from '../../../src/lib/player/query';
import type { Lang } from '../../../src/lib/i18n/lang';
import { ARTICLE_BOARD } from '../traces';

/**
 * Links to a search that goes by iterations: `algo=mcts&iterations=N&seed=S&c=C`, read and
 * written by the one link codec (query.ts).
 */

/** What such a link says: the position, the search with every option at its value, the step. */
type IterationQuery = Pick<ViewQuery, 'source' | 'granularity' | 'step' | 'embed' | 'code'> & {
	readonly settings: { algorithm: string; options: Record<string, number> };
};

const everyOption = (search: SearchSettings) => ({
	algorithm: search.algorithm,
	options: Object.fromEntries(
		searchOptions(search.algorithm).map(({ key }) => [key, optionValue(search, key)])
	)
});

const read = (text: string) => {
	const { query, problems } = readQuery(new URLSearchParams(text));
	const { source, search, granularity, step, embed, code } = query;
	const iterationQuery = { source, settings: everyOption(search), granularity, step, embed, code };
	return { query: iterationQuery, said: problems.map((problem) => problem(MESSAGES.en)) };
};

const writeIterationQuery = (query: IterationQuery, lang?: Lang): string => {
	const { settings, ...place } = query;
	const search = { ...plainSearch(settings.algorithm), options: settings.options };
	return writeQuery({ ...DEFAULT_QUERY, ...place, search }, lang);
};

describe('an iteration search in a link', () => {
	it('reads its options, each missing one at its default', () => {
		const { query, said } = read(`board=${ARTICLE_BOARD}&algo=mcts&iterations=500&seed=9`);
		expect(said).toEqual([]);
		expect(query.settings).toEqual({
			algorithm: 'mcts',
			options: { iterations: 500, seed: 9, c: Math.SQRT2 }
		});
		expect(query.source).toEqual(expect.objectContaining({ kind: 'board', board: ARTICLE_BOARD }));
	});

	it('refuses a value out of range with the reason, keeping the position and the rest', () => {
		const { query, said } = read(
			`board=${ARTICLE_BOARD}&algo=mcts&iterations=0&seed=x&c=1.5&step=3`
		);
		expect(query.settings.options).toEqual({ iterations: 1000, seed: 1, c: 1.5 });
		expect(query.step).toBe(3);
		expect(query.source).toEqual(expect.objectContaining({ board: ARTICLE_BOARD }));
		expect(said).toEqual([
			'Iterations "0" is not a whole number from 1 to 100,000. Its default is used instead.',
			'Seed "x" is not a whole number from 0 to 4,294,967,295. Its default is used instead.'
		]);
		expect(read('algo=mcts&c=-1').said).toEqual([
			'Exploration C "-1" is not a number from 0 to 10. Its default is used instead.'
		]);
	});

	it("takes `seed` as the search's own, not as a random tree's", () => {
		const { query, said } = read('algo=mcts&seed=5');
		expect(said).toEqual([]);
		expect(query.source.kind).toBe('board');
		expect(query.settings.options['seed']).toBe(5);
	});

	it('writes back what it read, defaults left out', () => {
		const query: IterationQuery = {
			source: read('board=X...O....').query.source,
			settings: { algorithm: 'mcts', options: { iterations: 250, seed: 1, c: 0.7 } },
			granularity: 'event',
			step: 12,
			embed: false,
			code: 'python'
		};
		const text = writeIterationQuery(query, 'zh');
		expect(text).toBe(
			'?algo=mcts&iterations=250&c=0.7&board=X...O....&by=event&step=12&code=python&lang=zh'
		);
		expect(read(text.slice(1)).query).toEqual(query);
		const plain = { ...query, settings: everyOption(plainSearch('mcts')), step: 0 };
		expect(writeIterationQuery(plain)).not.toMatch(/iterations|seed|&c=/);
	});

	it("reads its units by their own words too, and names them so when a link's is wrong", () => {
		expect(read('algo=mcts&by=phase&step=203')).toMatchObject({
			query: { granularity: 'event', step: 203 },
			said: []
		});
		expect(read('algo=mcts&by=Iteration').query.granularity).toBe('call');
		expect(read('algo=mcts&by=event').query.granularity).toBe('event');
		expect(read('algo=mcts&by=pass')).toMatchObject({
			query: { granularity: 'call' },
			said: ['The link\'s by="pass" is not one of iteration, phase; using iteration.']
		});
		// A search by calls keeps its own words: MCTS's are not read there.
		expect(read('algo=minimax&by=phase').said).toEqual([
			'The link\'s by="phase" is not one of call, event; using call.'
		]);
	});

	it('writes out a position whose parameters share a name with an option', () => {
		const random = {
			kind: 'tree' as const,
			random: { branching: 2, depth: 2, min: 0, max: 9, seed: 3 },
			root: 'max' as const
		};
		const written = { kind: 'tree' as const, tree: '[[1,2],[3,4]]', root: 'max' as const };
		expect(ownSource(random, 'mcts', () => written)).toBe(written);
		const board = read(`board=${ARTICLE_BOARD}`).query.source;
		expect(ownSource(board, 'mcts', () => written)).toBe(board);
	});
});
