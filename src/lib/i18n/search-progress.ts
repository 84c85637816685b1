import { formatCount as count } from '$lib/engine/format';
import { catalog } from './catalog';
import type { RefusedSize } from './links';

/** The search opened instead of a link's too big: its name, depth limit, and whether only lower. */
interface Instead {
	readonly name: string;
	readonly depthLimit: number | null;
	readonly lower: boolean;
}

// As links.ts words them (not imported: the bar would fetch the links' words with it).
const refusedCalls = (size: RefusedSize) =>
	`${size.atLeast ? 'more than ' : size.exact ? '' : 'about '}${count(size.calls)}`;
const depthEn = (depth: number | null) =>
	depth === null ? 'without a depth limit' : `to depth limit ${depth}`;
const depthZh = (depth: number | null) => (depth === null ? '不限深度' : `深度限制 ${depth}`);

/**
 * A search's progress in its worker (routes/RunningJobs.svelte), both languages here: it loads
 * with the bar, which no first view shows (issue 45).
 */
export const searchProgress = catalog(
	{
		// Expected 0: the worker is still counting the calls (a fraction of a second as a rule).
		searching: (calls: number, expected: number) =>
			expected === 0
				? 'Counting the calls before searching…'
				: `Searching: ${count(calls)} of ${count(expected)} calls…`,
		iterating: (done: number, total: number) =>
			`Running the iterations: ${count(done)} of ${count(total)}…`,
		label: 'Search progress',
		cancel: 'Cancel search',
		// A link opening (routes/LinkOpening.svelte): its game, position and search as asked.
		opening: 'Opening the link',
		asked: (game: string, search: string, depth: number | null) =>
			`${game}: ${search} ${depthEn(depth)}.`,
		position: "The link's position",
		tooBig: (size: RefusedSize, used: Instead) =>
			`Too big to record: ${refusedCalls(size)} calls, more than the ${count(size.ceiling)} a trace may hold. Opening the same position ${used.lower ? '' : `with ${used.name} `}${used.depthLimit === null ? 'without a depth limit' : `at depth limit ${used.depthLimit}`} instead.`
	},
	{
		searching: (calls, expected) =>
			expected === 0
				? '正在统计调用次数，然后搜索…'
				: `正在搜索：${count(calls)} / ${count(expected)} 次调用…`,
		iterating: (done, total) => `正在运行迭代：${count(done)} / ${count(total)} 次…`,
		label: '搜索进度',
		cancel: '取消搜索',
		opening: '正在打开链接',
		asked: (game, search, depth) => `${game}：${search}，${depthZh(depth)}。`,
		position: '链接中的局面',
		tooBig: (size, used) =>
			`太大，无法记录：${size.atLeast ? '超过 ' : size.exact ? '' : '约 '}${count(size.calls)} 次调用，超过一条搜索记录最多能容纳的 ${count(size.ceiling)} 次。改为${used.lower ? '' : `用${used.name}、`}${used.depthLimit === null ? '不限深度' : `以深度限制 ${used.depthLimit} `}打开同一局面。`
	}
);
