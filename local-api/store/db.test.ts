// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enablePersistence, getDb, loadDbFile, resetDb, saveDb, stopPersistence } from './db';

const dirs: string[] = [];
const tempFile = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'local-api-'));
  dirs.push(dir);
  return join(dir, 'nested', 'db.json');
};

afterEach(() => {
  stopPersistence();
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('persistence', () => {
  it('reseeds a corrupt file with a warning and writes it back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const file = tempFile();
    loadDbFile(file); // creates the folder and a seeded file
    writeFileSync(file, '{ not json');
    const { db, reseeded } = loadDbFile(file);
    expect(reseeded).toBe(true);
    expect(warn).toHaveBeenCalled();
    expect(db.products.some((p) => p.id === 705)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: db.version });
  });

  it('keeps changes across a restart', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const file = tempFile();
    enablePersistence(file);
    getDb().carts.push({
      id: 999,
      owner: { ip: '10.0.0.1' },
      items: [{ id: 1, product_id: 2, qty: 4 }],
      promo: null,
      refferal_code: null,
      updated_at: '',
    });
    saveDb();
    const reloaded = loadDbFile(file);
    expect(reloaded.reseeded).toBe(false);
    expect(reloaded.db.carts.find((c) => c.id === 999)?.items[0].qty).toBe(4);
  });

  it('reseeds a bigger catalogue when asked, the 40 products and the home lists unchanged', () => {
    const standard = resetDb().products;
    const bigger = resetDb({ products: 400 }).products;
    expect(bigger).toHaveLength(400);
    expect(new Set(bigger.map((p) => p.id)).size).toBe(400);
    expect(new Set(bigger.map((p) => p.product_url)).size).toBe(400);
    expect(bigger.slice(0, 40)).toEqual(standard);
    expect(bigger.filter((p) => p.top || p.hot || p.upsell)).toEqual(
      standard.filter((p) => p.top || p.hot || p.upsell),
    );
    expect(resetDb().products).toEqual(standard);
  });
});
