import { share } from '$lib/i18n/share';

/**
 * The tree drawing as a file: what is on screen, standalone. Scoped component styles do not
 * travel with an SVG, so the properties that matter are copied from the computed style of
 * every element, and a white background goes underneath (it is meant for slides and paper).
 */

const STYLE_PROPERTIES = [
	'fill',
	'fill-opacity',
	'stroke',
	'stroke-width',
	'stroke-dasharray',
	'stroke-linecap',
	'stroke-opacity',
	'opacity',
	'paint-order',
	'font-family',
	'font-size',
	'font-weight',
	'text-anchor',
	'dominant-baseline',
	'text-decoration',
	'visibility'
] as const;

export type DrawingProblem = keyof typeof share.en.drawingProblem;

/**
 * Why a PNG could not be made, by code, so the page can say it in the reader's language (the
 * message is the English sentence, for the console).
 */
export class DrawingError extends Error {
	constructor(readonly code: DrawingProblem) {
		super(share.en.drawingProblem[code]);
		this.name = 'DrawingError';
	}
}

/** A standalone SVG document of `svg` as drawn now. */
export function svgDocument(svg: SVGSVGElement): string {
	const { width, height } = svg.getBoundingClientRect();
	const copy = svg.cloneNode(true) as SVGSVGElement;
	const originals = [svg, ...svg.querySelectorAll('*')];
	const copies = [copy, ...copy.querySelectorAll('*')];
	originals.forEach((element, at) => {
		const target = copies[at];
		if (!(target instanceof Element)) return;
		const style = getComputedStyle(element);
		const inline = STYLE_PROPERTIES.map(
			(property) => `${property}:${style.getPropertyValue(property)}`
		).join(';');
		target.setAttribute('style', inline);
		target.removeAttribute('class');
	});
	// Buttons and focus rings are for the page, not the picture.
	copy
		.querySelectorAll('[role="button"]')
		.forEach((element) => element.removeAttribute('tabindex'));
	copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
	copy.setAttribute('width', String(Math.round(width)));
	copy.setAttribute('height', String(Math.round(height)));
	copy.setAttribute('viewBox', `0 0 ${Math.round(width)} ${Math.round(height)}`);
	const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
	background.setAttribute('width', '100%');
	background.setAttribute('height', '100%');
	background.setAttribute('fill', '#ffffff');
	copy.insertBefore(background, copy.firstChild);
	return new XMLSerializer().serializeToString(copy);
}

/** The same drawing as a PNG at `scale` times its size on screen (2: sharp on a projector). */
export function pngOf(svgText: string, width: number, height: number, scale = 2): Promise<Blob> {
	return new Promise((resolve, reject) => {
		const image = new Image();
		image.onload = () => {
			const canvas = document.createElement('canvas');
			canvas.width = Math.round(width * scale);
			canvas.height = Math.round(height * scale);
			const context = canvas.getContext('2d');
			if (!context) return reject(new DrawingError('noCanvas'));
			context.fillStyle = '#ffffff';
			context.fillRect(0, 0, canvas.width, canvas.height);
			context.drawImage(image, 0, 0, canvas.width, canvas.height);
			canvas.toBlob(
				(blob) => (blob ? resolve(blob) : reject(new DrawingError('notMade'))),
				'image/png'
			);
		};
		image.onerror = () => reject(new DrawingError('notConverted'));
		image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
	});
}
