import {
	helperName,
	note,
	type CodeLanguage,
	type CodeNote,
	type GamePieces,
	type Line,
	type PieceRequest
} from './listing';

/**
 * A two-mark board game's pieces of a listing of minimax's family (tic-tac-toe, Connect Four):
 * the notes on its helpers, and its tests and loop in the engine's order: the AI's opponent's
 * line, the AI's line, a full board, then the depth limit, the best so far and the loop over the
 * moves left. Each test and its return stand on lines of their own so both moments can be shown;
 * lines stay within the panel's 46 columns.
 */

type Helper = 'wins' | 'open' | 'play' | 'order';

/** A board's words in its listing, its helpers named as JavaScript names them. */
export interface BoardListing {
	/** Its part of the listing's title key in the view catalog (`board`, `connect4`). */
	readonly title: string;
	/** A move and the moves left: `cell` and `cells`, `column` and `columns`. */
	readonly move: string;
	readonly moves: string;
	/** Its helpers: the line test, the moves left, playing a move, the order tried first. */
	readonly helpers: Readonly<Record<Helper, string>>;
	/** What the opponent's line and the AI's line return, the minus sign a hyphen. */
	readonly loss: string;
	readonly win: string;
	/** Lines before the first test, in each language. */
	readonly before?: Readonly<Record<CodeLanguage, readonly Line[]>>;
	/** Its scores count the moves since the root, so the function takes the depth. */
	readonly scoresByDepth?: boolean;
	/** What the evaluation note multiplies by; absent: 1. */
	readonly scale?: string;
	/**
	 * Its notes: on the helpers every search calls (a note and the helper it names), the table's
	 * key under symmetry, the order, and the evaluation (its first note names `evaluate`).
	 */
	readonly notes: {
		readonly always?: readonly (readonly [CodeNote, string])[];
		readonly canonical: CodeNote;
		readonly order: CodeNote;
		readonly evaluate: readonly [CodeNote, ...CodeNote[]];
	};
}

/** A board's tests and loop in one code language. */
export type BoardWriter = (
	board: BoardListing,
	h: (helper: Helper) => string,
	request: PieceRequest,
	limit: number | null
) => readonly Line[];

/** The depth limit's test and the estimate's return, when there is a limit. */
export const limited = (limit: number | null, lines: (limit: number) => readonly Line[]) =>
	limit === null ? [] : lines(limit);

/**
 * The writers by language: JavaScript's here, the others added when first shown
 * (board-languages.ts): the first view's listing is JavaScript.
 */
const WRITERS: Partial<Record<CodeLanguage, BoardWriter>> = {
	js: ({ move, moves, loss, win }, h, { returns, ordered }, limit) => [
		[`  if (${h('wins')}(board, other(AI)))`, 'otherTest'],
		[`    return ${returns(loss)};`, 'otherWin'],
		[`  if (${h('wins')}(board, AI))`, 'aiTest'],
		[`    return ${returns(win)};`, 'aiWin'],
		[`  const ${moves} = ${h('open')}(board);`, 'moves'],
		[`  if (${moves}.length === 0)`, 'fullTest'],
		[`    return ${returns('0')};`, 'draw'],
		...limited(limit, (at) => [
			[`  if (depth === ${at})`, 'depthTest'],
			[`    return ${returns('evaluate(board)')};`, 'estimate']
		]),
		['  const isMax = player === AI;'],
		['  const next = other(player);'],
		[`  let best = { ${move}: -1, score: -Infinity };`],
		['  if (!isMax) best.score = Infinity;'],
		ordered
			? [`  for (const ${move} of ${h('order')}(${moves})) {`, 'order']
			: [`  for (const ${move} of ${moves}) {`],
		[`    const child = ${h('play')}(board, ${move}, player);`]
	]
};

/** Adds the writers of the languages loaded later. */
export const addBoardWriters = (more: Partial<Record<CodeLanguage, BoardWriter>>) =>
	Object.assign(WRITERS, more);

/** A board's pieces in `request`'s language, under the depth limit `limit` (null: none). */
export function boardPieces(
	board: BoardListing,
	request: PieceRequest,
	limit: number | null
): GamePieces {
	const { language, stores, symmetry, ordered } = request;
	const name = (helper: string) => helperName(helper, language);
	const h = (helper: Helper) => name(board.helpers[helper]);
	const [evaluate, ...more] = board.notes.evaluate;
	const write = WRITERS[language];
	if (write === undefined) throw new Error(`The board's ${language} listing is not loaded.`);
	return {
		title: board.title,
		move: board.move,
		depth: board.scoresByDepth === true || limit !== null,
		tests: [...(board.before?.[language] ?? []), ...write(board, h, request, limit)],
		notes: [
			...(board.notes.always ?? []).map(([key, helper]) => note(key, name(helper))),
			...(stores ? [note('store', name('store'))] : []),
			...(symmetry ? [note(board.notes.canonical, name('canonical'))] : []),
			...(ordered ? [note(board.notes.order, h('order'))] : []),
			...(limit === null ? [] : [note(evaluate, name('evaluate')), ...more.map((key) => note(key))])
		],
		...(board.scale === undefined ? {} : { scale: board.scale })
	};
}
