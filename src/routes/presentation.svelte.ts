import { theme } from '$lib/state/theme.svelte';
import type { Locale } from '$lib/ui/locale.svelte';
import type { PageCommands } from './keys';

/**
 * The step-through page's presentation mode (the tree, the board and the narration, large, full
 * screen when allowed) and the commands the keyboard reaches besides stepping, whatever the run
 * shown. Embedded (in a slide, a course page) there is no presentation (full screen is the host
 * page's) and no shortcut help; the step keys still work.
 */
export class Presentation {
	on = $state(false);
	readonly commands: PageCommands;

	constructor(embed: () => boolean, toggleHelp: () => void, locale: Locale) {
		this.commands = {
			togglePresentation: () => !embed() && this.set(!this.on),
			toggleTheme: () => theme.toggle(),
			toggleHelp: () => !embed() && toggleHelp(),
			toggleLanguage: () => locale.toggle()
		};
	}

	/** A request for full screen not yet granted or refused. */
	#entering: Promise<void> | null = null;

	set(on: boolean): void {
		this.on = on;
		const full = document.fullscreenElement !== null;
		// Full screen needs a user's key or click, which is where this is called from. Presenting
		// left before it is granted (P twice, quickly), the page leaves it once it is: else the
		// window stayed full screen around a page no longer presenting.
		if (on && !full && !this.#entering) {
			const request = document.documentElement.requestFullscreen?.();
			this.#entering =
				request
					?.then(() => (this.on ? undefined : document.exitFullscreen?.()))
					.catch(() => undefined)
					.finally(() => (this.#entering = null)) ?? null;
		}
		if (!on && full) void document.exitFullscreen?.().catch(() => undefined);
	}
}
