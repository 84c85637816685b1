import type { InputErrorMessages } from '$lib/engine';
import { searchesTaking } from '$lib/engine/options';
import { choices } from '../../messages/english';
import { choices as choicesZh } from '../../messages/chinese';

/**
 * MTD(f)'s own input errors, the refusals of its first guess (declared here, worded below,
 * registered with its descriptor; its option names them: index.ts).
 */
interface MtdfErrorDetails {
	/** A first guess that is not a number in range (`value` as given, already quoted). */
	guessRange: [{ value: string }];
	/** A first guess asked of a search that makes no guesses. */
	guessNotTaken: [{ algorithm: string }];
}

declare module '../../engine/errors' {
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges its codes
	interface InputErrorDetails extends MtdfErrorDetails {}
}

type Messages = InputErrorMessages<keyof MtdfErrorDetails>;

/** The searches that take a first guess. */
const guessingSearches = (): readonly string[] => searchesTaking('guess');

export const MTDF_ERRORS: Readonly<Record<string, Messages>> = {
	en: {
		guessRange: (p) =>
			`The first guess ${p.value} is not a number from -1000000 to 1000000: it is the value the first pass tests.`,
		guessNotTaken: (p) =>
			`A first guess is the value MTD(f)'s first null-window pass tests, and "${p.algorithm}" makes no such passes: choose ${choices(guessingSearches())}.`
	},
	zh: {
		guessRange: (p) =>
			`初始猜测 ${p.value} 不是 -1000000 到 1000000 之间的数：它是第一趟要检验的值。`,
		guessNotTaken: (p) =>
			`初始猜测是 MTD(f) 第一趟零窗口搜索检验的值，而 "${p.algorithm}" 不做这样的搜索：请选择 ${choicesZh(guessingSearches())}。`
	}
};
