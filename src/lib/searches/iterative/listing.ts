import type { SearchWords } from '$lib/engine/search-catalog';
import { iterativeNarration, iterativeNote, iterativeRole } from './narration';
import { iterationTable } from './table';
import type { ModuleListing } from '$lib/engine';
import { TITLES } from './messages';
import type { Line } from '$lib/games/listing';
import { WINDOW } from '../alphabeta/listing';
import { writtenListing, type Tagged } from '../module-listing';

/**
 * Iterative deepening written over any game, in JavaScript, Python and pseudocode: the driver
 * (its loop, each iteration's call, the aspiration test and re-search) and the alpha-beta it calls,
 * which returns its best line and whether it met the depth limit. The game's calls are the ones the
 * engine makes (rule.ts), so the highlighted line never disagrees with the tree. `leading` puts a
 * position's move on the last best line first; `leadsOf` maps each position on the line to its
 * move. Each line keeps within the code panel's 46 columns.
 */

function javascript(): readonly Tagged[] {
	return [
		['function iterative(game, root, limit, D) {'],
		['  let score = 0, line = [];'],
		['  for (let d = 1; d <= limit; d++) {', 'deepen'],
		['    const lead = leadsOf(game, root, line);'],
		['    let [a, b] = [-Infinity, Infinity];'],
		['    if (D && d > 1)'],
		['      [a, b] = [score - D, score + D];'],
		['    let r = alphabeta(game, root, 1, d,', 'iterate'],
		['      a, b, lead);'],
		['    if (r.score <= a || r.score >= b)', 'failTest'],
		['      r = alphabeta(game, root, 1, d,', 'research'],
		['        r.score <= a ? -Infinity : a,'],
		['        r.score >= b ? Infinity : b, lead);'],
		['    ({ score, line } = r);'],
		['    if (!r.deeper) break;'],
		['  }'],
		['  return { score, move: line[0] };', 'deepened'],
		['}'],
		['function alphabeta(game, pos, depth, limit,'],
		['                   alpha, beta, lead) {'],
		['  if (game.isOver(pos))', 'leafTest'],
		['    return { score: game.score(pos),', 'leaf'],
		['             line: [] };'],
		['  if (depth > limit)', 'depthTest'],
		['    return { score: game.eval(pos), line: [],', 'estimate'],
		['             deeper: true };'],
		['  const max = game.isMax(pos);'],
		['  let best = { line: [], deeper: false,'],
		['    score: max ? -Infinity : Infinity };'],
		['  const moves = leading(game.moves(pos),'],
		['                        lead, pos);'],
		['  for (const move of moves) {', 'moves'],
		['    const child = game.play(pos, move);'],
		['    const r = alphabeta(game, child,', 'call'],
		['      depth + 1, limit, alpha, beta, lead);'],
		['    const deeper = best.deeper || r.deeper;'],
		['    if (max ? r.score > best.score', 'keep'],
		['            : r.score < best.score)'],
		['      best = { score: r.score,'],
		['               line: [move, ...r.line] };'],
		['    best.deeper = deeper;'],
		['    if (max)'],
		['      alpha = Math.max(alpha, best.score);', 'raiseAlpha'],
		['    else beta = Math.min(beta, best.score);', 'lowerBeta'],
		['    if (alpha >= beta) break;', 'cut'],
		['  }'],
		['  return best;', 'returnBest'],
		['}'],
		['function leadsOf(game, root, line) {'],
		['  const lead = new Map();'],
		['  let pos = root;'],
		['  for (const move of line) {'],
		['    lead.set(pos, move);'],
		['    pos = game.play(pos, move);'],
		['  }'],
		['  return lead;'],
		['}'],
		['function leading(moves, lead, pos) {'],
		['  const first = lead.get(pos);'],
		['  if (!moves.includes(first)) return moves;'],
		['  return [first,'],
		['    ...moves.filter((m) => m !== first)];'],
		['}']
	];
}

