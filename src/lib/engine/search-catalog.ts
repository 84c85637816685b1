import { Catalogue, part, searchCatalogue } from './catalogue';
import type { SearchColumn } from './columns';
import { InputError, registerInputErrors, type InputErrorMessagesByLang } from './errors';
import type { Game, Move, MoveOrder, Position } from './game';
import type { SearchRecorder } from './recorder';
import type { ScoreTable } from './table';
import type { Trace } from './trace';
import type { CutRule } from './cut-rule';
import type { SearchSettings } from './search';
import { oracleOrder } from './oracle';
import type { OptionWords, SearchOption } from './options';
import type { IterationComparePlan, SettleReport } from './iteration-settle';

/**
 * What the core knows of a search: a descriptor each search module (`src/lib/searches/<id>/`)
 * gives, and the catalogue the registry (`src/lib/registry/`) fills at start-up. The core asks a
 * descriptor how the search runs (by calls or by iterations: `runsBy`), its options, what to
 * record and how to replay a window; it never names a search itself.
 */

/**
 * What a search's run steps by: `calls` (a call trace the player steps, the compare rows,
 * practice, side by side and trace files take), or `iterations` (Monte Carlo tree search: a
 * record of its own that its view plays back).
 */
export type SearchRun = 'calls' | 'iterations';

/** A search's id, as links (`algo=`), the CLI (`--algorithm`) and trace files write it. */
export type SearchId = string;

/** A window [alpha, beta] as ranks into a trace's scale. */
export interface SearchWindow {
	readonly alpha: number;
	readonly beta: number;
}

/** What a search needs from its caller besides the game: the depth limit, the table and its key. */
export interface RunContext {
	/** Calls at this depth score an unfinished position with `game.evaluate`; null: no limit. */
	readonly depthLimit: number | null;
	/** The table's key for a position (up to symmetry); absent: the position itself. */
	readonly key?: (position: Position) => number;
	/** The table of positions already scored, for a search that keeps one; else absent. */
	readonly table?: ScoreTable;
	/** The order asked for (the oracle's best or worst first); absent: the search's own. */
	readonly order?: MoveOrder;
	/** A windowed search's cut rule; absent: `ge` (cut on alpha >= beta). */
	readonly cut?: CutRule;
	/** The search's declared options by key, as given (absent: each at its fallback). */
	readonly options?: Readonly<Record<string, number>>;
}

/**
 * The windowed searches' own rule, replayed from a trace: what a bound read from the table does
 * to the window a call was given, and what a value coming back does to the caller's window.
 */
export interface WindowReplay {
	/** The window a call searches with, once a table entry (`bound`, `value`) has narrowed it. */
	narrow(window: SearchWindow, bound: number, value: number): SearchWindow;
	/** The caller's window once its best value so far is `best`. */
	receive(window: SearchWindow, maximizing: boolean, best: number): SearchWindow;
}

/**
 * A unit a search adds to the steps of its call traces (MTD(f)'s pass), beside the call and the
 * event every call trace is stepped by: how links (`by=`) and the step controls name it. Where
 * each of its steps starts its rule says (`SearchRule.stepStarts`).
 */
export interface SearchStepUnit {
	readonly id: string;
	/** Its name in links (`by=`). */
	readonly link: string;
	/** How the step controls name it, by language code ("By pass"). */
	readonly names: Readonly<Record<string, string>>;
	/** How the counter's detail names its step n (from 1), by language code ("pass 2 done"). */
	readonly steps: Readonly<Record<string, (n: number) => string>>;
}

/** A compare-view row's name and what the search does. */
export interface RowLabel {
	readonly name: string;
	readonly detail: string;
}

/** How the product names a search, in one language: what every page carries of it. */
export interface SearchNames {
	/** The search menu's name. */
	readonly menu: string;
	/** How a sentence names it (a refusal offering it, an error). */
	readonly name: string;
}

/** What the product says of a search beside its names, in one language (its details). */
export interface SearchMessages {
	/** Its row in the compare view. */
	readonly row: RowLabel;
	/** Its row with the table keyed up to symmetry (searches with a table). */
	readonly symmetryRow?: RowLabel;
	/** Its row with an aspiration window (searches that deepen). */
	readonly variantRow?: RowLabel;
	/** The line above the tree when it has no rule of its own to show there (else minimax's). */
	readonly status?: string;
	/** Why the options form cannot give it a shared setting it does not take, in words of its own. */
	readonly refusals?: Readonly<Partial<Record<SharedSetting, string>>>;
}

