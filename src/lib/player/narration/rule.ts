import type { Trace } from '$lib/engine';
import { eventCount } from '$lib/engine/events';
import { longestOf } from './longest';
import type { NarrationOptions } from './speaker';
import { told } from './tellings';

/**
 * The rule line above the tree at event `index`, in symbols, as the trace's search tells it
 * (alpha-beta's: the window a call starts with, a value weighed against its caller's window);
 * null for a search without a window. `brief`: its shorter form, for a line too narrow for it.
 */
export function ruleAt(
	trace: Trace,
	index: number,
	options: NarrationOptions,
	brief = false
): string | null {
	return trace.windowed ? told(trace, 'window').rule(trace, index, options, brief) : null;
}

/** The rule lines the line's height is measured with (`longestRules`). */
const LONGEST_RULES = 8;

/**
 * The run's longest rule lines, whole, which side by side presenting measures the line with: it
 * is as tall as the tallest, so every rule shows whole and stepping moves nothing below it (as the
 * narration box is sized by the longest tellings). Empty for a search without a window.
 */
export function longestRules(trace: Trace, options: NarrationOptions): string[] {
	if (!trace.windowed) return [];
	const rules: string[] = [];
	for (let index = 0; index < eventCount(trace); index++) {
		const rule = ruleAt(trace, index, options);
		if (rule !== null) rules.push(rule);
	}
	return longestOf(
		rules,
		(rule) => rule.length,
		(rule) => rule,
		LONGEST_RULES
	);
}
