import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';

const en = {
	appName: 'Minimax Lab',
	presentingHeading: 'Minimax Lab, presenting',
	viewTools: 'View',
	/** The links to the other views (the step-through page's bar, the compare and practice heads). */
	otherViews: 'Other views',
	present: 'Present (P)',
	exitPresentation: 'Exit presentation (P)',
	darkTheme: 'Dark theme (T)',
	shortcuts: 'Keyboard shortcuts (?)',
	predict: 'Predict, then see: the page stops and asks the class (Q)',
	/** The switch shows the other language's own name, so its reader can find it. */
	switchLanguage: '中文: switch to Chinese (L)',
	close: 'Close',
	dismiss: 'Dismiss',
	/** A part loaded on first use did not arrive: offline, or a new version replaced this one. */
	partMissing:
		'Part of this page could not be loaded: the connection dropped, or the site was updated since the page opened. Reload to get it.',
	reload: 'Reload',
	shortcutsTitle: 'Keyboard shortcuts',
	shortcutList: [
		{ keys: '→  or  Page Down', does: 'Next step (a presentation clicker sends Page Down)' },
		{ keys: '←  or  Page Up', does: 'Previous step' },
		{ keys: 'Home / End', does: 'First step / last step' },
		{ keys: 'Space', does: 'Play or pause' },
		{ keys: 'P', does: 'Presentation mode on or off (full screen)' },
		{ keys: 'T', does: 'Light or dark theme' },
		{ keys: 'L', does: 'English or Chinese' },
		{ keys: '?', does: 'Show or hide this list' },
		{
			keys: 'Q',
			does: 'Predict mode on or off: the page stops before chosen moments and asks the class (M marks the step shown as a stop)'
		},
		{
			keys: 'R, → or Page Down',
			does: 'Predict mode: R reveals, a clicker’s next answers what is typed or reveals, from the answer field too (→ at its end); Y / N, A B C… answer'
		},
		{ keys: 'Esc', does: 'Close this list, a dialog, or full screen' },
		{ keys: 'Tab / Shift+Tab', does: 'Move between controls and tree nodes' },
		{ keys: '↑ ↓ ← → on a tree node', does: 'Walk to its parent, a child, or its neighbours' },
		{ keys: 'Enter or Space on a folded node', does: 'Open or fold its subtree' }
	] as readonly { keys: string; does: string }[]
};

export type CommonMessages = typeof en;

/** What every view shares: the app's name, the view tools, the keyboard shortcuts. */
export const common = lazyCatalog(en, () => chineseOf('common'));
