import { catalog } from './catalog';
import type { LessonFacts, LessonStageId } from './lesson';

/** What a part of the first lesson says, filled with the facts of the call it shows. */
export type LessonWalk = Readonly<
	Record<Exclude<LessonStageId, 'start'>, (f: LessonFacts) => string>
>;

/**
 * The first lesson's parts after the first (lesson.ts holds the first and the callout's words), in
 * both languages: loaded when the student goes on, as the first view shows part 1.
 */
export const lessonWalk = catalog<LessonWalk>(
	{
		fc1: (f) =>
			`FC${f.call} looks at the board as it stands: depth ${f.depth}, ${f.player} to move. ${f.player} maximises, so of all its moves it will keep the one with the highest score. The board here always shows the position of the call being run.`,
		fc2: (f) =>
			`FC${f.call}: ${f.mover} has tried cell ${f.cell}, and the search goes one level down the tree, to depth ${f.depth}. Now ${f.player} moves, and ${f.player} minimises. Each node of the tree is one call; the marked one is running now.`,
		fc3: (f) =>
			`FC${f.call} (depth ${f.depth}): ${f.mover} took cell ${f.cell} and finished a line. The game is over, so there is nothing left to try: the highlighted line of code returns the score at once, ${f.score}.`,
		fc4: (f) =>
			`FC${f.call}: back in FC2, ${f.mover} tries cell ${f.cell} and wins again: ${f.score}. The call stack lists the calls still open, the first, FC1, at the top.`,
		fc5: (f) =>
			`FC${f.call}: ${f.mover} tries cell ${f.cell} and completes a row of its own. This win is the AI’s, so the score is ${f.score}. The narration says in words what each call does and what goes back to its caller.`,
		fc6: (f) =>
			`FC${f.call}: the last cell ${f.mover} can try, ${f.cell}. Back at depth ${f.depth}, ${f.player} to move: a third branch grows under FC1.`,
		fc7: (f) =>
			`FC${f.call} (depth ${f.depth}): ${f.mover} took cell ${f.cell}. Look at the board: ${f.player} has a single empty cell left.`,
		fc8: (f) =>
			`FC${f.call} (depth ${f.depth}) is the deepest call: ${f.mover} fills cell ${f.cell} and wins, ${f.score}. On the stack, four calls are open, one per level of the tree.`,
		fc9: (f) =>
			`FC${f.call}: ${f.mover} tries cell ${f.cell} instead and completes a line, so this time ${f.mover} wins: ${f.score}. It is the last call: the tally counts ${f.calls} calls, every position minimax had to look at.`,
		minimum: (f) =>
			`FC1 is done. Look back at FC${f.call} first: ${f.player} moved there and minimised, so it passed up the lowest of its children’s values, ${f.values.join(' and ')}: ${f.score}. That is backing up a minimum: the human will pick the outcome worst for the AI, so that is what the position was worth.`,
		answer: (f) =>
			`FC1 now has an answer for each of its moves and keeps the highest: ${f.score}, by playing cell ${f.best}. You have walked a whole minimax search. Now you: on a fresh tree, the page stops before each value and asks you for it first.`
	},
	{
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
			`FC1 已经完成。先回头看 FC${f.call}：那里轮到 ${f.player} 走棋，它取极小，所以把子节点值 ${f.values.join(' 和 ')} 中最低的 ${f.score} 传了上去。这就是回传极小值：人类会选对 AI 最不利的结果，所以那个局面就值这么多。`,
		answer: (f) =>
			`FC1 的每一步都有了结果，它保留最高的一个：下在 ${f.best} 号格，分值 ${f.score}。你已经走完了一次完整的极小化极大搜索。现在轮到你：在一棵新的树上，页面会在每个值出现之前暂停，请你先给出答案。`
	}
);
