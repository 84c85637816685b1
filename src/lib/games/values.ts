import type { Game, Position } from '$lib/engine';
import { boundText, withMinus } from '$lib/engine/format';
import type { Lang } from '$lib/i18n/lang';
import { view } from '$lib/i18n/view';

/** How values and roles are printed, shared by every presenter. */

/** Decimals a value may show before it is taken for an average and rounded. */
const SHOWN_DECIMALS = 4;

/**
 * A value as labels print it: as it is, unless its decimals run past four places, as an average
 * does (expectimax's 23/3 = 7.666…, the narration gives the fraction): then rounded to two.
 */
function shownNumber(value: number): number {
	const text = String(value);
	const point = text.indexOf('.');
	if (point < 0 || text.includes('e') || text.length - point - 1 <= SHOWN_DECIMALS) return value;
	return Math.round(value * 100) / 100;
}

/**
 * "+10", "−10", "0", "+∞", "−∞", "+7.67": a score with its sign, bounds possibly infinite; a
 * negative with the minus sign (U+2212), as every value the page shows.
 */
export function signedValue(value: number): string {
	return boundText(value, (finite) => {
		const shown = shownNumber(finite);
		return shown > 0 ? `+${shown}` : withMinus(String(shown));
	});
}

/** "3", "−17", "+∞", "7.67": a tree's values as typed; only infinite bounds carry a plus. */
export function plainValue(value: number): string {
	return Number.isFinite(value) ? withMinus(String(shownNumber(value))) : signedValue(value);
}

/** "max" or "min" (极大/极小): the role of the side to move at `position`; "chance" at a chance node. */
export function roleName(game: Game, position: Position, lang: Lang, chance = false): string {
	const t = view[lang];
	return chance ? t.chance : game.isMaximizing(position) ? t.max : t.min;
}

/** A card's corner mark: ▲ max, ▼ min, Σ a chance node (it sums each value times its probability). */
export const sideMark = (game: Game, position: Position, chance = false): string =>
	chance ? 'Σ' : game.isMaximizing(position) ? '▲' : '▼';
