import type { SearchId } from '$lib/engine';
import {
	codeLayout,
	listingTitle,
	note,
	shapeKey,
	type CodeLanguage,
	type CodeLayout,
	type Line,
	plainShape,
	type ListingShape
} from '../../listing';

/**
 * Our searches over an explicit tree, line for line what the engine does, in JavaScript,
 * Python 3 and textbook pseudocode (AIMA's style). Every language tags the same roles. A node is
 * its own table key (a tree has no symmetries); helpers the code calls without showing (store,
 * ordered, evaluate) are documented in comment lines below it.
 */

/** Each language's way of writing the pieces that differ between the searches. */
interface TreeWords {
	/** The function's name and first line, and how a call to it with the extra arguments reads. */
	readonly header: (shape: ListingShape, depth: boolean) => readonly Line[];
	readonly call: (shape: ListingShape, depth: boolean) => readonly Line[];
	/** The look-up before the leaf test. */
	readonly memo: readonly Line[];
	readonly bounds: readonly Line[];
	readonly leafTest: string;
	/** A value the call returns, stored first when the search keeps a table. */
	readonly returns: (shape: ListingShape, value: string) => string;
	readonly leafValue: string;
	readonly depthTest: (limit: number) => string;
	readonly evaluate: string;
	/** From the first value to the loop over children (the loop carries a role). */
	readonly start: readonly Line[];
	readonly loop: (ordered: boolean) => Line;
	readonly keep: readonly Line[];
	readonly window: readonly Line[];
	readonly end: readonly Line[];
	readonly store: (shape: ListingShape) => readonly Line[];
	readonly returnBest: string;
	readonly close: readonly Line[];
	/** The helpers' names, as the notes under the listing call them. */
	readonly names: { readonly store: string; readonly ordered: string; readonly evaluate: string };
}

const JS: TreeWords = {
	header: (shape, depth) =>
		!shape.windowed
			? [[depth ? 'function minimax(node, isMax, depth) {' : 'function minimax(node, isMax) {']]
			: [
					[depth ? 'function alphaBeta(node, isMax, depth,' : 'function alphaBeta(node, isMax,'],
					['    alpha, beta) {']
				],
	call: (shape, depth) =>
		!shape.windowed
			? depth
				? [['    const score ='], ['      minimax(child, !isMax, depth + 1);', 'call']]
				: [['    const score = minimax(child, !isMax);', 'call']]
			: depth
				? [
						['    const score ='],
						['      alphaBeta(child, !isMax, depth + 1,', 'call'],
						['        alpha, beta);']
					]
				: [['    const score ='], ['      alphaBeta(child, !isMax, alpha, beta);', 'call']],
	memo: [
		['  if (table.has(node))', 'lookup'],
		['    return table.get(node);', 'hit']
	],
	bounds: [
		['  const entry = table.get(node);', 'lookup'],
		["  if (entry?.bound === 'exact')"],
		['    return entry.score;', 'hit'],
		["  if (entry?.bound === 'lower')"],
		['    alpha = Math.max(alpha, entry.score);', 'narrowAlpha'],
		["  if (entry?.bound === 'upper')"],
		['    beta = Math.min(beta, entry.score);', 'narrowBeta'],
		['  if (alpha >= beta)'],
		['    return entry.score;', 'boundHit'],
		['  const [alpha0, beta0] = [alpha, beta];']
	],
	leafTest: '  if (node.children.length === 0)',
	returns: (shape, value) =>
		`    return ${shape.table === null ? value : `store(node, ${value})`};`,
	leafValue: 'node.value',
	depthTest: (limit) => `  if (depth === ${limit})`,
	evaluate: 'evaluate(node)',
	start: [['  let best = isMax ? -Infinity : Infinity;']],
	loop: (ordered) =>
		ordered
			? ['  for (const child of ordered(node)) {', 'order']
			: ['  for (const child of node.children) {', 'moves'],
	keep: [['    if (isMax ? score > best : score < best)', 'keep'], ['      best = score;']],
	window: [
		['    if (isMax && best > alpha) alpha = best;'],
		['    if (!isMax && best < beta) beta = best;'],
		['    if (alpha >= beta) break;', 'cut']
	],
	end: [['  }']],
	store: (shape) =>
		shape.table === 'bounds'
			? [
					["  const bound = best <= alpha0 ? 'upper'"],
					["    : best >= beta0 ? 'lower' : 'exact';"],
					['  store(node, best, bound);', 'store']
				]
			: [['  store(node, best);', 'store']],
	returnBest: '  return best;',
	close: [['}']],
	names: { store: 'store', ordered: 'ordered', evaluate: 'evaluate' }
};

