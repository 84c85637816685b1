/** The listing's title, by language. */
export const TITLES: Readonly<Record<string, string>> = {
	en: 'Iterative deepening over alpha-beta, for any game',
	zh: '基于 α-β 剪枝的迭代加深（适用于任何游戏）'
};

/** What the narration, the note and the iteration table say, in one language. */
export interface IterativeWords {
	driverEnter(p: { name: string; last: number | null; width: string | null }): string;
	firstTry(p: { call: string }): string;
	nextTry(p: { iteration: number; plies: number; call: string; first: string | null }): string;
	researchTry(p: { iteration: number; call: string; fail: 'low' | 'high'; window: string }): string;
	/**
	 * `aspiration`: the window is the aspiration window around the last value (`exact`: the
	 * [v − D, v + D] it was widened from, when the search cannot meet those ends).
	 */
	attemptEnter(p: {
		call: string;
		iteration: number;
		plies: number;
		window: string;
		aspiration: { last: string; exact: string | null } | null;
	}): string;
	researchEnter(p: {
		call: string;
		iteration: number;
		window: string;
		fail: 'low' | 'high';
		value: string;
		bound: string;
	}): string;
	kept(p: { iteration: number; value: string; best: string; calls: number }): string;
	failed(p: { iteration: number; value: string; fail: 'low' | 'high'; bound: string }): string;
	driverReturn(p: { name: string; value: string; best: string; iterations: number }): string;
	note(p: { iteration: number; plies: number; research: boolean }): string;
	/** The iteration table. */
	caption: string;
	headers: readonly [string, string, string, string, string, string, string];
	/** The tree's link to a search under the driver: "depth 2", "depth 2 again". */
	linkLabel(plies: number, research: boolean): string;
	/** A re-search's depth cell: "2 (again)". */
	research(plies: number): string;
	failMark(fail: 'low' | 'high'): string;
	pending: string;
	/** The mark of a search that tried the last iteration's best move first. */
	firstMark(move: string): string;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const WORDS: Readonly<Record<string, IterativeWords>> = {
	en: {
		driverEnter: ({ name, last, width }) =>
			last === 1
				? `${name} runs iterative deepening here under a depth limit of 1 move: one iteration, alpha-beta 1 move deep.`
				: `${name} runs iterative deepening here: alpha-beta 1 move deep, then ${last === null ? '2, 3, … until an iteration meets no depth limit (every line reached its end)' : last === 2 ? '2 moves' : last === 3 ? '2 and 3 moves' : `2, 3, … up to ${last} moves`}, each iteration trying the last one's best line first.${width === null ? '' : ` From the second iteration on, the window starts at [v − ${width}, v + ${width}] around the last value v.`}`,
		firstTry: ({ call }) =>
			`Iteration 1 begins: ${call} searches this position 1 move deep, with the widest window.`,
		nextTry: ({ iteration, plies, call, first }) =>
			`Iteration ${iteration} begins: ${call} searches ${plies} ${plural(plies, 'move', 'moves')} deep${first === null ? '' : `, trying ${first} first: the last iteration's best`}.`,
		researchTry: ({ iteration, call, fail, window }) =>
			`Iteration ${iteration} failed ${fail}, so ${call} searches it again with ${fail === 'low' ? 'α' : 'β'} opened to ${fail === 'low' ? '−∞' : '+∞'}: the window ${window}.`,
		attemptEnter: ({ call, iteration, plies, window, aspiration }) =>
			`${call} is iteration ${iteration}'s alpha-beta, ${plies} ${plural(plies, 'move', 'moves')} deep, with the window ${window}${
				aspiration === null
					? ''
					: aspiration.exact === null
						? `: the aspiration window around the last value ${aspiration.last}`
						: `. That is the aspiration window ${aspiration.exact} around the last value ${aspiration.last}, widened to the nearest values a search can return: none lies between the ends of the two, so the search decides as it would on ${aspiration.exact}`
			}.`,
		researchEnter: ({ call, iteration, window, fail, value, bound }) =>
			`${call} searches iteration ${iteration} again, with the window ${window}: the first try failed ${fail}, its ${value} at or ${fail === 'low' ? `under α = ${bound}` : `over β = ${bound}`}.`,
		kept: ({ iteration, value, best, calls }) =>
			`Iteration ${iteration} gives ${value} with ${best}, in ${calls} ${plural(calls, 'call', 'calls')}.`,
		failed: ({ iteration, value, fail, bound }) =>
			fail === 'low'
				? `Iteration ${iteration}'s ${value} is at or under α = ${bound}: it failed low, so the true value is at most ${value} and the iteration is searched again.`
				: `Iteration ${iteration}'s ${value} is at or over β = ${bound}: it failed high, so the true value is at least ${value} and the iteration is searched again.`,
		driverReturn: ({ name, value, best, iterations }) =>
			`${name} returns the last iteration's ${value} and ${best}, after ${iterations} ${plural(iterations, 'iteration', 'iterations')}.`,
		note: ({ iteration, plies, research }) =>
			`Iteration ${iteration}: ${plies} ${plural(plies, 'move', 'moves')} deep${research ? ', searched again after a fail' : ''}.`,
		caption: 'Iterations',
		headers: ['Depth', 'Window', 'Value', 'Best move', 'Calls', 'Best line', 'Note'],
		linkLabel: (plies, research) => `depth ${plies}${research ? ' again' : ''}`,
		research: (plies) => `${plies} (again)`,
		failMark: (fail) => `failed ${fail}`,
		pending: '…',
		firstMark: (move) => `tried first: last iteration's best (${move})`
	},
	zh: {
		driverEnter: ({ name, last, width }) =>
			last === 1
				? `${name} 在这里做迭代加深，深度限制为 1 步：只有一轮，即 1 步深的 α-β 剪枝。`
				: `${name} 在这里做迭代加深：先做 1 步深的 α-β 剪枝，再${last === null ? ' 2 步、3 步……直到某一轮没有碰到深度限制（每条路线都走到了终局）' : last === 2 ? '做 2 步深的' : last === 3 ? ' 2 步、3 步' : ` 2 步、3 步……直到 ${last} 步`}，每轮先试上一轮的最佳走法序列。${width === null ? '' : `从第二轮起，窗口先取上一轮的值 𝑣 周围的 [𝑣 − ${width}, 𝑣 + ${width}]。`}`,
		firstTry: ({ call }) => `第 1 轮开始：${call} 以最宽的窗口把这个局面搜索 1 步深。`,
		nextTry: ({ iteration, plies, call, first }) =>
			`第 ${iteration} 轮开始：${call} 搜索 ${plies} 步深${first === null ? '' : `，先试${first}：上一轮的最佳走法`}。`,
		researchTry: ({ iteration, call, fail, window }) =>
			`第 ${iteration} 轮${fail === 'low' ? '低出' : '高出'}窗口，所以 ${call} 把 ${fail === 'low' ? 'α 放开到 −∞' : 'β 放开到 +∞'}，以窗口 ${window} 重新搜索这一轮。`,
		attemptEnter: ({ call, iteration, plies, window, aspiration }) =>
			`${call} 是第 ${iteration} 轮的 α-β 剪枝，${plies} 步深，窗口为 ${window}${
				aspiration === null
					? ''
					: aspiration.exact === null
						? `：即围绕上一轮的值 ${aspiration.last} 的期望窗口`
						: `。围绕上一轮的值 ${aspiration.last} 的期望窗口本是 ${aspiration.exact}，放宽到了搜索能返回的最近的值：两个窗口的端点之间没有这样的值，所以搜索的判断与用 ${aspiration.exact} 时相同`
			}。`,
		researchEnter: ({ call, iteration, window, fail, value, bound }) =>
			`${call} 以窗口 ${window} 重新搜索第 ${iteration} 轮：第一次${fail === 'low' ? '低出窗口' : '高出窗口'}，它的 ${value} ${fail === 'low' ? `不高于 α = ${bound}` : `不低于 β = ${bound}`}。`,
		kept: ({ iteration, value, best, calls }) =>
			`第 ${iteration} 轮得到 ${value}，最佳走法是${best}，共 ${calls} 次调用。`,
		failed: ({ iteration, value, fail, bound }) =>
			fail === 'low'
				? `第 ${iteration} 轮的 ${value} 不高于 α = ${bound}：低出窗口，真实的值至多为 ${value}，这一轮要重新搜索。`
				: `第 ${iteration} 轮的 ${value} 不低于 β = ${bound}：高出窗口，真实的值至少为 ${value}，这一轮要重新搜索。`,
		driverReturn: ({ name, value, best, iterations }) =>
			`${name} 返回最后一轮的 ${value} 和${best}，共做了 ${iterations} 轮。`,
		note: ({ iteration, plies, research }) =>
			`第 ${iteration} 轮：${plies} 步深${research ? '，低出或高出窗口后重新搜索' : ''}。`,
		caption: '各轮迭代',
		headers: ['深度', '窗口', '值', '最佳走法', '调用次数', '最佳走法序列', '说明'],
		linkLabel: (plies, research) => `深度 ${plies}${research ? ' 重搜' : ''}`,
		research: (plies) => `${plies}（重搜）`,
		failMark: (fail) => (fail === 'low' ? '低出窗口' : '高出窗口'),
		pending: '…',
		firstMark: (move) => `先试：上一轮的最佳走法（${move}）`
	}
};
