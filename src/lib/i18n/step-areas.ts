// Imported statically as well as loaded (`loadAreas`): a view naming these areas fetches them
// with its own modules, not after them.
import './depth';
import './lesson';
import './narration';
import './page';
import './table';
import './versus';
import './view';
import type { LaterArea } from './messages';

/** What the step-through page's parts read: its own view's, and any view showing a tree or a run. */
export const STEP_AREAS = [
	'depth',
	'lesson',
	'narration',
	'page',
	'table',
	'versus',
	'view'
] as const satisfies readonly LaterArea[];
