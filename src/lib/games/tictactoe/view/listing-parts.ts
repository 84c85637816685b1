import type { Scoring } from '$lib/games/tictactoe/rules';
import { note, type CodeLanguage, type Line, type ListingShape } from '../../listing';

/** What the board listings share in every language. */

/** The moves played since the root are a parameter when scores or the limit count them. */
export const countsDepth = (scoring: Scoring, shape: ListingShape): boolean =>
	scoring === 'depth' || shape.limit !== null;

/** The comment lines documenting the helpers the listing calls without showing. */
export function notes(shape: ListingShape, language: CodeLanguage): readonly Line[] {
	const name = (helper: string) => (language === 'pseudo' ? helper.toUpperCase() : helper);
	return [
		...(shape.table === null ? [] : [note('store', name('store'))]),
		...(shape.symmetry ? [note('canonical', name('canonical'))] : []),
		...(shape.ordered ? [note('orderBoard', name('ordered'))] : []),
		...(shape.limit === null
			? []
			: [note('evaluateBoard', name('evaluate')), note('evaluateBoardScale')])
	];
}
