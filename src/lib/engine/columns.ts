/** Unsigned integer columns sized to the largest value they must hold. */

export type UintColumn = Uint8Array | Uint16Array | Uint32Array;

/** The narrowest unsigned typed array that holds every value in `[0, largest]`. */
export function uintColumn(length: number, largest: number): UintColumn {
	if (largest <= 0xff) return new Uint8Array(length);
	if (largest <= 0xffff) return new Uint16Array(length);
	return new Uint32Array(length);
}
