import { InputError } from './errors';
import { estimateCalls, type CallEstimate } from './estimate';
import type { Game } from './game';
import { smallerSearchIds, takesSetting, type SearchId } from './search-catalog';
import { settingsFor, settingsOf, type SearchChoice, type SearchSettings } from './search';
import { settingsAs } from './search-settings';

/**
 * The most calls a trace may hold for the step-through page (and the CLI, which keeps a trace
 * in memory the same way): a search past it is refused before it starts, with its estimate and
 * a smaller search that fits.
 *
 * Measured (Chromium, `npm run bench`; Node, `tests/unit/engine/scale.test.ts`): a trace costs 20
 * bytes a call on Connect Four (16 on tic-tac-toe) and the folded window nothing per call, so
 * the depth-8 empty board's 6,634,027 calls hold 133 MB of columns: the tab held 140.7 MB with
 * it loaded and stepped (V8's heap 7.3 MB, array buffers 133.4 MB). 10,000,000 calls stay near
 * 200 MB, well under the tab's 400 MB. Depth 9 (about 46 million calls) does not fit.
 */
export const TRACE_CALL_CEILING = 10_000_000;

/**
 * The same for the alpha-beta searches, whose cut branches the page draws as nodes too (each
 * with the calls it saved: some 250 bytes on the page, and about one per call on Connect Four).
 * Plain alpha-beta at depth 10 on the empty board (2,522,584 calls, 2,499,147 cut branches)
 * took 620 MB and 14 s to draw, so the ceiling sits well below it. A search estimated under it
 * that passes it anyway is stopped as it does (the search worker's progress).
 */
export const CUT_TRACE_CALL_CEILING = 1_000_000;

/** The ceiling for a search: lower for those that cut (those that take a cut rule: see above). */
export function callCeiling(algorithm: SearchId): number {
	return takesSetting(algorithm, 'cut') ? CUT_TRACE_CALL_CEILING : TRACE_CALL_CEILING;
}

/** A search that fits, offered instead of one too big: its settings and estimated calls. */
interface SmallerSearch {
	readonly settings: SearchSettings;
	readonly calls: number;
	readonly exact: boolean;
}

/** What a search too big is refused with: its estimate, the ceiling and what would fit. */
export interface TooBig {
	readonly calls: number;
	readonly exact: boolean;
	/** `calls` were made already when the search was stopped: it makes more. */
	readonly atLeast: boolean;
	readonly ceiling: number;
	/** The deepest lower depth limit that fits, with its calls; null when none was found. */
	readonly lowerDepth: SmallerSearch | null;
	/** Another search at the same depth that fits (ordered alpha-beta, or with a table). */
	readonly otherSearch: SmallerSearch | null;
}

const fits = (settings: SearchSettings, estimate: CallEstimate): boolean =>
	estimate.calls <= callCeiling(settings.algorithm);

/**
 * A search offered instead must fit for sure: counted, or grown to at most half the ceiling
 * (ordered alpha-beta at depth 12 is grown to about 906,000 calls and makes 1,359,402).
 */
const surelyFits = (settings: SearchSettings, estimate: CallEstimate): boolean =>
	estimate.calls <= callCeiling(settings.algorithm) / (estimate.exact ? 1 : 2);

/**
 * The smaller searches that fit: the deepest lower limit (the estimates shrink fast as the
 * limit falls, so this asks few), and the first other search at this depth that fits.
 */
function searchesThatFit(
	game: Game,
	settings: SearchSettings
): Pick<TooBig, 'lowerDepth' | 'otherSearch'> {
	let lowerDepth: SmallerSearch | null = null;
	for (let depth = (settings.depthLimit ?? 1) - 1; depth >= 1; depth--) {
		const lower = { ...settings, depthLimit: depth };
		const estimate = estimateCalls(game, lower);
		if (surelyFits(lower, estimate)) {
			lowerDepth = { settings: lower, ...estimate };
			break;
		}
	}
	let otherSearch: SmallerSearch | null = null;
	for (const algorithm of smallerSearchIds()) {
		if (algorithm === settings.algorithm) continue;
		const other = { ...settingsAs(settings, algorithm), symmetry: false };
		const estimate = estimateCalls(game, other);
		if (surelyFits(other, estimate)) {
			otherSearch = { settings: other, ...estimate };
			break;
		}
	}
	return { lowerDepth, otherSearch };
}

/**
 * Null when the search fits in a trace; else why not, with smaller searches that fit. Give the
 * estimate when it is known already; finding the smaller searches costs a few more estimates
 * (each at most about half a second), only for a search refused.
 */
export function tooBig(
	game: Game,
	choice: SearchChoice,
	known?: CallEstimate,
	atLeast = false
): TooBig | null {
	const settings = settingsFor(game, settingsOf(choice));
	const estimate = known ?? estimateCalls(game, settings);
	if (fits(settings, estimate)) return null;
	return {
		calls: estimate.calls,
		exact: estimate.exact,
		atLeast,
		ceiling: callCeiling(settings.algorithm),
		...searchesThatFit(game, settings)
	};
}

/**
 * Throws `InputError` (`searchTooBig`) when the search would not fit in a trace (see `tooBig`);
 * returns its estimate otherwise, for a progress bar. A search estimated to fit can still pass
 * its ceiling (an estimate grown from the first levels can be low): a recorder's progress then
 * calls this with the calls made so far and `atLeast`, which stops the search there.
 */
export function checkTraceSize(
	game: Game,
	choice: SearchChoice,
	known?: CallEstimate,
	atLeast = false
): CallEstimate {
	const settings = settingsFor(game, settingsOf(choice));
	const estimate = known ?? estimateCalls(game, settings);
	const refused = tooBig(game, settings, estimate, atLeast);
	if (refused === null) return estimate;
	const smaller = (found: SmallerSearch | null) =>
		found === null
			? null
			: {
					algorithm: found.settings.algorithm,
					depth: found.settings.depthLimit,
					calls: found.calls,
					exact: found.exact
				};
	throw new InputError('searchTooBig', {
		calls: refused.calls,
		exact: refused.exact,
		atLeast: refused.atLeast,
		ceiling: refused.ceiling,
		lowerDepth: smaller(refused.lowerDepth),
		otherSearch: smaller(refused.otherSearch)
	});
}