/**
 * A listing a search writes itself, in one code language: its lines, each tagged with the role
 * of the event that runs it (a moment the player reads from the trace, or a role of the
 * search's own that its `lineRole` gives), and its title in each language, or the key of its
 * title in the view catalogue (`codeTitles`, which titles a listing over a game's pieces).
 */
export interface ModuleListing {
	readonly titles: Readonly<Record<string, string>> | string;
	readonly lines: readonly string[];
	readonly roles: readonly (string | undefined)[];
	/** Whole comment lines: the key of the note each says in the view catalogue (`codeNotes`). */
	readonly notes?: readonly (string | undefined)[];
	/** What its evaluation note multiplies by; absent: 1. */
	readonly scale?: string;
}

/** The run a listing is shown beside: a listing written over a game's own pieces reads it. */
export interface ListedRun {
	readonly game: Game;
	readonly settings: SearchSettings;
}

/** What a search's own note on a step may read and say of it. */
export interface StepNoteContext {
	readonly trace: Trace;
	readonly lang: string;
	readonly kind: 'try' | 'enter' | 'return' | 'receive';
	readonly call: number;
	/** A value as the game writes it: "+10" on boards, "3" in trees. */
	value(value: number): string;
	/** A call as the narration names it: "FC3". */
	name(call: number): string;
	/** The side to move at a call, as the narration names it ("X", "max"). */
	side(call: number): string;
	/** A move played at `call`, as the narration names it ("cell 5", "column 4"). */
	move(call: number, move: Move): string;
	/** Items listed as the narration lists them: "a, b and c", "a、b 和 c". */
	list(items: readonly string[]): string;
	/**
	 * A sentence from a template, its values spaced as the language spaces them (Chinese: a space
	 * where a Han character meets Latin text or a number, none next to full-width punctuation).
	 */
	text(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string;
}

/** What a search's own table beside the tree may read at a step (`SearchRule.table`). */
export interface SearchTableContext {
	readonly trace: Trace;
	readonly lang: string;
	/** The step's event index (-1 before the first). */
	readonly index: number;
	/** A value as the game writes it. */
	value(value: number): string;
	/** A move as the game writes it ("5", "4"). */
	move(move: Move): string;
	/** Moves in a row as the game writes them ("4, 0, 2"). */
	moves(moves: readonly Move[]): string;
}

/** A small table a search shows beside its tree (iterative deepening's iterations). */
export interface SearchTable {
	readonly caption: string;
	/** One for each cell of a row, then one for the rows' marks. */
	readonly headers: readonly string[];
	readonly rows: readonly SearchTableRow[];
}

export interface SearchTableRow {
	readonly cells: readonly string[];
	/** The row the step is in. */
	readonly current: boolean;
	/** A mark beside the row (a fail, a move tried first); null: none. */
	readonly mark: string | null;
	/** The call the row begins at. */
	readonly call: number;
	/** Its first cell links to that call (once the step has reached it: no telling ahead). */
	readonly linked: boolean;
	/**
	 * Its place as the folded line counts it, "2/3", where the rows are not what the narration
	 * counts (an iteration's re-search is iteration 2 again); absent: its row among the rows.
	 */
	readonly count?: string;
}

export interface SearchDescriptor {
	readonly id: SearchId;
	/** What its run steps by; absent: calls (its code is a `SearchRule`, else an `IterationRule`). */
	readonly runsBy?: SearchRun;
	/** Its numeric options of its own (options.ts), in the order forms and links list them. */
	readonly options?: readonly SearchOption[];
	/**
	 * A search by iterations' row in the compare view (iteration-settle.ts): the seeds and
	 * iterations of its runs, measured by its rule's `settle`; without it the view leaves it out.
	 */
	readonly compare?: IterationComparePlan;
	/** Its names by language code (every language the product speaks). */
	readonly names: Readonly<Record<string, SearchNames>>;
	/**
	 * Its details, loaded with its code and words (`loadSearches`) or alone (`loadSearchDetails`:
	 * the compare rows, a problem to say): what a page says of it beside its names.
	 */
	details(): Promise<SearchDetails>;
	/**
	 * Calls carry a window [alpha, beta] and moves can be cut (alpha-beta's family): the trace
	 * keeps alpha and beta, and a step replays the window with `windowRule`.
	 */
	readonly windowRule?: WindowReplay;
	/**
	 * The columns its calls carry beside every call's own, in the order its trace keeps them
	 * (alpha-beta's window), written by its rule through the recorder. A search declaring
	 * `origin` keeps a table of positions already scored (`RunContext.table`, keyed up to a
	 * board's symmetries if it takes that setting), and with `bound` the bound type of each value.
	 */
	readonly columns?: readonly SearchColumn[];
	/**
	 * It searches every move of every position, as plain minimax does: its calls follow from the
	 * game alone (counted by levels, a tree's size), and a repeated subtree may be copied.
	 */
	readonly fullWidth?: boolean;
	/**
	 * The search the practice page sets as the exercise for this one: its own id when it has an
	 * exercise of its own, else the nearest search that has one (this one without its options);
	 * absent: none, and practice refuses it.
	 */
	readonly practisedAs?: SearchId;
	/** Offered instead of a search too big for a trace, in the catalogue's order. */
	readonly lean?: boolean;
	/**
	 * The minimiser's positions are chance nodes (expectimax's family): each move equally
	 * likely, a value the average of its children's. Its values are fractions no game declares,
	 * so the rule keeps them exact (`Fraction`), tells the recorder ranks into a `MetScale` (the
	 * values met), and trace files write each value's `exact` fraction beside its number.
	 */
	readonly chance?: boolean;
	/**
	 * It prunes with the least and greatest value a position can have (`Game.valueBounds`,
	 * Ballard's L and U): a game that states none is refused (`boundsUnstated`).
	 */
	readonly bounded?: boolean;
	/**
	 * It probes moves with a null window and searches again a move whose probe beats its bound (PVS):
	 * a child's window may be narrower than its caller's, and one move may be called twice
	 * (probes.ts reads both from the trace). The view marks probes and re-searches, the tally
	 * counts re-searches.
	 */
	readonly probes?: boolean;
	/**
	 * It deepens on its own (iterative deepening): its calls meet depth limits of its own, so they
	 * may be estimated even when the settings name no limit.
	 */
	readonly deepens?: boolean;
	/**
	 * Its root call is a driver whose calls search the root position again, each reached by no
	 * move (MTD(f)'s passes): a trace file's record at its caller's own place is one of them, as
	 * for a search that deepens.
	 */
	readonly drives?: boolean;
	/**
	 * Its own words for the two units every run has, as a link may also name them (MCTS: by
	 * `iteration` for `call`, by `phase` for `event`): read as those, and named so in a message
	 * about a wrong one. Absent: `call` and `event` only.
	 */
	readonly unitWords?: { readonly call: string; readonly event: string };
	/** The units of its own its call traces are stepped by too (MTD(f): by pass); absent: none. */
	readonly stepUnits?: readonly SearchStepUnit[];
	/**
	 * The shared settings it takes beside the depth limit every search takes (`SharedSetting`);
	 * any other one given is refused (`checkSettings`, with that setting's refusal). Absent: none.
	 */
	readonly takes?: readonly SharedSetting[];
	/**
	 * The search set beside the default one (the registry's first): practice opens on it, an
	 * editor counts its calls beside the default's. One search declares it.
	 */
	readonly companion?: boolean;
	/** The search whose moves it tries in another order (the compare view says where it lost). */
	readonly reorders?: SearchId;
	/** The options of its second row in the compare view (its `variantRow`); absent: one row. */
	readonly variant?: Readonly<Record<string, number>>;
	/**
	 * Its code (its rule, listing and notes; a search by iterations' `IterationRule`), loaded on
	 * first need: a page carries the searches it runs or shows, and the descriptor alone for the
	 * others' names in its menus.
	 */
	code(): Promise<SearchRule | IterationRule>;
	/**
	 * Its words, loaded with its code on a page (`loadSearches`) and never in a worker, which
	 * only counts or records calls (`loadSearches(ids, false)`): its listing, notes and table.
	 */
	words?(): Promise<SearchWords>;
}

/**
 * What the product says of a search beside its names (its descriptor's `details`): its compare
 * rows and colours, status line and refusals, its own errors' sentences, its options' words.
 */
export interface SearchDetails {
	/** Its colour in the compare view (a CSS colour), and its symmetric row's. */
	readonly colour: string;
	readonly symmetryColour?: string;
	/** Its aspiration row's colour (a search that deepens). */
	readonly variantColour?: string;
	readonly messages: Readonly<Record<string, SearchMessages>>;
	readonly errors?: InputErrorMessagesByLang;
	readonly options?: Readonly<Record<string, OptionWords>>;
}

/** What of a search's code only a page showing its run reads (its descriptor's `words`). */
export type SearchWords = Pick<
	SearchRule,
	| 'listing'
	| 'writes'
	| 'note'
	| 'narrate'
	| 'weighs'
	| 'wayBackToDriver'
	| 'wayBack'
	| 'returned'
	| 'lineRole'
	| 'table'
	| 'tells'
>;

/**
 * The parts of the page's narration a search brings with its words, by name (its window, its
 * table, its chance nodes told): the player declares each by declaration merging, so the first
 * view carries only the parts of the search it shows.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SearchTellings {}

/** A search's code: what its descriptor loads on first need (`loadSearches`). */
export interface SearchRule {
	/** The order it tries moves in, when not the game's own (the ordered search's). */
	moveOrder?(game: Game): MoveOrder;
	/**
	 * For a search with its own order: what the game's own order does at `call` with the same
	 * window, for the narration of a cut the order made sooner.
	 */
	gameOrderAt?(trace: Trace, call: number): GameOrderRun;
	/**
	 * Its listing in code language `language` (js, python, pseudo) under a depth limit (and, for
	 * a windowed search, a cut rule), written over any game, or over the pieces the game of `run`
	 * supplies (minimax's family); absent: the code panel shows none.
	 */
	listing?(
		language: string,
		depthLimit: number | null,
		cut?: CutRule,
		run?: ListedRun
	): ModuleListing;
	/**
	 * Whether its listing is written in code language `language` yet; absent: in every one
	 * (minimax's first view carries JavaScript alone, the others loaded when first shown).
	 */
	writes?(language: string): boolean;
	/** A sentence of its own beside the narration at a step (its view of the values); null: none. */
	note?(context: StepNoteContext): string | null;
	/**
	 * The order `call` tried its moves in, read from the trace, for a search whose order depends on
	 * what it searched before (iterative deepening: the last iteration's best line first); null:
	 * the game's own order there.
	 */
	movesAt?(trace: Trace, call: number): readonly Move[] | null;
	/**
	 * Its own sentence for an event, in place of the generic narration (a call that is not a
	 * game search, such as iterative deepening's driver and the iterations it starts); null: the
	 * generic narration.
	 */
	narrate?(context: StepNoteContext): string | null;
	/**
	 * How a caller weighs the value its `narrate` told coming back at a receive (negamax: its
	 * running best, negated), told after it: a part of its own, which predict mode leaves out
	 * while that caller's value is asked; null or absent: none.
	 */
	weighs?(context: StepNoteContext): string | null;
	/**
	 * Its own sentence for a by-call step's way back that ends at its driver (MTD(f): the pass's
	 * answer, told at the driver's receive, `context`), in place of the way back's calls; null or
	 * absent: the shared way back.
	 */
	wayBackToDriver?(context: StepNoteContext): string | null;
	/**
	 * How a by-call step's way back tells the value `context.call` returned, where the search
	 * counts it otherwise than the card and chooses it otherwise than the highest or lowest score
	 * (negamax: for the side to move, the largest of its children's values negated): the value as
	 * it went back, and, for a call with children, how it was chosen ("negated its children's
	 * values and returned the largest, -3 (minimax's 3)"); null: the shared words.
	 */
	wayBack?(context: StepNoteContext): { score: string; chose: string | null } | null;
	/**
	 * How a sentence states the value `context.call` returns (a finished position, a leaf, an
	 * estimate), where the search counts it otherwise than the card: negamax where min moves,
	 * "-10 (minimax's +10)". `shown` prints a value as the card does (marked where estimated);
	 * null: the card's value.
	 */
	returned?(context: StepNoteContext, shown: (value: number) => string): string | null;
	/**
	 * The role of the listing line an event of `call` runs, for a listing with lines of its own
	 * (a driver's); null: the line the event's usual role finds.
	 */
	lineRole?(
		trace: Trace,
		kind: 'try' | 'enter' | 'return' | 'receive',
		call: number
	): string | null;
	/**
	 * The depth limit `call` searched under, as a recursion depth (a call that deep is estimated),
	 * for a search that sets limits of its own (iterative deepening's iterations); null: none.
	 * Absent: the settings' limit.
	 */
	limitAt?(trace: Trace, call: number): number | null;
	/**
	 * The label on the link to a call reached by no move (an iteration under its driver), in
	 * `lang`: where the game would write the move; null: none.
	 */
	linkLabel?(trace: Trace, call: number, lang: string): string | null;
	/**
	 * Where each step of a unit it declares (`SearchDescriptor.stepUnits`) starts in `trace`: the
	 * event indices, ascending (MTD(f): each pass's first event).
	 */
	stepStarts?(unit: string, trace: Trace): readonly number[];
	/** Its own table beside the tree at a step; null: none there. */
	table?(context: SearchTableContext): SearchTable | null;
	/** The parts of the narration it brings (`SearchTellings`); absent: none. */
	readonly tells?: Partial<SearchTellings>;
	/** Runs the search from `root`, telling `recorder` every call; the root's score as a rank. */
	run(game: Game, root: Position, recorder: SearchRecorder, context: RunContext): number;
}

/** Told how many iterations are done, every so often (a worker's progress bar). */
export type IterationProgress = (done: number) => void;

/**
 * A search by iterations' rule. `record` returns the search's own record, opaque to the core:
 * the search's view (the view registry's) plays it, and its own columns cross a worker boundary.
 */
export interface IterationRule {
	record(
		game: Game,
		root: Position,
		settings: SearchSettings,
		progress?: IterationProgress
	): IterationRecord;
	/** A record as JSON (the CLI's output), in chunks; `summary` leaves out each iteration's record. */
	jsonChunks(record: IterationRecord, summary: boolean): Iterable<string>;
	/** The `format` that JSON names, by which a reader knows the file as this search's. */
	readonly format: string;
	/**
	 * Its compare row at `root` (given where the descriptor has a `compare` plan): the exact
	 * search's best moves, then one run of `iterations` per seed, its options otherwise at their
	 * defaults, each with the first iteration from which the move it would play stays one of them.
	 */
	settle?(game: Game, root: Position, seeds: readonly number[], iterations: number): SettleReport;
	/**
	 * The exact answer its view compares a run with (MCTS: minimax's best moves at `root`), or
	 * null past `budget` calls (with the code it needs loaded first): worked out where a long run
	 * is recorded, off the page.
	 */
	answer(game: Game, root: Position, budget?: number): Promise<readonly Move[] | null>;
}

/** A recorded search by iterations, opaque but for what every page needs. */
export interface IterationRecord {
	readonly iterations: number;
	/** Its typed-array columns, for the worker to transfer, and `revive` to read back. */
	columns(): IterationColumns;
}

/** A typed-array column of a record. */
export type IterationColumn = Int32Array | Uint16Array | Uint8Array | Float64Array;

/**
 * A record's columns by name (structured-cloneable, their buffers transferable): with the game,
 * the root and the settings, they are the whole record.
 */
export type IterationColumns = Readonly<Record<string, IterationColumn>>;

/** What a search in the game's own order does at one call: the moves it tries there, of all. */
export interface GameOrderRun {
	readonly tried: number;
	readonly moves: number;
}

/** A search's descriptor, set when the registry lists it. */
const DESCRIPTOR = part<SearchDescriptor>((id, known) =>
	known.length === 0
		? `No search is registered: import '$lib/registry' before running a search.`
		: `No search is registered as "${id}".`
);

/** A search's rule, loaded on first need (its descriptor's `code`). */
const RULE = part<SearchRule | IterationRule>(
	(id) => `The code of search "${id}" is not loaded: await loadSearches(["${id}"]) first.`
);

/** A search's words (its descriptor's `words`), a part loaded apart from its rule. */
const WORDS = part<SearchWords>((id) => `The words of search "${id}" are not loaded.`);
const wordsCode = new Catalogue<SearchId>();

/** A search's details (its descriptor's `details`), loaded with its code or alone. */
const DETAILS = part<SearchDetails>(
	(id) => `The details of search "${id}" are not loaded: await loadSearchDetails(["${id}"]) first.`
);
const detailsCode = new Catalogue<SearchId>();

/** Fills the catalogue (the registry does, once, before any search runs). */
export function registerSearches(descriptors: readonly SearchDescriptor[]): void {
	for (const descriptor of descriptors) {
		const { id, words } = descriptor;
		if (words !== undefined)
			wordsCode.addCode(id, words, (loaded) => searchCatalogue.set(id, WORDS, loaded));
		detailsCode.addCode(id, descriptor.details, (details) => {
			if (details.errors !== undefined) registerInputErrors(details.errors);
			searchCatalogue.set(id, DETAILS, details);
		});
		searchCatalogue.set(id, DESCRIPTOR, descriptor);
		searchCatalogue.addCode(
			id,
			() => descriptor.code(),
			(rule) => searchCatalogue.set(id, RULE, rule)
		);
	}
}

/**
 * Adds to search `id`'s words, loaded with them (`loadSearches`): what a view tells with beside
 * the search's own (the view registry's parts of the narration).
 */
export function addSearchWords(id: SearchId, fetch: () => Promise<SearchWords>): void {
	wordsCode.addCode(id, fetch, (loaded) =>
		searchCatalogue.set(id, WORDS, { ...searchCatalogue.find(id, WORDS), ...loaded })
	);
}

/**
 * Loads the code of the searches `ids` (an id not registered is skipped), with the words and
 * details a page showing their runs reads (`withWords`), or their rules alone.
 */
export async function loadSearches(ids: Iterable<SearchId>, withWords = true): Promise<void> {
	const asked = [...ids];
	await Promise.all([
		searchCatalogue.load(asked),
		withWords ? wordsCode.load(asked) : null,
		withWords ? detailsCode.load(asked) : null
	]);
}

/**
 * Loads the words and details of the searches `ids` without their rules: a page playing back a
 * trace recorded ahead shows it, and its first search brings the rules (`loadSearches`).
 */
export async function loadSearchWords(ids: Iterable<SearchId>): Promise<void> {
	const asked = [...ids];
	await Promise.all([wordsCode.load(asked), detailsCode.load(asked)]);
}

/** Loads the details of the searches `ids` (all by default) without their code: the compare rows. */
export function loadSearchDetails(ids: Iterable<SearchId> = detailsCode.loadable()): Promise<void> {
	return detailsCode.load(ids);
}

/** What search `id`'s details say in `lang` (undefined: nothing in it); throws before they load. */
export function searchMessages(id: SearchId, lang: string): SearchMessages | undefined {
	return searchDetails(id).messages[lang];
}

/** Search `id`'s details; throws when they are not loaded. */
export function searchDetails(id: SearchId): SearchDetails {
	return searchCatalogue.get(id, DETAILS);
}

/** Loads every registered search's code (the CLI, the workers, the tests, question sets). */
export function loadAllSearches(withWords = true): Promise<void> {
	return loadSearches(searchCatalogue.loadable(), withWords);
}

/** Whether search `id`'s code, words and details are loaded (an unknown id counts as loaded). */
export function isSearchLoaded(id: SearchId): boolean {
	return isRuleLoaded(id) && wordsCode.isLoaded(id) && detailsCode.isLoaded(id);
}

/** Whether search `id`'s rule is loaded, its words or not (an id not registered counts as loaded). */
export function isRuleLoaded(id: SearchId): boolean {
	return searchCatalogue.isLoaded(id);
}

/** Each search's words with its rule, once both are loaded. */
const worded = new WeakMap<SearchWords, SearchRule>();
/** Each search's words alone, its rule not loaded (`loadSearchWords`): it cannot run yet. */
const unruled = new WeakMap<SearchWords, SearchRule>();

/**
 * The code of search `id`, a search by calls; throws when it is not loaded. With its words
 * loaded and not its rule (`loadSearchWords`: a trace recorded ahead, played back), what a page
 * reads of it is there, and running it throws until `loadSearches` brings its rule.
 */
export function searchRule(id: SearchId): SearchRule {
	const words = searchCatalogue.find(id, WORDS);
	if (words !== undefined && !searchCatalogue.has(id, RULE)) {
		if (!unruled.has(words))
			unruled.set(words, {
				...words,
				// Throws that the rule is not loaded; once it is, runs it (a caller that kept this).
				run: (...args) => (searchCatalogue.get(id, RULE) as SearchRule).run(...args)
			});
		return unruled.get(words) as SearchRule;
	}
	const rule = searchCatalogue.get(id, RULE);
	if ('record' in rule) throw new Error(`Search "${id}" runs by iterations: it has no call rule.`);
	if (words === undefined) return rule;
	if (!worded.has(words)) worded.set(words, { ...rule, ...words });
	return worded.get(words) as SearchRule;
}

/** The rule of search `id`, a search by iterations, loaded on first need. */
export async function iterationRule(id: SearchId): Promise<IterationRule> {
	await loadSearches([id]);
	return loadedIterationRule(id);
}

/** The rule of search `id`, a search by iterations, once loaded; throws when it is not. */
export function loadedIterationRule(id: SearchId): IterationRule {
	const rule = searchCatalogue.get(id, RULE);
	if (!('record' in rule)) throw new Error(`Search "${id}" runs by calls: it has no iterations.`);
	return rule;
}

/** Every registered search's id, or those whose run steps by `run`, in the registry's order. */
export function searchIds(run?: SearchRun): readonly SearchId[] {
	const ids = searchCatalogue.keys(DESCRIPTOR);
	return run === undefined ? ids : ids.filter((id) => runsBy(id) === run);
}

/**
 * What search `id`'s run steps by: the one place a consumer asks whether a search records calls
 * (compare rows, practice, side by side, trace files) or iterations.
 */
export function runsBy(id: SearchId): SearchRun {
	return searchDescriptor(id).runsBy ?? 'calls';
}

/** The searches by iterations with a compare row (their descriptor's `compare` plan), in order. */
export function comparedIterationSearchIds(): readonly SearchId[] {
	return searchIds('iterations').filter((id) => searchDescriptor(id).compare !== undefined);
}

/** True when `id` names a registered search. */
export function isSearchId(id: unknown): id is SearchId {
	return typeof id === 'string' && searchCatalogue.has(id, DESCRIPTOR);
}

/** The descriptor of search `id`; throws when none is registered under it. */
export function searchDescriptor(id: SearchId): SearchDescriptor {
	return searchCatalogue.get(id, DESCRIPTOR);
}

/** How `lang`'s menus name search `id` (its id when it has no names in that language). */
export function searchMenuName(id: SearchId, lang: string): string {
	return searchDescriptor(id)?.names[lang]?.menu ?? id;
}

/**
 * The oracle order of each trace searched in one, by call: built once per trace (it values
 * positions), or taken from the worker that searched it (`adoptOrders`).
 */
const oracles = new WeakMap<Trace, (call: number) => readonly Move[]>();

/**
 * The order `call` tries its moves in when its search reorders them (its own order, or the oracle
 * order its settings ask for), or null: the game's own order, or a call that tries none
 * (finished, answered, at the limit).
 */
export function reorderedMoves(trace: Trace, call: number): readonly Move[] | null {
	if (trace.kind(call) !== 'searched') return null;
	const { settings, game } = trace;
	const ordering = settings.order ?? 'given';
	if (ordering !== 'given') {
		let order = oracles.get(trace);
		if (order === undefined) {
			const byPosition = oracleOrder(game, settings.depthLimit, ordering);
			order = (at) => byPosition(trace.position(at), trace.depth(at));
			oracles.set(trace, order);
		}
		return order(call);
	}
	const rule = searchRule(trace.algorithm);
	if (rule.movesAt !== undefined) return rule.movesAt(trace, call);
	const own = rule.moveOrder;
	return own === undefined ? null : own(game)(trace.position(call), trace.depth(call));
}

/** Every searched call's moves in its oracle order, as columns: call c's are moves[starts[c]..starts[c + 1]). */
export interface PackedOrders {
	readonly starts: Uint32Array;
	readonly moves: Uint8Array | Uint32Array;
}

/**
 * The oracle orders of a trace searched best or worst first (null for any other), packed where
 * it was searched: valuing the positions again on the page would walk minimax's whole tree.
 */
export function packOrders(trace: Trace): PackedOrders | null {
	if ((trace.settings.order ?? 'given') === 'given') return null;
	const starts = new Uint32Array(trace.calls + 2);
	const moves: Move[] = [];
	for (let call = 1; call <= trace.calls; call++) {
		starts[call] = moves.length;
		for (const move of reorderedMoves(trace, call) ?? []) moves.push(move);
	}
	starts[trace.calls + 1] = moves.length;
	const Column = moves.every((move) => move < 256) ? Uint8Array : Uint32Array;
	return { starts, moves: Column.from(moves) };
}

/** Takes the orders `packOrders` gave for `trace` (unpacked on this side), so none is valued here. */
export function adoptOrders(trace: Trace, { starts, moves }: PackedOrders): void {
	oracles.set(trace, (call) => [...moves.subarray(starts[call], starts[call + 1])]);
}

/** How `lang`'s sentences name search `id` (its id when it has no names in that language). */
export function searchName(id: SearchId, lang: string): string {
	return searchDescriptor(id)?.names[lang]?.name ?? id;
}

/**
 * A setting some searches take beside the depth limit every search takes: the table keyed up to
 * a board's symmetries, an order asked of the oracle (oracle.ts), the cut rule (cut-rule.ts).
 */
export type SharedSetting = 'symmetry' | 'order' | 'cut';

/** Whether search `id` takes shared setting `setting` (its descriptor's `takes`). */
export function takesSetting(id: SearchId, setting: SharedSetting): boolean {
	return searchDescriptor(id).takes?.includes(setting) === true;
}

/** The searches that take `setting`, in the registry's order (the choices its refusal offers). */
export function searchesTakingSetting(setting: SharedSetting): readonly SearchId[] {
	return searchIds().filter((id) => takesSetting(id, setting));
}

/**
 * What a search's traces hold beside every call's own columns, as its descriptor declares it:
 * the recorder keeps these columns, and a trace file's reader expects these fields.
 */
export interface TraceDeclaration {
	/** The columns each call carries beside its own (the descriptor's `columns`). */
	readonly columns: readonly SearchColumn[];
	/** Each call's window [alpha, beta] on entry (its `windowRule` replays it). */
	readonly window: boolean;
	/** The call whose table entry a call read (`from` in files): a search with a table. */
	readonly origin: boolean;
	/** The bound type each value went into the table as (`bound` in files). */
	readonly bound: boolean;
	/** Values are averages no game declares, kept exact (a scale of the values met, `exact`). */
	readonly averages: boolean;
	/** It sets depth limits of its own: its calls may be estimated with no limit in the settings. */
	readonly ownLimits: boolean;
	/** A call may search its caller's own position again, reached by no move (an iteration, a pass). */
	readonly reentries: boolean;
	/** A call may search one move twice: a null-window probe, then its re-search. */
	readonly researches: boolean;
	/**
	 * Its calls are the game's whole tree to the limit, every move of every position searched:
	 * they follow from the game alone (counted by levels from its positions).
	 */
	readonly wholeTree: boolean;
}

/** What the traces of search `id` hold (`TraceDeclaration`). */
export function traceDeclaration(id: SearchId): TraceDeclaration {
	const {
		windowRule,
		chance,
		deepens,
		drives,
		probes,
		fullWidth,
		columns = []
	} = searchDescriptor(id);
	return {
		columns,
		window: windowRule !== undefined,
		origin: columns.some(({ name }) => name === 'origin'),
		bound: columns.some(({ name }) => name === 'bound'),
		averages: chance === true,
		ownLimits: deepens === true,
		reentries: deepens === true || drives === true,
		researches: probes === true,
		wholeTree: fullWidth === true
	};
}

/**
 * Why search `algorithm` cannot search `game` (under a depth limit when `limited`), or null: a
 * game with chance nodes takes a search whose values are averages, and a search that prunes with
 * the game's value bounds (Ballard's L and U: its descriptor's `bounded`) a game that states them.
 */
export function gameRefusal(game: Game, algorithm: SearchId, limited: boolean): InputError | null {
	const { chance, bounded } = searchDescriptor(algorithm);
	const chanceGame = game.declaresChance === true;
	const averaging = (id: SearchId) => searchDescriptor(id).chance === true;
	if (chanceGame && chance !== true)
		return new InputError('chanceNeedsAverages', {
			algorithm,
			averaging: searchIds('calls').filter(averaging)
		});
	if (bounded === true && (game.valueBounds?.(limited) ?? null) === null)
		return new InputError('boundsUnstated', {
			algorithm,
			unbounded: searchIds('calls').filter(
				(id) => searchDescriptor(id).bounded !== true && (!chanceGame || averaging(id))
			)
		});
	return null;
}

/**
 * The search by calls that takes `algorithm`'s place where `game` refuses it (`gameRefusal`):
 * the first that searches the game and averages as the game or `algorithm` asks; else undefined.
 */
export function searchInstead(
	game: Game,
	algorithm: SearchId,
	limited: boolean
): SearchId | undefined {
	const averages = game.declaresChance === true || searchDescriptor(algorithm).chance === true;
	return searchIds('calls').find(
		(id) =>
			(searchDescriptor(id).chance === true) === averages && gameRefusal(game, id, limited) === null
	);
}

/** The searches offered instead of one too big for a trace, in the registry's order. */
export function smallerSearchIds(): readonly SearchId[] {
	return searchIds().filter((id) => searchDescriptor(id).lean === true);
}

/**
 * The search set beside the default one (its descriptor's `companion`: plain alpha-beta):
 * practice opens on it, an editor counts its calls beside the default's.
 */
export function companionSearchId(): SearchId {
	const id = searchIds().find((search) => searchDescriptor(search).companion === true);
	if (id === undefined) throw new Error('No search is registered as the companion.');
	return id;
}

/** The searches a student writes and traces (program-trace.ts): the first, and its companion. */
export const programSearchIds = (): SearchId[] => [searchIds()[0] as SearchId, companionSearchId()];

/** The options of search `id`'s second row in the compare view; null: it has one row. */
export function variantOptions(id: SearchId): Readonly<Record<string, number>> | null {
	return searchDescriptor(id).variant ?? null;
}

/** How search `id` replays a window from a trace (its `windowRule`); throws for a search without. */
export function windowReplayOf(id: SearchId): WindowReplay {
	const rule = searchDescriptor(id).windowRule;
	if (rule === undefined) throw new Error(`The search "${id}" keeps no window.`);
	return rule;
}

/**
 * The search practice sets as the exercise for search `id` (its descriptor's `practisedAs`: its
 * own id, or the nearest search with an exercise); null: practice refuses it.
 */
export function practisedAs(id: SearchId): SearchId | null {
	return searchDescriptor(id).practisedAs ?? null;
}

/** The exercises practice offers: each search some search is practised as, in the registry's order. */
export function exerciseSearchIds(): readonly SearchId[] {
	const practised = new Set(searchIds().map(practisedAs));
	return searchIds().filter((id) => practised.has(id));
}

/**
 * A search that reorders the moves of another (its own `moveOrder`), and that other, as its
 * descriptor declares (`reorders`): it tries the game's own order. Null for any other search.
 */
export function reorderedFrom(algorithm: SearchId): SearchId | null {
	return searchDescriptor(algorithm).reorders ?? null;
}