// Python: `choose` is max or min, so keeping the better score is one line, as in the textbooks.
const PYTHON: TreeWords = {
	header: (shape, depth) =>
		!shape.windowed
			? [[depth ? 'def minimax(node, is_max, depth):' : 'def minimax(node, is_max):']]
			: depth
				? [['def alpha_beta(node, is_max, depth,'], ['               alpha, beta):']]
				: [['def alpha_beta(node, is_max, alpha, beta):']],
	call: (shape, depth) =>
		!shape.windowed
			? depth
				? [
						['        score = minimax(child, not is_max,', 'call'],
						['                        depth + 1)']
					]
				: [['        score = minimax(child, not is_max)', 'call']]
			: [
					['        score = alpha_beta(child, not is_max,', 'call'],
					...(depth ? ([['                           depth + 1,']] as const) : []),
					['                           alpha, beta)']
				],
	memo: [
		['    if node in table:', 'lookup'],
		['        return table[node]', 'hit']
	],
	bounds: [
		['    stored, bound = table.get(node, (0, None))', 'lookup'],
		["    if bound == 'exact':"],
		['        return stored', 'hit'],
		["    if bound == 'lower':"],
		['        alpha = max(alpha, stored)', 'narrowAlpha'],
		["    if bound == 'upper':"],
		['        beta = min(beta, stored)', 'narrowBeta'],
		['    if alpha >= beta:'],
		['        return stored', 'boundHit'],
		['    alpha0, beta0 = alpha, beta']
	],
	leafTest: '    if not node.children:',
	returns: (shape, value) =>
		`        return ${shape.table === null ? value : `store(node, ${value})`}`,
	leafValue: 'node.value',
	depthTest: (limit) => `    if depth == ${limit}:`,
	evaluate: 'evaluate(node)',
	start: [
		['    choose = max if is_max else min'],
		["    best = float('-inf' if is_max else 'inf')"]
	],
	loop: (ordered) =>
		ordered
			? ['    for child in ordered(node):', 'order']
			: ['    for child in node.children:', 'moves'],
	keep: [['        best = choose(best, score)', 'keep']],
	window: [
		['        if is_max:'],
		['            alpha = max(alpha, best)'],
		['        else:'],
		['            beta = min(beta, best)'],
		['        if alpha >= beta:', 'cut'],
		['            break']
	],
	end: [],
	store: (shape) =>
		shape.table === 'bounds'
			? [
					["    bound = ('upper' if best <= alpha0"],
					["             else 'lower' if best >= beta0"],
					["             else 'exact')"],
					['    store(node, best, bound)', 'store']
				]
			: [['    store(node, best)', 'store']],
	returnBest: '    return best',
	close: [],
	names: { store: 'store', ordered: 'ordered', evaluate: 'evaluate' }
};

