import fc from 'fast-check';
// The search views' run views, which a page showing MCTS registers.
import '../../../src/lib/view-registry/run-views';
import { describe, expect, it } from 'vitest';
import { search, searchIds, type SearchId } from '../../../src/lib/engine/index';
import { countSearch } from '../../../src/lib/engine/compare';
import {
	fitsOption,
	optionText,
	readSearchOptions,
	searchOptions,
	type SearchOption
} from '../../../src/lib/engine/options';
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
