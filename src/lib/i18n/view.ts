import { formatCount as count } from '$lib/engine/format';
import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';

/** Counts grouped as in English (549,946), in both languages. */

/**
 * Connect Four's code notes follow its rules (games/connect4/rules.ts and eval.ts): the
 * centre-first order, the window weights and the evaluation's limit. Written out here, as the
 * catalogues name no game; tests/unit/games/connect4/connect4-code-notes.test.ts holds them to the rules.
 */
const CENTRE_ORDER = '4 3 5 2 6 1 7';
const WEIGHTS = '1, 3, 9';
const EVALUATION_LIMIT = 90;

const en = {
	// Roles, short: level labels, call stack, node cards ("X max" on boards, "max" on trees).
	max: 'max',
	min: 'min',
	chance: 'chance',
	sideRole: (mark: string, role: string) => `${mark} ${role}`,

	// A node's accessible name (labels.ts callDescription), parts joined by `listSeparator`.
	listSeparator: ', ',
	nodeNumber: (node: number) => `n${node}`,
	depth: (depth: number) => `depth ${depth}`,
	afterMove: (mark: string, cell: number) => `after ${mark} in cell ${cell}`,
	childNumber: (child: number) => `child ${child}`,
	toMoveAs: (mark: string, role: string) => `${mark} to move (${role})`,
	boardRows: (rows: string) => `board ${rows}`,
	returned: (value: string) => `returned ${value}`,
	notStarted: (call: number) => `FC${call}, not started`,
	/** A chance node's accessible name: what it is and the probability on each of its links. */
	chanceLabel: (label: string, moves: number) =>
		moves === 1
			? `${label}; a chance node with one move, of probability 1`
			: `${label}; a chance node, each of its ${moves} moves with probability 1/${moves}`,
	/** The same with stated weights: "1/2, 1/4, 1/4", in move order. */
	chanceWeightedLabel: (label: string, weights: string) =>
		`${label}; a chance node, its moves with probabilities ${weights}`,
	foldedBelow: (description: string, calls: number) =>
		`${description}; ${count(calls)} ${calls === 1 ? 'call' : 'calls'} folded below`,
	// A probing search's calls (PVS): the mark on a card, and what its accessible name adds.
	probeMark: 'probe',
	researchMark: 'again',
	probeLabel: 'a probe with a null window',
	researchLabel: 'a re-search of the same move',

	// Code panel (code.ts): listing titles, the words of the comments on three of its lines
	// (each language adds its own comment mark), and the switch between languages.
	codeTitles: {
		boardMinimax: 'Minimax on a tic-tac-toe board',
		boardAlphabeta: 'Alpha-beta on a tic-tac-toe board',
		treeMinimax: 'Minimax on a game tree',
		treeAlphabeta: 'Alpha-beta on a game tree',
		boardMemo: 'Minimax with a table, on a board',
		boardOrdered: 'Alpha-beta, best moves first, on a board',
		boardTable: 'Alpha-beta with a table, on a board',
		treeMemo: 'Minimax with a table, on a game tree',
		treeOrdered: 'Alpha-beta, best moves first, on a tree',
		treeTable: 'Alpha-beta with a table, on a game tree',
		connect4Minimax: 'Minimax on Connect Four',
		connect4Alphabeta: 'Alpha-beta on Connect Four',
		connect4Memo: 'Minimax with a table, on Connect Four',
		connect4Ordered: 'Alpha-beta, centre first, on Connect Four',
		connect4Table: 'Alpha-beta with a table, on Connect Four'
	},
	codeComments: { draw: 'a draw', cut: 'prune', leaf: 'a leaf' },
	// Whole comment lines under a listing, one per helper it calls: after the helper's name and
	// `codeNoteColon` (a second line has neither), within the panel's 46 columns.
	codeNoteColon: ': ',
	codeNotes: {
		store: 'put it in the table, then return it',
		canonical: "least of the board's 8 images",
		orderBoard: 'centre, then corners, then edges',
		orderTree: 'children by first leaf, best first',
		evaluateBoard: 'lines still open to the AI minus',
		evaluateBoardScale: (scale: string) => `lines open to its opponent, times ${scale}`,
		evaluateTree: 'the value of the leaf reached',
		evaluateTreeHow: 'by following first children down',
		// Connect Four's helpers (games/connect4/view/listing.ts).
		drop: "disc falls to the column's lowest gap",
		fourInRow: 'four of its discs in any line',
		emptyCount: 'more when the win comes sooner',
		canonicalMirror: 'lesser of board and its mirror',
		centreFirst: `open columns, ${CENTRE_ORDER}`,
		evaluateConnect4: 'lines of 4 cells open to a side',
		evaluateConnect4Weights: `worth ${WEIGHTS} with 1, 2, 3 of its discs;`,
		evaluateConnect4How: `the AI's minus its opponent's, within ±${EVALUATION_LIMIT}`
	},
	codeLanguage: 'Code language',
	codeLanguages: { js: 'JavaScript', python: 'Python', pseudo: 'Pseudocode' },

	// Step controls.
	stepping: 'Stepping',
	firstStep: 'First step',
	previousStep: 'Previous step',
	play: 'Play',
	pause: 'Pause',
	nextStep: 'Next step',
	lastStep: 'Last step',
	spaceKey: 'Space',
	withKey: (name: string, key: string) => `${name} (${key})`,
	step: 'Step',
	counter: (step: number, last: number) => `Step ${count(step)} of ${count(last)}`,
	valueText: (counter: string, detail: string) => `${counter}: ${detail}`,
	detailStart: 'start',
	detailResult: 'result',
	/** "FC3 enters", "FC2 tries FC3", "FC2 receives FC3", "FC3 returns" under the counter. */
	eventKinds: { enter: 'enters', try: 'tries', receive: 'receives', return: 'returns' },
	speed: 'Speed',
	playbackSpeed: 'Playback speed (steps per second)',
	perSecond: (speed: number) => `${speed}/s`,
	stepBy: 'Step by',
	byCall: 'By call',
	byEvent: 'By event',

	// Call stack.
	callStack: 'Call stack',
	/** After the heading, with its own leading space where the language puts one. */
	frames: (n: number) => ` (${n} ${n === 1 ? 'frame' : 'frames'})`,
	stackEmpty: 'Empty: the search has not started.',
	cell: (cell: number) => `cell ${cell}`,

	// Narration box.
	narrationRegion: 'What happens at this step',
	/** A phone's box tells each step briefly: this opens the whole telling over the page. */
	moreNarration: 'More',
	moreNarrationName: 'More: this step told in full',
	wholeNarration: 'This step told in full',

	// Search status above the tree.
	ruleRegion: 'Alpha-beta rule at this step',
	eachCallWindow: 'Each call searches inside its window [α, β]',
	/** The same, for a line too narrow for it (a laptop's column beside a table's tally). */
	eachCallWindowBrief: 'Calls search in [α, β]',
	minimaxEveryCall: 'Minimax searches every call',
	minimaxMakes: (calls: number) =>
		`Minimax makes ${count(calls)} ${calls === 1 ? 'call' : 'calls'} here`,
	callsMade: (made: number, calls: number) =>
		`${count(made)} of ${count(calls)} ${calls === 1 ? 'call' : 'calls'}`,
	cutTally: (branches: number, saved: number) => `✂ ${branches} cut · ${count(saved)} saved`,
	researchTally: (researches: number) =>
		`↻ ${count(researches)} ${researches === 1 ? 're-search' : 're-searches'}`,

	// Go to a call.
	goToCall: 'Go to FC',
	/** Shown alone where "Go to FC" shares a phone's row with the zoom buttons. */
	goToCallShort: 'FC',
	go: 'Go',

	// Tree toolbar and tree.
	treeView: 'Tree view',
	zoomIn: 'Zoom in',
	zoomOut: 'Zoom out',
	wholeTree: 'Whole tree',
	followRunning: 'Follow the running call',
	searchTree: (calls: number) =>
		`Search tree: ${calls} ${calls === 1 ? 'call' : 'calls'}; arrows move between nodes`,
	level: (depth: number) => `Level ${depth}`,
	/** A level of chance nodes, under its number. */
	chanceLevel: 'chance',

	// Cut marks on links.
	cutBy: (call: number, saved: number) =>
		`Cut by FC${call}: ${saved} ${saved === 1 ? 'call' : 'calls'} saved`,
	savedMark: (saved: number) => `${saved} saved`,
	/** A fan's one probability, written once where every link's is the same and rows are crowded. */
	eachChance: (probability: string) => `each ${probability}`,

	// Pruned nodes.
	boardAfterCell: (cell: number) => `Board after cell ${cell}`,
	prunedNode: (node: number) => `Node ${node}`,
	withLetter: (name: string, letter: string) => `${name} (${letter})`,
	notReached: (name: string) => `${name}, not reached yet`,
	prunedBy: (name: string, call: number) => `${name}, pruned by FC${call}: never searched`,
	notSearched: 'not searched',

	// Boards.
	boardName: (rows: string, toMove: string) => `Board ${rows}, ${toMove} to move`,
	/** The ordered alpha-beta's order on the big board: small numbers on the empty cells. */
	boardOrder: (cells: readonly number[]) =>
		`; the small numbers give the order of the tries: cells ${cells.join(', ')}`,
	activeRegion: "The running call's position",
	alreadyOver: (value: string) => `The game is already over: ${value}`,
	/** Expectimax, the root a chance node: the side to move plays at random. */
	chanceRoot: (mark: string, value: string) =>
		`${mark} plays at random: the position is worth ${value} on average`,
	plays: (mark: string, cell: number, value: string) => `${mark} plays cell ${cell} (${value})`,
	toMoveAtStart: (mark: string) => `${mark} to move · start`,
	tries: (call: number, mark: string, cell: number) => `FC${call}: ${mark} tries cell ${cell}`,
	got: (call: number, value: string, cell: number) => `FC${call} got ${value} from cell ${cell}`,
	atDepth: (call: number, depth: number) => `FC${call} · depth ${depth}`,
	/** Under a driver (iterative deepening) the strip's level, which is not the moves' depth. */
	atLevel: (call: number, level: number) => `FC${call} · level ${level}`,
	toMove: (mark: string) => `${mark} to move`
};

/** The view area's messages in one language (the same as `Messages['view']`). */
export type ViewMessages = typeof en;

/**
 * Messages of the view area: the step-through view's components (controls, call stack, tree,
 * boards, code panel) and the short labels of `player/labels.ts` and `player/code.ts`.
 */
export const view = lazyCatalog(en, () => chineseOf('view'));
