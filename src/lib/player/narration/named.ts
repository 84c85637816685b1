/**
 * The calls a step's narration names, handed on beside its text (`Narration.named`) from where a
 * name is composed (`Speaker.name`), so nobody reads them back out of the words: a sentence may
 * also quote another search's numbers ("minimax's FC9"), and the words differ by language. While
 * a step is told, each name carries its call in an unprinted mark; `unmarked` takes the marks out
 * of the text that is kept, so a telling tried and dropped for its length names nothing.
 */

const OPEN = '\uE000';
const SHUT = '\uE001';
const MARK = /\uE000(\d+)\uE001/g;

/** `shown` (a call's name) marked as naming `call`. */
export function namedCall(call: number, shown: string): string {
	return `${OPEN}${call}${SHUT}${shown}`;
}

/** How many characters `text` prints: its marks left out. */
export function shownLength(text: string): number {
	return text.replace(MARK, '').length;
}

/** `text` as printed, and the calls it names, each once, in the order named. */
export function unmarked(text: string): { text: string; named: number[] } {
	const named = [...text.matchAll(MARK)].map(([, call]) => Number(call));
	return { text: text.replace(MARK, ''), named: [...new Set(named)] };
}
