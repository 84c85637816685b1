import type { Player } from '$lib/state/player.svelte';

/** Page-level commands the keyboard reaches besides stepping. */
export interface PageCommands {
	togglePresentation: () => void;
	toggleTheme: () => void;
	toggleHelp: () => void;
}

/** Every shortcut, in the words the help overlay shows. */
export const SHORTCUTS: readonly { keys: string; does: string }[] = [
	{ keys: '→  or  Page Down', does: 'Next step (a presentation clicker sends Page Down)' },
	{ keys: '←  or  Page Up', does: 'Previous step' },
	{ keys: 'Home / End', does: 'First step / last step' },
	{ keys: 'Space', does: 'Play or pause' },
	{ keys: 'P', does: 'Presentation mode on or off (full screen)' },
	{ keys: 'T', does: 'Light or dark theme' },
	{ keys: '?', does: 'Show or hide this list' },
	{ keys: 'Esc', does: 'Close this list, a dialog, or full screen' },
	{ keys: 'Tab / Shift+Tab', does: 'Move between controls and tree nodes' },
	{ keys: 'Enter or Space on a folded node', does: 'Open or fold its subtree' }
];

/**
 * Page-wide keys: stepping (arrows, Page Up/Down for clickers, Home/End, Space) and the page's
 * own commands (P, T, ?). Keys meant for a focused control stay with it (typing in a field,
 * arrows on the scrubber or a select, Space or Enter on a button).
 */
export function handleStepKey(event: KeyboardEvent, player: Player, commands?: PageCommands): void {
	if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
	const target = event.target instanceof Element ? event.target : null;
	if (target?.closest('input, select, textarea, [contenteditable="true"], dialog')) return;
	if (event.key === ' ' && target?.closest('button, a, summary')) return;
	const actions: Record<string, () => void> = {
		ArrowRight: () => player.next(),
		PageDown: () => player.next(),
		ArrowLeft: () => player.previous(),
		PageUp: () => player.previous(),
		Home: () => player.first(),
		End: () => player.last(),
		' ': () => player.togglePlay(),
		...(commands
			? {
					p: commands.togglePresentation,
					P: commands.togglePresentation,
					t: commands.toggleTheme,
					T: commands.toggleTheme,
					'?': commands.toggleHelp
				}
			: {})
	};
	const action = actions[event.key];
	if (!action) return;
	event.preventDefault();
	action();
}
