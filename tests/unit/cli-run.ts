import { expect } from 'vitest';
import { runTrace } from '../../src/cli/command';
import type { CallRecord, TraceSummary } from '../../src/lib/engine/index';

/** The CLI's JSON output: its summary, with the records when it was asked for them. */
export interface Output extends TraceSummary {
	trace?: CallRecord[];
}

/** One run of the trace command in this process: its exit status, output and error lines. */
export interface Run {
	status: number;
	out: string;
	err: string[];
}

/**
 * Runs the trace command on `argv`. `input` is its standard input (null: it must read none);
 * `maxCalls` a ceiling lower than the CLI's, for searches too big at test scale.
 */
export async function runCli(
	argv: readonly string[],
	{ input = null, maxCalls }: { input?: string | null; maxCalls?: number } = {}
): Promise<Run> {
	const chunks: string[] = [];
	const err: string[] = [];
	const status = await runTrace(argv, {
		out: (chunk) => {
			chunks.push(chunk);
		},
		err: (line) => {
			err.push(line);
		},
		stdin: async () => {
			if (input === null) throw new Error('this command must not read standard input');
			return input;
		},
		...(maxCalls === undefined ? {} : { maxCalls })
	});
	return { status, out: chunks.join(''), err };
}

/** What a command that must succeed printed. */
export async function printed(...argv: string[]): Promise<string> {
	const result = await runCli(argv);
	expect(result.err).toEqual([]);
	expect(result.status).toBe(0);
	return result.out;
}

/** A command that must succeed, its output parsed. */
export async function ok(...argv: string[]): Promise<Output> {
	return JSON.parse(await printed(...argv)) as Output;
}

/** Runs a command that must fail with bad input; returns its one error line. */
export async function refusal(argv: readonly string[], maxCalls?: number): Promise<string> {
	const result = await runCli(argv, maxCalls === undefined ? {} : { maxCalls });
	expect(result.status).toBe(2);
	expect(result.out).toBe('');
	expect(result.err).toHaveLength(1);
	const line = result.err[0] ?? '';
	expect(line).toMatch(/^trace: /);
	expect(line).not.toContain('\n');
	return line;
}
