/**
 * Connect Four's share of the Node half on its own, for iteration:
 * `npx tsx tests/bench/connect4-record.ts` (BENCH_ROUNDS sets the rounds). As in bench.ts, the
 * tic-tac-toe searches are recorded first, so the search and recorder have met another game.
 */
import '../../src/lib/registry';
import { loadEverything } from '../../src/lib/engine';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { alphaBeta, minimax } from '../searches';
import { measureConnect4 } from './connect4';

await loadEverything();
for (let round = 0; round < 3; round++) {
	minimax(boardGame('.........'));
	alphaBeta(boardGame('.........'));
}
const figures = measureConnect4(Number(process.env.BENCH_ROUNDS ?? 7), 2);
const ratio = (a: number, b: number) => (a / b).toFixed(3);
console.log(
	JSON.stringify({
		...figures,
		recordVsWalk: ratio(figures.recordMs, figures.walkMs),
		memoryVsWalk: ratio(figures.memoryMs, figures.walkMs),
		cpuRecordVsWalk: ratio(figures.recordCpuMs, figures.walkCpuMs),
		cpuMemoryVsWalk: ratio(figures.memoryCpuMs, figures.walkCpuMs)
	})
);
