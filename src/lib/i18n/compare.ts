import { formatCount as count } from '$lib/engine/format';
import type { Mark } from '$lib/engine';
import type { RootKind } from './page';
import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';
import { roughly } from './rough';

/** A time to a tenth of a millisecond, or whole ones from 100 on (the column stays narrow). */
const millis = (ms: number): string => (ms >= 100 ? count(Math.round(ms)) : ms.toFixed(1));

/** One search's calls per level, for the chart's spoken summary. */
interface ChartSeries {
	name: string;
	perLevel: readonly number[];
}

const en = {
	title: 'Minimax Lab: compare the searches',
	/** Follows the app's name in the heading. */
	heading: '· compare the searches',
	back: '← Step through this position',
	position: 'The position compared',
	boardCaption: (toMove: Mark, ai: Mark) => `${toMove} to move · AI ${ai} maximises`,
	treeSource: (root: RootKind) => `Tree, root ${root}: `,
	/** A random tree's recipe, after `treeSource`; `low` equals `high` for a fixed branching. */
	randomRecipe: (
		low: number,
		high: number,
		depth: number,
		min: number,
		max: number,
		seed: number
	) =>
		`random, seed ${seed}: ${low === high ? low : `${low} to ${high}`} children per node, depth ${depth}, leaves ${min} to ${max}`,
	/** A Connect Four position's move string, under its board. */
	connect4Moves: (moves: string) => (moves === '' ? 'The empty board' : `Moves: ${moves}`),
	connect4ScoringTitle: 'How Connect Four scores',
	connect4EvaluationTitle: 'How a position is estimated at the depth limit',
	scores: 'Scores',
	scorings: {
		article: '±10, draw 0 (freeCodeCamp)',
		unit: '±1, draw 0 (article 002)',
		depth: '±(10 − moves): quicker wins'
	},
	depthNote:
		'Depth-aware scores make a quicker win worth more, so fewer values tie and alpha-beta cuts differently: compare its calls with the other scorings.',
	results: 'Results',
	/** Before the first search: the worker reads the position (a big tree takes a moment). */
	reading: 'Reading the position…',
	searching: (done: number, of: number) => `Searching… ${done} of ${of} done`,
	allDone: 'All searches done; times vary from run to run.',
	/** The progress bar's name: searches done of all. */
	progress: 'Searches done',
	cancel: 'Stop the searches',
	cancelled: (done: number, of: number) => `Stopped: ${done} of ${of} searches done.`,
	// A problem with the link (those of the query itself come from `t.page`).
	/** Follows the reason a link's position cannot be compared. */
	articleInstead: (reason: string) => `${reason} Comparing on the article's board instead.`,
	// The depth limit every row runs under.
	depthLimit: 'Depth limit',
	noDepthLimit: 'None: search to the end',
	depthLevels: (levels: number) => `${levels} ${levels === 1 ? 'move' : 'moves'} ahead`,
	depthNoteLimited: (levels: number) =>
		`Every row stops ${levels} ${levels === 1 ? 'move' : 'moves'} below this position and scores what it reaches there with an estimate.`,
	// Article 002's bound, on the full game (the board's compare panel).
	boundTitle: 'Why fewer games than 9!?',
	bound: (games: number, orders: number, full: number) =>
		`Nine cells filled one at a time can be filled in 9! = ${count(orders)} orders, yet minimax from the empty board finishes only ${count(games)} games (its leaves). Most games end with a line before the board is full: only ${count(full)} of them use all nine cells. A game won after k moves never plays the (9 − k)! ways its empty cells could still be filled, so 9! only bounds the tree from above.`,
	// The table.
	caption: 'Each search on this position, counted call by call',
	/** The disclosure that lists every search, not only minimax and alpha-beta. */
	moreSearches: 'More searches',
	/** Beside it while closed: the searches it adds, by their menu names (the registry's). */
	moreHidden: (searches: readonly string[]) =>
		`Minimax against alpha-beta first; ${searches.length} more ${searches.length === 1 ? 'search' : 'searches'} (${searches.join('; ')}) under More searches.`,
	columnsTitle: 'What the columns mean',
	/** Each column's short explanation: the legend, and the header's description. */
	columnNotes: {
		search: 'The search run on this position; its link steps through it call by call.',
		calls:
			'Positions the search looked at: each call of the search function, this position included. Fewer calls, less work.',
		saving:
			"The share of minimax's calls this search did without; minimax looks at every position.",
		cutoffs: 'Positions where alpha met beta, so the moves left there were never searched.',
		leaves:
			"Leaves where the game is over (a tree's leaves): positions the search reached and scored by the rules.",
		hits: 'Positions answered from the table of positions already scored, not searched again.',
		positions: 'Positions the table holds at the end.',
		estimates:
			'Leaves at the depth limit: positions scored by an estimate instead of played to the end.',
		depth: 'The most moves below this position the search went.',
		score:
			"This position's value as the search found it: the same for every search, else one is wrong.",
		ms: 'How long the search took in this browser; it varies from run to run.',
		seed: "A search by iterations, run once from this seed: the iteration from which the move it would play (its most visited) stays one of minimax's best to the run's end. The smaller, the sooner it learned.",
		median: "The middle of the seeds' figures: half the runs settled sooner, half later."
	},
	search: 'Search',
	metrics: {
		calls: 'Calls',
		leaves: 'Game-over leaves',
		cutoffs: 'Cut-offs',
		hits: 'Table hits',
		positions: 'Positions stored',
		estimates: 'Estimated leaves',
		depth: 'Deepest'
	},
	/** A figure that does not apply to a search (positions without a table). */
	notApplicable: 'does not apply',
	saving: 'Saving',
	/** The saving's place when minimax was too big to count. */
	noBaseline: 'no minimax count to compare with',
	value: 'Value',
	time: 'Time',
	ms: (ms: number) => `${millis(ms)} ms`,
	stepThrough: 'Step through',
	/** The link's accessible name: its visible words and the row's search. */
	stepThroughRow: (name: string) => `Step through: ${name}`,
	/** Beside "Step through": the same search stepped side by side with minimax. */
	sideBySide: 'beside minimax',
	sideBySideRow: (name: string) => `Step through ${name} side by side with minimax`,
	/**
	 * Why a row was not counted: its estimate (counted, or grown level by level: "about")
	 * passes what the view counts, or counting itself passed it (`passed`); alpha-beta is
	 * suggested to the rows without it.
	 */
	tooBigToCount: (
		calls: number,
		exact: boolean,
		limit: number,
		windowed: boolean,
		passed = false
	) =>
		`${passed ? `Not counted: counting stopped at ${count(limit)} calls, the most this view counts.` : `Not counted: ${exact ? '' : 'about '}${count(exact ? calls : roughly(calls))} calls, past the ${count(limit)} this view counts.`} ${windowed ? 'A lower depth limit' : 'A lower depth limit, or alpha-beta (its rows here),'} needs far fewer.`,
	/** `embed=1` on a compare link: only the step-through page has an embedded form. */
	embedIgnored:
		"The link's embed=1 applies to the step-through page only; the compare view shows in full.",
	/** `step=` on a compare link: a step of one search, on the step-through page. */
	stepIgnored: (step: number) =>
		`The link's step=${step} is a step of one search on the step-through page; this view counts each search whole, and each row's Step through opens at its start.`,
	/** Why a row has no Step through link. */
	tooManyCalls: (calls: number, limit: number) =>
		`Too big to step through: ${count(calls)} calls, past the ${count(limit)} a trace may hold.`,
	/**
	 * The iteration searches' table (MCTS): for each, one run per seed and the iteration from
	 * which the move it would play stays one of minimax's best to the run's end.
	 */
	settle: {
		caption:
			"Searches by iterations: the iteration from which the move each would play stays one of minimax's best to the end of the run, one run per seed",
		seed: (seed: number) => `Seed ${seed}`,
		/** The seeds' columns in the legend. */
		seeds: (first: number, last: number) => `Seeds ${first}–${last}`,
		median: 'Median',
		/** Under the search's name: each run's iterations, and the time the runs took. */
		runs: (iterations: number, ms: number) =>
			`${count(iterations)} iterations a run; ${millis(ms)} ms in all`,
		/** A run whose move had not settled by its end: shown short, and said in full. */
		notBy: (iterations: number) => `> ${count(iterations)}`,
		notByLong: (iterations: number) => `not settled within ${count(iterations)} iterations`,
		unknown: (budget: number) =>
			`Minimax's answer searched to the end, whatever the depth limit, is not known here: finding it would take more than ${count(budget)} calls, so there is nothing to measure these runs against. A position nearer the end has one.`,
		chance: 'This tree has chance nodes: minimax has no answer here to measure these runs against.',
		over: 'The game is over here: there is no move to settle on.',
		/**
		 * The three above in a phone's row, one line where the runs' figures take one (the full
		 * reason took five there, and the row grew 64 px as it came): the full one is under the table.
		 */
		brief: {
			unknown: "Minimax's answer to the end: not known",
			chance: 'Chance nodes: no minimax answer',
			over: 'Game over: no move to settle on'
		},
		/** Minimax's best moves, named by the game ("cell 4"). */
		best: (moves: string) =>
			`Minimax's best here, searched to the end whatever the depth limit: ${moves}.`,
		meaning:
			"Each figure is the first iteration from which the run's move (its most visited) stays one of them to the run's end: the smaller, the sooner it learned. Minimax and alpha-beta above count calls, one position each; an iteration walks a whole path and plays a random game to its end.",
		/** In place of `best` where every move is best (the empty board: every move draws). */
		everyMove: (moves: number) =>
			`Every move here is as good as any other: minimax, searched to the end whatever the depth limit, gives all ${moves} the same value, so any move agrees from iteration 1 and these 1s say nothing about how fast the search learns.`
	},
	// The chart.
	/** Says which scale is on. */
	chartCaption: (scale: 'linear' | 'log'): string =>
		scale === 'linear'
			? 'Calls at each level, linear scale: bar heights in proportion to the calls'
			: 'Calls at each level, log scale: each line is ten times the one below',
	scale: 'Chart scale',
	scales: { linear: 'Linear', log: 'Log' },
	chartLabel: (series: readonly ChartSeries[]) =>
		`Calls per level, from level 0. ${series
			.map((one) => `${one.name}: ${one.perLevel.map(count).join(', ')}`)
			.join('; ')}`,
	bar: (name: string, level: number, calls: number) =>
		`${name}, level ${level}: ${count(calls)} calls`
};

export type CompareMessages = typeof en;

/** The compare view: its page, the table of counts, the chart per level. */
export const compare = lazyCatalog(en, () => chineseOf('compare'));
