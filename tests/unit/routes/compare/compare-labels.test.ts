import { describe, expect, it } from 'vitest';
import { SCORINGS } from '$lib/games/tictactoe/rules';
import { MESSAGES } from '$lib/i18n';
import { rowLook } from '../../../../src/routes/compare/labels';
import { tableColumns } from '../../../../src/routes/compare/columns';
import { strayLatin } from '../../../latin';
import { searchIds, searchMenuName } from '$lib/engine/search-catalog';
import { compareRows } from '$lib/engine/compare';

/** The compare view's rows, in the registry's order. */
const COMPARE_ROWS = compareRows();

const en = MESSAGES.en.compare;
const zh = MESSAGES.zh.compare;

describe('the compared searches', () => {
	it('each row has a colour of its own', () => {
		const keys = COMPARE_ROWS.map((row) => row.key);
		// Every colour is made of the theme's variables (a mix of two at most), so it follows the theme.
		for (const key of keys) {
			const { colour } = rowLook(key, 'en');
			expect(colour).toMatch(
				/^(var\(--[a-z-]+\)|color-mix\(in srgb, var\(--[a-z-]+\) \d+%, var\(--[a-z-]+\)\))$/
			);
		}
		expect(new Set(keys.map((key) => rowLook(key, 'en').colour)).size).toBe(keys.length);
	});

	it('are every search, each table search also keyed up to symmetry', () => {
		expect(COMPARE_ROWS.map((row) => [row.key, row.algorithm, row.symmetry])).toEqual([
			['minimax', 'minimax', false],
			['alphabeta', 'alphabeta', false],
			['memo', 'memo', false],
			['memo-symmetry', 'memo', true],
			['alphabeta-ordered', 'alphabeta-ordered', false],
			['alphabeta-table', 'alphabeta-table', false],
			['alphabeta-table-symmetry', 'alphabeta-table', true],
			['negamax', 'negamax', false],
			['pvs', 'pvs', false],
			['iterative', 'iterative', false],
			['iterative-aspiration', 'iterative', false],
			['mtdf', 'mtdf', false],
			['mtdf-symmetry', 'mtdf', true],
			['expectimax', 'expectimax', false],
			['expectimax-bounded', 'expectimax-bounded', false]
		]);
	});

	it('keep their English names', () => {
		expect(COMPARE_ROWS.map((row) => rowLook(row.key, 'en').name)).toEqual([
			'Minimax',
			'Alpha-beta',
			'Minimax + table',
			'Minimax + table, symmetry',
			'Alpha-beta, likely best first',
			'Alpha-beta + table',
			'Alpha-beta + table, symmetry',
			'Negamax',
			'PVS (NegaScout)',
			'Iterative deepening',
			'Iterative deepening, aspiration window',
			'MTD(f)',
			'MTD(f), symmetry',
			'Expectimax',
			'Expectimax, bounded'
		]);
		expect(rowLook('expectimax', 'en').detail).toBe(
			'a random opponent: each of its moves equally likely, their values averaged'
		);
		expect(rowLook('memo', 'en').detail).toBe('a position met again is looked up, not searched');
		expect(rowLook('mtdf', 'en').detail).toBe(
			'null-window alpha-beta passes with a table of bounds, from a first guess until the bounds meet'
		);
		// Named for what it does (order.ts): a guess fixed before searching, not a better order.
		expect(rowLook('alphabeta-ordered', 'en').detail).toBe(
			'an order guessed in advance: the centre, then corners, then edges (Connect Four: middle columns out; trees: by first leaf)'
		);
	});

	it('are named in Chinese as textbooks name them', () => {
		const names = (key: string) => {
			const { name, detail } = rowLook(key, 'zh');
			return { name, detail };
		};
		expect(Object.fromEntries(COMPARE_ROWS.map((row) => [row.key, names(row.key)]))).toEqual({
			minimax: { name: '极小化极大', detail: '搜索每个局面的每一种走法' },
			alphabeta: { name: 'α-β 剪枝', detail: '按所选的走法顺序尝试（默认按游戏给定的顺序）' },
			memo: { name: '极小化极大 + 置换表', detail: '再次遇到的局面直接查表，不再搜索' },
			'alphabeta-ordered': {
				name: 'α-β 剪枝，先试看似最好的走法',
				detail: '事先猜定的顺序：先中心，再四角，后四边（四子棋：从中间列向外；树：按第一个叶节点）'
			},
			'memo-symmetry': {
				name: '极小化极大 + 置换表 + 对称',
				detail: '翻转（或井字棋的旋转）后相同的局面共用一个表项'
			},
			'alphabeta-table': {
				name: 'α-β 剪枝 + 置换表',
				detail: '表中的值和界直接回答调用，或收窄窗口'
			},
			'alphabeta-table-symmetry': {
				name: 'α-β 剪枝 + 置换表 + 对称',
				detail: '同上的置换表，按翻转（和旋转）归并局面'
			},
			negamax: {
				name: '负极大值',
				detail: '按轮到走棋一方计分的极小化极大：只取最大，值取反'
			},
			pvs: {
				name: 'PVS（NegaScout）',
				detail: '在 α-β 剪枝上，第一步之后的每一步先用零窗口试探，试探越界的再搜索一次'
			},
			iterative: {
				name: '迭代加深',
				detail: '依次做 1、2、3……步深的 α-β 剪枝，每轮先试上一轮的最佳走法序列'
			},
			'iterative-aspiration': {
				name: '迭代加深 + 期望窗口',
				detail: '从第二轮起，每轮先用上一轮的值 𝑣 周围的窗口 [𝑣 − D, 𝑣 + D]'
			},
			mtdf: {
				name: 'MTD(f)',
				detail: '从初始猜测出发，反复做带置换表的零窗口 α-β 搜索，直到上下界相遇'
			},
			'mtdf-symmetry': {
				name: 'MTD(f) + 对称',
				detail: '同上的置换表，按翻转（和旋转）归并局面'
			},
			expectimax: {
				name: '期望极大',
				detail: '对手随机走棋：它的每种走法概率相同，取各值的平均'
			},
			'expectimax-bounded': {
				name: '有界期望极大',
				detail: 'Star1：已知最小值和最大值，机会节点在其余结果已无关紧要时停止'
			}
		});
	});
});

