import type { GameSource } from '$lib/engine';
import type { Localized } from '$lib/i18n';

/**
 * How a kind of game reads and writes its position in a link. The codec (player/query.ts) does
 * the rest of the address and hands each game a reader that never throws: a value that makes no
 * sense is reported and replaced by its default.
 */
export interface LinkReader {
	/** The link carries a readable value for the parameter (checked without a word about it). */
	has(name: string): boolean;
	/** The parameter's value, or null when absent (or too long to read, which is reported). */
	get(name: string): string | null;
	/** One of `allowed` (any case), or `fallback` when absent; anything else is reported. */
	pick<T extends string>(name: string, allowed: readonly T[], fallback: T): T;
	/** A parameter this kind of game has no use for, reported when present. */
	ignore(name: string): void;
	report(problem: Localized): void;
}

export interface LinkForm {
	/** The parameter that names a position of this kind (`board`, `tree`). */
	readonly parameter: string;
	/** The position the link names (the kind's default where it names none). */
	read(link: LinkReader): GameSource;
	/** Writes `source`'s parameters, leaving out the defaults. */
	write(source: GameSource, params: URLSearchParams): void;
}
