import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { printed } from '../cli-run';

// The end-to-end tests compare the page with the trace command run in their own process
// (tests/e2e/cli.ts); here `npm run trace`, as a reader types it, prints the same summaries.
describe('npm run trace', () => {
	for (const argv of [
		['--board', 'X...O....', '--algorithm', 'memo', '--summary'],
		[
			'--game',
			'connect4',
			'--moves',
			'1443',
			'--algorithm',
			'alphabeta-table',
			'--depth',
			'4',
			'--symmetry',
			'--summary'
		]
	])
		it(`prints what the command prints in process: ${argv.join(' ')}`, async () => {
			const npm = execFileSync('npm', ['run', '--silent', 'trace', '--', ...argv], {
				encoding: 'utf8'
			});
			const summary = JSON.parse(npm) as { calls: number; move: number };
			expect(summary.calls).toBeGreaterThan(0);
			expect(npm).toBe(await printed(...argv));
		}, 60_000);
});
