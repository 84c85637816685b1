import type { ModuleListing, Trace } from '$lib/engine';
import { eventAt, eventCount, cutOnReceive, receiveRule } from '$lib/engine/events';
import { searchRule } from '$lib/engine/search-catalog';
import { cutRuleOf } from '$lib/engine/search';
import { EXACT, LOWER } from '$lib/engine/table';
import type { CodeLanguage } from '$lib/games';
import { CODE_LANGUAGES, COMMENT_MARKS, type CodeNote } from '$lib/games/listing';
import { presenterFor } from '$lib/games/presenters';
import type { Lang } from '$lib/i18n/lang';
import { view, type ViewMessages } from '$lib/i18n/view';

/**
 * The code panel: the listing of the search being stepped through (its rule writes it, in
 * JavaScript, Python and pseudocode, over any game or over its game's pieces), and the line that
 * runs at each event. A line is found by its role, so listings can change without touching this
 * file: the roles it finds itself are the moments it reads from the trace (`codeLineAt`,
 * `callRole`), the game's presenter names the tests of a finished position, and a search's
 * `lineRole` gives the roles its own listing declares.
 */

export interface CodeListing {
	readonly title: string;
	readonly lines: readonly string[];
	/** Each line's role, the moment that lights it (`returnBest`, `cut`…): the page's tests read it. */
	readonly roles?: readonly (string | undefined)[];
}

/** The lines that carry a comment, in the reader's language ("// a draw", "# 平局"). */
const COMMENTED: ReadonlyMap<string, keyof ViewMessages['codeComments']> = new Map([
	['draw', 'draw'],
	['leaf', 'leaf'],
	['cut', 'cut']
] as const);

/** A search's listing as the panel lays it out, in one code language. */
interface Layout {
	/** Its title by language, or by its key in the view catalog. */
	readonly titles: Readonly<Record<string, string>> | keyof ViewMessages['codeTitles'];
	/** What goes between a line and its comment's words: the language's comment mark. */
	readonly commentMark: string;
	readonly lines: readonly string[];
	readonly roles: readonly (string | undefined)[];
	/** Lines that are whole comments: the note each says, in the reader's language. */
	readonly notes: readonly (CodeNote | undefined)[];
	/** What the evaluation note multiplies by. */
	readonly scale?: string;
}

const isCodeNote = (key: string | undefined): key is CodeNote =>
	key !== undefined && key in view.en.codeNotes;
const isCodeTitle = (key: string): key is keyof ViewMessages['codeTitles'] =>
	key in view.en.codeTitles;

/** What the panel shows of a search that writes no listing: nothing. */
const NO_LISTING: ModuleListing = { titles: {}, lines: [], roles: [] };

/** Each trace's listing per code language, made once: a step reads it again and again. */
const layouts = new WeakMap<Trace, Map<CodeLanguage, Layout>>();

/**
 * The listing of the trace's search in `language`, as its rule writes it over the trace's game;
 * under the strict cut rule (`cut=gt`) every test of a closed window (the loop's cut, a table
 * bound's answer) compares alpha > beta instead of alpha >= beta, in each code language.
 */
function layoutFor(trace: Trace, language: CodeLanguage): Layout | null {
	const made = layouts.get(trace) ?? new Map<CodeLanguage, Layout>();
	layouts.set(trace, made);
	let layout = made.get(language);
	if (layout === undefined) {
		const { settings, game } = trace;
		const cut = cutRuleOf(settings);
		const rule = searchRule(trace.algorithm);
		// Not written in `language` until it loads (`loadCodeLanguage`): asked again then.
		if (rule.writes?.(language) === false) return null;
		const listing =
			rule.listing?.(language, settings.depthLimit, cut, { game, settings }) ?? NO_LISTING;
		const { titles } = listing;
		const lines =
			cut === 'gt'
				? listing.lines.map((line) =>
						line.replace('alpha >= beta', 'alpha > beta').replace('α ≥ β', 'α > β')
					)
				: listing.lines;
		layout = {
			titles: typeof titles !== 'string' ? titles : isCodeTitle(titles) ? titles : {},
			commentMark: COMMENT_MARKS[language],
			lines,
			roles: listing.roles,
			notes: lines.map((_, at) => {
				const key = listing.notes?.[at];
				return isCodeNote(key) ? key : undefined;
			}),
			...(listing.scale === undefined ? {} : { scale: listing.scale })
		};
		made.set(language, layout);
	}
	return layout;
}

/** The panel's width in monospace columns: every listing's lines fit it. */
const CODE_COLUMNS = 46;

