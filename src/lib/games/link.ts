import type { GameSource } from '$lib/engine';
import type { Localized } from '$lib/i18n';

/**
 * How a kind of game reads and writes its position in a link. The codec (player/query.ts) does
 * the rest of the address and hands each game a reader that never throws: a value that makes no
 * sense is reported and replaced by its default.
 */
export interface LinkReader {
	/** The link carries a non-blank value for the parameter (checked without a word about it). */
	has(name: string): boolean;
	/**
	 * The parameter's value (the last one when it is repeated), or null when absent or longer
	 * than `maxLength` (reported). A parameter is read with one limit: the first asked for.
	 */
	get(name: string, maxLength?: number): string | null;
	/** One of `allowed` (any case), or `fallback` when absent; anything else is reported. */
	pick<T extends string>(name: string, allowed: readonly T[], fallback: T): T;
	report(problem: Localized): void;
	/**
	 * An error the engine raised on a value of the link, explained in the reader's language,
	 * then `after` (what the link keeps instead). The reader words it, so a link form needs no
	 * catalogue of its own (a worker writes links too).
	 */
	reportError(error: unknown, after: Localized): void;
}

export interface LinkForm {
	/** The parameters that name a position of this kind (`board`; `tree`, `treez`, `seed`). */
	readonly parameters: readonly string[];
	/**
	 * Other kinds' parameters this kind has no use for: when the position shown is of this kind,
	 * each one the link gives is said to be ignored.
	 */
	readonly ignores: readonly string[];
	/** This kind of position as the link's messages name it ("Connect Four", "a game tree"). */
	readonly title: Localized;
	/**
	 * The position the link names (the kind's default where it names none), or null when the
	 * value naming it cannot be read at all (reported): the link then names no position.
	 */
	read(link: LinkReader): GameSource | null;
	/**
	 * Writes `source`'s parameters, leaving out the defaults; `named`: the position itself even
	 * where it is the views' own (which their links leave out, and practice's links may not).
	 */
	write(source: GameSource, params: URLSearchParams, named?: boolean): void;
}
