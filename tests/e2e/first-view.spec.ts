import type { Page } from '@playwright/test';
import { gameFor, searchRule } from '$lib/engine';
import { search } from '$lib/engine/run';
import { CallLimitPassed } from '$lib/engine/recorder';
import { describeSource } from '$lib/engine/game-catalog';
import { searchMessages } from '$lib/engine/search-catalog';
import { SEARCH_ERRORS } from '$lib/messages/search';
import { WIN_IN_ONE } from '$lib/games/connect4/entry';
import { connect4 } from '$lib/games/connect4/view/messages';
import TREE_ERRORS from '$lib/games/tree/errors';
import { MESSAGES } from '$lib/i18n';
import { windows } from '$lib/i18n/narration/windows';
import { DIGITS } from '$lib/i18n/narration/chinese';
import { predict } from '$lib/i18n/predict';
import { lessonWalk } from '$lib/i18n/lesson-walk';
import { summaries } from '$lib/i18n/narration/summaries';
import { events } from '$lib/i18n/narration/events';
import { words } from '$lib/i18n/narration/words';
import { limitWords } from '$lib/i18n/narration/limit';
import { versus } from '$lib/i18n/versus';
import { shortcuts } from '$lib/i18n/shortcuts';
import { boundsNote } from '$lib/i18n/bounds-note';
import { searchOptions } from '$lib/i18n/search-options';
import { searchProgress } from '$lib/i18n/search-progress';
import { treeParts } from '$lib/i18n/tree-parts';
import { StepMap } from '$lib/player';
import { LESSON_STAGES } from '$lib/state/lesson-stages';
import { ARTICLE_TREE } from '../articles';
import { counter, expect, narration, open, openHeld, test } from './fixtures';

/**
 * The first view carries only what it shows (issue 25): the Chinese messages, d3-zoom, the
 * position editors, the other games and the searches it does not run are loaded when first
 * needed, and then work as before.
 */

/** Every same-origin script the page has loaded so far, by path, with its text. */
function scriptsOf(page: Page): Map<string, Promise<string>> {
	const scripts = new Map<string, Promise<string>>();
	page.on('response', (response) => {
		const url = new URL(response.url());
		if (!url.pathname.endsWith('.js')) return;
		// A script answered after the test's last read is never read: its body, cut off when the
		// test ends, must not fail the test. `loaded` still awaits every body (and fails on one).
		const text = response.text();
		text.catch(() => {});
		scripts.set(url.pathname, text);
	});
	return scripts;
}

/** Whether any script loaded so far holds this text. */
async function loaded(scripts: Map<string, Promise<string>>, text: string): Promise<boolean> {
	const texts = await Promise.all(scripts.values());
	return texts.some((script) => script.includes(text));
}

/** A Chinese message only the Chinese catalogs hold. */
const CHINESE = MESSAGES.zh.common.presentingHeading;
/** A string of the Chinese sentences' wording helper (i18n/narration/chinese.ts). */
const CHINESE_WORDING = DIGITS;
/** A string of the module that wires d3-zoom (ui/camera-zoom.ts). */
const D3_ZOOM = 'dblclick.zoom';
/** Connect Four's code: a sentence of its scoring note (after the number the build inlines). */
const CONNECT_FOUR = connect4.en.scoringNote.slice(connect4.en.scoringNote.indexOf(' plus'));
/** Negamax's code: a line of its listing, loaded with its rule. */
const NEGAMAX = searchRule('negamax').listing?.('js', null).lines[1] ?? 'no negamax listing';
/** The code of game trees: how their module describes a tree whose root minimises. */
const TREES = describeSource(gameFor({ kind: 'tree', tree: '[1,2]', root: 'min' })).replace(
	/^.* nodes/,
	''
);
/** Words loaded when a problem is first said: a tree's errors, the settings' errors. */
const TREE_ERROR = TREE_ERRORS.en.treeNotArray();
const SETTINGS_ERROR = SEARCH_ERRORS.en.symmetryNoBoard();
/** Another search's details (its status line), loaded with its code or a problem's words. */
const NEGAMAX_DETAILS = searchMessages('negamax', 'en')?.status ?? 'no negamax status';
/** Alpha-beta's window told (its narration's part, loaded with its words): "Window now: ". */
const WINDOW_TOLD = windows.en.windowNow('').slice(0, -1);
/** A line of the boards' Python listing (board-languages.ts), loaded when a listing is first shown in it. */
const PYTHON = "float('-inf' if is_max else 'inf')";
/** The side by side's words, loaded with a second search or the Options. */
const VERSUS = versus.en.deepening;
/** The first lesson's second part, loaded when the lesson goes on. */
const LESSON_PART_2 = lessonWalk.en
	.fc1({
		call: 1,
		depth: 0,
		player: 'X',
		mover: null,
		cell: null,
		score: '+10',
		best: 4,
		values: [],
		calls: 9
	})
	.slice(-60);
