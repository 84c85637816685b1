import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../../src/lib/games/tictactoe/rules';
import { plainSearch, reorderedMoves } from '../../../../src/lib/engine/index';
import { search } from '../../../../src/lib/engine/run';
import { enterIndex } from '../../../../src/lib/engine/events';
import { parseTree } from '../../../../src/lib/games/tree/rules';
import { AIMA_TREE } from '../../../../src/lib/games/tree/entry';
import { StepMap } from '../../../../src/lib/player/steps';
import { narrate } from '../../../../src/lib/player/narration';
import { snapshotAt } from '../../../../src/lib/player/snapshot';
import { movesToTry } from '../../../../src/lib/player/frame-lists';
import { CENTRE_CORNERS_EDGES } from '../../reference';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../traces';
import { alphaBeta } from '../../../searches';
import { gameOrderAt } from '../../../../src/lib/searches/alphabeta-ordered/ordering';
import { likelyBestFirst } from '../../../../src/lib/searches/alphabeta-ordered/order';
import type { Game, Position } from '../../../../src/lib/engine/index';
import { randomTrees } from '../../traces';

const ordered = (board: string) => search(boardGame(board), plainSearch('alphabeta-ordered'));

describe('the order each call of the ordered alpha-beta tries', () => {
	it('is the centre, corners, then edges on a board, its empty cells only', () => {
		const trace = ordered('X...O....');
		for (let call = 1; call <= trace.calls; call++) {
			const order = reorderedMoves(trace, call);
			if (trace.kind(call) !== 'searched') {
				expect(order).toBeNull();
				continue;
			}
			const cells = trace.game.moves(trace.position(call));
			expect(order).toEqual(CENTRE_CORNERS_EDGES.filter((cell) => cells.includes(cell)));
			// The calls it made follow that order.
			const list = trace.childList(call);
			const made = Array.from({ length: list.count }, (_, at) => trace.via(list.at(at)));
			expect(made).toEqual(order?.slice(0, list.count));
		}
	});

	it("is the article board's cells 4, 6 and 1 at the root, and none for other searches", () => {
		expect(reorderedMoves(ordered(ARTICLE_BOARD), 1)).toEqual([4, 6, 1]);
		expect(reorderedMoves(alphaBeta(boardGame(ARTICLE_BOARD)), 1)).toBeNull();
		// A finished position tries nothing.
		expect(reorderedMoves(ordered(ARTICLE_BOARD), 2)).toBeNull();
	});

	it('is what the call stack lists as still to try', () => {
		const trace = ordered('X...O....');
		const frame = snapshotAt(trace, enterIndex(trace, 2)).stack.at(-1);
		if (frame === undefined) throw new Error('No frame.');
		expect(movesToTry(trace, frame)).toEqual({ moves: [6, 8, 1, 3, 5, 7], more: 0 });
	});
});

describe("plain alpha-beta at one call's position and window", () => {
	it("at the root is the whole plain search: it tries what alphaBeta's root tries", () => {
		for (const board of ['.........', 'X...O....', ARTICLE_BOARD, 'XO.......']) {
			const plain = alphaBeta(boardGame(board));
			expect(gameOrderAt(ordered(board), 1)).toEqual({
				tried: plain.childList(1).count,
				moves: boardGame(board).moves(boardGame(board).root).length
			});
		}
	});

	it('keeps what is left of a depth limit: at the root, the limited plain search', () => {
		const game = boardGame('X...O....');
		const limited = { depthLimit: 3, symmetry: false } as const;
		const trace = search(game, { algorithm: 'alphabeta-ordered', ...limited });
		const plain = search(game, { algorithm: 'alphabeta', ...limited });
		expect(gameOrderAt(trace, 1)).toEqual({ tried: plain.childList(1).count, moves: 7 });
		for (let call = 2; call <= trace.calls; call++) {
			if (trace.kind(call) !== 'searched') continue;
			const { tried, moves } = gameOrderAt(trace, call);
			expect(tried).toBeGreaterThanOrEqual(1);
			expect(tried).toBeLessThanOrEqual(moves);
		}
	});

	it('with a narrow window stops where the game order first reaches a refutation', () => {
		const trace = ordered('X...O....');
		// FC122: X to move, window [-10, +10]; only cell 8 wins at once, and it is last in the
		// game's order (3, 7, 8), so plain alpha-beta tries all three; the centre-first order
		// tries cell 8 first.
		expect([trace.alpha(122), trace.beta(122)]).toEqual([-10, 10]);
		expect(trace.game.moves(trace.position(122))).toEqual([3, 7, 8]);
		expect(reorderedMoves(trace, 122)).toEqual([8, 3, 7]);
		expect(gameOrderAt(trace, 122)).toEqual({ tried: 3, moves: 3 });
		expect(trace.childList(122).count).toBe(1);
	});
});

