import type { VersusMessages } from '../versus';

/** versus.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const versus: VersusMessages = {
	sideBySide: '并排对照',
	itsOrder: '它的走法顺序',
	ordered: (name, order) => `${name} · ${order === 'best' ? '最好优先' : '最差优先'}`,
	alone: '无（只看一种搜索）',
	optionsState: (name) => `对照 ${name}`,
	sideBySideHint:
		'把同一局面的两种搜索放在一起逐次调用地演示：两边访问同一个博弈树节点时，总是同时显示它。',
	secondRegion: (name) => `${name}（并排对照）`,
	close: '结束并排对照',
	skippedMark: (other) => `${other}不访问此节点`,
	skippedLegend: (other, count) => `这里有 ${count} 次调用是${other}从不进行的`,
	waits: (name, other, call) =>
		`${name}在这一步没有调用：${other}的 FC${call} 访问的局面它从未到达，所以它停在原处。`,
	tooBig: (limit) =>
		`并排对照只适用于不超过 ${limit.toLocaleString('zh')} 次调用的搜索，而其中一种搜索的调用次数更多：请换一个较小的局面或设定深度限制再一起逐步演示，或在比较页面统计两者的调用次数。`,
	deepening:
		'并排对照把两种搜索访问同一局面的调用配成一对，而迭代加深搜索每一轮都会再次访问较浅的局面：请单独逐步演示它，或在比较页面与其他搜索一起统计。',
	cannotRun: (reason) => `并排对照：${reason}屏幕上的搜索单独逐步演示。`,
	notWithFile: '轨迹文件只能单独回放：并排对照需要在本页运行两种搜索。',
	byCallOnly: '并排对照时，两种搜索都按调用逐步演示。',
	yourProgram: '你的程序',
	reference: (name) => `参考：${name}`,
	firstDifference: '第一处不同',
	twoSides: '并排对照的两种搜索'
};
