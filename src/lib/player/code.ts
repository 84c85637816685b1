import type { Trace } from '$lib/engine';
import { eventAt, eventCount, cutOnReceive } from '$lib/engine/events';
import { isWindowed, searchRule } from '$lib/engine/search-catalog';
import { cutRuleOf } from '$lib/engine/search';
import { EXACT, LOWER } from '$lib/engine/table';
import type { CodeLanguage, CodeLayout, Role } from '$lib/games';
import { CODE_LANGUAGES, COMMENT_MARKS } from '$lib/games/listing';
import { presenterFor } from '$lib/games/presenters';
import type { Lang } from '$lib/i18n/lang';
import { view, type ViewMessages } from '$lib/i18n/view';

/**
 * The code panel: our listing of the search being stepped through (the game's presenter holds
 * it, in JavaScript, Python and pseudocode), and the line that runs at each event. A line is
 * found by its role, so listings can change without touching this file.
 */

export interface CodeListing {
	readonly title: string;
	readonly lines: readonly string[];
}

/** The lines that carry a comment, in the reader's language ("// a draw", "# 平局"). */
const COMMENTED: Partial<Record<Role, keyof ViewMessages['codeComments']>> = {
	draw: 'draw',
	leaf: 'leaf',
	cut: 'cut'
};

/**
 * The listing of the trace's search (`ruleLayoutFor`), under the strict cut rule when its
 * settings ask for it.
 */
function layoutFor(trace: Trace, language: CodeLanguage): Layout {
	const layout = ruleLayoutFor(trace, language);
	return cutRuleOf(trace.settings) === 'gt' && isWindowed(trace.algorithm)
		? strictLayout(layout)
		: layout;
}

/** Each listing under the strict cut rule (`cut=gt`), made once from the default rule's. */
const strictLayouts = new WeakMap<Layout, Layout>();

/**
 * A windowed listing under `cut=gt`: every test of a closed window (the loop's cut, a table
 * bound's answer) compares alpha > beta instead of alpha >= beta, in each code language.
 */
function strictLayout(layout: Layout): Layout {
	let strict = strictLayouts.get(layout);
	if (strict === undefined) {
		const lines = layout.lines.map((line) =>
			line.replace('alpha >= beta', 'alpha > beta').replace('α ≥ β', 'α > β')
		);
		strict = { ...layout, lines };
		strictLayouts.set(layout, strict);
	}
	return strict;
}

/**
 * The listing of the trace's search: its module's own when it writes one over any game, else the
 * game's presenter's, written from the search's capabilities.
 */
function ruleLayoutFor(trace: Trace, language: CodeLanguage): Layout {
	const own = searchRule(trace.algorithm).listing;
	if (own === undefined)
		return presenterFor(trace.game).listing(trace.game, trace.settings, language);
	const made = moduleLayouts.get(own) ?? new Map<string, Layout>();
	moduleLayouts.set(own, made);
	const cut = cutRuleOf(trace.settings);
	const key = `${language}:${trace.settings.depthLimit}:${cut}`;
	let layout = made.get(key);
	if (layout === undefined) {
		const listing = own(language, trace.settings.depthLimit, cut);
		layout = {
			titles: listing.titles,
			commentMark: COMMENT_MARKS[language],
			lines: listing.lines,
			roles: listing.roles.map((role) => (role !== undefined && isRole(role) ? role : undefined)),
			notes: listing.lines.map(() => undefined)
		};
		made.set(key, layout);
	}
	return layout;
}

/** A game's listing, or a search module's own (its titles in each language, no notes). */
type Layout =
	CodeLayout | (Omit<CodeLayout, 'title'> & { readonly titles: Readonly<Record<string, string>> });

/** Module listings by their writer, then code language and depth limit: made once each. */
const moduleLayouts = new WeakMap<object, Map<string, Layout>>();

