import { formatCount as count } from '$lib/engine/format';
import { highLow, startsZh, zh } from '../../narration/chinese';
import type { EventsMessages, Played } from '../../narration/events';
import { openingEvents } from './opening';

const playedZh = (after: Played) => zh`${after.player} 下在 ${after.cell} 号格后，`;

/** narration/events.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const events: EventsMessages = {
	...openingEvents,
	done: (p) =>
		p.received === null
			? zh`${p.name} 已收到全部 ${count(p.count)} 个分值。`
			: zh`${p.name} 已收到全部分值：${p.received}。`,
	expectedOutcome: '这是对方随机走棋时可以期望得到的分值',
	finishBoard: (p) =>
		zh`${p.player} ${p.aim}，所以 ${p.player} 下在 ${p.cell} 号格，分值为 ${p.score}：${p.outcome}。`,
	draw: '双方都走最佳时结果是平局',
	forcedWin: (p) => zh`${p.ai ? 'AI' : '人类'}（${p.mark}）可以强制获胜`,

	tryCell: (p) =>
		zh`${p.parent} 让 ${p.player} 下在 ${p.cell} 号格，调用 ${p.child} 求出这步棋的值。`,
	start: (p) =>
		p.root
			? zh`${p.name} 从初始局面开始执行，${startsZh(p)}`
			: zh`${p.after ? playedZh(p.after) : ''}${p.name} 开始执行，${startsZh(p)}`,
	enterOver: (start) => zh`${start}。这个棋盘上的对局已经结束：没有可走的棋，只需报告分值。`,
	enterBoard: (p) =>
		zh`${p.start}。${p.side}走棋，${p.aim}；${p.single ? '只有一步可走：' : '将依次尝试'}${p.moves}。${p.window === null ? '' : zh`窗口：${p.window}。`}`,

	boardOver: (p) =>
		zh`${p.after ? playedZh(p.after) : ''}${p.name} 查看棋盘：${p.verdict}，所以 ${p.name} 返回 ${p.score}。`,
	innerReturn: (p) =>
		zh`${p.name} 已收到各个分值：${p.received}${p.unsearched === null ? '' : zh`；${p.unsearched} 没有被搜索`}。它${p.aim}，所以返回${p.choice}。${p.bound === null ? '' : zh`这只是一个界：${p.name} 的值${p.bound.upper ? '不超过' : '不低于'} ${p.bound.value}。`}`,
	choice: (p) =>
		zh`${highLow(p.maximizing)}分值 ${p.score}，来自${p.from}${p.tie ? '；分值相同时保留第一个' : ''}`,

	got: (p) => zh`${p.parent} 从${p.from}收到 ${p.score}。`,
	bestSoFar: (p) => zh`目前最好的是 ${p.score}，来自${p.from}。`
};
