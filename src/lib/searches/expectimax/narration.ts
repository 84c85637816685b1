import { chance } from '$lib/i18n/narration/chance';
import { averageSum, runningSum, weighted } from '$lib/player/narration/chance';
import type { ChanceTelling } from '$lib/player/narration/tellings';
import { averagedEstimate } from '$lib/games/estimated';
import { averagedShown } from '$lib/player/labels';

/** Chance nodes told, as every search that averages brings them with its words. */
export const CHANCE_TELLING: ChanceTelling = {
	sum: averageSum,
	returned(speaker, call, received) {
		// An average of estimates is no exact fact: rounded, "≈ −17.4", not −122/7.
		const averaged = averagedEstimate(speaker.trace, call);
		return chance[speaker.lang].chanceReturn({
			name: speaker.name(call),
			received,
			sum: averageSum(speaker.trace, call),
			exact: speaker.exact(call),
			rounded: speaker.value(averaged ?? speaker.trace.score(call)),
			weighted: weighted(speaker.trace, call) !== null,
			estimate: averaged !== null
		});
	},
	got: (speaker, parent, at, value) =>
		chance[speaker.lang].chanceGot({ ...value, ...runningSum(speaker.trace, parent, at) }),
	finish(speaker) {
		const averaged = averagedShown(speaker.presenter, speaker.trace, 1, speaker.lang);
		return chance[speaker.lang].finishChance({
			score: averaged ?? speaker.value(speaker.trace.score(1)),
			exact: averaged ?? speaker.exact(1)
		});
	}
};
