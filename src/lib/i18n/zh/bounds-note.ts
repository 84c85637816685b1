import { zh } from '../narration/chinese';
import type { BoundsNoteMessages } from '../bounds-note';

/** bounds-note.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const boundsNote: BoundsNoteMessages = {
	whyBounds: '为何存界？',
	whyBoundsTitle: '置换表为何要存上下界',
	noteIntro:
		'α-β 剪枝一旦发现某个调用的值已好到（或差到）调用者不会理会，就立即停下。这样返回的值只是真实值的一个界，而不是真实值本身。',
	noteCase: (p) =>
		zh`搜索这个棋面（X 走棋，X 为 AI），如果表把每个值都当作精确值存入，得到的答案是 ${p.wrong}；而极小化极大和带置换表的 α-β 都得到 ${p.right}。`,
	noteWhy: (p) =>
		zh`错误始于 FC${p.call}（第二个棋面，轮到 O）。X 在别处已能拿到 ${p.alpha}，所以 O 的第一手得到 ${p.stored} 后，FC${p.call} 就停下：O 再找到什么，X 也不会选这个棋面。把 ${p.stored} 当作精确值存入就错了：O 在那里能赢（${p.truth}）。这个棋面再次出现时，表直接给出 ${p.stored}，答案于是升到 ${p.wrong}。`,
	noteFix:
		'带置换表的 α-β 把这个值存为上界（低于窗口：最多这么多）。再次遇到时，上界只会收窄窗口；若它不能直接判定，这个棋面会重新搜索。',
	noteBoards: { start: '搜索的棋面', slip: '被错存的棋面' },
	noteValues: (wrong, right) => zh`只存精确值：${wrong} · 存上下界：${right}`,
	noteOpen: '逐步查看这个棋面'
};
