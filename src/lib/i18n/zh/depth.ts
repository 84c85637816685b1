import type { DepthMessages } from '../depth';

/** depth.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const depth: DepthMessages = {
	options: '搜索选项',
	optionsShort: '选项',
	optionsPrefix: '搜索',
	optionsState: (limit, symmetry, order, cut, declared = []) =>
		[
			limit === null ? null : `深度 ${limit}`,
			symmetry ? '对称' : null,
			order === 'best' ? '最好优先' : order === 'worst' ? '最差优先' : null,
			cut === 'gt' ? '剪枝 α > β' : null,
			...declared
		]
			.filter((part) => part !== null)
			.join('，'),
	order: '走法顺序',
	orderNames: {
		given: '原顺序（游戏给定）',
		best: '最好优先（按真实极小化极大值）',
		worst: '最差优先'
	},
	orderWhyNot: (search) => `${search}按自己的顺序尝试走法：要试最好或最差顺序，请选择 α-β 剪枝。`,
	cutRule: '剪去其余走法的条件',
	cutNames: {
		ge: 'α ≥ β（AIMA，默认）',
		gt: '仅当 α > β：相等时不剪（伯克利人工智能课程）'
	},
	cutWhyNot: '只有带窗口 [α, β] 的搜索（α-β 剪枝及其变体）才剪枝。',
	minimalHeading: (b, d) => `均匀树：每个节点 ${b} 个子节点，深 ${d} 层`,
	minimalLeaves: (searched, leaves) => `${searched}检查了 ${leaves} 个叶节点`,
	minimalFull: (b, d, full) => `极小化极大：${b}^${d} = ${full}`,
	minimalBest: (b, high, low, figure) =>
		`α-β 剪枝最少要检查（高德纳与莫尔）：${b}^${high} + ${b}^${low} − 1 = ${figure}`,
	minimalBranching: (sum, calls, factor) =>
		`有效分支因子：${sum} = ${calls} 次调用，得 b* ≈ ${factor}`,
	minimalSeparator: '；',
	minimalStop: '。',
	minimalNoteTitle: '为什么是 𝑏^⌈𝑑/2⌉ + 𝑏^⌊𝑑/2⌋ − 1？',
	minimalNote:
		'即使每次都先试最好的走法，α-β 剪枝仍要做两份证明：查看极大方的每一步，每步只看一个应对（极小方的策略，即针对极大方的证明：它得不到更多；在极大方的 ⌈𝑑/2⌉ 层每层 𝑏 种选择，极小方每层只看一个应对），再查看极小方对极大方某一步的每个应对（极大方的策略，即针对极小方的证明：它压不到更低；在极小方的 ⌊𝑑/2⌋ 层每层 𝑏 种选择）。两份证明共用一个叶节点，即主变例：共 𝑏^⌈𝑑/2⌉ + 𝑏^⌊𝑑/2⌋ − 1 个叶节点，而极小化极大要 𝑏^𝑑 个，所以同样的时间大约能搜两倍深。有相等的值时还能剪得更多，所以这个数只在叶节点值互不相同时（随机树的“叶节点值互不相同”）恰好成立。奇偶深度不同：从偶数深度 𝑑 到 𝑑 + 1，只有一项乘以 𝑏，再到 𝑑 + 2 才轮到另一项，所以叶节点数按大小不等的台阶增长，平均每层约乘以 √𝑏。',
	compareOrderNote:
		'走法顺序适用于除“带排序的 α-β 剪枝”（它有自己的顺序）以外的所有搜索；剪枝条件适用于带窗口的搜索。',
	depthLimit: '深度限制',
	noLimit: '关闭（搜索到底）',
	limitTo: (limit) => `向前看 ${limit} 步`,
	symmetry: '把棋盘的旋转和翻转视为同一局面',
	symmetryWhyNot: (board) =>
		board
			? '只有带置换表的搜索（极小化极大 + 置换表、α-β 剪枝 + 置换表）能用此项：它改变的是查表的方式。'
			: '博弈树没有可以旋转或翻转的棋盘。',
	aboutDepth: '关于深度限制',
	whyEstimate: '为什么是估计值？',

	estimate: (value) => `≈ ${value}`,
	estimatedLabel: (description, limit) => `${description}；处于深度限制 ${limit}，其值是估计值`,
	atLimit: (limit) => `深度限制 ${limit}：估计`,

	noteTitle: '深度限制与视野',
	noteHorizon:
		'设了深度限制后，离根节点达到这么多步的调用就不再往下搜索。它不尝试任何一步，而是用评估函数估计自己局面的好坏，这个估计值像其他值一样沿树向上传。限制之外会发生的事（双杀、必胜、失误）搜索都看不见：这条边界就是它的视野。',
	noteBoard:
		'在井字棋棋盘上，估计值是 AI 还能连成的三子线数（线上没有对手的棋子）减去对手还能连成的线数，并按比例缩小，始终低于真正获胜的分值：±10 计分时在 -8 到 +8 之间，±1 或按深度计分时在 -0.8 到 +0.8 之间。',
	noteTree:
		'博弈树没有这样的规则，所以被限制截断的节点取它下面第一个叶节点的值（一直沿第一个子节点往下，直到叶节点）。',
	exampleHeading: '深度限制选了一步更差的棋',
	exampleIntro: (limit) =>
		`在这个棋盘上 X 是 AI，轮到 X 走棋。只向前看 ${limit} 步时，搜索看不到能获胜的双杀，于是选了一步在双方都走最佳时会输的棋。`,
	exampleColumns: { search: '搜索', move: '所选的棋', value: '报告的值' },
	exampleLimited: (limit) => `深度限制 ${limit}`,
	exampleFull: '完整搜索',
	exampleTrue: (value) => `完整搜索中为 ${value}`,
	exampleOpen: (limit) => `以深度限制 ${limit} 逐步查看`,
	exampleOpenFull: '逐步查看完整搜索',
	enterAtLimit: (p) =>
		`${p.name} 在深度 ${p.depth}${p.moves === null ? '' : `（距根 ${p.moves} 步）`}开始执行，这正是深度限制：它不尝试任何一步，而是估计自己的局面。`,
	returnAtLimit: (p) =>
		`${p.name} 处于深度 ${p.depth}${p.moves === null ? '' : `（距根 ${p.moves} 步）`}，即深度限制：在此停下并调用评估函数。${p.evaluation}它返回 ${p.value}，这是估计值：之后的事都在搜索的视野之外。`,
	boardEvaluation: (p) =>
		`${p.ai}还能连成 ${p.aiLines} 条三子线，${p.other}还能连成 ${p.otherLines} 条，所以估计值为 ${p.scaled ? `(${p.aiLines} − ${p.otherLines}) × 0.1` : `${p.aiLines} − ${p.otherLines}`} = ${p.value}。`,
	aimaEvaluation: (p) =>
		`AIMA 的评估函数：${p.ai}有 ${p.ai2} 条含两个棋子的可成线、${p.ai1} 条含一个棋子的，${p.other}分别有 ${p.other2} 条和 ${p.other1} 条，所以 Eval = 3×${p.ai2} + ${p.ai1} − (3×${p.other2} + ${p.other1}) = ${p.value}。`,
	limitedOutcome: (limit) => `这是向前看 ${limit} 步得出的估计，并不保证对局的结果`,
	treeEvaluation: (p) =>
		`博弈树没有自己的评估函数，所以取它下面第一个叶节点的值：${p.leaf}的值为 ${p.value}。`
};
