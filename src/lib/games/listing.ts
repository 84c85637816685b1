import type { ViewMessages } from '$lib/i18n/view';

/**
 * Code listings as data: each line's text, tagged with its role when an event of the search can
 * land on it, so the player finds the running line by role, never by a hard-coded number.
 */

/** What a line does. */
export type Role =
	| 'otherTest'
	| 'otherWin'
	| 'aiTest'
	| 'aiWin'
	| 'fullTest'
	| 'draw'
	| 'leafTest'
	| 'leaf'
	| 'moves'
	| 'call'
	| 'keep'
	| 'cut'
	| 'returnBest';

/** A line of code, tagged with its role when an event can land on it. */
export type Line = readonly [text: string, role?: Role];

export interface CodeLayout {
	/** The listing's title, by its key in the view catalog. */
	readonly title: keyof ViewMessages['codeTitles'];
	readonly lines: readonly string[];
	readonly roles: readonly (Role | undefined)[];
}

export function codeLayout(title: CodeLayout['title'], lines: readonly Line[]): CodeLayout {
	return {
		title,
		lines: Object.freeze(lines.map(([text]) => text)),
		roles: Object.freeze(lines.map(([, role]) => role))
	};
}
