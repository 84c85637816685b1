import { formatCount as count } from '$lib/engine/format';
import type { LinkMessages, RefusedSize, UsedSearch } from '../links';
import { listZh, zh } from '../narration/chinese';

const refusedCalls = (size: RefusedSize): string =>
	`${size.atLeast ? '超过 ' : size.exact ? ' ' : '约 '}${count(size.calls)}`;

const depthWords = (depth: number | null): string =>
	depth === null ? '不限深度' : `以深度限制 ${depth} `;

const usedSearch = (used: UsedSearch): string =>
	used.lower ? depthWords(used.depthLimit) : `用${used.name.zh}${depthWords(used.depthLimit)}`;

const searchingInstead = (fallback: number | null): string =>
	fallback === null ? '改为不限深度搜索' : `改为使用这种游戏自己的深度限制 ${fallback} 搜索`;

/** links.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const links: LinkMessages = {
	showingArticleInstead: '改为显示教程中的棋盘。',
	tooLong: (name, length) => `链接中的“${name}”长达 ${count(length)} 个字符，过长，无法读取。`,
	notOneOf: (name, value, allowed, fallback) =>
		`链接中的 ${name}=${value} 不是${allowed.map((option) => `“${option}”`).join('、')}之一，改用“${fallback}”。`,
	positionsClash: (given, used) => `链接给出了不止一种局面（${given.join('、')}），采用${used}。`,
	boardInLink: '井字棋棋盘',
	connect4InLink: '四子棋',
	treeInLink: '博弈树',
	treeForms: (forms, chosen) =>
		`链接以多种形式给出了树（${forms.map((form) => `“${form}”`).join('、')}），采用“${chosen}”。`,
	treezUnreadable: '链接中的压缩树无法读取：它不是由本页压缩的。',
	treezTooBig: (limit) =>
		`链接中的压缩树解压后超过 ${count(limit)} 个字符，超出最大的树，不予读取。`,
	badToMove: (value) => `链接中的 toMove=${value} 不是“X”或“O”，改为按棋子数判断走棋方。`,
	connect4Fallback: (moves) =>
		moves === '' ? '改为打开空的四子棋棋盘。' : zh`改为打开它之前的着法：${moves}。`,
	notForThisGame: (name, value, game) => `链接中的 ${name}=${value} 不适用于${game}，已忽略。`,
	badStep: (value) => `链接中的 step=${value} 不是整数，从第 0 步开始。`,
	predictKindAbsent: (kind, kinds) =>
		`链接中的 predict=${kind} 不会暂停：这种搜索的时刻只有${kinds.map((option) => `“${option}”`).join('、')}。`,
	predictStepPast: (step, last) => `链接中的 predict=${step} 不会暂停：最后一步是第 ${last} 步。`,
	badDepth: (name, value, fallback) =>
		`链接中的 ${name}=${value} 不是用数字 0-9 写的从 1 起的整数，${searchingInstead(fallback)}。`,
	depthPastAny: (name, value, fallback) =>
		`链接中的 ${name}=${value} 远远超过任何对局的长度，${searchingInstead(fallback)}。`,
	symmetryNeedsTable: (algorithm, tables) =>
		`链接中的 symmetry=on 需要局面表，而 ${algorithm} 不用局面表（${listZh({ items: tables, hidden: 0 })} 才用）；改为不用对称搜索。`,
	optionDefault: '改用它的默认值。',
	tooDeep: (value, deepest, fallback) =>
		`链接中的深度限制 ${value} 超过了本页对这种游戏的搜索深度（最多 ${deepest}）；改为${fallback === null ? '搜索到终局' : `使用 ${fallback}`}。`,
	searchRefused: (reason) => `${reason}改为不用这个选项搜索。`,
	searchSwitched: (reason, name) => `${reason}改用${name.zh}。`,
	depthRefused: (reason, fallback) => `${reason}改为使用这种游戏自己的深度限制 ${fallback} 搜索。`,
	tooBigInstead: (refused, used) =>
		`链接中的搜索将进行${refusedCalls(refused)} 次调用，超过一条搜索记录最多能容纳的 ${count(refused.ceiling)} 次；改为${usedSearch(used)}显示同一局面（${count(used.calls)} 次调用）。`,
	cancelledInstead: (depth) => `搜索已取消；改为以深度限制 ${depth} 显示同一局面。`,
	cancelledArticleInstead: (nodes, name) =>
		`搜索已取消。${nodes === null ? '链接中的局面' : `链接中的树（${count(nodes)} 个节点）`}没有能立即打开的更小深度，因此改为用${name.zh}显示教程中的棋盘。按“后退”可再次打开这个链接。`,
	badLang: (value) => `链接中的 lang=${value} 不是“en”、“zh”之一，沿用之前选择的语言。`
};
