/** Reading parsed JSON safely: own properties only, and the shapes a trace file uses. */

export type JsonObject = Record<string, unknown>;

/** 9 cells of `X`, `O` and `.`, as a file writes a board. */
export const BOARD = /^[XO.]{9}$/;

/** A Connect Four move string as a file writes it: columns 1-7, at most one per cell (42). */
export const MOVE_STRING = /^[1-7]{0,42}$/;

/** A property the object has itself; never one inherited (`constructor`, `__proto__`). */
export function own(object: JsonObject, key: string): unknown {
	return Object.hasOwn(object, key) ? object[key] : undefined;
}

export function isObject(value: unknown): value is JsonObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number, 0 or more. */
export function isCount(value: unknown): value is number {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
