import type { CutRule, ModuleListing } from '$lib/engine';
import { TITLES } from './messages';
import { endLines, writtenListing, type Tagged } from '../module-listing';

/**
 * Star1 written over any game, in JavaScript, Python and pseudocode: the game's own calls (is it
 * over, its score, whose turn maximises, its moves, the position after a move, and its bounds L
 * and U) are the ones the engine makes, and the root is called with the window [L, U]. A max node
 * is alpha-beta's; any other node is a chance node, which narrows each outcome's window from what
 * its outcomes so far are worth, and stops with a bound once the rest cannot matter (the fail
 * roles light those lines). Python keeps the values exact with `Fraction`, as the engine does.
 * Each line keeps within the code panel's 46 columns.
 */

/** The comparisons of the strict cut rule (`gt`) or the default (`ge`). */
function tests(cut: CutRule, pseudo: boolean) {
	const strict = cut === 'gt';
	if (pseudo)
		return { closed: strict ? '>' : '≥', low: strict ? '<' : '≤', high: strict ? '>' : '≥' };
	return { closed: strict ? '>' : '>=', low: strict ? '<' : '<=', high: strict ? '>' : '>=' };
}

function javascript(limit: number | null, cut: CutRule): readonly Tagged[] {
	const depth = limit !== null ? 'depth + 1, ' : '';
	const t = tests(cut, false);
	return [
		...((limit !== null
			? [['function star1(game, pos, depth,'], ['    alpha, beta) {']]
			: [['function star1(game, pos, alpha, beta) {']]) as readonly Tagged[]),
		...endLines('js', limit),
		['  const moves = game.moves(pos);'],
		['  if (game.isMax(pos)) {'],
		['    let best = { score: -Infinity };'],
		['    for (const move of moves) {', 'moves'],
		['      const child = game.play(pos, move);'],
		['      const { score } = star1(game, child,', 'call'],
		[`        ${depth}alpha, beta);`],
		['      if (score > best.score)', 'keep'],
		['        best = { score, move };'],
		['      alpha = Math.max(alpha, score);'],
		[`      if (alpha ${t.closed} beta) break;`, 'cut'],
		['    }'],
		['    return best;', 'returnBest'],
		['  }'],
		['  // chance: each move has probability p'],
		['  const [L, U] = game.bounds();'],
		['  const p = 1 / moves.length;'],
		['  let sum = 0, left = 1;'],
		['  for (const move of moves) {', 'chanceMoves'],
		['    left -= p;'],
		['    const a = (alpha - sum - left * U) / p;'],
		['    const b = (beta - sum - left * L) / p;'],
		['    const child = game.play(pos, move);'],
		['    const { score: v } = star1(game, child,', 'chanceCall'],
		...(limit !== null ? ([['      depth + 1,']] as const) : []),
		['      Math.max(a, L), Math.min(b, U));'],
		['    sum += p * v;', 'chanceAdd'],
		[`    if (v ${t.low} a)`, 'failLow'],
		['      return { score: sum + left * U };'],
		[`    if (v ${t.high} b)`, 'failHigh'],
		['      return { score: sum + left * L };'],
		['  }'],
		['  return { score: sum };', 'chanceReturn'],
		['}']
	];
}

function python(limit: number | null, cut: CutRule): readonly Tagged[] {
	const depth = limit !== null;
	const t = tests(cut, false);
	return [
		['import math'],
		['from fractions import Fraction'],
		[''],
		[depth ? 'def star1(game, pos, depth, alpha, beta):' : 'def star1(game, pos, alpha, beta):'],
		...endLines('python', limit),
		['    moves = game.moves(pos)'],
		['    if game.is_max(pos):'],
		['        best, best_move = -math.inf, None'],
		['        for move in moves:', 'moves'],
		['            child = game.play(pos, move)'],
		['            score, _ = star1(game, child,', 'call'],
		[`                ${depth ? 'depth + 1, ' : ''}alpha, beta)`],
		['            if score > best:', 'keep'],
		['                best, best_move = score, move'],
		['            alpha = max(alpha, score)'],
		[`            if alpha ${t.closed} beta:`, 'cut'],
		['                break'],
		['        return best, best_move', 'returnBest'],
		['    # chance: each move has probability p'],
		['    low, high = game.bounds()'],
		['    p = Fraction(1, len(moves))'],
		['    total, left = Fraction(0), Fraction(1)'],
		['    for move in moves:', 'chanceMoves'],
		['        left -= p'],
		['        a = (alpha - total - left * high) / p'],
		['        b = (beta - total - left * low) / p'],
		['        child = game.play(pos, move)'],
		[`        v, _ = star1(game, child,${depth ? ' depth + 1,' : ''}`, 'chanceCall'],
		['            max(a, low), min(b, high))'],
		['        total += p * v', 'chanceAdd'],
		[`        if v ${t.low} a:`, 'failLow'],
		['            return total + left * high, None'],
		[`        if v ${t.high} b:`, 'failHigh'],
		['            return total + left * low, None'],
		['    return total, None', 'chanceReturn']
	];
}

function pseudo(limit: number | null, cut: CutRule): readonly Tagged[] {
	const depth = limit !== null;
	const t = tests(cut, true);
	const call = depth ? 'STAR1(RESULT(pos, m), depth + 1,' : 'STAR1(RESULT(pos, m),';
	return [
		[depth ? 'function STAR1(pos, depth, α, β)' : 'function STAR1(pos, α, β)'],
		['    returns (value, move)'],
		...endLines('pseudo', limit),
		['  if MAX moves at pos then'],
		['    v, move ← −∞, null'],
		['    for each m in ACTIONS(pos) do', 'moves'],
		[`      v2, _ ← ${call}`, 'call'],
		['          α, β)'],
		['      if v2 > v then', 'keep'],
		['        v, move ← v2, m'],
		['      α ← max(α, v)'],
		[`      if α ${t.closed} β then break`, 'cut'],
		['    return v, move', 'returnBest'],
		['  ▷ chance: each move has probability p'],
		['  L, U ← BOUNDS()'],
		['  p ← 1 / |ACTIONS(pos)|'],
		['  sum, left ← 0, 1'],
		['  for each m in ACTIONS(pos) do', 'chanceMoves'],
		['    left ← left − p'],
		['    A ← (α − sum − left × U) / p'],
		['    B ← (β − sum − left × L) / p'],
		[`    v2, _ ← ${call}`, 'chanceCall'],
		['        max(A, L), min(B, U))'],
		['    sum ← sum + p × v2', 'chanceAdd'],
		[`    if v2 ${t.low} A then`, 'failLow'],
		['      return sum + left × U, null'],
		[`    if v2 ${t.high} B then`, 'failHigh'],
		['      return sum + left × L, null'],
		['  return sum, null', 'chanceReturn']
	];
}

/** Star1's listing in `language` (js, python or pseudo; others read as JavaScript). */
export function boundedListing(
	language: string,
	depthLimit: number | null,
	cut: CutRule = 'ge'
): ModuleListing {
	return writtenListing(TITLES, { js: javascript, python, pseudo }, language, depthLimit, cut);
}
