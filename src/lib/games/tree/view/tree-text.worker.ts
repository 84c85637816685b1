/// <reference lib="webworker" />
import { readTreeText } from './tree-text';

// Reads a long tree text pasted into the tree editor off the page's thread, so the page keeps drawing.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<string>) => scope.postMessage(readTreeText(event.data));
