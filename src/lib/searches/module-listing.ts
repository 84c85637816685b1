import type { ModuleListing } from '$lib/engine';
import type { Line } from '$lib/games/listing';

/**
 * What the searches that write their own listing over any game share (negamax, PVS, iterative
 * deepening, expectimax): a listing as tagged lines, and the lines that end a call at a finished
 * game or at the depth limit, in each code language.
 */

/** A line of a listing and the role of the event that runs it (`src/lib/games/listing.ts`). */
export type Tagged = readonly [text: string, role?: string];

/** A search's listing, written in each code language from the arguments its listing takes. */
export type ListingWriters<Args extends unknown[]> = Readonly<
	Record<'js' | 'python' | 'pseudo', (...args: Args) => readonly Line[]>
>;

/**
 * The listing `writers` write in `language` (js, python or pseudo; any other reads as
 * JavaScript), as the code panel takes it under the search's titles (lines borrowed from
 * minimax's family are taken too, without their notes).
 */
export function writtenListing<Args extends unknown[]>(
	titles: Readonly<Record<string, string>>,
	writers: ListingWriters<Args>,
	language: string,
	...args: Args
): ModuleListing {
	const write = language === 'python' || language === 'pseudo' ? writers[language] : writers.js;
	const lines = write(...args);
	return {
		titles,
		lines: Object.freeze(lines.map(([text]) => text)),
		roles: Object.freeze(lines.map(([, role]) => role))
	};
}

/**
 * The lines that end a call: a finished game returns its score, and with a depth limit a call at
 * it returns the game's estimate, each `signed` (negamax: times the side to move's sign).
 */
export function endLines(
	language: 'js' | 'python' | 'pseudo',
	limit: number | null,
	signed = false
): readonly Tagged[] {
	const sign = signed ? (language === 'pseudo' ? 'sign × ' : 'sign * ') : '';
	const [leafTest, leaf, depthTest, estimate] =
		language === 'js'
			? [
					'  if (game.isOver(pos))',
					`    return { score: ${sign}game.score(pos) };`,
					`  if (depth === ${limit})`,
					`    return { score: ${sign}game.eval(pos) };`
				]
			: language === 'python'
				? [
						'    if game.is_over(pos):',
						`        return ${sign}game.score(pos), None`,
						`    if depth == ${limit}:`,
						`        return ${sign}game.eval(pos), None`
					]
				: [
						'  if TERMINAL(pos) then',
						`    return ${sign}UTILITY(pos), null`,
						`  if depth = ${limit} then`,
						`    return ${sign}EVAL(pos), null`
					];
	return [
		[leafTest, 'leafTest'],
		[leaf, 'leaf'],
		...(limit === null
			? []
			: ([
					[depthTest, 'depthTest'],
					[estimate, 'estimate']
				] as const))
	];
}
