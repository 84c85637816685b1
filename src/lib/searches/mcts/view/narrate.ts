import { moduleOf, type Game } from '$lib/engine';
import { drawnNodeName } from '$lib/games/node-names';
import type { GamePresenter } from '$lib/games/presenter';
import type { Lang } from '$lib/i18n';
import { longestOf } from '$lib/player/narration/longest';
import { narrateIteration, narrateMcts, type MctsWords } from '../narration';
import { MCTS_PHASES, type MctsStep } from '../steps';
import type { MctsRun } from './run';
import { nameAfter } from './tree-nodes';

/**
 * The game's words for the narration, from its presenter, in `lang`: a move, or in a tree the node
 * it reaches as the tree names it, and a node's own name.
 */
export function mctsWords(game: Game, presenter: GamePresenter, lang: Lang): MctsWords {
	return {
		move: (move, from) => nameAfter(presenter, game, from, move) ?? presenter.moveName(move, lang),
		name: (position) => drawnNodeName(presenter, game, position),
		side: (position) => presenter.side(game, position, lang),
		value: (score) => presenter.value(score),
		signed: moduleOf(game).figure?.signed === true
	};
}

/**
 * The step's narration: its phase's sentence, or stepping by iteration (`whole`) the whole
 * iteration, why each child was selected first; `brief`, told shorter for a phone.
 */
export function narrate(
	run: MctsRun,
	step: MctsStep,
	lang: Lang,
	whole = false,
	brief = false
): string {
	const words = mctsWords(run.game, run.presenter, lang);
	return whole
		? narrateIteration(run.record, step.iteration, lang, words, brief)
		: narrateMcts(run.record, step, lang, words, brief);
}

/** Iterations sampled for the tallest narration: the first ones and the last (the box's height). */
const SAMPLED = 60;
/** The longest playouts sampled too (their phase's telling names the most moves). */
const LONGEST = 8;
/** At most this many of the deepest paths' iterations sampled (the latest: the largest counts). */
const DEEPEST = 200;

/** The `LONGEST` iterations with the longest playouts, the later first among equals. */
function longestPlayouts(run: MctsRun): number[] {
	const { record } = run;
	const found: { iteration: number; moves: number }[] = [];
	for (let iteration = record.iterations; iteration >= 1; iteration--) {
		const moves = record.playout(iteration).length;
		if (found.length === LONGEST && moves <= (found.at(-1)?.moves ?? 0)) continue;
		found.push({ iteration, moves });
		found.sort((a, b) => b.moves - a.moves);
		found.length = Math.min(found.length, LONGEST);
	}
	return found.map((each) => each.iteration);
}

/**
 * The iterations whose narrations are the longest: every phase of the first ones and the last
 * (the largest counts) and of the longest playouts; and the whole iteration and back-propagation
 * (which say the path, node by node) of those whose paths are the deepest or a node shorter (a
 * path that ends at a finished game says one choice more).
 */
function sampledIterations(run: MctsRun): { every: Set<number>; deep: number[] } {
	const { record } = run;
	const { iterations } = record;
	const every = new Set<number>(longestPlayouts(run));
	for (let k = 1; k <= Math.min(SAMPLED, iterations); k++) every.add(k).add(iterations + 1 - k);
	const depth = (iteration: number) => record.path(iteration).length;
	let deepest = 0;
	for (let iteration = 1; iteration <= iterations; iteration++)
		deepest = Math.max(deepest, depth(iteration));
	const deep: number[] = [];
	for (let iteration = iterations; iteration >= 1 && deep.length < DEEPEST; iteration--)
		if (depth(iteration) >= deepest - 1 && !every.has(iteration)) deep.push(iteration);
	return { every, deep };
}

/** The longest tellings the page measures (a text a little shorter may wrap to a line more). */
const MEASURED = 12;

/**
 * The longest narrations of any phase, or whole iteration, of the sampled iterations (the box's
 * height is the tallest, measured), told in full and briefly, paired longest with longest (a
 * phone's box holds every brief telling whole, a tablet's every full one).
 */
export function tallestNarrations(run: MctsRun, lang: Lang): { text: string; short: string }[] {
	const { every, deep } = sampledIterations(run);
	const longest = (brief: boolean) => {
		const texts = [narrate(run, { iteration: 0, phase: null }, lang)];
		const whole = (iteration: number) =>
			narrate(run, { iteration, phase: 'backpropagate' }, lang, true, brief);
		for (const iteration of every) {
			for (const phase of MCTS_PHASES)
				texts.push(narrate(run, { iteration, phase }, lang, false, brief));
			texts.push(whole(iteration));
		}
		for (const iteration of deep)
			texts.push(
				whole(iteration),
				narrate(run, { iteration, phase: 'backpropagate' }, lang, false, brief)
			);
		return longestOf(
			texts,
			(text) => text.length,
			(text) => text,
			MEASURED
		);
	};
	const [full, brief] = [longest(false), longest(true)];
	return Array.from({ length: Math.max(full.length, brief.length) }, (_, k) => ({
		text: full[Math.min(k, full.length - 1)] ?? '',
		short: brief[Math.min(k, brief.length - 1)] ?? ''
	}));
}
