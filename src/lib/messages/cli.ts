// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import { describeInputError, inputErrorMessages } from '../engine/errors';
import type { InputErrorData, InputErrorMessages } from '../engine/errors';
import { formatCount as count } from '../engine/format';
import { quoted as quotedZh } from './chinese';
import type { ErrorMessages } from './languages';

/**
 * The command line's problems (src/cli), in both languages: `npm run trace` prints them in the
 * language `--lang` names. Options are named with their dashes, e.g. `--ai`.
 */

/** The command line's codes and their details (declaration merging into the core's list). */
export interface CliErrorDetails {
	/**
	 * Node's argument parser refused the command line: `reason` is its own first line; `problem`
	 * and `argument` (the option or word it names, '' when unknown) say the same for other
	 * languages.
	 */
	cliArguments: [
		{
			reason: string;
			problem: 'unknownOption' | 'positional' | 'missingValue' | 'unexpectedValue' | 'other';
			argument: string;
		}
	];
	cliNoPosition: [];
	/**
	 * A search the command line refuses before starting: `calls` estimated (`exact` when counted),
	 * over `limit`. `depth` is the search's depth limit (null: to the end); `fitsDepth` the deepest
	 * lower limit that fits and `fitsAlgorithm` a search that fits at this depth, null for none.
	 */
	cliTooBig: [
		{
			algorithm: string;
			depth: number | null;
			calls: number;
			exact: boolean;
			limit: number;
			fitsDepth: number | null;
			fitsAlgorithm: string | null;
		}
	];
	/** The search passed `limit` calls although its estimate was lower; stopped there. */
	cliTooBigRunning: [{ limit: number }];
	/** `value` is the option's value as `quoteInput` quotes it: in quotes, cut short. */
	cliChoice: [{ option: string; allowed: readonly string[]; value: string }];
	cliCheckWith: [{ option: string }];
	/** `file` is quoted as `quoteInput` does; `reason` is the system's own words (ENOENT: …). */
	cliCheckRead: [{ file: string; reason: string }];
	/**
	 * A file over `limit` MB: a regular file of `megabytes`, refused unread as the page refuses
	 * it, or (`megabytes` null) a pipe, a device or standard input (`file` null), read until it
	 * sent more than the limit. `file` is quoted.
	 */
	cliCheckTooBig: [{ file: string | null; megabytes: number | null; limit: number }];
	/** A figure's option (--step, --answer-boxes, --labels) without --format tikz or svg. */
	cliFigureOnly: [{ option: string }];
	/** --summary with a figure, which draws the records. */
	cliFigureSummary: [];
	/** --step outside 0..`last` (`value` quoted). */
	cliStepRange: [{ value: string; last: number }];
	/** A figure of more than `limit` nodes, unreadable on paper. */
	/** `question`: at --step 0, where the figure is the whole tree the search will walk. */
	cliFigureTooBig: [{ nodes: number; limit: number; question?: boolean }];
	/** An option of the call searches (--depth, --order, a figure) with a search by iterations. */
	cliNotWithIterations: [{ option: string; algorithm: string }];
	/** An option of the searches by iterations (--iterations, --seed) with a call search. */
	cliIterationsOnly: [{ option: string; algorithm: string }];
	/** --questions: a whole number outside `min`..`max` (`value` quoted). */
	cliWhole: [{ option: string; value: string; min: number; max: number }];
	/** A question set whose trees (`tried` seeds of them) have nothing of its kind to ask. */
	cliNoQuestions: [{ tried: number }];
	/**
	 * --autograder's positions file refused at position `index` (from 1; null: the whole file):
	 * `detail` names a key (quoted), or for `input` is the error its game or search raised.
	 */
	cliPositions: [
		{ index: number | null; problem: PositionsProblem; detail: string | InputErrorData }
	];
}

/** Why a positions file is refused: each problem's words, its detail after them. */
const POSITIONS_EN = {
	notList: 'the positions file is an object whose "positions" lists 1 to 100 objects',
	unknownKey: 'unknown key ',
	points: '"points" is a number above 0',
	timeout: '"timeout" is 1 to 600 seconds',
	names: '"module", "function" and "trace" (a list) are Python names',
	args: '"args" is a list',
	start: '"start" is true or false',
	input: ''
};
export type PositionsProblem = keyof typeof POSITIONS_EN;

