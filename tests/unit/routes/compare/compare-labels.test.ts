import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCORINGS } from '$lib/games/tictactoe/rules';
import { MESSAGES } from '$lib/i18n';
import { rowLook } from '../../../../src/routes/compare/labels';
import { tableColumns } from '../../../../src/routes/compare/columns';
import { strayLatin } from '../../../latin';
import { searchDetails, searchIds, searchMenuName } from '$lib/engine/search-catalog';
import { compareRows } from '$lib/engine/compare';

/** The compare view's rows, in the registry's order. */
const COMPARE_ROWS = compareRows();

type Rgb = readonly [number, number, number];

/** Each theme's colours as app.css declares them: light (`:root`), then dark. */
const THEMES = [
	...readFileSync(new URL('../../../../src/app.css', import.meta.url), 'utf8').matchAll(
		/^:root[^{]*\{([^}]*)\}/gm
	)
].map((block) => {
	const pairs = [...(block[1] ?? '').matchAll(/--([a-z-]+):\s*#([0-9a-f]{6});/g)];
	return new Map(pairs.map(([, name = '', hex = '']): [string, Rgb] => [name, rgbOf(hex)]));
});

function rgbOf(hex: string): Rgb {
	return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
}

/** A search's colour (a variable, or an sRGB mix of two) in a theme. */
function resolved(colour: string, theme: ReadonlyMap<string, Rgb>): Rgb {
	const [, a = '', share = '100', b = a] =
		/^(?:var\(--([a-z-]+)\)|color-mix\(in srgb, var\(--([a-z-]+)\) (\d+)%, var\(--([a-z-]+)\)\))$/
			.exec(colour)
			?.filter((part) => part !== undefined) ?? [];
	const [p, q] = [theme.get(a), theme.get(b)];
	if (!p || !q) throw new Error(`${colour}: not the theme's colours`);
	const t = Number(share) / 100;
	return p.map((channel, i) => channel * t + (q[i] ?? 0) * (1 - t)) as unknown as Rgb;
}

const linear = (channel: number) =>
	channel / 255 <= 0.04045 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4;

/** CIE L*a*b* (D65) of an sRGB colour: distances there are as the eye sees them (ΔE 1976). */
function lab(rgb: Rgb): Rgb {
	const [r, g, b] = rgb.map(linear) as unknown as Rgb;
	const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
	const x = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047);
	const y = f(r * 0.2126 + g * 0.7152 + b * 0.0722);
	const z = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
	return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** WCAG's contrast ratio of two colours. */
function contrast(one: Rgb, other: Rgb): number {
	const luminance = (rgb: Rgb) => {
		const [r, g, b] = rgb.map(linear) as unknown as Rgb;
		return 0.2126 * r + 0.7152 * g + 0.0722 * b;
	};
	const [light, dark] = [luminance(one), luminance(other)].sort((p, q) => q - p);
	return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

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

	it('every search, MCTS too, has a colour of its own in both themes, and reads on the page', () => {
		// Its rows' colours (a table's symmetric row, an aspiration row) by name; MCTS has no call row.
		const colours = searchIds().flatMap((id) => {
			const { colour, symmetryColour, variantColour } = searchDetails(id);
			return Object.entries({ [id]: colour, [`${id} symmetry`]: symmetryColour })
				.concat([[`${id} variant`, variantColour]])
				.filter((entry): entry is [string, string] => entry[1] !== undefined);
		});
		expect(colours).toHaveLength(16);
		expect(THEMES).toHaveLength(2);
		const alike: string[] = [];
		for (const theme of THEMES) {
			const seen = colours.map(([name, colour]) => [name, resolved(colour, theme)] as const);
			for (const [name, rgb] of seen) {
				// A swatch and a bar are graphics: WCAG's 3:1 against the page and the card behind.
				for (const ground of ['paper', 'canvas'])
					expect(contrast(rgb, theme.get(ground) ?? rgb), name).toBeGreaterThanOrEqual(3);
				for (const [other, otherRgb] of seen.slice(seen.findIndex(([n]) => n === name) + 1)) {
					const [l, a, b] = lab(rgb);
					const [l2, a2, b2] = lab(otherRgb);
					// ΔE 12 and more: told apart at a glance (negamax and MCTS were one colour, 0).
					if (Math.hypot(l - l2, a - a2, b - b2) < 12) alike.push(`${name} ~ ${other}`);
				}
			}
		}
		expect(alike).toEqual([]);
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
			'Game-over leaves',
			'Cut-offs',
			'Table hits',
			'Positions stored',
			'Estimated leaves',
			'Deepest',
			'Saving',
			'Value',
			'Time'
		]);
		expect([zh.search, ...Object.values(zh.metrics), zh.saving, zh.value, zh.time]).toEqual([
			'搜索',
			'调用次数',
			'终局叶节点',
			'剪枝次数',
			'置换表命中',
			'表中局面',
			'估值叶节点',
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
