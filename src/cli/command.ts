import { parseArgs } from 'node:util';
import type { Game, SearchSettings, Trace } from '../lib/engine/index';
import { CUT_RULES } from '../lib/engine/cut-rule';
import {
	describeInputError,
	InputError,
	inputErrorMessages,
	registerInputErrors
} from '../lib/engine/errors';
import { formatCount } from '../lib/engine/format';
import { traceJsonChunks } from '../lib/engine/json';
import { optionWords, searchOptions } from '../lib/engine/options';
import { readSearchOptions, readableOptions } from '../lib/engine/option-values';
import { MOVE_ORDERINGS } from '../lib/engine/oracle';
import { clip, quoteInput } from '../lib/engine/quote';
import {
	searchName,
	iterationRule,
	runsBy,
	searchIds,
	takesSetting
} from '../lib/engine/search-catalog';
import { defaultSearchId, depthCeiling } from '../lib/engine/search';
import { checkSettings, plainOptions } from '../lib/engine/search-settings';
import { search } from '../lib/engine/run';
import { runAutograder } from './autograder';
import { checkTrace } from './check';
import { oneOf, parseFailure } from './choice';
import { runQuestions } from './questions';
import { readInput, type Input } from './input';
import { GAME_OPTIONS, positionHelp, positionSynopsis, readPosition } from './position';
import { checkSize, CLI_MAX_CALLS, guardCalls } from './size';
import { LANGS, type Lang } from '../lib/i18n/lang';
import { ALGORITHMS } from '../lib/registry';
import { CLI_ERRORS } from '../lib/messages/cli';
import { TRACE_FILE_ERRORS } from '../lib/messages/trace-file';
import { DEFAULT_FIGURE, FIGURE_LABELS, type FigureOptions } from '../lib/export/figure';
import {
	FIGURE_FORMATS,
	FIGURE_NODE_LIMIT,
	figureAtStep,
	figureSourceOf,
	figureText,
	lastStep,
	type FigureFormat
} from '../lib/export/figure-file';

// The command line's own sentences, and a trace file's (--check), before any is said.
registerInputErrors(CLI_ERRORS);
registerInputErrors(TRACE_FILE_ERRORS);

/**
 * `npm run --silent trace -- [options]`: searches a board or tree and prints the trace as one
 * JSON object (docs/cli.md). Kept apart from process wiring so tests run it
 * in-process.
 */

/** The searches the registry lists, each with its name: "minimax (default), …, or the last one (…)". */
function searchChoices(): string {
	const [first, ...rest] = ALGORITHMS.map((id) => {
		const name = searchName(id, 'en');
		return name === id ? id : `${id} (${name})`;
	});
	const said = `${first} (default)${rest
		.slice(0, -1)
		.map((one) => `, ${one}`)
		.join('')}${rest.length > 0 ? ` or ${rest.at(-1)}` : ''}`;
	return wrapped(said);
}

/**
 * Words wrapped to the options' column (23 characters in), 90 characters wide; a bracket's
 * content ("[v - D, v + D]") stays on one line.
 */
function wrapped(said: string): string {
	const lines: string[] = [];
	let line = '';
	for (const word of said.split(/ (?![^[]*\])/)) {
		if (line !== '' && line.length + word.length + 1 > 67) {
			lines.push(line);
			line = word;
		} else line = line === '' ? word : `${line} ${word}`;
	}
	lines.push(line);
	return lines.join(`\n${' '.repeat(23)}`);
}

/** The searches by calls that try moves in an order of their own (they take none), "a or b". */
function ownOrders(): string {
	const ids = searchIds('calls').filter((id) => !takesSetting(id, 'order'));
	return ids.join(', ').replace(/, (?!.*, )/, ' or ');
}

/** Each search's declared options, as the registry lists them: flag, search, what it does. */
function declaredOptionsHelp(): string {
	return searchIds()
		.flatMap((id) =>
			searchOptions(id).map((option) => {
				const { cli, labels } = optionWords(id, option.key);
				const value = cli?.value ?? option.key.charAt(0).toUpperCase();
				const fallback =
					option.fallback === null
						? ''
						: ` (default ${option.fallbackText ?? formatCount(option.fallback)})`;
				const help = cli?.help ?? `${labels['en']?.hint ?? option.key}${fallback}`;
				return `  ${`--${option.flag} ${value}`.padEnd(21)}${wrapped(`${id}: ${help}`)}`;
			})
		)
		.join('\n');
}

