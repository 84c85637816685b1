import { chmod, copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Game, SearchSettings } from '../lib/engine/index';
import { describeInputError, InputError, inputErrorMessages } from '../lib/engine/errors';
import { isObject, type JsonObject } from '../lib/engine/fields';
import { filePlaces } from '../lib/engine/file-places';
import { readSettings } from '../lib/engine/import';
import { describeGameOf } from '../lib/engine/json';
import { clip } from '../lib/engine/quote';
import { cutRuleOf, defaultSearchId } from '../lib/engine/search';
import { search } from '../lib/engine/run';
import { moduleOf } from '../lib/engine/game-catalog';
import { helperName } from '../lib/games/listing';
import { oneOf, optionsOf } from './choice';
import { GAME_OPTIONS, readPosition } from './position';
import { programSearchIds, traceDeclaration } from '../lib/engine/search-catalog';
import { rescored, SCORINGS } from '../lib/diagnosis/scale';
import { LANGS, type Lang } from '../lib/i18n/lang';
import type { PositionsProblem } from '../lib/messages/cli';
import type { Output } from './command';
import { readInput } from './input';
import { checkSize } from './size';

/**
 * `npm run --silent trace -- --autograder DIR [--positions FILE]`: a Gradescope autograder in
 * DIR (issue 44, docs/tracing.md). Python does the grading there, with no Node and no network
 * (static/autograder/: the runner and the diagnosis ported, served beside the tracers); this
 * writes it with the teacher's positions and our search of each, under every convention the
 * comparison may take. Its refusals are said in --lang; the bundle's results are English.
 */

const ROOT = new URL('../../', import.meta.url);
/** The bundle's files: Python's grader and diagnosis, Gradescope's scripts, the tracer. */
const COPIED = ['grader.py', 'minimax_diagnosis.py', 'setup.sh', 'run_autograder']
	.map((name) => `static/autograder/${name}`)
	.concat('static/tracers/minimax_trace.py');
/** The positions graded when the teacher names none: the article's board, AIMA's Figure 5.2. */
const DEFAULTS = 'static/autograder/default-positions.json';
/** Our search of a position is held whole in the bundle: kept to what grades in a blink. */
const BUNDLE_MAX_CALLS = 100_000;

/** The tracer's own keyword arguments a position may set, passed to it as they are. */
const TRACER_KEYS = 'position alpha beta value marks negamax column_base depth_limit'.split(' ');
/** A position's keys: the command line's flags for it (`to_move` for `--to-move`) and these. */
const OWN_KEYS = ['name', 'points', 'timeout', 'module', 'function', 'trace', 'args', 'shape'];
const KEYS = [...OWN_KEYS, ...TRACER_KEYS, 'search', 'start'].concat(
	Object.keys(GAME_OPTIONS).map((flag) => flag.replaceAll('-', '_'))
);
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,60}$/;
/** The module (minimax.py) and function graded unless a position names others: a Python name. */
const SUBMITTED = 'minimax';

/** Refuses the positions file, naming position `index` (from 1; null: the file as a whole). */
const refuser =
	(index: number | null) =>
	(problem: PositionsProblem, detail: string | InputError['data'] = ''): never => {
		throw new InputError('cliPositions', { index, problem, detail });
	};

/** A number as reference.json writes it: infinities as the trace format's text. */
const written = (value: number): number | string =>
	value === Infinity ? 'inf' : value === -Infinity ? '-inf' : value;

/** A board's scoring (`article`, `unit`, `depth`); `none` for a game without one. */
function scoringOf(game: Game): string {
	const description = describeGameOf(game);
	return 'scoring' in description ? description.scoring : 'none';
}

type Scored = { scoring: string; game: Game };

/**
 * Our search of `one` game as scored, one row per call: what minimax_diagnosis.py's `Reference`
 * reads. Each leaf is scored under the `others` too.
 */
