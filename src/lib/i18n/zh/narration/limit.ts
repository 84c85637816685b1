import type { LimitMessages } from '../../narration/limit';

/** narration/limit.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const limit: LimitMessages = {
	enterAtLimit: (p) =>
		`${p.name} ${p.moves === null ? `在深度 ${p.depth}` : `在距根 ${p.moves} 步、第 ${p.depth} 层（第 0 层是驱动调用）`}开始执行，这正是深度限制：它不尝试任何一步，而是估计自己的局面。`,
	returnAtLimit: (p) =>
		`${p.name} ${p.moves === null ? `处于深度 ${p.depth}` : `距根 ${p.moves} 步，在第 ${p.depth} 层（第 0 层是驱动调用）`}，即深度限制：在此停下并调用评估函数。${p.evaluation}它返回 ${p.value}，这是估计值：之后的事都在搜索的视野之外。`,
	returnAtLimitBrief: (p) => `${p.name} 处于深度限制，返回估计值 ${p.value}。`,
	boardEvaluation: (p) =>
		`${p.ai}还能连成 ${p.aiLines} 条三子线，${p.other}还能连成 ${p.otherLines} 条，所以估计值为 ${p.scaled ? `(${p.aiLines} − ${p.otherLines}) × 0.1` : `${p.aiLines} − ${p.otherLines}`} = ${p.value}。`,
	aimaEvaluation: (p) =>
		`AIMA 的评估函数：${p.ai}有 ${p.ai2} 条含两个棋子的可成线、${p.ai1} 条含一个棋子的，${p.other}分别有 ${p.other2} 条和 ${p.other1} 条，所以 Eval = 3×${p.ai2} + ${p.ai1} − (3×${p.other2} + ${p.other1}) = ${p.value}。`,
	limitedOutcome: (limit) => `这是向前看 ${limit} 步得出的估计，并不保证对局的结果`,
	treeEvaluation: (p) =>
		`博弈树没有自己的评估函数，所以取它下面第一个叶节点的值：${p.leaf}的值为 ${p.value}。`
};
