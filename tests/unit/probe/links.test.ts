import { describe, expect, it } from 'vitest';
import { MESSAGES, type Localized } from '../../../src/lib/i18n';
import { Comparison } from '../../../src/lib/state/comparison.svelte';
import { Lab } from '../../../src/lib/state/lab.svelte';
import { compareSearches } from '../../../src/lib/workers/comparing';
import { FakeWorker } from '../fake-worker';
import { language, useFakeWorkers } from '../page-state';

/**
 * Issue 30's probe, links' share: hostile links on the step-through page (embedded or not) and
 * the compare view, one row each, with the outcome expected: the game shown, the depth limit
 * searched, the step, and what the page says. Every row also checks the facts its messages
 * state against that state (`checkFacts`): a depth named is the depth searched, "without a
 * depth limit" only when there is none, a game named as ignoring a parameter is the game shown,
 * and each message reads in Chinese too.
 */

type Kind = 'board' | 'connect4' | 'tree';

interface Row {
	/** The link's query. */
	readonly link: string;
	readonly kind: Kind;
	/** The depth limit searched (or asked of the worker); null: none. */
	readonly depth: number | null;
	/** Each message, in order (English), as a pattern; [] when the link is quiet. */
	readonly says: readonly RegExp[];
	/** The step shown (step page only). */
	readonly step?: number;
	/** Something more to check in the address written back. */
	readonly address?: RegExp;
}

/** Lets pending promises (a search opening) settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

interface Outcome {
	readonly kind: Kind;
	readonly depth: number | null;
	readonly step: number | null;
	readonly address: string | null;
	readonly en: string[];
	readonly zh: string[];
}

const worded = (problems: readonly Localized[]) => ({
	en: problems.map((problem) => problem(MESSAGES.en)),
	zh: problems.map((problem) => problem(MESSAGES.zh))
});

async function onStepPage(link: string): Promise<Outcome> {
	const lab = new Lab(language);
	// The link codec in, as a page that has loaded it: a link then opens at once.
	await lab.linkCodec();
	lab.mount(new URLSearchParams(link));
	await settle();
	// A search too big for the page is sent to the worker: the depth it was asked for counts.
	const asked = lab.loader?.running
		? (FakeWorker.last.posted[0] as { search: { depthLimit: number | null } }).search.depthLimit
		: null;
	const outcome: Outcome = {
		kind: lab.loader?.running
			? (FakeWorker.last.posted[0] as { source: { kind: Kind } }).source.kind
			: lab.session.source.kind,
		depth: lab.loader?.running ? asked : lab.trace.settings.depthLimit,
		step: lab.loader?.running ? null : lab.player.step,
		address: lab.loader?.running ? null : lab.address,
		...worded(lab.problems)
	};
	lab.loader?.cancel();
	return outcome;
}

function onCompare(link: string): Outcome {
	const view = new Comparison(language);
	view.mount(new URLSearchParams(link));
	view.run(view.source);
	// A small count limit: what the rows run under matters here, not their figures.
	compareSearches(
		{ source: view.source, search: view.search },
		(message) => FakeWorker.last.reply(message),
		5_000
	);
	const ran = new Set(view.rows.map((row) => row.counts.settings.depthLimit));
	// Every row counted ran under the depth the view shows.
	expect(
		[...ran].every((depth) => depth === view.depthLimit),
		link
	).toBe(true);
	return {
		kind: view.source.kind,
		depth: view.depthLimit,
		step: null,
		address: view.address,
		...worded(view.problems)
	};
}

const GAME_NAMES: Record<Kind, string> = {
	board: 'a tic-tac-toe board',
	connect4: 'Connect Four',
	tree: 'a game tree'
};

/** The facts a message states, checked against what the page did. */
function checkFacts(link: string, outcome: Outcome): void {
	const { en, zh, depth, kind } = outcome;
	expect(zh, link).toHaveLength(en.length);
	for (const text of zh) expect(text, link).toMatch(/[\u4e00-\u9fff]/);
	for (const text of en) {
		if (depth !== null) expect(text, link).not.toMatch(/without a depth limit|without that option/);
		const used =
			/own depth limit, (\d+), instead|using (\d+) instead|at depth limit (\d+) instead/.exec(text);
		if (used) expect(Number(used[1] ?? used[2] ?? used[3]), link).toBe(depth);
		if (/searching without a depth limit/.test(text)) expect(depth, link).toBeNull();
		const ignoredBy = /does not apply to (.+); it is ignored\.$/.exec(text);
		if (ignoredBy) expect(ignoredBy[1], link).toBe(GAME_NAMES[kind]);
		const using = /kind of position \(.*\); using (.+)\.$/.exec(text);
		if (using) expect(using[1], link).toBe(GAME_NAMES[kind]);
		expect(text, link).not.toMatch(/showing the tree|the tree ignores/);
	}
	for (const text of zh) {
		if (depth !== null) expect(text, link).not.toMatch(/不限深度/);
	}
}

