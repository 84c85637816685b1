/**
 * MCTS's own words in each language the page speaks: the listing's title and the narration's
 * sentences (narration.ts fills them with the game's words for moves, sides and values).
 */

/** The listing's title, by language. */
export const LISTING_TITLES: Readonly<Record<string, string>> = {
	en: 'Monte Carlo tree search (UCT), for any game',
	zh: '蒙特卡洛树搜索（上置信界树搜索，适用于任何游戏）'
};

/** One choice on the selected path, its UCB1 written out with the numbers of that moment. */
interface ChoiceWords {
	readonly side: string;
	readonly move: string;
	/** W/N, N_parent and N of the child chosen, C and the sum, printed. */
	readonly mean: string;
	readonly c: string;
	readonly parentVisits: number;
	readonly visits: number;
	readonly ucb: string;
	/** How many children it was chosen among. */
	readonly among: number;
}

/** A choice told briefly (a phone's box): UCB1 as the mean plus the exploration term. */
interface BriefChoiceWords {
	readonly side: string;
	readonly move: string;
	readonly mean: string;
	readonly bonus: string;
	readonly ucb: string;
}

/** A node on the path after back-propagation: its name, N and W, and whose W it is. */
export interface CountWords {
	readonly node: string;
	readonly visits: number;
	readonly wins: string;
}

/**
 * Back-propagation's words: the reward r, what it is for the rest of the path, the sides that
 * chose nodes on it (null: that side chose none), and the counts after.
 */
interface BackpropagateWords {
	readonly r: string;
	readonly rest: string;
	readonly max: string | null;
	readonly min: string | null;
	readonly counts: readonly CountWords[];
	/** The root's own name (a tree's "A"); null where it has none. */
	readonly root: string | null;
}

/**
 * An iteration's last three phases in one sentence: the move `added` with its side (null: none),
 * a playout of `count` moves, the root's counts.
 */
interface RestWords {
	readonly added: { readonly move: string; readonly side: string } | null;
	readonly count: number;
	readonly value: string;
	readonly r: string;
	readonly nodes: number;
	readonly visits: number;
	readonly wins: string;
	/** The root's own name (a tree's "A"); null where it has none. */
	readonly root: string | null;
}

export interface MctsSentences {
	/** The root, named in a list of nodes, where it has no name of its own. */
	readonly root: string;
	/** The root in a sentence: "the root", with its own name where it has one ("the root A"). */
	rootNamed(name: string | null): string;
	/** A node by its own name (a tree's "B"), in a sentence. */
	named(name: string): string;
	/**
	 * The brief tellings, for a phone's box (narration.ts's `brief`): UCB1's rule said once with its
	 * C, each choice as its two terms' sum, where the path stops by the move left untried, and the
	 * counts only of the root (the tree's cards show the others').
	 */
	selectBrief(p: {
		iteration: number;
		choices: readonly string[];
		hidden: number;
		c: string;
	}): string;
	choiceBrief(p: BriefChoiceWords): string;
	stopsBrief(p: { move: string }): string;
	overBrief(): string;
	backpropagateBrief(p: BackpropagateWords): string;
	restBrief(p: RestWords): string;
	start(p: { side: string; c: string; iterations: number; root: string | null }): string;
	select(p: {
		iteration: number;
		choices: readonly string[];
		hidden: number;
		root: string | null;
	}): string;
	choice(p: ChoiceWords): string;
	/** Selection ends at a node with an untried move (`move`), or at a finished game. */
	selectStops(p: { node: string; move: string }): string;
	selectOver(p: { node: string }): string;
	/** The root is a finished game: nothing to choose. */
	selectRootOver(p: { iteration: number; root: string | null }): string;
	/** Selection stopped at once: the root itself still had an untried move. */
	selectAtRoot(p: { iteration: number; move: string; root: string | null }): string;
	expand(p: { move: string; side: string; parent: string }): string;
	expandOver(p: { node: string; value: string }): string;
	/** A playout of `count` moves, listed (some `hidden`), ending on `value` with reward r. */
	simulate(p: { moves: readonly string[]; hidden: number; count: number; toLeaf: boolean }): string;
	simulateNone(): string;
	/** How the finished game ended: a win for `winner`, a draw, or a value (a tree's leaf). */
	won(p: { value: string; winner: string; r: string }): string;
	drawn(p: { value: string; r: string }): string;
	valued(p: { value: string; r: string; max: string }): string;
	/** `max` and `min`: the sides that chose nodes on the path (null: that side chose none). */
	backpropagate(p: BackpropagateWords): string;
	/**
	 * After the selection, by iteration: what the other three phases did, in one sentence (the
	 * move `added` with its side, null: none; a playout of `count` moves; the root's counts).
	 */
	rest(p: RestWords): string;
	/** A node named by its move: "cell 4" (the path's moves after the root, joined). */
	path(moves: readonly string[]): string;
	/** Sides by role, where no position of the iteration names them. */
	readonly maximiser: string;
	readonly minimiser: string;
}

