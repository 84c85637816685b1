import { formatCount as count } from '$lib/engine/format';
import { roughly } from '../rough';
import type { CompareMessages } from '../compare';

/** A time to a tenth of a millisecond, or whole ones from 100 on (the column stays narrow). */
const millis = (ms: number): string => (ms >= 100 ? count(Math.round(ms)) : ms.toFixed(1));

/** compare.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const compare: CompareMessages = {
	title: 'Minimax Lab：比较各种搜索',
	heading: '· 比较各种搜索',
	back: '← 逐步查看这个局面',
	position: '比较的局面',
	boardCaption: (toMove, ai) => `轮到 ${toMove} 走 · AI ${ai} 取极大`,
	treeSource: (root) => `树，根节点${root === 'max' ? '取极大' : '取极小'}：`,
	randomRecipe: (low, high, depth, min, max, seed) =>
		`随机树，种子 ${seed}：每个节点 ${low === high ? low : `${low} 至 ${high}`} 个子节点，深度 ${depth}，叶节点的值从 ${min} 至 ${max}`,
	connect4Moves: (moves) => (moves === '' ? '空棋盘' : `走法：${moves}`),
	connect4ScoringTitle: '四子棋怎样计分',
	connect4EvaluationTitle: '到达深度上限时怎样估计局面',
	scores: '计分方式',
	scorings: {
		article: '±10，平局 0（教程）',
		unit: '±1，平局 0（第 002 篇文章）',
		depth: '±(10 − 步数)：赢得越快分越高'
	},
	depthNote:
		'考虑深度的计分让更快的获胜得分更高，因此分值相同的情况更少，α-β 剪枝剪去的分支也随之不同：请与其他计分方式比较它的调用次数。',
	results: '结果',
	reading: '正在读取局面……',
	searching: (done, of) => `正在搜索……已完成 ${done} 种，共 ${of} 种`,
	allDone: '全部搜索完成；每次运行的用时会略有不同。',
	progress: '已完成的搜索',
	cancel: '停止搜索',
	cancelled: (done, of) => `已停止：完成了 ${done} 种搜索，共 ${of} 种。`,
	articleInstead: (reason) => `${reason}改为在教程中的棋盘上比较。`,
	depthLimit: '深度限制',
	noDepthLimit: '不限：搜索到终局',
	depthLevels: (levels) => `向下看 ${levels} 步`,
	depthNoteLimited: (levels) =>
		`每一种搜索都只从这个局面向下搜索 ${levels} 步，到达那里的局面用估值函数打分。`,
	boundTitle: '为什么对局数少于 9!？',
	bound: (games, orders, full) =>
		`九个格一个一个地填满，共有 9! = ${count(orders)} 种顺序；可是从空棋盘出发，极小化极大只走完 ${count(games)} 局（它的叶节点）。大多数对局在棋盘填满之前就已连成一线：用满九个格的只有 ${count(full)} 局。提前分出胜负的一局，剩下的空格本来还有许多种填法（剩 4 个空格就有 4! = 24 种），这些顺序都不会真正走到，所以 9! 只是博弈树大小的上界。`,
	caption: '各种搜索在这个局面上的表现，逐次调用计数',
	moreSearches: '更多搜索',
	moreHidden: (searches) =>
		`先比较极小化极大与 α-β 剪枝；另外 ${searches.length} 种搜索（${searches.join('、')}）在“更多搜索”里。`,
	columnsTitle: '各列的含义',
	columnNotes: {
		search: '在这个局面上运行的搜索；它的链接可以逐次调用地查看搜索过程。',
		calls: '搜索看过的局面数：搜索函数的每一次调用，包括这个局面本身。调用越少，工作越少。',
		saving: '比极小化极大少用的调用次数所占的比例；极小化极大会看遍每一个局面。',
		cutoffs: 'α 与 β 相遇的局面数：这些局面里剩下的走法都不再搜索。',
		leaves: '对局已结束的叶节点（树的叶节点）数：搜索走到并按规则计分的局面。',
		hits: '直接从已计分局面的表中查到、不再搜索的局面数。',
		positions: '搜索结束时表中保存的局面数。',
		estimates: '深度限制处的叶节点数：用估值而不是下到终局来打分的局面。',
		depth: '搜索从这个局面向下走得最深的步数。',
		score: '搜索得出的这个局面的值：每种搜索都应相同，否则其中一种有错。',
		ms: '搜索在这个浏览器里用的时间；每次运行都会略有不同。',
		seed: '按迭代进行的搜索，从这个随机种子运行一次：从第几次迭代起，它要下的走法（访问次数最多的那个）一直是极小化极大的最佳走法之一，直到运行结束。数字越小，学得越快。',
		median: '各个种子的数字的中间值：一半运行稳定得更早，一半更晚。'
	},
	search: '搜索',
	metrics: {
		calls: '调用次数',
		leaves: '终局叶节点',
		cutoffs: '剪枝次数',
		hits: '置换表命中',
		positions: '表中局面',
		estimates: '估值叶节点',
		depth: '最大深度'
	},
	notApplicable: '不适用',
	saving: '节省',
	noBaseline: '没有极小化极大的计数可供比较',
	value: '值',
	time: '用时',
	ms: (ms) => `${millis(ms)} 毫秒`,
	stepThrough: '逐步查看',
	stepThroughRow: (name) => `逐步查看：${name}`,
	sideBySide: '与极小化极大并排',
	sideBySideRow: (name) => `把${name}与极小化极大并排逐步查看`,
	tooBigToCount: (calls, exact, limit, windowed, passed = false) =>
		`未计数：${passed ? `计数到本页的上限 ${count(limit)} 次调用时停止。` : `${exact ? '' : '约 '}${count(exact ? calls : roughly(calls))} 次调用，超过了本页计数的上限 ${count(limit)} 次。`}${windowed ? '降低深度限制' : '降低深度限制，或改用 α-β 剪枝（见本表中的对应行），'}所需的调用会少得多。`,
	embedIgnored: '链接要求的嵌入模式只适用于逐步查看页；比较视图照常完整显示。',
	stepIgnored: (step) =>
		`链接中的 step=${step} 是逐步查看页上某一种搜索的步数；比较视图完整统计每种搜索，每一行的“逐步查看”都从第一步开始。`,
	tooManyCalls: (calls, limit) =>
		`太大，无法逐步查看：共 ${count(calls)} 次调用，超过了一份记录最多能容纳的 ${count(limit)} 次。`,
	settle: {
		caption:
			'按迭代进行的搜索：每次运行中，它要下的走法从第几次迭代起一直是极小化极大的最佳走法之一，直到运行结束；每个随机种子运行一次',
		seed: (seed) => `种子 ${seed}`,
		seeds: (first, last) => `种子 ${first}–${last}`,
		median: '中位数',
		runs: (iterations, ms) => `每次运行 ${count(iterations)} 次迭代；共用时 ${millis(ms)} 毫秒`,
		notBy: (iterations) => `> ${count(iterations)}`,
		notByLong: (iterations) => `${count(iterations)} 次迭代内没有稳定下来`,
		unknown: (budget) =>
			`这里还不知道极小化极大搜索到终局（不论上面的深度限制）的答案：求出它要超过 ${count(budget)} 次调用，所以没有衡量这些运行的标准。离终局更近的局面才有。`,
		chance: '这棵树有机会节点：极小化极大在这里没有答案，无法用来衡量这些运行。',
		over: '这里对局已经结束：没有走法可以稳定下来。',
		brief: {
			unknown: '不知道极小化极大到终局的答案',
			chance: '有机会节点：极小化极大没有答案',
			over: '对局已经结束：没有走法可稳定'
		},
		best: (moves) => `极小化极大在这里的最佳走法（不论上面的深度限制，都搜索到终局）：${moves}。`,
		meaning:
			'每个数字是这样一次迭代：从它起，这次运行要下的走法（访问次数最多的那个）一直是其中之一，直到运行结束；数字越小，学得越快。上面的极小化极大和 α-β 数的是调用次数，每次调用看一个局面；一次迭代要走完一整条路径，再随机下完一局。',
		everyMove: (moves) =>
			`这里每一步都一样好：极小化极大（不论上面的深度限制，都搜索到终局）给全部 ${moves} 步同样的值，所以从第 1 次迭代起任何走法都算一致，这些 1 说明不了搜索学得多快。`
	},
	chartCaption: (scale) =>
		scale === 'linear'
			? '每层的调用次数，线性刻度：柱高与调用次数成正比'
			: '每层的调用次数，对数刻度：每条横线是下面一条的十倍',
	scale: '图表刻度',
	scales: { linear: '线性', log: '对数' },
	chartLabel: (series) =>
		`每层的调用次数，从第 0 层起。${series
			.map((one) => `${one.name}：${one.perLevel.map(count).join('、')}`)
			.join('；')}`,
	bar: (name, level, calls) => `${name}，第 ${level} 层：${count(calls)} 次调用`
};