/** How wide a line shows in a monospace font: a Chinese character takes two columns. */
export function columns(line: string): number {
	let width = 0;
	for (const char of line) width += /[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1;
	return width;
}

/** Each layout's listing per reader's language, made once: a step reads it again and again. */
const listings = new WeakMap<Layout, Map<ViewMessages, CodeListing>>();

/**
 * The listing for the trace's game and algorithm in a programming `language`, its title and
 * comments in `lang` (the code itself is the same in every language).
 */
export function listingFor(trace: Trace, lang: Lang, language: CodeLanguage = 'js'): CodeListing {
	const t = view[lang];
	const layout = shownLayout(trace, language);
	const made = listings.get(layout) ?? new Map<ViewMessages, CodeListing>();
	listings.set(layout, made);
	let listing = made.get(t);
	if (listing === undefined) {
		const lines = layout.lines.map((text, at) => {
			const note = layout.notes[at];
			if (note !== undefined) {
				const words = t.codeNotes[note];
				const said = typeof words === 'string' ? words : words(layout.scale ?? '1');
				const name = text === '' ? '' : `${text}${t.codeNoteColon}`;
				return `${layout.commentMark.trimStart()}${name}${said}`;
			}
			const role = layout.roles[at];
			const comment = role === undefined ? undefined : COMMENTED.get(role);
			if (comment === undefined) return text;
			const commented = `${text}${layout.commentMark}${t.codeComments[comment]}`;
			// A comment that would widen the panel is left off: the code says it already.
			return columns(commented) <= CODE_COLUMNS ? commented : text;
		});
		const { titles } = layout;
		const title =
			typeof titles === 'string'
				? t.codeTitles[titles]
				: (titles[lang] ?? Object.values(titles)[0] ?? '');
		listing = { title, lines: Object.freeze(lines), roles: layout.roles };
		made.set(t, listing);
	}
	return listing;
}

/** The listing in `language`, or where it is not loaded yet (offline), JavaScript's. */
const shownLayout = (trace: Trace, language: CodeLanguage): Layout =>
	layoutFor(trace, language) ?? (layoutFor(trace, 'js') as Layout);

/**
 * The most lines the trace's listing has in any language loaded: the panel keeps that height.
 * Minimax's first view carries JavaScript alone, its longest (tests/unit/player/listings.test.ts).
 */
export function longestListing(trace: Trace): number {
	return Math.max(
		...CODE_LANGUAGES.map((language) => layoutFor(trace, language)?.lines.length ?? 0)
	);
}

/**
 * The 0-based line of `listingFor(trace, lang, language)` running at event `index`; null outside
 * the events. `unweighed`: at a receive, the line that takes the value in (keeps the best, adds to
 * a sum), not what its caller then does with it (moves a bound, cuts): predict mode, asking the
 * caller's value, shows that line, which would tell the answer.
 */
export function codeLineAt(
	trace: Trace,
	index: number,
	language: CodeLanguage = 'js',
	unweighed = false
): number | null {
	if (!Number.isInteger(index) || index < 0 || index >= eventCount(trace)) return null;
	const { kind, call } = eventAt(trace, index);
	const layout = shownLayout(trace, language);
	const own = searchRule(trace.algorithm).lineRole?.(trace, kind, call) ?? null;
	let role: string;
	const caller = trace.parent(call);
	// A chance node's loop has lines of its own, where the listing writes them.
	const chance = caller !== null && trace.isChance(caller) && layout.roles.includes('chanceCall');
	if (own !== null) role = own;
	else if (kind === 'try') role = chance ? 'chanceCall' : 'call';
	else if (kind === 'receive') {
		const cuts = cutOnReceive(trace, call).length > 0 && !unweighed;
		const weighs = unweighed ? 'keep' : windowRole(trace, call, layout);
		role = cuts ? 'cut' : chance ? 'chanceAdd' : weighs;
	} else role = callRole(trace, call, kind === 'return', layout);
	const line = layout.roles.indexOf(role);
	return line < 0 ? null : line;
}

/**
 * The line the page lights at event `index`, or while predict mode asks a value, at the event
 * leading to it (`lead`, `Prediction.leadIn`): the line that takes that value in (`unweighed`).
 */
export function shownLineAt(
	trace: Trace,
	index: number,
	lead: number | null,
	language: CodeLanguage = 'js'
): number | null {
	return codeLineAt(trace, lead ?? index, language, lead !== null);
}

/**
 * The line that weighs `child`'s value at its caller: where the value moves the window (the
 * narration ends "Window now: …"), the line that sets that bound, when the listing writes one;
 * else the line that keeps the best so far.
 */
function windowRole(trace: Trace, child: number, layout: Layout): string {
	const change = receiveRule(trace, child)?.change;
	const role =
		change === 'raise-alpha' ? 'raiseAlpha' : change === 'lower-beta' ? 'lowerBeta' : 'keep';
	return layout.roles.includes(role) ? role : 'keep';
}

/**
 * The line a call runs as it starts (`leaving` false) or returns, from how it ended: a table
 * hit reads the table and answers from it (an exact entry, or a bound that closed the window);
 * an estimated call meets the depth limit; a finished position its test; a searched call
 * narrows its window from a stored bound, or goes to its moves (likely-best first when the
 * listing orders them), and on the way out stores its value when the search keeps a table.
 */
function callRole(trace: Trace, call: number, leaving: boolean, layout: Layout): string {
	const origin = trace.origin(call);
	switch (trace.kind(call)) {
		case 'hit':
			if (!leaving) return 'lookup';
			return origin !== null && trace.bound(origin) !== EXACT ? 'boundHit' : 'hit';
		case 'estimated':
			return leaving ? 'estimate' : 'depthTest';
		case 'terminal': {
			const role = presenterFor(trace.game).terminalRole(trace.game, trace.position(call), leaving);
			// A listing written over any game tests for a finished game once, not win by win.
			if (layout.roles.includes(role)) return role;
			return leaving ? 'leaf' : 'leafTest';
		}
		case 'searched':
			if (trace.isChance(call) && layout.roles.includes('chanceMoves'))
				return leaving ? 'chanceReturn' : 'chanceMoves';
			if (leaving) return layout.roles.includes('store') ? 'store' : 'returnBest';
			if (origin !== null) return trace.bound(origin) === LOWER ? 'narrowAlpha' : 'narrowBeta';
			return layout.roles.includes('order') ? 'order' : 'moves';
	}
}
