import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
	alphaBeta,
	boardGame,
	describeInputError,
	InputError,
	minimax,
	parseTree,
	SCORINGS,
	traceJsonChunks,
	type Game,
	type InputErrorParams,
	type Mark,
	type Scoring,
	type Trace
} from '../lib/engine/index';
import { checkTrace } from './check';
// Relative paths, not $lib: tsx runs this file without SvelteKit's aliases.
import { errors } from '../lib/i18n/errors';
import { LANGS, type Lang } from '../lib/i18n/lang';

/**
 * `npm run --silent trace -- [options]`: searches a board or tree and prints the trace as one
 * JSON object (README.md, "Command-line tool"). Kept apart from process wiring so tests run it
 * in-process.
 */

export const USAGE = `Usage: npm run --silent trace -- (--board CELLS | --tree JSON) [options]
       npm run --silent trace -- --check FILE [--lang en|zh]

  --board CELLS        9 cells row by row: X, O or . (e.g. O.XX.X.OO), or the array form
                       '["O",1,"X","X",4,"X",6,"O","O"]'
  --to-move X|O        side to move (default: the side with fewer marks, X when equal)
  --ai X|O             the maximiser (default X)
  --scoring NAME       how finished boards score: article (+-10, default), unit (+-1) or
                       depth (+-(10 - moves played))
  --tree JSON          a nested array with numbers at the leaves, e.g. '[[3,17],[2,12]]'
  --root max|min       whether the tree's root maximises (default max)
  --algorithm NAME     minimax (default) or alphabeta
  --summary            leave the per-call records out
  --check FILE         verify a trace file (- for standard input) against a fresh search;
                       prints one line, "ok: …" (status 0) or "trace: …" (status 2)
  --lang en|zh         language of error messages: English (default) or Chinese
  --help               show this text`;

export interface Output {
	/** Writes a chunk of stdout; may return a promise to apply backpressure. */
	out(chunk: string): void | Promise<void>;
	/** Writes one line to stderr. */
	err(line: string): void;
	/** Reads all of standard input (`--check -`); the process's own by default. */
	stdin?(): Promise<string>;
}

/** Runs the command; resolves to the exit status (0 ok, 2 bad input or a refused file). */
export async function runTrace(argv: readonly string[], io: Output): Promise<number> {
	let trace: Trace;
	let summary: boolean;
	const lang = langOf(argv);
	try {
		const options = readOptions(argv);
		if (options === 'help') {
			await io.out(`${USAGE}\n`);
			return 0;
		}
		if (options.kind === 'check') {
			const text = await readInput(options.file, io);
			await io.out(`${checkTrace(text)}\n`);
			return 0;
		}
		summary = options.summary;
		trace = options.algorithm === 'alphabeta' ? alphaBeta(options.game) : minimax(options.game);
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		io.err(`trace: ${describeInputError(errors[lang], error)}`);
		return 2;
	}
	for (const chunk of traceJsonChunks(trace, { summary })) await io.out(chunk);
	return 0;
}

/** A search to print. */
export interface Options {
	kind: 'search';
	game: Game;
	algorithm: 'minimax' | 'alphabeta';
	summary: boolean;
}

/** A trace file to verify: a path, or `-` for standard input. */
export interface CheckOptions {
	kind: 'check';
	file: string;
}

/** The text of the file `--check` names; throws `InputError` when it cannot be read. */
export async function readInput(file: string, io: Pick<Output, 'stdin'>): Promise<string> {
	try {
		return file === '-' ? await (io.stdin ?? readStdin)() : await readFile(file, 'utf8');
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		throw new InputError('cliCheckRead', { file, reason });
	}
}

async function readStdin(): Promise<string> {
	const chunks: Buffer[] = [];
	for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString('utf8');
}

const OPTIONS = {
	board: { type: 'string' },
	'to-move': { type: 'string' },
	ai: { type: 'string' },
	scoring: { type: 'string' },
	tree: { type: 'string' },
	root: { type: 'string' },
	algorithm: { type: 'string' },
	summary: { type: 'boolean' },
	check: { type: 'string' },
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
	try {
		({ values } = parseArgs({
			args: [...argv],
			strict: true,
			allowPositionals: false,
			options: OPTIONS
		}));
	} catch (error) {
		throw new InputError('cliArguments', parseFailure(error));
	}
	if (values.help) return 'help';
	if (values.lang !== undefined) oneOf('--lang', values.lang, LANGS);
	if (values.check !== undefined) {
		const other = Object.keys(values).find((name) => name !== 'check' && name !== 'lang');
		if (other !== undefined) throw new InputError('cliCheckWith', { option: `--${other}` });
		return { kind: 'check', file: values.check };
	}
	const algorithm = oneOf('--algorithm', values.algorithm ?? 'minimax', ['minimax', 'alphabeta']);
	const summary = values.summary ?? false;
	if (values.board !== undefined && values.tree !== undefined) {
		throw new InputError('cliBoardAndTree');
	}
	if (values.board !== undefined) {
		if (values.root !== undefined) throw new InputError('cliRootWithBoard');
		const toMove = values['to-move'];
		const game = boardGame(values.board, {
			toMove: toMove === undefined ? undefined : mark('--to-move', toMove),
			ai: values.ai === undefined ? undefined : mark('--ai', values.ai),
			scoring: oneOf<Scoring>('--scoring', values.scoring ?? 'article', SCORINGS)
		});
		return { kind: 'search', game, algorithm, summary };
	}
	if (values.tree !== undefined) {
		for (const option of ['to-move', 'ai', 'scoring'] as const) {
			if (values[option] !== undefined)
				throw new InputError('cliBoardOnly', { option: `--${option}` });
		}
		const root = oneOf('--root', values.root ?? 'max', ['max', 'min']);
		return { kind: 'search', game: parseTree(values.tree, { root }), algorithm, summary };
	}
	throw new InputError('cliNoPosition');
}

/** What Node's parser refused: its own words, and the kind of problem for other languages. */
function parseFailure(error: unknown): InputErrorParams<'cliArguments'>[0] {
	const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
	const code = error instanceof Error && 'code' in error ? error.code : undefined;
	// The parser names the argument in single quotes: 'O.XX', '--depth', '--board <value>'.
	const argument = reason.match(/'([^']*)'/)?.[1]?.replace(/ <value>$/, '') ?? '';
	const name = argument.replace(/^--/, '');
	const option = Object.hasOwn(OPTIONS, name) ? OPTIONS[name as keyof typeof OPTIONS] : null;
	const problem =
		argument === ''
			? 'other'
			: code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
				? 'unknownOption'
				: code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
					? 'positional'
					: code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option !== null
						? option.type === 'boolean'
							? 'unexpectedValue'
							: 'missingValue'
						: 'other';
	return { reason, problem, argument };
}

function oneOf<T extends string>(option: string, value: string, allowed: readonly T[]): T {
	const found = allowed.find((name) => name.toLowerCase() === value.toLowerCase());
	if (found === undefined) {
		throw new InputError('cliChoice', { option, allowed, value });
	}
	return found;
}

function mark(option: string, value: string): Mark {
	return oneOf<Mark>(option, value, ['X', 'O']);
}
