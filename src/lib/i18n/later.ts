/**
 * The areas the first view never reads (the compare view's, the editors', practice's), in one
 * chunk of their own: messages.ts loads it with the view or dialog that reads them.
 */
export { compare } from './compare';
export { editors } from './editors';
export { practice } from './practice';
