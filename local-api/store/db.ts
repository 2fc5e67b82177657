import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildSeed, DB_VERSION, type SeedOptions } from '../seed';
import type { Db } from './types';

export type * from './types';

/**
 * The one in-memory database. Tests (msw/node) keep it in memory only; `npm run api` calls
 * enablePersistence(file) so saveDb() writes it to a JSON file after each mutating request.
 */
let db: Db = buildSeed();
let dataFile: string | null = null;

export const getDb = (): Db => db;

/** Back to the seed (tests between cases, POST /__admin/reset). Persists in server mode. */
export const resetDb = (options?: SeedOptions): Db => {
  db = buildSeed(options);
  saveDb();
  return db;
};

/** Next id for a collection: counters live in the Db, so a restart never reuses an id. */
export const nextId = (key: string): number => {
  const value = (db.counters[key] ?? 0) + 1;
  db.counters[key] = value;
  return value;
};

const looksLikeDb = (value: unknown): value is Db => {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Db>;
  return (
    candidate.version === DB_VERSION &&
    Array.isArray(candidate.products) &&
    Array.isArray(candidate.users) &&
    Array.isArray(candidate.carts) &&
    typeof candidate.counters === 'object'
  );
};

const writeFileAtomically = (file: string, data: Db): void => {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(data));
  renameSync(temp, file);
};

/** Reads a data file; a missing, unreadable or foreign file gives a fresh seed (with a warning), written back. */
export const loadDbFile = (file: string): { db: Db; reseeded: boolean } => {
  if (existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (looksLikeDb(parsed)) return { db: parsed, reseeded: false };
      console.warn(
        `[local-api] ${file} is not a local-api database (or an older version): reseeding.`,
      );
    } catch (error) {
      console.warn(
        `[local-api] ${file} could not be read (${error instanceof Error ? error.message : String(error)}): reseeding.`,
      );
    }
  } else {
    console.warn(`[local-api] ${file} not found: seeding a new database.`);
  }
  const fresh = buildSeed();
  writeFileAtomically(file, fresh);
  return { db: fresh, reseeded: true };
};

/** Server mode: load (or seed) the file and write every change back to it. */
export const enablePersistence = (file: string): { reseeded: boolean } => {
  const loaded = loadDbFile(file);
  db = loaded.db;
  dataFile = file;
  return { reseeded: loaded.reseeded };
};

/** The folder of the data file in server mode (uploads go under it); null in memory-only mode. */
export const dataDirectory = (): string | null => (dataFile ? dirname(dataFile) : null);

/** Tests: back to memory-only mode. */
export const stopPersistence = (): void => {
  dataFile = null;
};

/** No-op in memory-only mode (Vitest); writes the JSON file in server mode. */
export const saveDb = (): void => {
  if (dataFile) writeFileAtomically(dataFile, db);
};
