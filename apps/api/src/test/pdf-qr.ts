import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/** The images a PDF embeds as XObjects, decoded to RGBA pixels (8-bit RGB or grey, Flate, with or without PNG predictors). */
export function pdfImages(pdf: Buffer): { width: number; height: number; rgba: Uint8ClampedArray }[] {
  const text = pdf.toString('latin1');
  const images = [];
  for (const match of text.matchAll(/\d+ 0 obj\s*<<((?:(?!endobj)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const dictionary = match[1] ?? '';
    if (!/\/Subtype\s*\/Image/.test(dictionary) || !/\/FlateDecode/.test(dictionary)) continue;
    const number = (name: string) => Number(new RegExp(`/${name}\\s+(\\d+)`).exec(dictionary)?.[1] ?? 0);
    const channels = /\/DeviceRGB/.test(dictionary) ? 3 : /\/DeviceGray/.test(dictionary) ? 1 : 0;
    if (channels === 0 || number('BitsPerComponent') !== 8) continue;
    const start = (match.index ?? 0) + match[0].length;
    const data = inflateSync(pdf.subarray(start, start + number('Length')));
    const [width, height] = [number('Width'), number('Height')];
    const pixels = number('Predictor') >= 10 ? unpredict(data, width * channels, channels, height) : data;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let index = 0; index < width * height; index++) {
      for (let channel = 0; channel < 3; channel++)
        rgba[index * 4 + channel] = pixels[index * channels + (channels === 3 ? channel : 0)] ?? 0;
      rgba[index * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}

/** Undoes PNG row filters (None, Sub, Up, Average, Paeth), as a PDF's /Predictor 15 stores them. */
function unpredict(data: Buffer, rowBytes: number, bytesPerPixel: number, rows: number): Buffer {
  const out = Buffer.alloc(rowBytes * rows);
  for (let row = 0; row < rows; row++) {
    const filter = data[row * (rowBytes + 1)] ?? 0;
    for (let column = 0; column < rowBytes; column++) {
      const raw = data[row * (rowBytes + 1) + 1 + column] ?? 0;
      const left = column >= bytesPerPixel ? (out[row * rowBytes + column - bytesPerPixel] ?? 0) : 0;
      const up = row > 0 ? (out[(row - 1) * rowBytes + column] ?? 0) : 0;
      const upLeft = row > 0 && column >= bytesPerPixel ? (out[(row - 1) * rowBytes + column - bytesPerPixel] ?? 0) : 0;
      const paeth = () => {
        const estimate = left + up - upLeft;
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predicted = [0, left, up, Math.floor((left + up) / 2), filter === 4 ? paeth() : 0][filter] ?? 0;
      out[row * rowBytes + column] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

/** The text of the first QR code found among a PDF's images, as a phone's camera would read it; null if none. */
export function qrCodeInPdf(pdf: Buffer): string | null {
  for (const image of pdfImages(pdf)) {
    const code = jsQR(image.rgba, image.width, image.height);
    if (code) return code.data;
  }
  return null;
}
