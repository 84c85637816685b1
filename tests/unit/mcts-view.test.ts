import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/lib/engine';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../src/lib/games/connect4/rules';
import { DEFAULT_EXPLORATION } from '../../src/lib/searches/mcts/rule';
import { recordMcts, type MctsTrace } from '../../src/lib/searches/mcts/trace';
import { mctsStepAt, type MctsGranularity } from '../../src/lib/searches/mcts/steps';
import { presenterFor } from '../../src/lib/games/presenters';
import { layoutMcts, type MctsLayout } from '../../src/lib/searches/mcts/view/tree-layout';
import { arrowTarget } from '../../src/lib/player/layout';
import {
	cardsAcross,
	cardsFor,
	cardsZoom,
	deskLabelFloor,
	mctsFollowed,
	mctsTreeModel
} from '../../src/lib/searches/mcts/view/tree-model';
import { cardLines, cardType } from '../../src/lib/searches/mcts/view/card-type';
import { acrossRoom, bandAt, pinnedPlace } from '../../src/lib/searches/mcts/view/path-band';
import type { PanelRoom, Transform } from '../../src/lib/ui/camera.svelte';
import { panelRoom } from '../../src/lib/ui/panel-room';
import type { FollowBox } from '../../src/lib/components/tree-canvas';
import {
	linkWidth,
	meanText,
	mctsTreeStep,
	ucbText,
	type MctsTreeStep
} from '../../src/lib/searches/mcts/view/tree-step';
import { nodeViews, type MctsNodeView } from '../../src/lib/searches/mcts/view/tree-nodes';
import { nodeFacts, winsOwner } from '../../src/lib/searches/mcts/view/node-facts';
import { parseTree, treeGame } from '../../src/lib/games/tree/rules';
import { AIMA_TREE } from '../../src/lib/games/tree/entry';
import { agreementOf, percentText, visitChart } from '../../src/lib/searches/mcts/view/visit-bars';
import {
	agreeingSums,
	convergenceBuckets,
	runningPath
} from '../../src/lib/searches/mcts/view/convergence';
import { settledFrom } from '../../src/lib/searches/mcts/agreement';
import { playoutOf, playoutShown } from '../../src/lib/searches/mcts/view/playout';
import { count, MCTS_VIEW } from '../../src/lib/searches/mcts/view/labels';
import { formatCount } from '../../src/lib/engine/index';
import { ARTICLE_BOARD } from '../articles';
import { strayLatin } from '../latin';
import { mctsFigure } from '../../src/lib/searches/mcts/view/figure';
import { figureText } from '../../src/lib/export/figure-file';
import { figureValueText } from '../../src/lib/export/figure';

const record = (board: string, iterations: number, seed = 1): MctsTrace => {
	const game = boardGame(board);
	return recordMcts(game, game.root, { iterations, seed, exploration: DEFAULT_EXPLORATION });
};

const article = record(ARTICLE_BOARD, 500);
const empty = record('.........', 3000);

