import type { CodeLanguage, Line, ListingShape } from './listing';

/**
 * The lines every game's listing writes alike, in each code language: those of the table (it
 * keys a position, whatever its game): what a finished or estimated call returns (stored when
 * there is a table), the lookup before any test runs (alpha-beta's bounds narrowing the window);
 * and alpha-beta's window narrowed by a child's score, with the cut.
 */
export interface CommonLines {
	/** What a finished or estimated call returns: a plain result, or one stored in the table. */
	returned(shape: ListingShape, score: string): string;
	/** The table's key, and what the table says before any test runs. */
	lookup(shape: ListingShape): readonly Line[];
	/** Alpha-beta after a child's score is kept: the window narrowed, and the cut when it closes. */
	readonly narrow: readonly Line[];
}

export const COMMON_LINES: Readonly<Record<CodeLanguage, CommonLines>> = {
	js: {
		returned: (shape, score) =>
			shape.table === null ? `{ score: ${score} }` : `store(key, ${score})`,
		lookup(shape) {
			if (shape.table === null) return [];
			const key: Line = [
				shape.symmetry ? '  const key = canonical(board);' : '  const key = String(board);'
			];
			if (shape.table === 'scores')
				return [
					key,
					['  if (table.has(key))', 'lookup'],
					['    return { score: table.get(key) };', 'hit']
				];
			return [
				key,
				['  const entry = table.get(key);', 'lookup'],
				["  if (entry?.bound === 'exact')"],
				['    return { score: entry.score };', 'hit'],
				["  if (entry?.bound === 'lower')"],
				['    alpha = Math.max(alpha, entry.score);', 'narrowAlpha'],
				["  if (entry?.bound === 'upper')"],
				['    beta = Math.min(beta, entry.score);', 'narrowBeta'],
				['  if (alpha >= beta)'],
				['    return { score: entry.score };', 'boundHit'],
				['  const [alpha0, beta0] = [alpha, beta];']
			];
		},
		narrow: [
			['    if (isMax && best.score > alpha)'],
			['      alpha = best.score;'],
			['    if (!isMax && best.score < beta)'],
			['      beta = best.score;'],
			['    if (alpha >= beta) break;', 'cut']
		]
	},
	python: {
		returned: (shape, score) => (shape.table === null ? `${score}, None` : `store(key, ${score})`),
		lookup(shape) {
			if (shape.table === null) return [];
			const key: Line = [shape.symmetry ? '    key = canonical(board)' : '    key = tuple(board)'];
			if (shape.table === 'scores')
				return [
					key,
					['    if key in table:', 'lookup'],
					['        return table[key], None', 'hit']
				];
			return [
				key,
				['    stored, bound = table.get(key, (0, None))', 'lookup'],
				["    if bound == 'exact':"],
				['        return stored, None', 'hit'],
				["    if bound == 'lower':"],
				['        alpha = max(alpha, stored)', 'narrowAlpha'],
				["    if bound == 'upper':"],
				['        beta = min(beta, stored)', 'narrowBeta'],
				['    if alpha >= beta:'],
				['        return stored, None', 'boundHit'],
				['    alpha0, beta0 = alpha, beta']
			];
		},
		narrow: [
			['        if is_max:'],
			['            alpha = max(alpha, best)'],
			['        else:'],
			['            beta = min(beta, best)'],
			['        if alpha >= beta:', 'cut'],
			['            break']
		]
	},
	pseudo: {
		returned: (shape, value) =>
			shape.table === null ? `${value}, none` : `STORE(key, ${value}), none`,
		lookup(shape) {
			if (shape.table === null) return [];
			const key: Line = [shape.symmetry ? '  key ← CANONICAL(board)' : '  key ← board'];
			if (shape.table === 'scores')
				return [
					key,
					['  if key is in table then', 'lookup'],
					['    return table[key], none', 'hit']
				];
			return [
				key,
				['  stored, bound ← table[key] (none if absent)', 'lookup'],
				['  if bound = exact then return stored, none', 'hit'],
				['  if bound = lower then α ← MAX(α, stored)', 'narrowAlpha'],
				['  if bound = upper then β ← MIN(β, stored)', 'narrowBeta'],
				['  if α ≥ β then return stored, none', 'boundHit'],
				['  α₀, β₀ ← α, β']
			];
		},
		narrow: [
			['    if player = AI then α ← MAX(α, v)'],
			['    else β ← MIN(β, v)'],
			['    if α ≥ β then exit the loop', 'cut']
		]
	}
};
