// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import type { FieldTypeDetails, InputErrorMessages, ShownValue } from '../../engine/errors';
import type { Mark } from '../../engine/game';
import { fieldTypeEnglish, shown } from '../../messages/english';
import { fieldTypeChinese, is } from '../../messages/chinese';
import type { ErrorMessages } from '../../messages/languages';

/**
 * Tic-tac-toe's input errors (rules.ts, module.ts, cli.ts): its codes, their details, both
 * languages.
 */

export interface TicTacToeErrorDetails {
	// Boards (rules.ts). `board` is the text as typed, already cut short.
	boardCellCount: [{ board: string; cells: number }];
	boardBadCell: [{ cell: number; char: string }];
	boardArrayJson: [{ board: string }];
	boardArrayLength: [{ items: number }];
	/** `item` is the item as JSON. */
	boardArrayItem: [{ index: number; item: string }];
	boardMarkCounts: [{ xs: number; os: number }];
	boardBothLines: [];
	boardWrongMover: [{ more: Mark; fewer: Mark; toMove: Mark }];
	boardPlayedOn: [{ winner: Mark; loser: Mark }];
	boardWinnerToMove: [{ winner: Mark; loser: Mark }];
	/** A trace file's "board" that is not 9 cells (module.ts). */
	fileGameBoard: [{ value: ShownValue }];
	/** A call record's place that is not one (a trace file's records, engine/rebuild.ts). */
	fileCallBoard: [FieldTypeDetails];
	// The command line's board flags with a tree's (cli.ts and the tree's cli.ts).
	cliBoardAndTree: [];
	cliRootWithBoard: [];
	cliBoardOnly: [{ option: string }];
}

declare module '../../engine/errors' {
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges tic-tac-toe's codes
	interface InputErrorDetails extends TicTacToeErrorDetails {}
}

type Messages = InputErrorMessages<keyof TicTacToeErrorDetails>;

const english: Messages = {
	fileCallBoard: (p) => fieldTypeEnglish(p, '9 cells of X, O and .'),
	boardCellCount: (p) =>
		`A board needs exactly 9 cells (X, O or . for empty), but "${p.board}" has ${p.cells}.`,
	boardBadCell: (p) =>
		`Cell ${p.cell} holds "${p.char}"; a board may only use X, O and . (for an empty cell).`,
	boardArrayJson: (p) => `The board "${p.board}" looks like an array but is not valid JSON.`,
	boardArrayLength: (p) => `A board array needs exactly 9 items, but this one has ${p.items}.`,
	boardArrayItem: (p) =>
		`Item ${p.index} of the board array is ${p.item}; use "X", "O", or ${p.index} (its own index) for an empty cell.`,
	boardMarkCounts: (p) =>
		`X has ${p.xs} marks and O has ${p.os}; players take turns, so the counts can differ by at most one.`,
	boardBothLines: () =>
		'Both X and O have three in a row; a game ends at the first line, so both cannot.',
	boardWrongMover: (p) =>
		`${p.more} has one mark more than ${p.fewer}, so ${p.fewer} is to move, not ${p.toMove}.`,
	boardPlayedOn: (p) =>
		`${p.winner} has three in a row but fewer marks than ${p.loser}, so ${p.loser} played on after the game was over.`,
	boardWinnerToMove: (p) =>
		`${p.winner} has three in a row, so the game ended on ${p.winner}'s move: ${p.loser} is to move, not ${p.winner}.`,
	fileGameBoard: (p) =>
		`The game's board is ${shown(p.value)}; it must be 9 cells of X, O and . such as "O.XX.X.OO".`,
	cliBoardAndTree: () => 'Give either --board or --tree, not both.',
	cliRootWithBoard: () => '--root goes with --tree, not --board.',
	cliBoardOnly: (p) => `${p.option} goes with --board, not --tree.`
};

const chinese: Messages = {
	fileCallBoard: (p) => fieldTypeChinese(p, '由 X、O 和 . 组成的 9 格'),
	boardCellCount: (p) =>
		`棋盘必须恰好有 9 格（X、O，或用 . 表示空格），但“${p.board}”有 ${p.cells} 格。`,
	boardBadCell: (p) => `${p.cell} 号格是“${p.char}”；棋盘只能使用 X、O 和 .（表示空格）。`,
	boardArrayJson: (p) => `棋盘“${p.board}”看起来是数组，但不是有效的 JSON。`,
	boardArrayLength: (p) => `棋盘数组必须恰好有 9 项，但这个数组有 ${p.items} 项。`,
	boardArrayItem: (p) =>
		`棋盘数组下标 ${p.index} 处${is({ kind: 'text', text: p.item })}；只能填 "X" 或 "O"，空格填 ${p.index}（即它自己的下标）。`,
	boardMarkCounts: (p) => `X 有 ${p.xs} 个棋子，O 有 ${p.os} 个；双方轮流落子，棋子数最多相差 1。`,
	boardBothLines: () => 'X 和 O 都连成了三子；棋局在第一条连线出现时就结束，不可能双方都连成。',
	boardWrongMover: (p) =>
		`${p.more} 比 ${p.fewer} 多一个棋子，所以轮到 ${p.fewer} 走，而不是 ${p.toMove}。`,
	boardPlayedOn: (p) =>
		`${p.winner} 已连成三子，棋子却比 ${p.loser} 少，说明 ${p.loser} 在棋局结束后还在落子。`,
	boardWinnerToMove: (p) =>
		`${p.winner} 已连成三子，棋局结束于 ${p.winner} 的一步：轮到 ${p.loser} 走，而不是 ${p.winner}。`,
	fileGameBoard: (p) =>
		`"game" 的 "board" ${is(p.value)}；它必须是由 X、O 和 . 组成的 9 格，例如 "O.XX.X.OO"。`,
	cliBoardAndTree: () => '--board 和 --tree 只能给出其中一个。',
	cliRootWithBoard: () => '--root 只能与 --tree 一起使用，不能与 --board 一起使用。',
	cliBoardOnly: (p) => `${p.option} 只能与 --board 一起使用，不能与 --tree 一起使用。`
};

export default { en: english, zh: chinese } satisfies ErrorMessages<keyof TicTacToeErrorDetails>;
