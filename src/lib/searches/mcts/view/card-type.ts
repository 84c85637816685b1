import { labelEms, sizeToFit } from '$lib/components/geometry';
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
	return { ...sizes, width: Math.max(cards.width, Math.min(needs, most)) };
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
