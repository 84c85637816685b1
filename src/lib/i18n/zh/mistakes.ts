import type { MistakesMessages } from '../mistakes';
import { shown, typed, windowText } from '../practice-values';

/** 格子里的数为何不被接受：不是数字，或无法精确保存。 */
function refused(text: string, rounded: number | undefined, bound?: true): string {
	if (bound)
		return `${text} 是一个界，教科书用它写提前停止的搜索的值；这里要填的是搜索在此处返回的那个数`;
	if (rounded === undefined) return `${text} 不是数字`;
	if (!Number.isFinite(rounded))
		return `${text} 太大，无法保存：它会被读成 ${shown(rounded)}，而无穷只能写作 ∞`;
	return `${text} 无法精确保存（只保留约 17 位有效数字）：它会被读成 ${shown(rounded)}`;
}

/** mistakes.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const mistakes: MistakesMessages = {
	reason(error, name = (node) => `n${node}`) {
		const n = name(error.node);
		switch (error.kind) {
			case 'value': {
				const role = error.maximizing ? '极大节点' : '极小节点';
				const rule = error.maximizing ? '最大值' : '最小值';
				const over = error.partial ? '已搜索的子节点中的' : '子节点中的';
				return `${n} 是${role}：它返回${over}${rule} ${shown(error.expected)}，而不是 ${shown(error.given)}。`;
			}
			case 'average':
				return error.sum === null
					? `${n} 是${error.role === 'max' ? '极大节点：它返回子节点中的最大值' : '极小节点：它返回子节点中的最小值'} ${error.expected}，而不是 ${error.given}。`
					: `${n} 是机会节点：它返回子节点值按概率加权的平均值，${error.sum} = ${error.expected}，而不是 ${error.given}。`;
			case 'missingValue':
				return `${n} 还没有填值：搜索会访问它。`;
			case 'unreadable':
				return `${n}：${refused(error.text, error.rounded, error.bound)}。`;
			case 'notVisited':
				return error.top === error.node
					? `${n} 从未被访问：它的分支在 ${name(error.parent)} 处被剪掉，格子应留空。`
					: `${n} 从未被访问：它位于通往 ${name(error.top)} 的分支中，该分支在 ${name(error.parent)} 处被剪掉，格子应留空。`;
			case 'missingCut':
				return `通往 ${n} 的分支应被剪掉：在 ${name(error.parent)} 处 α ${shown(error.window.alpha)} ≥ β ${shown(error.window.beta)}。`;
			case 'extraCut':
				return error.window
					? `通往 ${n} 的分支会被搜索：${name(error.parent)} 走到它时 α ${shown(error.window.alpha)} < β ${shown(error.window.beta)}。`
					: `极小化极大算法不剪枝：通往 ${n} 的分支会被搜索。`;
			case 'window':
				return `${n} 进入时的窗口是 ${windowText(error.expected.alpha, error.expected.beta)}，而不是 [${typed(error.given.alpha, '?')}, ${typed(error.given.beta, '?')}]${error.inexact ? `：${refused(error.inexact.text, error.inexact.rounded)}` : ''}。`;
		}
	},
	gradedReason(error, name = (node: number) => `n${node}`) {
		const n = name(error.node);
		switch (error.kind) {
			case 'value': {
				const rule = error.maximizing ? '极大节点返回最大值' : '极小节点返回最小值';
				return `${n}：${shown(error.given)} 不是它返回的值；${rule}，取自搜索访问到的子节点。`;
			}
			case 'average': {
				const rule =
					error.role === 'chance'
						? '机会节点返回子节点值按概率加权的平均值'
						: error.role === 'max'
							? '极大节点返回子节点中的最大值'
							: '极小节点返回子节点中的最小值';
				return `${n}：${error.given} 不是它返回的值；${rule}。`;
			}
			case 'missingValue':
				return `${n} 还没有填值：搜索会访问它。`;
			case 'unreadable':
				return `${n}：${refused(error.text, error.rounded, error.bound)}。`;
			case 'notVisited':
				return `${n} 从未被访问，格子应留空。`;
			case 'missingCut':
				return `${name(error.parent)} 下面有一个被剪掉的分支没有标记。`;
			case 'extraCut':
				return `通往 ${n} 的分支没有被剪掉：搜索会进入它。`;
			case 'window':
				return `${n} 进入时的窗口不是 [${typed(error.given.alpha, '?')}, ${typed(error.given.beta, '?')}]：它的窗口是父节点调用它时持有的窗口${error.inexact ? `；${refused(error.inexact.text, error.inexact.rounded)}` : ''}。`;
		}
	},
	gradedBoardReason(error) {
		const cell = 'cell' in error ? `${error.cell} 号格` : '';
		const signed = (value: number) => (value > 0 ? `+${value}` : shown(value));
		switch (error.kind) {
			case 'moveScore':
				return `走 ${cell}：${signed(error.given)} 不是搜索为它返回的分数。`;
			case 'moveMissing':
				return `走 ${cell}还没有填分数。`;
			case 'moveUnreadable':
				return `走 ${cell}：${refused(error.text, error.rounded, error.bound)}。`;
			case 'moveMissingCut':
				return `走 ${cell}的搜索被提前截断，但没有标记。`;
			case 'moveExtraCut':
				return `走 ${cell}的搜索没有被提前截断：它会试完所有应对。`;
			case 'pick':
				return error.given === null
					? '还没有选出极小化极大算法走的一步。'
					: `极小化极大算法不走 ${error.given} 号格。`;
		}
	},
	boardReason(error) {
		const cell = 'cell' in error ? `${error.cell} 号格` : '';
		const signed = (value: number) => (value > 0 ? `+${value}` : shown(value));
		switch (error.kind) {
			case 'moveScore':
				return error.partial
					? `走 ${cell}返回 ${signed(error.expected)}，而不是 ${signed(error.given)}：它的搜索提前停止，${error.maximizing ? '极大方' : '极小方'}在已试过的应对中取${error.maximizing ? '最高' : '最低'}分。`
					: `走 ${cell}后搜索返回 ${signed(error.expected)}，而不是 ${signed(error.given)}：接下来由${error.maximizing ? '极大方' : '极小方'}走，取其${error.maximizing ? '最高' : '最低'}分。`;
			case 'moveMissing':
				return `走 ${cell}还没有填分数。`;
			case 'moveUnreadable':
				return `走 ${cell}：${refused(error.text, error.rounded, error.bound)}。`;
			case 'moveMissingCut': {
				const { reply, window, skipped } = error.short;
				return `走 ${cell}的搜索被提前截断：应对 ${reply} 号格之后 α ${shown(window.alpha)} ≥ β ${shown(window.beta)}，其余 ${skipped} 个应对从未尝试。`;
			}
			case 'moveExtraCut':
				return error.window
					? `走 ${cell}会试完所有应对：它以 ${windowText(error.window.alpha, error.window.beta)} 进入，没有哪个应对能关闭这个窗口。`
					: `极小化极大算法不会提前截断：走 ${cell}会试完所有应对。`;
			case 'pick':
				return `极小化极大算法走 ${error.expected} 号格${error.given === null ? '' : `，而不是 ${error.given} 号格`}：它保留分数最好的第一步。`;
		}
	},
	// A link's, a typed tree's or a position's problems on the practice page.
	badGraded: (value) =>
		`链接中的 graded=${value} 不是练习页认识的设置（on 表示计分作业，key 表示参考答案）：这是普通练习。`,
	tooManyEmpty: (empty, limit) =>
		`这个棋盘有 ${empty} 个空格，棋盘练习最多支持 ${limit} 个。现在显示文章 004 的树。`,
	noConnect4: '练习只涵盖井字棋棋盘和博弈树；四子棋局面太大，无法手算。请在逐步查看页面上打开它。',
	chanceTree:
		'这棵树有机会节点，只有期望极大搜索会求它们的平均值：请把搜索选为期望极大搜索再练习。现在显示文章 004 的树。',
	chanceBoard:
		'棋盘练习只出极小化极大和 α-β 剪枝的题；期望极大搜索在树上练习。现在用期望极大搜索显示文章 004 的树。',
	tooBig: (nodes, limit) =>
		`这棵树有 ${nodes} 个节点，练习最多支持 ${limit} 个节点。现在显示文章 004 的树。`,
	badDepth: (value, min, max, fallback) =>
		`练习树的深度应为 ${min} 到 ${max}，而不是 ${value}：改用 ${fallback}。`,
	badBranching: (value, min, max, fallback) =>
		`练习树每个节点应有 ${min} 到 ${max} 个子节点，而不是 ${value}：改用 ${fallback}。`,
	badSheet: (value, max) => `练习纸可放 1 到 ${max} 道题，而不是 ${value}：改用 1。`,
	cannotOpen: '这棵树无法用于练习。现在显示文章 004 的树。',
	practisedInstead: (asked, practised) =>
		`练习没有专为${asked}设计的题目：改为练习最接近且有题目的${practised}，链接也已相应改写。`,
	unknownSearch: (value, practised) =>
		`链接中的 algo=${value} 不是练习页认识的搜索：改为练习默认的${practised}。`,
	noSymmetry: (practised) =>
		`链接中的 symmetry=on 需要置换表，而练习的${practised}不使用置换表：练习时不使用它。`,
	thisExercise: '这道练习'
};
