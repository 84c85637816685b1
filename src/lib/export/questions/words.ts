import type { Lang } from '$lib/i18n/lang';

/** A question set's words in both languages (issue 47): chosen at export, not by the page. */
export interface QuestionWords {
	title: (kind: string, search: string) => string;
	setup: (search: string, rootSide: string) => string;
	lettering: string;
	cutRule: (rule: string) => string;
	chance: string;
	nested: string;
	max: string;
	min: string;
	ask: {
		root: (root: string) => string;
		values: (nodes: string) => string;
		cuts: string;
		calls: string;
		window: (node: string) => string;
		chance: (node: string) => string;
		mcts: (iterations: number, c: string) => string;
	};
	cut: string;
	searched: string;
	edge: (from: string, to: string) => string;
	visitsWins: (node: string, visits: number, wins: string) => string;
	answer: string;
	solution: string;
	kinds: Readonly<Record<string, string>>;
	form: { kind: string; count: string; format: string; lang: string; save: string };
	formats: Readonly<Record<string, string>>;
	saved: (name: string, count: number) => string;
}

const en: QuestionWords = {
	title: (kind, search) => `${kind} (${search})`,
	setup: (search, side) =>
		`The tree below is searched by ${search}, children from left to right; the root is a ${side} node and the levels alternate.`,
	lettering: 'Nodes are lettered level by level, left to right (A is the root).',
	cutRule: (rule) => `Alpha-beta cuts the remaining children once ${rule}.`,
	chance:
		'The min levels are chance nodes: each child of a chance node is equally likely (probability 1/k for k children).',
	nested: 'The tree as a nested list (leaves are their values):',
	max: 'max',
	min: 'min',
	ask: {
		root: (root) => `What value does the root ${root} return?`,
		values: (nodes) => `What value does each of the nodes ${nodes} return?`,
		cuts: 'For each branch below, does the search cut it (never search it)?',
		calls: 'How many calls does the search make, the root’s included?',
		window: (node) => `What is the window (α, β) when the search enters node ${node}?`,
		chance: (node) =>
			`What is the expected value of the chance node ${node}? Give it to two decimal places.`,
		mcts: (iterations, c) =>
			`After ${iterations} iterations of Monte Carlo tree search the root’s children have the visits N and wins W (for the root’s side) below. Which child does UCB1, W/N + C·√(ln N_root / N) with C = ${c}, select next?`
	},
	cut: 'cut',
	searched: 'searched',
	edge: (from, to) => `${from}–${to}`,
	visitsWins: (node, visits, wins) => `${node}: N = ${visits}, W = ${wins}`,
	answer: 'Answer',
	solution: 'Worked solution',
	kinds: {
		root: 'The root’s value',
		values: 'Every node’s value',
		cuts: 'Which branches are cut',
		calls: 'The number of calls',
		window: 'The window at a node',
		chance: 'A chance node’s expected value',
		mcts: 'MCTS’s next selection'
	},
	form: { kind: 'Question', count: 'How many', format: 'For', lang: 'Language', save: 'Save set' },
	formats: {
		moodle: 'Moodle XML',
		canvas: 'Canvas (QTI .zip)',
		prairielearn: 'PrairieLearn (.zip)',
		csv: 'Answer key (CSV)'
	},
	saved: (name, count) => `Saved ${name}: ${count} questions. The set on the practice page:`
};

const zh: QuestionWords = {
	title: (kind, search) => `${kind}（${search}）`,
	setup: (search, side) => `用${search}搜索下面的树，子节点从左到右；根是${side}节点，各层交替。`,
	lettering: '节点按层从左到右用字母标记（A 是根）。',
	cutRule: (rule) => `一旦 ${rule}，alpha-beta 剪去其余子节点。`,
	chance: 'min 层是机会节点：机会节点的每个子节点等可能（k 个子节点时概率为 1/k）。',
	nested: '这棵树的嵌套列表（叶子是它的值）：',
	max: 'max',
	min: 'min',
	ask: {
		root: (root) => `根 ${root} 返回什么值？`,
		values: (nodes) => `节点 ${nodes} 各返回什么值？`,
		cuts: '下面每条分支，搜索是否剪去它（从不搜索）？',
		calls: '搜索共调用多少次（含根）？',
		window: (node) => `搜索进入节点 ${node} 时的窗口 (α, β) 是什么？`,
		chance: (node) => `机会节点 ${node} 的期望值是多少？保留两位小数。`,
		mcts: (iterations, c) =>
			`蒙特卡洛树搜索 ${iterations} 次迭代后，根的子节点的访问次数 N 和胜分 W（根一方的）如下。UCB1，即 W/N + C·√(ln N_root / N)，C = ${c}，下一步选哪个子节点？`
	},
	cut: '剪去',
	searched: '搜索',
	edge: (from, to) => `${from}–${to}`,
	visitsWins: (node, visits, wins) => `${node}：N = ${visits}，W = ${wins}`,
	answer: '答案',
	solution: '解答',
	kinds: {
		root: '根的值',
		values: '每个节点的值',
		cuts: '剪去哪些分支',
		calls: '调用次数',
		window: '节点处的窗口',
		chance: '机会节点的期望值',
		mcts: 'MCTS 下一步的选择'
	},
	form: { kind: '题型', count: '题数', format: '用于', lang: '语言', save: '保存题集' },
	formats: {
		moodle: 'Moodle XML',
		canvas: 'Canvas（QTI .zip）',
		prairielearn: 'PrairieLearn（.zip）',
		csv: '答案（CSV）'
	},
	saved: (name, count) => `已保存 ${name}：${count} 道题。练习页上的这套题：`
};

export const QUESTION_WORDS: Readonly<Record<Lang, QuestionWords>> = { en, zh };