describe('the drawn tree at a step', () => {
	/** The layout at step `at` by phase of `trace`, as the view computes it. */
	const layoutAt = (trace: MctsTrace, at: number) => {
		const marks = mctsTreeStep(trace, mctsStepAt(at, trace.iterations, 'event'));
		return { marks, layout: layoutMcts(trace, marks.path, marks.made) };
	};

	it('draws the root and, under each node of the path, its children made so far', () => {
		for (const at of [0, 1, 37, 401, 403, 1999]) {
			const { marks, layout } = layoutAt(empty, at);
			const expected = [0];
			for (const node of marks.path) expected.push(...empty.children(node, marks.made));
			expect([...layout.drawn].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
			expect(layout.drawn.every((node) => empty.born(node) <= marks.made)).toBe(true);
		}
		// At step 401 (iteration 101, selection) the path stops at a node with no child made yet.
		const { marks, layout } = layoutAt(empty, 401);
		expect(marks.path.length).toBe(3);
		expect(layout.levels.map((level) => level.length)).toEqual([1, 9, 8]);
	});

	it('keeps every node at its own place from step to step, rows apart, none overlapping', () => {
		const places = new Map<number, string>();
		const faults: string[] = [];
		let checked = 0;
		for (let at = 0; at <= 4 * 300; at++) {
			const { layout } = layoutAt(empty, at);
			const { nodeWidth, levelHeight } = layout.options;
			layout.levels.forEach((level, depth) => {
				for (let k = 0; k < level.length; k++) {
					const node = level[k] ?? 0;
					if (layout.y[node] !== depth * levelHeight) faults.push(`${at}: ${node} off its row`);
					const gap = (layout.x[node] ?? 0) - (layout.x[level[k - 1] ?? 0] ?? 0);
					if (k > 0 && gap < nodeWidth) faults.push(`${at}: ${node} overlaps`);
				}
			});
			for (const node of layout.drawn) {
				const place = `${layout.x[node]},${layout.y[node]}`;
				// A node drawn at any earlier step was drawn at this same place.
				if (!places.has(node)) places.set(node, place);
				else if (places.get(node) !== place) faults.push(`${at}: ${node} moved`);
				else checked++;
			}
		}
		expect(faults).toEqual([]);
		expect(checked).toBe(21_804);
		// Tic-tac-toe's nine cells: the first row centred under the root, one slot a cell.
		const { layout } = layoutAt(empty, 40);
		const first = Array.from(layout.levels[1] ?? [], (node) => (layout.x[node] ?? 0) / 94);
		expect(first).toEqual([-4, -3, -2, -1, 0, 1, 2, 3, 4]);
		expect([layout.left, layout.right]).toEqual([-376, 376]);
	});
});

/** Issue 43's Connect Four endgame, 1,000 iterations from seed 1 (the page's defaults). */
const connect4Endgame = (): MctsTrace => {
	const game = connect4Game('5266176457322546753413415661');
	return recordMcts(game, game.root, {
		iterations: 1000,
		seed: 1,
		exploration: DEFAULT_EXPLORATION
	});
};

describe('the path in view, the band pinning its upper part (issue 43)', () => {
	const endgame = connect4Endgame();
	// The tree's panel presenting at 1280×720 (zoom 1) and on a phone at 390×844 (the follow zoom,
	// its top 558 px down: 286 px above the screen's foot; its zoom buttons a row under it, so the
	// room runs to its right edge but for 8 px of air: it kept their 52 px column).
	const projector = { width: 855, height: 443, left: 8, right: 803, shown: 443, clear: 803 };
	const phone = panelRoom({ left: 12, top: 558, right: 380, bottom: 942 }, 844, [], {
		levels: false,
		phone: true
	});
	/** The camera's fresh frame: the root's row at the top, centred across (camera.svelte.ts). */
	const fresh = (room: PanelRoom, k: number): Transform => ({
		k,
		x: (room.left + room.right) / 2,
		y: 51 * k + 8
	});

	/** The tree drawn at step `at` by phase (by iteration, step i is 4i), computed once. */
	const drawn: { marks: MctsTreeStep; layout: MctsLayout; followed: FollowBox }[] = [];
	function drawnAt(at: number) {
		const known = drawn[at];
		if (known) return known;
		const marks = mctsTreeStep(endgame, mctsStepAt(at, 1000, 'event'));
		const layout = layoutMcts(endgame, marks.path, marks.made);
		return (drawn[at] = { marks, layout, followed: mctsFollowed(endgame, layout, marks) });
	}

	/**
	 * The camera at step `at` coming from `from`, and where the root, the step's path and its last
	 * node are on the panel (px, rounded): each in the band or whole in the tree under it.
	 */
	function framed(room: PanelRoom, from: Transform, at: number, unit: MctsGranularity) {
		const { marks, layout, followed } = drawnAt(unit === 'call' ? 4 * at : at);
		const to = followed.frame?.(from, room) ?? from;
		const band = bandAt(layout.levels.length, marks.path.length, 112, to, room);
		const faults: string[] = [];
		const cards = marks.path.map((node, depth) => {
			const place =
				depth < band.rows
					? pinnedPlace(depth, band, to, room)
					: { x: layout.x[node] ?? 0, y: layout.y[node] ?? 0 };
			const [x, y] = [place.x * to.k + to.x, place.y * to.k + to.y];
			const box = [x - 44 * to.k, y - 31 * to.k, x + 44 * to.k, y + 31 * to.k].map(Math.round);
			const [top, bottom] = depth < band.rows ? [0, band.height] : [band.height, room.height];
			if (box[0]! < 0 || box[2]! > room.width || box[1]! < top || box[3]! > bottom)
				faults.push(`${at}: ${node} at ${box.join(',')}`);
			return { node, pinned: depth < band.rows, box };
		});
		// The node the iteration makes (or its row, while selecting) is never pinned; its parent,
		// selection's last choice, only where the two do not fit the panel's width.
		const whole = marks.phase === null ? 1 : endgame.path(marks.iteration).length;
		if (band.rows >= whole) faults.push(`${at}: last pinned`);
		return {
			to,
			band,
			cards,
			faults,
			parentPinned: marks.phase !== null && band.rows === whole - 1 && whole > marks.path.length
		};
	}

	it('frames step 1,000 afresh with the root and the first choice pinned, presenting and on a phone', () => {
		const present = framed(projector, fresh(projector, 1), 1000, 'call');
		expect(present.to).toEqual({ k: 1, x: 405.5, y: -68 });
		expect(present.band).toEqual({ rows: 2, height: 105, perLine: 7 });
		expect(present.cards).toEqual([
			{ node: 0, pinned: true, box: [16, 8, 104, 70] },
			{ node: 4, pinned: true, box: [122, 8, 210, 70] },
			{ node: 35, pinned: false, box: [503, 125, 591, 187] },
			{ node: 152, pinned: false, box: [550, 237, 638, 299] },
			{ node: 930, pinned: false, box: [550, 349, 638, 411] }
		]);
		// On a phone the step's node stays above the screen's foot (286 px down the panel).
		const onPhone = framed(phone, fresh(phone, 0.85), 1000, 'call');
		expect(onPhone.band).toEqual({ rows: 3, height: 89.25, perLine: 4 });
		expect(onPhone.cards.map((card) => [card.node, card.pinned, ...card.box])).toEqual([
			[0, true, 15, 7, 90, 60],
			[4, true, 105, 7, 180, 60],
			[35, true, 195, 7, 270, 60],
			[152, false, 147, 106, 221, 159],
			[930, false, 147, 201, 221, 254]
		]);
		expect([present.faults, onPhone.faults]).toEqual([[], []]);
		// At iteration 28 (the root, columns 2 and 4, the new node in column 1) the band pins the root
		// and column 2; the tree shows column 4 among its parent's children and the new node under
		// it, above the screen's foot: the two span 314 px, which the phone's 352 px hold. The room
		// kept the zoom buttons' 52 px column on the right (308 px): the band pinned column 4 too,
		// over a tree showing the new node alone (issue 43).
		const at28 = framed(phone, fresh(phone, 0.85), 28, 'call');
		expect(at28.cards.map((card) => [card.node, card.pinned, ...card.box])).toEqual([
			[0, true, 15, 7, 90, 60],
			[2, true, 105, 7, 180, 60],
			[18, false, 266, 106, 341, 159],
			[28, false, 27, 201, 102, 254]
		]);
		expect(at28.faults).toEqual([]);
	});

	it('keeps the root and the path in view at every step, moving only when the path leaves it', () => {
		// A projector's panel holds every row across: the camera moves 8 times in 1,000 iterations,
		// by phase too, and never pins selection's last choice. A phone's holds under four columns:
		// it follows the path's end across, pinning that choice where the two ends do not fit (the
		// root, as the new node's parent, at iterations 2-6 by phase too). Stepped from 0, the root moves once (into the band: at iteration 132 presenting, at the
		// first on a phone, whose panel does not hold the root's row), and is where a page loaded
		// at the step has it (it flipped 11 times in iterations 28-56 presenting, 26 in the first
		// 80 on a phone: issue 43).
		for (const [room, k, moves] of [
			[projector, 1, { call: [8, 0, ['132:band']], event: [8, 0, ['525:band']] }],
			[phone, 0.85, { call: [686, 0, ['1:band']], event: [686, 159, ['1:band']] }]
		] as const)
			for (const unit of ['call', 'event'] as const) {
				let from = fresh(room, k);
				let [moved, parentsPinned] = [0, 0];
				const [faults, rootMoves]: string[][] = [[], []];
				let root = 'top';
				for (let at = 0; at <= (unit === 'call' ? 1000 : 4000); at++) {
					const step = framed(room, from, at, unit);
					faults.push(...step.faults);
					if (step.to.x !== from.x || step.to.y !== from.y) moved++;
					if (step.parentPinned) parentsPinned++;
					from = step.to;
					const place = (to: Transform, rows: number) => (rows > 0 ? 'band' : `${to.x},${to.y}`);
					const [stepped, loaded] = [step, framed(room, fresh(room, k), at, unit)];
					const here = place(stepped.to, stepped.band.rows);
					if (here !== place(loaded.to, loaded.band.rows)) faults.push(`${at}: root not as loaded`);
					if (at > 0 && here !== root) rootMoves.push(`${at}:${here}`);
					root = here;
				}
				expect(faults, `${room.width} ${unit}`).toEqual([]);
				expect([moved, parentsPinned, rootMoves], `${room.width} ${unit}`).toEqual(moves[unit]);
			}
		// Framed for the run, not the step: as tall at step 0 as at 1,000 (the deepest path's 7 rows),
		// so a page loaded at a step and one stepped to it share the zoom.
		const heights = [0, 1000].map((at) => {
			const { marks, layout } = drawnAt(4 * at);
			return mctsTreeModel(endgame, layout, marks, [], 'before').layout.height;
		});
		expect(heights).toEqual([672, 672]);
	});
});

describe('walking the drawn tree with the arrow keys', () => {
	it('goes up to the parent, down to the first shown child, and along the level', () => {
		// At the run's end: MCTS's walk as the tree renderer takes it.
		const marks = mctsTreeStep(article, mctsStepAt(500, 500, 'call'));
		const layout = layoutMcts(article, marks.path, marks.made);
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
		const start = mctsTreeStep(article, mctsStepAt(0, 500, 'call'));
		const root = layoutMcts(article, start.path, start.made);
		const alone = mctsTreeModel(article, root, start, [], 'before').walk;
		expect(arrowTarget(root, alone, 0, 'ArrowDown')).toBeNull();
	});
});

describe("a step's marks on the tree", () => {
	const byPhase = (iteration: number, phase: number) =>
		mctsTreeStep(article, mctsStepAt(4 * (iteration - 1) + phase + 1, 500, 'event'));

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

	it("gives each node made by the step its counts then, its move and the phase's marks", () => {
		const presenter = presenterFor(article.game);
		let iteration = 60;
		while (!article.expanded(iteration)) iteration++;
		for (let phase = 0; phase < 4; phase++) {
			const step = byPhase(iteration, phase);
			const layout = layoutMcts(article, step.path, step.made);
			const views = nodeViews(article, step, layout, presenter, 'en');
			const expected = layout.drawn;
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

	it("names AIMA's Figure 5.2's nodes as the figure does: on the cards, the board's panel, the playout and the figure", () => {
		// The page's run of the Example menu's tree at iteration 8, by iteration: its cards read
		// "root", "#1" to "#3", and "#3" twice (V21); every other search names them A to D, n5 to n13.
		const game = treeGame({
			name: 'A',
			children: [
				{ name: 'B', children: [3, 12, 8] },
				{ name: 'C', children: [2, 4, 6] },
				{ name: 'D', children: [14, 5, 2] }
			]
		});
		const trace = recordMcts(game, game.root, {
			iterations: 1000,
			seed: 1,
			exploration: DEFAULT_EXPLORATION
		});
		const presenter = presenterFor(game);
		const step = mctsStepAt(8, 1000, 'call');
		const marks = mctsTreeStep(trace, step);
		const layout = layoutMcts(trace, marks.path, marks.made);
		const views = nodeViews(trace, marks, layout, presenter, 'en');
		expect(views.map((view) => view.text)).toEqual(['A', 'B', 'C', 'D', 'n11', 'n12', 'n13']);
		expect(views.at(-1)?.label).toBe('n13: 1 visit, W/N 1.00, on the path, new node');
		const zh = nodeViews(trace, marks, layout, presenter, 'zh');
		expect(zh.map((view) => view.label.split('：')[0])).toEqual(views.map((view) => view.text));
		// The board's panel titles the path's last node by its name; the playout's says whose wins
		// W counts there: min's, who moved into n13 (its W/N 1.00 after a reward of 0.00 for max:
		// V21), and at the root max's, to move there.
		const last = views.at(-1)?.node ?? -1;
		expect(nodeFacts({ trace, step, lang: 'en', presenter }, last).names).toEqual({
			short: 'n13',
			long: 'n13'
		});
		expect(winsOwner({ trace, step, lang: 'en', presenter }, last)).toBe(
			'W at n13 counts wins for min, who moved into it.'
		);
		expect(winsOwner({ trace, step, lang: 'zh', presenter }, 0)).toBe(
			'A 的 W 记的是轮到那里走的 极大 的得分。'
		);
		// Iteration 2's playout, from C, reaches the leaf n10.
		expect(playoutShown(trace, mctsStepAt(8, 1000, 'event'), presenter, 'en')?.texts).toEqual([
			'n10'
		]);
		// The Share menu's figure, labelled by name: the nodes' own.
		const figure = mctsFigure(trace, step, presenter, { answerBoxes: false, labels: 'names' });
		expect(figure.nodes.map((node) => node.label)).toEqual(views.map((view) => view.text));
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
		const step = mctsTreeStep(over, mctsStepAt(19, 5, 'event'));
		expect([step.path, step.newNode, step.playoutFrom]).toEqual([[0], null, 0]);
		expect(layoutMcts(over, step.path, step.made).drawn).toEqual([0]);
		expect(playoutOf(over, 5).moves).toEqual([]);
	});

	it("shows a playout from its simulation on, each move as the game writes it, and the final four's line", () => {
		const trace = connect4Endgame();
		const presenter = presenterFor(trace.game);
		const at = (index: number) =>
			playoutShown(trace, mctsStepAt(index, 1000, 'event'), presenter, 'en');
		// Iteration 300: select, expand, then its playout at the simulation and the back-up.
		expect([at(1197), at(1198)]).toEqual([null, null]);
		const shown = at(1199);
		expect(at(1200)).toEqual(shown);
		const { moves } = playoutOf(trace, 300);
		expect(shown?.texts).toEqual(moves.map(({ move, player }) => `${player}→${move + 1}`));
		expect(shown?.texts.length).toBe(9);
		// Its final position is O's four, struck through.
		expect(shown?.score).toBeLessThan(0);
		expect(shown?.line).toHaveLength(4);
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
		words.root,
		words.treeName(30, 400),
		words.nodeName('4', 2, '0.50', marks),
		words.newMark,
		words.ucbShort,
		words.bandName,
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
		words.boardTitle('4'),
		words.toMove('X'),
		words.gameOver('+10'),
		words.ended('+10'),
		words.playoutTitle,
		words.playoutName(3),
		words.playoutLater,
		words.noMoves,
		words.result('+10', '1.00'),
		words.finalBoard,
		words.sideName,
		words.chartsName,
		words.figureChoices.answerBoxes,
		...Object.values(words.figureChoices.labels)
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

// The run's file is the CLI's (mcts.spec saves it from the page, byte for byte, and opens it again).
describe("the Share menu's figure", () => {
	const presenter = presenterFor(article.game);
	const figureAt = (at: number, by: 'call' | 'event', answerBoxes = false) =>
		mctsFigure(article, mctsStepAt(at, 500, by), presenter, {
			answerBoxes,
			labels: answerBoxes ? 'names' : 'calls'
		});

	it('draws the tree the page draws at a step: shapes by the side to move, W/N inside, N beside', () => {
		const last = figureAt(500, 'call');
		const drawn = last.nodes.map((node) => [node.id, node.parent, node.x, node.y, node.shape]);
		expect(drawn).toEqual([
			[0, null, 94, 0, 'max'],
			[1, 0, 0, 112, 'min'],
			[2, 0, 94, 112, 'min'],
			[3, 0, 188, 112, 'min']
		]);
		expect(last.nodes.map((node) => [node.value?.value, node.label, node.leaf])).toEqual([
			[0.96, 'N 500', false],
			[0, 'N 10', true],
			[1, 'N 477', true],
			[0.15, 'N 13', true]
		]);
		expect([last.width, last.height, last.signed, last.windows]).toEqual([188, 112, false, false]);
		// Iteration 2's expansion (by phase, step 6): cell 4 made, not yet visited, no value yet.
		const made = figureAt(6, 'event').nodes.at(-1);
		expect([made?.id, made?.value, made?.label]).toEqual([2, null, 'N 0']);
		// An exam's figure: the root's value a box, each child named by its move.
		const exam = figureAt(500, 'call', true);
		expect(
			exam.nodes.map((node) => [node.valueBox, node.value?.value ?? null, node.label])
		).toEqual([
			[true, null, null],
			[false, 0, '1'],
			[false, 1, '4'],
			[false, 0.15, '6']
		]);
		expect(figureText(last, 'svg')).toContain('>0.96</text>');
		expect(figureText(last, 'tikz')).toContain('{0.15}');
		// Each mean written as the page writes it, two places (issue 43: the figure wrote 0 and 1).
		const written = last.nodes.map((node) => node.value && figureValueText(node.value, false));
		expect(written).toEqual(['0.96', '0.00', '1.00', '0.15']);
		expect(figureText(last, 'tikz')).toContain('{1.00}');
	});
});

describe('narrow panels: the root and its children whole across (V23 N7, N12)', () => {
	const runOf = (game: Game) =>
		recordMcts(game, game.root, { iterations: 100, seed: 1, exploration: DEFAULT_EXPLORATION });
	const runs = {
		'Connect Four': runOf(connect4Game('')),
		'Figure 5.2': runOf(parseTree(AIMA_TREE))
	};
	// A 390×844 phone's panel under the narration, the position over its top right corner and the
	// playout's strip over its foot; at 1280×720 not presenting, the panel beside the position's
	// card and the listing (375 px), the zoom buttons over its right side.
	const corner = { left: 296, top: 498, right: 379, bottom: 594 };
	const phone = {
		room: panelRoom(
			{ left: 12, top: 498, right: 380, bottom: 882 },
			844,
			[corner, { left: 13, top: 772, right: 379, bottom: 830 }],
			{ levels: false, phone: true }
		),
		cornerFoot: corner.bottom - 498 + 1
	};
	const laptop = {
		room: panelRoom({ left: 17, top: 258, right: 390, bottom: 708 }, 720, [], {
			levels: false,
			phone: false
		}),
		cornerFoot: 0
	};

	it('frames every step at one zoom with every row centred, each card and its new tag in the panel, clear of the buttons and the corner', () => {
		const found: string[] = [];
		for (const [name, trace] of Object.entries(runs))
			for (const [size, { room, cornerFoot }] of Object.entries({ phone, laptop })) {
				const cards = cardsFor(trace, room, cornerFoot, false);
				let from: Transform = { k: 0.85, x: (room.left + room.right) / 2, y: 51 * 0.85 + 8 };
				let rootX: number | null = null;
				for (let at = 0; at <= 400; at++) {
					const marks = mctsTreeStep(trace, mctsStepAt(at, 100, 'event'));
					const layout = layoutMcts(trace, marks.path, marks.made, cards.spacing);
					const followed = mctsFollowed(trace, layout, marks, cards, cornerFoot);
					const to = (from = followed.frame?.(from, room) ?? from);
					const where = `${name}, ${size}, step ${at}`;
					// The least label, W/N at 15 units, reads 10 px at least (the wide cards fitted: 7.4).
					if (15 * to.k < 10) found.push(`${where}: zoom ${to.k}`);
					const levelHeight = layout.options.levelHeight;
					const band = bandAt(
						layout.levels.length,
						marks.path.length,
						levelHeight,
						to,
						room,
						cards
					);
					for (const node of layout.drawn) {
						const y = layout.y[node] ?? 0;
						if (y < band.rows * levelHeight) continue;
						const x = (layout.x[node] ?? 0) * to.k + to.x;
						const [left, right] = [x - cards.reach * to.k, x + cards.reach * to.k];
						const top = (y - 51) * to.k + to.y;
						const across = acrossRoom(room, cornerFoot);
						const clear = top < cornerFoot ? room.clear : across.right;
						if (left < across.left || right > clear)
							found.push(`${where}: node ${node} at ${Math.round(left)}-${Math.round(right)}`);
						if (node === 0) {
							if (rootX !== null && Math.abs(x - rootX) > 0.01) found.push(`${where}: root moved`);
							rootX = x;
						}
					}
				}
			}
		expect(found.slice(0, 10)).toEqual([]);
		// Connect Four's seven columns take the narrow cards, Figure 5.2's three the wide ones.
		expect(cardsFor(runs['Connect Four'], phone.room, phone.cornerFoot, false).compact).toBe(true);
		expect(cardsFor(runs['Figure 5.2'], phone.room, phone.cornerFoot, false).compact).toBe(false);
		expect(cardsFor(runs['Connect Four'], laptop.room, 0, true).compact).toBe(false);
	});

	it('sets the narrow cards at 12 px at 1280×720, the root widened for "N 1,000" and the band clear of it', () => {
		const trace = runs['Connect Four'];
		const cards = cardsFor(trace, laptop.room, 0, false);
		const k = cardsZoom(trace, cards, laptop.room, 0) ?? NaN;
		const floor = deskLabelFloor(trace, cards, laptop.room, 0);
		expect([cards.compact, k, +floor.toFixed(2)]).toEqual([true, 0.695, 17.27]);
		const type = (visits: number, node: 'root' | 'child') =>
			cardType(
				cardLines(
					{ text: node === 'root' ? 'root' : 'X→1', visits, mean: '0.57', ucb: '0.88' },
					cards,
					'UCB1'
				),
				cards,
				floor,
				node === 'root' ? { iterations: 1000 } : null
			);
		// Every line 12 px on screen or more; a child no wider than its slot leaves clear, the root,
		// alone in its row, as wide as "N 1,000" at the end of the run, from its first step.
		for (const [visits, node] of [
			[1, 'child'],
			[306, 'child'],
			[0, 'root'],
			[1000, 'root']
		] as const) {
			const { move, visits: n, mean, ucb, width } = type(visits, node);
			expect(Math.min(move, n, mean, ucb) * k).toBeGreaterThanOrEqual(12 - 1e-9);
			expect(width).toBe(node === 'root' ? 83 : visits < 100 ? 56 : 58);
		}
		// The band's second card starts past the wider root's card, with the link's room between.
		const lead = type(0, 'root').width - cards.width;
		const at: Transform = { k, x: 200, y: 0 };
		const band = bandAt(4, 4, 112, at, laptop.room, { ...cards, lead });
		const [root, next] = [0, 1].map((index) =>
			pinnedPlace(index, band, at, laptop.room, { ...cards, lead })
		);
		expect((next?.x ?? NaN) - cards.width / 2 - ((root?.x ?? NaN) + (cards.width + lead) / 2)).toBe(
			18
		);
	});

	it("frames tic-tac-toe's nine columns at a desk's 12 px floor, the far siblings not drawn, and fits a long run's counts to the narrow card", () => {
		// Fitted across, the nine read 9.5 px (issue 43): at a desk the zoom stays at the floor.
		const trace = runOf(boardGame('.........'));
		const cards = cardsFor(trace, laptop.room, 0, false);
		const fitted = cardsZoom(trace, cards, laptop.room, 0) ?? NaN;
		const k = cardsZoom(trace, cards, laptop.room, 0, true) ?? NaN;
		const floor = deskLabelFloor(trace, cards, laptop.room, 0);
		expect([cards.compact, fitted, +k.toFixed(4), +(floor * k).toFixed(9)]).toEqual([
			true,
			0.545,
			0.6857,
			12
		]);
		// Iteration 40's frame keeps its path whole across; the siblings reaching past are not drawn.
		const marks = mctsTreeStep(trace, mctsStepAt(40, 100, 'call'));
		const layout = layoutMcts(trace, marks.path, marks.made, cards.spacing);
		const from = { k: 0.85, x: 200, y: 50 };
		const at =
			mctsFollowed(trace, layout, marks, cards, 0, true).frame?.(from, laptop.room) ?? from;
		expect(at.k).toBe(k);
		const views = layout.drawn.map((node) => ({ node }) as MctsNodeView);
		const model = mctsTreeModel(trace, layout, marks, views, 'select', () =>
			cardsAcross(laptop.room, 0, cards)
		);
		const { nodes, links } = model.visibleIn({
			x0: -at.x / at.k,
			x1: (laptop.room.width - at.x) / at.k,
			y0: -at.y / at.k,
			y1: (laptop.room.height - at.y) / at.k
		});
		const across = (node: number) => (layout.x[node] ?? NaN) * at.k + at.x;
		for (const node of nodes) {
			expect(across(node) - 29 * at.k, `node ${node}`).toBeGreaterThanOrEqual(
				laptop.room.left - 0.5
			);
			expect(across(node) + 29 * at.k, `node ${node}`).toBeLessThanOrEqual(laptop.room.right + 0.5);
		}
		for (const node of marks.path) expect(nodes).toContain(node);
		expect(nodes.length).toBeLessThan(layout.drawn.length);
		expect(links).toEqual(nodes.filter((node) => node !== 0));
		// A child's count of 1,000 or more at the floor: written alone ("N 306" keeps its N), and
		// set closer where still too long, inside its 58-unit card.
		const type = (visits: number) =>
			cardType(
				cardLines({ text: 'X→1', visits, mean: '0.57', ucb: null }, cards, 'UCB1'),
				cards,
				floor,
				null
			);
		expect(
			[306, 1234, 12_345].map((visits) => {
				const { visitsText, visitsLength, width } = type(visits);
				return [visitsText, visitsLength, width];
			})
		).toEqual([
			['N 306', null, 58],
			['1,234', null, 58],
			['12,345', 52, 58]
		]);
	});
});
