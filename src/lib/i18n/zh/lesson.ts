import type { LessonMessages } from '../lesson';

/** lesson.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const lesson: LessonMessages = {
	title: '第一课',
	open: '第一课：带你走一遍文章里的棋盘',
	progress: (at, of) => `第 ${at} 段，共 ${of} 段`,
	close: '关闭第一课',
	done: '完成',
	further: '继续',
	exercise: '动手试试：在新的树上先预测',
	goOn: '按“下一步” ▶ 或 → 键继续。',
	away: { down: '它在页面下方 ↓', up: '它在页面上方 ↑' },
	boardAway: { down: '棋盘在页面下方，树的下面 ↓', up: '棋盘在页面上方 ↑' },
	opener: '点按标出的按钮即可打开它。',
	hidden: '不在演示模式时，它显示在树的旁边。',
	stages: {
		start: (f) =>
			`这是 freeCodeCamp 极小化极大算法文章中的棋盘。${f.player} 是 AI，轮到它走棋；另一方是人类。极小化极大算法会查看对局所有可能的走法，每个局面一次函数调用（FC）。按“下一步”按钮开始第一次调用。`
	}
};
