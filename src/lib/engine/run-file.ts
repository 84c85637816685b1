import { InputError } from './errors';
import { own, type JsonObject } from './fields';
import type { Game } from './game';
import {
	parseFile,
	readAndVerify,
	readFileOptions,
	readGame,
	type ImportOptions,
	type TraceFile
} from './import';
import { searchOptions } from './options';
import { isProgramFile, readProgramTrace } from './program-trace';
import type { ShownValue } from './errors';
import { show } from './quote';
import { isSearchId, loadedIterationRule, runsBy } from './search-catalog';
import type { SearchSettings } from './search';

/**
 * A search by iterations' file (MCTS's, the CLI's output; trace-format.md): the format its rule
 * writes (`IterationRule.format`), the game as trace files write it, and each option under its
 * command-line flag's name. Its records are what the search writes: the file is checked by
 * running the search again with its settings and comparing what that writes, field by field.
 */
export interface RunFile {
	readonly game: Game;
	readonly settings: SearchSettings;
	/** Its iterations and the move it would play, as the file writes moves. */
	readonly iterations: number;
	readonly move: unknown;
}

/**
 * A file `--check` or the page opens: a trace (by calls, `readAndVerify`) or a search by
 * iterations' file, either checked against its search run again; or a student's trace (a
 * `program` header: program-trace.ts), read for its structure only.
 */
export function readAnyFile(
	text: string,
	options: ImportOptions = {},
	summaries = true
):
	| { readonly kind: 'trace'; readonly file: TraceFile }
	| { readonly kind: 'run'; readonly run: RunFile } {
	const file = parseFile(text, options);
	if (isProgramFile(file)) return { kind: 'trace', file: readProgramTrace(file, options) };
	const run = readRunFile(file);
	return run === null
		? { kind: 'trace', file: readAndVerify(file, options, summaries) }
		: { kind: 'run', run };
}

/** Reads and checks a search by iterations' file (its rule writes `file`'s format); null if not one. */
export function readRunFile(file: JsonObject): RunFile | null {
	const algorithm = own(file, 'algorithm');
	if (!isSearchId(algorithm) || runsBy(algorithm) !== 'iterations') return null;
	const rule = loadedIterationRule(algorithm);
	if (rule.format !== file.format) return null;
	const game = readGame(file);
	const options = readFileOptions(file, searchOptions(algorithm), 'flag');
	const settings = { algorithm, depthLimit: null, symmetry: false, options };
	const record = rule.record(game, game.root, settings);
	const fresh: unknown = JSON.parse(
		[...rule.jsonChunks(record, !Object.hasOwn(file, 'trace'))].join('')
	);
	const differs = difference(file, fresh, '');
	if (differs !== null) throw new InputError('fileFigureDiffers', differs);
	return { game, settings, iterations: record.iterations, move: own(file, 'move') };
}

/**
 * The first field where `file` differs from `fresh` (named by its path, "trace[4].reward"), or
 * null; fields only the file has are let be, as a trace file's are.
 */
function difference(
	file: unknown,
	fresh: unknown,
	path: string
): { field: string; value: ShownValue; expected: ShownValue } | null {
	const differs = (field: string, value: unknown, expected: unknown) => ({
		field,
		value: show(value),
		expected: show(expected)
	});
	if (typeof fresh !== 'object' || fresh === null)
		return file === fresh ? null : differs(path, file, fresh);
	const list = Array.isArray(fresh);
	if (typeof file !== 'object' || file === null || Array.isArray(file) !== list)
		return differs(path, file, fresh);
	for (const [key, value] of Object.entries(fresh)) {
		const at = list ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
		const inner = difference(own(file as JsonObject, key), value, at);
		if (inner !== null) return inner;
	}
	const [length, expected] = [(file as unknown[]).length, (fresh as unknown[]).length];
	return !list || length === expected ? null : differs(`${path}.length`, length, expected);
}
