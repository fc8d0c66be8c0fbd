/**
 * A PNG of a drawn chart: the SVG element serialised, loaded as an image and painted on a canvas
 * `pixelRatio` times its size over a white background. The SVG must carry its own look (attributes, not
 * CSS): an SVG loaded as an image sees no style sheet of the page.
 */
export async function svgToPng(svg: SVGSVGElement, pixelRatio = 2): Promise<Blob> {
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
    canvas.width = Math.round(width * pixelRatio);
    canvas.height = Math.round(height * pixelRatio);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the chart as an image.');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
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