/** A refusal's detail in `lang`: its text, or its error's sentence without the full stop. */
const detailIn = (lang: string, detail: string | InputErrorData): string =>
	typeof detail === 'string'
		? detail
		: describeInputError(inputErrorMessages(lang), detail).replace(/[.。]$/, '');

/** The same in Chinese. */
const POSITIONS_ZH: Record<PositionsProblem, string> = {
	notList: '局面文件应是一个对象，其 "positions" 列出 1 到 100 个对象',
	unknownKey: '未知的键 ',
	points: '"points" 应是大于 0 的数',
	timeout: '"timeout" 应是 1 到 600 秒',
	names: '"module"、"function" 和 "trace"（列表）应是 Python 名称',
	args: '"args" 应是列表',
	start: '"start" 应是布尔值',
	input: ''
};

declare module '../engine/errors' {
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the CLI's codes
	interface InputErrorDetails extends CliErrorDetails {}
}

type Messages = InputErrorMessages<keyof CliErrorDetails>;

/** What to try instead of a search too big to record: a lower depth, another search, or both. */
function suggestion(depth: number | null, algorithm: string | null): string {
	const tries = [
		depth === null ? '' : `--depth ${depth}`,
		algorithm === null ? '' : `--algorithm ${algorithm}`
	].filter((option) => option !== '');
	return tries.length === 0 ? 'Try a lower --depth.' : `Try ${tries.join(', or ')}.`;
}

const english: Messages = {
	cliArguments: (p) => `${p.reason} (see --help).`,
	cliNoPosition: () =>
		'Give a position with --board CELLS, --game connect4 --moves COLUMNS or --tree JSON (see --help).',
	cliTooBig: (p) =>
		`${p.algorithm}${p.depth === null ? '' : ` to depth ${p.depth}`} would make ${p.exact ? '' : 'about '}${count(p.calls)} calls; the command line records at most ${count(p.limit)}. ${suggestion(p.fitsDepth, p.fitsAlgorithm)}`,
	cliTooBigRunning: (p) =>
		`The search passed ${count(p.limit)} calls, the most the command line records, and was stopped; try a lower --depth, alpha-beta or a table.`,
	cliChoice: (p) => `${p.option} must be ${p.allowed.join(' or ')}, not ${p.value}.`,
	cliNoQuestions: (p) =>
		`None of ${count(p.tried)} trees of this recipe has a question of this kind to ask: try a greater depth or more children.`,
	cliWhole: (p) =>
		`${p.option} must be a whole number from ${p.min} to ${count(p.max)}, not ${p.value}.`,
	cliCheckWith: (p) =>
		`--check reads a trace file; give it without ${p.option} (only --lang goes with it).`,
	cliCheckRead: (p) => `Cannot read ${p.file}: ${p.reason}.`,
	cliCheckTooBig: (p) =>
		`${p.megabytes === null ? `${p.file ?? 'Standard input'} holds more than ${p.limit}` : `${p.file} is ${p.megabytes}`} MB; files up to ${p.limit} MB can be read.`,
	cliFigureOnly: (p) => `${p.option} goes with --format tikz or --format svg (a figure).`,
	cliFigureSummary: () => '--summary leaves out the records a figure is drawn from.',
	cliNotWithIterations: (p) =>
		`${p.option} is for the searches that go by calls; "${p.algorithm}" goes by iterations and takes its own options (see --help).`,
	cliIterationsOnly: (p) =>
		`${p.option} is for the searches that go by iterations (--algorithm mcts), not "${p.algorithm}".`,
	cliStepRange: (p) =>
		`--step must be a whole number from 0 to ${p.last} (the page's steps by call), not ${p.value}.`,
	cliPositions: (p) =>
		`${p.index === null ? '' : `position ${p.index}: `}${POSITIONS_EN[p.problem]}${detailIn('en', p.detail)}.`,
	cliFigureTooBig: (p) =>
		p.question === true
			? `At --step 0 the figure is the whole tree the search will walk: ${count(p.nodes)} nodes, and a figure for paper holds at most ${count(p.limit)}. Try a later --step (from step 1 it draws only what the search has reached), a smaller tree or a lower --depth.`
			: `This figure would have ${count(p.nodes)} nodes; a figure for paper holds at most ${count(p.limit)}. Try an earlier --step, a lower --depth or alpha-beta.`
};

