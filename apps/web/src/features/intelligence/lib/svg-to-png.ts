import { PNG_TITLE, titleLines } from './png-title';

/**
 * A PNG of a drawn chart: the SVG element serialised, loaded as an image and painted on a canvas
 * `pixelRatio` times its size over a white background, below the chart's title (a downloaded image read on its
 * own must say what it shows; on the page the title is the card's heading, outside the SVG). The SVG must
 * carry its own look (attributes, not CSS): an SVG loaded as an image sees no style sheet of the page.
 */
export async function svgToPng(svg: SVGSVGElement, title: string, pixelRatio = 2): Promise<Blob> {
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  const source = new XMLSerializer().serializeToString(svg);
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The chart could not be turned into an image.'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the chart as an image.');
    context.font = PNG_TITLE.font;
    const lines = titleLines(title, width - 2 * PNG_TITLE.padding, (text) => context.measureText(text).width);
    const band = lines.length > 0 ? 2 * PNG_TITLE.padding + lines.length * PNG_TITLE.lineHeight : 0;
    canvas.width = Math.round(width * pixelRatio);
    canvas.height = Math.round((band + height) * pixelRatio);
    // Resizing the canvas reset its state: the font and scale are set again.
    context.scale(pixelRatio, pixelRatio);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, band + height);
    context.font = PNG_TITLE.font;
    context.fillStyle = PNG_TITLE.color;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    lines.forEach((line, index) => {
      const y = PNG_TITLE.padding + (index + 0.5) * PNG_TITLE.lineHeight;
      context.fillText(line, width / 2, y);
    });
    context.drawImage(image, 0, band, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The chart image could not be made.'))),
        'image/png',
      );
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
