// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import type { FieldTypeDetails, InputErrorMessages, ShownValue } from '../../engine/errors';
import { formatCount as count } from '../../engine/format';
import type { Mark } from '../../engine/game';
import { fieldTypeEnglish, shown } from '../../messages/english';
import { fieldTypeChinese, is } from '../../messages/chinese';
import type { ErrorMessages } from '../../messages/languages';

/**
 * Connect Four's input errors (rules.ts, module.ts, cli.ts): its codes, their details, both
 * languages.
 */

export interface Connect4ErrorDetails {
	// Move strings (rules.ts). `move` counts from 1; columns are 1-7.
	/** `char` is the character as typed, already cut short. */
	connect4BadColumn: [{ move: number; char: string }];
	connect4FullColumn: [{ move: number; column: number; rows: number }];
	connect4AfterWin: [{ move: number; winner: Mark; wonAt: number }];
	/** `length` counts characters, whatever they are. */
	connect4TooLong: [{ length: number; limit: number }];
	/** A trace file's "moves" that is not a move string (module.ts). */
	fileGameMoves: [{ value: ShownValue }];
	/** A call record's place that is not one (a trace file's records, engine/rebuild.ts). */
	fileCallMoves: [FieldTypeDetails];
	// The command line's --moves and --game connect4 with another game's flags (each cli.ts).
	/** --moves together with `option` (--board or --tree). */
	cliMovesWith: [{ option: string }];
	cliMovesNoGame: [];
	/** An option that has no meaning for Connect Four, given with --game connect4. */
	cliConnect4With: [{ option: string }];
}

declare module '../../engine/errors' {
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges Connect Four's codes
	interface InputErrorDetails extends Connect4ErrorDetails {}
}

type Messages = InputErrorMessages<keyof Connect4ErrorDetails>;

const english: Messages = {
	fileCallMoves: (p) =>
		fieldTypeEnglish(p, 'columns 1 to 7 played from the empty board, such as "4453"'),
	connect4BadColumn: (p) =>
		`Move ${p.move} is "${p.char}"; each move is a column from 1 to 7 (1 is the leftmost).`,
	connect4FullColumn: (p) =>
		`Move ${p.move} drops a disc in column ${p.column}, which is already full (${p.rows} discs).`,
	connect4AfterWin: (p) =>
		`Move ${p.move} comes after the game is over: ${p.winner} made four in a row with move ${p.wonAt}.`,
	connect4TooLong: (p) =>
		`The move string is ${count(p.length)} characters long, but a game has at most ${p.limit} moves (one per cell).`,
	fileGameMoves: (p) =>
		`The game's moves is ${shown(p.value)}; it must be the columns played from the empty board, 1 to 7, such as "4453" ("" for the empty board).`,
	cliMovesWith: (p) =>
		`Give either --moves (a Connect Four position, with --game connect4) or ${p.option}, not both.`,
	cliMovesNoGame: () =>
		'--moves names a Connect Four position: give it with --game connect4 (e.g. --game connect4 --moves 4453).',
	cliConnect4With: (p) =>
		`${p.option} does not go with --game connect4; a Connect Four position is its --moves (columns 1-7, e.g. 4453), and --ai says who maximises.`
};

const chinese: Messages = {
	fileCallMoves: (p) => fieldTypeChinese(p, '从空棋盘起依次落子的列号 1 到 7，例如 "4453"'),
	connect4BadColumn: (p) =>
		`第 ${p.move} 步是“${p.char}”；每一步都是 1 到 7 的列号（1 是最左边一列）。`,
	connect4FullColumn: (p) =>
		`第 ${p.move} 步把棋子放进第 ${p.column} 列，但这一列已经满了（${p.rows} 个棋子）。`,
	connect4AfterWin: (p) =>
		`第 ${p.move} 步是在棋局结束之后走的：${p.winner} 在第 ${p.wonAt} 步已经连成四子。`,
	connect4TooLong: (p) =>
		`这串走法有 ${count(p.length)} 个字符，但一局最多只有 ${p.limit} 步（每格一步）。`,
	fileGameMoves: (p) =>
		`"game" 的 "moves" ${is(p.value)}；它必须是从空棋盘起依次落子的列号 1 到 7，例如 "4453"（空棋盘为 ""）。`,
	cliMovesWith: (p) =>
		`--moves（四子棋局面，与 --game connect4 一起使用）和 ${p.option} 只能给出其中一个。`,
	cliMovesNoGame: () =>
		'--moves 给出的是四子棋局面：请与 --game connect4 一起使用（例如 --game connect4 --moves 4453）。',
	cliConnect4With: (p) =>
		`${p.option} 不能与 --game connect4 一起使用；四子棋局面由 --moves 给出（列号 1-7，例如 4453），--ai 指定取最大值的一方。`
};

export default { en: english, zh: chinese } satisfies ErrorMessages<keyof Connect4ErrorDetails>;
