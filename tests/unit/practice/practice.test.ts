import { describe, expect, it } from 'vitest';
import { gameFor, type SearchId, type GameSource } from '../../../src/lib/engine/index';
import { receiveIndex, returnIndex } from '../../../src/lib/engine/events';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree, TreeGame } from '../../../src/lib/games/tree/rules';
import { randomTree, type RandomTreeOptions } from '../../../src/lib/games/tree/random';
import { MESSAGES } from '../../../src/lib/i18n/index';
import { StepMap } from '../../../src/lib/player/index';
import {
	BoardExercise,
	boardErrorEvent,
	checkBoardAnswers,
	type BoardAnswers,
	type BoardError
} from '../../../src/lib/practice/board';
import {
	practiceGame,
	checkAnswers,
	errorEvent,
	Exercise,
	readBox,
	readPracticeQuery,
	writePracticeQuery,
	practiceStart,
	NO_ANSWERS,
	type Answers,
	type WindowAnswer
} from '../../../src/lib/practice/index';
import { readdirSync, readFileSync } from 'node:fs';
import { practiceFor } from '../../../src/lib/practice/forms';
import '../practice-forms';
import { treeSheet } from '../../../src/lib/games/tree/view/sheet.svelte';
import { treePresenter } from '../../../src/lib/games/tree/view/presenter';
import { ARTICLE_TREE } from '../../articles';

/**
 * An independent reference: a plain recursive alpha-beta (fail-soft) and minimax over the nested
 * arrays themselves, numbering nodes level by level as article 004 does. It shares nothing with
 * the engine or the checker.
 */
type Tree = number | Tree[];

interface Reference {
	/** Node number → its subtree. */
	nodes: Map<number, Tree>;
	parent: Map<number, number>;
	children: Map<number, number[]>;
	values: Map<number, number>;
	windows: Map<number, [number, number]>;
	/** Numbers of the top nodes of pruned branches. */
	cuts: Set<number>;
}

function reference(tree: Tree[], rootMax: boolean, algorithm: SearchId): Reference {
	const nodes = new Map<number, Tree>();
	const parent = new Map<number, number>();
	const children = new Map<number, number[]>();
	const queue: Tree[] = [tree];
	const numbers: number[] = [1];
	for (let head = 0, next = 2; head < queue.length; head++) {
		const here = numbers[head]!;
		const node = queue[head]!;
		nodes.set(here, node);
		if (Array.isArray(node)) {
			const kids: number[] = [];
			for (const child of node) {
				parent.set(next, here);
				kids.push(next);
				numbers.push(next++);
				queue.push(child);
			}
			children.set(here, kids);
		}
	}
	const values = new Map<number, number>();
	const windows = new Map<number, [number, number]>();
	const cuts = new Set<number>();
	const search = (number: number, max: boolean, alpha: number, beta: number): number => {
		windows.set(number, [alpha, beta]);
		const node = nodes.get(number)!;
		if (!Array.isArray(node)) return node;
		let best = max ? -Infinity : Infinity;
		const kids = children.get(number)!;
		for (let i = 0; i < kids.length; i++) {
			const value = search(kids[i]!, !max, alpha, beta);
			best = max ? Math.max(best, value) : Math.min(best, value);
			if (algorithm === 'alphabeta') {
				if (max) alpha = Math.max(alpha, best);
				else beta = Math.min(beta, best);
				if (alpha >= beta) {
					kids.slice(i + 1).forEach((kid) => cuts.add(kid));
					break;
				}
			}
		}
		values.set(number, best);
		return best;
	};
	search(1, rootMax, -Infinity, Infinity);
	return { nodes, parent, children, values, windows, cuts };
}

/** The answers a student who is right everywhere gives, from the reference. */
function rightAnswers(ref: Reference, withWindows: boolean): Answers {
	const values = new Map<number, string>();
	const windows = new Map<number, WindowAnswer>();
	for (const [number, value] of ref.values) {
		values.set(number, String(value));
		const [alpha, beta] = ref.windows.get(number)!;
		if (withWindows) windows.set(number, { alpha: bound(alpha), beta: bound(beta) });
	}
	return { values, cuts: new Set(ref.cuts), windows };
}

const bound = (value: number) =>
	value === Infinity ? '∞' : value === -Infinity ? '-inf' : `${value}`;

const article = (algorithm: SearchId, windows = false) =>
	new Exercise({ game: parseTree(ARTICLE_TREE), algorithm, windows });