const ROLES: ReadonlySet<string> = new Set<Role>([
	'otherTest',
	'otherWin',
	'aiTest',
	'aiWin',
	'fullTest',
	'draw',
	'leafTest',
	'leaf',
	'moves',
	'call',
	'keep',
	'cut',
	'returnBest',
	'lookup',
	'hit',
	'store',
	'narrowAlpha',
	'narrowBeta',
	'boundHit',
	'depthTest',
	'estimate',
	'order',
	'chanceMoves',
	'chanceCall',
	'chanceAdd',
	'chanceReturn',
	'failLow',
	'failHigh',
	'deepen',
	'iterate',
	'failTest',
	'research',
	'deepened'
]);
const isRole = (role: string): role is Role => ROLES.has(role);

/** The panel's width in monospace columns: every listing's lines fit it. */
const CODE_COLUMNS = 46;

/** How wide a line shows in a monospace font: a Chinese character takes two columns. */
export function columns(line: string): number {
	let width = 0;
	for (const char of line) width += /[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1;
	return width;
}

/** Each layout's listing per language, made once: a step reads it again and again. */
const listings = new WeakMap<ViewMessages, Map<Layout, CodeListing>>();

/**
 * The listing for the trace's game and algorithm in a programming `language`, its title and
 * comments in `lang` (the code itself is the same in every language).
 */
export function listingFor(trace: Trace, lang: Lang, language: CodeLanguage = 'js'): CodeListing {
	const t = view[lang];
	const layout = layoutFor(trace, language);
	const made = listings.get(t) ?? new Map<Layout, CodeListing>();
	listings.set(t, made);
	let listing = made.get(layout);
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
			const comment = role === undefined ? undefined : COMMENTED[role];
			if (comment === undefined) return text;
			const commented = `${text}${layout.commentMark}${t.codeComments[comment]}`;
			// A comment that would widen the panel is left off: the code says it already.
			return columns(commented) <= CODE_COLUMNS ? commented : text;
		});
		const title =
			'titles' in layout
				? (layout.titles[lang] ?? Object.values(layout.titles)[0] ?? '')
				: t.codeTitles[layout.title];
		listing = { title, lines: Object.freeze(lines) };
		made.set(layout, listing);
	}
	return listing;
}

/** The most lines the trace's listing has in any language: the panel keeps that height. */
export function longestListing(trace: Trace): number {
	return Math.max(...CODE_LANGUAGES.map((language) => layoutFor(trace, language).lines.length));
}

/**
 * The 0-based line of `listingFor(trace, lang, language)` running at event `index`; null outside
 * the events.
 */
export function codeLineAt(
	trace: Trace,
	index: number,
	language: CodeLanguage = 'js'
): number | null {
	if (!Number.isInteger(index) || index < 0 || index >= eventCount(trace)) return null;
	const { kind, call } = eventAt(trace, index);
	const layout = layoutFor(trace, language);
	const own = searchRule(trace.algorithm).lineRole?.(trace, kind, call) ?? null;
	let role: Role;
	const caller = trace.parent(call);
	// A chance node's loop has lines of its own, where the listing writes them.
	const chance = caller !== null && trace.isChance(caller) && layout.roles.includes('chanceCall');
	if (own !== null && isRole(own)) role = own;
	else if (kind === 'try') role = chance ? 'chanceCall' : 'call';
	else if (kind === 'receive') {
		const cuts = isWindowed(trace.algorithm) && cutOnReceive(trace, call).length > 0;
		role = cuts ? 'cut' : chance ? 'chanceAdd' : 'keep';
	} else role = callRole(trace, call, kind === 'return', layout);
	const line = layout.roles.indexOf(role);
	return line < 0 ? null : line;
}

/**
 * The line a call runs as it starts (`leaving` false) or returns, from how it ended: a table
 * hit reads the table and answers from it (an exact entry, or a bound that closed the window);
 * an estimated call meets the depth limit; a finished position its test; a searched call
 * narrows its window from a stored bound, or goes to its moves (likely-best first when the
 * listing orders them), and on the way out stores its value when the search keeps a table.
 */
function callRole(trace: Trace, call: number, leaving: boolean, layout: Layout): Role {
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
