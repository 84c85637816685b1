import { chance } from '$lib/i18n/narration/chance';
import { averageSum, runningSum, weighted } from '$lib/player/narration/chance';
import type { ChanceTelling } from '$lib/player/narration/tellings';

/** Chance nodes told, as every search that averages brings them with its words. */
export const CHANCE_TELLING: ChanceTelling = {
	sum: averageSum,
	returned: (speaker, call, received) =>
		chance[speaker.lang].chanceReturn({
			name: speaker.name(call),
			received,
			sum: averageSum(speaker.trace, call),
			exact: speaker.exact(call),
			rounded: speaker.value(speaker.trace.score(call)),
			weighted: weighted(speaker.trace, call) !== null
		}),
	got: (speaker, parent, at, value) =>
		chance[speaker.lang].chanceGot({ ...value, ...runningSum(speaker.trace, parent, at) }),
	finish: (speaker) =>
		chance[speaker.lang].finishChance({
			score: speaker.value(speaker.trace.score(1)),
			exact: speaker.exact(1)
		})
};
