import { parseArgs } from 'node:util';
import {
	alphaBeta,
	boardGame,
	InputError,
	minimax,
	parseTree,
	traceJsonChunks,
	type Game,
	type Mark,
	type Trace
} from '../lib/engine/index';

/**
 * `npm run --silent trace -- [options]`: searches a board or tree and prints the trace as one
 * JSON object (README.md, "Command-line tool"). Kept apart from process wiring so tests run it
 * in-process.
 */

export const USAGE = `Usage: npm run --silent trace -- (--board CELLS | --tree JSON) [options]

  --board CELLS        9 cells row by row: X, O or . (e.g. O.XX.X.OO), or the array form
                       '["O",1,"X","X",4,"X",6,"O","O"]'
  --to-move X|O        side to move (default: the side with fewer marks, X when equal)
  --ai X|O             the maximiser (default X)
  --tree JSON          a nested array with numbers at the leaves, e.g. '[[3,17],[2,12]]'
  --root max|min       whether the tree's root maximises (default max)
  --algorithm NAME     minimax (default) or alphabeta
  --summary            leave the per-call records out
  --help               show this text`;

export interface Output {
	/** Writes a chunk of stdout; may return a promise to apply backpressure. */
	out(chunk: string): void | Promise<void>;
	/** Writes one line to stderr. */
	err(line: string): void;
}

/** Runs the command; resolves to the exit status (0 ok, 2 bad input). */
export async function runTrace(argv: readonly string[], io: Output): Promise<number> {
	let trace: Trace;
	let summary: boolean;
	try {
		const options = readOptions(argv);
		if (options === 'help') {
			await io.out(`${USAGE}\n`);
			return 0;
		}
		summary = options.summary;
		trace = options.algorithm === 'alphabeta' ? alphaBeta(options.game) : minimax(options.game);
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		io.err(`trace: ${error.message}`);
		return 2;
	}
	for (const chunk of traceJsonChunks(trace, { summary })) await io.out(chunk);
	return 0;
}

interface Options {
	game: Game;
	algorithm: 'minimax' | 'alphabeta';
	summary: boolean;
}

function readOptions(argv: readonly string[]): Options | 'help' {
	let values;
	try {
		({ values } = parseArgs({
			args: [...argv],
			strict: true,
			allowPositionals: false,
			options: {
				board: { type: 'string' },
				'to-move': { type: 'string' },
				ai: { type: 'string' },
				tree: { type: 'string' },
				root: { type: 'string' },
				algorithm: { type: 'string' },
				summary: { type: 'boolean' },
				help: { type: 'boolean' }
			}
		}));
	} catch (error) {
		const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
		throw new InputError(`${reason} (see --help).`);
	}
	if (values.help) return 'help';
	const algorithm = oneOf('--algorithm', values.algorithm ?? 'minimax', ['minimax', 'alphabeta']);
	const summary = values.summary ?? false;
	if (values.board !== undefined && values.tree !== undefined) {
		throw new InputError('Give either --board or --tree, not both.');
	}
	if (values.board !== undefined) {
		if (values.root !== undefined) throw new InputError('--root goes with --tree, not --board.');
		const toMove = values['to-move'];
		const game = boardGame(values.board, {
			toMove: toMove === undefined ? undefined : mark('--to-move', toMove),
			ai: values.ai === undefined ? undefined : mark('--ai', values.ai)
		});
		return { game, algorithm, summary };
	}
	if (values.tree !== undefined) {
		for (const option of ['to-move', 'ai'] as const) {
			if (values[option] !== undefined)
				throw new InputError(`--${option} goes with --board, not --tree.`);
		}
		const root = oneOf('--root', values.root ?? 'max', ['max', 'min']);
		return { game: parseTree(values.tree, { root }), algorithm, summary };
	}
	throw new InputError('Give a position with --board CELLS or --tree JSON (see --help).');
}

function oneOf<T extends string>(option: string, value: string, allowed: readonly T[]): T {
	const found = allowed.find((name) => name.toLowerCase() === value.toLowerCase());
	if (found === undefined) {
		throw new InputError(`${option} must be ${allowed.join(' or ')}, not "${value}".`);
	}
	return found;
}

function mark(option: string, value: string): Mark {
	return oneOf<Mark>(option, value, ['X', 'O']);
}
