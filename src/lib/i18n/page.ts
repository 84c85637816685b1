import { formatCount as count } from '$lib/engine/format';
import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';

/** Whether a tree's root maximises or minimises (games/tree/rules.ts's `RootKind`). */
export type RootKind = 'max' | 'min';

const en = {
	title: 'Minimax Lab: step through the search',
	// The source bar.
	example: 'Example',
	exampleBoard: "freeCodeCamp's board (figure 2)",
	exampleTree: "Article 004's alpha-beta tree",
	exampleAima: "AIMA's Figure 5.2 (nodes A–D)",
	exampleUniform: 'Uniform tree, 3 children, 4 deep, distinct leaves',
	exampleEmpty: 'Empty board: the full game',
	exampleHorizon: 'Depth limit 2 misses a win',
	exampleChance: 'Minimax and expectimax disagree',
	exampleConnect4Win: 'Connect Four: win in one',
	exampleConnect4Threat: 'Connect Four: depth 4 sees a threat',
	exampleConnect4Empty: 'Connect Four: the empty board',
	exampleConnect4Endgame: 'Connect Four: endgame, only column 4 wins',
	ownPosition: 'Your own position',
	/** The source menu's entry that opens a trace of the student's own program. */
	fromProgram: 'From your program…',
	/** The menu's name for a student's trace on screen (choosing the entry above opens another). */
	programShown: 'Your program',
	edit: 'Edit…',
	boardSummary: (toMove: string, ai: string, calls: number) =>
		`Board · ${toMove} to move, AI ${ai} maximises · ${count(calls)} ${calls === 1 ? 'call' : 'calls'}`,
	treeSummary: (nodes: number, root: RootKind, calls: number) =>
		`Tree · ${count(nodes)} ${nodes === 1 ? 'node' : 'nodes'}, root ${root} · ${count(calls)} ${calls === 1 ? 'call' : 'calls'}`,
	letters: 'A–G labels',
	search: 'Search',
	compare: 'Compare',
	practice: 'Practice',
	/** On a phone the bar's controls fold behind this button. */
	menu: 'Menu',
	// Small screens show one panel below the tree at a time: these buttons open each.
	panels: 'Panels',
	panelBoard: 'Board',
	panelStack: 'Call stack',
	panelCode: 'Code',
	// The share menu.
	share: 'Share',
	/** An embed's way out to the whole page, in a new tab. */
	openFull: 'Open in Minimax Lab',
	newTab: '(opens in a new tab)',
	/** Two notices at once, in order. */
	twoSentences: (first: string, second: string) => `${first} ${second}`,
	/** Said once per position whose address is past the limit of a link. */
	addressTooLong: (limit: number) =>
		`This tree needs an address of over ${count(limit)} characters, too long for a link, so the address names no position. To keep the tree, save the trace or the tree from Share.`,
	// The position dialog.
	positionKind: 'Kind of position',
	boardKind: 'Tic-tac-toe board',
	connect4Kind: 'Connect Four',
	treeKind: 'Game tree',
	// Notices on the page (a link's problems are links.ts's).
	opened: (name: string, calls: number) =>
		`Opened ${name}: ${count(calls)} ${calls === 1 ? 'call' : 'calls'}.`,
	openedRun: (name: string, iterations: number) =>
		`Opened ${name}: ${count(iterations)} ${iterations === 1 ? 'iteration' : 'iterations'}.`
};

export type PageMessages = typeof en;

/** The step-through page: its bar, share menu, position dialog and notices. */
export const page = lazyCatalog(en, () => chineseOf('page'));
