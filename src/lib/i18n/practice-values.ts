import { boundText, withMinus } from '$lib/engine/format';

/** How the practice catalogue writes values and windows, in either language. */

/** A value as the practice page writes it: numbers as typed, infinite bounds with their sign. */
export const shown = (value: number): string =>
	boundText(value, (finite) => withMinus(String(finite)));

export const windowText = (alpha: number, beta: number) => `[${shown(alpha)}, ${shown(beta)}]`;

/** What was typed in a box, or `empty` for a box left empty. */
export const typed = (text: string, empty: string) => (text === '' ? empty : text);
