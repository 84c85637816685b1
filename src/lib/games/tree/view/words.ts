import { formatCount as count } from '$lib/engine/format';
import { catalog } from '$lib/i18n/catalog';
import { highLow, maxMin, openingZh, ordinalZh, zh } from '$lib/i18n/narration/chinese';
import { ORDINALS } from '$lib/i18n/narration/english';
import { openingEn, type OpeningWindow } from '$lib/i18n/narration/opening';

/**
 * A game tree's own sentences in the narration, in both languages (they load with the tree's
 * views): its start, a child tried, a node entered (a leaf, a chance node, a max or min node), a
 * leaf's return and the root's value. Calls and values arrive formatted ("FC3 (n4)", "3").
 */

const KINDS = { max: '极大', min: '极小', chance: '机会' } as const;

export const treeEvents = catalog(
	{
		/** `root` is the root as sentences name it: "node 1", or its name ("A"). */
		startTree: (p: { root: string; maximizing: boolean; windowed: OpeningWindow | null }) =>
			`The search is about to start at the root (${p.root}), a ${p.maximizing ? 'max' : 'min'} node. Levels alternate: max nodes keep the highest value, min nodes the lowest.${openingEn(p.windowed)}`,
		/**
		 * Expectimax's start on a tree: max levels choose and the others are chance nodes, each move
		 * alike; or (`stated`) the tree says which node is which and weighs its chance nodes.
		 */
		startChance: (p: { root: string; kind: 'max' | 'min' | 'chance'; stated: boolean }) =>
			`The search is about to start at the root (${p.root}), a ${p.kind} node. Expectimax: max nodes keep the highest value${p.stated ? ", min nodes the lowest; a chance node is worth the sum of its children's values, each times the probability on its link." : '; every other node is a chance node, each of its children equally likely, worth their average.'}`,
		/** `searched`: the move counted in the order a reordering search tries them, as drawn. */
		tryChild: (p: { parent: string; move: number; child: string; searched: boolean }) =>
			`${p.parent} tries its ${ORDINALS[p.move] ?? 'next'} child${p.searched ? ' in its order' : ''} and calls ${p.child} to find out what it is worth.`,
		enterLeaf: (start: string) => `${start}: a leaf, so there is nothing below to search.`,
		/** A chance node starts: its children, each as likely as the others, or (`weights`) not. */
		enterChance: (p: { start: string; children: number; weights: string | null }) =>
			p.weights === null
				? `${p.start}. A chance node: each of its ${count(p.children)} ${p.children === 1 ? 'child' : 'children'} has probability 1/${count(p.children)}, and it returns their average.`
				: `${p.start}. A chance node: its ${count(p.children)} children have probabilities ${p.weights}, and it returns the sum of each value times its probability.`,
		enterTree: (p: {
			start: string;
			maximizing: boolean;
			children: number;
			window: string | null;
		}) =>
			`${p.start}. A ${p.maximizing ? 'max' : 'min'} node keeps ${p.maximizing ? 'the highest' : 'the lowest'} value; it will try ${p.children === 1 ? 'its only child' : `its ${count(p.children)} children`}.${p.window === null ? '' : ` Window: ${p.window}.`}`,
		/** `worth`: the leaf's value; `score`: what the search returns there (negamax's may differ). */
		leafReturn: (p: { name: string; worth: string; score: string }) =>
			`${p.name} is a leaf worth ${p.worth}, so it returns ${p.score}.`,
		finishTree: (p: { score: string; maximizing: boolean; through: string }) =>
			`The root is worth ${p.score}, the ${p.maximizing ? 'highest' : 'lowest'} value, through ${p.through}.`
	},
	{
		startTree: (p) =>
			zh`搜索即将从根节点（${p.root}）开始，它是${maxMin(p.maximizing)}节点。各层交替：极大节点取子节点中的最高值，极小节点取最低值。${openingZh(p.windowed)}`,
		startChance: (p) =>
			zh`搜索即将从根节点（${p.root}）开始，它是${KINDS[p.kind]}节点。期望极大搜索：极大节点取子节点中的最高值${p.stated ? '，极小节点取最低值；机会节点的值是各子节点的值乘以其边上的概率之和。' : '；其余节点都是机会节点，每个子节点的概率相同，取它们的平均值。'}`,
		tryChild: (p) =>
			zh`${p.parent} ${p.searched ? '按它的顺序' : ''}尝试${ordinalZh(p.move)}子节点，调用 ${p.child} 求出它的值。`,
		enterLeaf: (start) => zh`${start}。这是叶节点，下面没有可搜索的了。`,
		enterChance: (p) =>
			p.weights === null
				? zh`${p.start}。这是机会节点：它的 ${count(p.children)} 个子节点的概率各为 1/${count(p.children)}，返回它们的平均值。`
				: zh`${p.start}。这是机会节点：它的 ${count(p.children)} 个子节点的概率依次为 ${p.weights}，返回各值乘以其概率之和。`,
		enterTree: (p) =>
			zh`${p.start}。这是${maxMin(p.maximizing)}节点，取子节点中的${highLow(p.maximizing)}值；${p.children === 1 ? '将尝试它唯一的子节点' : zh`将尝试它的 ${count(p.children)} 个子节点`}。${p.window === null ? '' : zh`窗口：${p.window}。`}`,
		leafReturn: (p) => zh`${p.name} 是叶节点，值为 ${p.worth}，所以返回 ${p.score}。`,
		finishTree: (p) =>
			zh`根节点的值为 ${p.score}（${highLow(p.maximizing)}值），经由${p.through}取得。`
	}
);