describe('the narration of the ordered alpha-beta', () => {
	const trace = ordered('X...O....');
	const byEvent = new StepMap(trace, 'event');

	it('says at a cut how many moves it skipped, and what the game order does there', () => {
		const text = (lang: 'en' | 'zh') => narrate(trace, byEvent, 481, { lang }).text;
		expect(text('en')).toBe(
			"FC122 gets +10 back from cell 8. +10 is above alpha −10, so alpha rises to +10. Now alpha +10 ≥ beta +10: cells 3 and 7 are pruned. Order made this cut early: cell 8 came first of 3, skipping 2; the game's own order, same window, tries all 3 here and cuts none."
		);
		expect(text('zh')).toBe(
			'FC122 从 8 号格收到 +10。+10 大于 α = −10，所以 α 升为 +10。现在 α = +10 ≥ β = +10：3 和 7 号格被剪去。走法顺序让这次剪枝来得早：8 号格排在 3 步中的第 1 步，跳过了 2 步；按游戏本来的顺序、同样的窗口，这里要试完全部 3 步，一步也剪不掉。'
		);
		expect(narrate(trace, byEvent, 457, { lang: 'en' }).text).toContain(
			"cell 6 came first of 3, skipping 2; the game's own order, same window, tries 2 here before it stops."
		);
	});

	it('keeps every such cut within the narration box (about 400 characters)', () => {
		const told = Array.from(
			{ length: byEvent.last + 1 },
			(_, step) => narrate(trace, byEvent, step, { lang: 'en' }).text
		).filter((text) => text.includes('Order made'));
		expect(told.length).toBeGreaterThan(10);
		expect(Math.max(...told.map((text) => text.length))).toBeLessThanOrEqual(400);
	});

	it('says nothing of order at a cut the game order makes as soon', () => {
		// The article board's two cuts: O's centre reply wins at once, as cell 1 would not, but
		// in the game's order O fails low after its first reply too.
		const article = ordered(ARTICLE_BOARD);
		const steps = new StepMap(article, 'event');
		const texts = Array.from(
			{ length: steps.last + 1 },
			(_, step) => narrate(article, steps, step, { lang: 'en' }).text
		);
		expect(texts.filter((text) => / (is|are) pruned/.test(text))).toHaveLength(2);
		expect(texts.filter((text) => text.includes('Order made'))).toEqual([]);
	});

	it("lists a board call's moves in the order tried, and names the rule", () => {
		const article = ordered(ARTICLE_BOARD);
		expect(narrate(article, new StepMap(article, 'event'), 1, { lang: 'en' }).text).toBe(
			'FC1 starts at depth 0 on the starting position. X (the AI) moves and maximises; it will try, in order, cells 4, 6 and 1. Window: alpha = −∞, beta = +∞. That is its guess at the best first: the centre first, then the corners, then the edges.'
		);
	});

	it('gives a tree call its children in the order tried, by first leaf', () => {
		const tree = search(parseTree(ARTICLE_TREE), plainSearch('alphabeta-ordered'));
		const steps = new StepMap(tree, 'event');
		expect(narrate(tree, steps, 1, { lang: 'en' }).text).toContain(
			'Trying the likely best first, it takes them in this order: n2 and n3 (by the leaf reached down each first child, best for the side to move first).'
		);
		expect(narrate(tree, steps, 1, { lang: 'zh' }).text).toContain(
			'先试看似最好的走法，它按这个顺序尝试：n2 和 n3（按一路沿第一个子节点向下到达的叶节点排序，对走棋一方最有利的在前）。'
		);
	});
});

