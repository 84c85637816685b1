import { describe, expect, it } from 'vitest';
import { unpackTrace } from '../../../../src/lib/engine';
import { unpackGame } from '../../../../src/lib/engine/pack';
import { search } from '../../../../src/lib/engine/run';
import { connect4Game } from '../../../../src/lib/games/connect4/rules';
import { traceBlob } from '../../../../src/lib/export/trace';
import type { ImportMessage } from '../../../../src/lib/workers/import';
import { importTrace } from '../../../../src/lib/workers/importing';
import { printed as cli } from '../../cli-run';

/** What the import worker (the page's File > open) answers for a file, run in Node. */
async function opened(text: string): Promise<ImportMessage> {
	const told: ImportMessage[] = [];
	await importTrace(new File([text], 'connect4.json'), (message) => told.push(message));
	const last = told.at(-1);
	if (last === undefined) throw new Error('the worker said nothing');
	return last;
}

describe("a Connect Four trace file opens in the page's import worker", () => {
	it.each(['minimax', 'alphabeta-table'])(
		"the CLI's %s trace of 4453 at depth 3",
		async (algorithm) => {
			const text = await cli(
				'--game',
				'connect4',
				'--moves',
				'4453',
				'--depth',
				'3',
				'--algorithm',
				algorithm,
				'--ai',
				'O'
			);
			const message = await opened(text);
			expect(message.kind).toBe('done');
			if (message.kind !== 'done') return;
			expect(message.source).toEqual({ kind: 'connect4', moves: '4453', ai: 'O' });
			const game = unpackGame(message.game);
			const trace = unpackTrace(message.trace, game);
			const engine = search(connect4Game('4453', { ai: 'O' }), {
				algorithm: algorithm as 'minimax',
				depthLimit: 3,
				symmetry: false
			});
			expect(trace.calls).toBe(engine.calls);
			expect(trace.rootMove).toBe(engine.rootMove);
			expect(trace.columns.position).toEqual(engine.columns.position);
		}
	);

	it("the page's own saved trace", async () => {
		const saved = search(connect4Game(''), {
			algorithm: 'alphabeta-ordered',
			depthLimit: 4,
			symmetry: false
		});
		const message = await opened(await traceBlob(saved).text());
		expect(message.kind).toBe('done');
	});

	it('refuses a broken file with the call named', async () => {
		const text = (await cli('--game', 'connect4', '--moves', '4453', '--depth', '2')).replace(
			'"moves":"445311"',
			'"moves":"445321"'
		);
		const message = await opened(text);
		expect(message.kind).toBe('error');
		if (message.kind !== 'error') return;
		expect(message.error.code).toBe('fileCallUnreachable');
		expect(message.error.params).toEqual([
			{ call: 3, field: 'moves', value: { kind: 'text', text: '"445321"' }, from: '"44531"' }
		]);
	});
});
