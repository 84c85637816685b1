import { eventAt, eventCount, cutOnReceive, type Trace, isWindowed } from '$lib/engine';
import {
	CODE_LANGUAGES,
	presenterFor,
	type CodeLanguage,
	type CodeLayout,
	type Role
} from '$lib/games';
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

function layoutFor(trace: Trace, language: CodeLanguage): CodeLayout {
	return presenterFor(trace.game).listing(trace.game, trace.settings, language);
}

/** Each layout's listing per language, made once: a step reads it again and again. */
const listings = new WeakMap<ViewMessages, Map<CodeLayout, CodeListing>>();

/**
 * The listing for the trace's game and algorithm in a programming `language`, its title and
 * comments in `lang` (the code itself is the same in every language).
 */
export function listingFor(trace: Trace, lang: Lang, language: CodeLanguage = 'js'): CodeListing {
	const t = view[lang];
	const layout = layoutFor(trace, language);
	const made = listings.get(t) ?? new Map<CodeLayout, CodeListing>();
	listings.set(t, made);
	let listing = made.get(layout);
	if (listing === undefined) {
		const lines = layout.lines.map((text, at) => {
			const role = layout.roles[at];
			const comment = role === undefined ? undefined : COMMENTED[role];
			return comment === undefined
				? text
				: `${text}${layout.commentMark}${t.codeComments[comment]}`;
		});
		listing = { title: t.codeTitles[layout.title], lines: Object.freeze(lines) };
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
	const terminal = trace.game.isTerminal(trace.position(call));
	let role: Role;
	if (kind === 'try') role = 'call';
	else if (kind === 'receive') {
		const cuts = isWindowed(trace.algorithm) && cutOnReceive(trace, call).length > 0;
		role = cuts ? 'cut' : 'keep';
	} else if (terminal)
		role = presenterFor(trace.game).terminalRole(
			trace.game,
			trace.position(call),
			kind === 'return'
		);
	else role = kind === 'enter' ? 'moves' : 'returnBest';
	const line = layoutFor(trace, language).roles.indexOf(role);
	return line < 0 ? null : line;
}
