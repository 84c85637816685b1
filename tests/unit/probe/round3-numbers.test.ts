import fc from 'fast-check';
// The search views' run views, which a page showing MCTS registers.
import '../../../src/lib/view-registry/run-views';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { gameFor, searchIds, type SearchId } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import type { Figure, FigureLabels } from '../../../src/lib/export/figure';
import { drawFigure } from '../../../src/lib/export/figure-draw';
import { figureAtStep, figureSourceOf, lastStep } from '../../../src/lib/export/figure-file';
import { figureTikz, texEscape } from '../../../src/lib/export/figure-tikz';
import { countSearch } from '../../../src/lib/engine/compare';
import { optionText, searchOptions, type SearchOption } from '../../../src/lib/engine/options';
import { fitsOption, readSearchOptions } from '../../../src/lib/engine/option-values';
import { DEFAULT_QUERY, readQuery, writeQuery } from '../../../src/lib/player/query';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { shownValue } from '../../../src/routes/declared-options';
import { runCli, type Output } from '../cli-run';
import { MESSAGES } from '../../../src/lib/i18n';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { importTrace } from '../../../src/lib/workers/importing';
import { FakeWorker } from '../fake-worker';
import { language, useFakeWorkers } from '../page-state';

/**
 * Issue 46's probe, round three's numbers (items 8-13): each reproduction with the outcome it
 * must have, and the properties behind them: every number the app writes in a link, a field or
 * a trace file it reads back, at every option's extremes.
 */

/** The CLI's JSON output, parsed, with its exit status checked. */
async function cliJson(argv: readonly string[]): Promise<Output & Record<string, unknown>> {
	const run = await runCli(argv);
	expect(run.err).toEqual([]);
	expect(run.status).toBe(0);
	return JSON.parse(run.out) as Output & Record<string, unknown>;
}

describe('item 8: a chance node whose weights stray from 1 by rounding', () => {
	// The weights sum to 1.0000000008, within the form's 10⁻⁹: every search takes 1/2 each.
	const TREE =
		'{"bounds":[-1000000000000,1000000000000],"children":[0,{"kind":"chance","weights":[0.5000000004,0.5000000004],"children":[-999999999000,1000000000000]}]}';

	it('gives expectimax and expectimax-bounded the same value and move, in files and in the compare table', async () => {
		for (const algorithm of ['expectimax', 'expectimax-bounded']) {
			const file = await cliJson(['--tree', TREE, '--algorithm', algorithm, '--summary']);
			expect([file.score, file.exact, file.move]).toEqual([500, '500', 1]);
			const counts = countSearch(parseTree(TREE), { algorithm, depthLimit: null, symmetry: false });
			expect(counts.score).toBe(500);
		}
	});

	it('takes weights summing just under 1 as exactly 1/3 each', () => {
		const game = parseTree(
			'{"bounds":[0,20],"kind":"chance","weights":[0.3333333333,0.3333333333,0.3333333333],"children":[3,12,8]}'
		);
		for (const algorithm of ['expectimax', 'expectimax-bounded'] as const) {
			const trace = search(game, { algorithm, depthLimit: null, symmetry: false });
			expect(trace.exactScore(1)?.toString()).toBe('23/3');
		}
		expect(game.chanceWeights(0)?.map(String)).toEqual(['1/3', '1/3', '1/3']);
		// The tree form keeps the weights as written: links and files write the same bytes.
		expect(JSON.stringify(game.source)).toContain('[0.3333333333,0.3333333333,0.3333333333]');
	});
});

describe('item 9: MCTS on leaves far apart', () => {
	it('scales -1e308 and 1e308 to rewards 0 and 1 and settles on the better move', async () => {
		const file = await cliJson([
			'--tree',
			'[[-1e308,1e308],[0,5]]',
			'--algorithm',
			'mcts',
			'--iterations',
			'6'
		]);
		const records = file.trace as unknown as { reward: number }[];
		expect(records.map((record) => record.reward)).toEqual([0, 0.5, 0.5, 0.5, 0, 0.5]);
		expect(file.move).toBe(1);
		expect(file.root).toEqual([
			{ move: 0, visits: 2, wins: 0 },
			{ move: 1, visits: 4, wins: 2 }
		]);
	});

	it('gives 1e308 the reward 1 and -1e308 the reward 0', async () => {
		const file = await cliJson([
			'--tree',
			'[1e308,-1e308]',
			'--algorithm',
			'mcts',
			'--iterations',
			'2'
		]);
		const records = file.trace as unknown as { score: number; reward: number }[];
		expect(records.map(({ score, reward }) => [score, reward])).toEqual([
			[1e308, 1],
			[-1e308, 0]
		]);
	});
});

