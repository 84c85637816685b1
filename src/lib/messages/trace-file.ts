// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import {
	describeInputError,
	inputErrorMessages,
	type FigureField,
	type InputErrorMessages,
	type RecordValueKind,
	type TraceFileErrorDetails
} from '../engine/errors';
import { formatCount as count } from '../engine/format';
import { gameModules } from '../engine/game-catalog';
import { programSearchIds, searchIds } from '../engine/search-catalog';
import { choices, counted, fieldTypeEnglish, parsePlace, quoted, shown } from './english';
import {
	choices as choicesZh,
	fieldTypeChinese,
	gives,
	is,
	parseWhere,
	quoted as quotedZh
} from './chinese';
import type { ErrorMessages } from './languages';

/**
 * A trace file's problems (engine/import.ts, shape.ts, rebuild.ts, verify.ts, file-game.ts), in
 * both languages. A problem inside the records starts with the call it is in: "call 17: …".
 */

type Messages = InputErrorMessages<keyof TraceFileErrorDetails>;

const calls = (n: number): string => counted(n, 'call', 'calls');

/** A search by its id and depth limit: "minimax to depth 12". */
const searchTo = (algorithm: string, depth: number | null): string =>
	`"${algorithm}"${depth === null ? '' : ` to depth ${depth}`}`;

/** The kinds of game a trace file can hold: each registered game with a file form. */
const fileKinds = (): string[] =>
	gameModules()
		.filter((module) => module.file !== undefined)
		.map((module) => module.kind);

/** What a trace file's summary figures must be. */
const FIGURE_TYPES: Readonly<Record<FigureField, string>> = {
	score: 'a number',
	move: 'a whole number, 0 or more, or null',
	prunedBranches: 'a whole number, 0 or more',
	exact: 'a fraction as text, such as "23/3"'
};

/** The kinds of value a call record's fields hold, as a message names them. */
const RECORD_VALUE_KINDS: Readonly<Record<RecordValueKind, string>> = {
	null: 'null',
	id: "an earlier call's id",
	count: 'a whole number, 0 or more',
	number: 'a number',
	bound: 'a number, "-inf" or "inf"',
	text: 'a string',
	move: 'a whole number, 0 or more, or null',
	moves: 'a list of whole numbers',
	idOrNull: "an earlier call's id, or null",
	boundType: '"exact", "lower" or "upper"',
	fraction: 'a fraction in lowest terms as text, such as "23/3" or "7"'
};

