import { InputError } from './errors';
import { isObject, own, type JsonObject } from './fields';
import type { Game } from './game';
import {
	optionWanted,
	parseFile,
	readAndVerify,
	readGame,
	type ImportOptions,
	type TraceFile
} from './import';
import { fitsOption, searchOptions } from './options';
import { show } from './quote';
import {
	isSearchId,
	loadedIterationRule,
	runsBy,
	type IterationSettings,
	type SearchId
} from './search-catalog';

/**
 * A search by iterations' file (MCTS's, the CLI's output; trace-format.md): the format its rule
 * writes (`IterationRule.format`), the game as trace files write it, and each option under its
 * command-line flag's name. Its records are what the search writes: the file is checked by
 * running the search again with its settings and comparing what that writes, field by field.
 */
export interface RunFile {
	readonly game: Game;
	readonly settings: IterationSettings;
	/** Its iterations and the move it would play, as the file writes moves. */
	readonly iterations: number;
	readonly move: unknown;
}

/**
 * A file `--check` or the page opens: a trace (by calls, `readAndVerify`) or a search by
 * iterations' file, either checked against its search run again.
 */
export function readAnyFile(
	text: string,
	options: ImportOptions = {},
	summaries = true
):
	| { readonly kind: 'trace'; readonly file: TraceFile }
	| { readonly kind: 'run'; readonly run: RunFile } {
	const file = parseFile(text, options);
	const run = readRunFile(file);
	return run === null
		? { kind: 'trace', file: readAndVerify(file, options, summaries) }
		: { kind: 'run', run };
}

/** The search by iterations whose rule writes files of `file`'s format, or null: none does. */
function runSearchOf(file: JsonObject): SearchId | null {
	const algorithm = own(file, 'algorithm');
	if (!isSearchId(algorithm) || runsBy(algorithm) !== 'iterations') return null;
	return loadedIterationRule(algorithm).format === file.format ? algorithm : null;
}

/** Reads and checks a search by iterations' file; null when `file` is not one. */
export function readRunFile(file: JsonObject): RunFile | null {
	const algorithm = runSearchOf(file);
	if (algorithm === null) return null;
	const game = readGame(file);
	const options: Record<string, number> = {};
	for (const option of searchOptions(algorithm)) {
		const value = own(file, option.flag);
		if (typeof value !== 'number' || !fitsOption(option, value))
			throw new InputError('fileBadSettings', {
				field: option.flag,
				value: show(value),
				want: optionWanted(option)
			});
		options[option.key] = value;
	}
	const settings = { algorithm, options };
	const rule = loadedIterationRule(algorithm);
	const record = rule.record(game, game.root, settings);
	const fresh: unknown = JSON.parse(
		[...rule.jsonChunks(record, !Object.hasOwn(file, 'trace'))].join('')
	);
	const differs = difference(file, fresh, '');
	if (differs !== null) throw new InputError('fileFigureDiffers', differs);
	return { game, settings, iterations: record.iterations, move: own(file, 'move') };
}

type Difference = {
	field: string;
	value: ReturnType<typeof show>;
	expected: ReturnType<typeof show>;
};

/**
 * The first field where `file` differs from `fresh` (named by its path, "trace[4].reward"), or
 * null; fields only the file has are let be, as a trace file's are.
 */
function difference(file: unknown, fresh: unknown, path: string): Difference | null {
	const differs = (field: string, value: unknown, expected: unknown): Difference => ({
		field,
		value: show(value),
		expected: show(expected)
	});
	if (Array.isArray(fresh)) {
		if (!Array.isArray(file)) return differs(path, file, fresh);
		for (let at = 0; at < Math.min(file.length, fresh.length); at++) {
			const inner = difference(file[at], fresh[at], `${path}[${at}]`);
			if (inner !== null) return inner;
		}
		return file.length === fresh.length
			? null
			: differs(`${path}.length`, file.length, fresh.length);
	}
	if (isObject(fresh)) {
		if (!isObject(file)) return differs(path, file, fresh);
		for (const [key, value] of Object.entries(fresh)) {
			const inner = difference(own(file, key), value, path === '' ? key : `${path}.${key}`);
			if (inner !== null) return inner;
		}
		return null;
	}
	return file === fresh ? null : differs(path, file, fresh);
}
