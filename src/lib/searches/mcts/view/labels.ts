import { formatCount } from '$lib/engine';
import { catalog } from '$lib/i18n/catalog';

/**
 * The words of the MCTS view (tree, visit chart, convergence chart, playout), in English and
 * Chinese. English fixes the shape: TypeScript refuses a Chinese half with a key missing or of
 * another type. Moves and values arrive worded by the game's presenter ("cell 4", "+10"); counts
 * arrive as numbers. No Latin word but single letters (N, W, X) stands in the Chinese half.
 */

/**
 * A count as `formatCount` writes it ("1,234"), by a regular expression for whole numbers: a tree
 * of 300 nodes words two counts per node at every step, and `toLocaleString` costs some 0.1 ms.
 */
export function count(value: number): string {
	if (!Number.isSafeInteger(value)) return formatCount(value);
	return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** What a node of the drawn tree is at a step, for its accessible name. */
export interface NodeMarks {
	readonly onPath: boolean;
	readonly isNew: boolean;
	readonly playoutFrom: boolean;
	/** Its UCB1 value as its parent saw it while choosing (selection only); null otherwise. */
	readonly ucb: string | null;
	readonly chosen: boolean;
}

const en = {
	root: 'root',
	// The tree.
	treeName: (drawn: number, nodes: number) =>
		`Monte Carlo search tree: ${count(drawn)} of ${count(nodes)} nodes shown`,
	nodeName: (move: string, visits: number, mean: string, marks: NodeMarks) =>
		[
			`${move}: ${count(visits)} ${visits === 1 ? 'visit' : 'visits'}, W/N ${mean}`,
			marks.ucb === null ? '' : `, UCB1 ${marks.ucb}${marks.chosen ? ', chosen' : ''}`,
			marks.onPath ? ', on the path' : '',
			marks.isNew ? ', new node' : '',
			marks.playoutFrom ? ', the playout starts here' : ''
		].join(''),
	newMark: 'new',
	/** Before a UCB1 value on a node's tag. */
	ucbShort: 'UCB1',
	bandName: "The path's upper part, pinned at the tree's top, root first",
	// The visit chart.
	visitsTitle: "Visits to the root's moves",
	visitsName: (total: number) => `Visits to the root's moves, ${count(total)} in all`,
	wouldPlay: 'MCTS would play',
	minimaxBest: "minimax's best",
	agree: (move: string) => `MCTS would play ${move}, one of minimax's best moves: they agree.`,
	disagree: (move: string, best: string) =>
		`MCTS would play ${move}; minimax's best is ${best}: they do not agree yet.`,
	/**
	 * What chose among `tied` moves as often visited as the one MCTS would play (its ★ names it):
	 * one line, so the side column holds it beside a long playout when presenting.
	 */
	tie: (tied: number, by: 'mean' | 'order') =>
		by === 'mean'
			? `Tied in visits: the ${tied > 2 ? 'greatest' : 'greater'} W/N wins. `
			: 'Tied in visits and W/N: the first tried wins. ',
	unknown: "Minimax's best move here is unknown: too big to search in full.",
	noMove: 'No move yet: the root has no visited child.',
	// The convergence chart.
	convergenceTitle: "How often MCTS's move is minimax's",
	convergenceName: (iterations: number) =>
		`Agreement with minimax over ${count(iterations)} iterations: the share of iterations so far whose move is one of minimax's, and a strip marking each iteration that agrees`,
	soFar: (agreeing: number, iteration: number, percent: string) =>
		`${count(agreeing)} of ${count(iteration)} iterations so far agree (${percent})`,
	settled: (iteration: number) =>
		`From iteration ${count(iteration)} on, MCTS's move stays one of minimax's.`,
	unsettled: "By the last iteration, MCTS's move has not settled on minimax's.",
	iterationAxis: 'iteration',
	agreeKey: 'agrees',
	disagreeKey: 'differs',
	current: (iteration: number) => `now: iteration ${count(iteration)}`,
	convergenceUnknown: "Minimax's answer is not known here, so there is no agreement to chart.",
	// The board beside the tree.
	boardTitle: (node: string) => `Position at ${node}`,
	toMove: (side: string) => `${side} to move`,
	/**
	 * Whose wins the playout's node's W counts: the side that moved into it (the minimiser's W/N
	 * 1.00 after a reward of 0.00 for the maximiser); at the root, the side to move there.
	 */
	wCounts: (node: string, side: string, root: boolean) =>
		root
			? `W at ${node} counts wins for ${side}, to move there.`
			: `W at ${node} counts wins for ${side}, who moved into it.`,
	gameOver: (score: string) => `Game over: ${score}`,
	/** A phone's corner: two lines, as "O min to move" wraps there ("Game over: +111" took three). */
	ended: (score: string) => `Ended: ${score}`,
	// The playout.
	playoutTitle: 'Playout',
	playoutName: (moves: number) =>
		`The playout's ${count(moves)} random ${moves === 1 ? 'move' : 'moves'}`,
	playoutLater: 'The playout is shown from the simulation phase on.',
	/** Under the new node on a phone's tree, where the playout's panel is below the fold. */
	playoutSaid: (moves: number, score: string, reward: string): readonly [string, string] => [
		moves === 0 ? 'game over' : `${count(moves)} random ${moves === 1 ? 'move' : 'moves'}`,
		`→ ${score}, r = ${reward}`
	],
	noMoves: 'The game is already over here: no random moves.',
	result: (score: string, reward: string) => `Result ${score}: reward ${reward} for the maximiser`,
	finalBoard: 'Final position of the playout',
	// The side panel's regions.
	sideName: 'Monte Carlo tree search at this step',
	chartsName: 'Visits, agreement with minimax and playout',
	// The Share menu's figure: a node's label is its visits or the move into it, never a call.
	figureChoices: {
		answerBoxes: "Answer boxes for the inner nodes' W/N",
		labels: { none: 'None', calls: 'Visits (N 128…)', names: 'The move into each node' }
	}
};

export type MctsViewWords = typeof en;

export const MCTS_VIEW = catalog<MctsViewWords>(en, {
	root: '根节点',
	treeName: (drawn, nodes) => `蒙特卡洛搜索树：共 ${count(nodes)} 个节点，显示 ${count(drawn)} 个`,
	nodeName: (move, visits, mean, marks) =>
		[
			`${move}：访问 ${count(visits)} 次，W/N ${mean}`,
			marks.ucb === null ? '' : `，上置信界 ${marks.ucb}${marks.chosen ? '，被选中' : ''}`,
			marks.onPath ? '，在路径上' : '',
			marks.isNew ? '，新节点' : '',
			marks.playoutFrom ? '，随机模拟从这里开始' : ''
		].join(''),
	newMark: '新',
	ucbShort: '上界',
	bandName: '路径的上半部分，固定在树的顶部，从根节点开始',
	visitsTitle: '根节点各走法的访问次数',
	visitsName: (total) => `根节点各走法的访问次数，共 ${count(total)} 次`,
	wouldPlay: '蒙特卡洛会走',
	minimaxBest: '极小化极大的最佳走法',
	agree: (move) => `蒙特卡洛树搜索会走${move}，是极小化极大的最佳走法之一：两者一致。`,
	disagree: (move, best) =>
		`蒙特卡洛树搜索会走${move}；极小化极大的最佳走法是${best}：两者暂不一致。`,
	tie: (_tied, by) =>
		by === 'mean' ? '访问次数相同：W/N 较大者胜出。' : '访问次数与 W/N 都相同：最先尝试的胜出。',
	unknown: '这个局面不知道极小化极大的答案（完整搜索太大）。',
	noMove: '还没有走法：根节点没有被访问过的子节点。',
	convergenceTitle: '蒙特卡洛的走法与极小化极大一致的比例',
	convergenceName: (iterations) =>
		`${count(iterations)} 次迭代中与极小化极大的一致情况：到目前为止走法一致的迭代所占比例，以及标出每次一致迭代的色带`,
	soFar: (agreeing, iteration, percent) =>
		`到目前为止 ${count(iteration)} 次迭代中有 ${count(agreeing)} 次一致（${percent}）`,
	settled: (iteration) =>
		`从第 ${count(iteration)} 次迭代起，蒙特卡洛的走法一直是极小化极大的最佳走法之一。`,
	unsettled: '到最后一次迭代，蒙特卡洛的走法仍未稳定在极小化极大的最佳走法上。',
	iterationAxis: '迭代',
	agreeKey: '一致',
	disagreeKey: '不一致',
	current: (iteration) => `当前：第 ${count(iteration)} 次迭代`,
	convergenceUnknown: '这里不知道极小化极大的答案，因此没有一致情况可画。',
	boardTitle: (node) => `${node}的局面`,
	toMove: (side) => `轮到 ${side} 走`,
	wCounts: (node, side, root) =>
		root
			? `${node} 的 W 记的是轮到那里走的 ${side} 的得分。`
			: `${node} 的 W 记的是走进那里的 ${side} 的得分。`,
	// A space, as in `result`: on a phone's narrow corner the score wraps whole under the words
	// (after the colon there is no break: "对局结|束：+111" ran past the corner's edge).
	gameOver: (score) => `对局结束 ${score}`,
	ended: (score) => `对局结束 ${score}`,
	playoutTitle: '随机模拟',
	playoutName: (moves) => `随机模拟的 ${count(moves)} 步随机走法`,
	playoutLater: '从模拟阶段起显示随机模拟。',
	playoutSaid: (moves, score, reward) => [
		moves === 0 ? '对局已结束' : `随机走 ${count(moves)} 步`,
		`→ ${score}，r = ${reward}`
	],
	noMoves: '对局在这里已经结束：没有随机走法。',
	result: (score, reward) => `结果 ${score}：极大方的奖励为 ${reward}`,
	finalBoard: '随机模拟的终局',
	sideName: '这一步的蒙特卡洛树搜索',
	chartsName: '访问次数、与极小化极大的一致情况和随机模拟',
	figureChoices: {
		answerBoxes: '用答题框代替内部节点的 W/N',
		labels: { none: '无', calls: '访问次数（N 128…）', names: '进入每个节点的走法' }
	}
});
