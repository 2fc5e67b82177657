import { crc32, deflateSync } from 'node:zlib';

/**
 * Placeholder artwork as a PNG, for LOCAL_API_ARTWORK=photo (`npm run bench` sets it). A catalogue's
 * photographs are raster images, which the browser decodes off the main thread; the default SVG
 * artwork is a document of its own that the main thread lays out and paints, image by image, and
 * that cost is the stand-in's, not the shop's (docs/decisions/045-the-bench-measures-with-photo-artwork.md).
 * Badges stay SVG: icons are drawn, not photographed.
 */
export const artworkIsPhoto = (kind: string): boolean =>
  process.env.LOCAL_API_ARTWORK === 'photo' && kind !== 'badges';

const pngChunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, checksum]);
};

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * The pictures drawn so far, by size and colour: a page asks for the same few many times, and
 * drawing one took 1-8 ms of the CPU the bench's browser needs (a real API sends stored files).
 */
const drawn = new Map<string, Uint8Array>();

/** An 8-bit RGB PNG of `width` x `height`: a gradient from `colour` ('#rrggbb'), the same every row. */
export const renderPhotoPng = (width: number, height: number, colour: string): Uint8Array => {
  const key = `${width}x${height}${colour}`;
  const known = drawn.get(key);
  if (known) return known;
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour (RGB); compression, filter and interlace stay 0
  const row = Buffer.alloc(1 + width * 3); // each row starts with filter type 0
  for (let x = 0; x < width; x += 1) {
    const shade = Math.round((x / width) * 48);
    row[1 + x * 3] = Math.max(0, red - shade);
    row[2 + x * 3] = Math.max(0, green - shade);
    row[3 + x * 3] = Math.max(0, blue - shade);
  }
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const png = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  const bytes = new Uint8Array(png.buffer, png.byteOffset, png.length);
  drawn.set(key, bytes);
  return bytes;
};
