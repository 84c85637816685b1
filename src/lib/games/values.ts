/** How values are printed, shared by every presenter. */

/** "+10", "-10", "0", "+∞", "-∞": a score with its sign, bounds possibly infinite. */
export function signedValue(value: number): string {
	if (value === Infinity) return '+∞';
	if (value === -Infinity) return '-∞';
	return value > 0 ? `+${value}` : String(value);
}

/** "3", "17", "+∞": a tree's values as they were typed; only infinite bounds carry a sign. */
export function plainValue(value: number): string {
	return Number.isFinite(value) ? String(value) : signedValue(value);
}
