// @vitest-environment node
import { describe, expect, it } from 'vitest';

const API = 'http://localhost:5013';

describe('media files in the local API', () => {
  it('serves a file of local-api/assets/media/ under /media/ by name, typed by its extension', async () => {
    const response = await fetch(`${API}/media/testimonial-voice.mp3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    // An MPEG audio frame header (11 sync bits, layer III) opens a playable mp3.
    expect(bytes[0]).toBe(0xff);
    expect(bytes[1] & 0xe6).toBe(0xe2);
    expect(bytes.byteLength).toBeGreaterThan(4000);
  });

  it('serves the seeded file video of /slider/videos as an H.264 mp4', async () => {
    const videos = (await (await fetch(`${API}/slider/videos`)).json()) as { link: string }[];
    const files = videos.map((video) => video.link).filter((link) => link.includes('/media/'));
    expect(files).toEqual([`${API}/media/cracking-kernels.mp4`]);
    const response = await fetch(files[0]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await response.arrayBuffer());
    // An ISO media file opens with its ftyp box; avc1 is H.264, the codec every Chromium plays.
    expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
    expect(bytes.toString('latin1')).toContain('avc1');
  });

  it("serves the home slider's video: a broken one kept axe waiting 10 s for it on the home page", async () => {
    const slides = (await (await fetch(`${API}/slider/`)).json()) as {
      type: string;
      file: string;
    }[];
    const videos = slides.filter((slide) => slide.type === 'video');
    expect(videos.length).toBeGreaterThan(0);
    for (const { file } of videos) {
      const response = await fetch(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/mp4');
    }
  });

  it('answers 404 for a missing file and for anything but a plain file name', async () => {
    for (const name of ['missing.mp3', '..%2Fhandlers%2Fmedia.ts', '..%2F..%2Fpackage.json'])
      expect((await fetch(`${API}/media/${name}`)).status).toBe(404);
  });

  it('is where the seeded voice testimonials point', async () => {
    const rows = (await (await fetch(`${API}/testimonials/list/`)).json()) as { audio?: string }[];
    const voices = rows.filter((row) => row.audio).map((row) => row.audio);
    expect(voices.length).toBeGreaterThan(0);
    for (const voice of voices) expect((await fetch(String(voice))).status).toBe(200);
  });
});
