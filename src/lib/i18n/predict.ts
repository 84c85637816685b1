import { catalog } from './catalog';

/**
 * "Predict, then see": its questions, verdicts and whys, and its settings. Both languages here,
 * in the chunk of the panel that reads them (the page loads it only in predict mode). Calls and
 * values come formatted ("FC2 (B)", "23/3").
 */
const en = {
	title: 'Predict, then see',
	kinds: {
		...{ value: 'A call’s return', cut: 'A cut', chance: 'A chance node’s average' },
		select: 'MCTS’s selection'
	},
	kindsLegend: 'Stop before',
	/** Its key (M) goes after it, as the answers' do. */
	mark: 'Stop at this step',
	again: 'Ask again',
	/** Where the page stops, and the questions asked there (a step may ask two: a return, a cut). */
	stops: (stops: number, questions: number) =>
		`${stops === 1 ? '1 stop' : `${stops} stops`}, ${questions === 1 ? '1 question' : `${questions} questions`}`,
	value: (call: string) => `What value does ${call} return?`,
	chance: (call: string) => `${call} is a chance node. What average does it return?`,
	/** Said in the narration while a return is asked: the last value it weighs comes back. */
	lead: (call: string, value: string, child: string) =>
		`${call} gets ${value} back from ${child}, its last child.`,
	cut: (call: string, value: string, child: string) =>
		`${call} is about to take ${value} from ${child}. Does it cut its moves left?`,
	select: 'Which child of the root will selection choose?',
	/** What UCB1 is computed from, beside the children's N and W/N on their buttons. */
	ucb: (c: string, root: number) =>
		`UCB1 = W/N + C·√(ln N_root / N), with C = ${c} and N_root = ${root}.`,
	open: 'What happens next? Think, then reveal.',
	guess: 'Your answer',
	answer: 'Answer',
	yes: 'Yes',
	no: 'No',
	reveal: 'Reveal',
	/** Presenting, an answered card lying over the narration folds away: the step's own shows. */
	fold: 'See the step',
	/** On a phone, a verdict folded to its first words over the next question opens its why. */
	reason: 'Why?',
	/** A button's key, after its word (a phone, short of room, leaves it out). */
	key: (key: string) => ` (${key})`,
	unread: 'Write a number: 3, -10, 23/3 or 7.67.',
	right: 'Right!',
	wrong: (answer: string) => `Not quite: the answer is ${answer}.`,
	shown: (answer: string) => `The answer: ${answer}.`,
	yesNo: (cut: boolean): string => (cut ? 'yes' : 'no'),
	/** A stop's verdicts, each a button with its call and a mark of how it went. */
	verdicts: 'The verdicts at this stop',
	marks: { '✓': 'right', '✗': 'not quite', '•': 'revealed' },
	/** A cut's verdict, wrong or only shown: Chinese says what the call does, not yes or no. */
	wrongCut: (cut: boolean) => `Not quite: the answer is ${cut ? 'yes' : 'no'}.`,
	shownCut: (cut: boolean) => `The answer: ${cut ? 'yes' : 'no'}.`,
	why: {
		max: (call: string, values: string, answer: string) =>
			`${call} is a max node: it returns the highest of its children’s values, ${values}: ${answer}.`,
		min: (call: string, values: string, answer: string) =>
			`${call} is a min node: it returns the lowest of its children’s values, ${values}: ${answer}.`,
		bound: (call: string, values: string, answer: string) =>
			`${call}’s window bounds what it returns: its children gave ${values}, it returns ${answer}.`,
		/**
		 * A call whose value is only a bound (fail-soft): it cut `left` moves, or (none) a child's
		 * value was itself a bound; `answer` as its card writes it ("≤ 2").
		 */
		partial: (max: boolean, call: string, values: string, answer: string, left: number) =>
			`${call} ${left === 0 ? 'took a bound from a child' : left === 1 ? 'cut its last move' : `cut its ${left} moves left`}: the ${max ? 'highest' : 'lowest'} of the children it searched, ${values}, is only a bound: ${answer}.`,
		chance: (call: string, sum: string) =>
			`${call} averages its children’s values, each weighted by its probability: ${sum}.`,
		cut: (call: string, window: string, count: number) =>
			`${window}: nothing ${call} finds now can change the choice above it, so ${count === 1 ? 'its last move is' : `its ${count} moves left are`} cut.`,
		open: (call: string, window: string) =>
			`${window}: the window is still open, so ${call} tries its next move.`,
		select: (ucb: string, chosen: string) =>
			`Selection takes the child of greatest UCB1, W/N + C·√(ln N_root / N): ${ucb}; so ${chosen}.`,
		/** A child guessed that ties the one chosen: the search keeps the first made of a tie. */
		tie: (ucb: string, guessed: string, chosen: string) =>
			`Selection takes the child of greatest UCB1, W/N + C·√(ln N_root / N): ${ucb}. ${guessed} ties ${chosen} for the greatest, and a tie goes to the child made first: ${chosen}.`,
		next: 'Here is what happens.'
	}
};

