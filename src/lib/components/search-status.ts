import { lastEnteredBy, probes, researchesBy } from '$lib/engine';
import type { ViewMessages } from '$lib/i18n/view';
import { tableSizeAt, type DrawnTree } from '$lib/player';
import { measureCopies } from '$lib/ui/hidden-copies';

/** One part of the tally's line: its kind names its colour (`calls`, `table`, `researches`, `cuts`). */
export interface TallyPart {
	kind: string;
	text: string;
}

/**
 * SearchStatus's tally at event `index`: its first line's parts (the calls made, then a table's
 * size and the re-searches, each after a dot) and its second's (the cuts, or a full search's
 * table). `tableSize` words a table's size.
 */
export function tallyAt(
	drawn: DrawnTree,
	index: number,
	t: ViewMessages,
	tableSize: (size: number) => string
) {
	const { trace } = drawn;
	const alphaBeta = trace.windowed;
	const calls = index < 0 ? 0 : lastEnteredBy(trace, index);
	const cut = drawn.cutBy(index);
	const table = tableSizeAt(trace, index);
	const tableText = table === null ? null : tableSize(table);
	// A probing search (PVS): the re-searches made by this step; null for any other search.
	const researches = probes(trace) ? researchesBy(trace, calls) : null;
	const first: TallyPart[] = [
		{ kind: 'calls', text: t.callsMade(calls, drawn.calls) },
		...(alphaBeta && tableText !== null ? [{ kind: 'table', text: tableText }] : []),
		...(researches === null ? [] : [{ kind: 'researches', text: t.researchTally(researches) }])
	];
	const second: TallyPart | null = alphaBeta
		? { kind: 'cuts', text: t.cutTally(cut.branches, cut.saved) }
		: tableText === null
			? null
			: { kind: 'table', text: tableText };
	return { calls, cut, table, researches, first, second };
}

export const fitsIn = (element: HTMLElement) => element.scrollHeight <= element.clientHeight + 1;

/** The rule line's forms: a text, set `tight` or not. */
interface LineForm {
	readonly text: string;
	readonly tight: boolean;
}

/** Makes a copy of the line (`measureCopies`) hold `form`. */
function holding(copy: HTMLElement, { text, tight }: LineForm): void {
	copy.classList.toggle('tight', tight);
	copy.textContent = text;
}

/**
 * The lines the tallest of `texts` takes on the line, whole (two at least, the line's room
 * elsewhere: a run of short rules keeps the page as it was); null where it cannot be counted.
 */
export function linesFor(line: HTMLElement, texts: readonly string[]): number | null {
	const counted = measureCopies(
		line,
		texts.map((text) => ({ text, tight: false })),
		holding,
		(copies) => {
			const tallest = Math.max(...copies.map((copy) => copy.scrollHeight));
			const lineHeight = copies[0]
				? parseFloat(getComputedStyle(copies[0]).lineHeight)
				: Number.NaN;
			return Math.ceil(tallest / lineHeight - 0.1);
		},
		{ style: 'height:auto;min-height:0;display:block;-webkit-line-clamp:none;line-clamp:none' }
	);
	return Number.isFinite(counted) ? Math.max(2, counted) : null;
}

/** Whether `text` on one line in the tally's type is wider than `room` pixels. */
export function widerThan(tally: HTMLElement, text: string, room: number): boolean {
	const copy = document.createElement('span');
	copy.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
	copy.textContent = text;
	tally.append(copy);
	const wider = copy.getBoundingClientRect().width > room;
	copy.remove();
	return wider;
}

/** The first of `forms` that fits the line (each tried on a hidden copy of it), -1 for none. */
export function firstFitting(line: HTMLElement, forms: readonly LineForm[]): number {
	return measureCopies(line, forms, holding, (copies) => copies.findIndex(fitsIn));
}
