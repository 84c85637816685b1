import { CLI_MAX_CALLS } from './size';
import { describeSource, formatCount, readAndVerify } from '../lib/engine/index';

/**
 * `--check FILE`: reads a trace file (the structure of its records) and compares it with a fresh
 * search of its game. Returns the one line printed on success; throws `InputError` with the
 * first problem otherwise (a problem in a record names its call: "call 17: …"). The search run
 * again is sized first, against the command line's own ceiling (`CLI_MAX_CALLS`).
 */
export function checkTrace(text: string, ceiling: number = CLI_MAX_CALLS): string {
	const file = readAndVerify(text, { searchCeiling: ceiling });
	const { calls, score, move } = file.figures;
	return (
		[
			`ok: ${file.settings.algorithm} on ${describeSource(file.game)}`,
			`${formatCount(calls)} ${calls === 1 ? 'call' : 'calls'}`,
			`score ${score}`,
			move === null ? 'no move' : `move ${move}`
		].join(', ') + (file.trace === null ? ' (summary only)' : '')
	);
}
