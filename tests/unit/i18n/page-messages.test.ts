import { describe, expect, it } from 'vitest';
import { DrawingError } from '../../../src/lib/export/drawing';
import { MESSAGES } from '../../../src/lib/i18n';
import { HAN, strayLatin } from '../../latin';

// The page's own messages, its share menu's (share.ts) and its link's problems (links.ts), read as one.
const en = { ...MESSAGES.en.page, ...MESSAGES.en.share, ...MESSAGES.en.links };
const zh = { ...MESSAGES.zh.page, ...MESSAGES.zh.share, ...MESSAGES.zh.links };

/** Every Chinese sentence of the page, functions called with typical values. */
function chineseTexts(): string[] {
	return [
		zh.title,
		zh.example,
		zh.exampleBoard,
		zh.exampleTree,
		zh.exampleEmpty,
		zh.ownPosition,
		zh.edit,
		zh.boardSummary('X', 'O', 549_946),
		zh.treeSummary(26, 'min', 17),
		zh.letters,
		zh.search,
		zh.compare,
		zh.share,
		zh.copyLink,
		zh.saveSvg,
		zh.savePng,
		zh.saveJson,
		zh.openTrace,
		zh.linkCopied,
		zh.noDrawing,
		...Object.values(zh.drawingProblem),
		zh.saveFailed,
		zh.positionKind,
		zh.boardKind,
		zh.treeKind,
		zh.showingArticleInstead,
		zh.positionsClash([zh.boardInLink, zh.connect4InLink], zh.connect4InLink),
		zh.depthRefused('深度限制 43 不是 1 到 42 之间的整数。', 4),
		zh.saveTree,
		zh.linkTooLong(123_456, 8000),
		zh.addressTooLong(8000),
		zh.twoSentences(zh.linkCopied, zh.addressTooLong(8000)),
		zh.treezUnreadable,
		zh.treezTooBig(4_000_000)
	];
}

