// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import {
	INPUT_ERRORS,
	describeInputError,
	type InputErrorCatalog,
	type RecordValueKind,
	type ShownValue,
	type SmallerSearchShown,
	tableSearches
} from '../engine/errors';
import { formatCount as count } from '../engine/format';
import { searchIds, searchName } from '../engine/search-catalog';
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

/** What to try instead of a search too big to record: 请试试 --depth 7，或 --algorithm …。 */
function suggestion(depth: number | null, algorithm: string | null): string {
	const tries = [
		depth === null ? '' : `--depth ${depth}`,
		algorithm === null ? '' : `--algorithm ${algorithm}`
	].filter((option) => option !== '');
	return tries.length === 0 ? '请试试更小的 --depth。' : `请试试 ${tries.join('，或 ')}。`;
}

/** A place in a tree: 根节点处, 路径 0.1 处. */
const at = (path: string): string => (path === '' ? '根节点处' : `路径 ${path} 处`);

const quoted = (names: readonly string[]): string =>
	names.map((name) => JSON.stringify(name)).join(' 或 ');

/** `"a"、"b" 或 "c"`. */
function choicesZh(names: readonly string[]): string {
	const shown = names.map((name) => JSON.stringify(name));
	return shown.length < 2 ? shown.join('') : `${shown.slice(0, -1).join('、')} 或 ${shown.at(-1)}`;
}

const leaf = (which: 'smallest' | 'largest'): string => (which === 'smallest' ? '最小' : '最大');

/** What a trace file's summary figures must be. */
const FIGURE_TYPES: Readonly<Record<'score' | 'move' | 'prunedBranches', string>> = {
	score: '数',
	move: '不小于 0 的整数或空值',
	prunedBranches: '不小于 0 的整数'
};

/** The kinds of value a call record's fields hold. */
const RECORD_VALUE_KINDS: Readonly<Record<RecordValueKind, string>> = {
	null: '空值',
	id: '之前某次调用的编号',
	count: '不小于 0 的整数',
	number: '数',
	bound: '数、"-inf" 或 "inf"',
	text: '字符串',
	board: '由 X、O 和 . 组成的 9 格',
	path: '用 "." 连接的子节点下标（根节点为 ""）',
	moveString: '从空棋盘起依次落子的列号 1 到 7，例如 "4453"',
	move: '不小于 0 的整数或空值',
	moves: '整数列表',
	idOrNull: '之前某次调用的编号或空值',
	boundType: '"exact"、"lower" 或 "upper"'
};

const aboutZh = (search: SmallerSearchShown): string => (search.exact ? '' : '约 ');

