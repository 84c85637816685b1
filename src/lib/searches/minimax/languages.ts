import { listingLanguagesIn, type Line } from '$lib/games/listing';
import '$lib/games/board-languages';
import { addFamilyLanguages, TREE_WORDS, wayOut, type Parts, type WindowLines } from './listing';

// The family's listings in Python 3 and textbook pseudocode (listing.ts has JavaScript's and
// why), with a board's pieces in them: added when a listing is first shown in one, and by every
// search of the family but minimax, whose words carry them (its JavaScript is its longest).

/** The arguments of the recursive call after the child and its side: the depth, the window. */
const restArguments = (depth: boolean, window: WindowLines | undefined): readonly string[] => [
	...(depth ? ['depth + 1'] : []),
	...(window === undefined ? [] : [window.params])
];

/**
 * A Python or pseudocode header, `open` and `params` then `close`: a depth and a window follow
 * the parameters, and with both the window goes on a line of its own, under the bracket.
 */
function bracketedHeader(
	open: string,
	params: string,
	close: string,
	depth: boolean,
	window: WindowLines | undefined
): readonly Line[] {
	if (window === undefined) return [[`${open}${params}${depth ? ', depth' : ''}${close}`]];
	return depth
		? [[`${open}${params}, depth,`], [`${' '.repeat(open.length)}${window.params}${close}`]]
		: [[`${open}${params}, ${window.params}${close}`]];
}

/**
 * A Python or pseudocode recursive call, `open` then `first`: the rest of its arguments stand
 * under the bracket, one to a line in Python (PEP 8), together in pseudocode.
 */
function bracketedCall(
	open: string,
	first: string,
	rest: readonly string[],
	oneToALine: boolean
): readonly Line[] {
	if (rest.length === 0) return [[`${open}${first})`, 'call']];
	const aligned = ' '.repeat(open.length);
	const after = oneToALine
		? rest.map((argument, at) => `${aligned}${argument}${at === rest.length - 1 ? ')' : ','}`)
		: [`${aligned}${rest.join(', ')})`];
	return [[`${open}${first},`, 'call'], ...after.map((text): Line => [text])];
}

// ---- A board's search: it returns a (score, move) pair. ----

function pairPython({ name, window, table, pieces, lookup, store }: Parts): readonly Line[] {
	const { move, depth, tests, notes } = pieces;
	const rest = restArguments(depth, window);
	return [
		...bracketedHeader(`def ${name}(`, 'board, player', '):', depth, window),
		...lookup,
		...tests,
		...bracketedCall(`        score, _ = ${name}(`, 'child, opponent', rest, true),
		['        if (score > best if is_max', 'keep'],
		['                else score < best):'],
		[`            best, best_${move} = score, ${move}`],
		...(window?.narrow.pair ?? []),
		...wayOut(store, table, `    return best, best_${move}`),
		...notes
	];
}

function pairPseudo({ name, window, table, pieces, lookup, store }: Parts): readonly Line[] {
	const { move, depth, tests, notes } = pieces;
	const rest = restArguments(depth, window);
	return [
		...bracketedHeader(`function ${name}(`, 'board, player', ')', depth, window),
		[`    returns a (value, ${move}) pair`],
		...lookup,
		...tests,
		...bracketedCall(`    v2, _ ← ${name}(`, 'child, OTHER(player)', rest, false),
		['    if (player = AI and v2 > v) or', 'keep'],
		['       (player ≠ AI and v2 < v) then'],
		[`      v, move ← v2, ${move}`],
		...(window?.narrow.pair ?? []),
		...wayOut(store, table, '  return v, move'),
		...notes
	];
}

// ---- A tree's search: it returns a value. ----

function valuePython({ name, window, table, pieces, lookup, store }: Parts): readonly Line[] {
	const { depth, tests, notes } = pieces;
	const rest = restArguments(depth, window);
	return [
		...bracketedHeader(`def ${name}(`, 'node, is_max', '):', depth, window),
		...lookup,
		...tests,
		...bracketedCall(`        score = ${name}(`, 'child, not is_max', rest, true),
		['        best = choose(best, score)', 'keep'],
		...(window?.narrow.value ?? []),
		...wayOut(store, table, '    return best'),
		...notes
	];
}

function valuePseudo({ name, window, table, pieces, lookup, store }: Parts): readonly Line[] {
	const { depth, tests, notes } = pieces;
	const rest = restArguments(depth, window);
	return [
		...bracketedHeader(`function ${name}(`, 'node, maximizing', ')', depth, window),
		['    returns a value'],
		...lookup,
		...tests,
		...bracketedCall(`    v2 ← ${name}(`, 'child, not maximizing', rest, false),
		['    if maximizing then v ← MAX(v, v2)', 'keep'],
		['    else v ← MIN(v, v2)'],
		...(window?.narrow.value ?? []),
		...wayOut(store, table, '  return v'),
		...notes
	];
}

addFamilyLanguages({
	python: {
		words: {
			pair: {
				key: 'key',
				best: 'best',
				result: (value) => `${value}, None`,
				stored: (value) => `store(key, ${value})`
			},
			value: TREE_WORDS
		},
		boardKey: (symmetry) => (symmetry ? '    key = canonical(board)' : '    key = tuple(board)'),
		writers: { pair: pairPython, value: valuePython }
	},
	pseudo: {
		words: {
			pair: {
				key: 'key',
				best: 'v',
				result: (value) => `${value}, none`,
				stored: (value) => `STORE(key, ${value}), none`
			},
			value: {
				key: 'node',
				best: 'v',
				result: (value) => value,
				stored: (value) => `STORE(node, ${value})`
			}
		},
		boardKey: (symmetry) => (symmetry ? '  key ← CANONICAL(board)' : '  key ← board'),
		writers: { pair: pairPseudo, value: valuePseudo }
	}
});
listingLanguagesIn();
