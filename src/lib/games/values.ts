import type { Game, Position } from '$lib/engine';
import type { Lang } from '$lib/i18n/lang';
import { view } from '$lib/i18n/view';

/** How values and roles are printed, shared by every presenter. */

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

/** "max" or "min" (极大/极小): the role of the side to move at `position`. */
export function roleName(game: Game, position: Position, lang: Lang): string {
	const t = view[lang];
	return game.isMaximizing(position) ? t.max : t.min;
}
