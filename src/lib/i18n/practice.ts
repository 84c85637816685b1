import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';
import { shown } from './practice-values';

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
	/** The errors' heading: mistakes made, then answers left empty (not mistakes). */
	errorsHeading: (mistakes: number, empty: number) => {
		const made = mistakes === 0 ? '' : mistakes === 1 ? 'One mistake' : `${mistakes} mistakes`;
		const left = empty === 0 ? '' : `${empty} ${empty === 1 ? 'answer' : 'answers'} not given yet`;
		return `${made}${made && left ? ', ' : ''}${made ? left : left.charAt(0).toUpperCase() + left.slice(1)}:`;
	},
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
	// Graded work and its answer key.
	gradedNote:
		'Graded work: checking names each wrong answer and why, never the right value. There are no hints here.',
	keyHeading: 'Answer key',
	keyNote:
		'The teacher’s answer key: every answer filled in. Students get the graded link, which never shows or links these answers.',
	forGrading: 'For graded work:',
	gradedLink: 'Graded link for students',
	keyLink: 'Teacher’s answer key',
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
		`These trees have ${leaves} leaves: on paper they print at ${percent}% of their size, too small to write in. Fewer children per node or a smaller depth print legibly.`
};

export type PracticeMessages = typeof en;

/** The practice page: its task, controls, progress and the worksheet (what is wrong: mistakes.ts). */
export const practice = lazyCatalog(en, () => chineseOf('practice'));
