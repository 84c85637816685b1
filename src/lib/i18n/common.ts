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
	reload: 'Reload'
};

export type CommonMessages = typeof en;

/** What every view shares: the app's name, the view tools (the shortcuts' list: shortcuts.ts). */
export const common = lazyCatalog(en, () => chineseOf('common'));
