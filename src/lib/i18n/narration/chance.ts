import { formatCount as count } from '$lib/engine/format';
import { lazyCatalog } from '../catalog';
import { chineseOf } from '../languages';

/**
 * A chance node told (expectimax's family): the average it returns, each value it adds to its
 * sum, and a root that chooses no move. Loaded with the searches that average.
 */

const en = {
	/**
	 * A chance node returns the average it computes: "(3 + 12 + 8) / 3 = 23/3 ≈ 7.67"; of
	 * estimates (`estimate`), only rounded: "(5 + 7 − 134) / 3 ≈ −40.7".
	 */
	chanceReturn: (p: {
		name: string;
		received: string;
		sum: string;
		exact: string;
		rounded: string;
		weighted: boolean;
		estimate: boolean;
	}) =>
		`${p.name} has its values: ${p.received}. It is a chance node, so it returns ${p.weighted ? 'the sum of each value times its probability' : 'their average'}: ${p.sum} ${p.estimate ? `≈ ${p.rounded}` : `= ${p.exact}${p.rounded === p.exact ? '' : ` ≈ ${p.rounded}`}`}.`,
	/** A chance node adds a value times its probability (`weighed`: "1/3 × 12") to its sum. */
	chanceGot: (p: {
		parent: string;
		score: string;
		from: string;
		weighed: string;
		total: string;
		done: number;
		of: number;
	}) =>
		`${p.parent} gets ${p.score} back from ${p.from} and adds ${p.weighed} to its sum: ${p.total} after ${count(p.done)} of ${count(p.of)}.`,
	/** The root is a chance node: no move is chosen, its value is the average. */
	finishChance: (p: { score: string; exact: string }) =>
		`The root is a chance node, so no move is chosen: it is worth the average of its outcomes, ${p.exact}${p.score === p.exact ? '' : ` ≈ ${p.score}`}.`
};

export type ChanceMessages = typeof en;

export const chance = lazyCatalog(en, () => chineseOf('chance'));
