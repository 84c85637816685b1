import { lazyCatalog } from '../catalog';
import { chineseOf } from '../languages';
import { ORDINALS, listEn } from './english';
import { openingWords, type Listed } from './opening-en';

export { listed, type Listed } from './opening-en';

/**
 * The narration's shared words: lists, calls, moves, nodes and sides, which every sentence of
 * the teacher's box and the rule line builds on. Values arrive formatted ("+10", "-∞").
 */

const en = {
	// Step 0's (the first view's: opening.ts).
	...openingWords,
	/**
	 * A search's own sentence from a template (`StepNoteContext.text`): English as written, as it
	 * spaces its values itself; Chinese spaces a value meeting a Han character (chinese.ts's `zh`).
	 */
	template: (strings: TemplateStringsArray, ...values: readonly (string | number)[]): string =>
		strings.reduce((text, part, at) => `${text}${String(values[at - 1])}${part}`),
	/** "a", "a and b", "a, b and c", "a, b and 3 more". */
	list: listEn,
	/** Tree nodes by the names their cards draw, which say they are nodes: "n17 and n18". */
	nodes: (nodes: Listed) => listEn(nodes),
	/** A tree node as its card draws it: "n4". */
	node: (number: number) => `n${number}`,
	/** A tree call with its node: "FC3 (n4)", "FC3 (A)". */
	named: (call: string, node: string) => `${call} (${node})`,
	/**
	 * A tree move: "its second child (n16)"; `searched`, counted in the order a reordering search
	 * tried them, as the tree draws them: "its second child searched (B)".
	 */
	child: (move: number, node: string, searched = false) =>
		`its ${ORDINALS[move] ?? `number ${move + 1}`} child${searched ? ' searched' : ''} (${node})`,
	cell: (cell: number) => `cell ${cell}`,
	/** A tree's side, where a cut explains who gains nothing. */
	treeSide: (maximizing: boolean): string => (maximizing ? 'max' : 'min'),
	aim: (maximizing: boolean): string => (maximizing ? 'maximises' : 'minimises'),
	/** What the side at a chance node does (expectimax): it is not an opponent but chance. */
	chanceAim: 'plays at random, each move equally likely',
	/** A score with the move it came from: "-10 (cell 1)". */
	scoreFrom: (score: string, move: string) => `${score} (${move})`,
	/** A move a probing search (PVS) searched again, in that list: "cell 4, searched again". */
	searchedAgain: (move: string) => `${move}, searched again`,
	/** How the ordered alpha-beta orders a board's moves. */
	boardOrder: 'the centre first, then the corners, then the edges',
	/** How it orders a tree's children. */
	treeOrder: 'by the leaf reached down each first child, best for the side to move first',
	/** The ordered alpha-beta entering a call: the order it will try the moves in, and its rule. */
	orderAhead: (p: { moves: string; rule: string }) =>
		`Trying the likely best first, it takes them in this order: ${p.moves} (${p.rule}).`,
	/** The same told briefly, for a phone's box: the order alone (the whole telling says why). */
	orderAheadBrief: (moves: string) => `It takes them in this order: ${moves}.`,
	/** On a board, whose enter text lists the moves already in the order tried. */
	orderRule: (rule: string) => `That is its guess at the best first: ${rule}.`,
	/** A search that leads with what it found before (iterative deepening's last best line). */
	earlierBestRule: (move: string) =>
		`That is its guess at the best first: ${move}, the best move its previous search found here, leads; the rest follow in the game's order.`,
	/** The best- or worst-first order (`order=`) entering a call of a tree: its order and rule. */
	oracleAhead: (p: { moves: string; best: boolean }) =>
		`In the ${p.best ? 'best' : 'worst'}-first order it takes them as ${p.moves}: each child by its true minimax value, the ${p.best ? 'best' : 'worst'} for the side to move first.`,
	/** The same on a board, whose enter text lists the moves already in that order. */
	oracleRule: (best: boolean) =>
		`That is the ${best ? 'best' : 'worst'}-first order in force: each move by the true minimax value of the position it leads to, the ${best ? 'best' : 'worst'} for the side to move first.`
};

export type WordsMessages = typeof en;

export const words = lazyCatalog(en, () => chineseOf('words'));
