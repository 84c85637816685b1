/** Saves data as a file through a temporary link (the browser's usual download). */
export function download(name: string, data: Blob): void {
	const url = URL.createObjectURL(data);
	const link = document.createElement('a');
	link.href = url;
	link.download = name;
	document.body.append(link);
	link.click();
	link.remove();
	// Give the browser a moment to start reading before the object URL goes.
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
