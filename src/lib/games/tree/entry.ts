import type { GameEntry } from '../entries';

/** Article 004's example tree (from a UCLA lecture figure), as the article writes it. */
export const ARTICLE_TREE = '[[[[3,17],[2,12]],[[15],[25,0]]],[[[2,5],[3]],[[2,14]]]]';

/**
 * AIMA's Figure 5.2 (Russell and Norvig, "Artificial Intelligence: A Modern Approach"), its
 * nodes named as the book names them: the max root A, its min children B, C and D.
 */
export const AIMA_TREE =
	'{"name":"A","children":[{"name":"B","children":[3,12,8]},{"name":"C","children":[2,4,6]},{"name":"D","children":[14,5,2]}]}';

/** A uniform tree, 3 children per node and 4 levels, its 81 leaves distinct (0 to 99). */
export const UNIFORM_TREE = {
	branching: 3,
	depth: 4,
	min: 0,
	max: 99,
	seed: 1,
	distinct: true
} as const;

/** The forms a tree takes in a link (see link.ts), in the order one is chosen. */
export const TREE_LINK_FORMS = ['tree', 'treez', 'seed'] as const;

/** Article 004's tree: the first example, and the exercise practice opens on. */
const ARTICLE_SOURCE = { kind: 'tree', tree: ARTICLE_TREE, root: 'max' } as const;

/**
 * Game trees before their code loads: a tree in a link, article 004's and AIMA's examples, and
 * the practice page's exercises, article 004's tree first.
 */
export const treeEntry = {
	kind: 'tree',
	linkParameters: TREE_LINK_FORMS,
	recipeParameters: ['branching', 'min', 'max', 'distinct'],
	editorLabel: 'treeKind',
	editorStart: { kind: 'tree', tree: '[[3, 17], [2, 12]]', root: 'max' },
	examples: [
		{
			id: 'tree',
			rank: 1,
			label: 'exampleTree',
			source: ARTICLE_SOURCE,
			windowed: true
		},
		{
			id: 'aima',
			rank: 1.5,
			label: 'exampleAima',
			source: { kind: 'tree', tree: AIMA_TREE, root: 'max' },
			windowed: true
		},
		{
			// Knuth and Moore's figure: best first, alpha-beta examines 3² + 3² − 1 = 17 of 81 leaves.
			id: 'uniform',
			rank: 1.6,
			label: 'exampleUniform',
			source: { kind: 'tree', random: UNIFORM_TREE, root: 'max' },
			windowed: true
		}
	],
	practiceStart: ARTICLE_SOURCE
} as const satisfies GameEntry;
