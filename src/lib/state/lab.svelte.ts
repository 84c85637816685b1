import { untrack } from 'svelte';
import { pushState, replaceState } from '$app/navigation';
import { resolve } from '$app/paths';
import {
	orderingOf,
	type SearchChoice,
	type SearchId,
	type SearchSettings,
	type Trace
} from '$lib/engine';
import type { Lang, Localized } from '$lib/i18n';
import {
	DEFAULT_QUERY,
	MAX_LINK_LENGTH,
	fitsInLink,
	ownEvent,
	plainAddress,
	practiceAddress,
	type Granularity,
	type Session,
	type SourceQuery,
	type ViewQuery
} from '$lib/player';
import { articleSession } from './article-session';
import { CodeChoice } from './code-language.svelte';
import type { TraceImporter } from './importer.svelte';
import type { SearchLoader } from './loader.svelte';
import { Player } from '$lib/ui/player.svelte';
import type { LabOpener } from './lab-opening';
import type { Compared, ProgramShown } from './reference';
import type { RunShown } from './run-opening';
import type { Side } from '$lib/player/pairing';
import { plainEmbedAddress, type VersusChoice } from '$lib/player/query-plain';
import type { Stops } from '$lib/player/stops';
import type { CodeLanguage } from '$lib/games/listing';
import { loadOnce } from '$lib/engine/load-once';
import { loadFirstRules } from './linked-code';

/** How long the address waits for the step to settle before it is rewritten. */
const ADDRESS_DELAY_MS = 250;

/** The link codec: loaded with a link's query, else on the view's first change (`linkCodec`). */
const importCodec = () => import('./link-codec');
type LinkCodec = Awaited<ReturnType<typeof importCodec>>;

/** A student's trace opened from a file, with the session it is shown in. */
export type ProgramOpened = { readonly session: Session; readonly shown: ProgramShown };

/** What the openings (lab-opening.ts) change that the page only reads. */
export interface LabInside {
	/** Starts an opening; the function says whether it is still the latest (none took over). */
	turn(): () => boolean;
	showRun(shown: RunShown): void;
	program(): ProgramOpened | null;
	setProgram(program: ProgramOpened | null): void;
	/**
	 * Keeps the link being opened as the history entry before this one: the address the page
	 * then writes goes in a new entry, and Back opens the link again.
	 */
	keepLinkBehind(): void;
}

// The openings' code (a position, a run, a file, a second search), with the rules of the
// searches they may run: loaded on the first, or with a link by +page.ts (`loadLabOpener`); the
// article's board, the first view, opens none and runs none.
let openerCode: typeof import('./lab-opening') | null = null;
export const loadLabOpener = loadOnce(async () => {
	[openerCode] = await Promise.all([import('./lab-opening'), loadFirstRules()]);
});

/**
 * The step-through page's state, whatever the run shown: a call search's trace (a session) or
 * the run of a search that draws its own view (MCTS's, `runShown`). The player, the search
 * loader for big searches (either kind, in the search worker), the problems and notice on
 * screen, and the address, which follows the step once the page is mounted. Create it while a
 * component initialises (it keeps the address in sync with an effect), with the page's language
 * as a getter (its addresses carry `lang=`).
 */
