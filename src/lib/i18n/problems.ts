import { formatCount as count, type ImportProgress } from '$lib/engine';
import { catalog } from './catalog';

/** Megabytes with one decimal: 72.6. */
const megabytes = (bytes: number): string => (bytes / 1e6).toFixed(1);

/** One phase of opening a trace file: its name, and `done` of `total` (bytes, records, calls). */
type ImportPhaseText = (name: string, done: number, total: number) => string;

/**
 * The app's own messages about opening a position or a trace file (its progress, a search that
 * stopped), around the input errors (`engine/errors.ts`). A browser's own words (`reason`) are shown
 * in English only: Chinese says what happened without them.
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
		fileTooBig: (name: string, megabytes: number, limit: number) =>
			`${name} is ${megabytes} MB; trace files up to ${limit} MB open here.`,
		/** Opening the trace file `name`, read in a worker: each phase, with the figures. */
		importPhase: {
			reading: (name, done, total) =>
				`Reading ${name}: ${megabytes(done)} of ${megabytes(total)} MB…`,
			parsing: (name) => `Reading ${name}: parsing the JSON…`,
			checking: (name, done, total) =>
				`Checking ${name}: ${count(done)} of ${count(total)} records…`,
			verifying: (name, done, total) =>
				`Searching again to compare with ${name}: ${count(done)} of ${count(total)} calls…`
		} satisfies Record<'reading' | ImportProgress['phase'], ImportPhaseText>,
		importProgress: 'Trace file progress',
		cancelImport: 'Cancel opening',
		importCancelled: (name: string) =>
			`Opening ${name} was cancelled; the tree shown is unchanged.`,
		/** The import worker failed (most likely out of memory); `reason` is '' when none given. */
		importStopped: (name: string, reason: string) =>
			`Opening ${name} stopped: ${reason || 'out of memory?'}`,
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
		fileTooBig: (name, megabytes, limit) =>
			`“${name}”有 ${megabytes} MB；这里只能打开不超过 ${limit} MB 的搜索记录文件。`,
		importPhase: {
			reading: (name, done, total) =>
				`正在读取“${name}”：${megabytes(done)} / ${megabytes(total)} MB…`,
			parsing: (name) => `正在读取“${name}”：解析 JSON…`,
			checking: (name, done, total) =>
				`正在检查“${name}”：${count(done)} / ${count(total)} 条记录…`,
			verifying: (name, done, total) =>
				`正在重新搜索，与“${name}”比对：${count(done)} / ${count(total)} 次调用…`
		},
		importProgress: '搜索记录文件的打开进度',
		cancelImport: '取消打开',
		importCancelled: (name) => `已取消打开“${name}”；当前显示的树保持不变。`,
		importStopped: (name, reason) =>
			reason ? `打开“${name}”时出错，已中止。` : `打开“${name}”中止了，可能是内存不足。`,
		searchStopped: (reason) => (reason ? '搜索出错，已中止。' : '搜索中止了，可能是内存不足。'),
		compareStopped: (reason) => (reason ? '搜索出错，已中止。' : '搜索意外中止。')
	}
);
