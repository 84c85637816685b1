// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import {
	INPUT_ERRORS,
	describeInputError,
	type InputErrorCatalog,
	type ShownValue
} from '../engine/errors';
import { formatCount as count } from '../engine/format';
import { catalog } from './catalog';

/** JSON's bare words in Chinese; any other text (numbers, quoted strings, lists) stays as is. */
const WORDS: Readonly<Record<string, string>> = { null: '空值', true: '真', false: '假' };

/** JavaScript types a tree leaf may wrongly be (`typeof`), in Chinese. */
const TYPES: Readonly<Record<string, string>> = {
	boolean: '布尔值',
	string: '字符串',
	bigint: '大整数',
	symbol: '符号',
	function: '函数'
};

/** Joins Chinese to a value: a space before Latin letters or digits, none before Chinese. */
const spaced = (text: string): string => (/^[\p{Script=Han}]/u.test(text) ? text : ` ${text}`);

/** "is <value>" as a Chinese predicate: 为 0, 为空值, 缺失, 是一个对象, 是含 3 项的列表. */
function is(value: ShownValue): string {
	switch (value.kind) {
		case 'text':
			return `为${spaced(WORDS[value.text] ?? value.text)}`;
		case 'missing':
			return '缺失';
		case 'object':
			return '是一个对象';
		case 'list':
			return `是含 ${count(value.items)} 项的列表`;
		case 'type':
			return `是${TYPES[value.type] ?? '其他类型的值'}`;
	}
}

/** A value the search gave, after 得到: 得到 10, 得到空值. */
const gives = (value: ShownValue): string =>
	value.kind === 'text' ? spaced(WORDS[value.text] ?? value.text) : `${is(value)}`;

/**
 * Where a JSON parser gave up, read from its own (English) words when they say, as Chinese:
 * （内容不完整）, （第 1 行第 5 列）, （第 6 个字符处）; nothing when they do not.
 */
function parseWhere(reason: string): string {
	if (/end of (JSON input|data)|\bEOF\b/i.test(reason)) return '（内容不完整）';
	const place = /line (\d+) column (\d+)/.exec(reason);
	if (place) return `（第 ${place[1]} 行第 ${place[2]} 列）`;
	const position = /position (\d+)/.exec(reason)?.[1];
	return position === undefined ? '' : `（第 ${Number(position) + 1} 个字符处）`;
}

/** A place in a tree: 根节点处, 路径 0.1 处. */
const at = (path: string): string => (path === '' ? '根节点处' : `路径 ${path} 处`);

const quoted = (names: readonly string[]): string =>
	names.map((name) => JSON.stringify(name)).join(' 或 ');

const leaf = (which: 'smallest' | 'largest'): string => (which === 'smallest' ? '最小' : '最大');

