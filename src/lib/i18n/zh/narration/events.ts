import { formatCount as count } from '$lib/engine/format';
import { highLow, maxMin, ordinalZh, zh } from '../../narration/chinese';
import type { EventsMessages, OpeningWindow, Played } from '../../narration/events';

/** A windowed search's first window, named by the search. */
const openingZh = (windowed: OpeningWindow | null) =>
	windowed === null
		? ''
		: zh`${windowed.name}的初始窗口为 α = ${windowed.alpha}，β = ${windowed.beta}。`;

const KINDS = { max: '极大', min: '极小', chance: '机会' } as const;

const playedZh = (after: Played) => zh`${after.player} 下在 ${after.cell} 号格后，`;

/** narration/events.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const events: EventsMessages = {
	startTree: (p) =>
		zh`搜索即将从根节点（${p.root}）开始，它是${maxMin(p.maximizing)}节点。各层交替：极大节点取子节点中的最高值，极小节点取最低值。${openingZh(p.windowed)}`,
	startBoard: (p) =>
		zh`搜索即将在这个棋盘上开始，轮到 ${p.player} 走棋。${p.ai} 是 AI，取极大（+10 表示 ${p.ai} 获胜）；${p.human} 取极小（-10 表示 ${p.human} 获胜），平局为 0。${openingZh(p.windowed)}`,
	alreadyOver: (p) => zh`这局棋已经结束：${p.verdict}。无需搜索，分值为 ${p.score}。`,
	done: (p) =>
		p.received === null
			? zh`${p.name} 已收到全部 ${count(p.count)} 个分值。`
			: zh`${p.name} 已收到全部分值：${p.received}。`,
	startChance: (p) =>
		zh`搜索即将从根节点（${p.root}）开始，它是${KINDS[p.kind]}节点。期望极大搜索：极大节点取子节点中的最高值${p.stated ? '，极小节点取最低值；机会节点的值是各子节点的值乘以其边上的概率之和。' : '；其余节点都是机会节点，每个子节点的概率相同，取它们的平均值。'}`,
	finishChance: (p) =>
		zh`根节点是机会节点，所以不选择走法：它的值是各结果的平均值 ${p.exact}${p.score === p.exact ? '' : zh` ≈ ${p.score}`}。`,
	chanceRule: (p) =>
		zh`期望极大搜索：${p.human} 不选最佳应对，而是随机走棋，每种走法的概率相同；所以轮到 ${p.human} 走棋的局面是机会节点，值为各走法之值的平均。`,
	expectedOutcome: '这是对方随机走棋时可以期望得到的分值',
	finishTree: (p) =>
		zh`根节点的值为 ${p.score}（${highLow(p.maximizing)}值），经由${p.through}取得。`,
	finishBoard: (p) =>
		zh`${p.player} ${p.aim}，所以 ${p.player} 下在 ${p.cell} 号格，分值为 ${p.score}：${p.outcome}。`,
	draw: '双方都走最佳时结果是平局',
	forcedWin: (p) => zh`${p.ai ? 'AI' : '人类'}（${p.mark}）可以强制获胜`,

	fullBoard: '棋盘已满且无人三子连线，是平局',
	threeInRow: (p) => zh`${p.side}在 ${p.cells}三子连成一线，${p.mark} 获胜`,

	tryChild: (p) => zh`${p.parent} 尝试${ordinalZh(p.move)}子节点，调用 ${p.child} 求出它的值。`,
	tryCell: (p) =>
		zh`${p.parent} 让 ${p.player} 下在 ${p.cell} 号格，调用 ${p.child} 求出这步棋的值。`,
	start: (p) =>
		p.root
			? zh`${p.name} 从初始局面开始执行，深度 ${p.depth}`
			: zh`${p.after ? playedZh(p.after) : ''}${p.name} 开始执行，深度 ${p.depth}`,
	enterLeaf: (start) => zh`${start}。这是叶节点，下面没有可搜索的了。`,
	enterOver: (start) => zh`${start}。这个棋盘上的对局已经结束：没有可走的棋，只需报告分值。`,
	enterBoard: (p) =>
		zh`${p.start}。${p.side}走棋，${p.aim}；${p.single ? '只有一步可走：' : '将依次尝试'}${p.moves}。${p.window === null ? '' : zh`窗口：${p.window}。`}`,
	enterChance: (p) =>
		p.weights === null
			? zh`${p.start}。这是机会节点：它的 ${count(p.children)} 个子节点的概率各为 1/${count(p.children)}，返回它们的平均值。`
			: zh`${p.start}。这是机会节点：它的 ${count(p.children)} 个子节点的概率依次为 ${p.weights}，返回各值乘以其概率之和。`,
	enterTree: (p) =>
		zh`${p.start}。这是${maxMin(p.maximizing)}节点，取子节点中的${highLow(p.maximizing)}值；${p.children === 1 ? '将尝试它唯一的子节点' : zh`将尝试它的 ${count(p.children)} 个子节点`}。${p.window === null ? '' : zh`窗口：${p.window}。`}`,

	boardOver: (p) =>
		zh`${p.after ? playedZh(p.after) : ''}${p.name} 查看棋盘：${p.verdict}，所以 ${p.name} 返回 ${p.score}。`,
	leafReturn: (p) => zh`${p.name} 是叶节点，值为 ${p.score}，所以返回 ${p.score}。`,
	innerReturn: (p) =>
		zh`${p.name} 已收到各个分值：${p.received}${p.unsearched === null ? '' : zh`；${p.unsearched} 没有被搜索`}。它${p.aim}，所以返回${p.choice}。`,
	choice: (p) =>
		zh`${highLow(p.maximizing)}分值 ${p.score}，来自${p.from}${p.tie ? '；分值相同时保留第一个' : ''}`,

	chanceReturn: (p) =>
		zh`${p.name} 已收到各个值：${p.received}。它是机会节点，所以返回${p.weighted ? '各值乘以其概率之和' : '它们的平均值'}：${p.sum} = ${p.exact}${p.rounded === p.exact ? '' : zh` ≈ ${p.rounded}`}。`,
	chanceGot: (p) =>
		zh`${p.parent} 从${p.from}收到 ${p.score}，把 ${p.weighed} 加入总和：已加 ${count(p.done)} 个（共 ${count(p.of)} 个），总和为 ${p.total}。`,
	got: (p) => zh`${p.parent} 从${p.from}收到 ${p.score}。`,
	bestSoFar: (p) => zh`目前最好的是 ${p.score}，来自${p.from}。`
};
