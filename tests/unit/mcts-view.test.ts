import { describe, expect, it } from 'vitest';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../src/lib/games/connect4/rules';
import { DEFAULT_EXPLORATION } from '../../src/lib/searches/mcts/rule';
import { recordMcts, type MctsTrace } from '../../src/lib/searches/mcts/trace';
import { mctsStepAt } from '../../src/lib/searches/mcts/steps';
import { presenterFor } from '../../src/lib/games/presenters';
import { layoutMcts, leastVisitsDrawn } from '../../src/lib/searches/mcts/view/tree-layout';
import { arrowTarget } from '../../src/lib/player/layout';
import { mctsTreeModel } from '../../src/lib/searches/mcts/view/tree-model';
import {
	linkWidth,
	meanText,
	mctsTreeStep,
	ucbText
} from '../../src/lib/searches/mcts/view/tree-step';
import { nodeViews } from '../../src/lib/searches/mcts/view/tree-nodes';
import { agreementOf, percentText, visitChart } from '../../src/lib/searches/mcts/view/visit-bars';
import {
	agreeingSums,
	convergenceBuckets,
	runningPath
} from '../../src/lib/searches/mcts/view/convergence';
import { settledFrom } from '../../src/lib/searches/mcts/agreement';
import { playoutOf } from '../../src/lib/searches/mcts/view/playout';
import { count, MCTS_VIEW } from '../../src/lib/searches/mcts/view/labels';
import { formatCount } from '../../src/lib/engine/index';
import { ARTICLE_BOARD } from '../articles';
import { strayLatin } from '../latin';

const record = (board: string, iterations: number, seed = 1): MctsTrace => {
	const game = boardGame(board);
	return recordMcts(game, game.root, { iterations, seed, exploration: DEFAULT_EXPLORATION });
};

const article = record(ARTICLE_BOARD, 500);
const empty = record('.........', 3000);

/** Final visits of every node, counted from the paths alone (not from the trace's histories). */
function finalVisits(trace: MctsTrace): Int32Array {
	const visits = new Int32Array(trace.nodes);
	for (let i = 1; i <= trace.iterations; i++)
		for (const node of trace.path(i)) visits[node] = (visits[node] ?? 0) + 1;
	return visits;
}

describe('the drawn part of the tree', () => {
	it('draws every node of a small run, and a bounded, parent-closed part of a big one', () => {
		expect(leastVisitsDrawn(article, 1000)).toBe(1);
		expect(layoutMcts(article, 1000).count).toBe(article.nodes);
		for (const limit of [40, 300]) {
			const visits = finalVisits(empty);
			const least = leastVisitsDrawn(empty, limit);
			const count = (k: number) => visits.filter((v) => v >= k).length;
			// The least threshold that keeps the count within the limit.
			expect(count(least)).toBeLessThanOrEqual(limit);
			expect(count(least - 1)).toBeGreaterThan(limit);
			const layout = layoutMcts(empty, limit);
			expect(layout.count).toBe(count(least));
			for (const node of layout.drawn) {
				const parent = empty.parent(node);
				if (parent !== null) expect(layout.has(parent)).toBe(true);
			}
		}
	});

	it('places the root at the top, levels apart, siblings in the order made, none overlapping', () => {
		const layout = layoutMcts(empty, 120);
		const { nodeWidth, levelHeight } = layout.options;
		expect([layout.x[0], layout.y[0]]).toEqual([0, 0]);
		layout.levels.forEach((level, depth) => {
			for (let k = 0; k < level.length; k++) {
				const node = level[k] ?? 0;
				expect(layout.y[node]).toBe(depth * levelHeight);
				if (k > 0) {
					const gap = (layout.x[node] ?? 0) - (layout.x[level[k - 1] ?? 0] ?? 0);
					expect(gap).toBeGreaterThanOrEqual(nodeWidth - 1e-9);
				}
			}
		});
		for (const node of layout.drawn) {
			const kids = empty.children(node).filter((child) => layout.has(child));
			const xs = kids.map((child) => layout.x[child] ?? 0);
			expect(xs).toEqual([...xs].sort((a, b) => a - b));
		}
		// Computed again, the same places: nothing moves between steps or redraws.
		const again = layoutMcts(empty, 120);
		for (const node of layout.drawn) expect(again.x[node]).toBe(layout.x[node]);
	});
});