const articleRef = (algorithm: SearchId) =>
	reference(JSON.parse(ARTICLE_TREE) as Tree[], true, algorithm);

function withValue(answers: Answers, node: number, text: string): Answers {
	return { ...answers, values: new Map(answers.values).set(node, text) };
}
function withCut(answers: Answers, node: number, marked: boolean): Answers {
	const cuts = new Set(answers.cuts);
	if (marked) cuts.add(node);
	else cuts.delete(node);
	return { ...answers, cuts };
}
const named = (answers: Answers, exercise: Exercise) =>
	checkAnswers(exercise, answers).errors.map((error) => [error.kind, error.node]);

describe("article 004's tree", () => {
	it('cuts the branches to n18, n11, n23 and n7, in the order the search cuts them', () => {
		expect(article('alphabeta').cuts.map((cut) => cut.top)).toEqual([18, 11, 23, 7]);
		expect(articleRef('alphabeta').cuts).toEqual(new Set([18, 11, 23, 7]));
	});

	it('has n3 return 3 under alpha-beta where minimax gives it 2', () => {
		expect(article('alphabeta').node(3).value).toBe(3);
		expect(article('minimax').node(3).value).toBe(2);
		expect(article('alphabeta').node(1).value).toBe(3);
	});

	it('never visits n7, n11, n14 (inner) and their leaves', () => {
		const exercise = article('alphabeta');
		const unvisited = exercise.order.filter((n) => exercise.node(n).call === null);
		expect(unvisited).toEqual([18, 11, 20, 21, 23, 7, 14, 25, 26]);
	});

	for (const algorithm of ['minimax', 'alphabeta'] as const)
		for (const windows of algorithm === 'alphabeta' ? [false, true] : [false])
			it(`passes the right answer (${algorithm}${windows ? ', windows' : ''})`, () => {
				const exercise = article(algorithm, windows);
				const result = checkAnswers(exercise, rightAnswers(articleRef(algorithm), windows));
				expect(result.errors).toEqual([]);
				expect(result.right).toBe(result.total);
				// The 14 inner nodes' values; under alpha-beta the 11 it visits (not n7, n11, n14) and its
				// 4 cuts (above n18, n11, n23, n7); windows: every visited inner node once more.
				const total = { minimax: 14, alphabeta: windows ? 11 + 4 + 11 : 11 + 4 };
				expect(result.total).toBe(total[algorithm]);
			});

	it('scores an untouched sheet 0, listing no answer, and counts a box filled in a pruned branch as a mark', () => {
		for (const algorithm of ['minimax', 'alphabeta'] as const)
			for (const windows of [false, true]) {
				const blank = checkAnswers(article(algorithm, windows), NO_ANSWERS);
				expect(blank.right, `${algorithm}, windows ${windows}`).toBe(0);
				// Each mistake would give its answer away (issue 43): the page lists none (PracticeVerdict).
				expect(blank.blank).toBe(true);
				expect(blank.errors).toHaveLength(blank.total);
			}
		// Spaces are no answer; one mark is.
		expect(checkAnswers(article('minimax'), withValue(NO_ANSWERS, 2, '  ')).blank).toBe(true);
		expect(checkAnswers(article('alphabeta'), withCut(NO_ANSWERS, 18, true)).blank).toBeUndefined();
		const exercise = article('alphabeta');
		const right = rightAnswers(articleRef('alphabeta'), false);
		// n7 lies in a pruned branch: its box filled is one answer more, wrong.
		const filled = { ...right, values: new Map(right.values).set(7, '3') };
		expect(named(filled, exercise)).toEqual([['notVisited', 7]]);
		const { right: count, total } = checkAnswers(exercise, filled);
		expect([count, total]).toEqual([15, 16]);
	});

	it('names each missing cut, with the window that closed', () => {
		const exercise = article('alphabeta');
		const right = rightAnswers(articleRef('alphabeta'), false);
		const expected = new Map([
			[18, [9, 3, 2]],
			[11, [5, 15, 3]],
			[23, [12, 3, 2]],
			[7, [3, 3, 3]]
		]);
		for (const [top, [parent, alpha, beta]] of expected) {
			const { errors } = checkAnswers(exercise, withCut(right, top, false));
			expect(errors).toEqual([{ kind: 'missingCut', node: top, parent, window: { alpha, beta } }]);
		}
		const { errors } = checkAnswers(exercise, withCut(right, 18, false));
		expect(MESSAGES.en.mistakes.reason(errors[0]!)).toBe(
			'The branch to n18 is pruned: at n9, α 3 ≥ β 2.'
		);
		expect(MESSAGES.zh.mistakes.reason(errors[0]!)).toBe(
			'通往 n18 的分支应被剪掉：在 n9 处 α 3 ≥ β 2。'
		);
	});

	it('names each extra cut, on every edge that is searched', () => {
		const exercise = article('alphabeta');
		const ref = articleRef('alphabeta');
		const right = rightAnswers(ref, false);
		const searched = [...ref.windows.keys()].filter((n) => n !== 1);
		expect(searched).toHaveLength(16);
		for (const node of searched) {
			expect(named(withCut(right, node, true), exercise)).toEqual([['extraCut', node]]);
			// A mark where no cut is is one answer more, and wrong; the cuts below it are implied.
			const { right: count, total } = checkAnswers(exercise, withCut(right, node, true));
			expect([count, total]).toEqual([15, 16]);
		}
		const { errors } = checkAnswers(exercise, withCut(right, 6, true));
		expect(MESSAGES.en.mistakes.reason(errors[0]!)).toBe(
			'The branch to n6 is searched: when n3 reaches it, α 3 < β +∞.'
		);
	});

	it('takes marks inside a marked branch as implied', () => {
		const exercise = article('alphabeta');
		const right = rightAnswers(articleRef('alphabeta'), false);
		const extra = [20, 21, 14, 25, 26].reduce((answers, n) => withCut(answers, n, true), right);
		expect(checkAnswers(exercise, extra).errors).toEqual([]);
		// A mark below a branch wrongly marked is not a second error.
		const wrong = withCut(withCut(right, 8, true), 15, true);
		expect(named(wrong, exercise)).toEqual([['extraCut', 8]]);
	});

	it('names each wrong value, each missing value and each unreadable one', () => {
		for (const algorithm of ['minimax', 'alphabeta'] as const) {
			const exercise = article(algorithm);
			const ref = articleRef(algorithm);
			const right = rightAnswers(ref, false);
			for (const [node, value] of ref.values) {
				expect(named(withValue(right, node, String(value + 1)), exercise)).toEqual([
					['value', node]
				]);
				expect(named(withValue(right, node, ' '), exercise)).toEqual([['missingValue', node]]);
				expect(named(withValue(right, node, 'x1'), exercise)).toEqual([['unreadable', node]]);
			}
		}
	});

	it('does not blame a node whose own rule is applied right to a wrong value below it', () => {
		const exercise = article('minimax');
		const right = rightAnswers(articleRef('minimax'), false);
		const [child, parent] = [2, 1];
		const wrong = Number(right.values.get(child)) + 10;
		// n2 is the max root's child: the root following n2's wrong value is no mistake of its own.
		const followed = withValue(withValue(right, child, String(wrong)), parent, String(wrong));
		expect(named(followed, exercise)).toEqual([['value', child]]);
		expect(checkAnswers(exercise, followed).right).toBe(13);
		// A root that follows nothing given is still wrong.
		expect(
			named(withValue(withValue(right, child, String(wrong)), parent, String(wrong + 1)), exercise)
		).toEqual([
			['value', parent],
			['value', child]
		]);
	});

	it("explains a wrong value in the issue's words", () => {
		const minimax = article('minimax');
		const right = rightAnswers(articleRef('minimax'), false);
		const [error] = checkAnswers(minimax, withValue(right, 9, '12')).errors;
		expect(MESSAGES.en.mistakes.reason(error!)).toBe(
			'n9 is a min node: it returns the lowest of its children, 2, not 12.'
		);
		const alphabeta = article('alphabeta');
		const [cut] = checkAnswers(
			alphabeta,
			withValue(rightAnswers(articleRef('alphabeta'), false), 3, '2')
		).errors;
		expect(cut).toMatchObject({ kind: 'value', node: 3, expected: 3, given: 2, partial: true });
		expect(MESSAGES.en.mistakes.reason(cut!)).toBe(
			'n3 is a min node: it returns the lowest of the children it searched, 3, not 2.'
		);
	});

	it('names a value written on a node alpha-beta never visits', () => {
		const exercise = article('alphabeta');
		const right = rightAnswers(articleRef('alphabeta'), false);
		for (const node of [7, 11, 14])
			expect(named(withValue(right, node, '2'), exercise)).toEqual([['notVisited', node]]);
		const [error] = checkAnswers(exercise, withValue(right, 14, '2')).errors;
		expect(error).toEqual({ kind: 'notVisited', node: 14, top: 7, parent: 3 });
	});

	it('names each wrong or empty window', () => {
		const exercise = article('alphabeta', true);
		const ref = articleRef('alphabeta');
		const right = rightAnswers(ref, true);
		for (const node of ref.values.keys()) {
			const given = right.windows.get(node)!;
			for (const change of [{ alpha: '99' }, { beta: '-99' }, { alpha: '' }]) {
				const windows = new Map(right.windows).set(node, { ...given, ...change });
				expect(named({ ...right, windows }, exercise)).toEqual([['window', node]]);
			}
		}
		const windows = new Map(right.windows).set(9, { alpha: '-inf', beta: 'inf' });
		const [error] = checkAnswers(exercise, { ...right, windows }).errors;
		expect(MESSAGES.en.mistakes.reason(error!)).toBe(
			'n9 is entered with [3, +∞], not [-inf, inf].'
		);
	});

	it('links each error to the event that decides it', () => {
		const exercise = article('alphabeta');
		const right = rightAnswers(articleRef('alphabeta'), false);
		const trace = exercise.trace;
		const steps = new StepMap(trace, 'event');
		// n9 is FC7 (node C); its value is settled when it returns.
		const [value] = checkAnswers(exercise, withValue(right, 9, '12')).errors;
		expect(errorEvent(exercise, value!)).toBe(returnIndex(trace, 7));
		// The cut of n18 (G) happens as n9 receives n17's 2 (FC8).
		const [cut] = checkAnswers(exercise, withCut(right, 18, false)).errors;
		expect(errorEvent(exercise, cut!)).toBe(receiveIndex(trace, 8));
		expect(steps.stepOf(receiveIndex(trace, 8))).toBe(receiveIndex(trace, 8) + 1);
	});
});