const C4_DEFAULT = /searching to this game's own depth limit, 4, instead\.$/;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NOT_WHOLE = (value: string) =>
	new RegExp(
		`^The link's depth="${escaped(value)}" is not a whole number from 1 up, in digits 0-9; `
	);
const IGNORED = (name: string, value: string, game: string) =>
	new RegExp(`^The link's ${name}="${value}" does not apply to ${game}; it is ignored\\.$`);

/** Step-through page rows (embedded ones carry embed=1). */
const STEP_ROWS: readonly Row[] = [
	// Depth limits that are not one, on Connect Four: its own depth 4 is searched, and said.
	...['0', '-3', '1e1', '٣', '３', '+5', '5.0', '0x5', 'NaN', 'Infinity'].map((value): Row => ({
		link: `game=connect4&moves=44&depth=${encodeURIComponent(value)}`,
		kind: 'connect4',
		depth: 4,
		says: [new RegExp(NOT_WHOLE(value).source + C4_DEFAULT.source)]
	})),
	// The same on a board: no limit, said so.
	{
		link: 'board=X...O....&depth=-1',
		kind: 'board',
		depth: null,
		says: [/depth="-1" is not a whole number.*; searching without a depth limit\.$/]
	},
	{
		link: 'board=X...O....&depth=%207%20',
		kind: 'board',
		depth: 7,
		says: []
	},
	{ link: 'board=X...O....&depth=007', kind: 'board', depth: 7, says: [] },
	// Past the position's ceiling: the ceiling named, the depth used said.
	{
		link: 'board=X...O....&depth=100',
		kind: 'board',
		depth: null,
		says: [
			/^The depth limit 100 is not a whole number from 1 to 9: .* Searching without that option instead\.$/
		]
	},
	{
		link: 'game=connect4&moves=44&depth=13',
		kind: 'connect4',
		depth: 4,
		says: [
			/depth limit 13 is deeper than this page searches this game \(at most 12\); using 4 instead\.$/
		]
	},
	{
		link: 'game=connect4&moves=44&depth=43',
		kind: 'connect4',
		depth: 4,
		says: [/depth limit 43 is deeper .* \(at most 12\); using 4 instead\.$/]
	},
	{
		link: 'game=connect4&moves=44&depth=99999999999999999999',
		kind: 'connect4',
		depth: 4,
		says: [
			/depth="99999999999999999999" is far past the end of any game; searching to this game's own depth limit, 4, instead\.$/
		]
	},
	{
		link: 'board=X...O....&depth=3&depth=x',
		kind: 'board',
		depth: null,
		says: [NOT_WHOLE('x')]
	},
	// A tree's depth limit past its height.
	{
		link: 'tree=[[1,2],[3]]&depth=5',
		kind: 'tree',
		depth: null,
		says: [
			/^The depth limit 5 is not a whole number from 1 to 2: .* Searching without that option instead\.$/
		]
	},
	// A random tree's limit is `limit`; its `depth` is the tree's.
	{
		link: 'seed=5&branching=2&depth=3&limit=0',
		kind: 'tree',
		depth: null,
		says: [/^The link's limit="0" is not a whole number.*searching without a depth limit\.$/]
	},
	{ link: 'seed=5&branching=2&depth=3&limit=2', kind: 'tree', depth: 2, says: [] },
	// Other games' parameters: said to be ignored by the game shown.
	{
		link: 'game=connect4&moves=44&scoring=unit',
		kind: 'connect4',
		depth: 4,
		says: [IGNORED('scoring', 'unit', 'Connect Four')]
	},
	{
		link: 'game=connect4&moves=44&toMove=O',
		kind: 'connect4',
		depth: 4,
		says: [IGNORED('toMove', 'O', 'Connect Four')]
	},
	{
		link: 'game=connect4&moves=44&root=min',
		kind: 'connect4',
		depth: 4,
		says: [IGNORED('root', 'min', 'Connect Four')]
	},
	{
		link: 'board=X...O....&root=min',
		kind: 'board',
		depth: null,
		says: [IGNORED('root', 'min', 'a tic-tac-toe board')]
	},
	{
		link: 'tree=[1,2]&toMove=O&ai=O&scoring=depth',
		kind: 'tree',
		depth: null,
		says: [
			IGNORED('scoring', 'depth', 'a game tree'),
			IGNORED('toMove', 'O', 'a game tree'),
			IGNORED('ai', 'O', 'a game tree')
		]
	},
	// More than one kind of position: the one used is named, and it is the one shown.
	{
		link: 'game=connect4&moves=44&board=X........',
		kind: 'connect4',
		depth: 4,
		says: [/\(a tic-tac-toe board, Connect Four\); using Connect Four\.$/]
	},
	{
		link: 'board=X........&tree=[1,2]',
		kind: 'tree',
		depth: null,
		says: [/\(a tic-tac-toe board, a game tree\); using a game tree\.$/]
	},
	{
		link: 'moves=44&tree=[1,2]',
		kind: 'tree',
		depth: null,
		says: [/\(Connect Four, a game tree\); using a game tree\.$/]
	},
	{
		link: 'board=X...O....&seed=3&branching=2&depth=2',
		kind: 'tree',
		depth: null,
		says: [/using a game tree\.$/]
	},
	// Connect Four's own parameters gone wrong.
	{
		link: 'game=chess&moves=44',
		kind: 'connect4',
		depth: 4,
		says: [/^The link's game="chess" is not one of connect4; using connect4\.$/]
	},
	{
		link: 'game=connect4&moves=4458',
		kind: 'connect4',
		depth: 4,
		says: [/Opening the moves before it instead: 445\.$/],
		address: /moves=445&/
	},
	{
		link: 'game=connect4&moves=1111111',
		kind: 'connect4',
		depth: 4,
		says: [/Opening the moves before it instead: 111111\.$/]
	},
	{
		link: `game=connect4&moves=${'4'.repeat(85)}`,
		kind: 'connect4',
		depth: 4,
		says: [/"moves" is 85 characters long, too long to read\.$/]
	},
	{
		link: 'game=connect4&moves=44&ai=Z',
		kind: 'connect4',
		depth: 4,
		says: [/^The link's ai="Z" is not one of X, O; using X\.$/]
	},
	// Symmetry where it does not apply.
	{
		link: 'game=connect4&moves=44&algo=minimax&symmetry=on',
		kind: 'connect4',
		depth: 4,
		// The searches with a table, from the registry: MTD(f)'s too.
		says: [
			/symmetry=on needs a table of positions, and minimax keeps none \(memo, alphabeta-table and mtdf do\)/
		]
	},
	{
		link: 'tree=[[1,2],[3]]&algo=memo&symmetry=on',
		kind: 'tree',
		depth: null,
		says: [/^Symmetry applies to boards only: .* Searching without that option instead\.$/]
	},
	// The rest of the query, with hostile values quoted, never run.
	{
		link: 'algo=%3Cscript%3Ealert(1)%3C/script%3E',
		kind: 'board',
		depth: null,
		says: [/^The link's algo="<script>alert\(1\)<\/script>" is not one of/]
	},
	{
		link: 'algo=%E2%80%AEabc',
		kind: 'board',
		depth: null,
		says: [/algo="\\u202eabc" is not one of/]
	},
	{
		link: 'step=-1',
		kind: 'board',
		depth: null,
		step: 0,
		says: [/step="-1" is not a whole number; starting at step 0\.$/]
	},
	{
		link: 'step=99999',
		kind: 'board',
		depth: null,
		step: 10,
		says: [/^Step 99999 is past the end; showing the last step, 10\.$/]
	},
	{
		link: `step=${'1'.repeat(200_001)}`,
		kind: 'board',
		depth: null,
		step: 0,
		says: [/"step" is 200,001 characters long, too long to read\.$/]
	},
	{ link: 'by=EVENT&step=3', kind: 'board', depth: null, step: 3, says: [], address: /by=event/ },
	// Stops the search shown cannot make are said as an unknown kind is, and kept in the address.
	{
		link: 'algo=alphabeta&predict=chance,value',
		kind: 'board',
		depth: null,
		says: [/^The link's predict=chance stops nowhere: this search's moments are value, cut\.$/],
		address: /predict=value%2Cchance$/
	},
	{
		link: 'predict=value,99999',
		kind: 'board',
		depth: null,
		step: 0,
		says: [/^The link's predict=99999 stops nowhere: the last step is 10\.$/],
		address: /predict=value%2C99999$/
	},
	{
		link: 'lang=xx',
		kind: 'board',
		depth: null,
		says: [/lang="xx" is not one of en, zh; using the language chosen before\.$/]
	},
	// Embedded: the same facts, and embed=1 kept in the address.
	{
		link: 'embed=1&game=connect4&moves=44&depth=0&step=3',
		kind: 'connect4',
		depth: 4,
		step: 3,
		says: [C4_DEFAULT],
		address: /depth=4&step=3&embed=1$/
	},
	{
		link: 'embed=1&game=connect4&moves=44&scoring=unit',
		kind: 'connect4',
		depth: 4,
		says: [IGNORED('scoring', 'unit', 'Connect Four')],
		address: /embed=1$/
	},
	{
		link: 'embed=2',
		kind: 'board',
		depth: null,
		says: [/^The link's embed="2" is not one of 1, 0; using 0\.$/]
	},
	{
		link: 'embed=1&board=XXXX.....',
		kind: 'board',
		depth: null,
		says: [/Showing the article's board instead\.$/],
		address: /^\/\?embed=1$/
	}
];

/** Compare view rows: every row counted runs under the depth limit shown (`onCompare`). */
const COMPARE_ROWS: readonly Row[] = [
	{
		link: 'game=connect4&moves=44&depth=43',
		kind: 'connect4',
		depth: 4,
		says: [/depth limit 43 is deeper .* \(at most 12\); using 4 instead\.$/]
	},
	{
		link: 'game=connect4&moves=44&depth=0',
		kind: 'connect4',
		depth: 4,
		says: [new RegExp(NOT_WHOLE('0').source + C4_DEFAULT.source)]
	},
	{
		link: 'game=connect4&moves=44&depth=%EF%BC%93',
		kind: 'connect4',
		depth: 4,
		says: [C4_DEFAULT]
	},
	{
		link: 'board=X...O....&depth=100',
		kind: 'board',
		depth: null,
		says: [/from 1 to 9: .* Searching without that option instead\.$/]
	},
	{
		link: 'game=connect4&moves=44&scoring=unit&toMove=O',
		kind: 'connect4',
		depth: 4,
		says: [IGNORED('scoring', 'unit', 'Connect Four'), IGNORED('toMove', 'O', 'Connect Four')]
	},
	{
		link: 'game=connect4&moves=44&board=X........',
		kind: 'connect4',
		depth: 4,
		says: [/using Connect Four\.$/]
	},
	{
		link: 'embed=1&board=X...O....',
		kind: 'board',
		depth: null,
		says: [
			/^The link's embed=1 applies to the step-through page only; the compare view shows in full\.$/
		],
		address: /^\/compare\?board=X\.\.\.O\.\.\.\.$/
	},
	{
		link: 'tree=[[1,2],[3]]&algo=memo&symmetry=on&depth=9',
		kind: 'tree',
		depth: null,
		says: [
			/from 1 to 2: .* Searching without that option instead\.$/,
			/^Symmetry applies to boards only/
		]
	}
];

useFakeWorkers();

describe('hostile links on the step-through page', () => {
	for (const row of STEP_ROWS) {
		it(row.link.slice(0, 80), async () => {
			const outcome = await onStepPage(row.link);
			expect([outcome.kind, outcome.depth], row.link).toEqual([row.kind, row.depth]);
			if (row.step !== undefined) expect(outcome.step, row.link).toBe(row.step);
			if (row.address) expect(outcome.address, row.link).toMatch(row.address);
			expect(outcome.en, row.link).toHaveLength(row.says.length);
			row.says.forEach((pattern, at) => expect(outcome.en[at], row.link).toMatch(pattern));
			checkFacts(row.link, outcome);
		});
	}
});

describe('hostile links on the compare view', () => {
	for (const row of COMPARE_ROWS) {
		it(row.link.slice(0, 80), () => {
			const outcome = onCompare(row.link);
			expect([outcome.kind, outcome.depth], row.link).toEqual([row.kind, row.depth]);
			if (row.address) expect(outcome.address, row.link).toMatch(row.address);
			expect(outcome.en, row.link).toHaveLength(row.says.length);
			row.says.forEach((pattern, at) => expect(outcome.en[at], row.link).toMatch(pattern));
			checkFacts(row.link, outcome);
		});
	}

	it('holds at least 40 hostile links in all', () => {
		expect(STEP_ROWS.length + COMPARE_ROWS.length).toBeGreaterThanOrEqual(40);
	});
});
