import {
	InputError,
	gameFor,
	isGameLoaded,
	isSearchLoaded,
	loadSearches,
	plainSearch,
	quoteInput,
	runsBy,
	searchName,
	settingsFor,
	settingsOf,
	type Game,
	type GameKind,
	type SearchChoice,
	type SearchId,
	type SearchSettings,
	type Trace
} from '$lib/engine';
import { checkSettings, plainOptions, takenOptions } from '$lib/engine/search-settings';
import { depthCeiling } from '$lib/engine/search';
import { presenterFor } from '$lib/games';
import type { Localized } from '$lib/i18n';
import {
	DEFAULT_QUERY,
	sessionFrom,
	type Granularity,
	type Session,
	type SourceQuery,
	type ViewQuery
} from '$lib/player';
import { planSearch, search } from '$lib/player/plan';
import { readQuery, writeQuery, type VersusChoice } from '$lib/player/query';
import { linkedSearch } from '$lib/player/query-plain';
import { stopsUnmet } from '$lib/player/stops-link';
import { takesSetting } from '$lib/engine/search-catalog';
import type { CodeLanguage } from '$lib/games/listing';
import { fittingSearch, type TooBigDetails } from '$lib/player/settle';
import type { Lab, LabInside } from './lab.svelte';
import { TraceImporter } from './importer.svelte';
import { SearchLoader, SearchStopped, type LinkOpening } from './loader.svelte';
import { allCodeMissing, everyCodeLoaded, gameCodeMissing } from './linked-code';
import { importProblem, searchProblem, tooBig } from './opening';
import { settledSaid, tooBigInsteadText } from './refusals';
import { versusSession } from './versus';

// How the step-through page opens a position, a run, a file or a second search, loaded on the
// first of them (or with a link, by +page.ts): the first view opens none.

/** How a run whose search draws its own view is opened: loaded with the first such run. */
const runOpening = () => import('./run-opening');

/** Where a position opens: at which step, by which unit, beside which second search. */
export type Place = Pick<ViewQuery, 'granularity' | 'step' | 'versus'>;

/** What opening a position came to: whether the player moved to it, and what went wrong. */
interface Opening {
	readonly opened: boolean;
	readonly problems: Localized[];
	/** The search was refused as too big for a trace, with these details (null otherwise). */
	readonly tooBig: TooBigDetails | null;
	/** The search was cancelled (by the reader, or as the page closed). */
	readonly cancelled?: boolean;
	/** The search tried. */
	readonly search: SearchSettings;
}

/** What a link asks for, shown while it opens; null for a position that cannot be built. */
function linkOpening(source: SourceQuery, search: SearchSettings): LinkOpening | null {
	try {
		const game = gameFor(source);
		return { game, search: settingsFor(game, search), refused: null };
	} catch {
		return null;
	}
}

/**
 * The deepest depth limit under `search`'s (under the game's ceiling where it has none) at which
 * it is searched here at once (`planSearch`): Connect Four's 4 from 4453, tic-tac-toe's 4 from the
 * empty board; null where none is (a tree too big for the page at any depth).
 */
function depthHere(game: Game, search: SearchSettings): number | null {
	try {
		const asked = settingsFor(game, search).depthLimit ?? depthCeiling(game);
		for (let depth = asked - 1; depth >= 1; depth--)
			if (!planSearch(game, { ...search, depthLimit: depth }).inWorker) return depth;
	} catch {
		// A position or search the page cannot plan: the cancel keeps what is shown.
	}
	return null;
}

/** How many nodes a link's tree has; null for a game's position (or one that cannot be built). */
function nodesOf(source: SourceQuery): number | null {
	try {
		return gameFor(source).treeSize ?? null;
	} catch {
		return null;
	}
}

/** The lab's openings: each method is the lab's own of the same name (see `Lab`). */
export class LabOpener {
	readonly #lab: Lab;
	readonly #inside: LabInside;
	/** A big search in the search worker (either kind), with its progress and cancel. */
	readonly loader = new SearchLoader();
	/** A trace file being read in the import worker, with its progress. */
	readonly importer = new TraceImporter();

	constructor(lab: Lab, inside: LabInside) {
		this.#lab = lab;
		this.#inside = inside;
	}

