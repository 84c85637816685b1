import type { Move, Position } from '$lib/engine';
import { spacedZh } from '$lib/i18n/narration/chinese';
import { SENTENCES, type CountWords, type MctsSentences } from './messages';
import type { MctsStep } from './steps';
import type { MctsTrace } from './trace';

/**
 * MCTS told in sentences, for any step from its index alone (steps.ts): the step's iteration and
 * phase are read from the trace, never replayed. The game's words for a move, a side and a value
 * come in `MctsWords`, so nothing here names a game.
 */

/** How the game names things, in the reader's language (from its presenter, in the view). */
export interface MctsWords {
	/**
	 * A move played at `from` as a sentence names it: "cell 4", "column 4"; in a tree, the node it
	 * reaches as the tree names it ("B", "n6").
	 */
	move(move: Move, from: Position): string;
	/** A node's own name where the game's drawings name nodes (a tree's "A", "n6"); else null. */
	name(position: Position): string | null;
	/** The side to move at `position`, with its role: "X max", "max". */
	side(position: Position): string;
	/** A score as labels print it: "+10", "3". */
	value(score: number): string;
	/**
	 * A finished game's score says who won by its sign (+ the maximiser, − the minimiser, 0 a
	 * draw: boards, the game module's `figure.signed`); false where a score is a value (trees).
	 */
	readonly signed: boolean;
}

/** Most choices of a path and moves of a playout said one by one; the rest are counted. */
const CHOICES_SAID = 4;
/** A phone's shorter telling says fewer choices. */
const CHOICES_SAID_BRIEF = 3;
const MOVES_SAID = 12;

/** A number as the narration prints it: at most two decimals, none when whole. */
const shown = (value: number): string => String(Math.round(value * 100) / 100);
/** A reward, to two decimals always, as the playout's panel and the tree's W/N write it. */
const reward = (value: number): string => value.toFixed(2);
/**
 * A total W of rewards: whole when it is, else to two decimals as the rewards it adds up (W = 0.90
 * beside r = 0.90, never 0.9).
 */
const total = (value: number): string => {
	const cents = Math.round(value * 100);
	return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
};

/** A term of UCB1 and its sum, to two decimals always, so the terms line up. */
const term = (value: number): string => value.toFixed(2);

/**
 * The sentence for `step` of `trace` in `lang` (English when the language has no sentences);
 * `brief`: told shorter for a phone's box (each choice's UCB1 as its two terms' sum, the counts
 * left to the tree's cards), so it is read whole without scrolling.
 */
export function narrateMcts(
	trace: MctsTrace,
	step: MctsStep,
	lang: string,
	words: MctsWords,
	brief = false
): string {
	return spaced(lang, phaseText(trace, step, lang, words, brief));
}

/** Chinese is spaced once, over the whole sentence, wherever its pieces were joined. */
const spaced = (lang: string, text: string) => (lang === 'zh' ? spacedZh(text) : text);

function phaseText(
	trace: MctsTrace,
	step: MctsStep,
	lang: string,
	words: MctsWords,
	brief: boolean
): string {
	const t = SENTENCES[lang] ?? (SENTENCES['en'] as MctsSentences);
	const i = step.iteration;
	if (step.phase === null || i < 1)
		return t.start({
			side: words.side(trace.root),
			c: shown(trace.settings.exploration),
			iterations: trace.iterations,
			root: words.name(trace.root)
		});
	if (step.phase === 'select') return selection(trace, i, t, words, brief);
	if (step.phase === 'expand') return expansion(trace, i, t, words);
	if (step.phase === 'simulate') return simulation(trace, i, t, words);
	return backPropagation(trace, i, t, words, brief);
}

/**
 * The whole of iteration `iteration` told at once, for a step by iteration: the selection's
 * sentence (each choice with its UCB1 figures), then the other three phases in one sentence;
 * `brief` as `narrateMcts`'s (where selection stops is then left to the expansion's move).
 */