const english: Messages = {
	fileTooLong: (p) =>
		`The file is ${count(p.length)} characters long; the limit is ${count(p.limit)}.`,
	fileTooDeep: (p) =>
		`The file nests lists and objects more than ${p.limit} deep (at character ${count(p.at)}); a trace needs far fewer.`,
	fileNotJson: (p) => `The file is not valid JSON: it cannot be read${parsePlace(p.reason)}.`,
	fileNotObject: (p) =>
		`The file holds ${shown(p.value)}, not a trace object with "format", "algorithm", "game" and "trace".`,
	fileNoFormat: () =>
		`The file has no "format" field: it is not a Minimax Lab trace, or it was saved before trace format version 1 (save it again).`,
	fileFormat: (p) =>
		`The file's format is ${shown(p.value)}; a Minimax Lab trace says "minimax-lab-trace".`,
	fileVersion: (p) =>
		`The file's format version is ${shown(p.value)}; this program reads version 1.`,
	fileNoField: (p) => `The file has no "${p.field}" field.`,
	programAlgorithm: (p) =>
		`The program's trace says its search is ${shown(p.value)}; a program's trace is of ${choices(programSearchIds())}.`,
	programHeader: (p) =>
		`The file's "program" is ${shown(p.value)}; it must be an object with "language", "function" and "tracer" as strings.`,
	programRaised: (p) =>
		`call ${count(p.call)}: the function raised an error (${p.error ? JSON.stringify(p.error) : 'no message'}); fix it and trace it again.`,
	fileNoAlgorithm: () => `The file has no "algorithm"; it must be ${choices(searchIds('calls'))}.`,
	fileBadAlgorithm: (p) =>
		`The file's algorithm is ${shown(p.value)}; it must be ${choices(searchIds('calls'))}.`,
	fileBadSettings: (p) => `The file's ${p.field} is ${shown(p.value)}; it must be ${p.want}.`,
	fileBadCalls: (p) =>
		`The file's calls is ${shown(p.value)}; it must be a whole number, 1 or more.`,
	fileFigureType: (p) =>
		`The file's ${p.field} is ${shown(p.value)}; it must be ${FIGURE_TYPES[p.field]}.`,
	fileTooManyCalls: (p) => `The file says ${calls(p.calls)}; the limit is ${count(p.limit)}.`,
	fileNoRecords: () =>
		'The file holds no call records, only a summary (as the CLI writes with --summary); save the trace again without --summary.',
	fileTraceNotList: (p) => `The file's "trace" is ${shown(p.value)}; it must be an array of calls.`,
	fileTooManyRecords: (p) =>
		`The file's trace holds ${counted(p.records, 'record', 'records')}; the limit is ${count(p.limit)}.`,
	fileRecordCount: (p) =>
		`The file's trace holds ${counted(p.records, 'record', 'records')}, but it says ${calls(p.calls)}.`,
	fileFigureRecords: (p) =>
		`The file says ${p.field} ${shown(p.value)}, but its records give ${shown(p.expected)}.`,
	fileFigureDiffers: (p) =>
		`The file says ${p.field} ${shown(p.value)}, but searching this game gives ${shown(p.expected)}.`,
	fileGameNotObject: (p) =>
		`The file's "game" is ${shown(p.value)}; it must describe a board, a Connect Four position or a tree (an object).`,
	fileGameKind: (p) => `The game's kind is ${shown(p.value)}; it must be ${choices(fileKinds())}.`,
	fileGameNoField: (p) => `The game has no "${p.field}" field.`,
	fileGameChoice: (p) =>
		`The game's ${p.field} is ${shown(p.value)}; it must be ${quoted(p.allowed)}.`,
	// The game's own reason, in the same language.
	fileGameInvalid: (p) =>
		`The file's game is not valid: ${describeInputError(inputErrorMessages('en'), p.cause)}`,
	fileRecordNotCall: (p) =>
		`call ${count(p.call)}: the record is ${shown(p.value)}, not an object.`,
	fileRecordId: (p) =>
		`call ${count(p.call)}: the record has id ${shown(p.value)}; records must run 1, 2, 3, … in order.`,
	fileCallNoField: (p) => `call ${count(p.call)}: the record has no "${p.field}" field.`,
	fileCallType: (p) => fieldTypeEnglish(p, RECORD_VALUE_KINDS[p.want]),
	fileCallParent: (p) =>
		`call ${count(p.call)}: parent ${count(p.parent)} is not open here; calls are listed depth first, so the parent is the call before or one of its callers.`,
	fileCallDisagrees: (p) =>
		`call ${count(p.call)}: the file says ${p.field} ${shown(p.value)}, but the rest of the file gives ${shown(p.expected)}.`,
	fileCallUnreachable: (p) =>
		`call ${count(p.call)}: ${p.field} ${shown(p.value)} is not one move on from its caller's ${p.from}.`,
	fileCallAfterEnd: (p) =>
		`call ${count(p.call)}: ${p.field} ${shown(p.value)} plays on from its caller's ${p.from}, where the game is already over.`,
	fileCallFullColumn: (p) =>
		`call ${count(p.call)}: moves ${shown(p.value)} drops a disc in column ${p.column}, which is already full in its caller's ${p.from}.`,
	fileCallValue: (p) =>
		`call ${count(p.call)}: ${p.field} ${p.value} is not a value this game can give.`,
	fileCallMove: (p) => `call ${count(p.call)}: move ${p.move} is not a legal move in its position.`,
	fileCallRepeat: (p) =>
		`call ${count(p.call)}: its caller already searched this move, in call ${count(p.earlier)}.`,
	fileCallDiffers: (p) =>
		`call ${count(p.call)}: the file says ${p.field} ${shown(p.value)}, but the search gives ${shown(p.expected)}.`,
	fileCallExtra: (p) => `call ${count(p.call)}: the search makes only ${calls(p.calls)}.`,
	fileCallMissing: (p) =>
		`call ${count(p.call)}: the search makes this call, but the file stops at ${calls(p.calls)}.`,
	fileMoreCalls: (p) =>
		`The file says ${calls(p.calls)}, but searching this game makes more: the search was stopped there.`,
	fileSearchTooBig: (p) =>
		`Checking this file means searching its game again: ${searchTo(p.algorithm, p.depth)} would make ${p.exact ? '' : 'about '}${count(p.calls)} calls, more than the ${count(p.ceiling)} this check searches, while the file holds ${calls(p.fileCalls)}. Nothing was searched.`,
	fileDuplicateKey: (p) =>
		`The file names the key ${p.key} twice in one object (at character ${count(p.at)}); each key may appear once.`
};

