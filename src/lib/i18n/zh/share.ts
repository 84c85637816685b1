import { formatCount as count } from '$lib/engine/format';
import type { ShareMessages } from '../share';

/** share.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const share: ShareMessages = {
	copyLink: '复制此步的链接',
	copyEmbed: '嵌入此步（复制代码）',
	saveSvg: '将树保存为 SVG',
	savePng: '将树保存为 PNG',
	saveJson: '将搜索记录保存为 JSON',
	saveTree: '将树保存为嵌套数组（JSON）',
	openTrace: '打开搜索记录（JSON）…',
	figureHeading: '纸面插图（当前这一步）',
	figureLabels: '节点标签',
	figureChoices: {
		answerBoxes: '用答题框代替数值和窗口',
		labels: { none: '无', calls: '调用编号（FC1、FC2…）', names: '名称（如 B、n4）' }
	},
	saveFigureTikz: '将插图保存为 LaTeX（TikZ）',
	saveFigureSvg: '将插图保存为 SVG',
	figureTooBig: (nodes, limit, question) =>
		question
			? `搜索开始之前，这幅插图是搜索将要走遍的整棵树：${count(nodes)} 个节点，而纸面插图最多 ${count(limit)} 个。请向前走进搜索（从第 1 步起，插图只画出搜索已经到达的部分），或换一棵更小的树、更小的局面或更小的深度限制。`
			: `这幅插图将有 ${count(nodes)} 个节点；纸面插图最多 ${count(limit)} 个。请退回前面的步骤，或换一个更小的局面或更小的深度限制。`,
	linkCopied: '已复制此步的链接。',
	copyBlocked: (address) => `此处无法复制，链接是：${address}`,
	embedCopied: '已复制嵌入此步的代码：请粘贴到幻灯片或课程页面中可编辑网页代码的地方。',
	embedBlocked: (snippet) => `此处无法复制，嵌入代码是：${snippet}`,
	linkTooLong: (length, limit) =>
		`这个局面太大，无法放进链接：它的地址长达 ${count(length)} 个字符，而链接最多 ${count(limit)} 个字符。请改为将搜索记录保存为 JSON（用“打开搜索记录”可在此重新播放），或将树保存为嵌套数组，供编辑器和命令行使用。`,
	noDrawing: '没有可保存的图。',
	drawingProblem: {
		noCanvas: '此浏览器无法绘制 PNG。',
		notMade: '无法生成 PNG。',
		notConverted: '无法将图转换为 PNG。'
	},
	saveFailed: '无法保存文件。',
	traceTooBigToSave: (calls, limit) =>
		`这次搜索有 ${count(calls)} 次调用，而一份搜索记录文件最多只能打开 ${count(limit)} 次，所以本页不保存它。命令行（npm run trace）可以写出任意大小的搜索记录。`
};
