import { listEn, upper } from './english';

/**
 * The English words of step 0 (opening.ts), which events.ts and words.ts begin with: apart, so
 * those reach the languages (a catalog's Chinese half) by one path, not through opening.ts.
 */

/** A list cut short to fit the box: the items shown, and how many more were left out. */
export interface Listed {
	readonly items: readonly string[];
	readonly hidden: number;
}

/** A list of at most `most` items: past that, the last place tells how many were left out. */
export function listed(items: readonly string[], most = 8): Listed {
	const extra = items.length - most + 1;
	return extra > 1 ? { items: items.slice(0, most - 1), hidden: extra } : { items, hidden: 0 };
}

/** A windowed search's name as sentences give it, and the root's window (±∞, or a game's bounds). */
export interface OpeningWindow {
	readonly name: string;
	readonly alpha: string;
	readonly beta: string;
}

/** A windowed search's first window, named by the search. */
export const openingEn = (windowed: OpeningWindow | null) =>
	windowed === null
		? ''
		: ` ${upper(windowed.name)} opens with alpha = ${windowed.alpha}, beta = ${windowed.beta}.`;

/** Step 0's events (events.ts's first). */
export const openingEvents = {
	startBoard: (p: { player: string; ai: string; human: string; windowed: OpeningWindow | null }) =>
		`The search is about to start on this board, ${p.player} to move. ${p.ai} is the AI and maximises (+10 is an ${p.ai} win); ${p.human} minimises (−10 is an ${p.human} win) and a draw is 0.${openingEn(p.windowed)}`,
	alreadyOver: (p: { verdict: string; score: string }) =>
		`This game is already over: ${p.verdict}. There is nothing to search; the score is ${p.score}.`,
	/** Expectimax on a board: the other side is chance. */
	chanceRule: (p: { human: string }) =>
		`Expectimax: ${p.human} does not pick its best reply but plays at random, each move equally likely, so where ${p.human} moves is a chance node, worth the average of its moves' values.`,

	// A board's verdict.
	fullBoard: 'the board is full and nobody has three in a row. A draw',
	threeInRow: (p: { side: string; cells: string; mark: string }) =>
		`${p.side} has three in a row on ${p.cells}. ${p.mark} wins`
};

/** Step 0's shared words (words.ts's first). */
export const openingWords = {
	cells: (cells: Listed) =>
		`cell${cells.items.length + cells.hidden === 1 ? '' : 's'} ${listEn(cells)}`,
	/** A board's side: "X (the AI)", "O (the human)". */
	side: (mark: string, ai: boolean) => `${mark} (the ${ai ? 'AI' : 'human'})`,
	/** Before the search: the order and cut rule in force, when not the defaults. */
	settingsInForce: (p: { order: 'given' | 'best' | 'worst'; strict: boolean }) =>
		[
			p.order === 'given'
				? null
				: `Moves are tried ${p.order} first: each position's children sorted by their true minimax value, worked out in advance (an oracle no real program has), ${p.order === 'best' ? 'so alpha-beta cuts as much as it ever can' : 'so alpha-beta cuts as little as it ever can'}.`,
			p.strict
				? 'Cuts come only when alpha > beta: with alpha = beta the remaining moves are still searched (CS188’s rule).'
				: null
		]
			.filter((part) => part !== null)
			.join(' '),
	/** Sentences one after another. */
	sentences: (parts: readonly string[]) => parts.join(' ')
};

export type OpeningEvents = typeof openingEvents;
export type OpeningWords = typeof openingWords;
export type OpeningMessages = OpeningEvents & OpeningWords;
