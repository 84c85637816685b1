import { nodeWidthFor } from '$lib/components/geometry';
import type { Game, Trace } from '$lib/engine';
import { explicitTree, TreeGame } from '$lib/games/tree/rules';
import { page } from '$lib/i18n/page';
import { view } from '$lib/i18n/view';
import type { GamePresenter } from '../../presenter';
import { roleName, plainValue, sideMark } from '../../values';
import { ARTICLE_TREE } from '../entry';
import { treeTraits } from '../traits';
import { treePieces } from './listing';

export { ARTICLE_TREE };

/** The least zoom the tree is presented at (its labels 20 units, 14 px on screen). */
const PRESENTING_FLOOR = 0.7;

/** How many nodes article 004's tree has (n1 to n26). */
const ARTICLE_TREE_NODES = 26;

/**
 * Article 004's walkthrough letters: node 4's subtree is A, its children B and C, their leaves
 * D, E (under B) and F, G (under C). Keyed by the level-order node number.
 */
const ARTICLE_LETTERS = new Map([
	[4, 'A'],
	[8, 'B'],
	[9, 'C'],
	[15, 'D'],
	[16, 'E'],
	[17, 'F'],
	[18, 'G']
]);

/** The walkthrough letter of a node of article 004's tree, by its level-order number, or null. */
export function articleLetter(node: number): string | null {
	return ARTICLE_LETTERS.get(node) ?? null;
}

/** Whether each tree is article 004's example, found once: a letter is asked for node by node. */
const articleExamples = new WeakMap<TreeGame, boolean>();

/** Article 004's tree with max at the root, however it was spaced when typed. */
function isArticleTree(game: Game): boolean {
	const tree = explicitTree(game);
	let known = articleExamples.get(tree);
	if (known === undefined) {
		// Its 26 nodes first: writing out a big tree just to compare it would block the page.
		known =
			tree.size === ARTICLE_TREE_NODES &&
			tree.rootKind === 'max' &&
			JSON.stringify(tree.source) === ARTICLE_TREE;
		articleExamples.set(tree, known);
	}
	return known;
}

/** Explicit trees: small round or square nodes, values as typed, moves are child numbers. */
export const treePresenter = {
	node: {
		width: 56,
		height: 56,
		header: 0,
		glyph: 0,
		minRadius: 28,
		windowBelow: 43,
		windowFont: 16,
		badgeBelow: 54,
		headingAbove: 21,
		// Plain numbers, drawn larger presenting: article 004's five levels fit 1280×720 whole.
		presentingFloor: PRESENTING_FLOOR,
		// "FC30▲" at 20 units, 14 px on screen at the floor, and the widest window of single
		// digits, "[−∞, +∞]", as wide as it is drawn (106 units apart); levels at most 126 units
		// apart: article 004's five fit 1280×720 at the floor, a cut's tally between two. Without
		// windows (minimax, expectimax) the cards need only their own width and some air: the
		// weighted chance tree's 16 leaves then fit between the level column and the toolbar.
		presenting: {
			width: 84,
			layout: {
				nodeWidth: nodeWidthFor('[−∞, +∞]', 14 / PRESENTING_FLOOR),
				levelHeight: 126,
				windowless: 84 + 10
			}
		},
		// On the page at 12 px (20 units at 0.6, its floor there): "FC17" without its marker and
		// a window on two lines ("[−∞," over "+∞]") fit 68 units; 84 apart, article 004's tree
		// fits the page's panel whole at 1280×720, as its own 72 apart did.
		desk: {
			width: 68,
			height: 52,
			windowBelow: 40,
			layout: { nodeWidth: 80, levelHeight: 146, windowless: 76 }
		}
	},
	...treeTraits,
	labelsLinks: false,
	cutMarkAlong: 0.57,

	value: plainValue,
	linkLabel(trace: Trace, call: number): string {
		const move = trace.via(call);
		return trace.parent(call) === null || move === null ? '' : `#${move + 1}`;
	},
	moveName: (move) => `#${move + 1}`,
	moveList: (moves) => moves.map((move) => `#${move + 1}`).join(', '),
	side: roleName,
	marker: sideMark,
	nodeNumber: (game, position) => explicitTree(game).levelOrderNumber(position),
	nodeName: (game, position) => explicitTree(game).name(position),
	knownValue: (game, position) => explicitTree(game).leafValue(position),
	describeCall(trace, call, score, lang) {
		const t = view[lang];
		const game = explicitTree(trace.game);
		const position = trace.position(call);
		const number = t.nodeNumber(game.levelOrderNumber(position));
		const name = game.name(position);
		const parts = [`FC${call}`, name === null ? number : t.withLetter(number, name)];
		parts.push(t.depth(trace.depth(call)));
		const move = trace.via(call);
		if (trace.parent(call) !== null && move !== null) parts.push(t.childNumber(move + 1));
		parts.push(roleName(game, position, lang, trace.isChance(call)));
		if (score !== null) parts.push(t.returned(plainValue(score)));
		return parts.join(t.listSeparator);
	},
	describeUnsearched(game, position, _via, lang) {
		const tree = explicitTree(game);
		const node = view[lang].prunedNode(tree.levelOrderNumber(position));
		const name = tree.name(position);
		return name === null ? node : view[lang].withLetter(node, name);
	},
	summary(game, calls, lang) {
		const tree = explicitTree(game);
		return page[lang].treeSummary(tree.size, tree.rootKind, calls);
	},

	isArticleExample: isArticleTree,
	letter(game, position) {
		const tree = explicitTree(game);
		return isArticleTree(tree) ? articleLetter(tree.levelOrderNumber(position)) : null;
	},

	listingForm: 'value',
	listingPieces: (_game, request) => treePieces(request),
	terminalRole: (_game, _position, leaving) => (leaving ? 'leaf' : 'leafTest')
} satisfies GamePresenter;

/** What the view registry loads (this game's `view/parts.ts`). */
export { treePresenter as presenter };
