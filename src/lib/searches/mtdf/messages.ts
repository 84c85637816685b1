/** The listing's title, by language. */
export const TITLES: Readonly<Record<string, string>> = {
	en: 'MTD(f): null-window alpha-beta with memory, for any game',
	zh: 'MTD(f)：带置换表的零窗口 α-β 剪枝（适用于任何游戏）'
};

/** What the narration, the note and the pass table say, in one language. */
export interface MtdfWords {
	driverEnter(p: { name: string; guess: string }): string;
	/** `beta` null when β is +∞: the pass then asks whether the value is above α. */
	passTry(p: {
		pass: number;
		call: string;
		alpha: string;
		beta: string | null;
		window: string;
	}): string;
	/** A pass's answer coming back to the driver: which way it failed, the bound it gives. */
	answer(p: { pass: number; fail: 'low' | 'high'; value: string }): string;
	/**
	 * The driver's bounds once it has a pass's answer, and whether they meet: told after `answer`,
	 * a part predict mode leaves out while the driver's value is asked (they meet at it).
	 */
	bounds(p: { bounds: string; met: boolean }): string;
	driverReturn(p: { name: string; value: string; best: string; passes: number }): string;
	/**
	 * Beside the narration in a pass: by call its try folds into its root's start, so the note
	 * says what the pass asks and why its window is null (V23 N9).
	 */
	note(p: {
		pass: number;
		window: string;
		bounds: string;
		alpha: string;
		beta: string | null;
	}): string;
	/** The pass table. */
	caption: string;
	headers: readonly [string, string, string, string, string, string, string, string];
	/** The tree's link to a pass under the driver: "pass 2". */
	linkLabel(pass: number): string;
	failMark(fail: 'low' | 'high'): string;
	pending: string;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const WORDS: Readonly<Record<string, MtdfWords>> = {
	en: {
		driverEnter: ({ name, guess }) =>
			`${name} starts MTD(f) from the first guess ${guess}: it will test the value with null windows, one yes-or-no question a pass, until its lower and upper bounds meet.`,
		passTry: ({ pass, call, alpha, beta, window }) =>
			`Pass ${pass} asks: is the value ${beta === null ? `above ${alpha}` : `at least ${beta}`}? ${call} searches with the null window ${window}, the listing's [below(β), β]: no value a search can return lies strictly between ${alpha} and ${beta ?? '+∞'}, so the answer can only be yes or no${pass === 1 ? '' : '. It reads what earlier passes stored in the table'}.`,
		answer: ({ pass, fail, value }) =>
			`Pass ${pass} failed ${fail}: the value is ${fail === 'low' ? 'at most' : 'at least'} ${value}.`,
		bounds: ({ bounds, met }) =>
			`Bounds now ${bounds}.${met ? ' They meet, so no pass is needed.' : ''}`,
		driverReturn: ({ name, value, best, passes }) =>
			`The bounds meet at ${value}: the minimax value. ${name} returns it with ${best}, after ${passes} ${plural(passes, 'pass', 'passes')}.`,
		note: ({ pass, window, bounds, alpha, beta }) =>
			`MTD(f) pass ${pass} asks: is the value ${beta === null ? `above ${alpha}` : `at least ${beta}`}? Its null window ${window} holds no value a search can return, so the answer is yes or no; the bounds before it ${bounds}.`,
		caption: 'Passes',
		headers: ['Pass', 'Guess', 'Window', 'Value', 'Lower', 'Upper', 'Calls', 'Note'],
		linkLabel: (pass) => `pass ${pass}`,
		failMark: (fail) => `failed ${fail}`,
		pending: '…'
	},
	zh: {
		driverEnter: ({ name, guess }) =>
			`${name} 从初始猜测 ${guess} 开始 MTD(f)：每一趟用零窗口问一个“是或否”的问题，直到下界与上界相遇。`,
		passTry: ({ pass, call, alpha, beta, window }) =>
			`第 ${pass} 趟提问：值${beta === null ? `大于 ${alpha}` : `至少是 ${beta}`} 吗？${call} 用零窗口 ${window} 搜索，即代码里的 [below(β), β]：搜索能返回的值没有一个严格介于 ${alpha} 和 ${beta ?? '+∞'} 之间，所以答案只能是“是”或“否”${pass === 1 ? '' : '。它会读取前几趟存进置换表的结果'}。`,
		answer: ({ pass, fail, value }) =>
			`第 ${pass} 趟${fail === 'low' ? '低出窗口：值至多为' : '高出窗口：值至少为'} ${value}。`,
		bounds: ({ bounds, met }) => `界现在是 ${bounds}。${met ? '上下界相遇，不必再搜索。' : ''}`,
		driverReturn: ({ name, value, best, passes }) =>
			`上下界在 ${value} 相遇：这就是极小化极大值。${name} 返回它和${best}，共 ${passes} 趟。`,
		note: ({ pass, window, bounds, alpha, beta }) =>
			`MTD(f) 第 ${pass} 趟提问：值${beta === null ? `大于 ${alpha}` : `至少是 ${beta}`} 吗？零窗口 ${window} 内没有搜索能返回的值，所以答案只能是“是”或“否”；此前的界为 ${bounds}。`,
		caption: '各趟搜索',
		headers: ['趟', '猜测', '窗口', '值', '下界', '上界', '调用次数', '说明'],
		linkLabel: (pass) => `第 ${pass} 趟`,
		failMark: (fail) => (fail === 'low' ? '低出窗口' : '高出窗口'),
		pending: '…'
	}
};
