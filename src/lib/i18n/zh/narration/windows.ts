import { formatCount } from '$lib/engine/format';
import { zh } from '../../narration/chinese';
import type { WindowsMessages, WindowChange } from '../../narration/windows';

interface ChangeParams {
	readonly change: WindowChange;
	readonly maximizing: boolean;
	readonly value: string;
	/** The bound the value was weighed against. */
	readonly bound: string;
}

function changeZh({ change, maximizing, value, bound }: ChangeParams): string {
	if (change === 'raise-alpha') return zh`${value} 大于 α = ${bound}，所以 α 升为 ${value}`;
	if (change === 'lower-beta') return zh`${value} 小于 β = ${bound}，所以 β 降为 ${value}`;
	return maximizing
		? zh`${value} 不大于 α = ${bound}，窗口不变`
		: zh`${value} 不小于 β = ${bound}，窗口不变`;
}

/** narration/windows.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const windows: WindowsMessages = {
	window: (w) => zh`α = ${w.alpha}，β = ${w.beta}`,
	change: changeZh,
	changed: (change) => zh`${change}。`,
	windowNow: (window) => zh`窗口现为 ${window}。`,
	nothingLeft: (p) => zh`窗口现为 ${p.window}。α ≥ β，但 ${p.name} 已没有剩下的子节点可剪。`,
	cut: (p) => {
		const at = p.holder === null ? '在更上层' : zh`在 ${p.holder} 处`;
		const why = p.maximizing
			? zh`${p.minSide}${at}已能把分值压到 ${p.bound}，而在 ${p.here} 这里，${p.maxSide}至少能得到 ${p.after.alpha}，所以${p.minSide}让棋局走到这里得不到任何好处`
			: zh`${p.maxSide}${at}已能得到 ${p.bound}，而在 ${p.here} 这里，${p.minSide}能把分值压到 ${p.after.beta} 或更低，所以${p.maxSide}走到这里得不到任何好处`;
		return zh`现在 α = ${p.after.alpha} ${p.after.closed ?? '≥'} β = ${p.after.beta}：${why}。于是 ${p.moves} 被剪去${p.savings}。`;
	},
	savings: (p) => {
		const range =
			p.first === null
				? ''
				: p.saved === 1
					? zh`（即极小化极大算法中的 FC${p.first}）`
					: zh`（即极小化极大算法中的 FC${p.first}–FC${p.first + p.saved - 1}）`;
		return zh`，省去 ${formatCount(p.saved)} 次调用${range}`;
	},
	cutShort: (p) =>
		zh`现在 α = ${p.after.alpha} ${p.after.closed ?? '≥'} β = ${p.after.beta}：${p.moves} 被剪去${p.savings}。`,
	orderMattered: (p) =>
		zh`走法顺序让这次剪枝来得早：${p.decider}排在 ${p.moves} 步中的第 ${p.tried} 步，跳过了 ${p.skipped} 步；按游戏本来的顺序、同样的窗口，这里${p.plainTried >= p.moves ? zh`要试完全部 ${p.moves} 步，一步也剪不掉` : zh`要试 ${p.plainTried} 步才能停下`}。`,
	prunedTotal: (p) =>
		zh`${p.name}共剪去 ${formatCount(p.cuts)} 个分支${p.saved > 0 ? zh`，省去了极小化极大算法 ${formatCount(p.total)} 次调用中的 ${formatCount(p.saved)} 次` : ''}。`,

	ruleWindow: (p) =>
		p.enter ? zh`${p.name} 以窗口 ${p.window} 开始` : zh`${p.name} 将获得窗口 ${p.window}`,
	ruleChange: (p) =>
		p.change === 'raise-alpha'
			? `${p.value} > α → α = ${p.value}`
			: p.change === 'lower-beta'
				? `${p.value} < β → β = ${p.value}`
				: p.maximizing
					? zh`${p.value} ≤ α → 不变`
					: zh`${p.value} ≥ β → 不变`,
	ruleStop: (p) =>
		zh` · α ${p.alpha} ${p.closed ?? '≥'} β ${p.beta}：${p.cut === null ? '已无剩余走法' : zh`剪去 ${p.cut}`}`,
	ruleEqual: (p) => zh` · α ${p.alpha} = β ${p.beta}：不剪（只有 α > β 才剪）`,
	rule: (p) => zh`${p.head} 窗口 ${p.window}：${p.change}${p.stop}`,
	ruleReturn: (p) => zh`${p.name} 向 ${p.caller} 返回 ${p.value}`,
	ruleWindowBrief: (p) => zh`${p.name}：窗口 ${p.window}`,
	ruleBrief: (p) => zh`${p.head}：${p.change}`,
	ruleStopBrief: (p) =>
		zh`${p.caller}：α ${p.alpha} ${p.closed ?? '≥'} β ${p.beta}：${p.cut === null ? '已无剩余走法' : zh`剪去 ${p.cut}`}`,
	ruleEqualBrief: (p) => zh`${p.caller}：α ${p.alpha} = β ${p.beta}：不剪（只有 α > β 才剪）`
};