/** The narration past step 0 (player/narration/): how a value goes back up, " went back to ". */
const NARRATION_PAST_START = summaries.en.wentBack({ first: '', score: '', up: '' }).slice(3);
/**
 * A game's narration past its opening (tictactoe/view/narration.ts, i18n/narration/events.ts and
 * words.ts past opening.ts): a try told, " to find out what that move is worth.", and the
 * ordered search's order of a board's moves.
 */
const GAME_NARRATION_PAST_START =
	events.en.tryCell({ parent: '', player: '', cell: 0, child: '' }).split(' and calls ')[1] ??
	'no try told';
const WORDS_PAST_START = words.en.boardOrder;
/** The narration at the depth limit (i18n/narration/limit.ts, once depth.ts's): a tree's evaluation. */
const LIMIT_TOLD = limitWords.en.treeEvaluation({ leaf: '', value: '' }).split(': ')[0] ?? 'none';
/** The link codec (player/query.ts): a link's second search's order, `versus-order`. */
const LINK_CODEC = '`versus-order`';
/** The tree's parts past step 0 (components/tree-detail.ts): a table hit's tag, as compiled. */
const TREE_PAST_START = '<g class="hit-tag ';
/** A board card's parts (tictactoe/view/cards.ts; a pending card draws none): its score pill. */
const CARDS_PAST_START = '<g class="score';
/** The camera's moves as the search goes (ui/camera-moves.ts): the pans it offers a way's frame. */
const CAMERA_MOVES = 'downRange:';
/** The camera's glide (ui/camera-whole.ts, with its moves): its easing, as compiled. */
const GLIDE = '*(2-';
/** "Whole tree" (ui/camera-whole.ts, with the camera's moves): an overview drawn, as compiled. */
const WHOLE_TREE = '.overview=!0';
/** The texts the camera keeps clear as it moves (camera-whole.ts `treeTexts`), as compiled. */
const TREE_TEXTS = '.d<=0';
/** The call stack's frames (components/StackFrames.svelte; empty at step 0): its list, as compiled. */
const STACK_FRAMES = '<ol tabindex="0" aria-labelledby="stack-title"';
/** The links' rows' fitting (components/link-rows.ts): a probe tag's letters measured, as compiled. */
const LINK_ROWS = '`\u2e80`?1:.62';
/** The card geometry no step 0 draws (a board card's top row, a cut branch's card: card-geometry.ts). */
const CARD_GEOMETRY = 'fcSize:';
/** The share menu's words (i18n/share.ts), loaded with its items when it first opens. */
const SHARE_WORDS = MESSAGES.en.share.saveTree;
/** The keyboard shortcuts' list (i18n/shortcuts.ts), loaded with its dialog (`?`). */
const SHORTCUTS = shortcuts.en.list[0]?.does ?? 'no shortcuts';
/** alphabeta-table's note on bounds (i18n/bounds-note.ts), loaded with the note (tables.spec). */
const BOUNDS_NOTE = boundsNote.en.noteFix;
/** A card's rings (components/CardRings.svelte; no card of step 0's has one): a chance node's. */
const CARD_RINGS = 'chance-ring';
/** Side by side's head (routes/SideHead.svelte): the legend of the calls one search skips. */
const SIDE_HEAD = 'skippedLegend';
/** An embed's way out (routes/OpenFull.svelte): its link, as compiled. */
const OPEN_FULL = '<a class="open-full ';
/** A search's own view's panels (routes/RunPanels.svelte, MCTS's), as compiled: its scoping class aside (svelte.config.js). */
const RUN_PANELS = '<div class="panels ';
/** The tree's window past the layout limit (ui/window.svelte.ts, loaded with the tree's parts past step 0). */
const TREE_WINDOW = '.unfolded.has(';
/** The box to go to a call (components/GoToCall.svelte, offered past 100 calls), as compiled. */
const GO_TO_CALL = '<form class="go ';
/** What a link's search becomes on its position (player/settle.ts, with the link codec): a refusal. */
const SETTLE = 'kind:`tooDeep`';
/** The search options' form's words (i18n/search-options.ts), loaded when the Options first open. */
const OPTIONS_WORDS = searchOptions.en.cutNames.gt ?? 'no cut rule';
/** Settings checked (engine/search-settings.ts, with the link codec): a cut rule refused. */
const SETTINGS_CHECK = '`cutNoWindow`,{algorithm:';
/** Options' values read and checked (engine/option-values.ts, with the link codec): one out of range. */
const OPTION_VALUES = '`iterationOptionRange`,{algorithm:';
/** The stops as a link writes them (player/stops-link.ts, with the link codec). */
const STOPS_LINK = '.steps].join(`,`)';
/** What the call stack lists of a frame (player/frame-lists.ts, with StackFrames): a best value told first. */
const FRAME_LISTS = 'earlierBest:';
/** A game packed for a worker (engine/pack.ts, with the runs): a game module's own packing. */
const PACK = '.packing.pack(';
/** The minimal tree panel's figures (engine/minimal-figures.ts): Knuth and Moore's b^⌈d/2⌉. */
const MINIMAL_FIGURES = '**Math.ceil(';
/** The compare view's settling runs' median (engine/iteration-settle.ts): a run never settled last. */
const SETTLE_MEDIAN = '1/0).sort(';
/** How a link opens (state/lab-opening.ts, `openAddress`): a link's unit said ignored side by side. */
const LINK_OPENING = 'notForThisGame(`by`';
/** Another search from the menu (state/lab-opening.ts, `chooseSearch`): the options it keeps. */
const SEARCH_CHOSEN = '`symmetry`),options:';
/** A gesture made before d3-zoom came, sent again (ui/camera-zoom.ts, with d3-zoom). */
const GESTURE_REPLAY = 'new WheelEvent(';
/** The recorder (engine/recorder.ts): the article's board plays back from its trace recorded ahead. */
const RECORDER = new CallLimitPassed(0).message.split('0')[0];
/** The scale of a search that averages, while it runs (engine/met-scale.ts, with the recorder): its fields, as compiled. */
const MET_SCALE = 'lowest=0;highest=1;';
/** "Whole tree" drawn as an overview (components/TreeOverview.svelte), as compiled. */
const TREE_OVERVIEW = '<g class="overview">';
/** The overview's places and links (components/tree-overview.ts, with it), as compiled. */
const OVERVIEW_PATHS = '{searched:[],pending:[],pruned:[]}';
/** Presenting, iterative deepening's status and strip under the board (routes/BoardNotes.svelte), as compiled. */
const BOARD_NOTES = '<div class="beside-board ';
/**
 * The calls a step's narration names, which presenting keeps in view: handed on with the narration
 * past step 0 (player/narration/named.ts, its marks taken out of the telling kept).
 */
