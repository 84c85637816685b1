/** Reading parsed JSON safely: own properties only, and the shapes a trace file uses. */

export type JsonObject = Record<string, unknown>;

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