/** English: "the root", or "the root A" where it has a name. */
const enRoot = (name: string | null) => (name === null ? 'the root' : `the root ${name}`);

const en: MctsSentences = {
	root: 'the root',
	rootNamed: enRoot,
	named: (name) => name,
	selectBrief: (p) =>
		`Iteration ${p.iteration}, selection by the greatest UCB1 = W/N + ${p.c}·√(ln N_parent / N): ${p.choices.join('; ')}${p.hidden > 0 ? `; then ${p.hidden} more` : ''}.`,
	choiceBrief: (p) => `${p.side} ${p.move}, ${p.mean} + ${p.bonus} = ${p.ucb}`,
	stopsBrief: (p) => ` It stops where ${p.move} is untried.`,
	overBrief: () => ' It stops at a finished game.',
	backpropagateBrief: (p) => {
		const gains = [
			...(p.max === null ? [] : [`r = ${p.r} where ${p.max} chose`]),
			...(p.min === null ? [] : [`1 − r = ${p.rest} where ${p.min} chose`])
		];
		const root = p.counts[0];
		const name = p.root === null ? '' : ` ${p.root}`;
		return `Back-propagation: each node on the path gains a visit, and W gains ${gains.join(', ')}.${root ? ` The root${name}: N = ${root.visits}, W = ${root.wins}.` : ''}`;
	},
	restBrief: (p) => {
		const added =
			p.added === null ? 'Nothing is added' : `${p.added.side} ${p.added.move} is added`;
		const played =
			p.count === 0
				? `the game is already over: ${p.value}`
				: `a playout of ${p.count} ${p.count === 1 ? 'move' : 'moves'} ends ${p.value}`;
		return ` ${added}; ${played}, r = ${p.r}; the path's ${p.nodes === 1 ? 'node gains' : `${p.nodes} nodes gain`} a visit: root${p.root === null ? '' : ` ${p.root}`} N = ${p.visits}, W = ${p.wins}.`;
	},
	start: (p) =>
		`Before the first of ${p.iterations} iterations the tree is ${enRoot(p.root)} alone, ${p.side} to move, N = 0. Each iteration goes down the tree by UCB1 (C = ${p.c}), adds one node, plays random moves to the end of the game, and carries the result back up the path.`,
	select: (p) =>
		`Iteration ${p.iteration}, selection: from ${enRoot(p.root)}, ${p.choices.join('; then ')}${p.hidden > 0 ? `; then ${p.hidden} more ${p.hidden === 1 ? 'choice' : 'choices'} by the same rule` : ''}.`,
	choice: (p) =>
		`${p.side} takes ${p.move}: ${p.mean} + ${p.c}·√(ln ${p.parentVisits} / ${p.visits}) = ${p.ucb}, the greatest of ${p.among}`,
	selectStops: (p) => ` It stops at ${p.node}, where ${p.move} is still untried.`,
	selectOver: (p) => ` It stops at ${p.node}: the game is over there.`,
	selectRootOver: (p) =>
		`Iteration ${p.iteration}, selection: the game is already over at ${enRoot(p.root)}, so there is nothing to choose.`,
	selectAtRoot: (p) =>
		`Iteration ${p.iteration}, selection: ${enRoot(p.root)} still has an untried move, ${p.move}, so the path stops at ${p.root ?? 'the root'}.`,
	expand: (p) =>
		`Expansion: ${p.side} plays ${p.move}, the next untried move at ${p.parent}; the new node starts with N = 0 and W = 0.`,
	expandOver: (p) =>
		`Expansion: the game is over at ${p.node} (${p.value}), so there is nothing to expand; this node's result is counted again.`,
	simulate: (p) =>
		`Simulation: ${p.count} random ${p.count === 1 ? 'move' : 'moves'} ${p.toLeaf ? 'down to a leaf' : 'to the end of the game'}: ${p.moves.join(', ')}${p.hidden > 0 ? ` and ${p.hidden} more` : ''}.`,
	simulateNone: () => 'Simulation: no random moves, the game is already over here.',
	won: (p) => ` It ends ${p.value}, a win for ${p.winner}: reward r = ${p.r} for the maximiser.`,
	drawn: (p) => ` It ends ${p.value}, a draw: reward r = ${p.r}.`,
	valued: (p) =>
		` It ends on a leaf worth ${p.value}: scaled by the tree's least and greatest leaves, reward r = ${p.r} for ${p.max}.`,
	backpropagate: (p) => {
		const gains = [
			...(p.max === null ? [] : [`r = ${p.r} where ${p.max} chose`]),
			...(p.min === null ? [] : [`1 − r = ${p.rest} where ${p.min} chose`])
		];
		const counts = p.counts.map((c) => `${c.node} N = ${c.visits}, W = ${c.wins}`);
		return `Back-propagation: each node on the path gains a visit, and its W the result for the side that chose it: ${gains.join(', ')}. Now, down the path: ${counts.join('; ')}.`;
	},
	rest: (p) => {
		const added =
			p.added === null ? 'Nothing is added' : `Expansion adds ${p.added.move} (${p.added.side})`;
		const played =
			p.count === 0
				? `no random moves are played, the game is already over: ${p.value}`
				: `a random playout of ${p.count} ${p.count === 1 ? 'move' : 'moves'} ends ${p.value}`;
		return ` ${added}; ${played}, reward r = ${p.r}. Back-propagation gives the ${p.nodes} ${p.nodes === 1 ? 'node' : 'nodes'} on the path a visit each: ${enRoot(p.root)} now has N = ${p.visits}, W = ${p.wins}.`;
	},
	path: (moves) => (moves.length === 0 ? 'the root' : `the node after ${moves.join(', ')}`),
	maximiser: 'the maximiser',
	minimiser: 'the minimiser'
};