function referenceRows(one: Scored, settings: SearchSettings, others: readonly Scored[]) {
	const { scoring, game } = one;
	const trace = search(game, settings);
	const places = filePlaces(game);
	const calls = [];
	for (let id = 1; id <= trace.calls; id++) {
		const [position, via, kind] = [trace.position(id), trace.via(id), trace.kind(id)];
		const alpha = trace.alpha(id);
		const beta = trace.beta(id);
		const leaf = kind === 'terminal' || kind === 'estimated';
		const value = (other: Game) =>
			kind === 'terminal' ? other.score(position) : (other.evaluate?.(position) ?? null);
		calls.push([
			trace.parent(id),
			via === null ? null : places.write(via),
			written(trace.score(id)),
			alpha === null ? null : written(alpha),
			beta === null ? null : written(beta),
			trace.isMaximizing(id),
			kind === 'terminal',
			game.evaluate?.(position) ?? null,
			leaf ? Object.fromEntries(others.map((other) => [other.scoring, value(other.game)])) : null
		]);
	}
	const move = trace.rootMove;
	return {
		windowed: trace.windowed,
		cut: cutRuleOf(trace.settings),
		depthLimit: trace.settings.depthLimit,
		scoring: scoring === 'none' ? null : scoring,
		move: move === null ? null : places.write(move),
		calls
	};
}

/**
 * Our search of `game` under every convention the diagnosis may take (each other scoring of a
 * board, alpha-beta's other cut rule), by `scoring|cut` as minimax_diagnosis.py's `variant`.
 */
export function referenceFor(game: Game, settings: SearchSettings, ceiling = BUNDLE_MAX_CALLS) {
	const scoring = scoringOf(game);
	const games: Scored[] = [{ scoring, game }, ...rescored(game)];
	// A leaf's other scorings go in their usual order, whichever the position's own.
	const inOrder = games.toSorted(
		(a, b) => SCORINGS.indexOf(a.scoring) - SCORINGS.indexOf(b.scoring)
	);
	const cuts = traceDeclaration(settings.algorithm).window ? ['ge', 'gt'] : [cutRuleOf(settings)];
	const variants: Record<string, unknown> = {};
	for (const one of games)
		for (const cut of cuts) {
			const asked = { ...settings, cut } as SearchSettings;
			checkSize(one.game, asked, ceiling);
			const others = inOrder.filter((other) => other !== one);
			variants[`${one.scoring}|${cut}`] = referenceRows(one, asked, others);
		}
	return { game: describeGameOf(game), scoring, cut: cutRuleOf(settings), variants };
}

/** The game a position names, read by each game's command-line form as `--board …` would be. */
function gameOf(entry: JsonObject): Game {
	const text = (flag: string) => {
		const value = entry[flag.replaceAll('-', '_')];
		return typeof value === 'string' || value === undefined ? value : JSON.stringify(value);
	};
	return readPosition({
		get: text,
		oneOf: (name, allowed, fallback) => oneOf(`"${name}"`, text(name) ?? fallback, allowed)
	});
}

