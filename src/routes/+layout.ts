// The whole site is static: prerender every page at build time.
export const prerender = true;
