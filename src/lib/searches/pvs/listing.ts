import type { SearchWords } from '$lib/engine/search-catalog';
import { pvsLineRole, pvsNote } from './notes';
import type { CutRule, ModuleListing } from '$lib/engine';
import { TITLES } from './messages';
import { endLines, writtenListing, type Tagged } from '../module-listing';

/**
 * PVS written over any game, in JavaScript, Python and pseudocode, from the maximiser's side like
 * alpha-beta's listings: the game's own calls (is it over, its score, whose turn maximises, its
 * moves, the position after a move) are the engine's, and one line makes every recursive call
 * (the first move's, a probe, a re-search), so the highlighted line never disagrees with the
 * tree. `above(v)` and `below(v)` are the game's next score up and down: the null window
 * [alpha, above(alpha)] holds no score inside. Under the strict cut rule (`gt`), [alpha, alpha]
 * is still open, and is the null window. Each line keeps within the code panel's 46 columns.
 */

/** The null window's far bound, beside alpha (max) or beta (min), in each language's words. */
function nullBounds(cut: CutRule, above: string, below: string) {
	return cut === 'gt' ? { above: 'alpha', below: 'beta' } : { above, below };
}

/** The test of a closed window: alpha >= beta, or alpha > beta under the strict rule. */
const closed = (cut: CutRule) => (cut === 'gt' ? '>' : '>=');

function javascript(limit: number | null, cut: CutRule): readonly Tagged[] {
	const depth = limit !== null;
	const bound = nullBounds(cut, 'above(alpha)', 'below(beta)');
	return [
		[
			depth
				? 'function pvs(game, pos, depth, alpha, beta) {'
				: 'function pvs(game, pos, alpha, beta) {'
		],
		...endLines('js', limit),
		['  const isMax = game.isMax(pos);'],
		['  let best = { move: null,'],
		['    score: isMax ? -Infinity : Infinity };'],
		['  const moves = game.moves(pos);'],
		['  for (let i = 0; i < moves.length; i++) {', 'moves'],
		['    const child = game.play(pos, moves[i]);'],
		['    // after the first move: a null window'],
		['    let probe = i > 0;'],
		['    while (true) {'],
		['      const [a, b] = !probe ? [alpha, beta]'],
		[`        : isMax ? [alpha, ${bound.above}]`],
		[`        : [${bound.below}, beta];`],
		...(depth
			? ([
					['      const { score: v } =', 'call'],
					['        pvs(game, child, depth + 1, a, b);']
				] as const)
			: ([['      const v = pvs(game, child, a, b).score;', 'call']] as const)),
		['      if (isMax ? v > best.score', 'keep'],
		['                : v < best.score)'],
		['        best = { move: moves[i], score: v };'],
		['      if (isMax) alpha = Math.max(alpha, v);', 'raiseAlpha'],
		['      else beta = Math.min(beta, v);', 'lowerBeta'],
		[`      if (alpha ${closed(cut)} beta) return best;`, 'cut'],
		['      // a probe past its bound: search again'],
		['      if (!probe) break;'],
		['      if (isMax ? v <= a : v >= b) break;'],
		['      probe = false;', 'research'],
		['    }'],
		['  }'],
		['  return best;', 'returnBest'],
		['}']
	];
}

function python(limit: number | null, cut: CutRule): readonly Tagged[] {
	const depth = limit !== null;
	const bound = nullBounds(cut, 'above(alpha)', 'below(beta)');
	return [
		[depth ? 'def pvs(game, pos, depth, alpha, beta):' : 'def pvs(game, pos, alpha, beta):'],
		...endLines('python', limit),
		['    is_max = game.is_max(pos)'],
		['    best = -math.inf if is_max else math.inf'],
		['    best_move = None'],
		['    for i, move in enumerate(game.moves(pos)):', 'moves'],
		['        child = game.play(pos, move)'],
		['        # after the first move: a null window'],
		['        probe = i > 0'],
		['        while True:'],
		['            if not probe:'],
		['                a, b = alpha, beta'],
		['            elif is_max:'],
		[`                a, b = alpha, ${bound.above}`],
		['            else:'],
		[`                a, b = ${bound.below}, beta`],
		...(depth
			? ([
					['            v, _ = pvs(game, child,', 'call'],
					['                       depth + 1, a, b)']
				] as const)
			: ([['            v, _ = pvs(game, child, a, b)', 'call']] as const)),
		['            if (v > best if is_max', 'keep'],
		['                    else v < best):'],
		['                best, best_move = v, move'],
		['            if is_max:'],
		['                alpha = max(alpha, v)', 'raiseAlpha'],
		['            else:'],
		['                beta = min(beta, v)', 'lowerBeta'],
		[`            if alpha ${closed(cut)} beta:`, 'cut'],
		['                return best, best_move'],
		['            # past its bound: search again'],
		['            if not probe or (v <= a if is_max'],
		['                             else v >= b):'],
		['                break'],
		['            probe = False', 'research'],
		['    return best, best_move', 'returnBest']
	];
}

function pseudo(limit: number | null, cut: CutRule): readonly Tagged[] {
	const depth = limit !== null;
	const bound = nullBounds(cut, 'ABOVE(α)', 'BELOW(β)');
	const [above, below] = [bound.above.replace('alpha', 'α'), bound.below.replace('beta', 'β')];
	return [
		[depth ? 'function PVS(pos, depth, α, β)' : 'function PVS(pos, α, β)'],
		...endLines('pseudo', limit),
		['  v ← −∞ if MAX moves at pos, else +∞'],
		['  move ← null'],
		['  for each m in ACTIONS(pos) do', 'moves'],
		['    probe ← m is not the first move'],
		['    repeat'],
		['      (a, b) ← (α, β) if not probe,'],
		[`        (α, ${above}) if MAX moves,`],
		[`        else (${below}, β)`],
		...(depth
			? ([
					['      v2, _ ← PVS(RESULT(pos, m),', 'call'],
					['                  depth + 1, a, b)']
				] as const)
			: ([['      v2, _ ← PVS(RESULT(pos, m), a, b)', 'call']] as const)),
		['      if v2 is better for the mover than v', 'keep'],
		['        then v, move ← v2, m'],
		['      if MAX moves then α ← MAX(α, v2)', 'raiseAlpha'],
		['      else β ← MIN(β, v2)', 'lowerBeta'],
		[`      if α ${cut === 'gt' ? '>' : '≥'} β then return v, move`, 'cut'],
		['      again ← probe and v2 passed its bound', 'research'],
		['        (MAX: v2 > a; MIN: v2 < b)'],
		['      probe ← false'],
		['    until not again'],
		['  return v, move', 'returnBest']
	];
}

/** PVS's listing in `language` (js, python or pseudo; others read as JavaScript). */
export function pvsListing(
	language: string,
	depthLimit: number | null,
	cut: CutRule = 'ge'
): ModuleListing {
	return writtenListing(TITLES, { js: javascript, python, pseudo }, language, depthLimit, cut);
}

/** PVS's words, loaded with its code on a page: its listing over any game, its notes, its re-search's line. */
export const words: SearchWords = { listing: pvsListing, note: pvsNote, lineRole: pvsLineRole };