/** One position of the teacher's file, checked and with our search: a reference.json entry. */
function bundleEntry(entry: JsonObject, index: number) {
	const refuse = refuser(index + 1);
	try {
		const unknown = Object.keys(entry).find((key) => !KEYS.includes(key));
		if (unknown !== undefined) refuse('unknownKey', `"${clip(unknown, 40)}"`);
		const { points = 1, timeout = 10, module = SUBMITTED, function: called = SUBMITTED } = entry;
		const { trace = [], args = ['$position'], shape = 'string', start = false } = entry;
		const search = oneOf('"search"', String(entry.search ?? defaultSearchId()), programSearchIds());
		if (typeof points !== 'number' || !(points > 0)) refuse('points');
		if (typeof timeout !== 'number' || !(timeout >= 1 && timeout <= 600)) refuse('timeout');
		const traced = Array.isArray(trace) ? trace : [null];
		if (![module, called, ...traced].every((name) => typeof name === 'string' && NAME.test(name)))
			refuse('names');
		if (!Array.isArray(args)) refuse('args');
		const form = oneOf('"shape"', String(shape), ['string', 'list', 'grid']);
		if (typeof start !== 'boolean') refuse('start');
		const game = gameOf(entry);
		const settings = readSettings({ depthLimit: entry.depth_limit ?? null }, game, search);
		// The game as the tracer writes it: its position, the rest its options (`toMove`: to_move).
		const description = describeGameOf(game) as unknown as JsonObject;
		const [place, ...rest] = moduleOf(game).file?.fields ?? [];
		const described = rest.map((key) => [helperName(key, 'python'), description[key]]);
		const options = TRACER_KEYS.filter((key) => key in entry).map((key) => [key, entry[key]]);
		return {
			name: typeof entry.name === 'string' ? entry.name : `position ${index + 1}`,
			...{ points, timeout, module, function: called, args, shape: form, start },
			// The functions traced: the one called unless the teacher names others.
			trace: traced.length > 0 ? traced : [called],
			position: description[place ?? ''],
			tracer: { ...Object.fromEntries([...described, ...options]), game: game.kind, search },
			reference: referenceFor(game, settings)
		};
	} catch (error) {
		if (!(error instanceof InputError) || error.code === 'cliPositions') throw error;
		return refuse('input', error.data);
	}
}

/**
 * The teacher's positions (docs/tracing.md), each checked and with our search: reference.json's
 * list. Each key at the top is every position's default.
 */
export function readPositions(text: string) {
	let file: unknown;
	try {
		file = JSON.parse(text);
	} catch (error) {
		throw new InputError('fileNotJson', { reason: clip((error as Error).message, 120) });
	}
	const { positions, ...defaults } = isObject(file) ? file : {};
	const listed = Array.isArray(positions) && positions.length > 0 && positions.length <= 100;
	if (!listed || !positions.every(isObject)) return refuser(null)('notList');
	return positions.map((entry, index) => bundleEntry({ ...defaults, ...entry }, index));
}

/** Writes the bundle; prints what it holds. Bad input: one `trace:` line in `lang`, status 2. */
export async function runAutograder(argv: readonly string[], io: Output, lang: Lang) {
	try {
		const { autograder: dir, positions: path, lang: asked } = readArgs(argv);
		if (asked !== undefined) oneOf('--lang', asked, LANGS);
		const text = await readInput(path ?? fileURLToPath(new URL(DEFAULTS, ROOT)), io);
		const positions = readPositions(text);
		await mkdir(dir, { recursive: true });
		await writeFile(join(dir, 'reference.json'), JSON.stringify({ version: 1, positions }));
		for (const copied of COPIED)
			await copyFile(new URL(copied, ROOT), join(dir, copied.split('/').at(-1) as string));
		await Promise.all(['setup.sh', 'run_autograder'].map((name) => chmod(join(dir, name), 0o755)));
		const names = positions.map((one) => `  ${one.points} ${one.name}`).join('\n');
		await io.out(`autograder: ${dir}, ${positions.length} positions\n${names}\n`);
		return 0;
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		io.err(clip(`trace: ${describeInputError(inputErrorMessages(lang), error)}`, Infinity));
		return 2;
	}
}

/** --autograder DIR, --positions FILE and --lang, nothing else. */
function readArgs(argv: readonly string[]) {
	const string = { type: 'string' } as const;
	const values = optionsOf(argv, { autograder: string, positions: string, lang: string });
	const { autograder } = values;
	if (!autograder) {
		const reason = "Option '--autograder' names the folder to write the bundle in";
		const argument = '--autograder';
		throw new InputError('cliArguments', { reason, problem: 'missingValue', argument });
	}
	return { ...values, autograder };
}