const NAMED_CALLS = '(\\d+)\\uE001/g';
/** The words of the tree's parts past step 0 (i18n/tree-parts.ts, with them): the path strip's name. */
const TREE_PARTS_WORDS = treeParts.en.pathStrip;
/** A search's progress in its worker (i18n/search-progress.ts, with its bar): the iterations'. */
const SEARCH_PROGRESS = searchProgress.en.iterating(1, 2).split('1')[0] ?? 'no progress';
/**
 * Svelte's input bindings (`bind:value` on an input: the editors, the forms, the box to go to a
 * call; vite.config.ts, `svelteRuntimeUse`): a caret kept where it was as the value is set again.
 */
const INPUT_BINDINGS = '.selectionStart';
/** V8's compile hint atop the chunks a first view runs (vite.config.ts, `compileHints`). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Paths of the scripts loaded so far that `path` takes and that start with the compile hint. */
async function hinted(
	scripts: Map<string, Promise<string>>,
	path: (path: string) => boolean
): Promise<string[]> {
	const texts = [...scripts].filter(([at]) => path(at));
	const starts = await Promise.all(
		texts.map(async ([, text]) => (await text).startsWith(COMPILE_HINT))
	);
	return texts.filter((_, at) => starts[at]).map(([at]) => at);
}

/**
 * Each loaded script's preload lists (Vite's, beside its `import()`s) with what the script had
 * already: the scripts its static imports brought, directly or not (paths).
 */
async function preloadLists(
	scripts: Map<string, Promise<string>>
): Promise<{ script: string; listed: string[]; had: Set<string> }[]> {
	const texts = new Map(
		await Promise.all([...scripts].map(async ([at, text]) => [at, await text] as const))
	);
	const resolved = (from: string, name: string) => new URL(name, `http://x${from}`).pathname;
	const imports = (at: string) =>
		[...(texts.get(at) ?? '').matchAll(/(?:from|import)"(\.{1,2}\/[^"]+\.js)"/g)].map(([, name]) =>
			resolved(at, name ?? '')
		);
	return [...texts].flatMap(([script, text]) => {
		const list = /m\.f=(\[[^\]]*\])/.exec(text)?.[1];
		if (list === undefined) return [];
		const had = new Set(imports(script));
		for (const at of had) for (const next of imports(at)) had.add(next);
		const listed = (JSON.parse(list) as string[]).map((name) => resolved(script, name));
		return [{ script, listed, had }];
	});
}

