import type { SettleReport } from '$lib/engine';
import type { Messages } from '$lib/i18n';

type SettleWords = Messages['compare']['settle'];

/**
 * Why an iteration search's row has no figures, in full and briefly (a phone's row says it in
 * one line, the full reason under the table); null when it has them.
 */
export function settleReason(
	words: SettleWords,
	report: SettleReport
): { full: string; brief: string } | null {
	if (report.kind === 'settled') return null;
	const full =
		report.kind === 'unknown'
			? words.unknown(report.budget)
			: report.kind === 'chance'
				? words.chance
				: words.over;
	return { full, brief: words.brief[report.kind] };
}