/** Chinese: "根节点", or "根节点 A" where it has a name. */
const zhRoot = (name: string | null) => (name === null ? '根节点' : `根节点 ${name}`);
/** A name followed by Chinese text: a space after one not ending in Chinese ("根节点 A 还有"). */
const gap = (text: string) => (/\p{Script=Han}$/u.test(text) ? text : `${text} `);

const zh: MctsSentences = {
	root: '根节点',
	rootNamed: zhRoot,
	named: (name) => `节点 ${name}`,
	selectBrief: (p) =>
		`第 ${p.iteration} 轮，选择 UCB1 = W/N + ${p.c}·√(ln N_父 / N) 最大的子节点：${p.choices.join('；')}${p.hidden > 0 ? `；之后再选 ${p.hidden} 次` : ''}。`,
	choiceBrief: (p) => `${p.side}：${p.move}，${p.mean} + ${p.bonus} = ${p.ucb}`,
	stopsBrief: (p) => `停在 ${p.move} 还未尝试的节点。`,
	overBrief: () => '停在棋局已经结束的节点。',
	backpropagateBrief: (p) => {
		const gains = [
			...(p.max === null ? [] : [`${p.max}方选择的节点加 r = ${p.r}`]),
			...(p.min === null ? [] : [`${p.min}方选择的节点加 1 − r = ${p.rest}`])
		];
		const root = p.counts[0];
		return `反向传播：路径上每个节点访问次数加一，W：${gains.join('，')}。${root ? `${zhRoot(p.root)}：N = ${root.visits}，W = ${root.wins}。` : ''}`;
	},
	restBrief: (p) => {
		const added = p.added === null ? '没有新节点' : `加入 ${p.added.side}方的 ${p.added.move}`;
		const played =
			p.count === 0 ? `棋局已经结束：${p.value}` : `随机模拟 ${p.count} 步，结果为 ${p.value}`;
		return `${added}；${played}，r = ${p.r}；路径上 ${p.nodes} 个节点各加一次访问：${zhRoot(p.root)} N = ${p.visits}，W = ${p.wins}。`;
	},
	start: (p) =>
		`共 ${p.iterations} 轮迭代。第一轮之前，树只有${zhRoot(p.root)}，轮到 ${p.side} 走，N = 0。每一轮沿 UCB1（C = ${p.c}）向下选择，新增一个节点，随机走到棋局结束，再把结果沿路径传回。`,
	select: (p) =>
		`第 ${p.iteration} 轮，选择：从${gap(zhRoot(p.root))}出发，${p.choices.join('；')}${p.hidden > 0 ? `；之后按同样规则再选 ${p.hidden} 次` : ''}。`,
	choice: (p) =>
		`${p.side}方选 ${p.move}：${p.mean} + ${p.c}·√(ln ${p.parentVisits} / ${p.visits}) = ${p.ucb}，在 ${p.among} 个子节点中最大`,
	selectStops: (p) => `停在${p.node}，那里的 ${p.move} 还未尝试。`,
	selectOver: (p) => `停在${p.node}：那里棋局已经结束。`,
	selectRootOver: (p) =>
		`第 ${p.iteration} 轮，选择：${gap(zhRoot(p.root))}的棋局已经结束，没有可选的走法。`,
	selectAtRoot: (p) =>
		`第 ${p.iteration} 轮，选择：${gap(zhRoot(p.root))}还有未尝试的走法 ${p.move}，路径就停在${zhRoot(p.root)}。`,
	expand: (p) =>
		`扩展：${p.side}方走 ${p.move}，这是${gap(p.parent)}的下一个未尝试走法；新节点的 N = 0，W = 0。`,
	expandOver: (p) =>
		`扩展：${gap(p.node)}的棋局已经结束（${p.value}），没有可扩展的节点；这个结果再计一次。`,
	simulate: (p) =>
		`模拟：随机走 ${p.count} 步${p.toLeaf ? '到达叶节点' : '直到棋局结束'}：${p.moves.join('、')}${p.hidden > 0 ? `，另有 ${p.hidden} 步` : ''}。`,
	simulateNone: () => '模拟：不用随机走子，这里棋局已经结束。',
	won: (p) => `结果为 ${p.value}，${p.winner} 获胜：对极大方的奖励 r = ${p.r}。`,
	drawn: (p) => `结果为 ${p.value}，平局：奖励 r = ${p.r}。`,
	valued: (p) =>
		`到达值为 ${p.value} 的叶节点：按这棵树最小和最大的叶值缩放，对 ${p.max} 的奖励 r = ${p.r}。`,
	backpropagate: (p) => {
		const gains = [
			...(p.max === null ? [] : [`${p.max}方选择的节点加 r = ${p.r}`]),
			...(p.min === null ? [] : [`${p.min}方选择的节点加 1 − r = ${p.rest}`])
		];
		const counts = p.counts.map((c) => `${c.node} N = ${c.visits}，W = ${c.wins}`);
		return `反向传播：路径上每个节点的访问次数加一，W 加上选择该节点一方的结果：${gains.join('，')}。现在沿路径向下：${counts.join('；')}。`;
	},
	rest: (p) => {
		const added = p.added === null ? '没有新节点' : `扩展加入 ${p.added.side}方的 ${p.added.move}`;
		const played =
			p.count === 0
				? `不用随机走子，棋局已经结束：${p.value}`
				: `随机模拟 ${p.count} 步，结果为 ${p.value}`;
		return `${added}；${played}，奖励 r = ${p.r}。反向传播给路径上的 ${p.nodes} 个节点各加一次访问：${gap(zhRoot(p.root))}现在 N = ${p.visits}，W = ${p.wins}。`;
	},
	path: (moves) => (moves.length === 0 ? '根节点' : `走 ${moves.join('、')} 后的节点`),
	maximiser: '极大方',
	minimiser: '极小方'
};

/** The narration's sentences by language (English where a language has none). */
export const SENTENCES: Readonly<Record<string, MctsSentences>> = { en, zh };