export function narrateIteration(
	trace: MctsTrace,
	iteration: number,
	lang: string,
	words: MctsWords,
	brief = false
): string {
	if (iteration < 1) return narrateMcts(trace, { iteration: 0, phase: null }, lang, words);
	const t = SENTENCES[lang] ?? (SENTENCES['en'] as MctsSentences);
	const path = trace.path(iteration);
	const last = path[path.length - 1] ?? 0;
	const added = trace.expanded(iteration)
		? { move: moveInto(trace, last, words), side: chooser(trace, last, words) }
		: null;
	return spaced(
		lang,
		selection(trace, iteration, t, words, brief, false) +
			(brief ? t.restBrief : t.rest)({
				added,
				count: trace.playout(iteration).length,
				value: words.value(trace.score(iteration)),
				r: reward(trace.reward(iteration)),
				nodes: path.length,
				visits: trace.visits(0, iteration),
				wins: total(trace.wins(0, iteration)),
				root: words.name(trace.root)
			})
	);
}

/** The move into `node` (a tree: the node's name), as `words.move` says it. */
function moveInto(trace: MctsTrace, node: number, words: MctsWords): string {
	return words.move(trace.move(node) ?? 0, trace.position(trace.parent(node) ?? node));
}

/** The node by its own name (a tree's), else named by the moves from the root to it. */
function nodeName(trace: MctsTrace, node: number, t: MctsSentences, words: MctsWords): string {
	const own = words.name(trace.position(node));
	if (own !== null) return t.named(own);
	const moves: string[] = [];
	for (let at: number | null = node; at !== null && at !== 0; at = trace.parent(at))
		moves.unshift(moveInto(trace, at, words));
	return t.path(moves);
}

/** The side that chose `node`: the side to move at its parent (at the root, there). */
function chooser(trace: MctsTrace, node: number, words: MctsWords): string {
	return words.side(trace.position(trace.parent(node) ?? node));
}

function selection(
	trace: MctsTrace,
	i: number,
	t: MctsSentences,
	words: MctsWords,
	brief = false,
	/** A brief telling says where the path stops (by iteration the expansion's move says it). */
	stops = true
): string {
	const path = trace.path(i);
	// The path's last node is the new one when the iteration expanded: not chosen by UCB1.
	const chosen = trace.expanded(i) ? path.length - 1 : path.length;
	const last = path[chosen - 1] ?? 0;
	const untried = trace.expanded(i) ? moveInto(trace, path[chosen] ?? 0, words) : '';
	const root = words.name(trace.root);
	if (chosen <= 1)
		return trace.expanded(i)
			? t.selectAtRoot({ iteration: i, move: untried, root })
			: t.selectRootOver({ iteration: i, root });
	const choices: string[] = [];
	const most = brief ? CHOICES_SAID_BRIEF : CHOICES_SAID;
	for (let k = 1; k < Math.min(chosen, most + 1); k++) {
		const node = path[k] ?? 0;
		const parent = path[k - 1] ?? 0;
		const visits = trace.visits(node, i - 1);
		const mean = term(trace.wins(node, i - 1) / visits);
		const ucb = term(trace.ucb(node, i - 1));
		const side = chooser(trace, node, words);
		const move = moveInto(trace, node, words);
		choices.push(
			brief
				? t.choiceBrief({ side, move, mean, bonus: difference(ucb, mean), ucb })
				: t.choice({
						side,
						move,
						mean,
						c: shown(trace.settings.exploration),
						parentVisits: trace.visits(parent, i - 1),
						visits,
						ucb,
						among: trace.children(parent, i - 1).length
					})
		);
	}
	const hidden = Math.max(0, chosen - 1 - most);
	if (brief) {
		const said = t.selectBrief({
			iteration: i,
			choices,
			hidden,
			c: shown(trace.settings.exploration)
		});
		if (!stops) return said;
		return said + (trace.expanded(i) ? t.stopsBrief({ move: untried }) : t.overBrief());
	}
	const said = t.select({ iteration: i, choices, hidden, root });
	const name = nodeName(trace, last, t, words);
	return trace.expanded(i)
		? said + t.selectStops({ node: name, move: untried })
		: said + t.selectOver({ node: name });
}

