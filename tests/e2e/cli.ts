import { runTrace } from '../../src/cli/command';

/**
 * The trace command's `--summary` for `argv` (what `npm run --silent trace -- ...argv` prints),
 * run in this process: the command the CLI's entry wires to the process, without starting npm
 * and tsx for it. The entry itself is tested in the unit tests (tests/unit/cli/cli.test.ts).
 */
export async function cliSummary(...argv: string[]): Promise<{ calls: number; move: number }> {
	const out: string[] = [];
	const err: string[] = [];
	const status = await runTrace([...argv, '--summary'], {
		out: (chunk) => {
			out.push(chunk);
		},
		err: (line) => {
			err.push(line);
		}
	});
	if (status !== 0 || err.length > 0)
		throw new Error(`trace ${argv.join(' ')} failed (${status}): ${err.join('\n')}`);
	return JSON.parse(out.join('')) as { calls: number; move: number };
}
