import type { Scoring } from '$lib/games/tictactoe/rules';
import { note, type CodeLanguage, type Line, type PieceRequest } from '../../listing';

/** What the board listings share in every language. */

/** The moves played since the root are a parameter when scores or the limit count them. */
export const countsDepth = (scoring: Scoring, limit: number | null): boolean =>
	scoring === 'depth' || limit !== null;

/** The comment lines documenting the helpers the listing calls without showing. */
export function notes(request: PieceRequest, language: CodeLanguage): readonly Line[] {
	const name = (helper: string) => (language === 'pseudo' ? helper.toUpperCase() : helper);
	return [
		...(request.stores ? [note('store', name('store'))] : []),
		...(request.symmetry ? [note('canonical', name('canonical'))] : []),
		...(request.ordered ? [note('orderBoard', name('ordered'))] : []),
		...(request.limit === null
			? []
			: [note('evaluateBoard', name('evaluate')), note('evaluateBoardScale')])
	];
}