/** The command's help, once every search's details are loaded (its options' words). */
export const usage = (): string => `${positionSynopsis('Usage: npm run --silent trace -- ')}
       npm run --silent trace -- --check FILE [--explain] [--lang en|zh]
       npm run --silent trace -- --autograder DIR [--positions FILE] [--lang en|zh]

${positionHelp()}
  --algorithm NAME     ${searchChoices()}
  --depth N            stop N moves below the position and score what is left with the
                       game's evaluation (boards: 1 to 9; Connect Four: 1 to 42, default 4;
                       trees: up to their height)
  --symmetry           key the table up to the board's rotations and reflections, or
                       Connect Four's mirror (the searches with a table; not trees)
  --order NAME         ${wrapped(`the order moves are tried in: given (the game's, default), best (each child's exact minimax value, best for the side to move first) or worst (worst first); not with ${ownOrders()}`)}
  --cut NAME           when a search with a window cuts: ge (alpha >= beta, default) or
                       gt (only alpha > beta, no pruning on equality)
${declaredOptionsHelp()}
  --summary            leave the per-call (or per-iteration) records out
  --format NAME        json (the trace, default), tikz (a LaTeX document of the tree as a
                       figure for paper: pdflatex compiles it) or svg (the same figure)
  --step N             the figure at the page's step N by call (0: before the search,
                       the question: the whole tree, the leaves' values only; default: the
                       last, the whole search)
  --answer-boxes       the figure leaves empty boxes for inner nodes' values and windows
  --labels NAME        beside each node: none (default), calls (FC numbers) or names (a
                       tree's names, n-numbers where it has none)
  --check FILE         verify a trace file (- for standard input; up to 120 MB) against a
                       fresh search; prints one line, "ok: …" (status 0) or "trace: …" (status 2).
                       A student's trace (a "program" header) is compared with ours instead:
                       "first mistake: KIND at call N: …" (status 1), or "ok: …"
  --explain            with --check on a student's trace: the details after that line
  --autograder DIR     a Gradescope autograder for a student's minimax.py in DIR, grading
                       the positions of --positions FILE (- for standard input; see
                       docs/tracing.md) or, without it, the article's board and AIMA's Figure 5.2
  --questions NAME     a question set for a course's quiz tool instead of a trace: moodle,
                       canvas, prairielearn or csv (docs/questions.md: its own options)
  --lang en|zh         language of error messages: English (default) or Chinese
  --help               show this text

A search estimated at more than ${formatCount(CLI_MAX_CALLS)} calls is refused before it starts, with
the estimate and a lower depth or a lighter search that fits.`;

export interface Output extends Input {
	/** Writes a chunk of stdout; may return a promise to apply backpressure. */
	out(chunk: string): void | Promise<void>;
	/** Writes one line to stderr. */
	err(line: string): void;
	/** The most calls to record (tests lower it); `CLI_MAX_CALLS` by default. */
	maxCalls?: number;
}

/** Runs the command; resolves to the exit status (0 ok, 2 bad input or a refused file). */
export async function runTrace(argv: readonly string[], io: Output): Promise<number> {
	let trace: Trace;
	let summary: boolean;
	const lang = langOf(argv);
	if (argv.some((arg) => /^--questions(=|$)/.test(arg))) return runQuestions(argv, io, lang);
	if (argv.some((arg) => /^--autograder(=|$)/.test(arg))) return runAutograder(argv, io, lang);
	try {
		const options = readOptions(argv);
		if (options === 'help') {
			await io.out(`${usage()}\n`);
			return 0;
		}
		if (options.kind === 'check') {
			const text = await readInput(options.file, io);
			const { lines, mistake } = checkTrace(text, io.maxCalls ?? CLI_MAX_CALLS, lang);
			await io.out(`${(options.explain ? lines : lines.slice(0, 1)).join('\n')}\n`);
			return mistake ? 1 : 0;
		}
		if (runsBy(options.search.algorithm) === 'iterations') {
			const { game, search } = options;
			const rule = await iterationRule(search.algorithm);
			const record = rule.record(game, game.root, search);
			for (const chunk of rule.jsonChunks(record, options.summary)) await io.out(chunk);
			return 0;
		}
		summary = options.summary;
		const limit = io.maxCalls ?? CLI_MAX_CALLS;
		checkSize(options.game, options.search, limit);
		trace = search(options.game, options.search, { onProgress: guardCalls(limit) });
		if (options.figure !== null) {
			await io.out(figureOutput(trace, options.figure));
			return 0;
		}
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		// Input is quoted cut short and escaped where it is raised; clip (with no cut) makes sure
		// no control character reaches the terminal whatever raised it.
		io.err(clip(`trace: ${describeInputError(inputErrorMessages(lang), error)}`, Infinity));
		return 2;
	}
	for (const chunk of traceJsonChunks(trace, { summary })) await io.out(chunk);
	return 0;
}

