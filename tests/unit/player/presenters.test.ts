import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree, treeGame } from '../../../src/lib/games/tree/rules';
import { presenterFor } from '../../../src/lib/games/index';
import {
	ARTICLE_TREE as GAMES_TREE,
	articleLetter
} from '../../../src/lib/games/tree/view/presenter';
import { presenterOf } from '../../../src/lib/games/presenters';
import { boundHook, windowLabel } from '../../../src/lib/player/labels';
import { DEFAULT_QUERY } from '../../../src/lib/player/query';
import type { Game, Trace } from '../../../src/lib/engine/index';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../traces';
import { alphaBeta } from '../../searches';

const tree = alphaBeta(parseTree(ARTICLE_TREE));
const board = alphaBeta(boardGame(ARTICLE_BOARD));
const [boards, trees] = [presenterOf('board'), presenterOf('tree')];
const isArticleTree = (game: Game) =>
	presenterFor(game).kind === 'tree' && trees.isArticleExample!(game);
const describe_ = (trace: Trace, call: number, score: number | null, lang: 'en' | 'zh' = 'en') =>
	presenterFor(trace.game).describeCall(trace, call, score, lang);
const side = (trace: Trace, call: number, lang: 'en' | 'zh' = 'en') =>
	presenterFor(trace.game).side(trace.game, trace.position(call), lang);
const nodeNumber = (trace: Trace, call: number) =>
	trees.nodeNumber!(trace.game, trace.position(call));

describe('presenters', () => {
	it('are chosen by the kind of game', () => {
		expect(presenterFor(tree.game)).toBe(trees);
		expect(presenterFor(board.game)).toBe(boards);
		expect([boards.kind, trees.kind]).toEqual(['board', 'tree']);
	});
});

describe("the article's board and article 004's tree", () => {
	it("the article's board is the links' default position, from the first example", () => {
		expect(DEFAULT_QUERY.source).toEqual({
			kind: 'board',
			board: ARTICLE_BOARD,
			toMove: null,
			ai: 'X',
			scoring: 'article'
		});
	});

	it('is the one the article writes', () => {
		expect(GAMES_TREE).toBe(ARTICLE_TREE);
	});

	it('is recognised however it is spaced, only with max at the root', () => {
		expect(isArticleTree(parseTree(ARTICLE_TREE))).toBe(true);
		expect(isArticleTree(parseTree(ARTICLE_TREE.replaceAll(',', ', ')))).toBe(true);
		expect(isArticleTree(parseTree(ARTICLE_TREE, { root: 'min' }))).toBe(false);
		expect(isArticleTree(parseTree(ARTICLE_TREE.replace('25', '24')))).toBe(false);
		expect(
			isArticleTree(
				treeGame([
					[3, 17],
					[2, 12]
				])
			)
		).toBe(false);
		expect(isArticleTree(boardGame(ARTICLE_BOARD))).toBe(false);
	});

	it("letters the walkthrough's nodes A to G by their level-order number", () => {
		const letters = Array.from({ length: 27 }, (_, node) => articleLetter(node));
		const lettered = letters.flatMap((letter, node) => (letter === null ? [] : [[node, letter]]));
		expect(lettered).toEqual([
			[4, 'A'],
			[8, 'B'],
			[9, 'C'],
			[15, 'D'],
			[16, 'E'],
			[17, 'F'],
			[18, 'G']
		]);
	});

	it('puts A, B, C and F on the calls alpha-beta makes there, and G on the leaf it cuts', () => {
		// A is FC3 (the first max node below the left min), B and C its children FC4 and FC7,
		// D and E the leaves 3 and 17 (FC5, FC6), F the leaf 2 (FC8); G, the leaf 12, is cut.
		const named = [3, 4, 7, 5, 6, 8].map((call) => articleLetter(nodeNumber(tree, call) ?? 0));
		expect(named).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
		const game = parseTree(ARTICLE_TREE);
		const g = game.play(tree.position(7), 1);
		expect(game.leafValue(g)).toBe(12);
		expect(articleLetter(game.levelOrderNumber(g))).toBe('G');
	});
});

describe('value labels', () => {
	it('write tree values as typed and board scores with a sign; bounds as infinities', () => {
		expect([3, 17, 0, -2, Infinity, -Infinity].map(trees.value)).toEqual([
			'3',
			'17',
			'0',
			'−2',
			'+∞',
			'−∞'
		]);
		expect([10, -10, 0, Infinity, -Infinity].map(boards.value)).toEqual([
			'+10',
			'−10',
			'0',
			'+∞',
			'−∞'
		]);
	});

	it('write a window as drawn under a node', () => {
		expect(windowLabel(trees, { alpha: 3, beta: Infinity })).toBe('[3, +∞]');
		expect(windowLabel(trees, { alpha: 3, beta: 2 })).toBe('[3, 2]');
		expect(windowLabel(boards, { alpha: -Infinity, beta: 10 })).toBe('[−∞, +10]');
		expect(windowLabel(boards, { alpha: -10, beta: 0 })).toBe('[−10, 0]');
	});

	it('write bounds for test hooks in ASCII', () => {
		expect([-Infinity, Infinity, 3, -2, 0].map(boundHook)).toEqual(['-inf', 'inf', '3', '-2', '0']);
	});
});

describe('node names', () => {
	it('read a board call in English', () => {
		expect(describe_(board, 2, -10)).toBe(
			'FC2, depth 1, after X in cell 1, O to move (min), board O X X / X . X / . O O, returned −10'
		);
		expect(describe_(board, 1, null)).toBe(
			'FC1, depth 0, X to move (max), board O . X / X . X / . O O'
		);
	});

	it('read a board call in Chinese', () => {
		expect(describe_(board, 2, -10, 'zh')).toBe(
			'FC2，深度 1，X 下在 1 号格后，轮到 O 走（极小），棋盘 O X X / X . X / . O O，返回 −10'
		);
		expect(describe_(board, 1, null, 'zh')).toBe(
			'FC1，深度 0，轮到 X 走（极大），棋盘 O . X / X . X / . O O'
		);
	});

	it('read a tree call in English and in Chinese', () => {
		expect(describe_(tree, 5, 3)).toBe('FC5, n15, depth 4, child 1, max, returned 3');
		expect(describe_(tree, 5, 3, 'zh')).toBe('FC5，n15，深度 4，第 1 个子节点，极大，返回 3');
		expect(describe_(tree, 1, null, 'zh')).toBe('FC1，n1，深度 0，极大');
	});

	it('name the side to move: max and min become 极大 and 极小', () => {
		expect([1, 2].map((call) => side(board, call))).toEqual(['X max', 'O min']);
		expect([1, 2].map((call) => side(board, call, 'zh'))).toEqual(['X 极大', 'O 极小']);
		expect([1, 2].map((call) => side(tree, call))).toEqual(['max', 'min']);
		expect([1, 2].map((call) => side(tree, call, 'zh'))).toEqual(['极大', '极小']);
	});

	it('carry no English words in Chinese, on any call', () => {
		for (const trace of [tree, board, alphaBeta(boardGame('X...O....'))]) {
			for (let call = 1; call <= trace.calls; call++) {
				const text = describe_(trace, call, trace.score(call), 'zh');
				// Call and node names are drawn so on the tree (FC5, n15).
				expect(text.replace(/FC\d+|\bn\d+/g, '')).not.toMatch(/[A-Za-z]{2,}|[A-NP-WYZa-z]/);
			}
		}
	});
});
