import type { PracticeForm } from '$lib/practice/forms';

/**
 * Practice does not cover Connect Four: even a few moves from the end its trees are too wide to
 * work out by hand, so every position is refused with the reason and the page opens its own
 * exercise instead.
 */
export const practiceForm: PracticeForm = {
	refusal: () => (t) => t.mistakes.noConnect4,
	open() {
		throw new TypeError('Connect Four positions are refused before an exercise opens.');
	}
};
