import type { CallEstimate, Mark } from '$lib/engine';
import { formatCount as count } from '$lib/engine/format';
import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';
import { roughly } from './rough';

/** An estimate as the editor says it: counted ("2,801 calls") or grown ("about …"). */
const calls = ({ calls, exact }: CallEstimate): string =>
	exact
		? `${count(calls)} ${calls === 1 ? 'call' : 'calls'}`
		: `about ${count(roughly(calls))} calls`;

const megabytes = (chars: number): string => (chars / 1e6).toFixed(1);

const en = {
	// The board editor.
	presetBoards: 'Preset boards',
	presets: {
		figure2: "Article's figure 2",
		empty: 'Empty board',
		winInOne: 'Win in one',
		forcedBlock: 'Forced block',
		forkThreat: 'Fork threat'
	},
	clear: 'Clear',
	cells: 'Board cells: click, or press X, O or Delete',
	/** `mark` is X, O or '.' for an empty cell. */
	cell: (at: number, mark: string) => `Cell ${at}: ${mark === '.' ? 'empty' : mark}`,
	aiPlays: 'The AI (maximiser) plays',
	toMove: 'To move',
	fromCounts: 'from the counts',
	/** The calls each search makes on the board, counted before anything runs. */
	estimate: (minimax: number, alphabeta: number, empty: number) =>
		`Minimax makes ${count(minimax)} ${minimax === 1 ? 'call' : 'calls'} here, alpha-beta ${count(alphabeta)}.` +
		(empty >= 7
			? ` With ${empty} empty cells, try alpha-beta, or compare the searches first.`
			: ''),
	searchBoard: 'Search this board',
	// The tree editor.
	treeHint:
		'Type a nested array such as [[3, 17], [2, 12]]. To name a node as a textbook does, write it as {"name": "B", "children": [3, 17]}, a leaf as {"name": "E", "value": 3}.',
	nestedArray: 'Nested array (leaves are numbers)',
	treeSize: (nodes: number) => `A tree of ${count(nodes)} nodes.`,
	/** A pasted text too long for the text box (`chars` characters), read aside, in its place. */
	longText: (chars: number, nodes: number, leaves: number, depth: number) =>
		`A pasted tree of ${megabytes(chars)} MB: ${count(nodes)} nodes, ${count(leaves)} leaves, depth ${depth}. It is kept out of the text box, where so long a text would stop the page for seconds.`,
	editAsText: 'Edit as text (the page may stop for seconds)',
	readingText: (chars: number) => `Reading the pasted text (${megabytes(chars)} MB)…`,
	root: 'The root',
	maximises: 'maximises',
	minimises: 'minimises',
	searchTree: 'Search this tree',
	/**
	 * The tree editor's outline: its nodes read aloud, the tools for the node chosen, the keys,
	 * and why an edit was not made. A node is named as the tree draws it (n6).
	 */
	outline: {
		outline: 'Tree outline',
		keys: 'Arrows move between nodes; + or Insert adds a child, Delete removes, Alt+↑ and Alt+↓ move a node among its siblings, Enter edits the value (a leaf) or the name, N the name. Drag a node by its handle to reorder.',
		emptyTree: 'Empty tree',
		tooBig: (nodes: number, limit: number) =>
			`This tree has ${count(nodes)} nodes, more than the outline shows (${count(limit)}): edit its text instead.`,
		/** The outline keeps showing the last text that read while the text box is being fixed. */
		outlineKept: 'The outline shows the last text that read.',
		/** A node in the outline, read aloud. `side` is max, min or chance (an inner node's). */
		innerNode: (name: string | null, side: 'max' | 'min' | 'chance', children: number) =>
			`${name === null ? '' : `${name}: `}${side}, ${children === 0 ? 'no children yet' : `${children} ${children === 1 ? 'child' : 'children'}`}`,
		leafNode: (name: string | null, value: number) =>
			`${name === null ? '' : `${name}: `}leaf ${value}`,
		max: 'max',
		min: 'min',
		chance: 'chance',
		/** The kind of the node chosen: stated, or by its level (`side`, max or min there). */
		kind: 'Kind',
		kindByLevel: (side: 'max' | 'min') => `By its level (${side})`,
		kindOnlyInner: 'Only a node with children has a kind',
		kindMax: 'Max',
		kindMin: 'Min',
		kindChance: 'Chance',
		/** A chance node's children's probabilities, one field per child. */
		weights: 'Probabilities of the children',
		weightOf: (place: string) => `Probability of ${place}`,
		weightsHint: 'A number or a fraction (1/6) each, adding up to 1; all blank: each child alike.',
		setWeights: 'Set probabilities',
		noChildren: 'no children yet',
		/** A node: the root, or its number as the tree draws it (n6); its path while unnumbered. */
		place: (path: string, node: number | null = null) =>
			path === '' ? 'the root' : node === null ? `node ${path}` : `n${node}`,
		/** The tools' group: which node they act on. */
		tools: (place: string) => `Edit ${place}`,
		addChild: 'Add child',
		remove: 'Remove',
		moveUp: 'Move up',
		moveDown: 'Move down',
		value: 'Value',
		valueOnlyLeaves: 'Only a leaf has a value',
		name: 'Name',
		dragHandle: 'Drag to reorder',
		/** Why an edit was not made, in the tree form's own words. */
		notDone: (reason: string) => `Not changed: ${reason}`,
		notNumber: (typed: string) => `"${typed}" is not a number; a leaf's value is a finite number.`,
		removeRoot: 'The root cannot be removed; use Empty tree to start again.',
		/** Said to a screen reader after an edit the focus does not show. */
		added: (place: string, children: number) =>
			`Child added to ${place}, which has ${children} ${children === 1 ? 'child' : 'children'}.`,
		moved: (place: number, siblings: number) => `Moved to place ${place} of ${siblings}.`
	},
	// The Connect Four editor.
	connect4Board: 'Board: choose a column to drop a disc (← and → move between columns)',
	/** A column's button: its accessible name. */
	dropIn: (column: number, full: boolean) => `Drop in column ${column}${full ? ' (full)' : ''}`,
	/** A column's discs from the bottom, for a screen reader. */
	columnDiscs: (column: number, discs: readonly Mark[]) =>
		`Column ${column}: ${discs.length === 0 ? 'empty' : `${discs.join(', ')} from the bottom`}`,
	undo: 'Undo',
	// Every editor's undo and redo (their keys are described, the names stay short).
	redo: 'Redo',
	undoKeys: 'Takes back the last edit (Ctrl+Z).',
	redoKeys: 'Makes the last edit undone again (Ctrl+Shift+Z or Ctrl+Y).',
	history: 'Edits',
	moveString: 'Moves: the columns played, 1–7 from the left (such as 4453)',
	depthLimit: 'Depth limit',
	depthNotWhole: (typed: string, deepest: number) =>
		`The depth limit "${typed}" is not a whole number from 1 to ${deepest}.`,
	depthTooDeep: (depth: number, deepest: number) =>
		`A depth limit of ${depth} is too deep for the page: it looks at most ${deepest} moves ahead here (the command-line tool goes deeper).`,
	/** After a refused move string: what the board still shows. */
	boardKept: (moves: string) =>
		`The board keeps the last moves that play: ${moves === '' ? 'the empty board' : moves}.`,
	connect4Turn: (side: Mark, ai: Mark) => `${side} to move · AI ${ai} maximises`,
	estimating: 'Counting the calls…',
	/** Counted exactly ("2,801 calls") or, past a budget, grown level by level ("about …"). */
	connect4Estimate: (minimax: CallEstimate, alphabeta: CallEstimate, depth: number) =>
		`Looking ${depth} ${depth === 1 ? 'move' : 'moves'} ahead, minimax makes ${calls(minimax)} here, alpha-beta ${calls(alphabeta)}.`,
	searchConnect4: 'Search this position',
	// The random tree form.
	randomTree: 'Random tree',
	childrenPerNode: 'Children per node',
	fewestChildren: 'Fewest children per node',
	mostChildren: 'Most children per node',
	to: 'to',
	depth: 'Depth',
	valuesFrom: 'Values from',
	lowestLeaf: 'Lowest leaf value',
	highestLeaf: 'Highest leaf value',
	seed: 'Seed',
	/** The board editor: the estimate at a depth limit. */
	evaluation: 'Estimate at the depth limit',
	evaluations: {
		lines: 'Open lines (ours)',
		aima: 'AIMA 5.9: 3X₂ + X₁ − (3O₂ + O₁)'
	} as Readonly<Record<string, string>>,
	/** Every leaf a different value: no ties, so best-first alpha-beta meets Knuth and Moore's figure. */
	distinctLeaves: 'Distinct leaf values',
	generate: 'Generate'
};

export type EditorsMessages = typeof en;

/** The position editors: the board, the tree, the random tree form and Connect Four. */
export const editors = lazyCatalog(en, () => chineseOf('editors'));
