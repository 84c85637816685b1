import type { CodeLanguage } from '$lib/games';
import type { Lang } from '$lib/i18n';
import type { CodeListing } from '$lib/player';
import type { MctsStep } from '../../../mcts/steps';

// Provisional: the MCTS model's listings replace these once merged.

const LINES = ['select', 'expand', 'simulate', 'backpropagate'];

export function listingOf(language: CodeLanguage, lang: Lang): CodeListing {
	void language;
	return { title: lang === 'zh' ? '蒙特卡洛树搜索' : 'Monte Carlo tree search', lines: LINES };
}

export function codeLine(step: MctsStep, language: CodeLanguage): number | null {
	void language;
	return step.phase === null ? null : LINES.indexOf(step.phase);
}

export function listingRows(): number {
	return LINES.length;
}
