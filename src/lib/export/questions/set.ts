import type { CutRule, Fraction, Game, SearchId } from '$lib/engine';
import { gameFor, sourceOf } from '$lib/engine/game-catalog';
import {
	companionSearchId,
	exerciseSearchIds,
	practisedAs,
	runsBy,
	searchIds,
	searchName,
	traceDeclaration
} from '$lib/engine/search-catalog';
import { defaultSearchId, plainSearch } from '$lib/engine/search';
import { plainOptions } from '$lib/engine/search-settings';
import { search } from '$lib/engine/run';
import type { Lang } from '$lib/i18n/lang';
import { Exercise, type PracticeNode, type PractisedTree } from '$lib/practice/exercise';
import { readQuery } from '$lib/player/query';
import { PRACTICE_LIMITS, writePracticeQuery, type PracticeQuery } from '$lib/practice/link';
import { recordMcts } from '$lib/searches/mcts/trace';
import type { Figure } from '../figure';
import { FIGURE_NODE_LIMIT, figureAtStep, figureSourceOf, lastStep } from '../figure-file';
import { InputError } from '$lib/engine/errors';
import { QUESTION_WORDS } from './words';

/**
 * A question set for a course's quiz tool (issue 47): seeded random trees, as the practice page
 * draws them (question i is the tree of seed S + i, the printed worksheet's i-th exercise), each
 * asked one kind of question, and every answer read from the engine's own trace, as the
 * practice page checks it. Plain data; moodle.ts, canvas.ts, prairielearn.ts and csv.ts write it.
 */

const CALL_KINDS = ['root', 'values', 'cuts', 'calls', 'window', 'chance'];

/**
 * The kinds of question: six on a search by calls, and one per search by iterations (UCB1's
 * next choice at the root), named as that search is.
 */
export const questionKinds = (): readonly string[] => [...CALL_KINDS, ...searchIds('iterations')];
export type QuestionKind = string;
const byIterations = (kind: QuestionKind) => !CALL_KINDS.includes(kind);

export interface QuestionSetSpec {
	readonly kind: QuestionKind;
	readonly count: number;
	readonly seed: number;
	readonly depth: number;
	readonly branching: number | readonly [number, number];
	readonly min: number;
	readonly max: number;
	readonly algorithm: SearchId;
	readonly cut: CutRule;
	readonly lang: Lang;
}

/** A number typed in (exact, or an average to two decimal places), or options ticked. */
export type Blank =
	| { kind: 'number'; node: string; answer: number; tolerance: number; text: string }
	| { kind: 'pick'; node: string; options: string[]; right: boolean[]; many: boolean };

export interface Question {
	readonly seed: number;
	/** The tree as the practice page reads it: nested lists, numbers at the leaves. */
	readonly tree: string;
	/** The setting, the rules and the lettering, one paragraph each. */
	readonly intro: readonly string[];
	readonly ask: string;
	readonly blanks: readonly Blank[];
	readonly solution: readonly string[];
}

export interface QuestionSet {
	readonly spec: QuestionSetSpec;
	readonly title: string;
	/** The practice page's link to the set's trees (the first seed, a sheet of them). */
	readonly link: string;
	readonly questions: readonly Question[];
}

/** The search a kind is asked about: chance and MCTS have their own; the others the spec's. */
export function questionSearch(spec: Pick<QuestionSetSpec, 'kind' | 'algorithm'>): SearchId {
	if (spec.kind === 'chance')
		return exerciseSearchIds().find((id) => traceDeclaration(id).averages) ?? spec.algorithm;
	if (byIterations(spec.kind)) return spec.kind;
	const practised = practisedAs(spec.algorithm) ?? spec.algorithm;
	// Cuts and windows are alpha-beta's: a search without a window is asked them as alpha-beta.
	const windowed = spec.kind !== 'cuts' && spec.kind !== 'window';
	return windowed || traceDeclaration(practised).window ? practised : companionSearchId();
}

/** A node's letters: 1 A, 26 Z, 27 AA (level order, as the practice page numbers nodes). */
export function letters(number: number): string {
	let text = '';
	for (let n = number; n > 0; n = Math.floor((n - 1) / 26))
		text = String.fromCharCode(65 + ((n - 1) % 26)) + text;
	return text;
}