describe('walking the drawn tree with the arrow keys', () => {
	it('goes up to the parent, down to the first shown child, and along the level', () => {
		const layout = layoutMcts(article);
		// At the run's end every drawn node is made: MCTS's walk as the tree renderer takes it.
		const marks = mctsTreeStep(article, mctsStepAt(500, 500, 'call'), layout);
		const views = nodeViews(article, marks, layout, presenterFor(article.game), 'en');
		const { walk } = mctsTreeModel(article, layout, marks, views, 'before');
		const [first, second] = Array.from(layout.levels[1] ?? []);
		expect(arrowTarget(layout, walk, 0, 'ArrowDown')).toBe(first);
		expect(arrowTarget(layout, walk, first ?? 0, 'ArrowRight')).toBe(second);
		expect(arrowTarget(layout, walk, second ?? 0, 'ArrowLeft')).toBe(first);
		expect(arrowTarget(layout, walk, first ?? 0, 'ArrowUp')).toBe(0);
		expect(arrowTarget(layout, walk, 0, 'ArrowUp')).toBeNull();
		expect(arrowTarget(layout, walk, first ?? 0, 'ArrowLeft')).toBeNull();
		expect(arrowTarget(layout, walk, first ?? 0, 'Enter')).toBeUndefined();
		// A node not made yet is passed over.
		const notSecond = { ...walk, shown: (node: number) => node !== second };
		expect(arrowTarget(layout, notSecond, first ?? 0, 'ArrowRight')).toBe(
			layout.levels[1]?.[2] ?? null
		);
		// Before the first iteration only the root is made: it has no child to go down to.
		const start = mctsTreeStep(article, mctsStepAt(0, 500, 'call'), layout);
		const alone = mctsTreeModel(article, layout, start, [], 'before').walk;
		expect(arrowTarget(layout, alone, 0, 'ArrowDown')).toBeNull();
	});
});

describe("a step's marks on the tree", () => {
	const layout = layoutMcts(article);
	const byPhase = (iteration: number, phase: number) =>
		mctsTreeStep(article, mctsStepAt(4 * (iteration - 1) + phase + 1, 500, 'event'), layout);

	it('shows the path without the new node while selecting, then the new node and the playout', () => {
		// An iteration past the first few that made a node.
		let iteration = 40;
		while (!article.expanded(iteration)) iteration++;
		const path = Array.from(article.path(iteration));
		const select = byPhase(iteration, 0);
		expect(select.path).toEqual(path.slice(0, -1));
		expect(select.newNode).toBeNull();
		expect([select.counts, select.made]).toEqual([iteration - 1, iteration - 1]);
		const expand = byPhase(iteration, 1);
		expect(expand.path).toEqual(path);
		expect(expand.newNode).toBe(path.at(-1));
		expect(article.born(expand.newNode ?? 0)).toBe(iteration);
		expect(expand.playoutFrom).toBeNull();
		expect(byPhase(iteration, 2).playoutFrom).toBe(path.at(-1));
		const back = byPhase(iteration, 3);
		expect([back.counts, back.playoutFrom, back.choices.length]).toEqual([iteration, null, 0]);
	});

	it("gives each choice its children's UCB1 as recomputed from counts, the chosen one greatest", () => {
		let checked = 0;
		for (let iteration = 2; iteration <= 500; iteration += 7) {
			const step = byPhase(iteration, 0);
			const path = Array.from(article.path(iteration));
			const choosing = article.expanded(iteration) ? path.length - 2 : path.length - 1;
			expect(step.choices.map((choice) => choice.parent)).toEqual(path.slice(0, choosing));
			for (const choice of step.choices) {
				const parentVisits = article.visits(choice.parent, iteration - 1);
				for (const option of choice.options) {
					const own = option.wins / option.visits;
					const expected =
						own + DEFAULT_EXPLORATION * Math.sqrt(Math.log(parentVisits) / option.visits);
					expect(option.ucb).toBeCloseTo(expected, 12);
				}
				const greatest = Math.max(...choice.options.map((option) => option.ucb));
				const first = choice.options.find((option) => option.ucb === greatest);
				expect(choice.chosen).toBe(first?.node);
				checked++;
			}
		}
		expect(checked).toBeGreaterThan(50);
	});

	it('marks where the path goes below the drawn part', () => {
		const small = layoutMcts(empty, 20);
		let deeper = 0;
		for (let iteration = 1; iteration <= 3000; iteration += 13) {
			const step = mctsTreeStep(empty, mctsStepAt(iteration, 3000, 'call'), small);
			const drawnOnPath = step.path.filter((node) => small.has(node));
			expect(step.deepestDrawn).toBe(drawnOnPath.at(-1));
			expect(step.below).toBe(step.path.length - drawnOnPath.length);
			if (step.below > 0) deeper++;
		}
		expect(deeper).toBeGreaterThan(100);
	});

	it("gives each node made by the step its counts then, its move and the phase's marks", () => {
		const presenter = presenterFor(article.game);
		let iteration = 60;
		while (!article.expanded(iteration)) iteration++;
		for (let phase = 0; phase < 4; phase++) {
			const step = byPhase(iteration, phase);
			const views = nodeViews(article, step, layout, presenter, 'en');
			const made = phase === 0 ? iteration - 1 : iteration;
			const expected = layout.drawn.filter((node) => article.born(node) <= made);
			expect(views.map((view) => view.node)).toEqual(expected);
			const counts = phase === 3 ? iteration : iteration - 1;
			for (const view of views) {
				const visits = article.visits(view.node, counts);
				expect(view.visits).toBe(visits);
				expect(view.mean).toBe(meanText(article.wins(view.node, counts), visits));
				expect(view.marks.isNew).toBe(phase > 0 && view.node === article.path(iteration).at(-1));
				expect(view.marks.ucb !== null).toBe(
					phase === 0 && step.choices.some((c) => c.options.some((o) => o.node === view.node))
				);
				expect(view.label).toContain(`W/N ${view.mean}`);
			}
			// The renderer draws the links into the nodes drawn, each as wide as its child's visits,
			// from the bottom of the parent's 62 px card to the top of the child's.
			const phaseName = step.phase ?? 'before';
			const model = mctsTreeModel(article, layout, step, views, phaseName);
			const { links } = model.visibleIn({ x0: 0, x1: 0, y0: 0, y1: 0 });
			expect(links).toEqual(expected.filter((node) => node !== 0));
			expect(model.cardHeight).toBe(62);
			const rootVisits = article.visits(0, counts);
			for (const node of links) {
				const look = model.linkLook(node);
				expect(look.width).toBe(linkWidth(article.visits(node, counts), rootVisits));
				const onPath = step.path.includes(node);
				expect(look.classes).toBe(onPath ? `${phaseName} path` : phaseName);
			}
			expect(views[0]?.text).toBe('root');
			const child = views.find((view) => view.node !== 0);
			const move = article.move(child?.node ?? 0);
			const mover = article.game.player(article.root);
			expect(child?.text).toBe(`${mover}→${move}`);
			expect(child?.label.startsWith(`${mover} cell ${move}: `)).toBe(true);
		}
	});

	it('words counts and links', () => {
		expect([meanText(0, 0), meanText(7, 12), meanText(12, 12)]).toEqual(['—', '0.58', '1.00']);
		expect([ucbText(Infinity), ucbText(1.23456)]).toEqual(['∞', '1.23']);
		expect([linkWidth(0, 10), linkWidth(10, 10), linkWidth(1, 4)]).toEqual([1.5, 14, 7.75]);
	});
});

