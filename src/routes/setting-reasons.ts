import type { SearchId } from '$lib/engine';
import { searchMessages, takesSetting, type SharedSetting } from '$lib/engine/search-catalog';

/**
 * Why the options form cannot give search `id` shared setting `setting` (it does not declare it
 * among those it takes), in `lang`: in the search's own words where it has them (an order of its
 * own), else `general`; null where it takes the setting.
 */
export function settingWhyNot(
	id: SearchId,
	setting: SharedSetting,
	lang: string,
	general: string
): string | null {
	if (takesSetting(id, setting)) return null;
	return searchMessages(id, lang)?.refusals?.[setting] ?? general;
}