/** Every search with declared options, and each option. */
const DECLARED = searchIds().flatMap((algorithm) =>
	searchOptions(algorithm).map((option) => [algorithm, option] as const)
);

/** An option's extremes and the values JavaScript writes with an exponent, those in range. */
function extremes(option: SearchOption): number[] {
	const { min, max } = option;
	const near = [min, min + Number.EPSILON, max, 1e-7, 5e-324, 1e-300, 1e21, 1.5e300, 1e308];
	const signed = [...near, ...near.map((value) => -value), Number.MAX_SAFE_INTEGER, 0xffffffff];
	return signed.filter((value) => fitsOption(option, value));
}

/** Values across an option's range: whole ones, or doubles of every magnitude. */
function values(option: SearchOption): fc.Arbitrary<number> {
	const { min, max, integer } = option;
	if (integer) return fc.integer({ min, max: Math.min(max, 2 ** 53) });
	return fc
		.double({ min, max: Math.min(max, Number.MAX_VALUE), noNaN: true })
		.filter((value) => fitsOption(option, value));
}

/** A link to `algorithm` with `key` at `value`, read back: the value read, and the problems. */
function linkRoundTrip(algorithm: SearchId, key: string, value: number) {
	const written = writeQuery({
		...DEFAULT_QUERY,
		search: { algorithm, depthLimit: null, symmetry: false, options: { [key]: value } }
	});
	const { query, problems } = readQuery(new URLSearchParams(written));
	return { written, read: query.search.options?.[key], problems: problems.length };
}

describe('item 10: every option value a link or the Options form writes is read back', () => {
	it('writes c=0.0000001 and aspiration=1000000000000000000000, which read back', () => {
		expect(linkRoundTrip('mcts', 'c', 1e-7)).toEqual({
			written: '?algo=mcts&c=0.0000001',
			read: 1e-7,
			problems: 0
		});
		expect(linkRoundTrip('iterative', 'aspiration', 1e-7).written).toBe(
			'?algo=iterative&aspiration=0.0000001'
		);
		expect(linkRoundTrip('iterative', 'aspiration', 1e21)).toEqual({
			written: '?algo=iterative&aspiration=1000000000000000000000',
			read: 1e21,
			problems: 0
		});
		expect(optionText(-1.5e-7)).toBe('-0.00000015');
		expect(optionText(1.2345e22)).toBe('12345000000000000000000');
	});

	it.each(DECLARED.map(([algorithm, option]) => [`${algorithm} ${option.key}`, algorithm, option]))(
		'%s: a link round-trips it at its extremes and across its range',
		(_, algorithm, option) => {
			const check = (value: number) => {
				const { read, problems } = linkRoundTrip(algorithm, option.key, value);
				// At its fallback an option is left out of the link, and read as absent; -0 reads as 0.
				expect(read ?? option.fallback).toBe(value + 0);
				expect(problems).toBe(0);
			};
			for (const value of extremes(option)) check(value);
			fc.assert(fc.property(values(option), check), { numRuns: 200 });
		}
	);

	it.each(DECLARED.map(([algorithm, option]) => [`${algorithm} ${option.key}`, algorithm, option]))(
		'%s: the Options field shows a value its reader takes',
		(_, algorithm, option) => {
			const check = (value: number) => {
				const shown = shownValue(value);
				const { options, refused } = readSearchOptions(algorithm, (each) =>
					each === option ? shown : undefined
				);
				expect(refused).toEqual([]);
				// Rounded to six decimals, never to 0 where the value is not.
				expect(Math.abs((options[option.key] ?? NaN) - value)).toBeLessThanOrEqual(
					Math.max(5e-7, Math.abs(value) * 1e-15)
				);
			};
			for (const value of extremes(option)) check(value);
			fc.assert(fc.property(values(option), check), { numRuns: 200 });
		}
	);
});

/**
 * Search `algorithm` on the article's board with option `option` at `value`, given on the command
 * line in `optionText`'s digits, written as a file (its summary: `--check` runs the search again
 * either way) and read back by `--check`: its one line.
 */