/** What to try instead of a search too big to record: 请试试 --depth 7，或 --algorithm …。 */
function suggestionZh(depth: number | null, algorithm: string | null): string {
	const tries = [
		depth === null ? '' : `--depth ${depth}`,
		algorithm === null ? '' : `--algorithm ${algorithm}`
	].filter((option) => option !== '');
	return tries.length === 0 ? '请试试更小的 --depth。' : `请试试 ${tries.join('，或 ')}。`;
}

const chinese: Messages = {
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
	cliNoPosition: () =>
		'请用 --board 给出棋盘，用 --game connect4 --moves 给出四子棋局面，或用 --tree 给出 JSON 树（见 --help）。',
	cliTooBig: (p) =>
		`"${p.algorithm}"${p.depth === null ? '' : `（深度限制 ${p.depth}）`}将进行${p.exact ? '' : '约'} ${count(p.calls)} 次调用；命令行最多记录 ${count(p.limit)} 次。${suggestionZh(p.fitsDepth, p.fitsAlgorithm)}`,
	cliTooBigRunning: (p) =>
		`搜索已超过命令行最多记录的 ${count(p.limit)} 次调用，已停止；请试试更小的 --depth、α-β 剪枝或局面表。`,
	cliChoice: (p) => `${p.option} 必须是 ${quotedZh(p.allowed)}，而不是 ${p.value}。`,
	cliNoQuestions: (p) => `这种树的 ${count(p.tried)} 棵都没有这类题可出：请加大深度或子节点数。`,
	cliWhole: (p) => `${p.option} 必须是 ${p.min} 到 ${count(p.max)} 之间的整数，而不是 ${p.value}。`,
	cliCheckWith: (p) =>
		`--check 读取搜索记录文件，不能与 ${p.option} 一起使用（只有 --lang 可以）。`,
	// The system's own words are English: only the file is named.
	cliCheckRead: (p) => `无法读取文件 ${p.file}。`,
	cliCheckTooBig: (p) =>
		`${p.megabytes === null ? `${p.file === null ? '标准输入' : `文件 ${p.file} `}超过 ${p.limit} MB` : `文件 ${p.file} 有 ${p.megabytes} MB`}；只能读取不超过 ${p.limit} MB 的文件。`,
	cliFigureOnly: (p) => `${p.option} 只能与 --format tikz 或 --format svg（插图）一起使用。`,
	cliFigureSummary: () => '--summary 会省略记录，而插图要用这些记录来画。',
	cliNotWithIterations: (p) =>
		`${p.option} 用于按调用进行的搜索；"${p.algorithm}" 按迭代进行，有自己的选项（见 --help）。`,
	cliIterationsOnly: (p) =>
		`${p.option} 用于按迭代进行的搜索（--algorithm mcts），不能用于 "${p.algorithm}"。`,
	cliStepRange: (p) =>
		`--step 必须是 0 到 ${p.last} 之间的整数（页面按调用的步数），而不是 ${p.value}。`,
	cliPositions: (p) =>
		`${p.index === null ? '' : `第 ${p.index} 个局面：`}${POSITIONS_ZH[p.problem]}${detailIn('zh', p.detail)}。`,
	cliFigureTooBig: (p) =>
		p.question === true
			? `在 --step 0，插图是搜索将要走遍的整棵树：${count(p.nodes)} 个节点，而用于纸面的插图最多 ${count(p.limit)} 个。请试试更晚的 --step（从第 1 步起只画出搜索已经到达的部分）、更小的树或更小的 --depth。`
			: `这幅插图将有 ${count(p.nodes)} 个节点；用于纸面的插图最多 ${count(p.limit)} 个。请试试更早的 --step、更小的 --depth 或 α-β 剪枝。`
};

export const CLI_ERRORS: ErrorMessages<keyof CliErrorDetails> = { en: english, zh: chinese };
