import type { SearchWords } from '$lib/engine/search-catalog';
import { expectimaxNote } from './note';
import type { ModuleListing } from '$lib/engine';
import { TITLES } from './messages';
import { endLines, writtenListing, type Tagged } from '../module-listing';

/**
 * Expectimax written over any game, in JavaScript, Python and pseudocode: the game's own calls
 * (is it over, its score, is it a chance node and the probability of each move there, whose turn
 * maximises, its moves, the position after a move) are the ones the engine makes. A chance node
 * sums each child's value times its probability (AIMA's expectiminimax; 1/n each where the moves
 * are alike, the average); any other node keeps its best child as minimax does, max the highest
 * and min the lowest, each comparison on its own line (`keep`, `keepMin`) so the one that runs is
 * lit. Python keeps the sums exact with `Fraction`, as the engine does. Each line keeps within
 * the code panel's 46 columns.
 */

function javascript(limit: number | null): readonly Tagged[] {
	const depth = limit !== null;
	const call = depth ? 'expectimax(game, child, depth + 1)' : 'expectimax(game, child)';
	return [
		[depth ? 'function expectimax(game, pos, depth) {' : 'function expectimax(game, pos) {'],
		...endLines('js', limit),
		['  const moves = game.moves(pos);'],
		['  if (game.isChance(pos)) {'],
		['    // probabilities: 1/n each if alike'],
		['    const p = game.probabilities(pos);'],
		['    let total = 0;'],
		['    for (const [i, move] of moves.entries()) {', 'chanceMoves'],
		['      const child = game.play(pos, move);'],
		['      const { score } ='],
		[`        ${call};`, 'chanceCall'],
		['      total += p[i] * score;', 'chanceAdd'],
		['    }'],
		['    return { score: total };', 'chanceReturn'],
		['  }'],
		['  const max = game.isMax(pos);'],
		['  let best = { move: null,'],
		['    score: max ? -Infinity : Infinity };'],
		['  for (const move of moves) {', 'moves'],
		['    const child = game.play(pos, move);'],
		['    const { score } ='],
		[`      ${call};`, 'call'],
		['    if (max ? score > best.score', 'keep'],
		['            : score < best.score)', 'keepMin'],
		['      best = { score, move };'],
		['  }'],
		['  return best;', 'returnBest'],
		['}']
	];
}

function python(limit: number | null): readonly Tagged[] {
	const depth = limit !== null;
	// Under a limit the call is wrapped, to keep within the panel.
	const call = (indent: string, role: string): readonly Tagged[] =>
		depth
			? [[`${indent}score, _ = expectimax(`, role], [`${indent}    game, child, depth + 1)`]]
			: [[`${indent}score, _ = expectimax(game, child)`, role]];
	return [
		['import math'],
		['from fractions import Fraction'],
		[''],
		[depth ? 'def expectimax(game, pos, depth):' : 'def expectimax(game, pos):'],
		...endLines('python', limit),
		['    moves = game.moves(pos)'],
		['    if game.is_chance(pos):'],
		['        # probabilities: 1/n each if alike'],
		['        probs = game.probabilities(pos)'],
		['        total = Fraction(0)'],
		['        for move, p in zip(moves, probs):', 'chanceMoves'],
		['            child = game.play(pos, move)'],
		...call('            ', 'chanceCall'),
		['            total += p * score', 'chanceAdd'],
		['        return total, None', 'chanceReturn'],
		['    is_max = game.is_max(pos)'],
		['    best = -math.inf if is_max else math.inf'],
		['    best_move = None'],
		['    for move in moves:', 'moves'],
		['        child = game.play(pos, move)'],
		...call('        ', 'call'),
		['        if (score > best if is_max', 'keep'],
		['                else score < best):', 'keepMin'],
		['            best, best_move = score, move'],
		['    return best, best_move', 'returnBest']
	];
}

function pseudo(limit: number | null): readonly Tagged[] {
	const depth = limit !== null;
	const call = depth ? 'EXPECTIMAX(RESULT(pos, m), depth + 1)' : 'EXPECTIMAX(RESULT(pos, m))';
	return [
		[depth ? 'function EXPECTIMAX(pos, depth)' : 'function EXPECTIMAX(pos)'],
		['    returns (value, move)'],
		...endLines('pseudo', limit),
		['  if chance moves at pos then'],
		["    ▷ P(m): m's probability; 1/n if alike"],
		['    total ← 0'],
		['    for each m in ACTIONS(pos) do', 'chanceMoves'],
		['      v2, _ ←'],
		[`        ${call}`, 'chanceCall'],
		['      total ← total + P(m) × v2', 'chanceAdd'],
		['    return total, null', 'chanceReturn'],
		['  v ← −∞ if MAX moves at pos, else +∞'],
		['  move ← null'],
		['  for each m in ACTIONS(pos) do', 'moves'],
		['    v2, _ ←'],
		[`      ${call}`, 'call'],
		['    if (MAX moves and v2 > v) or', 'keep'],
		['       (MIN moves and v2 < v) then', 'keepMin'],
		['      v, move ← v2, m'],
		['  return v, move', 'returnBest']
	];
}

/** Expectimax's listing in `language` (js, python or pseudo; others read as JavaScript). */
export function expectimaxListing(language: string, depthLimit: number | null): ModuleListing {
	return writtenListing(TITLES, { js: javascript, python, pseudo }, language, depthLimit);
}

/** Expectimax's words, loaded with its code on a page: its listing over any game, and its note where minimax would choose otherwise. */
export const words: SearchWords = {
	listing: expectimaxListing,
	note: expectimaxNote,
	lineRole: (trace, kind, call) =>
		kind === 'receive' && trace.nodeKind(trace.parent(call) ?? 1) === 'min' ? 'keepMin' : null
};