async function checkedLine(algorithm: SearchId, option: SearchOption, value: number) {
	const flags = ['--board', 'O.XX.X.OO', '--algorithm', algorithm];
	const file = await runCli([...flags, `--${option.flag}`, optionText(value), '--summary']);
	expect(file.err).toEqual([]);
	const checked = await runCli(['--check', '-'], { input: file.out });
	expect(checked.err).toEqual([]);
	return checked.out.trim();
}

describe('item 10: every option value the command line writes in a file, --check reads back', () => {
	it.each(DECLARED.map(([algorithm, option]) => [`${algorithm} ${option.key}`, algorithm, option]))(
		'%s: at its extremes and at random values',
		async (_, algorithm, option) => {
			// Whole numbers (MCTS's iterations: a run each) take fewer; their digits never vary in form.
			const random = fc.sample(values(option), { numRuns: option.integer ? 4 : 12, seed: 46 });
			for (const value of [...extremes(option), ...random]) {
				const line = await checkedLine(algorithm, option, value);
				const said = value === option.fallback ? '' : `${option.key} ${optionText(value + 0)}`;
				expect(line).toMatch(/^ok: /);
				expect(line).toContain(said);
			}
		}
	);
});

describe("item 11: the CLI's own MCTS file, read back", () => {
	const MCTS = ['--board', 'O.XX.X.OO', '--algorithm', 'mcts', '--iterations', '20'];

	it('passes --check, and a changed record is refused naming its field', async () => {
		const { out } = await runCli(MCTS);
		const checked = await runCli(['--check', '-'], { input: out });
		expect([checked.status, checked.out, checked.err]).toEqual([
			0,
			'ok: mcts (iterations 20) on board O.XX.X.OO, 20 iterations, move 4\n',
			[]
		]);
		const changed = out.replace('"iteration":2,"path":[4],', '"iteration":2,"path":[6],');
		const refused = await runCli(['--check', '-'], { input: changed });
		expect([refused.status, refused.err]).toEqual([
			2,
			['trace: The file says trace[1].path[0] 6, but searching this game gives 4.']
		]);
		const seed = out.replace('"seed":1,', '"seed":-1,');
		expect((await runCli(['--check', '-'], { input: seed })).err).toEqual([
			"trace: The file's seed is -1; it must be a whole number from 0 to 4294967295."
		]);
	});

	useFakeWorkers();
	it('opens on the page as the MCTS run it records', async () => {
		const lab = new Lab(language);
		// The link codec in, as a page that has loaded it writes the run's address at once.
		await lab.linkCodec();
		lab.mount(new URLSearchParams(''));
		const { out } = await runCli([...MCTS, '--exploration', '0.5', '--seed', '7']);
		const file = new File([out], 'm.json');
		const opened = lab.openTraceFile(file);
		const told: unknown[] = [];
		await importTrace(file, (message) => told.push(message));
		for (const message of told) FakeWorker.last.reply(message);
		expect(await opened).toBe(true);
		expect(lab.problems).toEqual([]);
		expect(lab.notice?.(MESSAGES.en)).toBe('Opened m.json: 20 iterations.');
		expect(lab.address).toBe('/?algo=mcts&iterations=20&seed=7&c=0.5');
	});
});

/** The figure of `tree` searched by `algorithm`, at its last step. */
function figureOf(
	tree: string,
	algorithm: string,
	labels: FigureLabels = 'names',
	answerBoxes = false
): Figure {
	const game = gameFor({ kind: 'tree', tree, root: 'max' });
	const source = figureSourceOf(search(game, { algorithm, depthLimit: null, symmetry: false }));
	if (source === null) throw new Error('no layout');
	return figureAtStep(source, lastStep(source.trace), { answerBoxes, labels });
}

/** Where a figure's shapes overlap or leave the page, as "n3 overlaps n4"; [] when none do. */
function layoutFaults(figure: Figure): string[] {
	const { nodes, width, height } = drawFigure(figure);
	const faults: string[] = [];
	for (const node of nodes) {
		const { x, y, half } = node;
		if (x - half < 0 || y - half < 0 || x + half > width || y + half > height)
			faults.push(`n${node.node.id} leaves the page`);
	}
	for (let a = 0; a < nodes.length; a++)
		for (let b = a + 1; b < nodes.length; b++) {
			const [one, two] = [nodes[a], nodes[b]];
			if (one === undefined || two === undefined) continue;
			const room = one.half + two.half;
			if (Math.abs(one.x - two.x) < room && Math.abs(one.y - two.y) < room)
				faults.push(`n${one.node.id} overlaps n${two.node.id}`);
		}
	return faults;
}

