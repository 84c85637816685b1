import {} from '../../narration/english';
import { glue, listZh, maxMin, ordinalZh, zh } from '../../narration/chinese';
import type { WordsMessages, Listed } from '../../narration/words';

/** narration/words.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const words: WordsMessages = {
	list: listZh,
	cells: (cells: Listed) =>
		cells.hidden > 0
			? zh`${cells.items.join('、')} 号格等 ${cells.items.length + cells.hidden} 个格`
			: zh`${listZh(cells)} 号格`,
	nodes: (nodes: Listed) => zh`节点 ${listZh(nodes)}`,
	node: (number) => zh`节点 ${number}`,
	named: (call, node) => zh`${call}（${node}）`,
	child: (move, node) => zh`${ordinalZh(move)}子节点（${node}）`,
	cell: (cell) => zh`${cell} 号格`,
	side: (mark, ai) => zh`${mark}（${ai ? 'AI' : '人类'}）`,
	treeSide: (maximizing) => `${maxMin(maximizing)}方`,
	aim: (maximizing) => `取${maxMin(maximizing)}`,
	chanceAim: '随机走棋，每种走法的概率相同',
	scoreFrom: (score, move) => zh`${score}（${move}）`,
	searchedAgain: (move) => zh`${move}，重新搜索`,
	boardOrder: '先中心，再四角，后四边',
	treeOrder: '按第一个叶节点（一路沿第一个子节点向下）排序，对走棋一方最有利的在前',
	sentences: (parts) => parts.reduce(glue, '')
};
