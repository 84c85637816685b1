import type { SearchWords } from '$lib/engine/search-catalog';
import { boundedLineRole, boundedNote, boundedReturn } from './note';
import type { CutRule, ModuleListing } from '$lib/engine';
import { TITLES } from './messages';
import { endLines, writtenListing, type Tagged } from '../module-listing';

/**
 * Star1 written over any game, in JavaScript, Python and pseudocode: the game's own calls (is it
 * over, its score, is it a chance node and the probability of each move there, whose turn
 * maximises, its moves, the position after a move, and its bounds L and U) are the ones the
 * engine makes, and the root is called with the window [L, U]. A chance node narrows each
 * outcome's window from what its outcomes so far are worth, each weighed by its probability (1/n
 * each where the moves are alike), and stops with a bound once the rest cannot matter (the fail
 * roles light those lines); any other node is alpha-beta's, max keeping the highest and min the
 * lowest, each comparison on its own line (`keep`, `keepMin`) so the one that runs is lit.
 * Python keeps the values exact with `Fraction`, as the engine does. Each line keeps within the
 * code panel's 46 columns.
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
		['  if (game.isChance(pos)) {'],
		['    // probabilities: 1/n each if alike'],
		['    const probs = game.probabilities(pos);'],
		['    const [L, U] = game.bounds();'],
		['    let sum = 0, left = 1;'],
		['    for (const [i, move] of moves.entries()) {', 'chanceMoves'],
		['      const p = probs[i];'],
		['      left -= p;'],
		['      const a = (alpha - sum - left * U) / p;'],
		['      const b = (beta - sum - left * L) / p;'],
		['      const child = game.play(pos, move);'],
		['      const { score: v } = star1(game, child,', 'chanceCall'],
		...(limit !== null ? ([['        depth + 1,']] as const) : []),
		['        Math.max(a, L), Math.min(b, U));'],
		['      sum += p * v;', 'chanceAdd'],
		[`      if (v ${t.low} a)`, 'failLow'],
		['        return { score: sum + left * U };'],
		[`      if (v ${t.high} b)`, 'failHigh'],
		['        return { score: sum + left * L };'],
		['    }'],
		['    return { score: sum };', 'chanceReturn'],
		['  }'],
		['  const max = game.isMax(pos);'],
		['  let best = { move: null,'],
		['    score: max ? -Infinity : Infinity };'],
		['  for (const move of moves) {', 'moves'],
		['    const child = game.play(pos, move);'],
		['    const { score } = star1(game, child,', 'call'],
		[`      ${depth}alpha, beta);`],
		['    if (max ? score > best.score', 'keep'],
		['            : score < best.score)', 'keepMin'],
		['      best = { score, move };'],
		['    if (max) alpha = Math.max(alpha, score);', 'raiseAlpha'],
		['    else beta = Math.min(beta, score);', 'lowerBeta'],
		[`    if (alpha ${t.closed} beta) break;`, 'cut'],
		['  }'],
		['  return best;', 'returnBest'],
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
		['    if game.is_chance(pos):'],
		['        # probabilities: 1/n each if alike'],
		['        probs = game.probabilities(pos)'],
		['        L, U = game.bounds()'],
		['        total, left = Fraction(0), Fraction(1)'],
		['        for move, p in zip(moves, probs):', 'chanceMoves'],
		['            left -= p'],
		['            a = (alpha - total - left * U) / p'],
		['            b = (beta - total - left * L) / p'],
		['            child = game.play(pos, move)'],
		['            v, _ = star1(game, child,', 'chanceCall'],
		...(depth ? ([['                depth + 1,']] as const) : []),
		['                max(a, L), min(b, U))'],
		['            total += p * v', 'chanceAdd'],
		[`            if v ${t.low} a:`, 'failLow'],
		['                return total + left * U, None'],
		[`            if v ${t.high} b:`, 'failHigh'],
		['                return total + left * L, None'],
		['        return total, None', 'chanceReturn'],
		['    is_max = game.is_max(pos)'],
		['    best = -math.inf if is_max else math.inf'],
		['    best_move = None'],
		['    for move in moves:', 'moves'],
		['        child = game.play(pos, move)'],
		['        score, _ = star1(game, child,', 'call'],
		[`            ${depth ? 'depth + 1, ' : ''}alpha, beta)`],
		['        if (score > best if is_max', 'keep'],
		['                else score < best):', 'keepMin'],
		['            best, best_move = score, move'],
		['        if is_max: alpha = max(alpha, score)', 'raiseAlpha'],
		['        else: beta = min(beta, score)', 'lowerBeta'],
		[`        if alpha ${t.closed} beta:`, 'cut'],
		['            break'],
		['    return best, best_move', 'returnBest']
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
		['  if chance moves at pos then'],
		["    ▷ P(m): m's probability; 1/n if alike"],
		['    L, U ← BOUNDS()'],
		['    sum, left ← 0, 1'],
		['    for each m in ACTIONS(pos) do', 'chanceMoves'],
		['      left ← left − P(m)'],
		['      A ← (α − sum − left × U) / P(m)'],
		['      B ← (β − sum − left × L) / P(m)'],
		[`      v2, _ ← ${call}`, 'chanceCall'],
		['          max(A, L), min(B, U))'],
		['      sum ← sum + P(m) × v2', 'chanceAdd'],
		[`      if v2 ${t.low} A then`, 'failLow'],
		['        return sum + left × U, null'],
		[`      if v2 ${t.high} B then`, 'failHigh'],
		['        return sum + left × L, null'],
		['    return sum, null', 'chanceReturn'],
		['  v ← −∞ if MAX moves at pos, else +∞'],
		['  move ← null'],
		['  for each m in ACTIONS(pos) do', 'moves'],
		[`    v2, _ ← ${call}`, 'call'],
		['        α, β)'],
		['    if (MAX moves and v2 > v) or', 'keep'],
		['       (MIN moves and v2 < v) then', 'keepMin'],
		['      v, move ← v2, m'],
		['    if MAX moves then α ← max(α, v)', 'raiseAlpha'],
		['    else β ← min(β, v)', 'lowerBeta'],
		[`    if α ${t.closed} β then break`, 'cut'],
		['  return v, move', 'returnBest']
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

/**
 * Star1's words, loaded with its code on a page: its listing over any game, its note on the bound
 * arithmetic, and its own sentence and line where a chance node stops with a bound.
 */
export const words: SearchWords = {
	listing: boundedListing,
	note: boundedNote,
	narrate: boundedReturn,
	lineRole: boundedLineRole
};
