import type { SearchColumn } from '$lib/engine/columns';

/**
 * The column of a search with a table (memo, alphabeta-table, MTD(f)): the call whose table entry
 * a call read, 0 when it read none (`from` in trace files).
 */
export const ORIGIN = 'origin';
export const TABLE_COLUMNS: readonly SearchColumn[] = [{ name: ORIGIN, kind: 'call' }];
