import type { ModuleListing } from '$lib/engine';
import { TITLES } from './messages';
import { endLines, writtenListing, type Tagged } from '../module-listing';

/**
 * Expectimax written over any game, in JavaScript, Python and pseudocode: the game's own calls
 * (whose turn maximises, is it over, its score, its moves, the position after a move) are the
 * ones the engine makes. A max node keeps its best child as minimax does; any other node is a
 * chance node, which sums its children's values and divides by their number (the chance roles
 * light those lines). Python keeps the average exact with `Fraction`, as the engine does.
 * Each line keeps within the code panel's 46 columns.
 */

function javascript(limit: number | null): readonly Tagged[] {
	const depth = limit !== null;
	const call = depth ? 'expectimax(game, child, depth + 1)' : 'expectimax(game, child)';
	return [
		[depth ? 'function expectimax(game, pos, depth) {' : 'function expectimax(game, pos) {'],
		...endLines('js', limit),
		['  const moves = game.moves(pos);'],
		['  if (game.isMax(pos)) {'],
		['    let best = { score: -Infinity };'],
		['    for (const move of moves) {', 'moves'],
		['      const child = game.play(pos, move);'],
		[`      const { score } =`],
		[`        ${call};`, 'call'],
		['      if (score > best.score)', 'keep'],
		['        best = { score, move };'],
		['    }'],
		['    return best;', 'returnBest'],
		['  }'],
		['  // chance: every move equally likely'],
		['  let total = 0;'],
		['  for (const move of moves) {', 'chanceMoves'],
		['    const child = game.play(pos, move);'],
		['    const { score } ='],
		[`      ${call};`, 'chanceCall'],
		['    total += score;', 'chanceAdd'],
		['  }'],
		['  return { score: total / moves.length };', 'chanceReturn'],
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
		['    if game.is_max(pos):'],
		['        best, best_move = -math.inf, None'],
		['        for move in moves:', 'moves'],
		['            child = game.play(pos, move)'],
		...call('            ', 'call'),
		['            if score > best:', 'keep'],
		['                best, best_move = score, move'],
		['        return best, best_move', 'returnBest'],
		['    # chance: every move equally likely'],
		['    total = Fraction(0)'],
		['    for move in moves:', 'chanceMoves'],
		['        child = game.play(pos, move)'],
		...call('        ', 'chanceCall'),
		['        total += score', 'chanceAdd'],
		['    return total / len(moves), None', 'chanceReturn']
	];
}

function pseudo(limit: number | null): readonly Tagged[] {
	const depth = limit !== null;
	const call = depth ? 'EXPECTIMAX(RESULT(pos, m), depth + 1)' : 'EXPECTIMAX(RESULT(pos, m))';
	return [
		[depth ? 'function EXPECTIMAX(pos, depth)' : 'function EXPECTIMAX(pos)'],
		['    returns (value, move)'],
		...endLines('pseudo', limit),
		['  if MAX moves at pos then'],
		['    v, move ← −∞, null'],
		['    for each m in ACTIONS(pos) do', 'moves'],
		['      v2, _ ←'],
		[`        ${call}`, 'call'],
		['      if v2 > v then', 'keep'],
		['        v, move ← v2, m'],
		['    return v, move', 'returnBest'],
		['  ▷ chance: each move has probability 1/n'],
		['  total ← 0'],
		['  for each m in ACTIONS(pos) do', 'chanceMoves'],
		['    v2, _ ←'],
		[`      ${call}`, 'chanceCall'],
		['    total ← total + v2', 'chanceAdd'],
		['  return total / |ACTIONS(pos)|, null', 'chanceReturn']
	];
}

/** Expectimax's listing in `language` (js, python or pseudo; others read as JavaScript). */
export function expectimaxListing(language: string, depthLimit: number | null): ModuleListing {
	return writtenListing(TITLES, { js: javascript, python, pseudo }, language, depthLimit);
}