function smallerZh(lower: SmallerSearchShown | null, other: SmallerSearchShown | null): string {
	const offers = [
		lower && `深度限制 ${lower.depth}（${aboutZh(lower)}${count(lower.calls)} 次调用）`,
		other && `${searchName(other.algorithm, 'zh')}（${aboutZh(other)}${count(other.calls)} 次调用）`
	].filter((offer) => offer !== null);
	return offers.length === 0 ? '请换一个更小的搜索。' : `可以试试${offers.join('，或')}。`;
}

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

	connect4BadColumn: (p) =>
		`第 ${p.move} 步是“${p.char}”；每一步都是 1 到 7 的列号（1 是最左边一列）。`,
	connect4FullColumn: (p) =>
		`第 ${p.move} 步把棋子放进第 ${p.column} 列，但这一列已经满了（${p.rows} 个棋子）。`,
	connect4AfterWin: (p) =>
		`第 ${p.move} 步是在棋局结束之后走的：${p.winner} 在第 ${p.wonAt} 步已经连成四子。`,
	connect4TooLong: (p) =>
		`这串走法有 ${count(p.length)} 个字符，但一局最多只有 ${p.limit} 步（每格一步）。`,

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
	fileTooDeep: (p) =>
		`文件中列表和对象的嵌套超过 ${p.limit} 层（第 ${count(p.at)} 个字符处）；搜索记录文件用不了这么多层。`,
	fileNotJson: (p) => `文件不是有效的 JSON：解析失败${parseWhere(p.reason)}。`,
	fileNotObject: (p) =>
		`文件内容${is(p.value)}，而不是含有 "format"、"algorithm"、"game" 和 "trace" 的搜索记录对象。`,
	fileNoFormat: () =>
		'文件缺少 "format" 字段：它不是 Minimax Lab 的搜索记录，或者是在第 1 版记录格式之前保存的（请重新保存）。',
	fileFormat: (p) =>
		`文件的 "format" ${is(p.value)}；Minimax Lab 的搜索记录应为 "minimax-lab-trace"。`,
	fileVersion: (p) => `文件的记录格式版本${is(p.value)}；本程序只能读取第 1 版。`,
	fileNoField: (p) => `文件缺少 "${p.field}" 字段。`,
	fileNoAlgorithm: () => `文件缺少 "algorithm"；它必须是 ${choicesZh(searchIds())}。`,
	fileBadAlgorithm: (p) =>
		`文件的 "algorithm" ${is(p.value)}；它必须是 ${choicesZh(searchIds())}。`,
	fileBadSettings: (p) =>
		`文件的 "${p.field}" ${is(p.value)}；它必须是${p.field === 'symmetry' ? ' "true" 或 "false"' : '正整数'}。`,
	fileBadCalls: (p) => `文件的 "calls" ${is(p.value)}；它必须是不小于 1 的整数。`,
	fileFigureType: (p) => `文件的 "${p.field}" ${is(p.value)}；它必须是${FIGURE_TYPES[p.field]}。`,
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
	fileGameKind: (p) => `"game" 的 "kind" ${is(p.value)}；它必须是 "board"、"connect4" 或 "tree"。`,
	fileGameNoField: (p) => `"game" 缺少 "${p.field}" 字段。`,
	fileGameBoard: (p) =>
		`"game" 的 "board" ${is(p.value)}；它必须是由 X、O 和 . 组成的 9 格，例如 "O.XX.X.OO"。`,
	fileGameMoves: (p) =>
		`"game" 的 "moves" ${is(p.value)}；它必须是从空棋盘起依次落子的列号 1 到 7，例如 "4453"（空棋盘为 ""）。`,
	fileGameChoice: (p) => `"game" 的 "${p.field}" ${is(p.value)}；它必须是 ${quoted(p.allowed)}。`,
	fileGameInvalid: (p): string => `文件中的游戏无效：${describeInputError(ZH, p.cause)}`,
	fileRecordNotCall: (p) => `函数调用 FC${p.call}：这条记录${is(p.value)}，不是对象。`,
	fileRecordId: (p) =>
		`函数调用 FC${p.call}：记录的 "id" ${is(p.value)}；记录必须按 1、2、3……的顺序排列。`,
	fileCallNoField: (p) => `函数调用 FC${p.call}：记录缺少 "${p.field}" 字段。`,
	fileCallType: (p) =>
		`函数调用 FC${p.call}："${p.field}" ${is(p.value)}；它必须是${RECORD_VALUE_KINDS[p.want]}。`,
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
	cliNoPosition: () =>
		'请用 --board 给出棋盘，用 --game connect4 --moves 给出四子棋局面，或用 --tree 给出 JSON 树（见 --help）。',
	cliMovesWith: (p) =>
		`--moves（四子棋局面，与 --game connect4 一起使用）和 ${p.option} 只能给出其中一个。`,
	cliMovesNoGame: () =>
		'--moves 给出的是四子棋局面：请与 --game connect4 一起使用（例如 --game connect4 --moves 4453）。',
	cliConnect4With: (p) =>
		`${p.option} 不能与 --game connect4 一起使用；四子棋局面由 --moves 给出（列号 1-7，例如 4453），--ai 指定取最大值的一方。`,
	cliTooBig: (p) =>
		`"${p.algorithm}"${p.depth === null ? '' : `（深度限制 ${p.depth}）`}将进行${p.exact ? '' : '约'} ${count(p.calls)} 次调用；命令行最多记录 ${count(p.limit)} 次。${suggestion(p.fitsDepth, p.fitsAlgorithm)}`,
	cliTooBigRunning: (p) =>
		`搜索已超过命令行最多记录的 ${count(p.limit)} 次调用，已停止；请试试更小的 --depth、α-β 剪枝或局面表。`,
	cliChoice: (p) => `${p.option} 必须是 ${quoted(p.allowed)}，而不是 ${p.value}。`,
	cliCheckWith: (p) =>
		`--check 读取搜索记录文件，不能与 ${p.option} 一起使用（只有 --lang 可以）。`,
	// The system's own words are English: only the file is named.
	cliCheckRead: (p) => `无法读取文件 ${p.file}。`,
	cliCheckTooBig: (p) =>
		`${p.file === null ? `标准输入超过 ${p.limit} MB` : `文件 ${p.file} 有 ${p.megabytes} MB`}；只能检查不超过 ${p.limit} MB 的搜索记录文件。`,
	depthRange: (p) =>
		`深度限制 ${p.value} 不是 1 到 ${p.max} 之间的整数：从这里起，这类对局最多还有 ${p.max} 步。`,
	searchTooBig: (p) =>
		`这次搜索将进行${p.atLeast ? '超过 ' : p.exact ? ' ' : '大约 '}${count(p.calls)} 次调用，超过一条搜索记录最多能容纳的 ${count(p.ceiling)} 次，所以没有开始。${smallerZh(p.lowerDepth, p.otherSearch)}`,
	symmetryNoBoard: () => '对称只适用于棋盘：树没有可以旋转或翻转的局面。',
	symmetryNoTable: (p) =>
		`对称用于局面表的键，而 "${p.algorithm}" 不用局面表：请选择 ${choicesZh(tableSearches())}。`
};

/**
 * Input errors in every language. English is the engine's own catalog (the CLI prints the same
 * sentences); Chinese must name every code the engine can raise, with the same details.
 */
export const errors = catalog<InputErrorCatalog>(INPUT_ERRORS, ZH);
