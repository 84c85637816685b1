import { FLOAT_SLACK, labelEms, sizeToFit } from '$lib/components/geometry';
import { count } from './labels';
import type { MctsCards } from './tree-layout';

/**
 * A card's lines and their type: each fitted to the card, but never under the floor (12 px at a
 * desk, 14 presenting: MctsSide), and the card's width, widened where a line at the floor needs
 * it ("N 1,000" on a narrow card). The root, alone in its row, is as wide as its visits at the
 * run's end need from the start (it grew in place as they gained a digit); another node no wider
 * than its slot keeps clear of its neighbours.
 */

export interface CardLines {
	readonly move: string;
	readonly visits: string;
	readonly mean: string;
	readonly ucb: string | null;
}

export interface CardType {
	readonly move: number;
	readonly visits: number;
	readonly mean: number;
	readonly ucb: number;
	readonly width: number;
	/** The visits line as written (`visitsLine`), and the length it is set to where condensed. */
	readonly visitsText: string;
	readonly visitsLength: number | null;
}

export function cardType(
	lines: CardLines,
	cards: MctsCards,
	floor: number,
	root: { iterations: number } | null
): CardType {
	const room = cards.width - 10;
	const fit = (text: string, size: number) => Math.max(sizeToFit(text, size, room), floor);
	const sizes = {
		move: fit(lines.move, 16),
		visits: fit(lines.visits, 17),
		mean: fit(lines.mean, 15),
		ucb: lines.ucb === null ? 0 : fit(lines.ucb, 15)
	};
	const widest = root ? `N ${count(root.iterations)}` : lines.visits;
	const texts: [string, number][] = [
		[lines.move, sizes.move],
		[widest, fit(widest, 17)],
		[lines.mean, sizes.mean]
	];
	const needs = Math.ceil(Math.max(...texts.map(([text, px]) => labelEms(text) * px))) + 6;
	const most = root ? Infinity : cards.spacing.nodeWidth - 4;
	const width = Math.max(cards.width, Math.min(needs, most));
	return { ...sizes, width, ...visitsLine(lines.visits, sizes.visits, width) };
}

/**
 * The visits line on a card `width` wide at type `px`: as it is where it fits the card, edge to
 * edge (labelEms runs a little wide of the type drawn); else the count alone, as a narrow card
 * writes W/N and UCB1; still too long, its glyphs set closer to the card less its air, the type
 * kept at its size (issue 43: a long run's child, "N 1,234" at a desk's 12 px floor, ran 8-10
 * units past both sides of its narrow card).
 */
function visitsLine(
	visits: string,
	px: number,
	width: number
): { visitsText: string; visitsLength: number | null } {
	const fits = (text: string) => labelEms(text) * px <= width + FLOAT_SLACK;
	if (fits(visits)) return { visitsText: visits, visitsLength: null };
	const bare = visits.replace(/^N\s*/, '');
	return { visitsText: bare, visitsLength: fits(bare) ? null : width - 6 };
}

/** A card's lines as it writes them: a narrow card's W/N and UCB1 as the bare number. */
export function cardLines(
	view: { text: string; visits: number; mean: string; ucb: string | null },
	cards: MctsCards,
	ucbMark: string
): CardLines {
	return {
		move: view.text,
		visits: `N ${count(view.visits)}`,
		mean: cards.compact ? view.mean : `W/N ${view.mean}`,
		ucb: view.ucb === null ? null : cards.compact ? view.ucb : `${ucbMark} ${view.ucb}`
	};
}
