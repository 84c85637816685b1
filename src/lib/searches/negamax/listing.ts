import type { SearchWords } from '$lib/engine/search-catalog';
import { negamaxNote } from './messages';
import { negamaxNarration, negamaxReturned, negamaxWayBack, negamaxWeighs } from './narration';
import type { ModuleListing } from '$lib/engine';
import { TITLES } from './messages';
import { endLines, writtenListing, type Tagged } from '../module-listing';

/**
 * Negamax written over any game, in JavaScript, Python and pseudocode: the game's own calls
 * (whose turn maximises, is it over, its score, its moves, the position after a move) are the
 * ones the engine makes, so the highlighted line never disagrees with the tree. Each line keeps
 * within the code panel's 46 columns.
 */

function javascript(limit: number | null): readonly Tagged[] {
	const depth = limit !== null;
	return [
		[depth ? 'function negamax(game, pos, depth) {' : 'function negamax(game, pos) {'],
		['  const sign = game.isMax(pos) ? 1 : -1;'],
		...endLines('js', limit, true),
		['  let best = { move: null, score: -Infinity };'],
		['  for (const move of game.moves(pos)) {', 'moves'],
		['    const child = game.play(pos, move);'],
		...(depth
			? ([['    const { score } ='], ['      negamax(game, child, depth + 1);', 'call']] as const)
			: ([['    const { score } = negamax(game, child);', 'call']] as const)),
		['    if (-score > best.score)', 'keep'],
		['      best = { move, score: -score };'],
		['  }'],
		['  return best;', 'returnBest'],
		['}']
	];
}

function python(limit: number | null): readonly Tagged[] {
	const depth = limit !== null;
	return [
		[depth ? 'def negamax(game, pos, depth):' : 'def negamax(game, pos):'],
		['    sign = 1 if game.is_max(pos) else -1'],
		...endLines('python', limit, true),
		['    best, best_move = -math.inf, None'],
		['    for move in game.moves(pos):', 'moves'],
		['        child = game.play(pos, move)'],
		...(depth
			? ([
					['        score, _ = negamax(game, child,', 'call'],
					['                           depth + 1)']
				] as const)
			: ([['        score, _ = negamax(game, child)', 'call']] as const)),
		['        if -score > best:', 'keep'],
		['            best, best_move = -score, move'],
		['    return best, best_move', 'returnBest']
	];
}

function pseudo(limit: number | null): readonly Tagged[] {
	const depth = limit !== null;
	return [
		[depth ? 'function NEGAMAX(pos, depth)' : 'function NEGAMAX(pos)'],
		['    returns (value for the side to move, move)'],
		['  sign ← +1 if MAX moves at pos, else −1'],
		...endLines('pseudo', limit, true),
		['  v, move ← −∞, null'],
		['  for each m in ACTIONS(pos) do', 'moves'],
		...(depth
			? ([
					['    v2, _ ← NEGAMAX(RESULT(pos, m),', 'call'],
					['                    depth + 1)']
				] as const)
			: ([['    v2, _ ← NEGAMAX(RESULT(pos, m))', 'call']] as const)),
		['    if −v2 > v then', 'keep'],
		['      v, move ← −v2, m'],
		['  return v, move', 'returnBest']
	];
}

/** Negamax's listing in `language` (js, python or pseudo; others read as JavaScript). */
export function negamaxListing(language: string, depthLimit: number | null): ModuleListing {
	return writtenListing(TITLES, { js: javascript, python, pseudo }, language, depthLimit);
}

/** Negamax's words, loaded with its code on a page: its listing over any game, its note. */
export const words: SearchWords = {
	listing: negamaxListing,
	note: negamaxNote,
	narrate: negamaxNarration,
	weighs: negamaxWeighs,
	wayBack: negamaxWayBack,
	returned: negamaxReturned
};
