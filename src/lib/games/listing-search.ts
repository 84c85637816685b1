import type { CodeLanguage, Line, ListingShape } from './listing';
import { COMMON_LINES } from './listing-common';

/**
 * The search function a board game's listing writes, minimax's or alpha-beta's, in each code
 * language: the header, the table's lookup, the game's own tests and loop, the recursive call,
 * the better score kept (only a strictly better one, so ties keep the earlier move), alpha-beta's
 * window, and the way out. A game gives what is its own (`SearchBody`); the rest is written
 * here once, so tic-tac-toe and Connect Four read alike line for line.
 */

/** What a game puts into its search function. */
export interface SearchBody {
	/** Its word for a move, as the code names it: `cell`, `column`. */
	readonly move: string;
	/** Whether the function takes the call's depth (a depth limit, or scores by depth). */
	readonly depth: boolean;
	/** From the first test to the child made in the loop over moves. */
	readonly tests: readonly Line[];
	/** The comment lines under the code. */
	readonly notes: readonly Line[];
}

type Writer = (shape: ListingShape, body: SearchBody) => readonly Line[];

/** JavaScript's way out of a searched call: the table keeps its value (and bound type) first. */
function jsExit(shape: ListingShape): readonly Line[] {
	if (shape.table === null) return [['  return best;', 'returnBest']];
	return [
		...(shape.table === 'bounds'
			? ([
					["  const bound = best.score <= alpha0 ? 'upper'"],
					["    : best.score >= beta0 ? 'lower' : 'exact';"],
					['  store(key, best.score, bound);', 'store']
				] as const)
			: ([['  store(key, best.score);', 'store']] as const)),
		['  return best;']
	];
}

function js(shape: ListingShape, { move, depth, tests, notes }: SearchBody): readonly Line[] {
	const { lookup, narrow } = COMMON_LINES.js;
	const keep: readonly Line[] = [
		['    if (isMax ? score > best.score', 'keep'],
		['              : score < best.score)'],
		[`      best = { ${move}, score };`]
	];
	const call: readonly Line[] = !shape.windowed
		? depth
			? [['    const { score } = minimax(child, next,', 'call'], ['      depth + 1);']]
			: [['    const { score } = minimax(child, next);', 'call']]
		: [
				['    const { score } ='],
				...(depth
					? ([
							['      alphaBeta(child, next, depth + 1,', 'call'],
							['        alpha, beta);']
						] as const)
					: ([['      alphaBeta(child, next, alpha, beta);', 'call']] as const))
			];
	const header: readonly Line[] = !shape.windowed
		? [[depth ? 'function minimax(board, player, depth) {' : 'function minimax(board, player) {']]
		: [
				[depth ? 'function alphaBeta(board, player, depth,' : 'function alphaBeta(board, player,'],
				['    alpha, beta) {']
			];
	return [
		...header,
		...lookup(shape),
		...tests,
		...call,
		...keep,
		...(shape.windowed ? narrow : []),
		['  }'],
		...jsExit(shape),
		['}'],
		...notes
	];
}

function python(shape: ListingShape, { move, depth, tests, notes }: SearchBody): readonly Line[] {
	const { lookup, narrow } = COMMON_LINES.python;
	const name = shape.windowed ? 'alpha_beta' : 'minimax';
	// Continuation lines line up with their bracket (PEP 8).
	const aligned = ' '.repeat(`        score, _ = ${name}(`.length);
	const header: readonly Line[] = !shape.windowed
		? [[depth ? 'def minimax(board, player, depth):' : 'def minimax(board, player):']]
		: depth
			? [
					['def alpha_beta(board, player, depth,'],
					[`${' '.repeat('def alpha_beta('.length)}alpha, beta):`]
				]
			: [['def alpha_beta(board, player, alpha, beta):']];
	// The arguments after the first line of the call, one to a line.
	const rest = [...(depth ? ['depth + 1'] : []), ...(!shape.windowed ? [] : ['alpha, beta'])];
	const call: readonly Line[] =
		rest.length === 0
			? [[`        score, _ = ${name}(child, opponent)`, 'call']]
			: [
					[`        score, _ = ${name}(child, opponent,`, 'call'],
					...rest.map((argument, at): Line => [
						`${aligned}${argument}${at === rest.length - 1 ? ')' : ','}`
					])
				];
	const returnBest = `    return best, best_${move}`;
	const store: readonly Line[] =
		shape.table === 'bounds'
			? [
					["    bound = ('upper' if best <= alpha0"],
					["             else 'lower' if best >= beta0"],
					["             else 'exact')"],
					['    store(key, best, bound)', 'store']
				]
			: [['    store(key, best)', 'store']];
	return [
		...header,
		...lookup(shape),
		...tests,
		...call,
		['        if (score > best if is_max', 'keep'],
		['                else score < best):'],
		[`            best, best_${move} = score, ${move}`],
		...(shape.windowed ? narrow : []),
		...(shape.table === null
			? [[returnBest, 'returnBest'] as const]
			: [...store, [returnBest] as const]),
		...notes
	];
}

function pseudo(shape: ListingShape, { move, depth, tests, notes }: SearchBody): readonly Line[] {
	const { lookup, narrow } = COMMON_LINES.pseudo;
	const name = shape.windowed ? 'ALPHA-BETA' : 'MINIMAX';
	const aligned = ' '.repeat(`    v2, _ ← ${name}(`.length);
	const header: readonly Line[] = !shape.windowed
		? [[depth ? 'function MINIMAX(board, player, depth)' : 'function MINIMAX(board, player)']]
		: depth
			? [
					['function ALPHA-BETA(board, player, depth,'],
					[`${' '.repeat('function ALPHA-BETA('.length)}α, β)`]
				]
			: [['function ALPHA-BETA(board, player, α, β)']];
	const rest = [...(depth ? ['depth + 1'] : []), ...(!shape.windowed ? [] : ['α, β'])];
	const call: readonly Line[] =
		rest.length === 0
			? [[`    v2, _ ← ${name}(child, OTHER(player))`, 'call']]
			: [[`    v2, _ ← ${name}(child, OTHER(player),`, 'call'], [`${aligned}${rest.join(', ')})`]];
	const store: readonly Line[] =
		shape.table === 'bounds'
			? [
					['  if v ≤ α₀ then bound ← upper'],
					['  else if v ≥ β₀ then bound ← lower'],
					['  else bound ← exact'],
					['  STORE(key, v, bound)', 'store']
				]
			: [['  STORE(key, v)', 'store']];
	return [
		...header,
		[`    returns a (value, ${move}) pair`],
		...lookup(shape),
		...tests,
		...call,
		['    if (player = AI and v2 > v) or', 'keep'],
		['       (player ≠ AI and v2 < v) then'],
		[`      v, move ← v2, ${move}`],
		...(shape.windowed ? narrow : []),
		...(shape.table === null
			? [['  return v, move', 'returnBest'] as const]
			: [...store, ['  return v, move'] as const]),
		...notes
	];
}

const WRITERS: Readonly<Record<CodeLanguage, Writer>> = { js, python, pseudo };

/** `shape`'s search function in `language`, around what `body` gives of the game's own. */
export function searchListing(
	language: CodeLanguage,
	shape: ListingShape,
	body: SearchBody
): readonly Line[] {
	return WRITERS[language](shape, body);
}