/** Where the narration's box and the tree's panel are on screen: x, y, width, height. */
const firstViewBoxes = (page: Page): Promise<string[]> =>
	Promise.all(
		['main > .narration', '.centre > .tree-box'].map(async (part) => {
			const box = await page.locator(part).boundingBox();
			return `${part}: ${[box?.x, box?.y, box?.width, box?.height].join(', ')}`;
		})
	);

/** The tree's cards, each a call's. */
const CARDS = '.tree .node[data-call]';
/** The tree's pan and zoom and the calls whose cards it draws, in the drawing's order. */
const treeFrame = (page: Page): Promise<string> =>
	page.evaluate((cards) => {
		const frame = document.querySelector('.tree > svg > g[transform]')?.getAttribute('transform');
		const calls = [...document.querySelectorAll(cards)].map((card) =>
			card.getAttribute('data-call')
		);
		return `${frame}; cards ${calls.join(' ')}`;
	}, CARDS);

/** The tree's zoom, read from its drawing's transform. */
const zoomOf = async (page: Page) =>
	Number(
		/scale\(([\d.]+)\)/.exec(
			(await page.locator('.tree > svg > g[transform]').getAttribute('transform')) ?? ''
		)?.[1]
	);

test('the English first view loads no Chinese messages, no d3-zoom and no position editor; each comes when first needed', async ({
	page
}) => {
	const scripts = scriptsOf(page);
	const tree = page.locator('.tree > svg');
	const icon = page.locator('link[rel="icon"]');
	let prerendered: string[] = [];
	let prerenderedTree = '';
	// With no query, the prerendered article board is read before the page hydrates (issue 45).
	await openHeld(page, '/', async () => {
		await expect(page.locator('html')).not.toHaveAttribute('data-linked');
		await expect(narration(page)).toContainText('The search is about to start on this board');
		await expect(
			page.getByRole('img', { name: 'Board O . X / X . X / . O O, X to move' })
		).toBeVisible();
		// The tree is drawn with its cards where the page hydrated at this size frames them (it
		// was hidden, framed in no room), and hydration keeps those cards rather than making them.
		await expect(tree).toBeVisible();
		// The tab's icon, an SVG whose decoding builds a document on the main thread, waits for
		// the page to hydrate (issue 45): no icon yet, nor a request for /favicon.ico.
		await expect(icon).toHaveAttribute('href', 'data:,');
		prerenderedTree = await treeFrame(page);
		await page.evaluate((cards) => {
			for (const card of document.querySelectorAll<Element & { prerendered?: boolean }>(cards))
				card.prerendered = true;
		}, CARDS);
		prerendered = await firstViewBoxes(page);
	});
	await expect(tree).toBeVisible();
	await expect(icon).toHaveAttribute('href', './favicon.svg');
	await page.waitForLoadState('networkidle');
	expect(await firstViewBoxes(page), 'the hydrated page laid out as the prerendered one').toEqual(
		prerendered
	);
	expect(await treeFrame(page), 'the tree framed as prerendered').toEqual(prerenderedTree);
	// Every call of the article board's nine, the whole tree fitting the panel.
	expect(prerenderedTree.split(' cards ')[1]?.split(' ').sort()).toEqual([
		'1',
		'2',
		'3',
		'4',
		'5',
		'6',
		'7',
		'8',
		'9'
	]);
	const made = await page.evaluate(
		(cards) =>
			[...document.querySelectorAll<Element & { prerendered?: boolean }>(cards)]
				.filter((card) => card.prerendered !== true)
				.map((card) => card.getAttribute('data-call')),
		CARDS
	);
	expect(made, 'cards made anew by hydration').toEqual([]);
	expect(await loaded(scripts, CHINESE), 'Chinese messages in the first view').toBe(false);
	expect(await loaded(scripts, CHINESE_WORDING), 'Chinese wording in the first view').toBe(false);
	expect(await loaded(scripts, D3_ZOOM), 'd3-zoom in the first view').toBe(false);
	// Predict mode's panel loads when a link or the tools ask for it (issue 43).
	expect(await loaded(scripts, predict.en.unread), 'predict mode in the first view').toBe(false);
	for (const [code, marker] of [
		['Connect Four', CONNECT_FOUR],
		['game trees', TREES],
		['negamax', NEGAMAX],
		["game trees' errors", TREE_ERROR],
		["the settings' errors", SETTINGS_ERROR],
		["negamax's details", NEGAMAX_DETAILS],
		["alpha-beta's narration", WINDOW_TOLD],
		['the Python listing', PYTHON],
		["the side by side's words", VERSUS],
		["the lesson's second part", LESSON_PART_2],
		['the recorder', RECORDER],
		['the scale of values met', MET_SCALE],
		['the narration past step 0', NARRATION_PAST_START],
		["the game's narration past step 0", GAME_NARRATION_PAST_START],
		["the narration's words past step 0", WORDS_PAST_START],
		['the narration at the depth limit', LIMIT_TOLD],
		['the link codec', LINK_CODEC],
		["the tree's parts past step 0", TREE_PAST_START],
		["the board cards' parts", CARDS_PAST_START],
		["the camera's moves", CAMERA_MOVES],
		["the camera's glide", GLIDE],
		['"Whole tree"', WHOLE_TREE],
		['the texts the camera keeps clear', TREE_TEXTS],
		["the call stack's frames", STACK_FRAMES],
		["the links' rows' fitting", LINK_ROWS],
		["the cards' geometry past step 0", CARD_GEOMETRY],
		["the share menu's words", SHARE_WORDS],
		["the shortcuts' list", SHORTCUTS],
		['the note on bounds', BOUNDS_NOTE],
		["the cards' rings", CARD_RINGS],
		["side by side's head", SIDE_HEAD],
		["an embed's way out", OPEN_FULL],
		["a search's own view's panels", RUN_PANELS],
		["the tree's window", TREE_WINDOW],
		['the box to go to a call', GO_TO_CALL],
		["a link's refusals", SETTLE],
		['settings checked', SETTINGS_CHECK],
		["options' values read", OPTION_VALUES],
		['the stops as a link writes them', STOPS_LINK],
		['what the call stack lists of a frame', FRAME_LISTS],
		['a game packed for a worker', PACK],
		["the minimal tree's figures", MINIMAL_FIGURES],
		["the settling runs' median", SETTLE_MEDIAN],
		["the search options' words", OPTIONS_WORDS],
		['how a link opens', LINK_OPENING],
		['another search from the menu', SEARCH_CHOSEN],
		['a gesture replayed to d3-zoom', GESTURE_REPLAY],
		["iterative deepening's notes under the board", BOARD_NOTES],
		['"Whole tree" as an overview', TREE_OVERVIEW],
		["the overview's paths", OVERVIEW_PATHS],
		["the narration's named calls", NAMED_CALLS],
		["the tree's parts' words", TREE_PARTS_WORDS],
		["a search's progress' words", SEARCH_PROGRESS],
		["Svelte's input bindings", INPUT_BINDINGS]
	])
		expect(await loaded(scripts, marker), `${code} in the first view`).toBe(false);

	// Its scripts compile off the main thread as they stream in (issue 45): every one its HTML
	// preloads of 2 KB or more, the page's node among the entries; kit's start and the layout's
	// node, a few hundred bytes once what every page runs is one chunk, are not worth it (kit's
	// app, about 2 KB with the routes' table, is hinted when it passes the line).
	const entries = await hinted(scripts, (path) => /\/(?:entry|nodes)\//.test(path));
	const named = entries.map((path) => /(?:entry|nodes)\/\w+/.exec(path)?.[0]);
	expect(named).toContain('nodes/2');
	expect(named).not.toContain('entry/start');
	expect(named).not.toContain('nodes/0');
	const html = await (await page.request.get(page.url())).text();
	const preloaded = [...html.matchAll(/href="([^"]+\.js)" rel="modulepreload"/g)].map(
		([, href]) => new URL(href, page.url()).pathname
	);
	const texts = await Promise.all(preloaded.map((path) => scripts.get(path) ?? ''));
	expect(
		texts.map((text) => text.startsWith(COMPILE_HINT)),
		preloaded.join(', ')
	).toEqual(texts.map((text) => text.replace(COMPILE_HINT, '').length >= 2048));
	expect(texts.filter((text) => text.startsWith(COMPILE_HINT)).length).toBeGreaterThanOrEqual(5);
	// A lazy part's preload list names no script its importer had already (vite.config.ts,
	// `leanPreloads`): each list of the first view's scripts, the page's node's among them.
	const lists = await preloadLists(scripts);
	expect(lists.map(({ script }) => /nodes\/2\./.test(script))).toContain(true);
	for (const { script, listed, had } of lists)
		expect(
			listed.filter((name) => had.has(name)),
			`${script} preloads what it has`
		).toEqual([]);

	await test.step('"Whole tree" loads with the camera\'s moves as focus comes to it, and frames the tree', async () => {
		expect(await loaded(scripts, WHOLE_TREE)).toBe(false);
		const at = await zoomOf(page);
		await page.getByRole('button', { name: MESSAGES.en.view.wholeTree }).focus();
		await expect.poll(() => loaded(scripts, WHOLE_TREE)).toBe(true);
		expect(await loaded(scripts, GLIDE)).toBe(true);
		expect(await loaded(scripts, TREE_TEXTS)).toBe(true);
		await page.keyboard.press('Enter');
		await expect.poll(() => zoomOf(page)).not.toBeCloseTo(at, 3);
	});

	await test.step('the position editor is loaded when its dialog first opens', async () => {
		const firstView = new Set(scripts.keys());
		await page.getByRole('button', { name: MESSAGES.en.page.edit }).click();
		const dialog = page.getByRole('dialog', { name: MESSAGES.en.page.ownPosition });
		await expect(dialog.locator('[data-edit-cell="4"]')).toBeVisible();
		expect(scripts.size).toBeGreaterThan(firstView.size);
		// A lazy part keeps V8's lazy compiling: its functions compile when first called.
		expect(await hinted(scripts, (path) => !firstView.has(path))).toEqual([]);
		await dialog.getByRole('button', { name: MESSAGES.en.common.close }).click();
		await expect(dialog).toBeHidden();
		// Nothing of the Chinese messages or d3-zoom came with it.
		expect(await loaded(scripts, CHINESE)).toBe(false);
		expect(await loaded(scripts, D3_ZOOM)).toBe(false);
	});

	// The zoom buttons work before d3-zoom is there.
	const before = await zoomOf(page);
	await page.getByRole('button', { name: MESSAGES.en.view.zoomIn }).click();
	await expect.poll(() => zoomOf(page)).toBeCloseTo(before * 1.25, 5);

	// A first wheel over the tree loads d3-zoom, which then answers it.
	const box = await tree.boundingBox();
	if (!box) throw new Error('no tree on the page');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.wheel(0, 200);
	await expect.poll(() => zoomOf(page)).toBeLessThan(before * 1.25);
	expect(await loaded(scripts, D3_ZOOM)).toBe(true);
	expect(await loaded(scripts, GESTURE_REPLAY), 'the replay with d3-zoom').toBe(true);

	await test.step('the narration past step 0 and the link codec load as the step controls are neared', async () => {
		// The view unchanged, the address is the page's own (the codec came with the position
		// editor: its chunk shares the recorder's, which a new position needs).
		await expect(page).toHaveURL(/\/$/);
		await page.getByRole('group', { name: MESSAGES.en.view.stepping }).hover();
		await expect.poll(() => loaded(scripts, NARRATION_PAST_START)).toBe(true);
		await expect.poll(() => loaded(scripts, LINK_CODEC)).toBe(true);
		expect(await loaded(scripts, SETTLE)).toBe(true);
		expect(await loaded(scripts, SETTINGS_CHECK)).toBe(true);
		expect(await loaded(scripts, OPTION_VALUES)).toBe(true);
		expect(await loaded(scripts, STOPS_LINK)).toBe(true);
		await page.getByRole('button', { name: MESSAGES.en.view.nextStep }).click();
		await expect(counter(page)).toHaveText(MESSAGES.en.view.counter(1, 10));
		await expect(narration(page)).toContainText('FC1');
		await expect(page).toHaveURL(/\/\?step=1$/);
		// A step past 0 waits for the tree's parts it may draw (a hit's tag, a cut node, the rows).
		expect(await loaded(scripts, TREE_PAST_START)).toBe(true);
		expect(await loaded(scripts, CARDS_PAST_START)).toBe(true);
		expect(await loaded(scripts, CAMERA_MOVES)).toBe(true);
		expect(await loaded(scripts, NAMED_CALLS)).toBe(true);
		expect(await loaded(scripts, TREE_PARTS_WORDS)).toBe(true);
		expect(await loaded(scripts, STACK_FRAMES)).toBe(true);
		expect(await loaded(scripts, FRAME_LISTS)).toBe(true);
		expect(await loaded(scripts, LINK_ROWS)).toBe(true);
		expect(await loaded(scripts, CARD_GEOMETRY)).toBe(true);
		expect(await loaded(scripts, CARD_RINGS)).toBe(true);
		expect(await loaded(scripts, TREE_WINDOW)).toBe(true);
		// And for its words, the game's narration past its opening.
		expect(await loaded(scripts, GAME_NARRATION_PAST_START)).toBe(true);
		expect(await loaded(scripts, WORDS_PAST_START)).toBe(true);
		expect(await loaded(scripts, LIMIT_TOLD)).toBe(true);
		await expect(page.locator('.stack li[data-frame="1"]')).toBeVisible();
	});

	await test.step("the share menu's words load with its items when it first opens", async () => {
		const share = page.locator('details.share > summary');
		await share.click();
		await expect(page.getByRole('button', { name: MESSAGES.en.share.copyLink })).toBeVisible();
		expect(await loaded(scripts, SHARE_WORDS)).toBe(true);
		await share.click();
		await expect(page.getByRole('button', { name: MESSAGES.en.share.copyLink })).toBeHidden();
	});

	await test.step("the search options' words load with its form when it first opens", async () => {
		const options = page.locator('details.options > summary');
		await options.click();
		await expect(page.getByRole('combobox', { name: searchOptions.en.cutRule })).toBeVisible();
		expect(await loaded(scripts, OPTIONS_WORDS)).toBe(true);
		await options.click();
		await expect(page.getByRole('combobox', { name: searchOptions.en.cutRule })).toBeHidden();
	});

	await test.step("the shortcuts' list loads with its dialog", async () => {
		await page.keyboard.press('?');
		const help = page.getByRole('dialog', { name: shortcuts.en.title });
		await expect(help).toBeVisible();
		expect(await loaded(scripts, SHORTCUTS)).toBe(true);
		await page.keyboard.press('Escape');
		await expect(help).toBeHidden();
	});

	await test.step('presenting iterative deepening loads its notes under the board', async () => {
		await page.getByRole('combobox', { name: MESSAGES.en.page.search }).selectOption('iterative');
		await expect(counter(page)).toHaveText(/^Step 0 of /);
		await page.keyboard.press('p');
		await expect(page.locator('.left > .board-notes > .beside-board')).toBeVisible();
		expect(await loaded(scripts, BOARD_NOTES)).toBe(true);
		await page.keyboard.press('p');
		await expect(page.locator('.board-notes')).toHaveCount(0);
	});

	await page.keyboard.press('l');
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
	await expect(page.getByRole('button', { name: MESSAGES.zh.page.edit })).toBeVisible();
	expect(await loaded(scripts, CHINESE)).toBe(true);
});

