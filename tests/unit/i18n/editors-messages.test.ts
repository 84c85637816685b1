import { describe, expect, it } from 'vitest';
import { MESSAGES } from '$lib/i18n';
import { strayLatin } from '../../latin';

const en = MESSAGES.en.editors;
const zh = MESSAGES.zh.editors;

describe('the board editor', () => {
	it('counts the calls ahead as before in English, with a hint on a nearly empty board', () => {
		expect(en.estimate(549946, 18297, 9)).toBe(
			'Minimax makes 549,946 calls here, alpha-beta 18,297. With 9 empty cells, try alpha-beta, or compare the searches first.'
		);
		expect(en.estimate(1, 1, 6)).toBe('Minimax makes 1 call here, alpha-beta 1.');
		expect(en.cell(4, 'O')).toBe('Cell 4: O');
		expect(en.cell(2, '.')).toBe('Cell 2: empty');
	});

	it('says the same in Chinese', () => {
		expect(zh.estimate(549946, 18297, 7)).toBe(
			'在这个局面上，极小化极大需要 549,946 次调用，α-β 剪枝需要 18,297 次。棋盘上有 7 个空格，建议用 α-β 剪枝，或先比较各种搜索。'
		);
		expect(zh.estimate(9, 8, 6)).toBe('在这个局面上，极小化极大需要 9 次调用，α-β 剪枝需要 8 次。');
		expect(zh.cell(4, 'X')).toBe('4 号格：X');
		expect(zh.cell(0, '.')).toBe('0 号格：空');
		expect(zh.presets).toEqual({
			figure2: '教程中的图 2',
			empty: '空棋盘',
			winInOne: '一步获胜',
			forcedBlock: '被迫封堵',
			forkThreat: '双重威胁'
		});
	});
});

describe('the tree editor and the random tree form', () => {
	it('keep their English labels, which the end-to-end tests select by', () => {
		expect(en.nestedArray).toBe('Nested array (leaves are numbers)');
		expect(en.treeSize(1234)).toBe('A tree of 1,234 nodes.');
		expect([en.fewestChildren, en.mostChildren, en.depth, en.seed, en.generate]).toEqual([
			'Fewest children per node',
			'Most children per node',
			'Depth',
			'Seed',
			'Generate'
		]);
	});

	it('speak Chinese', () => {
		expect(zh.treeSize(1234)).toBe('这棵树有 1,234 个节点。');
		expect(zh.treeHint).toBe(
			'请输入嵌套数组，例如 [[3, 17], [2, 12]]。要像教科书那样给节点命名，可写成 {"name": "B", "children": [3, 17]}，叶节点写成 {"name": "E", "value": 3}。'
		);
		expect([zh.root, zh.maximises, zh.minimises]).toEqual(['根节点', '取极大', '取极小']);
	});

	it('leave no English word in the Chinese sentences', () => {
		const texts = [zh.estimate(100, 10, 9), zh.cell(3, '.'), zh.cell(3, 'O'), zh.treeSize(5)];
		expect(texts.flatMap(strayLatin)).toEqual([]);
	});
});
