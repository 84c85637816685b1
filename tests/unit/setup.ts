// Every unit test runs with the registry's games and searches in the core's catalogues, as the
// app, the workers and the CLI do from their entry points, and with the games' presenters in
// theirs, as the page does (the view registry's Svelte parts are left to the tests that draw).
import '../../src/lib/registry';
import '../../src/lib/view-registry/presenters';
// And the parts of the narration the searches tell with, loaded with their words as on the page.
import '../../src/lib/view-registry/tellings';
import { loadEverything } from '../../src/lib/engine';
import { gameCatalogue } from '../../src/lib/engine/catalogue';
import { NARRATION, OPENING } from '../../src/lib/games/narrations';
import { connect4Narration } from '../../src/lib/games/connect4/view/narration';
import { tictactoeNarration } from '../../src/lib/games/tictactoe/view/narration';
import { tictactoeOpening } from '../../src/lib/games/tictactoe/view/opening';
import { treeNarration } from '../../src/lib/games/tree/view/narration';
import { loadTraceFileErrors } from '../../src/lib/registry/messages';
import { loadPairing } from '../../src/lib/player/pairing-code';
import { loadNarration } from '../../src/lib/player/narration-code';

// Every game's rules and presenter and every search's code, as a page loads those it shows, a
// trace file's error sentences, as the page loads them for a file it refuses, and the calls'
// pairing, as the page loads it with a second search side by side, and the narration past step
// 0, as the page loads it when stepping first comes near.
await Promise.all([loadEverything(), loadTraceFileErrors(), loadPairing(), loadNarration()]);
// And every game's narration, which the step-through page loads as it tells steps: its opening
// (step 0's telling) with the game's Svelte parts, the rest with the steps past 0.
gameCatalogue.set('board', OPENING, tictactoeOpening);
gameCatalogue.set('board', NARRATION, tictactoeNarration);
gameCatalogue.set('connect4', OPENING, connect4Narration);
gameCatalogue.set('connect4', NARRATION, connect4Narration);
gameCatalogue.set('tree', OPENING, treeNarration);
gameCatalogue.set('tree', NARRATION, treeNarration);

// Tests read both languages' messages, every area: the Chinese ones and the areas the first view
// leaves out (the compare view's, the editors', practice's) load on first need, as in the app.
import { loadLang } from '../../src/lib/i18n/languages';
import { loadAreas } from '../../src/lib/i18n/messages';
await Promise.all([loadLang('zh'), loadAreas()]);
