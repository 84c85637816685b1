import { beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import '../../../src/lib/view-registry/run-views';
import { checkTrace } from '../../../src/cli/check';
import {
	CUT_RULES,
	InputError,
	MOVE_ORDERINGS,
	gameFor,
	iterationRule,
	optionValue,
	searchName,
	type SearchId,
	type SearchSettings
} from '../../../src/lib/engine';
import { unpackGame } from '../../../src/lib/engine/pack';
import { readAnyFile } from '../../../src/lib/engine/run-file';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { searchOptions, type SearchOption } from '../../../src/lib/engine/options';
import { fitsOption } from '../../../src/lib/engine/option-values';
import { runsBy, searchIds, takesSetting } from '../../../src/lib/engine/search-catalog';
import { plainOptions } from '../../../src/lib/engine/search-settings';
import { traitsFor } from '../../../src/lib/games/traits';
import { randomTree, RANDOM_TREE_START } from '../../../src/lib/games/tree/random';
import { MESSAGES } from '../../../src/lib/i18n';
import { readPracticeQuery } from '../../../src/lib/practice';
import { DEFAULT_QUERY, writeQuery } from '../../../src/lib/player/query';
import type { TooBigDetails } from '../../../src/lib/player/settle';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { FakeWorker } from '../fake-worker';
import { english, language, useFakeWorkers } from '../page-state';

/**
 * Issue 46's probe, the page state's share (items 1-3, 14-16 and "a refusal keeps what the user
 * had"): each reproduction with the outcome expected. What needs a browser (history, focus) is
 * in tour.spec and tree-editor.spec.
 */

const settle = () => new Promise((resolve) => setImmediate(resolve));
/** A tree with one chance node, as a link carries it. */
const CHANCE = '{"children":[{"kind":"chance","children":[1,2]},3]}';
const CHANCE_LINK = `tree=${encodeURIComponent(CHANCE)}`;
const CHANCE_REASON =
	'This tree has chance nodes, which take the average of their children, and "minimax" only takes the highest or the lowest: choose "expectimax" or "expectimax-bounded".';

let lab: Lab;
useFakeWorkers();
beforeEach(async () => {
	lab = new Lab(language);
	// The link codec in, as a page that has loaded it: a link then opens at once.
	await lab.linkCodec();
});

/** Mounts `link` and waits until the page shows a run or a trace other than the article's. */
async function mounted(link: string, run = false): Promise<void> {
	lab.mount(new URLSearchParams(link));
	// An MCTS run opens once its view is loaded (compiled on first import: seconds on a busy machine).
	if (run) await vi.waitFor(() => expect(lab.runShown).not.toBeNull(), { timeout: 30_000 });
	else for (let turn = 0; turn < 5; turn++) await settle();
}

describe('item 1: MCTS keeps a random tree', () => {
	const recipe = { branching: 3, depth: 2, min: 0, max: 9, seed: 7 };
	const drawn = JSON.stringify(randomTree(recipe));

	it('chosen from the Search menu, the tree is written out, not replaced', async () => {
		await mounted('seed=7&branching=3&depth=2&min=0&max=9');
		lab.chooseSearch('mcts');
		await vi.waitFor(() => expect(lab.runShown).not.toBeNull(), { timeout: 30_000 });
		expect(lab.source).toEqual({ kind: 'tree', tree: drawn, root: 'max' });
		expect(lab.address).toBe(`/?algo=mcts&tree=${encodeURIComponent(drawn)}`);
		expect(lab.problems).toEqual([]);
	});

	it("typed with its recipe, the link's seed is the tree's, not MCTS's", async () => {
		await mounted('seed=19&branching=2-2&depth=3&algo=mcts', true);
		const tree = JSON.stringify(
			randomTree({ ...RANDOM_TREE_START, branching: [2, 2], depth: 3, seed: 19 })
		);
		expect(lab.source).toEqual({ kind: 'tree', tree, root: 'max' });
		expect(optionValue(lab.runShown?.settings ?? DEFAULT_QUERY.search, 'seed')).toBe(1);
		expect(lab.address).toBe(`/?algo=mcts&tree=${encodeURIComponent(tree)}`);
		expect(lab.problems).toEqual([]);
	});

	it('a seed without a recipe stays MCTS’s, on the article’s board', async () => {
		await mounted('algo=mcts&seed=7', true);
		expect(lab.source.kind).toBe('board');
		expect(optionValue(lab.runShown?.settings ?? DEFAULT_QUERY.search, 'seed')).toBe(7);
	});
});

describe('item 2: a link too big for a trace keeps its position', () => {
	/** What the search worker refuses `game=connect4&moves=&depth=12&algo=iterative` with. */
	const ITERATIVE_12: TooBigDetails = {
		calls: 2_120_408,
		exact: false,
		atLeast: false,
		ceiling: 1_000_000,
		lowerDepth: { algorithm: 'iterative', depth: 10, calls: 478_901, exact: false },
		otherSearch: null
	};
	const refusal = (details: TooBigDetails) => ({
		kind: 'error',
		error: new InputError('searchTooBig', details).data
	});

	it('when the depth offered passes the ceiling as it records, the next one offered opens', async () => {
		lab.mount(new URLSearchParams('game=connect4&moves=&depth=12&algo=iterative'));
		await settle();
		FakeWorker.last.reply(refusal(ITERATIVE_12));
		await settle();
		expect(FakeWorker.last.posted).toMatchObject([
			{ search: { algorithm: 'iterative', depthLimit: 10 } }
		]);
		// Stopped past the ceiling (an estimate grown from the first levels was low); a refusal
		// whose lower limit is small enough to search here at once.
		const lowerDepth = { algorithm: 'iterative', depth: 2, calls: 71, exact: true };
		FakeWorker.last.reply(
			refusal({ ...ITERATIVE_12, calls: 1_065_536, atLeast: true, lowerDepth })
		);
		for (let turn = 0; turn < 5; turn++) await settle();
		expect(lab.session.source).toEqual({ kind: 'connect4', moves: '', ai: 'X' });
		expect(lab.trace.settings).toMatchObject({ algorithm: 'iterative', depthLimit: 2 });
		expect(lab.address).toBe('/?game=connect4&algo=iterative&depth=2');
		expect(english(lab.problems)).toEqual([
			`The link's search would make about 2,120,408 calls, more than the 1,000,000 a recorded trace may hold; showing the same position at depth limit 2 instead (${lab.trace.calls} calls).`
		]);
	});
});

describe('item 14: a chance tree switches the search, and says so as such', () => {
	it('a link naming no search opens expectimax without blaming minimax', async () => {
		await mounted(CHANCE_LINK);
		expect(lab.trace.settings.algorithm).toBe('expectimax');
		expect(lab.problems).toEqual([]);
	});

	it('a link naming minimax says the search is switched, in both languages', async () => {
		await mounted(`${CHANCE_LINK}&algo=minimax`);
		expect(lab.trace.settings.algorithm).toBe('expectimax');
		const name = searchName('expectimax', 'en');
		expect(english(lab.problems)).toEqual([`${CHANCE_REASON} Searching with ${name} instead.`]);
		expect(lab.problems[0]?.(MESSAGES.zh)).toMatch(
			new RegExp(`改用${searchName('expectimax', 'zh')}。$`)
		);
		// The search's name says 搜索 itself: the message adds no second one.
		expect(lab.problems[0]?.(MESSAGES.zh)).not.toContain('搜索搜索');
	});

	it('"Search this tree" from the editor says the same', async () => {
		const minimax = { algorithm: 'minimax', depthLimit: null, symmetry: false };
		await lab.open({ kind: 'tree', tree: CHANCE, root: 'max' }, minimax);
		expect(lab.trace.settings.algorithm).toBe('expectimax');
		expect(english(lab.problems)).toEqual([
			`${CHANCE_REASON} Searching with ${searchName('expectimax', 'en')} instead.`
		]);
	});
});

describe('a refusal keeps what the user had', () => {
	it('MCTS on a chance tree shows the tree under the search it takes, not the article’s board', async () => {
		await mounted(`${CHANCE_LINK}&algo=mcts&iterations=50`);
		expect(lab.runShown).toBeNull();
		expect(lab.session.source).toEqual({ kind: 'tree', tree: CHANCE, root: 'max' });
		expect(lab.trace.settings.algorithm).toBe('expectimax');
		expect(english(lab.problems)).toEqual([
			`${CHANCE_REASON.replace('"minimax"', '"mcts"')} Searching with ${searchName('expectimax', 'en')} instead.`
		]);
	});
});

describe('item 15: every parameter a view does not use is said, once', () => {
	const ignored = (name: string, value: string, where: string) =>
		`The link's ${name}="${value}" does not apply to ${where}; it is ignored.`;

	it("the MCTS page says each call search's parameter it ignores", async () => {
		await mounted(
			'algo=mcts&versus=minimax&depth=3&order=best&cut=gt&aspiration=5&symmetry=on&guess=2',
			true
		);
		const mcts = searchName('mcts', 'en');
		expect(english(lab.problems)).toEqual([
			ignored('symmetry', 'on', mcts),
			ignored('order', 'best', mcts),
			ignored('cut', 'gt', mcts),
			ignored('versus', 'minimax', mcts),
			ignored('aspiration', '5', mcts),
			ignored('guess', '2', mcts),
			ignored('depth', '3', mcts)
		]);
		expect(lab.address).toBe('/?algo=mcts');
	});

	it('side by side says it steps by call', async () => {
		await mounted('versus=alphabeta&by=event');
		expect(english(lab.problems)).toEqual([ignored('by', 'event', 'two searches side by side')]);
		expect(lab.address).toBe('/?versus=alphabeta');
	});

	it('takes algo=MCTS as the command line does, and lists mcts among the valid ids', async () => {
		await mounted('algo=MCTS&iterations=50', true);
		expect(lab.runShown?.settings.algorithm).toBe('mcts');
		await mounted('algo=foo');
		expect(english(lab.problems)[0]).toMatch(/expectimax-bounded, mcts; using minimax\.$/);
	});

	it('practice says what its exercise has no use for', () => {
		const said = (link: string) => english(readPracticeQuery(new URLSearchParams(link)).problems);
		expect(said('algo=expectimax&cut=gt&windows=on')).toEqual([
			ignored('cut', 'gt', 'this exercise'),
			ignored('windows', 'on', 'this exercise')
		]);
		expect(readPracticeQuery(new URLSearchParams('algo=expectimax&windows=on')).query.windows).toBe(
			false
		);
		expect(said('algo=pvs&order=best').at(-1)).toBe(ignored('order', 'best', 'this exercise'));
		expect(said('algo=iterative&aspiration=5').at(-1)).toBe(
			ignored('aspiration', '5', 'this exercise')
		);
		// What the exercise takes is not said.
		expect(said('algo=alphabeta&cut=gt&windows=on')).toEqual([]);
	});
});

/**
 * Done means (issue 46): every search's settings, each option at its extremes and at random
 * values, come back the same from link → page → Copy link (the page's address) → page, and
 * through the trace file the page saves and `--check` reads. On the article's board, the
 * default position, so the link names the search alone.
 */
describe('every setting comes back: link → page → Copy link → page, and through a trace file', () => {
	const game = gameFor(DEFAULT_QUERY.source);
	const deepest = traitsFor(game).depthCeiling(game);

	/** An option's least and greatest values it takes (the largest double where it has no top). */
	const extremes = (option: SearchOption): [number, number] => [
		option.minExclusive === true
			? option.integer
				? option.min + 1
				: Number.MIN_VALUE
			: option.min,
		Number.isFinite(option.max) ? option.max : Number.MAX_VALUE
	];
	const valueOf = (option: SearchOption): fc.Arbitrary<number> => {
		const [min, max] = extremes(option);
		const random = option.integer
			? fc.integer({ min, max })
			: fc.double({ min, max, noNaN: true }).filter((value) => fitsOption(option, value));
		return fc.oneof(fc.constantFrom(min, max), random);
	};

	/** The settings a search may be given here, each at any value it takes. */
	const settingsOf = (algorithm: SearchId): fc.Arbitrary<SearchSettings> => {
		const byCalls = runsBy(algorithm) === 'calls';
		const options = searchOptions(algorithm).map((option) => [option.key, valueOf(option)]);
		return fc
			.record({
				depthLimit: byCalls
					? fc.option(fc.integer({ min: 1, max: deepest }), { nil: null })
					: fc.constant(null),
				symmetry: takesSetting(algorithm, 'symmetry') ? fc.boolean() : fc.constant(false),
				order: takesSetting(algorithm, 'order')
					? fc.constantFrom(...MOVE_ORDERINGS)
					: fc.constant('given' as const),
				cut: takesSetting(algorithm, 'cut')
					? fc.constantFrom(...CUT_RULES)
					: fc.constant('ge' as const),
				options: fc.record(Object.fromEntries(options), { requiredKeys: [] })
			})
			.map((settings) => plainOptions({ algorithm, ...settings }));
	};

	/** Every search's settings with each option at its least, then at its greatest. */
	const atExtremes = (algorithm: SearchId, end: 0 | 1): SearchSettings =>
		plainOptions({
			algorithm,
			depthLimit: runsBy(algorithm) === 'calls' ? ([1, deepest][end] ?? null) : null,
			symmetry: false,
			options: Object.fromEntries(
				searchOptions(algorithm).map((option) => [option.key, extremes(option)[end]])
			)
		});

	/** What the page shows for `link`: its settings, its address (Copy link's), its trace file. */
	async function shown(link: string) {
		const page = new Lab(language);
		// The link codec in, as a page that has loaded it: a link then opens at once.
		await page.linkCodec();
		const algorithm = new URLSearchParams(link).get('algo') ?? DEFAULT_QUERY.search.algorithm;
		page.mount(new URLSearchParams(link));
		if (runsBy(algorithm) === 'iterations') {
			const opened = () => expect(page.loader?.running || page.runShown !== null).toBe(true);
			await vi.waitFor(opened, { timeout: 30_000 });
			// A long run goes to the search worker: recorded here in its stead.
			if (page.loader?.running) {
				const { game, run } = FakeWorker.last.posted[0] as {
					game: Parameters<typeof unpackGame>[0];
					run: SearchSettings;
				};
				const played = unpackGame(game);
				const record = (await iterationRule(run.algorithm)).record(played, played.root, run);
				FakeWorker.last.reply({ kind: 'recorded', columns: record.columns() });
			}
			await vi.waitFor(() => expect(page.runShown).not.toBeNull(), { timeout: 30_000 });
		} else for (let turn = 0; turn < 5; turn++) await settle();
		const settings = page.runShown?.settings ?? page.trace.settings;
		// The file Save trace writes, or the command line's for a run (its summary: what --check reads of it).
		const shownRun = page.runShown;
		const file = shownRun
			? [...(await iterationRule(algorithm)).jsonChunks(shownRun.run.record, true)].join('')
			: [...traceJsonChunks(page.trace)].join('');
		return { settings, address: page.address, problems: english(page.problems), file };
	}

	/** Settings as the page compares them: an iteration search's options each at its value. */
	const same = (settings: SearchSettings) =>
		'depthLimit' in settings && runsBy(settings.algorithm) === 'calls'
			? settings
			: plainOptions({ ...settings, depthLimit: null, symmetry: false });

	for (const algorithm of searchIds())
		it(algorithm, async () => {
			await fc.assert(
				fc.asyncProperty(settingsOf(algorithm), async (search) => {
					const link = writeQuery({ ...DEFAULT_QUERY, search }).slice(1);
					const first = await shown(link);
					expect(first.problems, link).toEqual([]);
					expect(same(first.settings), link).toEqual(same(search));
					const copied = await shown(first.address.replace(/^\/\??/, ''));
					expect(copied.problems, first.address).toEqual([]);
					expect(same(copied.settings), first.address).toEqual(same(search));
					expect(checkTrace(first.file).lines[0], link).toMatch(/^ok: /);
					const read = readAnyFile(first.file);
					expect(same(read.kind === 'run' ? read.run.settings : read.file.settings), link).toEqual(
						same(search)
					);
				}),
				{
					// A run by iterations records up to 100,000 of them each time: fewer runs.
					numRuns: runsBy(algorithm) === 'calls' ? 8 : 3,
					examples: [[atExtremes(algorithm, 0)], [atExtremes(algorithm, 1)]]
				}
			);
		});
});
