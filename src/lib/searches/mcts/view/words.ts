import { formatCount as count } from '$lib/engine';
import type { MctsPhase } from '../steps';

/** What the page's frame says of an MCTS run, in each language: the counter, the menus' line. */
export interface RunWords {
	readonly byIteration: string;
	readonly byPhase: string;
	readonly start: string;
	readonly phases: Readonly<Record<MctsPhase, string>>;
	iteration(iteration: number): string;
	summary(p: { iterations: number; nodes: number; seed: number; c: string }): string;
}

const RUN_WORDS: Readonly<Record<string, RunWords>> = {
	en: {
		byIteration: 'By iteration',
		byPhase: 'By phase',
		start: 'start',
		phases: {
			select: 'select',
			expand: 'expand',
			simulate: 'play out',
			backpropagate: 'back up'
		},
		iteration: (i) => `iteration ${count(i)}`,
		summary: (p) =>
			`${count(p.iterations)} iterations (seed ${p.seed}, C = ${p.c}) grew ${count(p.nodes)} nodes.`
	},
	zh: {
		byIteration: '按迭代',
		byPhase: '按阶段',
		start: '开始',
		phases: {
			select: '选择',
			expand: '扩展',
			simulate: '模拟',
			backpropagate: '反向传播'
		},
		iteration: (i) => `第 ${count(i)} 次迭代`,
		summary: (p) =>
			`${count(p.iterations)} 次迭代（种子 ${p.seed}，C = ${p.c}）长出 ${count(p.nodes)} 个节点。`
	}
};

/** The words in `lang`, English where it has none. */
export function runWords(lang: string): RunWords {
	return RUN_WORDS[lang] ?? (RUN_WORDS['en'] as RunWords);
}

/** C as the summary shows it: "√2" for the default, else its digits. */
export function showExploration(c: number): string {
	return c === Math.SQRT2 ? '√2' : String(c);
}
