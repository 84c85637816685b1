import { formatCount as count } from '$lib/engine/format';
import type { ProblemsMessages } from '../problems';

/** Megabytes with one decimal: 72.6. */
const megabytes = (bytes: number): string => (bytes / 1e6).toFixed(1);

/** problems.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const problems: ProblemsMessages = {
	searchCancelled: '搜索已取消；当前显示的树保持不变。',
	gameNotLoaded: (game) => `无法加载「${game}」的代码（网络是否断开？）；请重新加载页面再试。`,
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
		checking: (name, done, total) => `正在检查“${name}”：${count(done)} / ${count(total)} 条记录…`,
		verifying: (name, done, total) =>
			`正在重新搜索，与“${name}”比对：${count(done)} / ${count(total)} 次调用…`
	},
	importProgress: '搜索记录文件的打开进度',
	cancelImport: '取消打开',
	importCancelled: (name) => `已取消打开“${name}”；当前显示的树保持不变。`,
	importStopped: (name, reason) =>
		reason ? `打开“${name}”时出错，已中止。` : `打开“${name}”中止了，可能是内存不足。`,
	searchStopped: (reason) => (reason ? '搜索出错，已中止。' : '搜索中止了，可能是内存不足。'),
	codeOffline:
		'页面的这一部分无法启动：网络已断开，而本设备尚未保存它的代码（网站在保存之后可能已更新）。请联网后重新加载页面。',
	compareStopped: (reason) => (reason ? '搜索出错，已中止。' : '搜索意外中止。')
};
