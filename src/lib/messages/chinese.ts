// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import type { FieldTypeDetails, ShownValue } from '../engine/errors';
import { formatCount as count } from '../engine/format';

/** How Chinese error messages show what the input held, and name places and choices. */

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
export function is(value: ShownValue): string {
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
export const gives = (value: ShownValue): string =>
	value.kind === 'text' ? spaced(WORDS[value.text] ?? value.text) : `${is(value)}`;

/**
 * Where a JSON parser gave up, read from its own (English) words when they say, as Chinese:
 * （内容不完整）, （第 1 行第 5 列）, （第 6 个字符处）; nothing when they do not.
 */
export function parseWhere(reason: string): string {
	if (/end of (JSON input|data)|\bEOF\b/i.test(reason)) return '（内容不完整）';
	const place = /line (\d+) column (\d+)/.exec(reason);
	if (place) return `（第 ${place[1]} 行第 ${place[2]} 列）`;
	const position = /position (\d+)/.exec(reason)?.[1];
	return position === undefined ? '' : `（第 ${Number(position) + 1} 个字符处）`;
}

/** A place in a tree: 根节点处, 节点 n6（路径 0.1）处 (its number as the tree draws it, and its path). */
export const at = (path: string, node?: number): string =>
	path === ''
		? '根节点处'
		: node === undefined
			? `路径 ${path} 处`
			: `节点 n${node}（路径 ${path}）处`;

/** `"a" 或 "b"`. */
export const quoted = (names: readonly string[]): string =>
	names.map((name) => JSON.stringify(name)).join(' 或 ');

/** `"a"、"b" 或 "c"`. */
export function choices(names: readonly string[]): string {
	const shown = names.map((name) => JSON.stringify(name));
	return shown.length < 2 ? shown.join('') : `${shown.slice(0, -1).join('、')} 或 ${shown.at(-1)}`;
}

/** A call record's field holding the wrong kind of value; `want` says what it must hold. */
export const fieldTypeChinese = (p: FieldTypeDetails, want: string): string =>
	`函数调用 FC${p.call}："${p.field}" ${is(p.value)}；它必须是${want}。`;
