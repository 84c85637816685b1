import { catalog } from './catalog';

/**
 * The words of a student's own program on the page (issue 44): the dialog that explains tracing
 * and opens a trace, and the bar above a student's trace. Both languages here: only the parts
 * loaded with a student's trace read them, so the first view never carries them.
 */

const en = {
	dialogTitle: 'Trace your own program',
	/** Two sentences: how to trace, then how to open the trace here. */
	intro:
		'Download the tracer for your language and add two lines to your program: import it, and mark your minimax or alpha-beta function with it. Run your program once, then open the trace file it writes here, or drop the file anywhere on this page.',
	python: 'Python tracer',
	javascript: 'JavaScript tracer',
	openFile: 'Open your trace file…',
	/** The bar over a student's trace: whose it is. */
	region: 'Your program',
	shown: (name: string, language: string, fn: string, calls: number) =>
		`${name}: your ${language} function ${fn}, as it ran (${calls.toLocaleString('en')} ${calls === 1 ? 'call' : 'calls'}).`,
	compare: 'Compare with the reference',
	/** The first difference, as the diagnosis says it (it names the student's call), and ours. */
	found: (reference: number | null, sentence: string) =>
		`First difference${reference === null ? '' : ` (the reference's FC${reference})`}: ${sentence}`,
	same: 'No difference: your program makes the same calls, with the same windows and values, as the reference.',
	sameUnder:
		'No other difference: under your convention, your program makes the same calls, with the same windows and values, as the reference.',
	showIt: 'Show the first difference',
	underConvention: 'Compare under your convention'
};

export const program = catalog(en, {
	dialogTitle: '追踪你自己的程序',
	intro:
		'下载你所用语言的追踪器，在程序里加两行：导入它，并用它标记你的极小化极大或 α-β 剪枝函数。运行一次程序，然后在这里打开它写出的追踪文件，或把文件拖放到本页任意位置。',
	python: 'Python 追踪器',
	javascript: 'JavaScript 追踪器',
	openFile: '打开你的追踪文件…',
	region: '你的程序',
	shown: (name, language, fn, calls) =>
		`${name}：你的 ${language} 函数 ${fn} 实际运行的过程（${calls.toLocaleString('zh')} 次调用）。`,
	compare: '与参考实现比较',
	found: (reference, sentence) =>
		`第一处不同${reference === null ? '' : `（参考实现的 FC${reference}）`}：${sentence}`,
	same: '没有不同：你的程序与参考实现的调用、窗口和返回值完全相同。',
	sameUnder: '没有其他不同：按你的约定，你的程序与参考实现的调用、窗口和返回值完全相同。',
	showIt: '显示第一处不同',
	underConvention: '按你的约定比较'
});
