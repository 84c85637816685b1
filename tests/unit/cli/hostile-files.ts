// Trace files that claim more than they hold, shared by issue 30's tests and the probe.

/** The 300-byte file: the empty Connect Four board at depth `depth`, one record. */
export function emptyConnect4(depth: number, records = true): string {
	return JSON.stringify({
		format: 'minimax-lab-trace',
		version: 1,
		algorithm: 'minimax',
		depthLimit: depth,
		game: { kind: 'connect4', moves: '', ai: 'X' },
		calls: 1,
		score: 0,
		move: null,
		prunedBranches: 0,
		...(records
			? {
					trace: [
						{
							id: 1,
							parent: null,
							depth: 0,
							player: 'X',
							moves: '',
							alpha: null,
							beta: null,
							score: 0,
							move: null,
							pruned: []
						}
					]
				}
			: {})
	});
}