describe('reading a box', () => {
	it('reads numbers, a typographic minus and infinity (bounds only)', () => {
		expect(readBox(' −3 ')).toEqual({ kind: 'number', value: -3 });
		expect(readBox('2.5')).toEqual({ kind: 'number', value: 2.5 });
		expect(readBox('')).toEqual({ kind: 'empty' });
		expect(readBox('inf')).toEqual({ kind: 'text' });
		expect(readBox('-∞', true)).toEqual({ kind: 'number', value: -Infinity });
		expect(readBox('+Infinity', true)).toEqual({ kind: 'number', value: Infinity });
		expect(readBox('3e5')).toEqual({ kind: 'number', value: 300_000 });
	});
});

describe('random trees against the reference', () => {
	const shapes: Omit<RandomTreeOptions, 'seed'>[] = [
		{ branching: 2, depth: 2, min: 0, max: 9 },
		{ branching: [2, 3], depth: 3, min: 0, max: 20 },
		{ branching: [2, 4], depth: 4, min: -5, max: 5 },
		{ branching: 3, depth: 5, min: 0, max: 3 }
	];
	for (const shape of shapes)
		for (const root of ['max', 'min'] as const)
			it(`agrees on ${JSON.stringify(shape)} with a ${root} root, seeds 1–12`, () => {
				for (let seed = 1; seed <= 12; seed++) {
					const random = { ...shape, seed };
					const game = gameFor({ kind: 'tree', random, root }) as TreeGame;
					const nested = randomTree(random) as Tree[];
					for (const algorithm of ['minimax', 'alphabeta'] as const) {
						const ref = reference(nested, root === 'max', algorithm);
						const exercise = new Exercise({ game, algorithm, windows: true });
						const cuts = new Set(exercise.cuts.map((cut) => cut.top));
						expect(cuts).toEqual(ref.cuts);
						const inner = exercise.innerNodes.filter((n) => exercise.node(n).call !== null);
						expect(new Set(inner)).toEqual(new Set(ref.values.keys()));
						for (const n of inner) expect(exercise.node(n).value).toBe(ref.values.get(n));
						const answers = rightAnswers(ref, algorithm === 'alphabeta');
						expect(checkAnswers(exercise, answers).errors).toEqual([]);
						// One mistake, anywhere: exactly one error, on that node.
						const node = inner[seed % inner.length]!;
						expect(
							named(withValue(answers, node, String(ref.values.get(node)! + 1)), exercise)
						).toEqual([['value', node]]);
					}
				}
			});
});

