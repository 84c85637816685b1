import type { InputErrorMessages } from '$lib/engine';
import { searchesTaking } from '$lib/engine/options';
import { choices } from '../../messages/english';
import { choices as choicesZh } from '../../messages/chinese';

/**
 * Iterative deepening's own input errors, the refusals of its aspiration width (declared here,
 * worded below, registered with its descriptor; its option names them: index.ts).
 */
interface IterativeErrorDetails {
	/** An aspiration width that is not a positive number (`value` as given, already quoted). */
	aspirationRange: [{ value: string }];
	/** An aspiration width asked of a search that does not deepen (only iterations have one). */
	aspirationNoDeepening: [{ algorithm: string }];
}

declare module '../../engine/errors' {
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges its codes
	interface InputErrorDetails extends IterativeErrorDetails {}
}

type Messages = InputErrorMessages<keyof IterativeErrorDetails>;

/** The searches that take an aspiration width (those that deepen on their own). */
const deepeningSearches = (): readonly string[] => searchesTaking('aspiration');

export const ITERATIVE_ERRORS: Readonly<Record<string, Messages>> = {
	en: {
		aspirationRange: (p) =>
			`The aspiration width ${p.value} is not a positive number: it is how far each iteration's window [v − D, v + D] reaches either side of the last value v.`,
		aspirationNoDeepening: (p) =>
			`An aspiration window sits around the value of the iteration before, and "${p.algorithm}" searches once, without iterations: choose ${choices(deepeningSearches())}.`
	},
	zh: {
		aspirationRange: (p) =>
			`期望窗口宽度 ${p.value} 不是正数：它是每轮迭代的窗口 [𝑣 − D, 𝑣 + D] 在上一轮的值 𝑣 两侧伸出的距离。`,
		aspirationNoDeepening: (p) =>
			`期望窗口围绕上一轮迭代的值，而 "${p.algorithm}" 只搜索一次，没有迭代：请选择 ${choicesZh(deepeningSearches())}。`
	}
};