/** The figure's "n4" names as letters. */
function lettered(figure: Figure): Figure {
	const nodes = figure.nodes.map((node) => {
		const number = /^n(\d+)$/.exec(node.label ?? '')?.[1];
		return number === undefined ? node : { ...node, label: letters(Number(number)) };
	});
	return { ...figure, nodes };
}

function figureOf(game: PractisedTree, algorithm: SearchId, boxes: boolean): Figure {
	const trace = search(game, plainOptions(plainSearch(algorithm)));
	const source = figureSourceOf(trace);
	if (!source) throw new RangeError('The tree is too big to draw.');
	const options = { answerBoxes: boxes, labels: 'names' } as const;
	return lettered(figureAtStep(source, lastStep(trace), options));
}

/** The tree under the root as nested lists. */
function nested(game: PractisedTree, position = game.root): unknown {
	const leaf = game.leafValue(position);
	return leaf ?? game.moves(position).map((move) => nested(game, game.play(position, move)));
}

/** A value to type: exact when whole, else to two decimal places (the text gives the fraction). */
function numberBlank(node: string, value: number, exact: Fraction | null): Blank {
	if (exact === null || exact.isWhole)
		return { kind: 'number', node, answer: value, tolerance: 0, text: String(value) };
	const rounded = Math.round(value * 100) / 100;
	return { kind: 'number', node, answer: rounded, tolerance: 0.005, text: `${exact} ≈ ${rounded}` };
}

/** MCTS's iterations before the question: every child of the root visited a few times. */
const mctsIterations = (children: number) => 4 * children;

type Asked = { ask: string; blanks: Blank[]; solution: string[] } | null;

/** What a kind asks of one exercise; null where this tree has nothing to ask (the next seed then). */
function asked(
	spec: QuestionSetSpec,
	game: PractisedTree,
	exercise: Exercise,
	seed: number
): Asked {
	const w = QUESTION_WORDS[spec.lang];
	const name = (node: PracticeNode) => letters(node.number);
	const root = exercise.node(1);
	const visited = exercise.order.map((n) => exercise.node(n)).filter((node) => node.call !== null);
	const said = (blanks: Blank[]) =>
		blanks.map((b) => (b.kind === 'number' ? `${b.node} = ${b.text}` : ''));
	if (spec.kind === 'root' || spec.kind === 'values') {
		const nodes = spec.kind === 'root' ? [root] : visited.filter((node) => node.leaf === null);
		const blanks = nodes.map((node) => numberBlank(name(node), node.value ?? 0, node.exact));
		const ask = spec.kind === 'root' ? w.ask.root('A') : w.ask.values(nodes.map(name).join(', '));
		return { ask, blanks, solution: said(blanks) };
	}
	if (spec.kind === 'calls') {
		const blanks = [numberBlank('A', exercise.trace.calls, null)];
		return { ask: w.ask.calls, blanks, solution: [`${w.answer}: ${exercise.trace.calls}`] };
	}
	if (spec.kind === 'cuts') {
		const edges = visited.flatMap((node) => node.children.map((child) => exercise.node(child)));
		const options = edges.map((node) => w.edge(letters(node.parent ?? 1), name(node)));
		const right = edges.map((node) => exercise.isCutTop(node.number));
		const cut = options.filter((_, at) => right[at]);
		const blanks: Blank[] = [{ kind: 'pick', node: 'A', options, right, many: true }];
		return { ask: w.ask.cuts, blanks, solution: [`${w.cut}: ${cut.join(', ') || '—'}`] };
	}
	if (spec.kind === 'window') {
		const finite = visited.filter(
			(node) =>
				node.number !== 1 &&
				node.window !== null &&
				Number.isFinite(node.window.alpha) &&
				Number.isFinite(node.window.beta)
		);
		const node = finite.at(-1);
		if (!node?.window) return null;
		const blanks = [
			numberBlank('α', node.window.alpha, null),
			numberBlank('β', node.window.beta, null)
		];
		return { ask: w.ask.window(name(node)), blanks, solution: said(blanks) };
	}
	if (spec.kind === 'chance') {
		const node = exercise.node(root.children.at(-1) ?? 1);
		if (node.role !== 'chance' || node.exact === null) return null;
		const blanks = [numberBlank(name(node), node.value ?? 0, node.exact)];
		return {
			ask: w.ask.chance(name(node)),
			blanks,
			solution: [
				`${name(node)} = ${node.sum} = ${blanks[0]?.kind === 'number' ? blanks[0].text : ''}`
			]
		};
	}
	// mcts: UCB1's next choice at the root, read from the iteration after the counts shown.
	const iterations = mctsIterations(root.children.length);
	const trace = recordMcts(game, game.root, {
		iterations: iterations + 1,
		seed,
		exploration: Math.SQRT2
	});
	const children = trace.children(0, iterations);
	const options = children.map((_, at) => letters(root.children[at] ?? 1));
	const chosen = trace.path(iterations + 1)[1];
	const right = children.map((child) => child === chosen);
	const counts = children.map((child, at) =>
		w.visitsWins(
			options[at] ?? '',
			trace.visits(child, iterations),
			String(+trace.wins(child, iterations).toFixed(3))
		)
	);
	const ask = `${w.ask.mcts(iterations, '√2')} ${counts.join('; ')}.`;
	return {
		ask,
		blanks: [{ kind: 'pick', node: 'A', options, right, many: false }],
		solution: [`${w.answer}: ${options[right.indexOf(true)]}`]
	};
}

