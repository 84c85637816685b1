import type { Attachment } from 'svelte/attachments';

/**
 * A header menu (`<details class="drop-menu">`) whose panel opens on the screen: read as its
 * summary is clicked (or Enter pressed), before it opens, so no frame is drawn the other way. A
 * summary in the screen's left half (a header wrapped onto two rows, a phone on its side) opens
 * its panel rightwards (`.rightward`, its left edges aligned), where a panel aligned to its right
 * edge would run off the screen's left.
 */
export const opensOnScreen: Attachment<HTMLDetailsElement> = (menu) => {
	const summary = menu.querySelector('summary');
	const place = () => {
		if (menu.open || summary === null) return;
		const { left, width } = summary.getBoundingClientRect();
		menu.classList.toggle('rightward', left + width / 2 < window.innerWidth / 2);
	};
	summary?.addEventListener('click', place);
	return () => summary?.removeEventListener('click', place);
};
