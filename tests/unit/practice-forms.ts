// Tests of the practice sheets: every game's practice form (and, with it, its views), loaded as
// the practice page loads those it shows.
import '../../src/lib/view-registry';
import { loadPracticeForms } from '../../src/lib/view-registry/practice';
import { loadableGames, loadGames } from '../../src/lib/engine/game-catalog';

await loadGames(loadableGames());
await loadPracticeForms(loadableGames());