/** The random tree of `seed`, as the practice page's link draws it from the spec's recipe. */
function treeOf(spec: QuestionSetSpec, seed: number): PractisedTree {
	const { depth, min, max } = spec;
	const branching = typeof spec.branching === 'number' ? spec.branching : spec.branching.join('-');
	const recipe = { seed, depth, branching, min, max };
	const params = new URLSearchParams(
		Object.entries(recipe).map(([key, value]) => [key, String(value)])
	);
	const game: Game = gameFor(readQuery(params).query.source);
	if (!('levelOrderNumber' in game)) throw new TypeError('A question set is asked on a tree.');
	return game as PractisedTree;
}

/**
 * A question's figures: the whole tree with its letters and leaves, inner values left as boxes
 * (drawn from the search that visits every node), and the asked search's finished figure.
 */
export function questionFigures(
	set: QuestionSet,
	question: Question
): { figure: Figure; solved: Figure } {
	const game = treeOf(set.spec, question.seed);
	const algorithm = questionSearch(set.spec);
	const full = traceDeclaration(algorithm).averages ? algorithm : defaultSearchId();
	const solved = figureOf(game, runsBy(algorithm) === 'iterations' ? full : algorithm, false);
	return { figure: figureOf(game, full, true), solved };
}

/**
 * The set a spec asks for: `count` questions from `seed` on, a tree that has nothing to ask
 * skipped; `site` the address the practice page's link starts with (the page's own).
 */
export function questionSet(spec: QuestionSetSpec, site = ''): QuestionSet {
	const w = QUESTION_WORDS[spec.lang];
	const algorithm = questionSearch(spec);
	const exerciseSearch = byIterations(spec.kind) ? defaultSearchId() : algorithm;
	const searchWords = searchName(algorithm, spec.lang);
	const questions: Question[] = [];
	for (let seed = spec.seed; questions.length < spec.count; seed++) {
		const game = treeOf(spec, seed);
		// A figure past this is unreadable on paper, and a quiz's tree is drawn.
		if (game.size > FIGURE_NODE_LIMIT)
			throw new InputError('cliFigureTooBig', { nodes: game.size, limit: FIGURE_NODE_LIMIT });
		const exercise = new Exercise({
			game,
			algorithm: exerciseSearch,
			windows: true,
			cut: spec.cut
		});
		const found = asked(spec, game, exercise, seed);
		const tried = seed - spec.seed + 1;
		if (found === null && tried >= 100 + 10 * spec.count)
			throw new InputError('cliNoQuestions', { tried });
		if (found === null) continue;
		const rules = [
			...(exercise.windowed ? [w.cutRule(spec.cut === 'gt' ? 'α > β' : 'α ≥ β')] : []),
			...(exercise.averages ? [w.chance] : [])
		];
		const intro = [w.setup(searchWords, w.max), w.lettering, ...rules];
		questions.push({
			seed,
			tree: JSON.stringify(nested(game)),
			intro,
			...found
		});
	}
	const query: PracticeQuery = {
		source: sourceOf(treeOf(spec, spec.seed)),
		algorithm: exerciseSearch,
		windows: spec.kind === 'window',
		sheet: Math.min(spec.count, PRACTICE_LIMITS.maxSheet),
		mode: 'practice',
		cut: spec.cut
	};
	const title = w.title(w.kinds[spec.kind] ?? spec.kind, searchWords);
	return { spec, title, link: `${site}practice${writePracticeQuery(query, spec.lang)}`, questions };
}
