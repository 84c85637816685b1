import type { BoardError, PracticeError } from './practice-mistakes';
import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';
import { shown, typed, windowText } from './practice-values';

/** Names a node by its level-order number, as the sheet shows it. */
export type NodeNamer = (node: number) => string;
/** The name a node without one from the tree form has: "n4". */
const numbered: NodeNamer = (node) => `n${node}`;

/** Why a number typed in a box is refused: not a number, or one it cannot hold exactly. */
function refused(text: string, rounded: number | undefined, bound?: true): string {
	if (bound)
		return `${text} is a bound, as textbooks write the value of a search stopped early; this box asks for the number the search returns there`;
	if (rounded === undefined) return `${text} is not a number`;
	if (!Number.isFinite(rounded))
		return `${text} is too large to hold: it would be read as ${shown(rounded)}, which only ∞ or inf means`;
	return `${text} cannot be held exactly (about 17 digits are kept): it would be read as ${shown(rounded)}`;
}

const en = {
	title: 'Minimax Lab: practice',
	heading: 'Practice',
	stepThroughView: 'Step through',
	compareView: 'Compare',
	exercise: 'Exercise',
	source: 'Position',
	articleTree: "Article 004's tree",
	randomTree: 'Random tree',
	linkTree: 'Tree from the link',
	linkBoard: 'Board from the link',
	search: 'Search',
	askWindows: 'Ask for the window [α, β]',
	seed: 'Seed',
	depth: 'Depth',
	branching: 'Children per node',
	newTree: 'New random tree (N)',
	taskMinimax:
		'Write the value of every inner node. A max node (▲, square) returns the highest value of its children, a min node (▼, circle) the lowest.',
	taskAlphabeta:
		'Write the value each inner node returns when alpha-beta visits it, and mark every pruned branch by toggling ✂ on the edge into it. Our alpha-beta is fail-soft: a node returns the best value among the children it searched, even when that lies outside its window. Leave the boxes of nodes it never visits empty; marks below a marked edge are implied.',
	/** The cut rule in force, named with every alpha-beta task (`cut=gt` in the link changes it). */
	cutRuleTask: (strict: boolean): string =>
		strict
			? 'The cut rule here: a node stops only once α > β; with α = β it searches on (no pruning on equality).'
			: 'The cut rule here: a node stops as soon as α ≥ β.',
	/** Expectimax on a tree: max, min and chance nodes, and how a value may be written. */
	taskExpectimax:
		'Write the value of every inner node. A max node (▲, square) returns the highest value of its children, a min node (▼, circle) the lowest, and a chance node (double circle) the average of its children, each weighted by the probability on its edge. A value that is not a whole number may be written as a fraction (23/3, -1/2) or as a decimal to two places (7.67: the exact value rounded to two places).',
	/** Under a chance node, the probability written on an edge (its accessible name). */
	probabilityOf: (node: string, probability: string) => `Probability of ${node}: ${probability}`,
	taskWindows:
		'Also write the window [α, β] each visited inner node is entered with (type ∞, inf or -inf for the infinite bounds).',
	keysHint: 'Tab moves through the boxes in call order; Enter checks.',
	treeRegion: 'The tree to work out',
	// A node is named as the sheet shows it (Exercise.label): "n4", or its name from the tree form.
	valueOf: (node: string) => `Value of ${node}`,
	cutBranch: (node: string) => `Cut the branch to ${node}`,
	alphaOf: (node: string) => `α on entry to ${node}`,
	betaOf: (node: string) => `β on entry to ${node}`,
	leafLabel: (node: string, value: number) => `${node}: leaf ${shown(value)}`,
	check: 'Check',
	hint: 'Hint',
	showSolution: 'Show the solution',
	stepThrough: 'Step through it',
	clear: 'Clear answers',
	notChecked: 'Fill in the boxes, then press Check (or Enter).',
	blankSheet: 'Nothing is filled in yet: work out the values, then press Check.',
	allCorrect: (total: number) => `All correct: ${total} of ${total}.`,
	score: (right: number, total: number) => `${right} of ${total} right.`,
	errorsHeading: (count: number) => (count === 1 ? 'One mistake:' : `${count} mistakes:`),
	stepLink: (node: string) => `Step through to ${node}`,
	solutionShown: 'The solution is filled in.',
	hinted: (node: string) => `Hint: ${node} is filled in.`,
	hintedMove: (cell: number) => `Hint: the move to cell ${cell} is filled in.`,
	hintedPick: (cell: number) => `Hint: minimax plays cell ${cell}.`,
	nothingToHint: 'Every answer is already right.',
	progress: (attempts: number, best: number, total: number) =>
		attempts === 0
			? 'No attempts on this device yet.'
			: `On this device: ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}, best ${best} of ${total}.`,
	/** `name` names a node by its number as the sheet shows it (Exercise.label). */
	reason(error: PracticeError, name: NodeNamer = numbered): string {
		const n = name(error.node);
		switch (error.kind) {
			case 'value': {
				const role = error.maximizing ? 'a max node' : 'a min node';
				const rule = error.maximizing ? 'the highest' : 'the lowest';
				const over = error.partial ? 'of the children it searched' : 'of its children';
				return `${n} is ${role}: it returns ${rule} ${over}, ${shown(error.expected)}, not ${shown(error.given)}.`;
			}
			case 'average':
				return error.sum === null
					? `${n} is ${error.role === 'max' ? 'a max node: it returns the highest' : 'a min node: it returns the lowest'} of its children, ${error.expected}, not ${error.given}.`
					: `${n} is a chance node: it returns the average of its children, each weighted by its probability, ${error.sum} = ${error.expected}, not ${error.given}.`;
			case 'missingValue':
				return `${n} has no value yet: the search visits it and it returns ${error.exact ?? shown(error.expected)}.`;
			case 'unreadable':
				return `${n}: ${refused(error.text, error.rounded, error.bound)}.`;
			case 'notVisited':
				return error.top === error.node
					? `${n} is never visited: its branch is pruned at ${name(error.parent)}, so its boxes stay empty.`
					: `${n} is never visited: it lies in the branch to ${name(error.top)}, pruned at ${name(error.parent)}, so its boxes stay empty.`;
			case 'missingCut':
				return `The branch to ${n} is pruned: at ${name(error.parent)}, α ${shown(error.window.alpha)} ≥ β ${shown(error.window.beta)}.`;
			case 'extraCut':
				return error.window
					? `The branch to ${n} is searched: when ${name(error.parent)} reaches it, α ${shown(error.window.alpha)} < β ${shown(error.window.beta)}.`
					: `Minimax prunes nothing: the branch to ${n} is searched.`;
			case 'window':
				return `${n} is entered with ${windowText(error.expected.alpha, error.expected.beta)}, not [${typed(error.given.alpha, '?')}, ${typed(error.given.beta, '?')}]${error.inexact ? `: ${refused(error.inexact.text, error.inexact.rounded)}` : ''}.`;
		}
	},
	/**
	 * Graded work: which answer is wrong and why in general terms, never the right value (nor
	 * which edge a missing cut belongs to: only the node it lies under). `name` names a node by
	 * its number, as `reason`'s does.
	 */
	gradedReason(error: PracticeError, name = (node: number) => `n${node}`): string {
		const n = name(error.node);
		switch (error.kind) {
			case 'value': {
				const rule = error.maximizing
					? 'a max node returns the highest value'
					: 'a min node returns the lowest value';
				return `${n}: ${shown(error.given)} is not the value it returns; ${rule} among the children the search visits.`;
			}
			case 'average': {
				const rule =
					error.role === 'chance'
						? 'a chance node returns the average of its children’s values, each weighted by its probability'
						: error.role === 'max'
							? 'a max node returns the highest of its children’s values'
							: 'a min node returns the lowest of its children’s values';
				return `${n}: ${error.given} is not the value it returns; ${rule}.`;
			}
			case 'missingValue':
				return `${n} has no value yet: the search visits it.`;
			case 'unreadable':
				return `${n}: ${refused(error.text, error.rounded, error.bound)}.`;
			case 'notVisited':
				return `${n} is never visited, so its boxes stay empty.`;
			case 'missingCut':
				return `A branch below ${name(error.parent)} is pruned but not marked.`;
			case 'extraCut':
				return `The branch to ${n} is not cut: the search enters it.`;
			case 'window':
				return `${n} is not entered with [${typed(error.given.alpha, '?')}, ${typed(error.given.beta, '?')}]: its window is the one its parent holds when it calls it${error.inexact ? `; ${refused(error.inexact.text, error.inexact.rounded)}` : ''}.`;
		}
	},
	/** A graded board's mistakes, as `gradedReason`: never the right score or move. */
	gradedBoardReason(error: BoardError): string {
		const cell = 'cell' in error ? `cell ${error.cell}` : '';
		const signed = (value: number) => (value > 0 ? `+${value}` : shown(value));
		switch (error.kind) {
			case 'moveScore':
				return `The move to ${cell}: ${signed(error.given)} is not the score the search gets back for it.`;
			case 'moveMissing':
				return `The move to ${cell} has no score yet.`;
			case 'moveUnreadable':
				return `The move to ${cell}: ${refused(error.text, error.rounded, error.bound)}.`;
			case 'moveMissingCut':
				return `The move to ${cell} is cut short, and is not marked so.`;
			case 'moveExtraCut':
				return `The move to ${cell} is not cut short: its search tries every reply.`;
			case 'pick':
				return error.given === null
					? 'No move is chosen as the one minimax plays.'
					: `Minimax does not play cell ${error.given}.`;
		}
	},
	// Graded work and its answer key.
	gradedNote:
		'Graded work: checking names each wrong answer and why, never the right value. There are no hints here.',
	keyHeading: 'Answer key',
	keyNote:
		'The teacher’s answer key: every answer filled in. Students get the graded link, which never shows or links these answers.',
	forGrading: 'For graded work:',
	gradedLink: 'Graded link for students',
	keyLink: 'Teacher’s answer key',
	/** `value` is already quoted and shortened. */
	badGraded: (value: string) =>
		`The link's graded=${value} is not a setting practice knows (on for graded work, key for the answer key): this is ordinary practice.`,
	// A tree typed or pasted.
	typeTree: 'Type or paste a tree',
	practiseTree: 'Practise this tree',
	// The tree's size on screen.
	fitTree: 'Fit the tree to the screen',
	// Board exercises.
	boardTask: (toMove: string, ai: string) =>
		`${toMove} is to move; ${ai}, the AI, maximises. Write the score the search gets back for each move from this board, and choose the move minimax plays.`,
	boardTaskCuts:
		'Under alpha-beta the root is entered with [−∞, +∞] and never cuts a move itself; what it cuts is inside its moves. Once a first move has set the root’s bound, a later move’s search stops as soon as one reply shows it cannot do better: mark those moves “cut short” (✂). A move cut short returns the best of the replies it tried (fail-soft).',
	boardRegion: 'The board to work out',
	scoreOf: (cell: number) => `Score of cell ${cell}`,
	cutMove: (cell: number) => `The move to cell ${cell} is cut short`,
	pickMove: 'The move minimax plays',
	cutShortLegend: '✂ marks a move whose search is cut short.',
	pickCell: (cell: number) => `Cell ${cell}`,
	/** A finished board; `winner` null: a draw. */
	gameOver: (winner: string | null) =>
		winner === null
			? 'This board is full and nobody has won: the game is over, so no move is left to score.'
			: `${winner} has already won on this board: the game is over, so no move is left to score.`,
	practiseInPlay: 'Practise on a board still in play',
	tooManyEmpty: (empty: number, limit: number) =>
		`This board has ${empty} empty cells; board practice takes at most ${limit}. Article 004’s tree is shown.`,
	boardReason(error: BoardError): string {
		const cell = 'cell' in error ? `cell ${error.cell}` : '';
		const signed = (value: number) => (value > 0 ? `+${value}` : shown(value));
		switch (error.kind) {
			case 'moveScore':
				return error.partial
					? `The move to ${cell} returns ${signed(error.expected)}, not ${signed(error.given)}: its search stops early, and the ${error.maximizing ? 'maximiser' : 'minimiser'} keeps its ${error.maximizing ? 'highest' : 'lowest'} score among the replies it tried.`
					: `After the move to ${cell} the search returns ${signed(error.expected)}, not ${signed(error.given)}: the ${error.maximizing ? 'maximiser' : 'minimiser'} moves next and takes its ${error.maximizing ? 'highest' : 'lowest'} score.`;
			case 'moveMissing':
				return `The move to ${cell} has no score yet: it returns ${signed(error.expected)}.`;
			case 'moveUnreadable':
				return `The move to ${cell}: ${refused(error.text, error.rounded, error.bound)}.`;
			case 'moveMissingCut': {
				const { reply, window, skipped } = error.short;
				const left = skipped === 1 ? 'the last reply is' : `the other ${skipped} replies are`;
				return `The move to ${cell} is cut short: after the reply at cell ${reply}, α ${shown(window.alpha)} ≥ β ${shown(window.beta)}, so ${left} never tried.`;
			}
			case 'moveExtraCut':
				return error.window
					? `The move to ${cell} tries every reply: it starts with ${windowText(error.window.alpha, error.window.beta)} and no reply closes that window.`
					: `Minimax cuts nothing short: the move to ${cell} tries every reply.`;
			case 'pick':
				return `Minimax plays cell ${error.expected}${error.given === null ? '' : `, not cell ${error.given}`}: it keeps the first move with the best score.`;
		}
	},
	boardStepLink: (cell: number | null) =>
		cell === null ? 'Step through to the answer' : `Step through to cell ${cell}`,
	// The worksheet.
	printWorksheet: 'Print worksheet',
	sheetCount: 'Exercises on the sheet',
	sheetRandomOnly: 'More than one exercise needs a random tree (consecutive seeds).',
	questionSet: 'Question set for Moodle, Canvas or PrairieLearn',
	sheetTitle: (algorithm: string) => `Worksheet: ${algorithm}`,
	sheetName: 'Name:',
	sheetExercise: (index: number, seed: number | null) =>
		seed === null ? `Exercise ${index}` : `Exercise ${index} (seed ${seed})`,
	answerKey: 'Answer key',
	/** The printed task under alpha-beta: on paper a pruned branch's edge is crossed out. */
	sheetTaskAlphabeta:
		'Write the value each inner node returns when alpha-beta visits it (fail-soft: the best value among the children it searched), and cross out the edge into every pruned branch. Leave the boxes of nodes it never visits empty.',
	sheetTaskWindows: 'Also write the window [α, β] each visited inner node is entered with.',
	legendMax: 'max',
	legendMin: 'min',
	legendChance: 'chance (probabilities on its edges)',
	legendCut: 'pruned branch (edge crossed out)',
	tooWideToPrint: (leaves: number, percent: number) =>
		`These trees have ${leaves} leaves: on paper they print at ${percent}% of their size, too small to write in. Fewer children per node or a smaller depth print legibly.`,
	/** Connect Four's refusal: no exercise of its own. */
	noConnect4:
		'Practice covers tic-tac-toe boards and game trees; a Connect Four position is too big to work out by hand. Open it on the step-through page instead.',
	/** A tree with chance nodes: practice has no exercise on averages yet. */
	chanceTree:
		'This tree has chance nodes, and only expectimax averages them: choose expectimax as the search to practise it. Article 004’s tree is shown.',
	/** A board under expectimax: board practice has no exercise on averages. */
	chanceBoard:
		'Board practice sets minimax and alpha-beta exercises; expectimax is practised on trees. Article 004’s tree is shown under expectimax.',
	// The link's problems.
	tooBig: (nodes: number, limit: number) =>
		`This tree has ${nodes} nodes; practice takes trees of up to ${limit}. Article 004’s tree is shown.`,
	badDepth: (value: string, min: number, max: number, fallback: number) =>
		`A practice tree's depth is ${min} to ${max}, not ${value}: ${fallback} is used.`,
	badBranching: (value: string, min: number, max: number, fallback: string) =>
		`A practice tree has ${min} to ${max} children per node, not ${value}: ${fallback} is used.`,
	badSheet: (value: string, max: number) =>
		`A worksheet holds 1 to ${max} exercises, not ${value}: 1 is used.`,
	cannotOpen: 'This tree cannot be practised. Article 004’s tree is shown.',
	/** `asked`, `practised`: the searches' names. */
	practisedInstead: (asked: string, practised: string) =>
		`Practice has no exercise of its own for ${asked}: the exercise is ${practised}, the nearest search that has one, and the link now names it.`,
	/** `value` is already quoted and shortened. */
	unknownSearch: (value: string, practised: string) =>
		`The link's algo=${value} is not a search practice knows: the exercise is ${practised}, practice's default.`,
	noSymmetry: (practised: string) =>
		`The link's symmetry=on needs a table of positions, and the exercise, ${practised}, keeps none: it is practised without one.`,
	/** A link's parameter the exercise has no use for, as `page.notForThisGame` names where. */
	thisExercise: 'this exercise'
};

export type PracticeMessages = typeof en;

/** The practice page: its task, controls, the checker's reasons, progress and the worksheet. */
export const practice = lazyCatalog(en, () => chineseOf('practice'));
