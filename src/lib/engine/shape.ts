import { InputError } from './errors';

/**
 * A look at a trace file's text before `JSON.parse`, so that a file no trace can be is refused
 * without building it: nesting deeper than any trace needs (a 50 MB file of brackets nested 25
 * million deep takes JSON.parse about 6 s and a few gigabytes; here it stops at character 65),
 * and more records than the limit (counted, not built). One pass over the characters, strings
 * skipped: about a third of JSON.parse's time on the full game's 72 MB trace (0.1 s).
 *
 * The counts are read from the text as it stands, so a file that is not JSON may be refused
 * here for its shape rather than for its syntax; either way it is refused. What passes is read
 * and checked in full afterwards.
 */

/** How deep a trace file nests: the game's tree (up to 30 levels below it), the records' lists. */
export const MAX_NESTING = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_LIST = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_LIST = 0x5d;

/**
 * Throws `fileTooDeep` at the first bracket past `maxNesting`, and `fileTooManyRecords` when the
 * top-level `"trace"` list holds more than `maxRecords` objects.
 */
export function checkShape(text: string, maxNesting: number, maxRecords: number): void {
	let depth = 0;
	let records = 0;
	let inRecords = false;
	/** The last string read directly inside the top object: before a `[`, its key. */
	let key = '';
	const length = text.length;
	for (let at = 0; at < length; at++) {
		const code = text.charCodeAt(at);
		if (code === QUOTE) {
			const start = at;
			for (at++; at < length; at++) {
				const inside = text.charCodeAt(at);
				if (inside === BACKSLASH) at++;
				else if (inside === QUOTE) break;
			}
			// Only the top object's strings are kept: a few, however long the file.
			if (depth === 1) key = text.slice(start + 1, at);
		} else if (code === OPEN_OBJECT || code === OPEN_LIST) {
			if (++depth > maxNesting) {
				throw new InputError('fileTooDeep', { limit: maxNesting, at: at + 1 });
			}
			if (depth === 2) inRecords = code === OPEN_LIST && key === 'trace';
			else if (depth === 3 && inRecords && code === OPEN_OBJECT) records++;
		} else if (code === CLOSE_OBJECT || code === CLOSE_LIST) {
			depth--;
		}
	}
	if (records > maxRecords) {
		throw new InputError('fileTooManyRecords', { records, limit: maxRecords });
	}
}
