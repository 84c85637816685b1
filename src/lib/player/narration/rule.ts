import type { Trace } from '$lib/engine';
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
