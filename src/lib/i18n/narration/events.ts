import { formatCount as count } from '$lib/engine';
import { catalog } from '../catalog';
import { ORDINALS } from './english';
import { highLow, maxMin, ordinalZh, zh } from './chinese';

/**
 * The events of the search in words: step 0, a try, a call entering, returning and its caller
 * receiving the value, and the answer at the last step. Calls, values and move lists arrive
 * formatted ("FC3 (node 4)", "+10", "cells 4 and 6"); the board's and the tree's sentences sit
 * side by side, and each game's narration picks its own.
 */

/** The move that led to a board call: who played and where. */
export interface Played {
	readonly player: string;
	readonly cell: number;
}

const OPENING_EN = ' Alpha-beta opens with alpha = -∞, beta = +∞.';
const OPENING_ZH = 'α-β 剪枝的初始窗口为 α = -∞，β = +∞。';

const en = {
	// Step 0 and the last step.
	startTree: (p: { maximizing: boolean; alphaBeta: boolean }) =>
		`The search is about to start at the root (node 1), a ${p.maximizing ? 'max' : 'min'} node. Levels alternate: max nodes keep the highest value, min nodes the lowest.${p.alphaBeta ? OPENING_EN : ''}`,
	startBoard: (p: { player: string; ai: string; human: string; alphaBeta: boolean }) =>
		`The search is about to start on this board, ${p.player} to move. ${p.ai} is the AI and maximises (+10 is an ${p.ai} win); ${p.human} minimises (-10 is an ${p.human} win) and a draw is 0.${p.alphaBeta ? OPENING_EN : ''}`,
	alreadyOver: (p: { verdict: string; score: string }) =>
		`This game is already over: ${p.verdict}. There is nothing to search; the score is ${p.score}.`,
	/** The root's scores: listed, or (null) only counted. */
	done: (p: { name: string; count: number; received: string | null }) =>
		`${p.name} is done with ${p.received ?? `all ${count(p.count)} of its scores`}.`,
	finishTree: (p: { score: string; maximizing: boolean; through: string }) =>
		`The root is worth ${p.score}, the ${p.maximizing ? 'highest' : 'lowest'} value, through ${p.through}.`,
	finishBoard: (p: { player: string; aim: string; cell: number; score: string; outcome: string }) =>
		`${p.player} ${p.aim}, so ${p.player} plays cell ${p.cell}, score ${p.score}: ${p.outcome}.`,
	draw: 'best play on both sides ends in a draw',
	forcedWin: (p: { ai: boolean; mark: string }) =>
		`${p.ai ? `the AI (${p.mark})` : `the human (${p.mark})`} can force a win`,

	// A board's verdict.
	fullBoard: 'the board is full and nobody has three in a row. A draw',
	threeInRow: (p: { side: string; cells: string; mark: string }) =>
		`${p.side} has three in a row on ${p.cells}. ${p.mark} wins`,

	// Try and enter.
	tryChild: (p: { parent: string; move: number; child: string }) =>
		`${p.parent} tries its ${ORDINALS[p.move] ?? 'next'} child and calls ${p.child} to find out what it is worth.`,
	tryCell: (p: { parent: string; player: string; cell: number; child: string }) =>
		`${p.parent} puts ${p.player} in cell ${p.cell} and calls ${p.child} to find out what that move is worth.`,
	/** The call, its depth, and how play got there. */
	start: (p: { name: string; depth: number; root: boolean; after: Played | null }) =>
		`${p.name} starts at depth ${p.depth}${p.root ? ' on the starting position' : p.after ? ` after ${p.after.player} took cell ${p.after.cell}` : ''}`,
	enterLeaf: (start: string) => `${start}: a leaf, so there is nothing below to search.`,
	enterOver: (start: string) =>
		`${start}. The game on this board is over: no move to try, only a score to report.`,
	enterBoard: (p: {
		start: string;
		side: string;
		aim: string;
		single: boolean;
		moves: string;
		window: string | null;
	}) =>
		`${p.start}. ${p.side} moves and ${p.aim}; it ${p.single ? 'has a single move,' : 'will try, in order,'} ${p.moves}.${p.window === null ? '' : ` Window: ${p.window}.`}`,
	enterTree: (p: { start: string; maximizing: boolean; children: number; window: string | null }) =>
		`${p.start}. A ${p.maximizing ? 'max' : 'min'} node keeps ${p.maximizing ? 'the highest' : 'the lowest'} value; it will try ${p.children === 1 ? 'its only child' : `its ${count(p.children)} children`}.${p.window === null ? '' : ` Window: ${p.window}.`}`,

	// Return.
	boardOver: (p: { name: string; after: Played | null; verdict: string; score: string }) =>
		`${p.name} looks at the board${p.after ? ` after ${p.after.player} took cell ${p.after.cell}` : ''}: ${p.verdict}, so ${p.name} returns ${p.score}.`,
	leafReturn: (p: { name: string; score: string }) =>
		`${p.name} is a leaf worth ${p.score}, so it returns ${p.score}.`,
	innerReturn: (p: {
		name: string;
		received: string;
		unsearched: string | null;
		aim: string;
		choice: string;
	}) =>
		`${p.name} has its scores: ${p.received}${p.unsearched === null ? '' : `; ${p.unsearched} never got searched`}. It ${p.aim}, so it returns ${p.choice}.`,
	/** The score a call picks, the move it came from, the tie rule when a tie happened. */
	choice: (p: { maximizing: boolean; score: string; from: string; tie: boolean }) =>
		`the ${p.maximizing ? 'highest' : 'lowest'}, ${p.score}, from ${p.from}${p.tie ? '; ties keep the first' : ''}`,

	// Receive.
	got: (p: { parent: string; score: string; from: string }) =>
		`${p.parent} gets ${p.score} back from ${p.from}.`,
	bestSoFar: (p: { score: string; from: string }) => `Best so far: ${p.score}, from ${p.from}.`
};