describe('the visit chart', () => {
	it("matches the root's distribution in the trace, bar for bar, at every iteration", () => {
		for (const iteration of [0, 1, 9, 50, 500]) {
			const chart = visitChart(article, iteration, [4]);
			const made = article.rootDistribution(iteration);
			expect(chart.bars.map((bar) => bar.move)).toEqual(article.game.moves(article.root));
			for (const bar of chart.bars) {
				const entry = made.find((e) => e.move === bar.move);
				expect([bar.visits, bar.wins]).toEqual([entry?.visits ?? 0, entry?.wins ?? 0]);
			}
			expect(chart.total).toBe(iteration);
			expect(chart.bars.filter((bar) => bar.best).map((bar) => bar.move)).toEqual(
				iteration === 0 ? [] : [article.bestMove(iteration)]
			);
			expect(chart.bars.filter((bar) => bar.minimax).map((bar) => bar.move)).toEqual([4]);
		}
		expect(visitChart(article, 500, [4]).agreement).toBe('agree');
		expect(visitChart(article, 500, null).agreement).toBe('unknown');
		expect(visitChart(article, 0, [4]).agreement).toBe('none');
	});

	it('has no bars and no move on a finished board, whose iterations end at the root', () => {
		const over = record('XXXOO....', 5);
		const chart = visitChart(over, 5, [0]);
		expect([chart.bars.length, chart.total, chart.best, chart.agreement]).toEqual([
			0,
			0,
			null,
			'none'
		]);
		const step = mctsTreeStep(over, mctsStepAt(19, 5, 'event'), layoutMcts(over));
		expect([step.path, step.newNode, step.playoutFrom, step.below]).toEqual([[0], null, 0, 0]);
		expect(playoutOf(over, 5).moves).toEqual([]);
	});

	it('words agreement and shares', () => {
		expect(agreementOf(3, [1, 3])).toBe('agree');
		expect(agreementOf(2, [1, 3])).toBe('disagree');
		expect([percentText(0), percentText(0.025), percentText(0.375), percentText(1)]).toEqual([
			'0%',
			'2.5%',
			'38%',
			'100%'
		]);
	});
});