describe('the practice link', () => {
	const read = (query: string) => readPracticeQuery(new URLSearchParams(query));

	it("opens article 004's tree under alpha-beta by default", () => {
		const { query, problems } = read('');
		expect(query).toMatchObject({ algorithm: 'alphabeta', windows: false, sheet: 1 });
		expect(query.source).toEqual({ kind: 'tree', tree: ARTICLE_TREE, root: 'max' });
		expect(problems).toEqual([]);
	});

	it('reads a random tree, the search, windows and the sheet, and writes them back', () => {
		// Windows are asked of a windowed search's exercise (alpha-beta's, the default) only.
		const tree = 'seed=5&branching=2-4&depth=4&min=0&max=20';
		for (const text of [`${tree}&algo=minimax&sheet=3`, `${tree}&windows=on&sheet=3`]) {
			const { query, problems } = read(text);
			expect(problems).toEqual([]);
			expect(query.source).toMatchObject({ random: { seed: 5, depth: 4, branching: [2, 4] } });
			expect(writePracticeQuery(query)).toBe(`?${text}`);
			expect(read(writePracticeQuery(query, 'zh').slice(1)).query).toEqual(query);
		}
	});

	it('reports depth, branching and sheet out of range, and a board', () => {
		const t = MESSAGES.en;
		const { query, problems } = read('seed=2&depth=9&branching=6&sheet=8');
		expect(query.source).toMatchObject({ random: { depth: 3, branching: [2, 3] } });
		expect(query.sheet).toBe(1);
		expect(problems.map((problem) => problem(t))).toEqual([
			"A practice tree's depth is 2 to 5, not 9: 3 is used.",
			'A practice tree has 2 to 4 children per node, not 6: 2-3 is used.',
			'A worksheet holds 1 to 6 exercises, not "8": 1 is used.'
		]);
		expect(read('board=O.XX.X.OO').query.source).toMatchObject({
			kind: 'board',
			board: 'O.XX.X.OO'
		});
		// Eight empty cells are too many to work out by hand: article 004's tree, and why.
		const big = practiceGame(read('board=X........').query.source, (game) =>
			practiceFor(game).refusal(game, 'minimax')
		);
		expect(big.game).toBeInstanceOf(TreeGame);
		expect(big.problem?.(t)).toBe(t.mistakes.tooManyEmpty(8, 6));
	});
});