/** What a trace file's summary figures must be. */
const FIGURE_TYPES_ZH: Readonly<Record<FigureField, string>> = {
	score: '数',
	move: '不小于 0 的整数或空值',
	prunedBranches: '不小于 0 的整数',
	exact: '写成文本的分数，例如 "23/3"'
};

/** The kinds of value a call record's fields hold. */
const RECORD_VALUE_KINDS_ZH: Readonly<Record<RecordValueKind, string>> = {
	null: '空值',
	id: '之前某次调用的编号',
	count: '不小于 0 的整数',
	number: '数',
	bound: '数、"-inf" 或 "inf"',
	text: '字符串',
	move: '不小于 0 的整数或空值',
	moves: '整数列表',
	idOrNull: '之前某次调用的编号或空值',
	boundType: '"exact"、"lower" 或 "upper"',
	fraction: '写成文本的最简分数，例如 "23/3" 或 "7"'
};

/** What each setting of a file must be, in Chinese (the depth limit: a whole number). */
const settingWantZh: Readonly<Record<string, string>> = {
	symmetry: ' "true" 或 "false"',
	order: ' "best"、"worst" 或 "given"（或省略）',
	cut: ' "gt" 或 "ge"（或省略）'
};

const chinese: Messages = {
	fileTooLong: (p) => `文件长 ${count(p.length)} 个字符；上限是 ${count(p.limit)} 个。`,
	fileTooDeep: (p) =>
		`文件中列表和对象的嵌套超过 ${p.limit} 层（第 ${count(p.at)} 个字符处）；搜索记录文件用不了这么多层。`,
	// The parser's own words are English: only the place they name is kept.
	fileNotJson: (p) => `文件不是有效的 JSON：解析失败${parseWhere(p.reason)}。`,
	fileNotObject: (p) =>
		`文件内容${is(p.value)}，而不是含有 "format"、"algorithm"、"game" 和 "trace" 的搜索记录对象。`,
	fileNoFormat: () =>
		'文件缺少 "format" 字段：它不是 Minimax Lab 的搜索记录，或者是在第 1 版记录格式之前保存的（请重新保存）。',
	fileFormat: (p) =>
		`文件的 "format" ${is(p.value)}；Minimax Lab 的搜索记录应为 "minimax-lab-trace"。`,
	fileVersion: (p) => `文件的记录格式版本${is(p.value)}；本程序只能读取第 1 版。`,
	fileNoField: (p) => `文件缺少 "${p.field}" 字段。`,
	programAlgorithm: (p) =>
		`程序的搜索记录说它的搜索${is(p.value)}；程序的搜索记录只能是 ${choicesZh(programSearchIds())}。`,
	programHeader: (p) =>
		`文件的 "program" ${is(p.value)}；它必须是含有字符串 "language"、"function" 和 "tracer" 的对象。`,
	programRaised: (p) =>
		`函数调用 FC${p.call}：函数抛出了错误（${p.error ? JSON.stringify(p.error) : '没有错误信息'}）；请改正后重新记录。`,
	fileNoAlgorithm: () => `文件缺少 "algorithm"；它必须是 ${choicesZh(searchIds('calls'))}。`,
	fileBadAlgorithm: (p) =>
		`文件的 "algorithm" ${is(p.value)}；它必须是 ${choicesZh(searchIds('calls'))}。`,
	fileBadSettings: (p) =>
		`文件的 "${p.field}" ${is(p.value)}；它必须是${settingWantZh[p.field] ?? '正整数'}。`,
	fileBadCalls: (p) => `文件的 "calls" ${is(p.value)}；它必须是不小于 1 的整数。`,
	fileFigureType: (p) =>
		`文件的 "${p.field}" ${is(p.value)}；它必须是${FIGURE_TYPES_ZH[p.field]}。`,
	fileTooManyCalls: (p) => `文件声明有 ${count(p.calls)} 次调用；上限是 ${count(p.limit)} 次。`,
	fileNoRecords: () =>
		'文件里没有函数调用记录，只有摘要（CLI 加 --summary 时就这样写）；请不加 --summary 重新保存搜索记录。',
	fileTraceNotList: (p) => `文件的 "trace" ${is(p.value)}；它必须是函数调用的数组。`,
	fileTooManyRecords: (p) =>
		`文件的 "trace" 有 ${count(p.records)} 条记录；上限是 ${count(p.limit)} 条。`,
	fileRecordCount: (p) =>
		`文件的 "trace" 有 ${count(p.records)} 条记录，但文件声明有 ${count(p.calls)} 次调用。`,
	fileFigureRecords: (p) =>
		`文件中的 "${p.field}" ${is(p.value)}，但按文件自己的记录应为${gives(p.expected)}。`,
	fileFigureDiffers: (p) =>
		`文件中的 "${p.field}" ${is(p.value)}，但搜索这个游戏得到${gives(p.expected)}。`,
	fileGameNotObject: (p) =>
		`文件的 "game" ${is(p.value)}；它必须是描述棋盘、四子棋局面或树的对象。`,
	fileGameKind: (p) => `"game" 的 "kind" ${is(p.value)}；它必须是 ${choicesZh(fileKinds())}。`,
	fileGameNoField: (p) => `"game" 缺少 "${p.field}" 字段。`,
	fileGameChoice: (p) => `"game" 的 "${p.field}" ${is(p.value)}；它必须是 ${quotedZh(p.allowed)}。`,
	fileGameInvalid: (p) =>
		`文件中的游戏无效：${describeInputError(inputErrorMessages('zh'), p.cause)}`,
	fileRecordNotCall: (p) => `函数调用 FC${p.call}：这条记录${is(p.value)}，不是对象。`,
	fileRecordId: (p) =>
		`函数调用 FC${p.call}：记录的 "id" ${is(p.value)}；记录必须按 1、2、3……的顺序排列。`,
	fileCallNoField: (p) => `函数调用 FC${p.call}：记录缺少 "${p.field}" 字段。`,
	fileCallType: (p) => fieldTypeChinese(p, RECORD_VALUE_KINDS_ZH[p.want]),
	fileCallParent: (p) =>
		`函数调用 FC${p.call}：父调用 FC${p.parent} 此时并未在进行中；记录按深度优先顺序排列，父调用只能是前一个调用或它的某个上层调用。`,
	fileCallDisagrees: (p) =>
		`函数调用 FC${p.call}：文件中的 "${p.field}" ${is(p.value)}，但按文件的其余部分应为${gives(p.expected)}。`,
	fileCallUnreachable: (p) =>
		`函数调用 FC${p.call}："${p.field}" ${is(p.value)}，无法从父调用的 ${p.from} 走一步得到。`,
	fileCallAfterEnd: (p) =>
		`函数调用 FC${p.call}："${p.field}" ${is(p.value)}，但父调用的局面 ${p.from} 已经终局，不能再走。`,
	fileCallFullColumn: (p) =>
		`函数调用 FC${p.call}："moves" ${is(p.value)}，把棋子放进第 ${p.column} 列，但在父调用的局面 ${p.from} 中这一列已经满了。`,
	fileCallValue: (p) =>
		`函数调用 FC${p.call}："${p.field}" 为 ${p.value}，这个游戏不会产生这个值。`,
	fileCallMove: (p) => `函数调用 FC${p.call}：走法 ${p.move} 在这个局面下不合法。`,
	fileCallRepeat: (p) => `函数调用 FC${p.call}：父调用已经搜索过这一步，即 FC${p.earlier}。`,
	fileCallDiffers: (p) =>
		`函数调用 FC${p.call}：文件中的 "${p.field}" ${is(p.value)}，但搜索得到${gives(p.expected)}。`,
	fileCallExtra: (p) => `函数调用 FC${p.call}：搜索只会进行 ${count(p.calls)} 次调用。`,
	fileCallMissing: (p) =>
		`函数调用 FC${p.call}：搜索会进行这次调用，但文件在第 ${count(p.calls)} 次调用处就结束了。`,
	fileMoreCalls: (p) =>
		`文件声明有 ${count(p.calls)} 次调用，但搜索这个游戏会进行更多次调用：搜索到此就停止了。`,
	fileSearchTooBig: (p) =>
		`检查这个文件需要重新搜索它的游戏："${p.algorithm}"${p.depth === null ? '' : `（深度限制 ${p.depth}）`}将进行${p.exact ? ' ' : '约 '}${count(p.calls)} 次调用，超过这次检查最多搜索的 ${count(p.ceiling)} 次，而文件只有 ${count(p.fileCalls)} 次调用。所以没有搜索。`,
	fileDuplicateKey: (p) =>
		`文件在同一个对象中两次使用键 ${p.key}（第 ${count(p.at)} 个字符处）；每个键只能出现一次。`
};

export const TRACE_FILE_ERRORS: ErrorMessages<keyof TraceFileErrorDetails> = {
	en: english,
	zh: chinese
};