/** A search to print (by calls, or by iterations: MCTS's, with no figure). */
export interface Options {
	kind: 'search';
	game: Game;
	search: SearchSettings;
	summary: boolean;
	/** A figure of the tree instead of the trace; null for the trace (JSON). */
	figure: FigureRequest | null;
}

/**
 * Search `algorithm`'s options from their flags (each option's `flag`), each out of range
 * refused; a flag of the searches that run otherwise is refused too (an option of another search
 * that runs as it does is refused once checked, with the option's own reason: `checkSettings`).
 */
function declaredOptionsOf(
	algorithm: string,
	values: Readonly<Record<string, unknown>>
): Readonly<Record<string, number>> {
	const iterations = runsBy(algorithm) === 'iterations';
	const other = [
		...(iterations ? Object.keys(CALL_OPTIONS) : []),
		...searchIds(iterations ? 'calls' : 'iterations').flatMap((id) =>
			searchOptions(id).map((option) => option.flag)
		)
	].find((flag) => values[flag] !== undefined);
	if (other !== undefined)
		throw new InputError(iterations ? 'cliNotWithIterations' : 'cliIterationsOnly', {
			option: `--${other}`,
			algorithm
		});
	const { options, refused } = readSearchOptions(
		algorithm,
		(option) => {
			const value = values[option.flag];
			return typeof value === 'string' ? value : undefined;
		},
		readableOptions(algorithm)
	);
	const [first] = refused;
	if (first !== undefined) throw first.error;
	return options;
}

/** A figure asked for: its format, the by-call step (null: the last) and its options. */
export interface FigureRequest {
	format: FigureFormat;
	step: string | null;
	options: FigureOptions;
}

/** The figure's text; throws `InputError` for a step out of range or a figure too big. */
export function figureOutput(trace: Trace, request: FigureRequest): string {
	const last = lastStep(trace);
	const step = request.step === null ? last : Number(request.step);
	if (request.step !== null && !(/^\d{1,9}$/.test(request.step) && step <= last))
		throw new InputError('cliStepRange', { value: quoteInput(request.step), last });
	// At step 0 the figure is the whole tree: an earlier step cannot help there, a later one can.
	const [limit, question] = [FIGURE_NODE_LIMIT, step === 0];
	const source = figureSourceOf(trace);
	if (source === null)
		throw new InputError('cliFigureTooBig', { nodes: trace.calls, limit, question });
	const figure = figureAtStep(source, step, request.options);
	if (figure.nodes.length > limit)
		throw new InputError('cliFigureTooBig', { nodes: figure.nodes.length, limit, question });
	return figureText(figure, request.format);
}

/** A trace file to verify: a path, or `-` for standard input. */
export interface CheckOptions {
	kind: 'check';
	file: string;
	/** A student's trace: say its first mistake with the details (`--explain`). */
	explain?: true;
}

/** The call searches' own flags, which a search by iterations does not take. */
const CALL_OPTIONS = {
	depth: { type: 'string' },
	symmetry: { type: 'boolean' },
	order: { type: 'string' },
	cut: { type: 'string' },
	format: { type: 'string' },
	step: { type: 'string' },
	'answer-boxes': { type: 'boolean' },
	labels: { type: 'string' }
} as const;

/** The flags of the search and the output; each game's are its own (`GAME_OPTIONS`). */
const OPTIONS = {
	algorithm: { type: 'string' },
	...CALL_OPTIONS,
	summary: { type: 'boolean' },
	check: { type: 'string' },
	explain: { type: 'boolean' },
	lang: { type: 'string' },
	help: { type: 'boolean' }
} as const;

/**
 * The language asked for with --lang, read before the options are parsed so that a parse error
 * is reported in it too; English until a valid value is found (the parse reports a bad one).
 */
function langOf(argv: readonly string[]): Lang {
	let lang: Lang = 'en';
	for (let index = 0; index < argv.length; index++) {
		const arg = argv[index] ?? '';
		if (arg === '--') break;
		const value = arg === '--lang' ? argv[index + 1] : arg.match(/^--lang=(.*)$/s)?.[1];
		const found = LANGS.find((name) => name === value?.toLowerCase());
		if (found !== undefined) lang = found;
	}
	return lang;
}

/**
 * Reads the command line into a game to search or a file to check; throws `InputError` on bad
 * input.
 */
