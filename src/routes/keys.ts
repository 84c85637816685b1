import type { Player } from '$lib/state/player.svelte';

/**
 * Page-wide stepping keys: Left/Right step, Home/End jump, Space plays or pauses. Keys meant
 * for a focused control stay with it (typing in a field, arrows on the scrubber or a select,
 * Space or Enter on a button).
 */
export function handleStepKey(event: KeyboardEvent, player: Player): void {
	if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
	const target = event.target instanceof Element ? event.target : null;
	if (target?.closest('input, select, textarea, [contenteditable="true"]')) return;
	if (event.key === ' ' && target?.closest('button, a, summary')) return;
	const actions: Record<string, () => void> = {
		ArrowRight: () => player.next(),
		ArrowLeft: () => player.previous(),
		Home: () => player.first(),
		End: () => player.last(),
		' ': () => player.togglePlay()
	};
	const action = actions[event.key];
	if (!action) return;
	event.preventDefault();
	action();
}
