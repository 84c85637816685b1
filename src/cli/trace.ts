import '../lib/registry';
import { loadEverything } from '../lib/engine/game-catalog';
import { clip } from '../lib/engine/quote';
import { runTrace } from './command';

// Entry point of `npm run trace`: wires the command to the process, with backpressure so a
// full-game trace streams to a pipe instead of piling up in memory.
const write = (chunk: string): Promise<void> | void => {
	if (process.stdout.write(chunk)) return;
	return new Promise((resolve) => process.stdout.once('drain', resolve));
};

/** One `trace:` line on stderr, control characters escaped (an error's words may quote input). */
const complain = (why: string): void => console.error(clip(`trace: ${why}`, Infinity));

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
	// A reader that stops early (`| head`) is not an error of ours: stop quietly.
	if (error.code === 'EPIPE') process.exit(0);
	// A full disk, a closed terminal: the output is lost, so say so once instead of a stack
	// trace, and stop before the next write fails too.
	complain(`cannot write the output: ${clip(error.message, 120)}`);
	process.exit(1);
});

// Every game's and search's code, before the command reads a position of any of them.
await loadEverything();

runTrace(process.argv.slice(2), { out: write, err: (line) => console.error(line) }).then(
	(status) => {
		process.exitCode = status;
	},
	(error: unknown) => {
		complain(
			`unexpected failure: ${clip(error instanceof Error ? error.message : String(error), 200)}`
		);
		// Not process.exit: what was written still reaches a pipe.
		process.exitCode = 1;
	}
);
