import { glue, listZh, openingZh, zh } from '../../narration/chinese';
import type {
	Listed,
	OpeningEvents,
	OpeningMessages,
	OpeningWords
} from '../../narration/opening-en';

/** narration/opening.ts's events in Chinese (events.ts's first), loaded with the Chinese messages. */
export const openingEvents: OpeningEvents = {
	startBoard: (p) =>
		zh`搜索即将在这个棋盘上开始，轮到 ${p.player} 走棋。${p.ai} 是 AI，取极大（+10 表示 ${p.ai} 获胜）；${p.human} 取极小（−10 表示 ${p.human} 获胜），平局为 0。${openingZh(p.windowed)}`,
	alreadyOver: (p) => zh`这局棋已经结束：${p.verdict}。无需搜索，分值为 ${p.score}。`,
	chanceRule: (p) =>
		zh`期望极大搜索：${p.human} 不选最佳应对，而是随机走棋，每种走法的概率相同；所以轮到 ${p.human} 走棋的局面是机会节点，值为各走法之值的平均。`,
	fullBoard: '棋盘已满且无人三子连线，是平局',
	threeInRow: (p) => zh`${p.side}在 ${p.cells}三子连成一线，${p.mark} 获胜`
};

/** narration/opening.ts's words in Chinese (words.ts's first). */
export const openingWords: OpeningWords = {
	cells: (cells: Listed) =>
		cells.hidden > 0
			? zh`${cells.items.join('、')} 号格等 ${cells.items.length + cells.hidden} 个格`
			: zh`${listZh(cells)} 号格`,
	side: (mark, ai) => zh`${mark}（${ai ? 'AI' : '人类'}）`,
	settingsInForce: (p) =>
		[
			p.order === 'given'
				? null
				: `走法按${p.order === 'best' ? '最好' : '最差'}优先的顺序尝试：每个局面的子节点按事先算出的真实极小化极大值排序（真实的程序没有这样的“神谕”），${p.order === 'best' ? '所以 α-β 剪枝剪得最多' : '所以 α-β 剪枝剪得最少'}。`,
			p.strict
				? '只有 α > β 时才剪枝：α = β 时其余走法仍要搜索（伯克利人工智能课程的规则）。'
				: null
		]
			.filter((part) => part !== null)
			.join(''),
	sentences: (parts) => parts.reduce(glue, '')
};

/** Step 0's words in Chinese. */
export const opening: OpeningMessages = { ...openingEvents, ...openingWords };
