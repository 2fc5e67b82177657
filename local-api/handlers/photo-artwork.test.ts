// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPhotoPng } from './photo-artwork';

const API = 'http://localhost:5013';

const artwork = async (path: string) => {
  const response = await fetch(`${API}${path}`);
  return {
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
};

/** The PNG's chunks by type (a PNG is its signature, then length, type, data and CRC per chunk). */
const chunks = (png: Buffer) => {
  const found: Record<string, Buffer[]> = {};
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    (found[type] ??= []).push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return found;
};

describe('the placeholder artwork', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is SVG by default', async () => {
    const { type, body } = await artwork('/images/products/1.svg');
    expect(type).toBe('image/svg+xml; charset=utf-8');
    expect(body.toString('utf8')).toMatch(/^<svg [^>]*width="300" height="400"/);
  });

  it('is a PNG of the same size under LOCAL_API_ARTWORK=photo, whose pixels decode', async () => {
    vi.stubEnv('LOCAL_API_ARTWORK', 'photo');
    for (const [path, width, height] of [
      ['/images/products/1.svg', 300, 400],
      ['/images/content/home-b17.svg', 1200, 500],
    ] as const) {
      const { type, body } = await artwork(path);
      expect(type).toBe('image/png');
      expect([...body.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
      const { IHDR, IDAT, IEND } = chunks(body);
      expect(IHDR[0].readUInt32BE(0)).toBe(width);
      expect(IHDR[0].readUInt32BE(4)).toBe(height);
      expect(IEND).toHaveLength(1);
      // Each row: a filter byte, then three bytes a pixel.
      expect(inflateSync(Buffer.concat(IDAT)).length).toBe(height * (1 + width * 3));
    }
  });

  it('answers the same picture twice with the same bytes, drawn once', async () => {
    vi.stubEnv('LOCAL_API_ARTWORK', 'photo');
    const first = await artwork('/images/products/2.svg');
    const again = await artwork('/images/products/2.svg');
    expect(again.body.equals(first.body)).toBe(true);
    expect(renderPhotoPng(300, 400, '#123456')).toBe(renderPhotoPng(300, 400, '#123456'));
  });

  it('keeps badges SVG under LOCAL_API_ARTWORK=photo (icons are drawn, not photographed)', async () => {
    vi.stubEnv('LOCAL_API_ARTWORK', 'photo');
    expect((await artwork('/images/badges/lab-tested.svg')).type).toBe(
      'image/svg+xml; charset=utf-8',
    );
  });
});