const zh: typeof en = {
	title: '先预测，再观看',
	kinds: {
		value: '调用的返回值',
		cut: '剪枝',
		chance: '机会节点的平均值',
		select: '蒙特卡洛树搜索的选择'
	},
	kindsLegend: '在此之前暂停',
	mark: '在这一步暂停',
	again: '重新提问',
	stops: (stops, questions) => `${stops} 处暂停，${questions} 个问题`,
	value: (call) => `${call} 返回什么值？`,
	chance: (call) => `${call} 是机会节点。它返回的平均值是多少？`,
	lead: (call, value, child) => `${call} 从最后一个子节点 ${child} 收到 ${value}。`,
	cut: (call, value, child) => `${call} 即将从 ${child} 得到 ${value}。它会剪掉剩下的走法吗？`,
	select: '选择阶段会选根节点的哪个子节点？',
	ucb: (c, root) => `UCB1 = W/N + C·√(ln N_root / N)，其中 C = ${c}，N_root = ${root}。`,
	open: '接下来会发生什么？先想一想，再揭晓。',
	guess: '你的答案',
	answer: '作答',
	yes: '会',
	no: '不会',
	reveal: '揭晓',
	fold: '看这一步',
	reason: '为什么？',
	key: (key) => `（${key}）`,
	unread: '请写一个数：3、-10、23/3 或 7.67。',
	right: '答对了！',
	wrong: (answer) => `不对：答案是 ${answer}。`,
	shown: (answer) => `答案：${answer}。`,
	yesNo: (cut) => (cut ? '会' : '不会'),
	verdicts: '这一处暂停的判定',
	marks: { '✓': '答对', '✗': '不对', '•': '已揭晓' },
	wrongCut: (cut) => (cut ? '不对：它会剪枝。' : '不对：它不会剪枝，而是继续搜索。'),
	shownCut: (cut) => (cut ? '答案：会剪枝。' : '答案：不会剪枝，继续搜索。'),
	why: {
		max: (call, values, answer) =>
			`${call} 是极大节点：返回子节点值 ${values} 中最高的：${answer}。`,
		min: (call, values, answer) =>
			`${call} 是极小节点：返回子节点值 ${values} 中最低的：${answer}。`,
		bound: (call, values, answer) =>
			`${call} 的窗口限定了它的返回值：子节点给出 ${values}，它返回 ${answer}。`,
		partial: (max, call, values, answer, left) =>
			`${call} ${left === 0 ? '从子节点得到的值本身是界' : `剪掉了剩下的 ${left} 个走法`}：已搜索的子节点值 ${values} 中${max ? '最高' : '最低'}的只是一个界：${answer}。`,
		chance: (call, sum) => `${call} 按概率对子节点的值加权平均：${sum}。`,
		cut: (call, window, count) =>
			`${window}：${call} 再找到什么也改变不了上层的选择，所以剪掉剩下的 ${count} 个走法。`,
		open: (call, window) => `${window}：窗口仍然打开，${call} 继续尝试下一个走法。`,
		select: (ucb, chosen) =>
			`选择阶段取 UCB1（W/N + C·√(ln N_root / N)）最大的子节点：${ucb}；所以是 ${chosen}。`,
		tie: (ucb, guessed, chosen) =>
			`选择阶段取 UCB1（W/N + C·√(ln N_root / N)）最大的子节点：${ucb}。${guessed} 与 ${chosen} 并列最大，并列时取先生成的子节点：${chosen}。`,
		next: '请看接下来发生了什么。'
	}
};

export const predict = catalog(en, zh);