test('a link asking for Chinese has its messages loaded before the page hydrates', async ({
	page
}) => {
	const scripts = scriptsOf(page);
	await open(page, '/?lang=zh');
	// Read once, not waited for: Chinese as soon as the page is hydrated, not a load later.
	expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
	await expect(page.getByRole('button', { name: MESSAGES.zh.page.edit })).toBeVisible();
	expect(await loaded(scripts, CHINESE)).toBe(true);
	// The Chinese narration's wording comes with its messages (a search's templates read it).
	expect(await loaded(scripts, CHINESE_WORDING)).toBe(true);
});

test('another game and another search load their code when first chosen, and then run as before', async ({
	page
}) => {
	const scripts = scriptsOf(page);
	// On a phone held upright, hydrating moves nothing either: the narration's box, prerendered
	// at its floor, holds the trace's tallest brief telling (it was 189 px, then 146: the tree
	// jumped up 43 px), and the tree below it keeps its place and size.
	await page.setViewportSize({ width: 390, height: 844 });
	let prerendered: string[] = [];
	await openHeld(page, '/', async () => {
		// Its tree, framed for a 1280×720 screen's panel, is not drawn until framed in this one.
		await expect(page.locator('.tree > svg')).toBeHidden();
		prerendered = await firstViewBoxes(page);
	});
	// Once the box has its measured height (its inline style), not before.
	await expect(narration(page)).toHaveAttribute('style', /height: \d/);
	// Sized by the article board's tallest telling written ahead: the narration of every step,
	// which found it, loads when stepping first comes near, not with the first view (issue 45).
	// (That telling says how a value goes back up: NARRATION_PAST_START is in it.)
	for (const [code, marker] of [
		["the game's narration past step 0", GAME_NARRATION_PAST_START],
		["the narration's words past step 0", WORDS_PAST_START],
		['Chinese wording', CHINESE_WORDING]
	])
		expect(await loaded(scripts, marker), `${code} in a phone's first view`).toBe(false);
	await expect(page.locator('.tree > svg')).toBeVisible();
	expect(
		await firstViewBoxes(page),
		'a phone’s hydrated page laid out as the prerendered one'
	).toEqual(prerendered);
	await page.setViewportSize({ width: 1280, height: 720 });
	const t = MESSAGES.en.page;
	await page.getByRole('combobox', { name: t.example }).selectOption('c4-win');
	await expect(page.locator('.summary')).toContainText('Connect Four');
	expect(await loaded(scripts, CONNECT_FOUR), 'Connect Four with its example').toBe(true);
	expect(await loaded(scripts, TREES), 'game trees with Connect Four').toBe(false);
	expect(await loaded(scripts, PACK), 'a game packed for a worker with Connect Four').toBe(true);
	expect(await loaded(scripts, MET_SCALE), 'the scale of values met with the recorder').toBe(true);

	await page.getByRole('combobox', { name: t.search }).selectOption('negamax');
	// Its steps on the example, as the engine and the player make them here.
	const negamax = search(gameFor(WIN_IN_ONE.source), {
		algorithm: 'negamax',
		depthLimit: WIN_IN_ONE.depthLimit ?? null,
		symmetry: false
	});
	const steps = new StepMap(negamax, 'call').last;
	// Negamax makes minimax's calls, so the counter alone cannot tell it is shown: the search
	// menu names what is on screen, and it names negamax once its code has run.
	await expect(page.getByRole('combobox', { name: t.search })).toHaveValue('negamax');
	await expect(counter(page)).toHaveText(MESSAGES.en.view.counter(0, steps));
	expect(await loaded(scripts, NEGAMAX), 'negamax when chosen').toBe(true);
	expect(await loaded(scripts, NEGAMAX_DETAILS), "negamax's details with it").toBe(true);

	await page.getByRole('combobox', { name: t.example }).selectOption('tree');
	// Article 004's tree under alpha-beta, as the engine searches it here.
	const tree = gameFor({ kind: 'tree', tree: ARTICLE_TREE, root: 'max' });
	const cut = search(tree, { algorithm: 'alphabeta', depthLimit: null, symmetry: false });
	const { last } = new StepMap(cut, 'call');
	await expect(counter(page)).toHaveText(MESSAGES.en.view.counter(0, last));
	expect(await loaded(scripts, TREES), 'game trees with their example').toBe(true);
	// Alpha-beta's window is told from its first call: its narration came with its words.
	expect(await loaded(scripts, WINDOW_TOLD), "alpha-beta's narration when shown").toBe(true);
	await page.getByRole('button', { name: MESSAGES.en.view.nextStep }).click();
	await expect(narration(page)).toContainText(
		`Window: ${windows.en.window({ alpha: '−∞', beta: '+∞' })}.`
	);

	// "Whole tree" on a tree too wide for its cards (the threat example's 993 calls) is drawn as
	// an overview, which loads its code when first drawn.
	await page.getByRole('combobox', { name: t.example }).selectOption('c4-threat');
	await expect(counter(page)).toHaveText(/^Step 0 of /);
	expect(await loaded(scripts, TREE_OVERVIEW), 'the overview before it is asked').toBe(false);
	await page.getByRole('button', { name: MESSAGES.en.view.wholeTree }).click();
	await expect(page.locator('.centre .overview')).toHaveCount(1);
	expect(await loaded(scripts, TREE_OVERVIEW), 'the overview when drawn').toBe(true);
	expect(await loaded(scripts, OVERVIEW_PATHS), "the overview's paths with it").toBe(true);
});