describe('the convergence chart', () => {
	// Iterations 1 … 10: disagree, agree, disagree, then agreeing from 4 on.
	const series = Uint8Array.from([0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1]);
	const sums = agreeingSums(series, 10);

	it('keeps running sums and the iteration it settles from', () => {
		expect(Array.from(sums)).toEqual([0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 8]);
		expect(settledFrom(series, 10)).toBe(4);
		expect(settledFrom(Uint8Array.from([0, 1, 1, 0]), 3)).toBeNull();
		expect(settledFrom(series, 0)).toBeNull();
	});

	it('buckets iterations into a bounded number of points', () => {
		const buckets = convergenceBuckets(sums, 4);
		expect(buckets.map((b) => [b.from, b.to])).toEqual([
			[1, 3],
			[4, 6],
			[7, 9],
			[10, 10]
		]);
		expect(buckets.map((b) => b.running)).toEqual([1 / 3, 4 / 6, 7 / 9, 8 / 10]);
		expect(buckets.map((b) => b.own)).toEqual([1 / 3, 1, 1, 1]);
		expect(runningPath(buckets.slice(0, 2), 10, 100, 50)).toBe('M30.0 33.3L60.0 16.7');
		const big = agreeingSums(new Uint8Array(100_001).fill(1), 100_000);
		expect(convergenceBuckets(big, 240).length).toBeLessThanOrEqual(240);
	});
});

describe('the playout', () => {
	it('replays to a finished position whose score the trace kept, sides taking turns', () => {
		const game = connect4Game('4453');
		const trace = recordMcts(game, game.root, {
			iterations: 60,
			seed: 5,
			exploration: DEFAULT_EXPLORATION
		});
		for (let iteration = 1; iteration <= 60; iteration++) {
			const playout = playoutOf(trace, iteration);
			const path = trace.path(iteration);
			expect(playout.from).toBe(path[path.length - 1]);
			expect(playout.moves.map((m) => m.move)).toEqual(Array.from(trace.playout(iteration)));
			expect(game.isTerminal(playout.final)).toBe(true);
			expect(game.score(playout.final)).toBe(playout.score);
			playout.moves.forEach((move, k) => {
				if (k > 0) expect(move.maximizing).toBe(!playout.moves[k - 1]?.maximizing);
			});
		}
	});
});

describe("the view's words", () => {
	const marks = { onPath: true, isNew: true, playoutFrom: true, ucb: '1.20', chosen: true };
	/** Every message, functions called with sample values: what a reader would see. */
	const texts = (words: (typeof MCTS_VIEW)['en']): string[] => [
		...Object.values(words.phase),
		words.root,
		words.treeName(30, 400),
		words.bounded(3),
		words.nodeName('4', 2, '0.50', marks),
		words.deeper(2),
		words.deeperMark(2),
		words.newMark,
		words.before,
		words.choices,
		words.choiceAt('4'),
		words.move,
		words.ucb,
		words.ucbShort,
		words.chosen,
		words.expanded('4'),
		words.finished,
		words.simulateFrom('4'),
		words.backpropagated(3, '1.00'),
		words.visitsTitle,
		words.visitsName(9),
		words.wouldPlay,
		words.minimaxBest,
		words.agree('4'),
		words.disagree('4', '2'),
		words.unknown,
		words.noMove,
		words.convergenceTitle,
		words.convergenceName(500),
		words.soFar(3, 4, '75%'),
		words.settled(3),
		words.unsettled,
		words.iterationAxis,
		words.agreeKey,
		words.disagreeKey,
		words.current(4),
		words.convergenceUnknown,
		words.playoutTitle,
		words.playoutName(3),
		words.playoutLater,
		words.noMoves,
		words.result('+10', '1.00'),
		words.finalBoard,
		words.sideName,
		words.chartsName
	];

	it('write counts as every label does, grouped by thousands', () => {
		const values = [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, -4321, 2.5, 1e22, Infinity];
		expect(values.map(count)).toEqual(values.map(formatCount));
		expect(count(100_000)).toBe('100,000');
	});

	it('say every message in Chinese, with no English word left in it', () => {
		const zh = texts(MCTS_VIEW.zh);
		expect(zh.flatMap(strayLatin)).toEqual([]);
		// Each message differs from its English, so none was left untranslated with Latin-free text.
		const en = texts(MCTS_VIEW.en);
		expect(zh.filter((text, k) => text === en[k])).toEqual([]);
		expect(Object.keys(MCTS_VIEW.zh).sort()).toEqual(Object.keys(MCTS_VIEW.en).sort());
	});
});
