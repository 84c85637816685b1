/** Unsigned integer columns sized to the largest value they must hold. */

export type UintColumn = Uint8Array | Uint16Array | Uint32Array;

/** The narrowest unsigned typed array that holds every value in `[0, largest]`. */
export function uintColumn(length: number, largest: number): UintColumn {
	if (largest <= 0xff) return new Uint8Array(length);
	if (largest <= 0xffff) return new Uint16Array(length);
	return new Uint32Array(length);
}

/**
 * A column a search declares beside every call's own (its descriptor's `columns`), by what it
 * holds: a rank on the run's scale (as narrow as the scale, and sorted with it), a call id (0:
 * none), or a small code (a byte).
 */
export interface SearchColumn {
	readonly name: string;
	readonly kind: 'rank' | 'call' | 'code';
}

export type SearchColumnValues = UintColumn | Int32Array;

/** A declared column of `length` calls, able to hold any rank up to `ranks`. */
export function searchColumn(
	kind: SearchColumn['kind'],
	length: number,
	ranks: number
): SearchColumnValues {
	if (kind === 'rank') return uintColumn(length, ranks);
	return kind === 'call' ? new Int32Array(length) : new Uint8Array(length);
}