/**
 * A board reference of its own: the article's scoring (+10 when the AI, X, holds a line, -10 when
 * O does, 0 when full) and a fail-soft alpha-beta over the cells in order, returning each root
 * move's value and the moves whose own search stopped before trying every reply ("cut short").
 */
const LINES_REF = ['012', '345', '678', '036', '147', '258', '048', '246'];
function boardRef(
	board: string,
	algorithm: SearchId
): { scores: Map<number, number>; short: Set<number>; best: number } {
	const wins = (cells: string, mark: string) =>
		LINES_REF.some((line) => [...line].every((at) => cells[Number(at)] === mark));
	const empties = (cells: string) => [...cells].flatMap((c, at) => (c === '.' ? [at] : []));
	const play = (cells: string, cell: number, mark: string) =>
		cells.slice(0, cell) + mark + cells.slice(cell + 1);
	const search = (
		cells: string,
		xToMove: boolean,
		alpha: number,
		beta: number
	): { value: number; stopped: boolean } => {
		if (wins(cells, 'O')) return { value: -10, stopped: false };
		if (wins(cells, 'X')) return { value: 10, stopped: false };
		const free = empties(cells);
		if (free.length === 0) return { value: 0, stopped: false };
		let best = xToMove ? -Infinity : Infinity;
		for (const [at, cell] of free.entries()) {
			const { value } = search(play(cells, cell, xToMove ? 'X' : 'O'), !xToMove, alpha, beta);
			best = xToMove ? Math.max(best, value) : Math.min(best, value);
			if (algorithm === 'alphabeta') {
				if (xToMove) alpha = Math.max(alpha, best);
				else beta = Math.min(beta, best);
				if (alpha >= beta) return { value: best, stopped: at < free.length - 1 };
			}
		}
		return { value: best, stopped: false };
	};
	const xToMove =
		[...board].filter((c) => c === 'X').length === [...board].filter((c) => c === 'O').length;
	const scores = new Map<number, number>();
	const short = new Set<number>();
	// The root's own window: [-inf, +inf], narrowed on its side as values come back.
	let [alpha, beta] = [-Infinity, Infinity];
	let bestValue = xToMove ? -Infinity : Infinity;
	let best = -1;
	for (const cell of empties(board)) {
		const { value, stopped } = search(
			play(board, cell, xToMove ? 'X' : 'O'),
			!xToMove,
			alpha,
			beta
		);
		scores.set(cell, value);
		if (stopped) short.add(cell);
		if (xToMove ? value > bestValue : value < bestValue) [bestValue, best] = [value, cell];
		if (algorithm === 'alphabeta') {
			if (xToMove) alpha = Math.max(alpha, bestValue);
			else beta = Math.min(beta, bestValue);
			// The root's window never closes: one side of it stays infinite.
			expect(alpha < beta).toBe(true);
		}
	}
	return { scores, short, best };
}