function python(): readonly Line[] {
	return [
		['import math'],
		[''],
		['def iterative(game, root, limit, D=None):'],
		['    score, line = 0, []'],
		['    d = 1'],
		['    while d <= limit:', 'deepen'],
		['        lead = leads_of(game, root, line)'],
		['        a, b = -math.inf, math.inf'],
		['        if D and d > 1:'],
		['            a, b = score - D, score + D'],
		['        r = alpha_beta(game, root, 1, d,', 'iterate'],
		['                       a, b, lead)'],
		['        if r[0] <= a or r[0] >= b:', 'failTest'],
		['            r = alpha_beta(game, root, 1, d,', 'research'],
		['            -math.inf if r[0] <= a else a,'],
		['            math.inf if r[0] >= b else b,'],
		['            lead)'],
		['        score, line, deeper = r'],
		['        if not deeper:'],
		['            break'],
		['        d += 1'],
		['    return score, (line[0] if line else None)', 'deepened'],
		[''],
		['def alpha_beta(game, pos, depth, limit,'],
		['               alpha, beta, lead):'],
		['    if game.is_over(pos):', 'leafTest'],
		['        return game.score(pos), [], False', 'leaf'],
		['    if depth > limit:', 'depthTest'],
		['        return game.eval(pos), [], True', 'estimate'],
		['    is_max = game.is_max(pos)'],
		['    best = -math.inf if is_max else math.inf'],
		['    line, deeper = [], False'],
		['    moves = game.moves(pos)'],
		['    for move in leading(moves, lead, pos):', 'moves'],
		['        score, after, more = alpha_beta(', 'call'],
		['            game, game.play(pos, move),'],
		['            depth + 1, limit, alpha, beta,'],
		['            lead)'],
		['        deeper = deeper or more'],
		['        if (score > best if is_max', 'keep'],
		['                else score < best):'],
		['            best = score'],
		['            line = [move] + after'],
		...WINDOW.python.narrow.pair,
		['    return best, line, deeper', 'returnBest'],
		[''],
		['def leads_of(game, root, line):'],
		['    lead, pos = {}, root'],
		['    for move in line:'],
		['        lead[pos] = move'],
		['        pos = game.play(pos, move)'],
		['    return lead'],
		[''],
		['def leading(moves, lead, pos):'],
		['    first = lead.get(pos)'],
		['    if first not in moves:'],
		['        return moves'],
		['    return [first] + [m for m in moves'],
		['                      if m != first]']
	];
}

function pseudo(): readonly Tagged[] {
	return [
		['function ITERATIVE(root, limit, D)'],
		['  v, line ← 0, empty'],
		['  for d ← 1 to limit do', 'deepen'],
		['    lead ← LEADS(root, line)'],
		['    (α, β) ← (−∞, +∞)'],
		['    if D given and d > 1 then'],
		['      (α, β) ← (v − D, v + D)'],
		['    (s, l, deeper) ← AB(root, 1, d,', 'iterate'],
		['                        α, β, lead)'],
		['    if s ≤ α or s ≥ β then', 'failTest'],
		['      open the side s fell past to ∞', 'research'],
		['      (s, l, deeper) ← AB(root, 1, d,'],
		['                          α, β, lead)'],
		['    (v, line) ← (s, l)'],
		['    if not deeper then stop'],
		['  return v, first move of line', 'deepened'],
		['function AB(pos, depth, limit, α, β, lead)'],
		['  if TERMINAL(pos) then', 'leafTest'],
		['    return UTILITY(pos), empty, false', 'leaf'],
		['  if depth > limit then', 'depthTest'],
		['    return EVAL(pos), empty, true', 'estimate'],
		['  v ← −∞ if MAX moves at pos, else +∞'],
		['  line, deeper ← empty, false'],
		['  for each m in LEADING(ACTIONS(pos), lead)', 'moves'],
		['    (v2, l2, d2) ← AB(RESULT(pos, m),', 'call'],
		['            depth + 1, limit, α, β, lead)'],
		['    deeper ← deeper or d2'],
		['    if v2 is better for the mover than v then', 'keep'],
		['      v, line ← v2, m followed by l2'],
		['    if MAX moves then α ← max(α, v)', 'raiseAlpha'],
		['    else β ← min(β, v)', 'lowerBeta'],
		['    if α ≥ β then break', 'cut'],
		['  return v, line, deeper', 'returnBest']
	];
}

/**
 * Iterative deepening's listing in `language` (js, python or pseudo; others read as JavaScript).
 * The depth limit is the driver's argument, so one listing serves every limit.
 */
export function iterativeListing(language: string): ModuleListing {
	return writtenListing(TITLES, { js: javascript, python, pseudo }, language);
}

/**
 * Iterative deepening's words, loaded with its code on a page: its listing over any game, its own
 * narration of the driver and the iterations, and the iteration table.
 */
export const words: SearchWords = {
	listing: (language) => iterativeListing(language),
	note: iterativeNote,
	narrate: iterativeNarration,
	lineRole: iterativeRole,
	table: iterationTable
};
