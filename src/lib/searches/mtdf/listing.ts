import type { SearchWords } from '$lib/engine/search-catalog';
import { mtdfBackToDriver, mtdfNarration, mtdfNote, mtdfWeighs } from './narration';
import { driverRole } from '../driver';
import { passTable } from './table';
import type { ModuleListing } from '$lib/engine';
import { TITLES } from './messages';
import type { Line } from '$lib/games/listing';
import { writtenListing } from '../module-listing';
import { WINDOW } from '../alphabeta/listing';
import { BOUND_LOOKUP } from '../alphabeta-table/listing';

/**
 * MTD(f) written over any game, in JavaScript, Python and pseudocode: the driver (its passes, the
 * null window each asks with, the bounds each answer moves, its return) and the alpha-beta with
 * memory each pass runs, its table kept from pass to pass. The game's calls are the ones the
 * engine makes (rule.ts), so the highlighted line never disagrees with the tree. `above(x)` and
 * `below(x)` are the next values up and down from x among those a search can return (the game's
 * scores, and its estimates under a depth limit): a null window has no value inside it. The
 * table's key is the game's (`game.key`: the position, or its least image under the board's
 * symmetries). Each line keeps within the code panel's 46 columns.
 */

function javascript(limit: number | null): readonly Line[] {
	const depth = limit !== null;
	return [
		['function mtdf(game, root, f) {'],
		['  if (game.isOver(root))'],
		['    return { score: game.score(root) };'],
		['  const table = new Map();'],
		['  let g = above(below(f));'],
		['  let lower = -Infinity, upper = Infinity;'],
		['  let move = null;'],
		['  do {', 'deepen'],
		['    const beta = g === lower ? above(g) : g;'],
		...(depth
			? ([
					['    const r = alphaBeta(game, table, root,', 'iterate'],
					['      0, below(beta), beta);']
				] as const)
			: ([
					['    const r = alphaBeta(game, table, root,', 'iterate'],
					['      below(beta), beta);']
				] as const)),
		['    g = r.score;'],
		['    const high = g >= beta;', 'failTest'],
		['    if (high) lower = g; else upper = g;'],
		['    if (high === game.isMax(root))'],
		['      move = r.move;'],
		['  } while (lower < upper);'],
		['  return { score: g, move };', 'deepened'],
		['}'],
		[
			depth ? 'function alphaBeta(game, table, pos, depth,' : 'function alphaBeta(game, table, pos,'
		],
		['                   alpha, beta) {'],
		['  const key = game.key(pos);'],
		...BOUND_LOOKUP.js({ key: 'key', result: (value) => `{ score: ${value} }` }),
		['  if (game.isOver(pos)) {', 'leafTest'],
		['    const score = game.score(pos);'],
		["    table.set(key, { score, bound: 'exact' });"],
		['    return { score };', 'leaf'],
		['  }'],
		...(depth
			? ([
					[`  if (depth === ${limit}) {`, 'depthTest'],
					['    const score = game.eval(pos);'],
					["    table.set(key, { score, bound: 'exact' });"],
					['    return { score };', 'estimate'],
					['  }']
				] as const)
			: []),
		['  const [alpha0, beta0] = [alpha, beta];'],
		['  const isMax = game.isMax(pos);'],
		['  let best = { move: null,'],
		['    score: isMax ? -Infinity : Infinity };'],
		['  for (const move of game.moves(pos)) {', 'moves'],
		['    const child = game.play(pos, move);'],
		['    const { score } = alphaBeta(game, table,', 'call'],
		[depth ? '      child, depth + 1, alpha, beta);' : '      child, alpha, beta);'],
		['    if (isMax ? score > best.score', 'keep'],
		['              : score < best.score)'],
		['      best = { move, score };'],
		...WINDOW.js.narrow.pair,
		['  }'],
		['  const score = best.score;'],
		["  const bound = score <= alpha0 ? 'upper'"],
		["    : score >= beta0 ? 'lower' : 'exact';"],
		['  table.set(key, { score, bound });', 'store'],
		['  return best;'],
		['}']
	];
}