// AIMA's Figure 5.2 ordered: A tries D, B, C, and the tree draws them so. The last step said "through
// its first child (B)", B's place in the tree's own order, where it was tried second (V23 N13).
describe('a child named by its place counts in the order searched, as drawn', () => {
	const aima = search(parseTree(AIMA_TREE), plainSearch('alphabeta-ordered'));
	const byCall = new StepMap(aima, 'call');
	const byEvent = new StepMap(aima, 'event');
	const said = (steps: StepMap, step: number, lang: 'en' | 'zh') =>
		narrate(aima, steps, step, { lang }).text;

	it('the root is worth 3 through the second child searched (B)', () => {
		expect(said(byCall, byCall.last, 'en')).toContain(
			'The root is worth 3, the highest value, through its second child searched (B).'
		);
		expect(said(byCall, byCall.last, 'zh')).toContain(
			'根节点的值为 3（最高值），经由它搜索的第二个子节点（B）取得。'
		);
	});

	it('A tries D first and takes its 2 from the first child searched', () => {
		expect(said(byEvent, 2, 'en')).toBe(
			'FC1 (A) tries its first child in its order and calls FC2 (D) to find out what it is worth.'
		);
		expect(said(byEvent, 2, 'zh')).toBe(
			'FC1（A）按它的顺序尝试第一个子节点，调用 FC2（D）求出它的值。'
		);
		expect(said(byEvent, 17, 'en')).toContain(
			'FC1 (A) gets 2 back from its first child searched (D).'
		);
	});

	it('a call whose order is the tree’s own, and plain alpha-beta, count as before', () => {
		// C's children by first leaf are n8, n9, n10: its own order.
		expect(said(byCall, 11, 'en')).toContain('FC10 (C) gets 2 back from its first child (n8).');
		const plain = search(parseTree(AIMA_TREE), plainSearch('alphabeta'));
		const steps = new StepMap(plain, 'call');
		expect(narrate(plain, steps, steps.last, { lang: 'en' }).text).toContain(
			'through its first child (B).'
		);
	});
});

describe("the ordered alpha-beta's guess on a tree", () => {
	/** The first leaf below `position`, walked down its first children each time (no memory). */
	const firstLeaf = (game: Game, position: Position): number => {
		let at = position;
		while (!game.isTerminal(at)) at = game.play(at, game.moves(at)[0] ?? 0);
		return game.score(at);
	};

	it("orders each position's children by their first leaf, asked top down and again", () => {
		fc.assert(
			fc.property(randomTrees, (tree) => {
				const game = parseTree(JSON.stringify(tree));
				const order = likelyBestFirst(game);
				const asked: [Position, number][] = [];
				const walk = (position: Position, depth: number): void => {
					if (game.isTerminal(position)) return;
					asked.push([position, depth]);
					for (const move of game.moves(position)) walk(game.play(position, move), depth + 1);
				};
				walk(game.root, 0);
				// Top down, as a search asks (the first leaves kept on the way), then every one again.
				const said = [...asked, ...asked].map(([position, depth]) => order(position, depth));
				const wanted = [...asked, ...asked].map(([position]) => {
					const sign = game.isMaximizing(position) ? -1 : 1;
					const value = (move: number) => firstLeaf(game, game.play(position, move));
					return [...game.moves(position)].sort((a, b) => sign * (value(a) - value(b)));
				});
				expect(said).toEqual(wanted);
			}),
			{ numRuns: 300 }
		);
	});
});
