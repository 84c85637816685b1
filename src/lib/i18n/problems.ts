import { catalog } from './catalog';

/**
 * The app's own failure messages (opening a position or a trace file, a search that stopped),
 * around the input errors of `errors.ts`. A browser's own words (`reason`) are shown in English
 * only: Chinese says what happened without them.
 */
export const problems = catalog(
	{
		searchCancelled: 'The search was cancelled; the tree shown is unchanged.',
		stepPastEnd: (step: number, last: number) =>
			`Step ${step} is past the end; showing the last step, ${last}.`,
		/** A problem that left the player as it was. */
		unchanged: (problem: string) => `${problem} The tree shown is unchanged.`,
		/** A problem with the trace file `name`. */
		inFile: (name: string, problem: string) => `${name}: ${problem}`,
		fileTooBig: (name: string, megabytes: number) =>
			`${name} is ${megabytes} MB; trace files up to 120 MB open here.`,
		/** The search worker failed (most likely out of memory); `reason` is '' when none given. */
		searchStopped: (reason: string) => `The search stopped: ${reason || 'out of memory?'}`,
		/** The compare worker failed; `reason` is '' when none given. */
		compareStopped: (reason: string) => `The search stopped with an error: ${reason || 'unknown'}.`
	},
	{
		searchCancelled: '搜索已取消；当前显示的树保持不变。',
		stepPastEnd: (step, last) => `第 ${step} 步超出了末尾；现在显示最后一步，第 ${last} 步。`,
		// After a browser's own (English) words, a space.
		unchanged: (problem) =>
			`${problem}${/[\p{Script=Han}。！？）]$/u.test(problem) ? '' : ' '}当前显示的树保持不变。`,
		inFile: (name, problem) => `“${name}”：${problem}`,
		fileTooBig: (name, megabytes) =>
			`“${name}”有 ${megabytes} MB；这里只能打开不超过 120 MB 的搜索记录文件。`,
		searchStopped: (reason) => (reason ? '搜索出错，已中止。' : '搜索中止了，可能是内存不足。'),
		compareStopped: (reason) => (reason ? '搜索出错，已中止。' : '搜索意外中止。')
	}
);
