/** The file either tracer writes (spec: docs/trace-format.md, "A program's trace"), as the tests read it. */
export interface WrittenRecord {
	id: number;
	parent: number | null;
	depth: number;
	player: string;
	board?: string;
	moves?: string;
	path?: string;
	alpha: number | string | null;
	beta: number | string | null;
	score: number | string | null;
	move?: number;
	error?: string;
}

export interface WrittenFile {
	algorithm: string;
	program: { language: string; function: string; tracer: string };
	depthLimit?: number;
	game: Record<string, unknown>;
	calls: number;
	score: number | string | null;
	move: number | null;
	trace: WrittenRecord[];
}
