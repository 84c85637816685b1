import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree, TreeGame } from '../../../src/lib/games/tree/rules';
import type { Trace } from '../../../src/lib/engine/index';
import { receiveIndex, returnIndex } from '../../../src/lib/engine/events';
import { StepMap } from '../../../src/lib/player/steps';
import { narrate, ruleAt, type NarrationOptions } from '../../../src/lib/player/narration';
import { DrawnTree } from '../../../src/lib/player/drawn';
import { windows, words } from '../../../src/lib/i18n/narration';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../traces';
import { alphaBeta, minimax } from '../../searches';

const zh = words.zh;

const HAN = /[\u3400-\u9fff]/;
const HAN_TOUCHING_LATIN = /[\u3400-\u9fff][A-Za-z0-9+\-[αβ∞]|[A-Za-z0-9\]αβ∞][\u3400-\u9fff]/;
const SPACE_BY_FULL_WIDTH = / [\u3000-\u303f\uff00-\uffef]|[\u3000-\u303f\uff00-\uffef] /;

/**
 * Latin words a Chinese sentence may hold: call names, node names as the tree draws them (n4), the
 * marks, AI, and A–G with letters on.
 */
function foreignWords(text: string, letters: boolean): string[] {
	const allowed = letters ? /^(FC\d+|n\d+|X|O|AI|[A-G])$/ : /^(FC\d+|n\d+|X|O|AI)$/;
	return (text.match(/[A-Za-z]+\d*/g) ?? []).filter((word) => !allowed.test(word));
}

/**
 * What every Chinese sentence must be, next to the English one it stands for: the rules it
 * breaks, by name (the walks below check tens of thousands: one expect a walk, not ten a sentence).
 */
function chineseProblems(text: string, english: string, letters: boolean): string[] {
	const broken = (rule: string, holds: boolean) => (holds ? [] : [rule]);
	return [
		...broken('not empty', text.length > 0),
		...broken('at most 400 characters', text.length <= 400),
		...broken('holds Han characters', HAN.test(text)),
		...foreignWords(text, letters).map((word) => `foreign word ${word}`),
		...broken('no undefined, NaN or null', !/undefined|NaN|null/.test(text)),
		...broken('not the English', text !== english),
		// Spacing as Chinese textbooks set it: a space between Han and Latin, none by full-width marks.
		...broken('a space between Han and Latin', !HAN_TOUCHING_LATIN.test(text)),
		...broken('no space by a full-width mark', !SPACE_BY_FULL_WIDTH.test(text)),
		...broken('no double, leading or trailing space', !/ {2}|^ | $/.test(text))
	];
}

/** Walks every step in both languages: the box, the rule line and the note. */
function walk(
	trace: Trace,
	granularity: 'call' | 'event',
	options: Omit<NarrationOptions, 'lang'> = {}
): void {
	const steps = new StepMap(trace, granularity);
	const letters = options.letters ?? false;
	/** A Chinese part and its English one: present in both or neither, and a good sentence. */
	const pair = (part: string, chinese: string | null, english: string | null): string[] => {
		if (chinese === null || english === null)
			return chinese === english ? [] : [`${part} in one language only`];
		return chineseProblems(chinese, english, letters).map((rule) => `${part}: ${rule}`);
	};
	// Each step's broken rules, named with the step and its texts, checked in one expect for the
	// walk (an expect a step spent a third of this file's time in expect).
	const broken: string[] = [];
	for (let step = 0; step <= steps.last; step++) {
		const english = narrate(trace, steps, step, { ...options, lang: 'en' });
		const chinese = narrate(trace, steps, step, { ...options, lang: 'zh' });
		const index = steps.eventOf(step);
		const rule = ruleAt(trace, index, { ...options, lang: 'zh' });
		const englishRule = ruleAt(trace, index, { ...options, lang: 'en' });
		const problems = [
			...pair('text', chinese.text, english.text),
			...pair('note', chinese.note, english.note),
			...pair('brief', chinese.short ?? null, english.short ?? null),
			...pair('rule', rule, englishRule)
		];
		if (problems.length > 0)
			broken.push(`step ${step}: ${problems.join('; ')}: ${chinese.text} (${english.text})`);
	}
	expect(broken).toEqual([]);
}

const board = (text: string, ai: 'X' | 'O' = 'X') => boardGame(text, { ai });

