/**
 * This device's storage, or null where it is switched off (private modes, policies): a choice
 * such as the theme or the language is then simply not remembered.
 */
export function safeStorage(): Storage | null {
	try {
		return localStorage;
	} catch {
		return null;
	}
}

/** This tab's storage for the session, or null where it is switched off (a choice then lasts the page). */
export function safeSessionStorage(): Storage | null {
	try {
		return sessionStorage;
	} catch {
		return null;
	}
}