describe('item 13: figures of long values and names as typed', () => {
	it('keeps long leaves apart and on the page', () => {
		const tree = '[[1234567.891,2345678.912],[3456789.123,4567891.234]]';
		for (const algorithm of ['minimax', 'alphabeta', 'expectimax'])
			expect(layoutFaults(figureOf(tree, algorithm, 'none'))).toEqual([]);
	});

	it('prints a long fraction to six digits, in a node of a usual size', () => {
		const figure = figureOf('[[1234567.891,2345678.912,3456789.125]]', 'expectimax', 'none');
		const chance = drawFigure(figure).nodes.find((node) => node.node.shape === 'chance');
		expect(chance?.node.value?.fraction).toBe('879629491/375');
		expect(figureTikz(figure)).toContain('{\\ensuremath{\\approx}2345680}');
		expect(2 * (chance?.half ?? Infinity)).toBeLessThan(2.5);
	});

	it("writes A--B and B'' as typed, not as a dash and a closing quote", () => {
		expect(texEscape('A--B')).toBe('A-{}-B');
		expect(texEscape("B''")).toBe('B\\textquotesingle{}\\textquotesingle{}');
		expect(texEscape('A-B')).toBe('A-B');
	});
});

/** A seeded generator (mulberry32), so the generated set is the same on every run. */
function generator(seed: number): (below: number) => number {
	let state = seed;
	return (below) => {
		state = (state + 0x6d2b79f5) | 0;
		let t = Math.imul(state ^ (state >>> 15), 1 | state);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below);
	};
}

/** Letters and digits a name may start with: ASCII, Latin-1, all of Latin Extended-A, Greek, CJK. */
const NAME_FIRST = [
	...'AZaz09ßÆøÿ',
	...Array.from({ length: 0x180 - 0x100 }, (_, at) => String.fromCodePoint(0x100 + at)),
	...'ΣλЖ中根'
];
const NAME_REST = [...NAME_FIRST, ...`_'′*+-`];
/** Values as users type them: long decimals, big and tiny numbers, whole ones. */
const VALUES = [1234567.891, -98765.4321, 0.30000000000000004, 1e-7, 123456789012, -1e21, 7, -3, 0];

/**
 * A tree of `size` nodes (2 to 500), `flat` (every leaf under the root) or grown at random, each
 * node named (from the accepted alphabet: letters, digits, `_ ' ′ * + -`) and each leaf a value
 * from `VALUES`; the root states the bounds expectimax-bounded needs.
 */
function generatedTree(size: number, flat: boolean, random: (below: number) => number): string {
	const parents = [-1];
	for (let node = 1; node < size; node++) parents.push(flat ? 0 : random(node));
	const children = parents.map(() => [] as number[]);
	parents.forEach((parent, node) => children[parent]?.push(node));
	const taken = new Set<string>();
	const name = (): string => {
		for (;;) {
			const length = 1 + random(12);
			let text = NAME_FIRST[random(NAME_FIRST.length)] ?? 'A';
			while ([...text].length < length) text += NAME_REST[random(NAME_REST.length)] ?? '';
			if (!taken.has(text) && !/^n\d+$/u.test(text)) return (taken.add(text), text);
		}
	};
	const node = (id: number): unknown => {
		const below = children[id] ?? [];
		if (below.length === 0) return { name: name(), value: VALUES[random(VALUES.length)] };
		return { name: name(), children: below.map(node) };
	};
	return JSON.stringify({ bounds: [-1e21, 123456789012], ...(node(0) as object) });
}

/**
 * The generated set: sizes from 2 to 500, flat and grown, under each search a tree's figure
 * shows, with names or call numbers, some with answer boxes: with item 12's own, about 1,100
 * nodes and 1,300 TikZ nodes, which one pdflatex run draws in some 4 s.
 */
