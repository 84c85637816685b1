import type { Stepper } from '$lib/ui/stepper';

/** Page-level commands the keyboard reaches besides stepping. */
export interface PageCommands {
	togglePresentation: () => void;
	toggleTheme: () => void;
	toggleHelp: () => void;
	toggleLanguage: () => void;
	/** Predict mode on or off; absent where the view has none. */
	togglePredict?: () => void;
}

/**
 * Whether a key press is the page's to act on: no modifier held, not already handled, and not
 * typed into a field, a select or a dialog (those keys belong to the control).
 */
export function isPageKey(event: KeyboardEvent): boolean {
	if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
	const target = event.target instanceof Element ? event.target : null;
	return !target?.closest('input, select, textarea, [contenteditable="true"], dialog');
}

/**
 * Page-wide keys: stepping (arrows, Page Up/Down for clickers, Home/End, Space) and the page's
 * own commands (P, T, L, ?, and Q for predict mode). Keys meant for a focused control stay with it (typing in a field,
 * arrows on the scrubber or a select, Space or Enter on a button).
 */
export function handleStepKey(
	event: KeyboardEvent,
	player: Stepper,
	commands?: PageCommands
): void {
	if (!isPageKey(event)) return;
	const target = event.target instanceof Element ? event.target : null;
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
					l: commands.toggleLanguage,
					L: commands.toggleLanguage,
					'?': commands.toggleHelp,
					...(commands.togglePredict && { q: commands.togglePredict, Q: commands.togglePredict })
				}
			: {})
	};
	const action = actions[event.key];
	if (!action) return;
	event.preventDefault();
	action();
}
