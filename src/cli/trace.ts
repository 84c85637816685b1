import { runTrace } from './command';

// Entry point of `npm run trace`: wires the command to the process, with backpressure so a
// full-game trace streams to a pipe instead of piling up in memory.
const write = (chunk: string): Promise<void> | void => {
	if (process.stdout.write(chunk)) return;
	return new Promise((resolve) => process.stdout.once('drain', resolve));
};

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
	// A reader that stops early (`| head`) is not an error of ours.
	if (error.code === 'EPIPE') process.exit(0);
	throw error;
});

runTrace(process.argv.slice(2), { out: write, err: (line) => console.error(line) }).then(
	(status) => {
		process.exitCode = status;
	},
	(error: unknown) => {
		console.error(
			`trace: unexpected failure: ${error instanceof Error ? error.message : String(error)}`
		);
		process.exitCode = 1;
	}
);