describe('the page in Chinese', () => {
	it('has no English words left', () => {
		for (const text of chineseTexts()) {
			expect(strayLatin(text), text).toEqual([]);
			expect(text, text).toMatch(HAN);
		}
	});

	it('puts no space next to full-width punctuation', () => {
		for (const text of chineseTexts()) {
			expect(text, text).not.toMatch(/ [，。：；“”！？（）]|[，。：；“”！？（）] /);
		}
	});

	it('says the summaries and notices as a textbook would', () => {
		expect(zh.boardSummary('X', 'X', 9)).toBe('棋盘 · 轮到 X 走，AI X 取极大 · 9 次调用');
		expect(zh.treeSummary(26, 'max', 549_946)).toBe(
			'树 · 26 个节点，根节点取极大 · 549,946 次调用'
		);
		expect(zh.treeSummary(26, 'min', 17)).toBe('树 · 26 个节点，根节点取极小 · 17 次调用');
		expect(zh.opened('trace.json', 1234)).toBe('已打开 trace.json：1,234 次调用。');
		expect(zh.copyBlocked('https://example.org/?step=3')).toBe(
			'此处无法复制，链接是：https://example.org/?step=3'
		);
		// The searches that keep a table, as the registry lists them (none named by hand).
		expect(zh.symmetryNeedsTable('minimax', ['memo', 'alphabeta-table', 'mtdf'])).toBe(
			'链接中的 symmetry=on 需要局面表，而 minimax 不用局面表（memo、alphabeta-table 和 mtdf 才用）；改为不用对称搜索。'
		);
		expect(en.symmetryNeedsTable('minimax', ['memo', 'alphabeta-table'])).toBe(
			"The link's symmetry=on needs a table of positions, and minimax keeps none (memo and alphabeta-table do); searching without it."
		);
	});

	it('keeps the English sentences as they were', () => {
		expect(en.boardSummary('X', 'X', 9)).toBe('Board · X to move, AI X maximises · 9 calls');
		expect(en.treeSummary(26, 'max', 549_946)).toBe('Tree · 26 nodes, root max · 549,946 calls');
		expect(en.treeSummary(88_573, 'min', 9)).toBe('Tree · 88,573 nodes, root min · 9 calls');
		expect(zh.treeSummary(88_573, 'min', 9)).toBe('树 · 88,573 个节点，根节点取极小 · 9 次调用');
		expect(en.opened('trace.json', 1234)).toBe('Opened trace.json: 1,234 calls.');
		expect(en.showingArticleInstead).toBe(" Showing the article's board instead.");
	});

	it("says another game's parameter is ignored, naming the game shown", () => {
		expect(en.notForThisGame('scoring', '"unit"', en.connect4InLink)).toBe(
			'The link\'s scoring="unit" does not apply to Connect Four; it is ignored.'
		);
		expect(en.notForThisGame('scoring', '"unit"', en.treeInLink)).toBe(
			'The link\'s scoring="unit" does not apply to a game tree; it is ignored.'
		);
		const chinese = zh.notForThisGame('scoring', '"unit"', zh.connect4InLink);
		expect(chinese).toBe('链接中的 scoring="unit" 不适用于四子棋，已忽略。');
		expect(strayLatin(chinese)).toEqual(['scoring', 'unit']);
		expect(chinese).not.toMatch(/ [，。：；“”！？（）]|[，。：；“”！？（）] /);
	});

	it('says which depth limit a bad one gives way to, naming only the parameter', () => {
		const texts = [
			zh.badDepth('depth', '"0"', 4),
			zh.badDepth('limit', '"x"', null),
			zh.depthPastAny('depth', '"99999999999999999"', null)
		];
		expect(texts).toEqual([
			'链接中的 depth="0" 不是用数字 0-9 写的从 1 起的整数，改为使用这种游戏自己的深度限制 4 搜索。',
			'链接中的 limit="x" 不是用数字 0-9 写的从 1 起的整数，改为不限深度搜索。',
			'链接中的 depth="99999999999999999" 远远超过任何对局的长度，改为不限深度搜索。'
		]);
		for (const text of texts) {
			expect(strayLatin(text).filter((word) => !/^(depth|limit|x)$/.test(word))).toEqual([]);
			expect(text).not.toMatch(/ [，。：；“”！？（）]|[，。：；“”！？（）] /);
		}
		expect(en.badDepth('depth', '"0"', 4)).toBe(
			'The link\'s depth="0" is not a whole number from 1 up, in digits 0-9; searching to this game\'s own depth limit, 4, instead.'
		);
		expect(en.depthPastAny('depth', '"99999999999999999"', null)).toBe(
			'The link\'s depth="99999999999999999" is far past the end of any game; searching without a depth limit.'
		);
	});

	it('says what a link cannot hold, and what to save instead, in both languages', () => {
		expect(en.linkTooLong(123_456, 8000)).toBe(
			'This position is too big for a link: its address has 123,456 characters, and a link keeps to 8,000. Save the trace as JSON instead (Open a trace plays it back here), or the tree as a nested array for the editor and the command line.'
		);
		expect(zh.linkTooLong(123_456, 8000)).toContain('123,456');
		expect(zh.linkTooLong(123_456, 8000)).toContain(zh.saveJson.slice(1, 5));
		expect(en.twoSentences('One.', 'Two.')).toBe('One. Two.');
		expect(zh.twoSentences('一。', '二。')).toBe('一。二。');
		expect(en.treezTooBig(4_000_000)).toBe(
			"The link's treez unpacks to more than 4,000,000 characters, past the largest tree; it is not read."
		);
	});

	it("names the link's own parameters only, where a link problem needs them", () => {
		const toMove = zh.badToMove('"Z"');
		expect(toMove).toBe('链接中的 toMove="Z" 不是“X”或“O”，改为按棋子数判断走棋方。');
		expect(strayLatin(toMove)).toEqual(['toMove']);
		expect(en.badToMove('"Z"')).toBe(
			'The link\'s toMove="Z" is not X or O; the side to move comes from the mark counts.'
		);
		const forms = zh.treeForms(['tree', 'seed'], 'tree');
		expect(forms).toBe('链接以多种形式给出了树（“tree”、“seed”），采用“tree”。');
		expect(strayLatin(forms)).toEqual(['tree', 'seed', 'tree']);
		for (const text of [toMove, forms])
			expect(text, text).not.toMatch(/ [，。：；“”！？（）]|[，。：；“”！？（）] /);
	});

	it('names each PNG failure by code, with the English sentence as the error message', () => {
		const error = new DrawingError('notMade');
		expect(error).toBeInstanceOf(Error);
		expect(error.message).toBe('The PNG could not be made.');
		expect(new DrawingError('noCanvas').message).toBe('This browser cannot draw a PNG.');
		expect(new DrawingError('notConverted').message).toBe(
			'The drawing could not be turned into a PNG.'
		);
		expect(zh.drawingProblem[error.code]).toBe('无法生成 PNG。');
	});
});