/** Boards with 1 to 6 empty cells and no winner yet, drawn from a fixed walk (X moves first). */
function sampleBoards(count: number): string[] {
	const boards: string[] = [];
	let state = 7;
	const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648);
	while (boards.length < count) {
		let cells = '.........';
		const filled = 3 + (next() % 6);
		let ok = true;
		for (let turn = 0; turn < filled; turn++) {
			const free = [...cells].flatMap((c, at) => (c === '.' ? [at] : []));
			const cell = free[next() % free.length]!;
			cells = cells.slice(0, cell) + (turn % 2 === 0 ? 'X' : 'O') + cells.slice(cell + 1);
			if (
				LINES_REF.some((line) =>
					[...line].every(
						(at) => cells[Number(at)] !== '.' && cells[Number(at)] === cells[Number(line[0])]
					)
				)
			) {
				ok = false;
				break;
			}
		}
		if (ok && !boards.includes(cells)) boards.push(cells);
	}
	return boards;
}

describe('board exercises', () => {
	const boardRight = (ref: ReturnType<typeof boardRef>): BoardAnswers => ({
		scores: new Map([...ref.scores].map(([cell, value]) => [cell, String(value)])),
		cuts: new Set(ref.short),
		pick: ref.best
	});

	it("scores the article board's three moves; alpha-beta's fail-soft bound on cell 6", () => {
		const game = boardGame('O.XX.X.OO');
		const minimax = new BoardExercise(game, 'minimax');
		expect(minimax.moves.map((move) => [move.cell, move.score])).toEqual([
			[1, -10],
			[4, 10],
			[6, -10]
		]);
		expect(minimax.best).toBe(4);
		// Under alpha-beta FC6 is entered with alpha 10, meets FC7's 10 and stops: it returns 10.
		const alphabeta = new BoardExercise(game, 'alphabeta');
		expect(alphabeta.moves.map((move) => move.score)).toEqual([-10, 10, 10]);
	});

	it('the article board under alpha-beta: the move to cell 6 is cut short after one reply', () => {
		const exercise = new BoardExercise(boardGame('O.XX.X.OO'), 'alphabeta');
		expect(
			exercise.moves.map((move) => [move.cell, move.short?.reply ?? null, move.short?.skipped ?? 0])
		).toEqual([
			[1, null, 0],
			[4, null, 0],
			[6, 1, 1]
		]);
		const [, , six] = exercise.moves;
		expect(six?.short?.window).toEqual({ alpha: 10, beta: 10 });
		const answers: BoardAnswers = {
			scores: new Map([
				[1, '-10'],
				[4, '10'],
				[6, '10']
			]),
			cuts: new Set([1]),
			pick: 4
		};
		const result = checkBoardAnswers(exercise, answers);
		expect(result.errors.map((error) => MESSAGES.en.mistakes.boardReason(error))).toEqual([
			'The move to cell 1 tries every reply: it starts with [−∞, +∞] and no reply closes that window.',
			'The move to cell 6 is cut short: after the reply at cell 1, α 10 ≥ β 10, so the last reply is never tried.'
		]);
		// The move cut short (cell 6), the mark made (cell 1), three scores and the pick: six
		// answers, two wrong.
		expect([result.right, result.total]).toEqual([4, 6]);
		// Untouched: the same five answers to give (not the mark), none right.
		const blank = checkBoardAnswers(exercise, { scores: new Map(), cuts: new Set(), pick: null });
		expect([blank.right, blank.total]).toEqual([0, 5]);
		// The step-through link goes where FC6 receives FC7's 10 and stops.
		const steps = new StepMap(exercise.trace, 'event');
		const stop = result.errors[1]!;
		expect(boardErrorEvent(exercise, stop)).toBe(receiveIndex(exercise.trace, 7));
		// Step 0 is before the search: event k is step k + 1.
		expect(steps.stepOf(boardErrorEvent(exercise, stop)!)).toBe(
			receiveIndex(exercise.trace, 7) + 1
		);
		expect(boardErrorEvent(exercise, { kind: 'pick', expected: 4, given: 6 })).toBeNull();
	});

	const boards = ['O.XX.X.OO', 'XOX.O.O.X', 'XOX.O....', 'X...O..X.', ...sampleBoards(40)];
	it('the sample holds boards with moves cut short, and boards with none', () => {
		const shorts = boards.map((board) => boardRef(board, 'alphabeta').short.size);
		expect(shorts.filter((size) => size > 0).length).toBeGreaterThan(5);
		expect(shorts.filter((size) => size === 0).length).toBeGreaterThan(5);
	});
	for (const board of boards)
		for (const algorithm of ['minimax', 'alphabeta'] as const)
			it(`agrees with the reference on ${board} (${algorithm}) and names each mistake`, () => {
				const exercise = new BoardExercise(boardGame(board), algorithm);
				const ref = boardRef(board, algorithm);
				expect(new Map(exercise.moves.map((move) => [move.cell, move.score]))).toEqual(ref.scores);
				const short = exercise.moves.filter((move) => move.short).map((move) => move.cell);
				expect(new Set(short)).toEqual(ref.short);
				expect(exercise.best).toBe(ref.best);
				const right = boardRight(ref);
				const result = checkBoardAnswers(exercise, right);
				expect(result.errors).toEqual([]);
				// Each move's score, each move cut short (alpha-beta), and the move picked.
				const cutShort = algorithm === 'alphabeta' ? ref.short.size : 0;
				expect(result.total).toBe(ref.scores.size + cutShort + 1);
				expect(result.right).toBe(result.total);
				const names = (answers: BoardAnswers) =>
					checkBoardAnswers(exercise, answers).errors.map((error) => [
						error.kind,
						'cell' in error ? error.cell : null
					]);
				for (const [cell, value] of ref.scores) {
					const scores = (text: string) => ({
						...right,
						scores: new Map(right.scores).set(cell, text)
					});
					expect(names(scores(String(value + 1)))).toEqual([['moveScore', cell]]);
					expect(names(scores(''))).toEqual([['moveMissing', cell]]);
					// An empty box is work not done: named, its score left to find.
					const [empty] = checkBoardAnswers(exercise, scores('')).errors as [BoardError];
					expect(MESSAGES.en.mistakes.boardReason(empty)).toBe(
						`The move to cell ${cell} has no score yet.`
					);
					expect(MESSAGES.zh.mistakes.boardReason(empty)).not.toContain('返回');
					expect(names(scores('ten'))).toEqual([['moveUnreadable', cell]]);
					if (algorithm === 'alphabeta') {
						const toggled = new Set(right.cuts);
						if (toggled.has(cell)) toggled.delete(cell);
						else toggled.add(cell);
						expect(names({ ...right, cuts: toggled })).toEqual([
							[ref.short.has(cell) ? 'moveMissingCut' : 'moveExtraCut', cell]
						]);
					} else expect(names({ ...right, cuts: new Set([cell]) })).toEqual([]);
				}
				const other = [...ref.scores.keys()].find((cell) => cell !== ref.best)!;
				expect(names({ ...right, pick: other })).toEqual([['pick', null]]);
				expect(names({ ...right, pick: null })).toEqual([['pick', null]]);
			});

	it('explains a wrong score and a wrong pick', () => {
		const exercise = new BoardExercise(boardGame('O.XX.X.OO'), 'minimax');
		const answers: BoardAnswers = {
			scores: new Map([
				[1, '-10'],
				[4, '10'],
				[6, '0']
			]),
			cuts: new Set(),
			pick: 6
		};
		const reasons = checkBoardAnswers(exercise, answers).errors.map((error) =>
			MESSAGES.en.mistakes.boardReason(error)
		);
		expect(reasons).toEqual([
			'After the move to cell 6 the search returns −10, not 0: the minimiser moves next and takes its lowest score.',
			'Minimax plays cell 4, not cell 6: it keeps the first move with the best score.'
		]);
	});
});