const playedZh = (after: Played) => zh`${after.player} 下在 ${after.cell} 号格后，`;

export const events = catalog(en, {
	startTree: (p) =>
		zh`搜索即将从根节点（节点 1）开始，它是${maxMin(p.maximizing)}节点。各层交替：极大节点取子节点中的最高值，极小节点取最低值。${p.alphaBeta ? OPENING_ZH : ''}`,
	startBoard: (p) =>
		zh`搜索即将在这个棋盘上开始，轮到 ${p.player} 走棋。${p.ai} 是 AI，取极大（+10 表示 ${p.ai} 获胜）；${p.human} 取极小（-10 表示 ${p.human} 获胜），平局为 0。${p.alphaBeta ? OPENING_ZH : ''}`,
	alreadyOver: (p) => zh`这局棋已经结束：${p.verdict}。无需搜索，分值为 ${p.score}。`,
	done: (p) =>
		p.received === null
			? zh`${p.name} 已收到全部 ${count(p.count)} 个分值。`
			: zh`${p.name} 已收到全部分值：${p.received}。`,
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
	enterTree: (p) =>
		zh`${p.start}。这是${maxMin(p.maximizing)}节点，取子节点中的${highLow(p.maximizing)}值；${p.children === 1 ? '将尝试它唯一的子节点' : zh`将尝试它的 ${count(p.children)} 个子节点`}。${p.window === null ? '' : zh`窗口：${p.window}。`}`,

	boardOver: (p) =>
		zh`${p.after ? playedZh(p.after) : ''}${p.name} 查看棋盘：${p.verdict}，所以 ${p.name} 返回 ${p.score}。`,
	leafReturn: (p) => zh`${p.name} 是叶节点，值为 ${p.score}，所以返回 ${p.score}。`,
	innerReturn: (p) =>
		zh`${p.name} 已收到各个分值：${p.received}${p.unsearched === null ? '' : zh`；${p.unsearched} 没有被搜索`}。它${p.aim}，所以返回${p.choice}。`,
	choice: (p) =>
		zh`${highLow(p.maximizing)}分值 ${p.score}，来自${p.from}${p.tie ? '；分值相同时保留第一个' : ''}`,

	got: (p) => zh`${p.parent} 从${p.from}收到 ${p.score}。`,
	bestSoFar: (p) => zh`目前最好的是 ${p.score}，来自${p.from}。`
});
