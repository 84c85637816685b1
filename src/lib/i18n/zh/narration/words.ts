import {} from '../../narration/english';
import { listZh, maxMin, ordinalZh, zh } from '../../narration/chinese';
import type { WordsMessages, Listed } from '../../narration/words';
import { openingWords } from './opening';

/** narration/words.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const words: WordsMessages = {
	...openingWords,
	template: zh,
	list: listZh,
	nodes: (nodes: Listed) => listZh(nodes),
	node: (number) => `n${number}`,
	named: (call, node) => zh`${call}（${node}）`,
	child: (move, node, searched = false) =>
		zh`${searched ? '它搜索的' : ''}${ordinalZh(move)}子节点（${node}）`,
	cell: (cell) => zh`${cell} 号格`,
	treeSide: (maximizing) => `${maxMin(maximizing)}方`,
	aim: (maximizing) => `取${maxMin(maximizing)}`,
	chanceAim: '随机走棋，每种走法的概率相同',
	scoreFrom: (score, move) => zh`${score}（${move}）`,
	searchedAgain: (move) => zh`${move}，重新搜索`,
	boardOrder: '先中心，再四角，后四边',
	treeOrder: '按一路沿第一个子节点向下到达的叶节点排序，对走棋一方最有利的在前',
	orderAhead: (p) => zh`先试看似最好的走法，它按这个顺序尝试：${p.moves}（${p.rule}）。`,
	orderAheadBrief: (moves) => zh`它按这个顺序尝试：${moves}。`,
	orderRule: (rule) => `这是它对最好走法的预先猜测：${rule}。`,
	earlierBestRule: (move) =>
		`这是它对最好走法的预先猜测：${move}是它上一次搜索在这里找到的最佳走法，排在最前；其余按游戏本身的顺序。`,
	oracleAhead: (p) =>
		zh`按${p.best ? '最好' : '最差'}优先的顺序，它这样尝试：${p.moves}（按每个子节点真实的极小化极大值，对走棋一方${p.best ? '最有利' : '最不利'}的在前）。`,
	oracleRule: (best) =>
		`这是当前设定的${best ? '最好' : '最差'}优先顺序：按每一步所到局面真实的极小化极大值，对走棋一方${best ? '最有利' : '最不利'}的在前。`
};
