import type { Lang } from '$lib/i18n/lang';
import { heading, linkLabel, shownName } from './nodes';
import type { Session } from './session';

/**
 * The path from the root to a call, named as the tree draws it, for the strip over a tree too
 * wide to show it (issue 43, V23 F2): each call by the heading its card shows on a tree ("B",
 * "A · n1", "n3"), else its number as a board's card shows it ("FC10"), after the move on the link
 * into it ("X→2"), or a search's label for a call reached by no move ("depth 2").
 */

/** One call on the path: its id, and its words as the strip writes them. */
export interface PathPart {
	readonly call: number;
	readonly text: string;
}

/** The calls from the root down to `call`, each named. */
export function callPath(session: Session, call: number, lang: Lang, letters = false): PathPart[] {
	const { trace, presenter } = session;
	return trace.ancestry(call).map((id) => {
		const position = trace.position(id);
		const number = presenter.nodeNumber?.(session.game, position) ?? null;
		// The heading its card shows on a tree ("B", "A · n1", "n3"); none on a board's card.
		const name = heading(number, shownName(session, position, { letters })) ?? `FC${id}`;
		const move = trace.parent(id) === null ? null : linkLabel(trace, id, presenter, lang);
		return { call: id, text: move === null ? name : `${move} ${name}` };
	});
}

/**
 * The parts a strip of `room` characters shows, root and last kept: where the whole path is longer,
 * the calls after the root give way from the top down, `null` standing for them ("…"), so the
 * calls nearest the running one stay named.
 */
export function fitPath(parts: readonly PathPart[], room: number, gap = 3): (PathPart | null)[] {
	const length = (shown: readonly (PathPart | null)[]) =>
		shown.reduce((sum, part) => sum + (part === null ? 1 : part.text.length) + gap, -gap);
	for (let dropped = 0; dropped < parts.length - 2; dropped++) {
		const shown =
			dropped === 0 ? [...parts] : [parts[0] ?? null, null, ...parts.slice(dropped + 1)];
		if (length(shown) <= room) return shown;
	}
	return parts.length <= 2 ? [...parts] : [parts[0] ?? null, null, ...parts.slice(-1)];
}