describe('the table and the scorings', () => {
	it('head the columns in both languages', () => {
		expect([en.search, ...Object.values(en.metrics), en.saving, en.value, en.time]).toEqual([
			'Search',
			'Calls',
			'Leaves',
			'Cut-offs',
			'Table hits',
			'Positions stored',
			'Estimated',
			'Deepest',
			'Saving',
			'Value',
			'Time'
		]);
		expect([zh.search, ...Object.values(zh.metrics), zh.saving, zh.value, zh.time]).toEqual([
			'搜索',
			'调用次数',
			'叶节点',
			'剪枝次数',
			'置换表命中',
			'表中局面',
			'估值局面',
			'最大深度',
			'节省',
			'值',
			'用时'
		]);
		expect(en.ms(12.345)).toBe('12.3 ms');
		expect(zh.ms(12.345)).toBe('12.3 毫秒');
		// From 100 ms on, whole milliseconds keep the column narrow.
		expect(en.ms(99.94)).toBe('99.9 ms');
		expect(en.ms(692.24)).toBe('692 ms');
		expect(zh.ms(12_345.6)).toBe('12,346 毫秒');
	});

	it('name every scoring', () => {
		expect(SCORINGS.map((scoring) => en.scorings[scoring])).toEqual([
			'±10, draw 0 (freeCodeCamp)',
			'±1, draw 0 (article 002)',
			'±(10 − moves): quicker wins'
		]);
		expect(SCORINGS.map((scoring) => zh.scorings[scoring])).toEqual([
			'±10，平局 0（教程）',
			'±1，平局 0（第 002 篇文章）',
			'±(10 − 步数)：赢得越快分越高'
		]);
	});
});