const ZH: InputErrorCatalog = {
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

	treeNotArray: () => '树必须是嵌套数组，例如 [[3, 17], [2, 12]]。',
	// The parser's own words are English: only the place they name is kept.
	treeNotJson: (p) => `树不是有效的嵌套数组：JSON 解析失败${parseWhere(p.reason)}。`,
	treeTooManyNodes: (p) => `树的节点数超过了 ${count(p.limit)} 个的上限。`,
	treeBadLeaf: (p) => `路径 ${p.path} 处的叶节点${is(p.value)}；叶节点必须是有限的数。`,
	treeEmptyList: (p) => `${at(p.path)}的列表为空；每个内部节点至少要有一个子节点。`,
	treeTooDeep: (p) => `树的深度超过了 ${p.limit} 层的上限（在${at(p.path)}）。`,

	randomBranching: (p) =>
		`分支数必须是 ${p.min} 到 ${p.max} 之间的整数（或这样的一个范围，小的在前）。`,
	randomDepth: (p) => `深度必须是 ${p.min} 到 ${p.max} 之间的整数。`,
	randomLeafRange: (p) =>
		`${leaf(p.which)}叶节点值必须是 -${count(p.limit)} 到 ${count(p.limit)} 之间的有限数。`,
	randomLeafWhole: (p) => `叶节点取整数时，${leaf(p.which)}叶节点值也必须是整数。`,
	randomMinAboveMax: (p) => `最小叶节点值（${p.min}）大于最大叶节点值（${p.max}）；请把两者交换。`,
	randomSeed: (p) => `随机种子必须是 0 到 ${count(p.max)} 之间的整数。`,
	randomTooBig: (p) =>
		p.low === p.high
			? `分支数为 ${p.high}、深度为 ${p.depth} 的树有 ${count(p.nodes)} 个节点；上限是 ${count(p.limit)} 个。`
			: `分支数为 ${p.low} 到 ${p.high}、深度为 ${p.depth} 的树最多可有 ${count(p.nodes)} 个节点；上限是 ${count(p.limit)} 个。`,

	fileTooLong: (p) => `文件长 ${count(p.length)} 个字符；上限是 ${count(p.limit)} 个。`,
	fileNotJson: (p) => `文件不是有效的 JSON：解析失败${parseWhere(p.reason)}。`,
	fileNotObject: (p) =>
		`文件内容${is(p.value)}，而不是含有 "algorithm"、"game" 和 "trace" 的搜索记录对象。`,
	fileUnknownField: (p) => `文件有未知字段 ${JSON.stringify(p.field)}。`,
	fileNoField: (p) => `文件缺少 "${p.field}" 字段。`,
	fileNoAlgorithm: () => '文件缺少 "algorithm"；它必须是 "minimax" 或 "alphabeta"。',
	fileBadAlgorithm: (p) => `文件的 "algorithm" ${is(p.value)}；它必须是 "minimax" 或 "alphabeta"。`,
	fileBadCalls: (p) => `文件的 "calls" ${is(p.value)}；它必须是不小于 1 的整数。`,
	fileTooManyCalls: (p) => `文件声明有 ${count(p.calls)} 次调用；上限是 ${count(p.limit)} 次。`,
	fileNoRecords: () =>
		'文件里没有函数调用记录，只有摘要（CLI 加 --summary 时就这样写）；请不加 --summary 重新保存搜索记录。',
	fileTraceNotList: (p) => `文件的 "trace" ${is(p.value)}；它必须是函数调用的数组。`,
	fileTooManyRecords: (p) =>
		`文件的 "trace" 有 ${count(p.records)} 条记录；上限是 ${count(p.limit)} 条。`,
	fileRecordCount: (p) =>
		`文件的 "trace" 有 ${count(p.records)} 条记录，但文件声明有 ${count(p.calls)} 次调用。`,
	fileFigureDiffers: (p) =>
		`文件中的 "${p.field}" ${is(p.value)}，但搜索这个游戏得到${gives(p.expected)}。`,
	fileGameNotObject: (p) => `文件的 "game" ${is(p.value)}；它必须是描述棋盘或树的对象。`,
	fileGameKind: (p) => `"game" 的 "kind" ${is(p.value)}；它必须是 "board" 或 "tree"。`,
	fileGameUnknownField: (p) => `"game" 有未知字段 ${JSON.stringify(p.field)}。`,
	fileGameNoField: (p) => `"game" 缺少 "${p.field}" 字段。`,
	fileGameBoard: (p) => `"game" 的 "board" ${is(p.value)}；它必须是 9 格，例如 "O.XX.X.OO"。`,
	fileGameChoice: (p) => `"game" 的 "${p.field}" ${is(p.value)}；它必须是 ${quoted(p.allowed)}。`,
	fileGameInvalid: (p): string => `文件中的游戏无效：${describeInputError(ZH, p.cause)}`,
	fileRecordNotCall: (p) => `"trace" 的第 ${count(p.record)} 条记录${is(p.value)}，不是函数调用。`,
	fileRecordId: (p) =>
		`"trace" 的第 ${count(p.record)} 条记录的 "id" ${is(p.value)}；记录必须按 1、2、3……的顺序排列。`,
	fileCallNoField: (p) => `函数调用 FC${p.call} 缺少 "${p.field}" 字段。`,
	fileCallDiffers: (p) =>
		`函数调用 FC${p.call} 的 "${p.field}" ${is(p.value)}，但搜索这个局面得到${gives(p.expected)}。`,
	fileCallUnknownField: (p) => `函数调用 FC${p.call} 有未知字段 ${JSON.stringify(p.field)}。`,

	cliArguments: (p) => {
		switch (p.problem) {
			case 'unknownOption':
				return `未知选项 ${p.argument}（见 --help）。`;
			case 'positional':
				return `多余的参数“${p.argument}”：本命令不接受位置参数（见 --help）。`;
			case 'missingValue':
				return `选项 ${p.argument} 缺少值（见 --help）。`;
			case 'unexpectedValue':
				return `选项 ${p.argument} 不接受值（见 --help）。`;
			case 'other':
				return '命令行参数有误（见 --help）。';
		}
	},
	cliBoardAndTree: () => '--board 和 --tree 只能给出其中一个。',
	cliRootWithBoard: () => '--root 只能与 --tree 一起使用，不能与 --board 一起使用。',
	cliBoardOnly: (p) => `${p.option} 只能与 --board 一起使用，不能与 --tree 一起使用。`,
	cliNoPosition: () => '请用 --board 给出棋盘，或用 --tree 给出 JSON 树（见 --help）。',
	cliChoice: (p) => `${p.option} 必须是 ${quoted(p.allowed)}，而不是 ${JSON.stringify(p.value)}。`
};

/**
 * Input errors in every language. English is the engine's own catalog (the CLI prints the same
 * sentences); Chinese must name every code the engine can raise, with the same details.
 */
export const errors = catalog<InputErrorCatalog>(INPUT_ERRORS, ZH);
