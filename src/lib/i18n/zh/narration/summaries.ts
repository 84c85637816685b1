import { highLow, zh } from '../../narration/chinese';
import type { SummariesMessages } from '../../narration/summaries';

/** narration/summaries.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const summaries: SummariesMessages = {
	cutBy: (p) =>
		zh`剪去了 ${p.moves}${p.window ? zh`（α = ${p.window.alpha} ${p.window.closed ?? '≥'} β = ${p.window.beta}）` : ''}`,
	cutAt: (p) => zh`${p.name} ${p.cut}`,
	returnedAt: (p) => zh`${p.name} ${p.back}`,
	worked: (p) => zh`${p.name} 的 ${p.sum} ${p.estimate ? '≈' : '='} ${p.score}`,
	wentBack: (p) => zh`${p.first} 的 ${p.score} 传回 ${p.up}`,
	wentBackAlone: (went) => zh`${went}。`,
	cameBack: (p) => zh`${p.move}返回 ${p.score}。`,
	back: (p) =>
		zh`${p.cut === null ? '' : zh`${p.cut}，并`}把${p.sum !== null ? zh`期望值 ${p.sum} ${p.estimate ? '≈' : '='}` : zh`${highLow(p.maximizing)}分值`} ${p.score} 返回给 ${p.up}`,
	chose: (p) => zh`${p.chose}返回给 ${p.up}`,
	chain: (p) => zh`${p.went}${p.backs.map((back) => zh`，后者${back}`).join('')}。`,
	manyBack: (p) =>
		zh`${p.went}；随后 ${p.count} 次调用依次结束，直到 ${p.top}，后者${p.back}。${p.also === null ? '' : zh`途中，${p.also}。`}`,
	briefBack: (p) =>
		zh`${p.first} 的 ${p.score} 一路传回 ${p.up}${p.cutters === null ? '' : zh`，途中 ${p.cutters} 发生了剪枝`}${p.sums === null ? '' : zh`；途中的期望值：${p.sums}`}。`,
	lastBack: (cuts) => zh`返回途中，${cuts}。`
};
