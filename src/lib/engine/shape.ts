import { InputError } from './errors';
import { quoteInput } from './quote';

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

const COMMA = 0x2c;

/**
 * Throws `fileTooDeep` at the first bracket past `maxNesting`, `fileDuplicateKey` at the first
 * object that names a key twice (`JSON.parse` would keep the last silently, so the file would
 * say two things and be read as one), and `fileTooManyRecords` when the top-level `"trace"`
 * list holds more than `maxRecords` objects.
 */
export function checkShape(text: string, maxNesting: number, maxRecords: number): void {
	let depth = 0;
	let records = 0;
	let inRecords = false;
	/** The last string read directly inside the top object: before a `[`, its key. */
	let key = '';
	/** For each level, whether it is an object, and the keys its object has named so far. */
	const isObject: boolean[] = [];
	const keys: ObjectKeys[] = [];
	/** The next string in the object at this level is a key (after `{` or `,`). */
	let keyNext = false;
	const length = text.length;
	for (let at = 0; at < length; at++) {
		const code = text.charCodeAt(at);
		if (code === QUOTE) {
			const start = at;
			if (keyNext) {
				// Keys are hashed as they are read (records name some ten each): no string is built.
				keyNext = false;
				let hash = FNV_OFFSET;
				let escapes = false;
				for (at++; at < length; at++) {
					const inside = text.charCodeAt(at);
					if (inside === QUOTE) break;
					if (inside === BACKSLASH) {
						at++;
						escapes = true;
					}
					hash = Math.imul(hash ^ inside, FNV_PRIME);
				}
				(keys[depth] as ObjectKeys).add(text, start, at, escapes ? null : hash);
			} else {
				for (at++; at < length; at++) {
					const inside = text.charCodeAt(at);
					if (inside === BACKSLASH) at++;
					else if (inside === QUOTE) break;
				}
			}
			// Only the top object's strings are kept: a few, however long the file.
			if (depth === 1) key = text.slice(start + 1, at);
		} else if (code === OPEN_OBJECT || code === OPEN_LIST) {
			if (++depth > maxNesting) {
				throw new InputError('fileTooDeep', { limit: maxNesting, at: at + 1 });
			}
			if (depth === 2) inRecords = code === OPEN_LIST && key === 'trace';
			else if (depth === 3 && inRecords && code === OPEN_OBJECT) records++;
			isObject[depth] = code === OPEN_OBJECT;
			keyNext = code === OPEN_OBJECT;
			if (keyNext) (keys[depth] ??= new ObjectKeys()).clear();
		} else if (code === CLOSE_OBJECT || code === CLOSE_LIST) {
			depth--;
			keyNext = false;
		} else if (code === COMMA) {
			keyNext = isObject[depth] === true;
		}
	}
	if (records > maxRecords) {
		throw new InputError('fileTooManyRecords', { records, limit: maxRecords });
	}
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The keys one object has named so far: their hashes, and where each is in the text. */
class ObjectKeys {
	readonly #hashes: number[] = [];
	readonly #starts: number[] = [];
	readonly #ends: number[] = [];

	clear(): void {
		this.#hashes.length = this.#starts.length = this.#ends.length = 0;
	}

	/**
	 * Adds the key quoted from `start` to `end`; throws `fileDuplicateKey` when the object named
	 * it already. `hash` is null for a key with escapes: it is decoded, then hashed.
	 */
	add(text: string, start: number, end: number, hash: number | null): void {
		const named = hash === null ? decoded(text, start, end) : null;
		const own = hash ?? hashOf(named ?? '');
		const hashes = this.#hashes;
		for (let index = 0; index < hashes.length; index++) {
			if (hashes[index] !== own) continue;
			const other = decoded(text, this.#starts[index] as number, this.#ends[index] as number);
			const mine = named ?? text.slice(start + 1, end);
			if (other === mine) {
				throw new InputError('fileDuplicateKey', { key: quoteInput(mine), at: start + 1 });
			}
		}
		hashes.push(own);
		this.#starts.push(start);
		this.#ends.push(end);
	}
}

function hashOf(key: string): number {
	let hash = FNV_OFFSET;
	for (let at = 0; at < key.length; at++) hash = Math.imul(hash ^ key.charCodeAt(at), FNV_PRIME);
	return hash;
}

/** A key as `JSON.parse` reads it (escapes decoded); as written when it is not valid JSON. */
function decoded(text: string, start: number, end: number): string {
	const raw = text.slice(start, end + 1);
	if (!raw.includes('\\')) return raw.slice(1, -1);
	try {
		return JSON.parse(raw) as string;
	} catch {
		return raw.slice(1, -1);
	}
}
