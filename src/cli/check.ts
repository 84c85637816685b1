import {
	describeSource,
	differenceError,
	formatCount,
	readTrace,
	verifyTraceFile
} from '../lib/engine/index';

/**
 * `--check FILE`: reads a trace file (the structure of its records) and compares it with a fresh
 * search of its game. Returns the one line printed on success; throws `InputError` with the
 * first problem otherwise (a problem in a record names its call: "call 17: …").
 */
export function checkTrace(text: string): string {
	const file = readTrace(text);
	const difference = verifyTraceFile(file);
	if (difference !== null) throw differenceError(difference);
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
