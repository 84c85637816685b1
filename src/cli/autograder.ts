import { chmod, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Game, SearchSettings, Trace } from '../lib/engine/index';
import { describeInputError, InputError, inputErrorMessages } from '../lib/engine/errors';
import { isObject, type JsonObject } from '../lib/engine/fields';
import { filePlaces } from '../lib/engine/file-places';
import { readSettings } from '../lib/engine/import';
import { describeGameOf } from '../lib/engine/json';
import { clip } from '../lib/engine/quote';
import { cutRuleOf, defaultSearchId, search } from '../lib/engine/search';
import { moduleOf } from '../lib/engine/game-catalog';
import { oneOf } from './choice';
import { GAME_OPTIONS, readPosition } from './position';
import { programSearchIds, traceDeclaration, type SearchId } from '../lib/engine/search-catalog';
import { rescored } from '../lib/diagnosis/scale';
import type { Lang } from '../lib/i18n/lang';
import type { Output } from './command';
import { checkSize } from './size';

/**
 * `npm run --silent trace -- --autograder DIR [--positions FILE]`: a Gradescope autograder in
 * DIR (issue 44, docs/tracing.md). Python does the grading there, with no Node and no network
 * (static/autograder/: the runner and the diagnosis ported, served beside the tracers); this writes it with the teacher's
 * positions and our search of each, under every convention the comparison may take.
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

/** A positions file or option the bundle cannot be written from: the sentence says why. */
class Refusal extends Error {}

const refuse = (reason: string): never => {
	throw new Refusal(reason);
};

/** A number as reference.json writes it: infinities as the trace format's text. */
const written = (value: number): number | string =>
	value === Infinity ? 'inf' : value === -Infinity ? '-inf' : value;

/** A board's scoring (`article`, `unit`, `depth`); `none` for a game without one. */
function scoringOf(game: Game): string {
	const description = describeGameOf(game);
	return 'scoring' in description ? description.scoring : 'none';
}

/** Our search, one row per call: what minimax_diagnosis.py's `Reference` reads. */
function referenceRows(trace: Trace): unknown {
	const { game } = trace;
	const places = filePlaces(game);
	const others = rescored(game);
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
			leaf ? Object.fromEntries(others.map((one) => [one.scoring, value(one.game)])) : null
		]);
	}
	const move = trace.rootMove;
	const scoring = scoringOf(game);
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
	const games = [{ scoring, game }, ...rescored(game)];
	const cuts = traceDeclaration(settings.algorithm).window ? ['ge', 'gt'] : [cutRuleOf(settings)];
	const variants: Record<string, unknown> = {};
	for (const one of games)
		for (const cut of cuts) {
			const asked = { ...settings, cut } as SearchSettings;
			checkSize(one.game, asked, ceiling);
			variants[`${one.scoring}|${cut}`] = referenceRows(search(one.game, asked));
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
	const where = `position ${index + 1}`;
	try {
		const unknown = Object.keys(entry).find((key) => !KEYS.includes(key));
		if (unknown !== undefined) refuse(`unknown key "${clip(unknown, 40)}"`);
		const {
			points = 1,
			timeout = 10,
			module,
			function: called,
			trace = [],
			args = ['$position']
		} = entry;
		const { shape = 'string', start = false, search = defaultSearchId() } = entry;
		const searches = programSearchIds();
		if (!searches.includes(search as SearchId)) refuse(`"search" is ${searches.join(' or ')}`);
		if (typeof points !== 'number' || !(points > 0)) refuse('"points" is a number above 0');
		if (typeof timeout !== 'number' || !(timeout >= 1 && timeout <= 600))
			refuse('"timeout" is 1 to 600 seconds');
		const names = [module ?? 'm', called ?? 'f', ...(Array.isArray(trace) ? trace : [null])];
		if (!names.every((name) => typeof name === 'string' && NAME.test(name)))
			refuse('"module", "function" and "trace" (a list) are Python names');
		if (!Array.isArray(args)) refuse('"args" is a list');
		if (!['string', 'list', 'grid'].includes(shape as string))
			refuse('"shape" is string, list or grid');
		if (typeof start !== 'boolean') refuse('"start" is true or false');
		const game = gameOf(entry);
		const depthLimit = entry.depth_limit ?? null;
		const settings = readSettings({ depthLimit }, game, search as SearchId);
		// The game as the tracer writes it: its position, the rest its options (`toMove`: to_move).
		const description = describeGameOf(game) as unknown as JsonObject;
		const [place, ...rest] = moduleOf(game).file?.fields ?? [];
		const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
		const described = rest.map((key) => [snake(key), description[key]]);
		const options = TRACER_KEYS.filter((key) => key in entry).map((key) => [key, entry[key]]);
		return {
			name: typeof entry.name === 'string' ? entry.name : where,
			...{ points, timeout, module, function: called, trace, args, shape, start },
			position: description[place ?? ''],
			tracer: { ...Object.fromEntries([...described, ...options]), game: game.kind, search },
			reference: referenceFor(game, settings)
		};
	} catch (error) {
		if (error instanceof InputError)
			refuse(`${where}: ${describeInputError(inputErrorMessages('en'), error).replace(/\.$/, '')}`);
		if (error instanceof Refusal) refuse(`${where}: ${error.message}`);
		throw error;
	}
}

