import { CLI_MAX_CALLS } from './size';
import type { SearchSettings } from '../lib/engine/index';
import { formatCount } from '../lib/engine/format';
import { optionText } from '../lib/engine/options';
import { givenOptions } from '../lib/engine/option-values';
import { readAnyFile } from '../lib/engine/run-file';
import { cutRuleOf, orderingOf } from '../lib/engine/search';
import { describeSource } from '../lib/engine/game-catalog';
import { diagnose } from '../lib/diagnosis/diagnose';
import { explain } from '../lib/diagnosis/messages';

/**
 * The search's id, with its move order, cut rule and options given (the aspiration width) where
 * they are not the defaults.
 */
function searchWords(settings: SearchSettings): string {
	const order = orderingOf(settings);
	const cut = cutRuleOf(settings);
	const options = [
		order === 'given' ? null : `order ${order}`,
		cut === 'ge' ? null : `cut ${cut}`,
		...Object.entries(settings.options ?? {}).map(([key, value]) => `${key} ${optionText(value)}`)
	];
	const named = options.filter((option) => option !== null);
	return named.length === 0 ? settings.algorithm : `${settings.algorithm} (${named.join(', ')})`;
}

/**
 * `--check FILE`: reads a trace file (the structure of its records) and compares it with a fresh
 * search of its game. Returns the lines printed on success (one); throws `InputError` with the
 * first problem otherwise (a problem in a record names its call: "call 17: …"). The search run
 * again is sized first, against the command line's own ceiling (`CLI_MAX_CALLS`). A student's
 * trace (a `program` header) is diagnosed instead (diagnosis/): its first mistake and the
 * details, in `lang`, a `mistake` when it is not only a difference of convention.
 */
export function checkTrace(
	text: string,
	ceiling: number = CLI_MAX_CALLS,
	lang = 'en'
): { lines: string[]; mistake: boolean } {
	const read = readAnyFile(text, { searchCeiling: ceiling });
	if (read.kind === 'trace' && read.file.program !== undefined) {
		const found = diagnose(read.file, null, ceiling);
		if (found !== null) return { lines: explain(found, lang), mistake: !found.convention };
	}
	return { lines: [okLine(read)], mistake: false };
}

/** The line a file that checks out gets: what it holds, its calls, score and move. */
function okLine(read: ReturnType<typeof readAnyFile>): string {
	if (read.kind === 'run') {
		const { game, settings, iterations, move } = read.run;
		const { algorithm } = settings;
		const options = givenOptions(algorithm, settings.options);
		const words = searchWords({ algorithm, depthLimit: null, symmetry: false, options });
		const count = `${formatCount(iterations)} ${iterations === 1 ? 'iteration' : 'iterations'}`;
		const moved = move === null ? 'no move' : `move ${String(move)}`;
		return `ok: ${words} on ${describeSource(game)}, ${count}, ${moved}`;
	}
	const { file } = read;
	const { calls, score, move, exact } = file.figures;
	// An average (expectimax) is given exactly beside its number: "score 23/3 (7.666666666666667)".
	const value = exact === undefined || exact === String(score) ? `${score}` : `${exact} (${score})`;
	return (
		[
			`ok: ${searchWords(file.settings)} on ${describeSource(file.game)}`,
			`${formatCount(calls)} ${calls === 1 ? 'call' : 'calls'}`,
			`score ${value}`,
			move === null ? 'no move' : `move ${move}`
		].join(', ') +
		(file.trace === null ? ' (summary only)' : '') +
		(file.program === undefined ? '' : ', no mistake against ours')
	);
}