export class Lab {
	// The article's board shows with no script at all (prerendered), and hydrates from its trace
	// recorded ahead: the recorder loads with the first search the page runs.
	readonly player = new Player(articleSession());
	/**
	 * A big search running in the search worker, and a trace file being read in the import
	 * worker: the openings' (lab-opening.ts), none before the first (the first view runs none).
	 */
	get loader(): SearchLoader | null {
		return this.#opener?.loader ?? null;
	}
	get importer(): TraceImporter | null {
		return this.#opener?.importer ?? null;
	}
	/** The code panel's programming language, kept in the link and on this device. */
	readonly code = new CodeChoice();
	/** Problems on screen, kept unformatted so they change language with the page. */
	problems = $state.raw<Localized[]>([]);
	/** A notice on screen (a link copied, a file opened); null when none. */
	notice = $state.raw<Localized | null>(null);
	/** Embedded in another page (`embed=1`, read once from the link): no header, panels or dialogs. */
	embed = $state(false);
	/** Where "predict, then see" stops (the link's `predict`); null: the page steps as always. */
	stops = $state.raw<Stops | null>(null);
	#mounted = $state(false);
	/**
	 * Whether the page's link is open (its code loaded, its search run, its step shown) or given
	 * up: until then the view shows what it replaces, the article board, and the page keeps it
	 * hidden (app.css).
	 */
	get linkOpen(): boolean {
		return this.#mounted;
	}
	/** The last position whose address was too long for a link, said once. */
	#unlinked: Session | null = null;
	/**
	 * Counts the openings that took over (a position, a file): one overtaken by a later one before
	 * it was done says nothing, as the later one speaks for the page (its cancel is no problem).
	 */
	#openings = 0;
	/** The page's language, read when an address is written (a switch rewrites it). */
	readonly #lang: () => Lang;
	#opener = $state.raw<LabOpener | null>(null);
	readonly #inside: LabInside = {
		turn: () => {
			const opening = ++this.#openings;
			return () => opening === this.#openings;
		},
		showRun: (shown) => (this.#run = shown),
		program: () => this.#program,
		setProgram: (program) => (this.#program = program),
		keepLinkBehind: () => pushState('', {})
	};

	/** A student's trace opened from a file (issue 44), with the session it is shown in. */
	#program = $state.raw<ProgramOpened | null>(null);
	/** The student's trace on screen: its file and program, and what comparing it found. */
	readonly program: ProgramShown | null = $derived(
		this.#program?.session === this.player.session ? this.#program.shown : null
	);
	/** The student's trace beside the reference, as compared (null once side by side ends). */
	readonly compared: Compared | null = $derived.by(() => {
		const compared = this.program?.compared;
		return compared && compared.reference === this.player.versus ? compared : null;
	});

	/** The run with a view of its own being shown, with its settings; null for a call trace. */
	#run = $state.raw<RunShown | null>(null);
	readonly runShown: RunShown | null = $derived(
		this.player.viewed !== null && this.#run?.run === this.player.viewed ? this.#run : null
	);
	readonly session: Session = $derived(this.player.session);
	/** The position shown, whatever the run. */
	readonly source: SourceQuery = $derived(this.runShown?.source ?? this.session.source);
	/** The search shown side by side with this one, and its order; null when it is alone. */
	readonly versus: VersusChoice | null = $derived.by(() => {
		const settings = this.player.versus?.trace.settings;
		return settings ? { algorithm: settings.algorithm, order: orderingOf(settings) } : null;
	});
	readonly trace = $derived(this.session.trace);
	/** What is on screen now, as a link says it: the call trace, or the run shown. */
	readonly query: ViewQuery = $derived({
		source: this.source,
		search: this.runShown?.settings ?? this.trace.settings,
		versus: this.runShown ? null : this.versus,
		granularity: this.player.shownGranularity,
		step: this.player.step,
		letters: !this.runShown && this.player.letters && this.session.hasLetters,
		embed: this.embed,
		code: this.code.language,
		...(this.stops && { predict: this.stops })
	});
	/**
	 * The link codec once loaded; until then (a page opened with no query, its view unchanged)
	 * the addresses are the plain ones.
	 */
	#codec = $state.raw<LinkCodec | null>(null);
	/** Loads the link codec (a step, a menu, the step controls neared): once. */
	readonly linkCodec = loadOnce(() => importCodec().then((codec) => (this.#codec = codec)));
	/** The view a page with no query opened on, until the codec comes: a change loads it. */
	#opened: ViewQuery | null = null;
	/** This step's address within the site, in the page's language. */
	readonly address = $derived(this.#written(resolve('/'), this.query));
	/** Whether the view is the first lesson's (`isLessonView`): the opening view is, until a change. */
	readonly lessonView = $derived(this.#codec ? this.#codec.isLessonView(this.query) : true);
	/** This step's address with the whole page (an embed's way out), or the page's own if too long. */
	readonly fullAddress = $derived.by(() => {
		const address = this.#addressAs(false);
		return fitsInLink(address) ? address : plainAddress(resolve('/'), this.#lang());
	});
	/** This step's address as an embed (Share checks its length). */
	readonly embedAddress = $derived(this.#addressAs(true));
	/** The compare view for the position shown. */
	readonly compareAddress = $derived(
		this.#written(resolve('/compare'), { ...DEFAULT_QUERY, source: this.source })
	);

	/**
	 * Practice on the position and search shown (practice says so where it cannot: a position
	 * too big to work out by hand, a search it has no exercise for); the article's tree when the
	 * position is too long for a link.
	 */
	readonly practiceAddress = $derived.by(() =>
		practiceAddress(
			resolve('/practice'),
			this.source,
			this.runShown ? DEFAULT_QUERY.search.algorithm : this.query.search.algorithm,
			this.#lang()
		)
	);

	constructor(lang: () => Lang) {
		this.#lang = lang;
		this.player.preparing = () => void this.linkCodec().catch(() => {});
		// A page opened with no query writes no address until its view changes (a step, a menu):
		// the codec then loads, and the address follows.
		$effect(() => {
			const query = this.query;
			const opened = this.#opened;
			if (this.#codec || !this.#mounted || opened === null) return;
			const keys = Object.keys(query) as (keyof ViewQuery)[];
			if (keys.some((key) => query[key] !== opened[key])) void this.linkCodec().catch(() => {});
		});
		// The step stays in the address, replacing the entry (no pile of history), once it settles.
		$effect(() => {
			if (!this.#mounted) return;
			// An address too long for a link is never written: the page's own, with no position.
			const fits = fitsInLink(this.address);
			if (!fits && this.runShown === null) untrack(() => this.#sayUnlinked());
			const address = fits ? this.address : plainAddress(resolve('/'), this.#lang());
			// The rule cannot see that the address is resolve('/') with a query string appended.
			// eslint-disable-next-line svelte/no-navigation-without-resolve
			const timer = setTimeout(() => replaceState(address, {}), ADDRESS_DELAY_MS);
			return () => clearTimeout(timer);
		});
	}

	/**
	 * Opens what the page's link asks for, once the page is mounted (the address is the
	 * browser's). A position that cannot be opened is reported and the article's board stays.
	 * Returns the cleanup: a search or a file still running is cancelled.
	 */
	mount(params: URLSearchParams): () => void {
		let live = true;
		const stop = () => {
			live = false;
			this.loader?.cancel();
			this.importer?.cancel();
		};
		// The device's remembered code language applies when the link names none.
		const remembered = this.code.remembered() ?? DEFAULT_QUERY.code;
		// Back or Forward to a plain address opens it with the codec, as a link: the view shown
		// then may be another (a lesson replaced it), which only reading the address undoes.
		if (params.toString() === '' && !this.#mounted) {
			// No link: the article's board, as the page opened, in the device's code language
			// (written in the address, with the codec, when it is not the default).
			this.code.language = remembered;
			this.#opened = untrack(() => this.query);
			if (remembered !== DEFAULT_QUERY.code) void this.linkCodec().catch(() => {});
			this.#mounted = true;
			return stop;
		}
		// With the codec in (a page of the site opened before), the link opens at once.
		if (this.#codec) {
			this.#openLink(params, remembered);
			return stop;
		}
		this.linkCodec().then(
			() => live && this.#openLink(params, remembered),
			() => {
				this.problems = [(t) => t.problems.codeOffline];
				this.#mounted = true;
			}
		);
		return stop;
	}

	/**
	 * Opens what a page's query string asks for (`mount`), with the openings' code (+page.ts
	 * loads it beside a link); the address follows the page once the link is open or given up.
	 */
	#openLink(params: URLSearchParams, remembered: CodeLanguage): void {
		// Open once its step shows: a step past 0 may wait for the page's parts past step 0.
		void this.#opening((opener) => opener.openAddress(params, remembered))
			.finally(() => this.player.shown())
			.finally(() => (this.#mounted = true));
	}

	/**
	 * Opens the article's board (the first lesson's), or the lesson's `view`, in a new history
	 * entry: Back returns here.
	 */
	openStart(view: ViewQuery = DEFAULT_QUERY): void {
		// The rule cannot see that the address is resolve('/') with a query string appended.
		// eslint-disable-next-line svelte/no-navigation-without-resolve
		pushState(plainAddress(resolve('/'), this.#lang()), {});
		this.stops = view.predict ?? null;
		void this.open(view.source, view.search, 'call', 0, null);
	}

	/**
	 * Another search of the position shown, from the menu: a call search keeps the depth limit,
	 * symmetry where it applies and the options it declares too; a search
	 * with a view of its own opens under its default options. Going from one kind to the other,
	 * the page starts afresh: by the first unit, at step 0, alone.
	 */
	chooseSearch(algorithm: SearchId): void {
		void this.#opening((opener) => opener.chooseSearch(algorithm));
	}

	/**
	 * Records `settings`' run of `source` (a search with a view of its own) and shows it from
	 * `step`: a short run at once, a long one in the search worker (with progress and a cancel)
	 * while what is shown stays. What went wrong replaces the problems on screen; resolves with
	 * whether the position opened.
	 */
	openRun(
		source: SourceQuery,
		settings: SearchSettings,
		granularity: Granularity = this.player.granularity,
		step = 0
	): Promise<boolean> {
		return this.#opening((opener) => opener.openRun(source, settings, granularity, step));
	}

	/**
	 * Searches a position and shows it from `step`: a small search at once, a big one in the
	 * search worker (with progress and a cancel) while the tree shown stays. What went wrong
	 * replaces the problems on screen; resolves with whether the position opened. Side by side,
	 * the second search (`versus`, kept unless named) is searched on the new position too. A
	 * search with a view of its own records its run instead (`openRun`).
	 */
	open(
		source: SourceQuery,
		search: SearchChoice,
		granularity: Granularity = this.player.granularity,
		step = 0,
		versus: VersusChoice | null = this.versus
	): Promise<boolean> {
		return this.#opening((opener) => opener.open(source, search, granularity, step, versus));
	}

	/**
	 * Plays back a trace saved as JSON (by this page or the CLI), read and checked in the import
	 * worker with its progress and a cancel; a search still running is cancelled, as the file is
	 * the latest choice. A file too big is refused unread; one that is not exactly this page's
	 * search of its position is refused with the reason. Either way the tree shown stays.
	 */
	openTraceFile(file: File): Promise<boolean> {
		this.notice = null;
		return this.#opening((opener) => opener.openTraceFile(file));
	}

	/**
	 * Shows the position on screen side by side with the search `versus` names (null: alone
	 * again), at the same moment of the first search. A second search too big to step here is
	 * refused and said.
	 */
	setVersus(versus: VersusChoice | null): Promise<boolean> {
		return this.#opening((opener) => opener.setVersus(versus));
	}

	/**
	 * Steps the student's trace on screen beside our search of its game and settings (`under`:
	 * under the student's convention), both at the first difference where there is one.
	 */
	compareWithReference(under: Trace | null = null): Promise<boolean> {
		return this.#opening((opener) => opener.compareWithReference(under));
	}
	/**
	 * Jumps to the step where `call` is shown (its own event), and stops playing; side by side,
	 * `side` names whose call it is.
	 */
	goToCall(call: number, side: Side = 'first'): void {
		this.player.playing = false;
		const { pairing } = this.player;
		if (pairing !== null) this.player.goTo(pairing.stepOf(side, call));
		else this.player.goTo(this.player.steps.stepOf(ownEvent(this.trace, call)));
	}

	/** Shows what happened (a share, a save): a problem when `trouble`, else a notice. */
	report(message: Localized, trouble: boolean): void {
		if (trouble) this.problems = [message];
		else this.notice = message;
	}

	/**
	 * Runs `act` with the openings' code: at once when it is in (a link's came with the page's
	 * load), else once it loads; offline without it, the page says so.
	 */
	#opening<T>(act: (opener: LabOpener) => Promise<T>): Promise<T | false> {
		if (openerCode !== null) {
			this.#opener ??= new openerCode.LabOpener(this, this.#inside);
			return act(this.#opener);
		}
		return loadLabOpener().then(
			() => this.#opening(act),
			() => {
				this.problems = [(t) => t.problems.codeOffline];
				return false as const;
			}
		);
	}

	/** `query` written at `path` in the page's language; the plain address until the codec is in. */
	#written(path: string, query: ViewQuery): string {
		const lang = this.#lang();
		return this.#codec ? `${path}${this.#codec.writeQuery(query, lang)}` : plainAddress(path, lang);
	}

	/** This step's address, as an embed or not, whichever this page is. */
	#addressAs(embed: boolean): string {
		if (embed === this.embed) return this.address;
		// No codec yet: the view is the one opened with no query, never embedded.
		if (this.#codec === null) return plainEmbedAddress(resolve('/'), this.#lang());
		return this.#written(resolve('/'), { ...this.query, embed });
	}

	/** Says once per position why the address names none, after a notice already shown. */
	#sayUnlinked(): void {
		if (this.#unlinked === this.session) return;
		this.#unlinked = this.session;
		const earlier = this.notice;
		const why: Localized = (t) => t.page.addressTooLong(MAX_LINK_LENGTH);
		this.notice = earlier ? (t) => t.page.twoSentences(earlier(t), why(t)) : why;
	}
}