const walks: [string, () => Trace, NarrationOptions['letters']][] = [
	['minimax, the freeCodeCamp board', () => minimax(board(ARTICLE_BOARD)), false],
	['alpha-beta, the freeCodeCamp board', () => alphaBeta(board(ARTICLE_BOARD)), false],
	['minimax, article 004 tree, numbers', () => minimax(parseTree(ARTICLE_TREE)), false],
	['minimax, article 004 tree, letters', () => minimax(parseTree(ARTICLE_TREE)), true],
	['alpha-beta, article 004 tree, numbers', () => alphaBeta(parseTree(ARTICLE_TREE)), false],
	['alpha-beta, article 004 tree, letters', () => alphaBeta(parseTree(ARTICLE_TREE)), true],
	[
		'alpha-beta, article 004 tree rooted at min',
		() => alphaBeta(parseTree(ARTICLE_TREE, { root: 'min' })),
		true
	],
	['minimax, tree rooted at min', () => minimax(parseTree(ARTICLE_TREE, { root: 'min' })), false],
	['minimax, 6 empty cells', () => minimax(board('X...O..X.')), false],
	['alpha-beta, 6 empty cells, O as the AI', () => alphaBeta(board('X...O..X.', 'O')), false],
	['alpha-beta, 7 empty cells', () => alphaBeta(board('X...O....')), false],
	['minimax, a finished board', () => minimax(board('XXXOO....')), false],
	['alpha-beta, a finished board, O as the AI', () => alphaBeta(board('XXXOO....', 'O')), false],
	['minimax, a full board drawn', () => minimax(board('XOXXOOOXX')), false],
	['minimax, one cell left to a draw', () => minimax(board('XOXXOOOX.')), false],
	[
		'alpha-beta, a wide tree (lists cut short, children past the tenth)',
		() => alphaBeta(parseTree('[[1,2,3,4,5,6,7,8,9,10,11],[0,1,2,3,4,5,6,7,8,9,10,11,12]]')),
		false
	]
];

describe.each(walks)('every step in Chinese: %s', (_, make, letters) => {
	const trace = make();
	const drawn = new DrawnTree(trace, { expand: trace.game instanceof TreeGame });

	it.each(['call', 'event'] as const)('by %s, with and without the cuts counted', (granularity) => {
		walk(trace, granularity, { letters });
		walk(trace, granularity, { letters, drawn });
	});
});

describe('the freeCodeCamp board in Chinese', () => {
	const trace = minimax(board(ARTICLE_BOARD));
	const byCall = new StepMap(trace, 'call');
	const byEvent = new StepMap(trace, 'event');
	const text = (steps: StepMap, step: number) => narrate(trace, steps, step, { lang: 'zh' });

	it('sets the scene at step 0', () => {
		expect(text(byCall, 0).text).toBe(
			'搜索即将在这个棋盘上开始，轮到 X 走棋。X 是 AI，取极大（+10 表示 X 获胜）；O 取极小（−10 表示 O 获胜），平局为 0。'
		);
	});

	it('names X as the winner at the return of FC5, with the note on the article', () => {
		const { text: said, note } = text(byEvent, returnIndex(trace, 5) + 1);
		expect(said).toBe(
			'X 下在 4 号格后，FC5 查看棋盘：X（AI）在 3、4 和 5 号格三子连成一线，X 获胜，所以 FC5 返回 +10。'
		);
		expect(note).toBe(
			'注意：原教程文章的正文把 FC5 说成人类获胜，但 X 占据了 3、4 和 5 号格，所以 +10（AI 获胜）才是对的。'
		);
		// By call, the way back from FC4 comes first.
		expect(text(byCall, 5).text).toBe(
			`FC4 的 −10 传回 FC2，后者把最低分值 −10 返回给 FC1。${said}`
		);
		expect(text(byCall, 9).note).toBe(
			'注意：原教程文章的正文把 FC9 说成 AI 获胜，但 O 占据了 0、4 和 8 号格，所以 −10（人类获胜）才是对的。'
		);
	});

	it('tells a try, a receive and a minimiser keeping the first of a tie', () => {
		expect(text(byEvent, 2).text).toBe('FC1 让 X 下在 1 号格，调用 FC2 求出这步棋的值。');
		expect(text(byEvent, receiveIndex(trace, 9) + 1).text).toBe(
			'FC6 从 4 号格收到 −10。目前最好的是 −10，来自 4 号格。'
		);
		expect(text(byEvent, returnIndex(trace, 2) + 1).text).toBe(
			'FC2 已收到各个分值：−10（4 号格）和 −10（6 号格）。它取极小，所以返回最低分值 −10，来自 4 号格；分值相同时保留第一个。'
		);
	});

	it('gives the answer at the final step', () => {
		expect(text(byCall, byCall.last).text).toBe(
			'FC1 已收到全部分值：−10（1 号格）、+10（4 号格）和 −10（6 号格）。X 取极大，所以 X 下在 4 号格，分值为 +10：AI（X）可以强制获胜。'
		);
	});

	it('cuts cell 4 at FC6 under alpha-beta, and tells the rule line', () => {
		const ab = alphaBeta(board(ARTICLE_BOARD));
		const steps = new StepMap(ab, 'event');
		const drawn = new DrawnTree(ab);
		const at = receiveIndex(ab, 7);
		expect(narrate(ab, steps, at + 1, { drawn, lang: 'zh' }).text).toBe(
			'FC6 从 1 号格收到 +10。+10 小于 β = +∞，所以 β 降为 +10。现在 α = +10 ≥ β = +10：X（AI）在 FC1 处已能得到 +10，而在 FC6 这里，O（人类）能把分值压到 +10 或更低，所以 X（AI）走到这里得不到任何好处。于是 4 号格被剪去，省去 1 次调用（即极小化极大算法中的 FC9）。'
		);
		expect(ruleAt(ab, at, { lang: 'zh' })).toBe(
			'FC7 ⇒ FC6 窗口 [+10, +∞]：+10 < β → β = +10 · α +10 ≥ β +10：剪去 4 号格'
		);
		expect(ruleAt(ab, 0, { lang: 'zh' })).toBe('FC1 以窗口 [−∞, +∞] 开始');
		expect(narrate(ab, steps, steps.last, { drawn, lang: 'zh' }).text).toContain(
			'α-β 剪枝共剪去 1 个分支，省去了极小化极大算法 9 次调用中的 1 次。'
		);
	});
});