/** The teacher's positions (docs/tracing.md): each key at the top is every position's default. */
function positionsOf(file: unknown): JsonObject[] {
	if (!isObject(file) || !Array.isArray(file.positions) || file.positions.length === 0)
		return refuse('the positions file is an object with a non-empty list "positions"');
	const { positions, ...defaults } = file;
	if (positions.length > 100) refuse('at most 100 positions');
	return positions.map((entry: unknown) =>
		isObject(entry) ? { ...defaults, ...entry } : refuse('each position is an object')
	);
}

/** Writes the bundle; prints what it holds. Bad input: one `trace:` line, status 2. */
export async function runAutograder(argv: readonly string[], io: Output, lang: Lang) {
	try {
		const { values } = readArgs(argv);
		const dir = values.autograder;
		if (dir === '') refuse('--autograder names the folder to write the bundle in');
		const path = values.positions ?? new URL(DEFAULTS, ROOT);
		const text = await readFile(path, 'utf8').catch((error: Error) =>
			refuse(`cannot read ${clip(String(path), 60)}: ${clip(error.message, 80)}`)
		);
		let file: unknown;
		try {
			file = JSON.parse(text);
		} catch (error) {
			refuse(`the positions file is not JSON: ${clip((error as Error).message, 80)}`);
		}
		const positions = positionsOf(file).map(bundleEntry);
		await mkdir(dir, { recursive: true });
		await writeFile(join(dir, 'reference.json'), JSON.stringify({ version: 1, positions }));
		for (const copied of COPIED)
			await copyFile(new URL(copied, ROOT), join(dir, copied.split('/').at(-1) as string));
		await Promise.all(['setup.sh', 'run_autograder'].map((name) => chmod(join(dir, name), 0o755)));
		const names = positions.map((one) => `  ${one.points} ${one.name}`).join('\n');
		await io.out(`autograder: ${dir}, ${positions.length} positions\n${names}\n`);
		return 0;
	} catch (error) {
		const said =
			error instanceof InputError
				? describeInputError(inputErrorMessages(lang), error)
				: error instanceof Refusal
					? `${error.message}.`
					: null;
		if (said === null) throw error;
		io.err(clip(`trace: ${said}`, Infinity));
		return 2;
	}
}

/** --autograder DIR, --positions FILE and --lang, nothing else. */
function readArgs(argv: readonly string[]) {
	try {
		const options = {
			autograder: { type: 'string' },
			positions: { type: 'string' },
			lang: { type: 'string' }
		} as const;
		const read = parseArgs({ args: [...argv], options });
		return { values: { ...read.values, autograder: read.values.autograder ?? '' } };
	} catch (error) {
		return refuse(clip((error as Error).message.split('\n')[0] ?? '', 120));
	}
}