/** UCB1's exploration term as printed: the sum less the mean, so the two terms add up as shown. */
function difference(sum: string, mean: string): string {
	return ((Math.round(Number(sum) * 100) - Math.round(Number(mean) * 100)) / 100).toFixed(2);
}

function expansion(trace: MctsTrace, i: number, t: MctsSentences, words: MctsWords): string {
	const path = trace.path(i);
	const last = path[path.length - 1] ?? 0;
	if (!trace.expanded(i))
		return t.expandOver({
			node: nodeName(trace, last, t, words),
			value: words.value(trace.score(i))
		});
	const parent = trace.parent(last) ?? 0;
	return t.expand({
		move: moveInto(trace, last, words),
		side: words.side(trace.position(parent)),
		parent: nodeName(trace, parent, t, words)
	});
}

/** The side that maximises (or minimises), named from a position of the iteration where it moves. */
function sideOf(
	trace: MctsTrace,
	i: number,
	maximizing: boolean,
	t: MctsSentences,
	words: MctsWords
): string {
	const { game } = trace;
	const positions = Array.from(trace.path(i), (node) => trace.position(node));
	let at = positions[positions.length - 1] ?? trace.root;
	for (const move of trace.playout(i)) {
		at = game.play(at, move);
		positions.push(at);
	}
	const found = positions.find((p) => !game.isTerminal(p) && game.isMaximizing(p) === maximizing);
	return found === undefined ? (maximizing ? t.maximiser : t.minimiser) : words.side(found);
}

function simulation(trace: MctsTrace, i: number, t: MctsSentences, words: MctsWords): string {
	const playout = trace.playout(i);
	const moves: string[] = [];
	let at = trace.position(trace.path(i).at(-1) ?? 0);
	for (const move of playout.subarray(0, MOVES_SAID)) {
		moves.push(words.move(move, at));
		at = trace.game.play(at, move);
	}
	const said =
		playout.length === 0
			? t.simulateNone()
			: t.simulate({
					moves,
					hidden: playout.length - moves.length,
					count: playout.length,
					toLeaf: !words.signed
				});
	const score = trace.score(i);
	const value = words.value(score);
	const r = reward(trace.reward(i));
	if (!words.signed) return said + t.valued({ value, r, max: sideOf(trace, i, true, t, words) });
	if (score === 0) return said + t.drawn({ value, r });
	return said + t.won({ value, r, winner: sideOf(trace, i, score > 0, t, words) });
}

function backPropagation(
	trace: MctsTrace,
	i: number,
	t: MctsSentences,
	words: MctsWords,
	brief = false
): string {
	const root = words.name(trace.root);
	const counts: CountWords[] = Array.from(trace.path(i), (node) => ({
		node: node === 0 ? (root ?? t.root) : moveInto(trace, node, words),
		visits: trace.visits(node, i),
		wins: total(trace.wins(node, i))
	}));
	// The sides that chose the path's nodes: the side to move at each node's parent.
	const choosers: { max: string | null; min: string | null } = { max: null, min: null };
	for (const node of trace.path(i)) {
		const at = trace.position(trace.parent(node) ?? node);
		const role = trace.game.isMaximizing(at) ? 'max' : 'min';
		choosers[role] ??= words.side(at);
	}
	const told = {
		root,
		r: reward(trace.reward(i)),
		rest: reward(1 - trace.reward(i)),
		...choosers,
		counts
	};
	return brief ? t.backpropagateBrief(told) : t.backpropagate(told);
}
