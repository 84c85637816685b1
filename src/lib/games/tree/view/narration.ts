import { orderingOf, reorderedMoves, type Move, type Position } from '$lib/engine';
import { explicitTree } from '$lib/games/tree/rules';
import { limitWords } from '$lib/i18n/narration/limit';
import { events } from '$lib/i18n/narration/events';
import { words } from '$lib/i18n/narration/words';
import { weighted } from '$lib/player/narration/chance';
import { levelOf } from '$lib/player/narration/level';
import { listedOf } from '$lib/player/narration/lists';
import {
	exactValue,
	windowedName,
	type GameNarration,
	type NarrationContext,
	type OpeningContext
} from '../../narration';
import { treeEvents } from './words';

/**
 * Explicit trees told for people: a call carries its node ("FC3 (n4)", its own name "FC3
 * (B)", or article 004's letter when asked), moves are children, the sides are max and min, and leaves are worth
 * their value.
 */

/**
 * The node's own name (the tree form's), else its walkthrough letter when letters are asked for
 * and the tree has them; null when neither.
 */
function letter({ trace, presenter, letters }: OpeningContext, position: Position): string | null {
	const own = explicitTree(trace.game).name(position);
	if (own !== null) return own;
	return letters ? (presenter.letter?.(trace.game, position) ?? null) : null;
}

/** "n4", or its name: "B" from the tree form, "A" with the walkthrough letters. */
function node(context: OpeningContext, position: Position): string {
	const number = explicitTree(context.trace.game).levelOrderNumber(position);
	return letter(context, position) ?? words[context.lang].node(number);
}

/**
 * Where `move` comes among `call`'s moves: in the order a reordering search tries them (the order
 * the tree draws them: ordered alpha-beta's D, B, C), `searched`; else the tree's own order.
 */
function place({ trace }: NarrationContext, call: number, move: Move) {
	const order = reorderedMoves(trace, call);
	const at = order?.indexOf(move) ?? -1;
	const moved = order !== null && order.some((each, k) => each !== k);
	return moved && at >= 0 ? { at, searched: true } : { at: move, searched: false };
}

/** The node a move from `call` leads to. */
function after({ trace }: NarrationContext, call: number, move: Move): Position {
	return trace.game.play(trace.position(call), move);
}

export const treeNarration: GameNarration = {
	callName: (context, call) =>
		words[context.lang].named(`FC${call}`, node(context, context.trace.position(call))),
	moveName(context, call, move) {
		const { at, searched } = place(context, call, move);
		return words[context.lang].child(at, node(context, after(context, call, move)), searched);
	},
	moveList(context, call, moves) {
		const t = words[context.lang];
		// Only the moves the list shows are named; letters are checked until the first node without.
		const position = (at: number) => after(context, call, moves[at] ?? 0);
		const lettered = moves.every((move) => letter(context, after(context, call, move)) !== null);
		if (lettered)
			return t.list(listedOf(moves.length, (at) => letter(context, position(at)) ?? ''));
		const tree = explicitTree(context.trace.game);
		return t.nodes(listedOf(moves.length, (at) => t.node(tree.levelOrderNumber(position(at)))));
	},

	tryText(context, call) {
		const { trace, lang } = context;
		const parent = trace.parent(call) ?? 1;
		const { at, searched } = place(context, parent, trace.via(call) ?? 0);
		return treeEvents[lang].tryChild({
			parent: context.name(parent),
			move: at,
			child: context.name(call),
			searched
		});
	},
	enterText(context, call, window, brief = false) {
		const { trace, lang } = context;
		const t = treeEvents[lang];
		const name = context.name(call);
		const start = events[lang].start({
			name,
			...levelOf(trace, call),
			root: call === 1,
			after: null
		});
		const position = trace.position(call);
		if (trace.game.isTerminal(position)) return t.enterLeaf(start);
		const children = trace.game.moves(position).length;
		if (trace.isChance(call)) {
			const weights = weighted(trace, call);
			const listed = weights && words[lang].list(listedOf(children, (at) => String(weights[at])));
			return t.enterChance({ start, children, weights: listed });
		}
		const text = t.enterTree({ start, maximizing: trace.isMaximizing(call), children, window });
		// The ordered alpha-beta sorts the children by their first leaf, the best- or worst-first
		// order by their true values: the order, and why.
		const reordered = reorderedMoves(trace, call);
		if (reordered === null || children === 1) return text;
		const moves = treeNarration.moveList(context, call, reordered);
		const order = orderingOf(trace.settings);
		const ahead = brief
			? words[lang].orderAheadBrief(moves)
			: order === 'given'
				? words[lang].orderAhead({ moves, rule: words[lang].treeOrder })
				: words[lang].oracleAhead({ moves, best: order === 'best' });
		return words[lang].sentences([text, ahead]);
	},
	finishedText: (context, call) =>
		treeEvents[context.lang].leafReturn({
			name: context.name(call),
			worth: context.presenter.value(context.trace.score(call)),
			score: context.returnedValue(call)
		}),
	estimateText(context, call) {
		const { trace, presenter, lang } = context;
		// The rule TreeGame.evaluate follows: the first child, down to a leaf.
		let leaf = trace.position(call);
		while (!trace.game.isTerminal(leaf)) leaf = trace.game.play(leaf, 0);
		return limitWords[lang].treeEvaluation({
			leaf: node(context, leaf),
			value: presenter.value(trace.score(call))
		});
	},
	sideName: (context, maximizing) => words[context.lang].treeSide(maximizing),

	startText: (context) =>
		context.trace.averages
			? treeEvents[context.lang].startChance({
					root: node(context, context.trace.position(1)),
					kind: context.trace.nodeKind(1),
					stated: context.trace.game.declaresChance === true
				})
			: treeEvents[context.lang].startTree({
					root: node(context, context.trace.position(1)),
					maximizing: context.trace.isMaximizing(1),
					windowed: windowedName(context.trace, context.lang)
				}),
	// A tree's root always has children to search.
	overText: () => null,
	answerText(context) {
		const { trace, lang } = context;
		return treeEvents[lang].finishTree({
			score: exactValue(context, 1),
			maximizing: trace.isMaximizing(1),
			through: treeNarration.moveName(context, 1, trace.bestMove(1) ?? 0)
		});
	},
	// Article 004's walkthrough gets its tree right: nothing to correct.
	articleNote: () => null
};
