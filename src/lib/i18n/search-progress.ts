import { formatCount as count } from '$lib/engine/format';
import { catalog } from './catalog';

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
		cancel: 'Cancel search'
	},
	{
		searching: (calls, expected) =>
			expected === 0
				? '正在统计调用次数，然后搜索…'
				: `正在搜索：${count(calls)} / ${count(expected)} 次调用…`,
		iterating: (done, total) => `正在运行迭代：${count(done)} / ${count(total)} 次…`,
		label: '搜索进度',
		cancel: '取消搜索'
	}
);
