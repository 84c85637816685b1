import { json } from '@sveltejs/kit';
import { traceSchema } from '$lib/registry/schema';

// Written once when the site is built: the schema with every registered search in it.
export const prerender = true;

export function GET(): Response {
	return json(traceSchema());
}