describe("alpha-beta on article 004's tree in Chinese", () => {
	const trace = alphaBeta(parseTree(ARTICLE_TREE));
	const drawn = new DrawnTree(trace, { expand: true });
	const steps = new StepMap(trace, 'event');
	const lettered = (index: number) =>
		narrate(trace, steps, index + 1, { letters: true, drawn, lang: 'zh' }).text;
	const plain = (index: number) => narrate(trace, steps, index + 1, { drawn, lang: 'zh' }).text;

	it('tells the cut at C by letter: A holds alpha 3, C holds beta 2, G is pruned', () => {
		expect(lettered(receiveIndex(trace, 8))).toBe(
			'FC7（C）从第一个子节点（F）收到 2。2 小于 β = +∞，所以 β 降为 2。现在 α = 3 ≥ β = 2：极大方在 FC3（A）处已能得到 3，而在 FC7（C）这里，极小方能把分值压到 2 或更低，所以极大方走到这里得不到任何好处。于是 G 被剪去，省去 1 次调用（即极小化极大算法中的 FC9）。'
		);
		expect(ruleAt(trace, receiveIndex(trace, 8), { letters: true, lang: 'zh' })).toBe(
			'FC8 ⇒ FC7 窗口 [3, +∞]：2 < β → β = 2 · α 3 ≥ β 2：剪去 G'
		);
		// The return alone; by call, the leaf's step goes on to C weighing the value and cutting G.
		expect(lettered(returnIndex(trace, 8))).toBe('FC8（F）是叶节点，值为 2，所以返回 2。');
		expect(ruleAt(trace, returnIndex(trace, 8), { lang: 'zh' })).toBe('FC8 向 FC7 返回 2');
		const byCall = narrate(trace, new StepMap(trace, 'call'), 8, {
			letters: true,
			drawn,
			lang: 'zh'
		});
		expect(byCall.text).toBe(
			'FC8（F）是叶节点，值为 2，所以返回 2。FC7（C）从第一个子节点（F）收到 2。2 小于 β = +∞，所以 β 降为 2。现在 α = 3 ≥ β = 2：极大方在 FC3（A）处已能得到 3，而在 FC7（C）这里，极小方能把分值压到 2 或更低，所以极大方走到这里得不到任何好处。于是 G 被剪去，省去 1 次调用（即极小化极大算法中的 FC9）。'
		);
	});

	it('names node numbers without letters, and counts a cut of several calls', () => {
		expect(plain(receiveIndex(trace, 8))).toContain('FC7（n9）从第一个子节点（n17）收到 2。');
		expect(plain(receiveIndex(trace, 10))).toContain(
			'于是 n11 被剪去，省去 3 次调用（即极小化极大算法中的 FC13–FC15）。'
		);
		expect(plain(receiveIndex(trace, 6))).toBe(
			'FC4（n8）从第二个子节点（n16）收到 17。17 不小于 β = 3，窗口不变。窗口现为 α = −∞，β = 3。'
		);
	});

	it('starts at the root with the opening window and finishes with the answer and the savings', () => {
		expect(narrate(trace, steps, 0, { lang: 'zh' }).text).toBe(
			'搜索即将从根节点（n1）开始，它是极大节点。各层交替：极大节点取子节点中的最高值，极小节点取最低值。α-β 剪枝的初始窗口为 α = −∞，β = +∞。'
		);
		expect(narrate(trace, steps, steps.last, { drawn, lang: 'zh' }).text).toBe(
			'FC1（n1）已收到全部分值：3（n2）和 ≤ 3（n3）。根节点的值为 3（最高值），经由第一个子节点（n2）取得。α-β 剪枝共剪去 4 个分支，省去了极小化极大算法 26 次调用中的 9 次。'
		);
		expect(narrate(trace, steps, steps.last, { lang: 'zh' }).text).toMatch(
			/α-β 剪枝共剪去 4 个分支。$/
		);
	});
});