describe('the practice page outside the games', () => {
	const folders = ['../../../src/lib/practice/', '../../../src/routes/practice/'];
	const sources = [
		...folders.flatMap((folder) => {
			const url = new URL(folder, import.meta.url);
			return readdirSync(url).map((name) => ({
				name: `${folder}${name}`,
				text: readFileSync(new URL(name, url), 'utf8')
			}));
		}),
		{
			name: 'state/practice.svelte.ts',
			text: readFileSync(
				new URL('../../../src/lib/state/practice.svelte.ts', import.meta.url),
				'utf8'
			)
		}
	];

	it('never asks which kind of game it holds: the presenters’ practice forms answer', () => {
		expect(sources.length).toBeGreaterThanOrEqual(10);
		// The exercises take their own kind of game; none tests which kind it was handed.
		const asking = sources.filter(({ text }) =>
			/\binstanceof\b|\bkindOf\(|\.kind === '(tree|board)'/.test(text)
		);
		expect(asking.map(({ name }) => name)).toEqual([]);
		// The page and its state name no game at all.
		const naming = sources.filter(
			({ name, text }) => !name.includes('lib/practice/') && /\b(TicTacToe|TreeGame)\b/.test(text)
		);
		expect(naming.map(({ name }) => name)).toEqual([]);
	});
});

describe('the practice tree’s layout', () => {
	const game = gameFor(practiceStart());
	const open = (algorithm: SearchId) =>
		treeSheet(
			practiceFor(game).open(game, {
				source: practiceStart(),
				algorithm,
				windows: false,
				sheet: 1,
				mode: 'practice'
			})
		);

	it('spaces levels as the step-through page does for each search (taller under alpha-beta)', () => {
		for (const algorithm of ['minimax', 'alphabeta'] as const) {
			const { layout, exercise } = open(algorithm);
			const level = (layout.y[2] ?? 0) - (layout.y[1] ?? 0);
			expect(level).toBe(treePresenter.spacing(exercise.windowed).levelHeight);
		}
		// The figures the step-through page uses: 112 under minimax, 128 under alpha-beta.
		const levels = (['minimax', 'alphabeta'] as const).map((algorithm) => {
			const { layout } = open(algorithm);
			return (layout.y[4] ?? 0) - (layout.y[2] ?? 0);
		});
		expect(levels).toEqual([112, 128]);
	});
});

describe('the practice sheets', () => {
	const t = MESSAGES.en;
	const query = (source: GameSource, algorithm: SearchId = 'alphabeta') => ({
		source,
		algorithm,
		windows: false,
		sheet: 1,
		mode: 'practice' as const
	});
	const openSheet = (source: GameSource, algorithm: SearchId = 'alphabeta') => {
		const game = gameFor(source);
		return practiceFor(game).open(game, query(source, algorithm));
	};

	it("a tree's hint fills the first answer wrong, its solution is all correct", () => {
		const sheet = openSheet(practiceStart());
		// The windows' toggle: offered where the exercise's search gives its calls windows.
		expect(sheet.offersWindows).toBe(true);
		expect(openSheet(practiceStart(), 'minimax').offersWindows).toBe(false);
		sheet.hint();
		expect(sheet.note?.(t)).toBe(t.practice.hinted('n1'));
		// 15 answers (11 values, 4 cuts), all wrong on an empty sheet; the hint made n1's right.
		expect(sheet.check()).toMatchObject({ right: 1, total: 15 });
		sheet.solve();
		expect(sheet.result).toMatchObject({ errors: [], right: 15, total: 15 });
		sheet.hint();
		expect(sheet.note?.(t)).toBe(t.practice.nothingToHint);
		sheet.clear();
		expect(sheet.result).toBeNull();
	});

	it("a board's hint names the move it fills, then the pick; its solution is all correct", () => {
		const board: GameSource = {
			kind: 'board',
			board: 'O.XX.X.OO',
			toMove: null,
			ai: 'X',
			scoring: 'article'
		};
		const sheet = openSheet(board);
		expect(sheet.offersWindows).toBe(false);
		expect(sheet.Worksheet).toBeNull();
		for (const cell of [1, 4, 6]) {
			sheet.hint();
			expect(sheet.note?.(t)).toBe(t.practice.hintedMove(cell));
		}
		sheet.hint();
		expect(sheet.note?.(t)).toBe(t.practice.hintedPick(4));
		// Three scores, the move cut short (cell 6) and the pick.
		expect(sheet.check()).toMatchObject({ errors: [], right: 5, total: 5 });
		sheet.clear();
		sheet.solve();
		expect(sheet.result).toMatchObject({ errors: [], right: 5, total: 5 });
		// Under minimax: three scores and the pick.
		const plain = openSheet(board, 'minimax');
		plain.solve();
		expect(plain.result).toMatchObject({ errors: [], right: 4, total: 4 });
	});
});
