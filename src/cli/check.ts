import { CLI_MAX_CALLS } from './size';
import type { SearchSettings } from '../lib/engine/index';
import { formatCount } from '../lib/engine/format';
import { readAndVerify } from '../lib/engine/import';
import { cutRuleOf, orderingOf } from '../lib/engine/search';
import { describeSource } from '../lib/engine/game-catalog';

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
		...Object.entries(settings.options ?? {}).map(([key, value]) => `${key} ${value}`)
	];
	const named = options.filter((option) => option !== null);
	return named.length === 0 ? settings.algorithm : `${settings.algorithm} (${named.join(', ')})`;
}

/**
 * `--check FILE`: reads a trace file (the structure of its records) and compares it with a fresh
 * search of its game. Returns the one line printed on success; throws `InputError` with the
 * first problem otherwise (a problem in a record names its call: "call 17: …"). The search run
 * again is sized first, against the command line's own ceiling (`CLI_MAX_CALLS`).
 */
export function checkTrace(text: string, ceiling: number = CLI_MAX_CALLS): string {
	const file = readAndVerify(text, { searchCeiling: ceiling });
	const { calls, score, move, exact } = file.figures;
	// An average (expectimax) is given exactly beside its number: "score 23/3 (7.666666666666667)".
	const value = exact === undefined || exact === String(score) ? `${score}` : `${exact} (${score})`;
	return (
		[
			`ok: ${searchWords(file.settings)} on ${describeSource(file.game)}`,
			`${formatCount(calls)} ${calls === 1 ? 'call' : 'calls'}`,
			`score ${value}`,
			move === null ? 'no move' : `move ${move}`
		].join(', ') + (file.trace === null ? ' (summary only)' : '')
	);
}
