import { createHash } from 'node:crypto';
import type { Trace } from '../src/lib/engine/index';

/**
 * A recorded trace, byte for byte, as 16 hex digits: a hash of its counts and of every column's
 * bytes (with its name, kind and length). Tests and the bench pin it, so that recording faster
 * cannot change what is recorded.
 */
export function traceDigest(trace: Trace): string {
	const hash = createHash('sha256');
	hash.update(`${trace.calls} ${trace.prunedBranches} ${trace.tableSize}\n`);
	for (const [name, column] of Object.entries(trace.columns)) {
		hash.update(`${name} ${column.constructor.name} ${column.length}\n`);
		hash.update(new Uint8Array(column.buffer, column.byteOffset, column.byteLength));
	}
	return hash.digest('hex').slice(0, 16);
}
