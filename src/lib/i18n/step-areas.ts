import { depth } from './depth';
import { lesson } from './lesson';
import { provideAreas } from './messages';
import { page } from './page';
import { table } from './table';
import { view } from './view';

// The areas the step-through page's parts read (its own view's, and any view's showing a tree or
// a run), at hand as soon as a view imports this file: they come with its own modules. The side
// by side's (versus) loads with its second search (state/versus.ts) or a problem that says it.
provideAreas({ depth, lesson, page, table, view });
