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
	opener: '点按标出的按钮即可打开它。',
	hidden: '不在演示模式时，它显示在树的旁边。',
	stages: {
		start: (f) =>
			`这是 freeCodeCamp 极小化极大算法文章中的棋盘。${f.player} 是 AI，轮到它走棋；另一方是人类。极小化极大算法会查看对局所有可能的走法，每个局面一次函数调用（FC）。按“下一步”按钮开始第一次调用。`,
		fc1: (f) =>
			`FC${f.call} 查看当前的棋盘：深度 ${f.depth}，轮到 ${f.player} 走棋。${f.player} 取极大，所以在所有走法中它会保留分值最高的一步。这里的棋盘总是显示正在执行的调用所看的局面。`,
		fc2: (f) =>
			`FC${f.call}：${f.mover} 试下 ${f.cell} 号格，搜索沿树向下一层，到深度 ${f.depth}。现在轮到 ${f.player} 走棋，${f.player} 取极小。树中每个节点是一次调用；标出的那个正在执行。`,
		fc3: (f) =>
			`FC${f.call}（深度 ${f.depth}）：${f.mover} 下在 ${f.cell} 号格，连成一线。对局已经结束，没有可以再尝试的走法：高亮的那行代码立即返回分值 ${f.score}。`,
		fc4: (f) =>
			`FC${f.call}：回到 FC2，${f.mover} 尝试另一个空格 ${f.cell} 号，又赢了：${f.score}。调用栈列出仍在等待结果的调用，最早的 FC1 在最上面。`,
		fc5: (f) =>
			`FC${f.call}：${f.mover} 试下 ${f.cell} 号格，连成自己的一线。这次获胜的是 AI，所以分值是 ${f.score}。解说栏用文字说明每次调用做了什么、把什么返回给调用者。`,
		fc6: (f) =>
			`FC${f.call}：${f.mover} 能尝试的最后一个空格，${f.cell} 号。回到深度 ${f.depth}，轮到 ${f.player} 走棋：FC1 下面长出第三个分支。`,
		fc7: (f) =>
			`FC${f.call}（深度 ${f.depth}）：${f.mover} 下在 ${f.cell} 号格。看棋盘：${f.player} 只剩一个空格可下。`,
		fc8: (f) =>
			`FC${f.call}（深度 ${f.depth}）是最深的一次调用：${f.mover} 填上 ${f.cell} 号格并获胜，${f.score}。调用栈上同时有四个调用未结束，树的每一层一个。`,
		fc9: (f) =>
			`FC${f.call}：${f.mover} 改下 ${f.cell} 号格，连成一线，这次是 ${f.mover} 获胜：${f.score}。这是最后一次调用：计数显示共 ${f.calls} 次调用，也就是极小化极大算法要查看的全部局面。`,
		minimum: (f) =>
			`在 FC1 给出答案之前，先看 FC${f.call}：轮到 ${f.player} 走棋，它取极小，所以把子节点值 ${f.values.join(' 和 ')} 中最低的 ${f.score} 传上去。这就是回传极小值：人类会选对 AI 最不利的结果，所以这个局面就值这么多。`,
		answer: (f) =>
			`FC1 的每一步都有了结果，它保留最高的一个：下在 ${f.best} 号格，分值 ${f.score}。你已经走完了一次完整的极小化极大搜索。现在轮到你：在一棵新的树上，页面会在每个值出现之前暂停，请你先给出答案。`
	}
};
