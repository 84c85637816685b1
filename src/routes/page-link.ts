import type { Lab } from '$lib/state/lab.svelte';

/** A file dragged over the page that it would open: not over an open dialog (the dialog's own). */
export const dropsFile = (event: DragEvent) =>
	!event.defaultPrevented &&
	document.querySelector('dialog[open]') === null &&
	event.dataTransfer?.types.includes('Files') === true;

/**
 * Opens the address's link in `lab` (`open`: mounted, and on Back or Forward to an entry the page
 * added), stopping the one open before; `soon` starts loading the tree's parts past step 0.
 */
export function linkOpener(lab: Lab, soon: () => void) {
	const noLink = () => {};
	let stop = noLink;
	return {
		open() {
			// A link, or Back or Forward, may open any tree at any step.
			if (location.search !== '' || stop !== noLink) soon();
			stop();
			stop = lab.mount(new URL(location.href).searchParams);
		},
		close: () => stop()
	};
}
