import { formatCount as count } from '$lib/engine/format';
import { zh } from '../../narration/chinese';
import type { ChanceMessages } from '../../narration/chance';

/** narration/chance.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const chance: ChanceMessages = {
	chanceReturn: (p) =>
		zh`${p.name} 已收到各个值：${p.received}。它是机会节点，所以返回${p.weighted ? '各值乘以其概率之和' : '它们的平均值'}：${p.sum} ${p.estimate ? zh`≈ ${p.rounded}` : zh`= ${p.exact}${p.rounded === p.exact ? '' : zh` ≈ ${p.rounded}`}`}。`,
	chanceGot: (p) =>
		zh`${p.parent} 从${p.from}收到 ${p.score}，把 ${p.weighed} 加入总和：已加 ${count(p.done)} 个（共 ${count(p.of)} 个），总和为 ${p.total}。`,
	finishChance: (p) =>
		zh`根节点是机会节点，所以不选择走法：它的值是各结果的平均值 ${p.exact}${p.score === p.exact ? '' : zh` ≈ ${p.score}`}。`
};
