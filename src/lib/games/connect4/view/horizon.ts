import { gameFor } from '$lib/engine';
import { search } from '$lib/engine/run';
import { depth } from '$lib/i18n/depth';
import type { Lang } from '$lib/i18n/lang';
import { exampleSearch } from '../../example-search';
import type { GameExample, HorizonContrast } from '../../presenter';
import { restsOnEstimate } from '../../estimated';
import { signedValue } from '../../values';
import { connect4View } from './view-messages';

/**
 * A horizon example searched at each of `limits` under the search it opens with: the column each
 * limit plays and the value it reports ("≈" when it rests on an estimate), figures searched
 * rather than written down (tests/unit/games/connect4/connect4-horizon.test.ts pins them).
 */
export function horizonContrast(
	example: GameExample,
	limits: readonly number[],
	lang: Lang
): HorizonContrast {
	const c = connect4View[lang];
	const game = gameFor(example.source);
	const rows = limits.map((depthLimit) => {
		const trace = search(game, { algorithm: exampleSearch(example), depthLimit, symmetry: false });
		const value = signedValue(trace.rootScore);
		return {
			depthLimit,
			move: trace.rootMove === null ? '' : c.column(trace.rootMove + 1),
			value: restsOnEstimate(trace, 1) ? depth[lang].estimate(value) : value
		};
	});
	return { example, heading: c.horizonHeading, intro: c.horizonIntro, rows };
}
