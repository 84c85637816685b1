import { formatCount as count } from '$lib/engine';
import { catalog } from './catalog';
import { zh } from './narration/chinese';

/**
 * Messages of the table searches' views (memo, alphabeta-table): a table hit's card and link,
 * the table's size beside the tally, the symmetries by name and the note on why the table
 * stores bounds. Values arrive formatted ("+10", "-∞").
 */

/** What the note shows: the position, the wrong and right answers, the entry that misleads. */
export interface BoundsNoteFacts {
	readonly wrong: string;
	readonly right: string;
	readonly call: number;
	readonly stored: string;
	readonly truth: string;
	readonly alpha: string;
}

const en = {
	/** The tag on a hit's card: where its value came from. */
	fromTable: 'from the table',
	hitTag: (origin: number) => `⇠ FC${origin}`,
	/** A hit's control: its accessible name and tooltip. */
	goToOrigin: (
		call: number,
		origin: number,
		value: string,
		symmetry: string | null,
		settled: string | null
	) =>
		`FC${call} is answered from the table with ${value}${settled === null ? '' : `, ${settled}`}; go to FC${origin}, which scored ${symmetry === null ? 'this position' : `this position ${symmetry}`}`,
	/** Added to a hit's accessible name. */
	hitLabel: (description: string, origin: number) =>
		`${description}; from the table, scored by FC${origin}`,
	/** A hit under alphabeta-table settled by a bound rather than an exact value. */
	settledBy: { lower: 'settled by a lower bound', upper: 'settled by an upper bound' },
	settledMark: { lower: '≥', upper: '≤' },
	/** A hit's frame in the call stack. */
	stackHit: (origin: number) => `from the table (FC${origin})`,
	/** The rule line above the tree under memo. */
	memoRule: 'A position met again is read from the table',
	/** The table's size beside the tally. */
	tableSize: (positions: number) =>
		`table: ${count(positions)} position${positions === 1 ? '' : 's'}`,
	/**
	 * The symmetry k that maps a board onto the stored one (SYMMETRY_CELLS' order), as a phrase
	 * that follows "this board": "turned 90°".
	 */
	symmetries: [
		'as it is',
		'turned 90° clockwise',
		'turned 180°',
		'turned 270° clockwise',
		'mirrored left to right',
		'mirrored top to bottom',
		'mirrored in the main diagonal',
		'mirrored in the other diagonal'
	],
	symmetryShort: ['same', '↻ 90°', '↻ 180°', '↻ 270°', '⇆', '⇅', '⤡', '⤢'],

	// The note on bounds (alphabeta-table).
	whyBounds: 'Why bounds?',
	whyBoundsTitle: 'Why the table stores bounds',
	noteIntro:
		'Alpha-beta stops a call as soon as its value is good enough to be ignored by the caller. The value such a call returns is only a bound on the real one, not the real one.',
	noteCase: (p: BoundsNoteFacts) =>
		`Search this board, X to move and X the AI, with a table that files every value as exact, and it answers ${p.wrong}. Minimax, and alphabeta-table, answer ${p.right}.`,
	noteWhy: (p: BoundsNoteFacts) =>
		`The slip starts at FC${p.call} (the second board, O to move). X already holds ${p.alpha} elsewhere, so after O's first reply scores ${p.stored}, FC${p.call} stops: nothing O finds can make X prefer this board. Filed as exact, ${p.stored} is wrong: O wins there (${p.truth}). When the board comes up again the table hands out ${p.stored}, and the answer climbs to ${p.wrong}.`,
	noteFix:
		'alphabeta-table files that value as an upper bound (fail-low: at most this much). Met again, the bound only narrows the window, and the board is searched again when the bound cannot settle the call.',
	noteBoards: { start: 'The board searched', slip: 'The board filed wrongly' },
	noteValues: (wrong: string, right: string) => `exact only: ${wrong} · with bounds: ${right}`,
	noteOpen: 'Step through this board'
};

export const table = catalog(en, {
	fromTable: '来自置换表',
	hitTag: (origin) => `⇠ FC${origin}`,
	goToOrigin: (call, origin, value, symmetry, settled) =>
		zh`FC${call} 直接从表中取得 ${value}${settled === null ? '' : zh`，${settled}`}；跳转到 FC${origin}，它已算过${symmetry === null ? '这个局面' : zh`这个局面${symmetry}后的样子`}`,
	hitLabel: (description, origin) => zh`${description}；来自表，由 FC${origin} 算出`,
	settledBy: { lower: '由下界直接判定', upper: '由上界直接判定' },
	settledMark: { lower: '≥', upper: '≤' },
	stackHit: (origin) => zh`来自表（FC${origin}）`,
	memoRule: '再次遇到的局面直接查表',
	tableSize: (positions) => zh`表中 ${count(positions)} 个局面`,
	symmetries: [
		'不变',
		'顺时针旋转 90°',
		'旋转 180°',
		'顺时针旋转 270°',
		'左右翻转',
		'上下翻转',
		'沿主对角线翻转',
		'沿副对角线翻转'
	],
	symmetryShort: ['相同', '↻ 90°', '↻ 180°', '↻ 270°', '⇆', '⇅', '⤡', '⤢'],

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
});