describe('the sentences of the compare view', () => {
	const series = [
		{ name: rowLook('minimax', 'en').name, perLevel: [1, 9, 72, 3024] },
		{ name: rowLook('alphabeta', 'en').name, perLevel: [1, 8] }
	];
	const seriesZh = [
		{ name: rowLook('minimax', 'zh').name, perLevel: [1, 9, 72, 3024] },
		{ name: rowLook('alphabeta', 'zh').name, perLevel: [1, 8] }
	];

	it('read as before in English', () => {
		expect(en.chartLabel(series)).toBe(
			'Calls per level, from level 0. Minimax: 1, 9, 72, 3,024; Alpha-beta: 1, 8'
		);
		expect(en.chartLabel([])).toBe('Calls per level, from level 0. ');
		expect(en.bar('Minimax', 8, 200448)).toBe('Minimax, level 8: 200,448 calls');
		expect(en.searching(2, 4)).toBe('Searching… 2 of 4 done');
		expect(en.boardCaption('X', 'O')).toBe('X to move · AI O maximises');
		expect(en.treeSource('min')).toBe('Tree, root min: ');
		expect(en.articleInstead('The board has 10 cells.')).toBe(
			"The board has 10 cells. Comparing on the article's board instead."
		);
	});

	it('read naturally in Chinese', () => {
		expect(zh.chartLabel(seriesZh)).toBe(
			'每层的调用次数，从第 0 层起。极小化极大：1、9、72、3,024；α-β 剪枝：1、8'
		);
		expect(zh.bar('α-β 剪枝', 8, 200448)).toBe('α-β 剪枝，第 8 层：200,448 次调用');
		expect(zh.searching(2, 4)).toBe('正在搜索……已完成 2 种，共 4 种');
		expect(zh.boardCaption('X', 'O')).toBe('轮到 X 走 · AI O 取极大');
		expect(zh.treeSource('max')).toBe('树，根节点取极大：');
		expect(zh.treeSource('min')).toBe('树，根节点取极小：');
		expect(zh.articleInstead('棋盘有 10 个格。')).toBe(
			'棋盘有 10 个格。改为在教程中的棋盘上比较。'
		);
	});

	it('name the searches More searches adds as the registry names them (none listed by hand)', () => {
		const added = (lang: string) =>
			searchIds('calls')
				.slice(2)
				.map((id) => searchMenuName(id, lang));
		expect(en.moreHidden(added('en'))).toBe(
			'Minimax against alpha-beta first; 9 more searches (Minimax + table; Alpha-beta, ordered; Alpha-beta + table; Negamax; Principal variation search; Iterative deepening; MTD(f); Expectimax; Expectimax, bounded) under More searches.'
		);
		expect(en.moreHidden(['Negamax'])).toBe(
			'Minimax against alpha-beta first; 1 more search (Negamax) under More searches.'
		);
		expect(zh.moreHidden(added('zh'))).toBe(
			'先比较极小化极大与 α-β 剪枝；另外 9 种搜索（极小化极大 + 置换表、α-β 剪枝 + 排序、α-β 剪枝 + 置换表、负极大值、主要变例搜索、迭代加深、MTD(f)、期望极大、有界期望极大）在“更多搜索”里。'
		);
	});

	it('leave no English word in Chinese', () => {
		const texts = [
			zh.chartLabel(seriesZh),
			zh.bar('极小化极大', 3, 12),
			zh.searching(0, 4),
			zh.boardCaption('O', 'X'),
			zh.treeSource('max'),
			zh.ms(1),
			zh.articleInstead(''),
			zh.moreSearches,
			zh.moreHidden(searchIds('calls').map((id) => searchMenuName(id, 'zh'))),
			zh.columnsTitle,
			...Object.values(zh.columnNotes),
			zh.chartCaption('linear'),
			zh.chartCaption('log'),
			zh.scale,
			...Object.values(zh.scales)
		];
		expect(texts.flatMap(strayLatin)).toEqual([]);
	});

	it('explain every column a table can show, in both languages, one sentence each', () => {
		const columns = tableColumns({ tables: true, estimates: true });
		expect(columns).toEqual([
			'calls',
			'saving',
			'cutoffs',
			'leaves',
			'hits',
			'positions',
			'estimates',
			'depth',
			'score',
			'ms'
		]);
		for (const t of [en, zh])
			for (const column of ['search', ...columns] as const)
				expect(t.columnNotes[column], column).toMatch(/^\S.*[.。]$/);
		// A first course's pair keeps no table: no table columns; no limit: no estimates.
		expect(tableColumns({ tables: false, estimates: false })).toEqual([
			'calls',
			'saving',
			'cutoffs',
			'leaves',
			'depth',
			'score',
			'ms'
		]);
	});

	it('say which scale the chart is on', () => {
		expect(en.chartCaption('linear')).toBe(
			'Calls at each level, linear scale: bar heights in proportion to the calls'
		);
		expect(en.chartCaption('log')).toBe(
			'Calls at each level, log scale: each line is ten times the one below'
		);
		expect(zh.chartCaption('log')).toBe('每层的调用次数，对数刻度：每条横线是下面一条的十倍');
	});
});

describe("article 002's bound, explained on the compare view", () => {
	it('sets 255,168 games against 9! = 362,880 orders, in both languages', () => {
		expect(en.bound(255_168, 362_880, 127_872)).toBe(
			'Nine cells filled one at a time can be filled in 9! = 362,880 orders, yet minimax from the empty board finishes only 255,168 games (its leaves). Most games end with a line before the board is full: only 127,872 of them use all nine cells. A game won after k moves never plays the (9 − k)! ways its empty cells could still be filled, so 9! only bounds the tree from above.'
		);
		expect(zh.bound(255_168, 362_880, 127_872)).toBe(
			'九个格一个一个地填满，共有 9! = 362,880 种顺序；可是从空棋盘出发，极小化极大只走完 255,168 局（它的叶节点）。大多数对局在棋盘填满之前就已连成一线：用满九个格的只有 127,872 局。提前分出胜负的一局，剩下的空格本来还有许多种填法（剩 4 个空格就有 4! = 24 种），这些顺序都不会真正走到，所以 9! 只是博弈树大小的上界。'
		);
		const texts = [
			zh.bound(1, 2, 3),
			zh.boundTitle,
			zh.depthNoteLimited(3),
			zh.depthLevels(2),
			zh.tooManyCalls(600_001, 600_000),
			zh.stepThroughRow('极小化极大')
		];
		expect(texts.flatMap(strayLatin)).toEqual([]);
	});
});