	async openRun(
		source: SourceQuery,
		settings: SearchSettings,
		granularity: Granularity,
		step: number
	): Promise<boolean> {
		const lab = this.#lab;
		const { latest, code } = this.#begin(source.kind);
		if (code !== null && !(await code)) return false;
		try {
			const { openRun } = await runOpening();
			const shown = await openRun(source, settings, this.loader);
			if (!latest()) return false;
			if (shown === null) {
				lab.problems = [(t) => t.problems.searchCancelled];
				return false;
			}
			this.#inside.showRun(shown);
			lab.player.loadRun(shown.run, granularity, step);
			const last = lab.player.lastStep;
			lab.problems = step > last ? [(t) => t.problems.stepPastEnd(step, last)] : [];
			return true;
		} catch (error) {
			if (!latest()) return false;
			lab.problems = [searchProblem(error)];
			return false;
		}
	}

	/**
	 * Begins opening a position of game `kind` (`open`, `openRun`). The notice goes, and the
	 * latest choice wins: a file still being read would replace this position, and a choice made
	 * while this game's code loads (another search) is not undone when it lands (`latest`). A game
	 * not shown before (an example, the editor's) brings its code first: `code`, whether it came
	 * (`#codeCame`); null where it is here, so a position of a game shown opens at once.
	 */
	#begin(kind: GameKind): { latest: () => boolean; code: Promise<boolean> | null } {
		this.#lab.notice = null;
		this.importer.cancel();
		const latest = this.#inside.turn();
		const code = isGameLoaded(kind) ? null : this.#codeCame(gameCodeMissing([kind]), latest);
		return { latest, code };
	}

	/**
	 * Whether the code an opening waits for (`missing`: what could not load, said; null when all
	 * came) came while the opening was still the latest (`latest`).
	 */
	async #codeCame(missing: Promise<Localized | null>, latest: () => boolean): Promise<boolean> {
		const problem = await missing;
		if (!latest()) return false;
		if (problem !== null) {
			this.#lab.problems = [problem];
			return false;
		}
		return true;
	}

	/**
	 * Opens what a page's query string asks for (`Lab.mount`): its code language, embed and
	 * predict mode at once, then its run or position; resolves once it is open or given up.
	 */
	async openAddress(params: URLSearchParams, remembered: CodeLanguage): Promise<void> {
		await this.#openAddress(params, remembered);
		// Stops the run opened cannot make (another search's kind, a step past its end) are said
		// once the run is known, after the link's other problems; the stops are kept.
		const { player, stops } = this.#lab;
		const unmet = stopsUnmet(stops, player.run.momentKinds, player.lastStep);
		if (unmet.length > 0) this.#lab.problems = [...this.#lab.problems, ...unmet];
	}

	async #openAddress(params: URLSearchParams, remembered: CodeLanguage): Promise<void> {
		const lab = this.#lab;
		const linked = linkedSearch(params);
		const { query, problems } = readQuery(params, { code: remembered });
		// Its listings came with the page's load (+page.ts); offline without them, JavaScript's show.
		lab.code.language = query.code;
		if (query.code !== remembered) void lab.code.set(query.code);
		lab.embed = query.embed;
		lab.stops = query.predict ?? null;
		if (linked !== null && runsBy(linked) === 'iterations') {
			// The code that opens a run comes first: offline, the page says so.
			const loaded = await runOpening().then(
				() => true,
				() => false
			);
			if (loaded) await this.openRunLink(query, problems);
			else lab.problems = [(t) => t.problems.codeOffline];
			return;
		}
		lab.player.letters = query.letters;
		const { search, refused } = settledSaid(query.source, query.search, linked !== null);
		// Side by side steps by call: a link's other unit is said to be ignored.
		const { granularity, versus } = query;
		const unit = quoteInput(granularity);
		const byCall: Localized[] =
			versus === null || granularity === 'call'
				? []
				: [(t) => t.links.notForThisGame('by', unit, t.versus.twoSides)];
		lab.problems = [...problems, ...byCall, ...refused];
		const place = { ...query, granularity: versus === null ? granularity : 'call' };
		// A link naming what the page shows already (the article's board: most first visits) is
		// not searched and drawn again.
		if (writeQuery({ ...place, search }) === writeQuery(lab.query)) return;
		await this.openLink(query.source, search, place);
	}

	/** Another search of the position shown, from the menu (`Lab.chooseSearch`). */
	async chooseSearch(algorithm: SearchId): Promise<void> {
		const lab = this.#lab;
		const shown = lab.runShown;
		if (shown?.settings.algorithm === algorithm) return;
		const { source } = lab;
		if (runsBy(algorithm) === 'iterations') {
			const granularity = shown ? lab.player.granularity : 'call';
			await this.openRun(source, plainSearch(algorithm), granularity, 0);
		} else if (shown) {
			lab.player.letters = false;
			await this.open(source, { ...DEFAULT_QUERY.search, algorithm }, 'call', 0, null);
		} else {
			const { options, ...rest } = lab.trace.settings;
			await this.open(
				source,
				plainOptions({
					...rest,
					algorithm,
					symmetry: rest.symmetry && takesSetting(algorithm, 'symmetry'),
					options: takenOptions(options, algorithm)
				}),
				lab.player.granularity,
				0,
				lab.versus
			);
		}
	}

	/**
	 * Opens a link to a run whose search draws its own view, its refusals said first; a position
	 * the search refuses outright (chance nodes) stays, under the search it takes, and a run that
	 * cannot open shows the article's board under the same options instead.
	 */
	async openRunLink(query: ViewQuery, problems: Localized[]): Promise<void> {
		const lab = this.#lab;
		const { source, search, granularity, step } = query;
		const instead = settledSaid(source, plainSearch(search.algorithm));
		if (instead.search.algorithm !== search.algorithm) {
			await this.open(source, instead.search, 'call', 0, null);
			lab.problems = [...problems, ...instead.refused, ...lab.problems];
			return;
		}
		if (await this.openRun(source, search, granularity, step)) {
			lab.problems = [...problems, ...lab.problems];
			return;
		}
		const failed = lab.problems.map(
			(problem): Localized =>
				(t) =>
					problem(t) + t.links.showingArticleInstead
		);
		if (lab.runShown === null) await this.openRun(DEFAULT_QUERY.source, search, granularity, 0);
		lab.problems = [...problems, ...failed, ...lab.problems];
	}

	async open(
		source: SourceQuery,
		choice: SearchChoice,
		granularity: Granularity,
		step: number,
		versus: VersusChoice | null
	): Promise<boolean> {
		const lab = this.#lab;
		const settings = settingsOf(choice);
		if (runsBy(settings.algorithm) === 'iterations')
			return this.openRun(source, settings, granularity, step);
		const { latest, code } = this.#begin(source.kind);
		if (code !== null && !(await code)) return false;
		// A search carried over from another game (Connect Four's depth 12 onto a board) drops
		// what this position cannot take, and says so.
		const { search: usable, refused } = settledSaid(source, settings);
		const opening = await this.#open(source, usable, { granularity, step, versus }, latest);
		if (opening === null) return false;
		lab.problems = [...refused, ...opening.problems];
		return opening.opened;
	}

	async openTraceFile(file: File): Promise<boolean> {
		const lab = this.#lab;
		// A file too big is refused unread, and what is on screen goes on.
		const refused = tooBig(file);
		if (refused) {
			lab.problems = [refused];
			return false;
		}
		const latest = this.#inside.turn();
		this.loader.cancel();
		// A file may hold any game and any search: their code comes first.
		if (!everyCodeLoaded() && !(await this.#codeCame(allCodeMissing(), latest))) return false;
		const read = await this.importer.open(file);
		if (!latest()) return false;
		if (read.kind === 'run') {
			const opened = await this.openRun(read.source, read.settings, lab.player.granularity, 0);
			const { name } = file;
			if (opened) lab.notice = (t) => t.page.openedRun(name, read.iterations);
			return opened;
		}
		if (read.kind !== 'opened') {
			lab.problems = [importProblem(file.name, read)];
			return false;
		}
		const alone = lab.versus !== null;
		lab.player.load(read.session, lab.player.granularity, 0);
		lab.problems = [];
		const { name } = file;
		const { session, program } = read;
		this.#inside.setProgram(program && { session, shown: { name, ...program, compared: null } });
		// A student's trace is named by the bar over it (ProgramBar).
		if (program) return true;
		const { calls } = read.session.trace;
		lab.notice = (t) =>
			alone
				? t.page.twoSentences(t.page.opened(name, calls), t.versus.notWithFile)
				: t.page.opened(name, calls);
		return true;
	}

	async setVersus(versus: VersusChoice | null): Promise<boolean> {
		const lab = this.#lab;
		lab.notice = null;
		const latest = this.#inside.turn();
		const { session, granularity, index } = lab.player;
		const second = versus === null ? null : await versusSession(session, versus);
		if (!latest()) return false;
		lab.problems = second?.problems ?? [];
		if (second !== null && second.session === null) return false;
		lab.player.load(session, granularity, 0, second?.session ?? null);
		lab.player.goTo(lab.player.steps.stepOf(index));
		return true;
	}

	async compareWithReference(under: Trace | null): Promise<boolean> {
		const lab = this.#lab;
		const program = this.#inside.program();
		if (program === null || lab.program === null) return false;
		lab.notice = null;
		const latest = this.#inside.turn();
		const { session, shown } = program;
		const { referenceFor } = await import('./reference');
		const { compared, problems } = await referenceFor(session, shown, under);
		if (!latest()) return false;
		lab.problems = problems;
		if (compared === null) return false;
		lab.player.load(session, 'call', 0, compared.reference);
		this.#inside.setProgram({ session, shown: { ...shown, compared } });
		if (compared.finding !== null) lab.goToCall(compared.finding.student, 'first');
		return true;
	}

	/**
	 * Opens a link's position, its problems added to those on screen (the article's board stays
	 * where it cannot be opened, said); a search too big for a trace opens the same position with
	 * the smaller search that fits instead (`fittingSearch`), and says so, so a link keeps its game
	 * and position. Until it is open the loader shows what the link asks for (`LinkOpening`); the
	 * reader's cancel opens the same position at the deepest depth limit searched here at once
	 * (`depthHere`), rather than the article's board; where there is none (a big tree), what the
	 * page showed stays: the article's board on a first visit, else the view Back or Forward left.
	 */
	async openLink(source: SourceQuery, settings: SearchSettings, place: Place): Promise<void> {
		const { loader } = this;
		// Opened by Back or Forward, after the page's own link: its view stays where this one fails.
		const shown = this.#lab.linkOpen;
		const link = linkOpening(source, settings);
		loader.opening(link);
		let opening: Opening | null;
		try {
			opening = await this.#openFitting(source, settings, place, link);
			if (opening?.cancelled && link !== null && loader.link === null)
				opening = (await this.#openCheaper(source, opening.search, place)) ?? opening;
		} finally {
			// Still this link's (#openFitting adds to it what opens instead), not a later one's.
			if (link !== null && loader.link?.game === link.game) loader.opening(null);
		}
		if (opening === null) return;
		const { opened, problems } = opening;
		if (!opened && !shown && opening.cancelled) {
			await this.#articleAfterCancel(source, opening.search, place);
			return;
		}
		const found =
			opened || shown
				? problems
				: problems.map(
						(problem): Localized =>
							(t) =>
								problem(t) + t.links.showingArticleInstead
					);
		this.#lab.problems = [...this.#lab.problems, ...found];
	}

	/**
	 * A first visit whose link's search the reader cancelled, with no smaller depth searched at
	 * once (a tree of over 10,000 nodes): the article's board, under the link's search where it
	 * takes it, by the link's unit and beside its second search; said with why, and the link
	 * kept a step back in the history, so Back opens it again (issue 43: "the tree shown is
	 * unchanged. Showing the article's board instead.", under minimax, the address `/`).
	 */
	async #articleAfterCancel(
		source: SourceQuery,
		search: SearchSettings,
		place: Place
	): Promise<void> {
		const { search: usable } = settledSaid(
			DEFAULT_QUERY.source,
			{ ...search, depthLimit: null },
			false
		);
		const opening = await this.#open(DEFAULT_QUERY.source, usable, { ...place, step: 0 });
		if (opening === null) return;
		this.#inside.keepLinkBehind();
		const { algorithm } = opening.opened ? usable : this.#lab.trace.settings;
		const name = { en: searchName(algorithm, 'en'), zh: searchName(algorithm, 'zh') };
		const nodes = nodesOf(source);
		const said: Localized = (t) => t.links.cancelledArticleInstead(nodes, name);
		this.#lab.problems = [...this.#lab.problems, said, ...opening.problems];
	}

	/**
	 * After the reader cancelled `search` on a link's position: the same search at the deepest
	 * depth limit under it searched here at once (`depthHere`), said; null where there is none,
	 * or a later opening took over.
	 */
	async #openCheaper(
		source: SourceQuery,
		search: SearchSettings,
		place: Place
	): Promise<Opening | null> {
		const depth = depthHere(gameFor(source), search);
		if (depth === null) return null;
		const opening = await this.#open(source, { ...search, depthLimit: depth }, place);
		if (!opening?.opened) return opening;
		const said: Localized = (t) => t.links.cancelledInstead(depth);
		return { ...opening, problems: [said, ...opening.problems] };
	}

	/** Opens a link's position, or the smaller search that fits; null when a later one took over. */
	async #openFitting(
		source: SourceQuery,
		settings: SearchSettings,
		place: Place,
		link: LinkOpening | null
	): Promise<Opening | null> {
		let opening = await this.#open(source, settings, place);
		const refused = opening?.tooBig ?? null;
		if (refused === null) return opening;
		let asked = settingsFor(gameFor(source), settings);
		const tried: string[] = [];
		// The one offered may pass the ceiling as it records (its estimate grown from the first
		// levels): the next one offered then, each tried once.
		while (opening?.tooBig) {
			const used = fittingSearch(asked, opening.tooBig);
			const key = `${used?.search.algorithm} ${used?.search.depthLimit}`;
			if (used === null || tried.includes(key)) return opening;
			tried.push(key);
			// The page says what it opens instead while it does (the reader may have cancelled).
			if (link !== null) {
				if (this.loader.link !== link) return { ...opening, cancelled: true };
				link = { ...link, refused: { size: refused, used } };
				this.loader.opening(link);
			}
			opening = await this.#open(source, used.search, place);
			asked = used.search;
			if (opening?.opened) {
				const said = tooBigInsteadText(refused, used, this.#lab.trace.calls);
				return { ...opening, problems: [said, ...opening.problems] };
			}
		}
		return opening;
	}

	/**
	 * Opens a position, side by side with `versus` when it names a search (one refused leaves the
	 * position alone, said); null when a later opening took over meanwhile (`latest`: this
	 * opening's turn, taken now unless the caller took it before loading code).
	 */
	async #open(
		source: SourceQuery,
		settings: SearchSettings,
		{ granularity, step, versus }: Place,
		latest = this.#inside.turn()
	): Promise<Opening | null> {
		const { player } = this.#lab;
		const said: Localized[] = [];
		try {
			const session = await this.#search(source, settings);
			if (!latest()) return null;
			if (session === null)
				return {
					opened: false,
					problems: [(t) => t.problems.searchCancelled],
					tooBig: null,
					cancelled: true,
					search: settings
				};
			const second = versus === null ? null : await versusSession(session, versus);
			if (!latest()) return null;
			said.push(...(second?.problems ?? []));
			player.load(session, granularity, step, second?.session ?? null);
		} catch (error) {
			if (!latest()) return null;
			const tooBig =
				error instanceof InputError && error.code === 'searchTooBig'
					? (error as InputError<'searchTooBig'>).params[0]
					: null;
			return { opened: false, problems: [searchProblem(error)], tooBig, search: settings };
		}
		const last = player.steps.last;
		if (step > last) said.push((t) => t.problems.stepPastEnd(step, last));
		return { opened: true, problems: said, tooBig: null, search: settings };
	}

	/** The session for a position; null when its search (in the worker) was cancelled. */
	async #search(source: SourceQuery, settings: SearchSettings): Promise<Session | null> {
		const { loader } = this;
		const game = gameFor(source);
		checkSettings(game, settings, presenterFor(game).depthCeiling(game));
		// A game searched only to a depth (Connect Four) takes its default where none is asked.
		const limited = settingsFor(game, settings);
		// A search not run before (the menu's, a smaller one offered instead) brings its code first.
		if (!isSearchLoaded(limited.algorithm))
			await loadSearches([limited.algorithm]).catch(() => {
				throw new SearchStopped('', true);
			});
		const { inWorker, expected } = planSearch(game, limited);
		if (inWorker) return loader.load(source, game, limited, expected);
		loader.cancel();
		return sessionFrom(source, game, search(game, limited));
	}
}