function python(limit: number | null): readonly Line[] {
	const depth = limit !== null;
	return [
		['import math'],
		[''],
		['def mtdf(game, root, f):'],
		['    if game.is_over(root):'],
		['        return game.score(root), None'],
		['    table = {}'],
		['    g = above(below(f))'],
		['    lower, upper = -math.inf, math.inf'],
		['    move = None'],
		['    while lower < upper:', 'deepen'],
		['        beta = above(g) if g == lower else g'],
		['        g, best = alpha_beta(', 'iterate'],
		[depth ? '            game, table, root, 0,' : '            game, table, root,'],
		['            below(beta), beta)'],
		['        high = g >= beta', 'failTest'],
		['        if high:'],
		['            lower = g'],
		['        else:'],
		['            upper = g'],
		['        if high == game.is_max(root):'],
		['            move = best'],
		['    return g, move', 'deepened'],
		[''],
		[depth ? 'def alpha_beta(game, table, pos, depth,' : 'def alpha_beta(game, table, pos,'],
		['               alpha, beta):'],
		['    key = game.key(pos)'],
		...BOUND_LOOKUP.python({ key: 'key', result: (value) => `${value}, None` }),
		['    if game.is_over(pos):', 'leafTest'],
		['        score = game.score(pos)'],
		["        table[key] = (score, 'exact')"],
		['        return score, None', 'leaf'],
		...(depth
			? ([
					[`    if depth == ${limit}:`, 'depthTest'],
					['        score = game.eval(pos)'],
					["        table[key] = (score, 'exact')"],
					['        return score, None', 'estimate']
				] as const)
			: []),
		['    alpha0, beta0 = alpha, beta'],
		['    is_max = game.is_max(pos)'],
		['    best = -math.inf if is_max else math.inf'],
		['    best_move = None'],
		['    for move in game.moves(pos):', 'moves'],
		['        score, _ = alpha_beta(', 'call'],
		['            game, table, game.play(pos, move),'],
		[depth ? '            depth + 1, alpha, beta)' : '            alpha, beta)'],
		['        if (score > best if is_max', 'keep'],
		['                else score < best):'],
		['            best, best_move = score, move'],
		...WINDOW.python.narrow.pair,
		["    bound = ('upper' if best <= alpha0"],
		["             else 'lower' if best >= beta0"],
		["             else 'exact')"],
		['    table[key] = (best, bound)', 'store'],
		['    return best, best_move']
	];
}

function pseudo(limit: number | null): readonly Line[] {
	const depth = limit !== null;
	return [
		['function MTDF(root, f)'],
		['  if TERMINAL(root) then'],
		['    return UTILITY(root), null'],
		['  g ← the least value at or above f'],
		['  lower, upper, move ← −∞, +∞, null'],
		['  repeat', 'deepen'],
		['    β ← ABOVE(g) if g = lower, else g'],
		[
			depth ? '    (g, m) ← ABM(root, 0, BELOW(β), β)' : '    (g, m) ← ABM(root, BELOW(β), β)',
			'iterate'
		],
		['    if g < β then upper ← g', 'failTest'],
		['    else lower ← g'],
		["    if it moved the mover's bound then"],
		['      move ← m'],
		['  until lower ≥ upper'],
		['  return g, move', 'deepened'],
		[depth ? 'function ABM(pos, depth, α, β)' : 'function ABM(pos, α, β)'],
		['  (v, bound) ← TABLE[pos], none if absent', 'lookup'],
		['  if bound = exact then return v, null', 'hit'],
		['  if bound = lower then α ← max(α, v)', 'narrowAlpha'],
		['  if bound = upper then β ← min(β, v)', 'narrowBeta'],
		['  if α ≥ β then return v, null', 'boundHit'],
		['  if TERMINAL(pos) then', 'leafTest'],
		['    TABLE[pos] ← (UTILITY(pos), exact)'],
		['    return UTILITY(pos), null', 'leaf'],
		...(depth
			? ([
					[`  if depth = ${limit} then`, 'depthTest'],
					['    TABLE[pos] ← (EVAL(pos), exact)'],
					['    return EVAL(pos), null', 'estimate']
				] as const)
			: []),
		['  (α0, β0) ← (α, β)'],
		['  v ← −∞ if MAX moves at pos, else +∞'],
		['  move ← null'],
		['  for each m in ACTIONS(pos) do', 'moves'],
		[
			depth ? '    (v2, _) ← ABM(RESULT(pos, m),' : '    (v2, _) ← ABM(RESULT(pos, m), α, β)',
			'call'
		],
		...(depth ? ([['                  depth + 1, α, β)']] as const) : []),
		['    if v2 is better for the mover than v then', 'keep'],
		['      v, move ← v2, m'],
		['    if MAX moves then α ← max(α, v)', 'raiseAlpha'],
		['    else β ← min(β, v)', 'lowerBeta'],
		['    if α ≥ β then break', 'cut'],
		['  bound ← upper if v ≤ α0,'],
		['          lower if v ≥ β0, else exact'],
		['  TABLE[pos] ← (v, bound)', 'store'],
		['  return v, move']
	];
}

/** MTD(f)'s listing in `language` (js, python or pseudo; others read as JavaScript). */
export function mtdfListing(language: string, depthLimit: number | null): ModuleListing {
	return writtenListing(TITLES, { js: javascript, python, pseudo }, language, depthLimit);
}

/**
 * MTD(f)'s words, loaded with its code on a page: its listing over any game, its own narration of
 * the driver and the passes, and the pass table.
 */
export const words: SearchWords = {
	listing: (language, depthLimit) => mtdfListing(language, depthLimit),
	note: mtdfNote,
	narrate: mtdfNarration,
	weighs: mtdfWeighs,
	wayBackToDriver: mtdfBackToDriver,
	// The driver's own lines: its loop, a pass's call, the test of its answer, its return.
	lineRole: (trace, kind, call) => driverRole(trace, kind, call, () => 'iterate'),
	table: passTable
};