export function readOptions(argv: readonly string[]): Options | CheckOptions | 'help' {
	let values;
	const args = withDashValues(argv);
	try {
		({ values } = parseArgs({
			args,
			strict: true,
			allowPositionals: false,
			// OPTIONS named again, so the parser types their values.
			options: { ...everyOption(), ...OPTIONS }
		}));
	} catch (error) {
		throw new InputError('cliArguments', parseFailure(error, args, everyOption()));
	}
	if (values.help) return 'help';
	if (values.lang !== undefined) oneOf('--lang', values.lang, LANGS);
	if (values.check !== undefined) {
		const alone = ['check', 'lang', 'explain'];
		const other = Object.keys(values).find((name) => !alone.includes(name));
		if (other !== undefined) throw new InputError('cliCheckWith', { option: `--${other}` });
		return { kind: 'check', file: values.check, ...(values.explain ? { explain: true } : {}) };
	}
	const algorithm = oneOf('--algorithm', values.algorithm ?? defaultSearchId(), ALGORITHMS);
	const options = declaredOptionsOf(algorithm, values);
	const iterations = runsBy(algorithm) === 'iterations';
	const depth = values.depth?.trim();
	const settings: SearchSettings = plainOptions({
		algorithm,
		depthLimit: depth === undefined ? null : /^\d{1,3}$/.test(depth) ? Number(depth) : NaN,
		symmetry: values.symmetry ?? false,
		order: oneOf('--order', values.order ?? 'given', MOVE_ORDERINGS),
		cut: oneOf('--cut', values.cut ?? 'ge', CUT_RULES),
		options
	});
	const searchOf = (game: Game): SearchSettings => {
		if (iterations) return settings;
		if (Number.isNaN(settings.depthLimit))
			throw new InputError('depthRange', {
				value: quoteInput(values.depth ?? ''),
				max: depthCeiling(game)
			});
		checkSettings(game, settings, depthCeiling(game));
		return settings;
	};
	const summary = values.summary ?? false;
	const figure = iterations ? null : figureRequest(values);
	if (figure !== null && summary) throw new InputError('cliFigureSummary');
	// The games' own flags, which the parser typed as any flag (strings, every one of them).
	const given = values as Readonly<Record<string, string | boolean | undefined>>;
	const text = (name: string) => {
		const value = given[name];
		return typeof value === 'string' ? value : undefined;
	};
	const game = readPosition({
		get: text,
		oneOf: (name, allowed, fallback) => oneOf(`--${name}`, text(name) ?? fallback, allowed)
	});
	return { kind: 'search', game, search: searchOf(game), summary, figure };
}

/** The figure the options ask for (--format tikz or svg), or null for the trace. */
function figureRequest(values: {
	format?: string;
	step?: string;
	'answer-boxes'?: boolean;
	labels?: string;
}): FigureRequest | null {
	const format = oneOf('--format', values.format ?? 'json', ['json', ...FIGURE_FORMATS]);
	if (format === 'json') {
		const given = (['step', 'answer-boxes', 'labels'] as const).find(
			(option) => values[option] !== undefined
		);
		if (given !== undefined) throw new InputError('cliFigureOnly', { option: `--${given}` });
		return null;
	}
	return {
		format,
		step: values.step?.trim() ?? null,
		options: {
			answerBoxes: values['answer-boxes'] ?? DEFAULT_FIGURE.answerBoxes,
			labels: oneOf('--labels', values.labels ?? DEFAULT_FIGURE.labels, FIGURE_LABELS)
		}
	};
}

/** Every option the parser knows: the fixed ones, the games' and the searches' declared options' flags. */
function everyOption(): Readonly<Record<string, { readonly type: 'string' | 'boolean' }>> {
	const declared = searchIds().flatMap((id) => searchOptions(id).map((option) => option.flag));
	return {
		...Object.fromEntries(declared.map((flag) => [flag, { type: 'string' as const }])),
		...GAME_OPTIONS,
		...OPTIONS
	};
}

/** An option that takes a value, by its name with dashes, or null. */
function valueOption(arg: string): string | null {
	const name = /^--([^=]+)$/.exec(arg)?.[1];
	return name !== undefined && everyOption()[name]?.type === 'string' ? arg : null;
}

/**
 * The arguments with a value that starts with one dash joined to its option (`--depth -1` as
 * `--depth=-1`): Node's parser calls it ambiguous and would refuse it in three lines; joined,
 * the option's own check says what is wrong with the value ("The depth limit "-1" is not…").
 */
function withDashValues(argv: readonly string[]): string[] {
	const args: string[] = [];
	for (let index = 0; index < argv.length; index++) {
		const arg = argv[index] ?? '';
		if (arg === '--') return [...args, ...argv.slice(index)];
		const next = argv[index + 1];
		if (valueOption(arg) !== null && next !== undefined && /^-[^-]/.test(next)) {
			args.push(`${arg}=${next}`);
			index++;
		} else args.push(arg);
	}
	return args;
}
