import { describe, expect, it } from 'vitest';
import { plainSearch } from '../../../src/lib/engine';
import { SCORINGS, type Scoring } from '../../../src/lib/games/tictactoe/rules';
import { MESSAGES, type Lang } from '../../../src/lib/i18n';
import { ARTICLE_TREE } from '../../articles';
import {
	DEFAULT_QUERY,
	readQuery,
	writeQuery,
	type SourceQuery,
	type ViewQuery
} from '../../../src/lib/player/query';

/** The query read, with its problems written out in `lang` (English unless told). */
const read = (text: string, lang: Lang = 'en') => {
	const { query, problems } = readQuery(new URLSearchParams(text));
	return { query, problems: problems.map((problem) => problem(MESSAGES[lang])) };
};

describe('the query string', () => {
	it("opens on the article's board at step 0 when empty, and writes nothing for it", () => {
		expect(read('')).toEqual({ query: DEFAULT_QUERY, problems: [] });
		expect(writeQuery(DEFAULT_QUERY)).toBe('');
	});

	it('reads every parameter', () => {
		const { query, problems } = read(
			'board=X...O....&toMove=x&ai=O&scoring=unit&algo=alphabeta&versus=Minimax&by=event&step=12&letters=on&code=Python'
		);
		expect(problems).toEqual([]);
		expect(query).toEqual({
			source: { kind: 'board', board: 'X...O....', toMove: 'X', ai: 'O', scoring: 'unit' },
			search: plainSearch('alphabeta'),
			versus: { algorithm: 'minimax', order: 'given' },
			granularity: 'event',
			step: 12,
			letters: true,
			embed: false,
			code: 'python'
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
			{ ...DEFAULT_QUERY, granularity: 'event', search: plainSearch('alphabeta') },
			{
				...DEFAULT_QUERY,
				source: { kind: 'board', board: 'X...O....', toMove: 'X', ai: 'O', scoring: 'article' }
			},
			{ ...DEFAULT_QUERY, source: { kind: 'tree', tree: '[[[3,17],[2,12]],[[15]]]', root: 'min' } },
			{
				...DEFAULT_QUERY,
				source: { kind: 'tree', tree: ARTICLE_TREE, root: 'max' },
				search: plainSearch('alphabeta'),
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
		const { query, problems } = read('algo=maximin&by=week&step=-2&toMove=Z&ai=&root=up');
		expect(query).toEqual(DEFAULT_QUERY);
		expect(problems).toHaveLength(5);
		expect(problems.join(' ')).toMatch(/algo="maximin".*minimax, alphabeta/);
		expect(problems.join(' ')).toMatch(/step="-2" is not a whole number/);
		const both = read('board=X........&tree=[1]');
		expect(both.query.source.kind).toBe('tree');
		expect(both.problems).toEqual([
			'The link gives more than one kind of position (a tic-tac-toe board, a game tree); using a game tree.'
		]);
		const letters = read('letters=maybe');
		expect(letters.query).toEqual(DEFAULT_QUERY);
		expect(letters.problems).toEqual([
			'The link\'s letters="maybe" is not one of on, off; using off.'
		]);
		const versus = read('algo=minimax&versus=maximin');
		expect(versus.query).toEqual({ ...DEFAULT_QUERY, search: plainSearch('minimax') });
		expect(versus.problems).toEqual([
			expect.stringMatching(
				/^The link's versus="maximin" is not one of none, minimax, alphabeta.*; using none\.$/
			)
		]);
		expect(read('versus=none').query.versus).toBeNull();
		const given = { algorithm: 'alphabeta', order: 'given' } as const;
		expect(writeQuery({ ...DEFAULT_QUERY, versus: given })).toBe('?versus=alphabeta');
		const best = { ...given, order: 'best' } as const;
		expect(writeQuery({ ...DEFAULT_QUERY, versus: best })).toBe(
			'?versus=alphabeta&versus-order=best'
		);
		expect(read('versus=alphabeta&versus-order=Best').query.versus).toEqual(best);
		const long = read(`step=${'1'.repeat(200_001)}`);
		expect(long.problems).toEqual([
			'The link\'s "step" is 200,001 characters long, too long to read.'
		]);
		expect(long.query).toEqual(DEFAULT_QUERY);
	});

	it('reads embed=1 as an embed, written only when on, kept beside the step and the language', () => {
		expect(read('embed=1').query).toEqual({ ...DEFAULT_QUERY, embed: true });
		expect(read('embed=0').query.embed).toBe(false);
		expect(read('embed=').query.embed).toBe(false);
		// A repeated parameter counts at its last value, as every other does.
		expect(read('embed=1&embed=0').query.embed).toBe(false);
		expect(read('embed=0&embed=1').query.embed).toBe(true);
		const wrong = read('embed=yes');
		expect(wrong.query).toEqual(DEFAULT_QUERY);
		expect(wrong.problems).toEqual(['The link\'s embed="yes" is not one of 1, 0; using 0.']);
		expect(writeQuery({ ...DEFAULT_QUERY, embed: true })).toBe('?embed=1');
		expect(writeQuery({ ...DEFAULT_QUERY, embed: false })).toBe('');
		expect(writeQuery({ ...DEFAULT_QUERY, step: 5, embed: true }, 'zh')).toBe(
			'?step=5&embed=1&lang=zh'
		);
	});

	it('reports the problems in English word for word', () => {
		const { problems } = read('algo=maximin&by=week&step=-2&toMove=Z&ai=&root=up');
		expect(problems).toEqual([
			'The link\'s toMove="Z" is not X or O; the side to move comes from the mark counts.',
			'The link\'s root="up" does not apply to a tic-tac-toe board; it is ignored.',
			'The link\'s algo="maximin" is not one of minimax, alphabeta, memo, alphabeta-ordered, alphabeta-table, negamax, pvs, iterative, mtdf, expectimax, expectimax-bounded, mcts; using minimax.',
			'The link\'s by="week" is not one of call, event; using call.',
			'The link\'s step="-2" is not a whole number; starting at step 0.'
		]);
		expect(read(`board=${'X'.repeat(200_001)}`).problems).toEqual([
			'The link\'s "board" is 200,001 characters long, too long to read.'
		]);
		// Quoted as every message quotes input: 60 characters at most, then "…".
		expect(read(`step=${'9'.repeat(61)}`).problems).toEqual([
			`The link's step="${'9'.repeat(60)}…" is not a whole number; starting at step 0.`
		]);
	});

	it('reports the same problems in Chinese', () => {
		const { problems } = read('algo=maximin&step=x&lang=fr', 'zh');
		expect(problems).toEqual([
			'链接中的 algo="maximin" 不是“minimax”、“alphabeta”、“memo”、“alphabeta-ordered”、“alphabeta-table”、“negamax”、“pvs”、“iterative”、“mtdf”、“expectimax”、“expectimax-bounded”、“mcts”之一，改用“minimax”。',
			'链接中的 step="x" 不是整数，从第 0 步开始。',
			'链接中的 lang="fr" 不是“en”、“zh”之一，沿用之前选择的语言。'
		]);
		expect(read('board=X........&tree=[1]', 'zh').problems).toEqual([
			'链接给出了不止一种局面（井字棋棋盘、博弈树），采用博弈树。'
		]);
		expect(read(`board=${'['.repeat(200_001)}`, 'zh').problems).toEqual([
			'链接中的“board”长达 200,001 个字符，过长，无法读取。'
		]);
	});

	it('carries the language: lang=zh written for Chinese, nothing for English', () => {
		const query: ViewQuery = { ...DEFAULT_QUERY, search: plainSearch('alphabeta'), step: 4 };
		expect(writeQuery(DEFAULT_QUERY, 'zh')).toBe('?lang=zh');
		expect(writeQuery(DEFAULT_QUERY, 'en')).toBe('');
		expect(writeQuery(query, 'en')).toBe(writeQuery(query));
		const written = writeQuery(query, 'zh');
		expect(written).toBe('?algo=alphabeta&step=4&lang=zh');
		const params = new URLSearchParams(written.slice(1));
		expect(params.get('lang')).toBe('zh');
		expect(read(written.slice(1))).toEqual({ query, problems: [] });
	});

	it('carries the code language: written only when not JavaScript', () => {
		expect(writeQuery({ ...DEFAULT_QUERY, code: 'js' })).toBe('');
		expect(writeQuery({ ...DEFAULT_QUERY, code: 'python' })).toBe('?code=python');
		expect(writeQuery({ ...DEFAULT_QUERY, code: 'pseudo', step: 5 }, 'zh')).toBe(
			'?step=5&code=pseudo&lang=zh'
		);
		expect(read('code=pseudo').query.code).toBe('pseudo');
		expect(read('code=%20JS%20').query.code).toBe('js');
	});

	it("takes the device's code language when the link names none, and the link's over it", () => {
		const remembered = (text: string) =>
			readQuery(new URLSearchParams(text), { code: 'pseudo' }).query.code;
		expect(remembered('')).toBe('pseudo');
		expect(remembered('code=')).toBe('pseudo');
		expect(remembered('code=python')).toBe('python');
		expect(remembered('code=js')).toBe('js');
	});

	it('reports a code language it does not know, in both languages', () => {
		expect(read('code=rust')).toEqual({
			query: DEFAULT_QUERY,
			problems: ['The link\'s code="rust" is not one of js, python, pseudo; using js.']
		});
		expect(read('code=rust', 'zh').problems).toEqual([
			'链接中的 code="rust" 不是“js”、“python”、“pseudo”之一，改用“js”。'
		]);
		const { problems } = readQuery(new URLSearchParams('code=<b>'), { code: 'python' });
		expect(problems.map((problem) => problem(MESSAGES.en))).toEqual([
			'The link\'s code="<b>" is not one of js, python, pseudo; using python.'
		]);
	});

	it('reports a language it does not speak, and is silent on a good or missing one', () => {
		for (const good of ['', 'lang=zh', 'lang=en', 'lang=ZH', 'lang=%20En%20', 'lang=']) {
			expect(read(good)).toEqual({ query: DEFAULT_QUERY, problems: [] });
		}
		const bad = read('lang=fr&step=3');
		expect(bad.query).toEqual({ ...DEFAULT_QUERY, step: 3 });
		expect(bad.problems).toEqual([
			'The link\'s lang="fr" is not one of en, zh; using the language chosen before.'
		]);
		expect(read('lang=zh-CN').problems).toHaveLength(1);
	});
});

describe('scoring in the query string', () => {
	const board = (
		scoring: Scoring,
		cells = 'X...O....'
	): Extract<SourceQuery, { kind: 'board' }> => ({
		kind: 'board',
		board: cells,
		toMove: null,
		ai: 'X',
		scoring
	});

	it('reads each scoring for a board, in any case, article when left out or empty', () => {
		expect(read('board=X...O....&scoring=depth').query.source).toEqual(board('depth'));
		expect(read('board=X...O....&scoring=%20Unit%20').query.source).toEqual(board('unit'));
		expect(read('board=X...O....&scoring=article').query.source).toEqual(board('article'));
		expect(read('board=X...O....&scoring=').query.source).toEqual(board('article'));
		expect(read('board=X...O....').query.source).toEqual(board('article'));
		expect(read('scoring=depth')).toEqual({
			query: { ...DEFAULT_QUERY, source: board('depth', 'O.XX.X.OO') },
			problems: []
		});
	});

	it('writes scoring after the board, and leaves the default out', () => {
		const query = (source: SourceQuery): ViewQuery => ({ ...DEFAULT_QUERY, source });
		expect(writeQuery(query(board('article')))).toBe('?board=X...O....');
		expect(writeQuery(query(board('unit')))).toBe('?board=X...O....&scoring=unit');
		expect(writeQuery(query({ ...board('depth'), ai: 'O' }), 'zh')).toBe(
			'?board=X...O....&ai=O&scoring=depth&lang=zh'
		);
		// The article's board keeps its short link: only the scoring is written.
		expect(writeQuery(query(board('depth', 'O.XX.X.OO')))).toBe('?scoring=depth');
	});

	it('round-trips every scoring with the rest of the state', () => {
		for (const scoring of SCORINGS) {
			for (const cells of ['O.XX.X.OO', '.........', 'X...O....']) {
				const query: ViewQuery = {
					source: { kind: 'board', board: cells, toMove: 'O', ai: 'O', scoring },
					search: plainSearch('alphabeta'),
					versus: { algorithm: 'minimax', order: 'worst' },
					granularity: 'event',
					step: 40,
					letters: false,
					embed: true,
					code: 'python'
				};
				expect(read(writeQuery(query, 'zh').slice(1))).toEqual({ query, problems: [] });
			}
		}
	});

	it('reports an unknown scoring as any other value and scores as the article does', () => {
		expect(read('board=X...O....&scoring=huge')).toEqual({
			query: { ...DEFAULT_QUERY, source: board('article') },
			problems: ['The link\'s scoring="huge" is not one of article, unit, depth; using article.']
		});
		expect(read('scoring=huge', 'zh').problems).toEqual([
			'链接中的 scoring="huge" 不是“article”、“unit”、“depth”之一，改用“article”。'
		]);
	});

	it('says a tree has no use for scoring, and never writes it for one', () => {
		const tree: SourceQuery = { kind: 'tree', tree: '[[1,2],[3]]', root: 'min' };
		const link = `tree=${encodeURIComponent('[[1,2],[3]]')}&root=min`;
		expect(read(`${link}&scoring=depth`)).toEqual({
			query: { ...DEFAULT_QUERY, source: tree },
			problems: ['The link\'s scoring="depth" does not apply to a game tree; it is ignored.']
		});
		// Even a scoring no board knows: for a tree it is simply not used.
		expect(read(`${link}&scoring=huge`, 'zh').problems).toEqual([
			'链接中的 scoring="huge" 不适用于博弈树，已忽略。'
		]);
		expect(read(`${link}&scoring=`)).toEqual({
			query: { ...DEFAULT_QUERY, source: tree },
			problems: []
		});
		expect(writeQuery({ ...DEFAULT_QUERY, source: tree })).toBe(`?${link}`);
	});
});