function generatedFigures(): Figure[] {
	const random = generator(46);
	// Flat: 2, 17 and 120 nodes (and item 12's own 380 leaves); grown: the rest.
	const sizes = [2, 3, 9, 17, 64, 500, 120];
	const searches = ['minimax', 'alphabeta', 'expectimax', 'expectimax-bounded'];
	return sizes.map((size, at) => {
		const tree = generatedTree(size, at % 3 === 0, random);
		// Names on the smaller trees: a label is a TikZ node of its own, and pdflatex's time goes by nodes.
		const labels: FigureLabels = size > 100 ? 'none' : at % 4 === 3 ? 'calls' : 'names';
		return figureOf(tree, searches[at % searches.length] ?? 'minimax', labels, at % 5 === 4);
	});
}

const run = promisify(execFile);

/**
 * The figures' documents compiled in one pdflatex run (some seconds, not one run each): the
 * first's preamble with every document's undeclared characters, then each figure's picture on a
 * page of its own size (`\pdfpagewidth`: TeX refuses one past 575 cm as the figure's own page
 * would be refused). Returns each page's text, as pdftotext reads it.
 */
async function compiledTogether(figures: readonly Figure[]): Promise<string[]> {
	const documents = figures.map((figure) => figureTikz(figure));
	const declared = new Set(
		documents.flatMap((tex) => tex.match(/^ +\\DeclareUnicode.*$/gmu) ?? [])
	);
	const [first = ''] = documents;
	const preamble = first
		.slice(0, first.indexOf('\\begin{document}'))
		.split('\n')
		.filter(
			(line) => !/^ +\\DeclareUnicode|^\\ifPDFTeX|^\\fi$|^% (Characters|lualatex)/u.test(line)
		);
	const pages = documents.map((tex) => {
		const [, width, height] = /paperwidth=([\d.]+)cm, paperheight=([\d.]+)cm/u.exec(tex) ?? [];
		const picture = tex.slice(tex.indexOf('\\begin{tikzpicture}'), tex.indexOf('\\end{document}'));
		return `\\newpage\n\\pdfpagewidth=${width}cm\\pdfpageheight=${height}cm\n\\noindent\n${picture}`;
	});
	const text = [
		...preamble.filter((line) => line !== '\\pagestyle{empty}'),
		'\\ifPDFTeX',
		...declared,
		'\\fi',
		'\\pagestyle{empty}',
		'\\begin{document}',
		...pages,
		'\\end{document}'
	].join('\n');
	const folder = await mkdtemp(join(tmpdir(), 'minimax-lab-figures-'));
	try {
		await writeFile(join(folder, 'set.tex'), text);
		await run(
			'pdflatex',
			['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', 'set.tex'],
			{ cwd: folder, maxBuffer: 1 << 26 }
		).catch(async (error: unknown) => {
			const log = await readFile(join(folder, 'set.log'), 'utf8').catch(() => '');
			throw new Error(
				`pdflatex failed: ${String(error)}\n${log.split('\n').slice(-30).join('\n')}`
			);
		});
		const { stdout } = await run('pdftotext', [join(folder, 'set.pdf'), '-'], {
			maxBuffer: 1 << 26
		});
		return stdout.split('\f').slice(0, figures.length);
	} finally {
		await rm(folder, { recursive: true, force: true });
	}
}

describe('item 12 and every figure compiles: the generated set, in one pdflatex run', () => {
	it('compiles every figure, names as typed or as their code point, pages inside TeX', async () => {
		const named = figureOf(
			'[{"name":"ſŉĸ","children":[1,2]},{"name":"ĿŦ","children":[3,{"name":"A--B","value":4}]},{"name":"B\'\'","value":5}]',
			'minimax'
		);
		const flat = figureOf(
			`[${Array.from({ length: 380 }, (_, at) => at + 1).join(',')}]`,
			'alphabeta',
			'none'
		);
		const generated = generatedFigures();
		const sizes = generated.map((figure) => figure.nodes.length);
		expect(Math.max(...sizes)).toBe(500);
		for (const figure of [flat, ...generated]) expect(layoutFaults(figure)).toEqual([]);
		const pages = await compiledTogether([named, flat, ...generated]);
		expect(pages).toHaveLength(2 + generated.length);
		const [first = ''] = pages;
		for (const shown of ['U+017FU+0149U+0138', 'U+013FU+0166', 'A--B', "B''"])
			expect(first.replaceAll(/\s+/gu, '')).toContain(shown);
		// The flat tree's page: 380 cm of nodes drawn smaller, whole, on a page under 500 cm.
		expect(figureTikz(flat)).toMatch(/paperwidth=4\d\d(\.\d+)?cm/u);
	}, 300_000);
});