const PSEUDO: TreeWords = {
	header: (shape, depth) =>
		!shape.windowed
			? [
					[
						depth
							? 'function MINIMAX(node, maximizing, depth)'
							: 'function MINIMAX(node, maximizing)'
					]
				]
			: depth
				? [['function ALPHA-BETA(node, maximizing, depth,'], ['                    α, β)']]
				: [['function ALPHA-BETA(node, maximizing, α, β)']],
	call: (shape, depth) =>
		!shape.windowed
			? depth
				? [['    v2 ← MINIMAX(child, not maximizing,', 'call'], ['                 depth + 1)']]
				: [['    v2 ← MINIMAX(child, not maximizing)', 'call']]
			: [
					['    v2 ← ALPHA-BETA(child, not maximizing,', 'call'],
					[depth ? '                    depth + 1, α, β)' : '                    α, β)']
				],
	memo: [
		['  if node is in table then', 'lookup'],
		['    return table[node]', 'hit']
	],
	bounds: [
		['  stored, bound ← table[node] (none if absent)', 'lookup'],
		['  if bound = exact then return stored', 'hit'],
		['  if bound = lower then α ← MAX(α, stored)', 'narrowAlpha'],
		['  if bound = upper then β ← MIN(β, stored)', 'narrowBeta'],
		['  if α ≥ β then return stored', 'boundHit'],
		['  α₀, β₀ ← α, β']
	],
	leafTest: '  if node has no children then',
	returns: (shape, value) => `    return ${shape.table === null ? value : `STORE(node, ${value})`}`,
	leafValue: 'VALUE(node)',
	depthTest: (limit) => `  if depth = ${limit} then`,
	evaluate: 'EVALUATE(node)',
	start: [['  if maximizing then v ← −∞ else v ← +∞']],
	loop: (ordered) =>
		ordered
			? ['  for each child in ORDERED(node) do', 'order']
			: ['  for each child of node do', 'moves'],
	keep: [['    if maximizing then v ← MAX(v, v2)', 'keep'], ['    else v ← MIN(v, v2)']],
	window: [
		['    if maximizing then α ← MAX(α, v)'],
		['    else β ← MIN(β, v)'],
		['    if α ≥ β then exit the loop', 'cut']
	],
	end: [],
	store: (shape) =>
		shape.table === 'bounds'
			? [
					['  if v ≤ α₀ then bound ← upper'],
					['  else if v ≥ β₀ then bound ← lower'],
					['  else bound ← exact'],
					['  STORE(node, v, bound)', 'store']
				]
			: [['  STORE(node, v)', 'store']],
	returnBest: '  return v',
	close: [],
	names: { store: 'STORE', ordered: 'ORDERED', evaluate: 'EVALUATE' }
};

const WORDS: Record<CodeLanguage, TreeWords> = { js: JS, python: PYTHON, pseudo: PSEUDO };

function treeLines(words: TreeWords, shape: ListingShape): readonly Line[] {
	const depth = shape.limit !== null;
	const table =
		shape.table === 'scores' ? words.memo : shape.table === 'bounds' ? words.bounds : [];
	return [
		...words.header(shape, depth),
		...(words === PSEUDO ? ([['    returns a value']] as const) : []),
		...table,
		[words.leafTest, 'leafTest'],
		[words.returns(shape, words.leafValue), 'leaf'],
		...(shape.limit === null
			? []
			: ([
					[words.depthTest(shape.limit), 'depthTest'],
					[words.returns(shape, words.evaluate), 'estimate']
				] as const)),
		...words.start,
		words.loop(shape.ordered),
		...words.call(shape, depth),
		...words.keep,
		...(shape.windowed ? words.window : []),
		...words.end,
		...(shape.table === null ? [] : words.store(shape)),
		shape.table === null ? [words.returnBest, 'returnBest'] : [words.returnBest],
		...words.close,
		...(shape.table === null ? [] : [note('store', words.names.store)]),
		...(shape.ordered ? [note('orderTree', words.names.ordered)] : []),
		...(shape.limit === null
			? []
			: [note('evaluateTree', words.names.evaluate), note('evaluateTreeHow')])
	];
}

const made = new Map<string, CodeLayout>();

/** The tree listing of a search in `language`, made once. */
export function treeListing(shape: ListingShape, language: CodeLanguage): CodeLayout {
	const key = `${language}:${shapeKey(shape)}`;
	let listing = made.get(key);
	if (listing === undefined) {
		listing = codeLayout(listingTitle('tree', shape), language, treeLines(WORDS[language], shape));
		made.set(key, listing);
	}
	return listing;
}

/** The plain tree listing of search `algorithm`'s kind (no table, no order, no limit). */
export const plainTreeListing = (algorithm: SearchId, language: CodeLanguage): CodeLayout =>
	treeListing(plainShape(algorithm), language);