describe('a finished board in Chinese', () => {
	it('says the game is already over and why, from the first step to the last', () => {
		const trace = minimax(board('XXXOO....'));
		const steps = new StepMap(trace, 'call');
		for (const step of [0, steps.last])
			expect(narrate(trace, steps, step, { lang: 'zh' }).text).toBe(
				'这局棋已经结束：X（AI）在 0、1 和 2 号格三子连成一线，X 获胜。无需搜索，分值为 +10。'
			);
	});

	it('calls a full board without a line a draw', () => {
		const trace = minimax(board('XOXXOOOX.'));
		expect(narrate(trace, new StepMap(trace, 'call'), 2, { lang: 'zh' }).text).toBe(
			'X 下在 8 号格后，FC2 查看棋盘：棋盘已满且无人三子连线，是平局，所以 FC2 返回 0。'
		);
	});
});

describe('the Chinese wording helpers', () => {
	it('joins lists with 、 and 和, and says how many were left out', () => {
		expect(zh.list({ items: ['A'], hidden: 0 })).toBe('A');
		expect(zh.list({ items: ['F', 'G'], hidden: 0 })).toBe('F 和 G');
		expect(zh.list({ items: ['FC2', 'FC6', 'FC9'], hidden: 0 })).toBe('FC2、FC6 和 FC9');
		expect(zh.list({ items: ['3（n2）', '2（n3）'], hidden: 2 })).toBe(
			'3（n2）、2（n3）和其余 2 个'
		);
		expect(zh.cells({ items: ['4'], hidden: 0 })).toBe('4 号格');
		expect(zh.cells({ items: ['3', '4', '5'], hidden: 0 })).toBe('3、4 和 5 号格');
		expect(zh.cells({ items: ['0', '1', '2', '3', '4', '5', '6'], hidden: 2 })).toBe(
			'0、1、2、3、4、5、6 号格等 9 个格'
		);
		expect(zh.nodes({ items: ['n11', 'n12'], hidden: 0 })).toBe('n11 和 n12');
	});

	it('counts children, names sides and tells the savings', () => {
		expect(zh.child(1, 'n16')).toBe('第二个子节点（n16）');
		expect(zh.child(9, 'n20')).toBe('第十个子节点（n20）');
		expect(zh.child(10, 'n25')).toBe('第 11 个子节点（n25）');
		expect(zh.side('X', true)).toBe('X（AI）');
		expect(zh.side('O', false)).toBe('O（人类）');
		expect(zh.node(4)).toBe('n4');
		expect(zh.cell(4)).toBe('4 号格');
		expect(windows.zh.savings({ saved: 12345, first: null })).toBe('，省去 12,345 次调用');
		expect(windows.zh.prunedTotal({ name: 'α-β 剪枝', cuts: 1, saved: 0, total: 9 })).toBe(
			'α-β 剪枝共剪去 1 个分支。'
		);
	});

	it('tells the empty board under alpha-beta its nine cells in short', () => {
		const trace = alphaBeta(board('.........'));
		const text = narrate(trace, new StepMap(trace, 'event'), 1, { lang: 'zh' }).text;
		expect(text).toBe(
			'FC1 从初始局面开始执行，深度 0。X（AI）走棋，取极大；将依次尝试 0、1、2、3、4、5、6 号格等 9 个格。窗口：α = −∞，β = +∞。'
		);
	});
});