/** The first lesson's callout's placing (routes/lesson-place.ts): a spot at the screen's foot. */
const CALLOUT_PLACING = 'foot-middle';

test.describe('a first visit', () => {
	test.use({ lessonDone: false });
	for (const [width, height] of [
		[1280, 720],
		[390, 844]
	] as const)
		test(`at ${width}×${height}, the lesson's first part shows without the callout's placing, which comes with the first key`, async ({
			page
		}) => {
			await page.setViewportSize({ width, height });
			const scripts = scriptsOf(page);
			await open(page);
			const t = MESSAGES.en.lesson;
			const lesson = page.getByRole('dialog', { name: t.title });
			await expect(lesson).toContainText(t.progress(1, LESSON_STAGES.length));
			// Where the callout places it (issue 45): at the screen's foot, at its right beside a
			// phone's width, 8 px in; a phone's says where the board is.
			const placed = await lesson.evaluate((callout) => {
				const box = callout.getBoundingClientRect();
				return [box.left, box.right, box.bottom].map(Math.round);
			});
			const [left, right, bottom] = placed;
			expect(bottom, 'the callout at the screen’s foot').toBeCloseTo(height - 8, -0.5);
			if (width < 700) expect(left, 'a phone’s callout at its left').toBe(8);
			else expect(right, 'a laptop’s at its right').toBeCloseTo(width - 8, -0.5);
			if (width < 700) await expect(lesson).toContainText(t.boardAway.down);
			else await expect(lesson).not.toContainText(t.boardAway.down);
			// Its ring round Next.
			const ringed = await page.evaluate(() => {
				const ring = document.querySelector('[data-lesson-ring]')?.getBoundingClientRect();
				const next = document.querySelector('[data-step-button="next"]')?.getBoundingClientRect();
				return (
					!!ring &&
					!!next &&
					ring.left <= next.left &&
					ring.top <= next.top &&
					ring.right >= next.right &&
					ring.bottom >= next.bottom
				);
			});
			expect(ringed, 'the ring round Next').toBe(true);
			await page.waitForLoadState('networkidle');
			expect(await loaded(scripts, CALLOUT_PLACING), "the callout's placing").toBe(false);
			// The first key brings it: Next goes on to the second part, placed by it.
			await page.keyboard.press('ArrowRight');
			await expect(lesson).toContainText(t.progress(2, LESSON_STAGES.length));
			await expect(counter(page)).toHaveText('Step 1 of 10');
			expect(await loaded(scripts, CALLOUT_PLACING)).toBe(true);
		});
});
