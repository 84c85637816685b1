import {
	helperName,
	note,
	type CodeLanguage,
	type GamePieces,
	type Line,
	type PieceRequest
} from '../../listing';

/**
 * A game tree's pieces of our searches' listings, line for line what the engine does, in
 * JavaScript, Python 3 and textbook pseudocode (AIMA's style): the leaf test, the depth limit,
 * the best value so far and the loop over a node's children, which are its moves. A node is its
 * own table key (a tree has no symmetries); the rest of each function is the search's
 * (src/lib/searches/), returning a value. Helpers the code calls without showing (store,
 * ordered, evaluate) are documented in comment lines below it.
 */

/** Each language's words for a tree's pieces. */
interface TreeWords {
	readonly leafTest: string;
	readonly leafValue: string;
	readonly depthTest: (limit: number) => string;
	readonly evaluate: string;
	/** A call's return of `value` (the search says whether it is stored first). */
	readonly returns: (value: string) => string;
	/** From the first value to the loop over children (the loop carries a role). */
	readonly start: readonly Line[];
	readonly loop: (ordered: boolean) => Line;
}

const JS: TreeWords = {
	leafTest: '  if (node.children.length === 0)',
	leafValue: 'node.value',
	depthTest: (limit) => `  if (depth === ${limit})`,
	evaluate: 'evaluate(node)',
	returns: (value) => `    return ${value};`,
	start: [['  let best = isMax ? -Infinity : Infinity;']],
	loop: (ordered) =>
		ordered
			? ['  for (const child of ordered(node)) {', 'order']
			: ['  for (const child of node.children) {', 'moves']
};

// Python: `choose` is max or min, so keeping the better score is one line, as in the textbooks.
const PYTHON: TreeWords = {
	leafTest: '    if not node.children:',
	leafValue: 'node.value',
	depthTest: (limit) => `    if depth == ${limit}:`,
	evaluate: 'evaluate(node)',
	returns: (value) => `        return ${value}`,
	start: [
		['    choose = max if is_max else min'],
		["    best = float('-inf' if is_max else 'inf')"]
	],
	loop: (ordered) =>
		ordered
			? ['    for child in ordered(node):', 'order']
			: ['    for child in node.children:', 'moves']
};

const PSEUDO: TreeWords = {
	leafTest: '  if node has no children then',
	leafValue: 'VALUE(node)',
	depthTest: (limit) => `  if depth = ${limit} then`,
	evaluate: 'EVALUATE(node)',
	returns: (value) => `    return ${value}`,
	start: [['  if maximizing then v ← −∞ else v ← +∞']],
	loop: (ordered) =>
		ordered
			? ['  for each child in ORDERED(node) do', 'order']
			: ['  for each child of node do', 'moves']
};

const WORDS: Record<CodeLanguage, TreeWords> = { js: JS, python: PYTHON, pseudo: PSEUDO };

/** A game tree's pieces of a listing: its tests, its loop over children, its helpers' notes. */
export function treePieces(request: PieceRequest): GamePieces {
	const { language, returns, limit, ordered, stores } = request;
	const words = WORDS[language];
	return {
		title: 'tree',
		move: 'child',
		depth: limit !== null,
		tests: [
			[words.leafTest, 'leafTest'],
			[words.returns(returns(words.leafValue)), 'leaf'],
			...(limit === null
				? []
				: ([
						[words.depthTest(limit), 'depthTest'],
						[words.returns(returns(words.evaluate)), 'estimate']
					] as const)),
			...words.start,
			words.loop(ordered)
		],
		notes: [
			...(stores ? [note('store', helperName('store', language))] : []),
			...(ordered ? [note('orderTree', helperName('ordered', language))] : []),
			...(limit === null
				? []
				: [note('evaluateTree', helperName('evaluate', language)), note('evaluateTreeHow')])
		]
	};
}
