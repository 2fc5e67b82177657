import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirectory, nextId } from './db';

/**
 * Files sent to the local API (feedback uploads, attachments). In server mode they are written under
 * the data file's folder (`.data/<folder>/`, gitignored); in memory-only mode (Vitest) they stay in a
 * map, so tests never touch the disk.
 */
export type StoredFile = { name: string; extension: string; contentType: string };

const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The content type a file name's extension stands for (application/octet-stream if unknown). */
export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'video/quicktime': 'mov',
  'image/jpeg': 'jpg',
};

const memory = new Map<string, { bytes: Uint8Array; contentType: string }>();

/** A stored name is letters, digits, dots, dashes and underscores only: never a path. */
export const SAFE_NAME = /^[\w-]+(\.[\w-]+)*$/;

const extensionOf = (file: File): string => {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  return fromName ?? EXTENSIONS[file.type] ?? file.type.split('/')[1]?.replace(/\W/g, '') ?? 'bin';
};

const folderPath = (folder: string): string | null => {
  const root = dataDirectory();
  return root ? join(root, folder) : null;
};

/** Memory-only mode: back to no files (with the reseed between tests). */
export const forgetMemoryFiles = (): void => {
  memory.clear();
};

const MB = 1024 * 1024;
/** Each folder's quota (decision 027): LOCAL_API_UPLOAD_QUOTA_MB, read at every upload. */
export const folderQuota = (): number =>
  (Number(process.env.LOCAL_API_UPLOAD_QUOTA_MB) || 500) * MB;

/** Bytes already kept in a folder (on disk in server mode, in memory under Vitest). */
const folderBytes = (folder: string): number => {
  const dir = folderPath(folder);
  if (!dir) {
    let total = 0;
    for (const [key, value] of memory)
      if (key.startsWith(`${folder}/`)) total += value.bytes.length;
    return total;
  }
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).reduce((total, name) => total + statSync(join(dir, name)).size, 0);
};

/**
 * Keeps a file under a new unique name (`<id>-<original name>`) and says how it was stored; null
 * (nothing kept) when it would take the folder over its quota.
 */
export const storeFile = async (folder: string, file: File): Promise<StoredFile | null> => {
  if (folderBytes(folder) + file.size > folderQuota()) return null;
  const extension = extensionOf(file);
  const base = file.name
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const name = `${nextId(`files:${folder}`)}-${base || 'file'}.${extension}`;
  const contentType = file.type || CONTENT_TYPES[extension] || 'application/octet-stream';
  const bytes = new Uint8Array(await file.arrayBuffer());
  const dir = folderPath(folder);
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), bytes);
  } else {
    memory.set(`${folder}/${name}`, { bytes, contentType });
  }
  return { name, extension, contentType };
};

/** A stored file's bytes and type, or null for an unknown (or unsafe) name. */
export const readStoredFile = (
  folder: string,
  name: string,
): { bytes: Uint8Array; contentType: string } | null => {
  if (!SAFE_NAME.test(name)) return null;
  const dir = folderPath(folder);
  if (!dir) return memory.get(`${folder}/${name}`) ?? null;
  const path = join(dir, name);
  if (!existsSync(path)) return null;
  return { bytes: new Uint8Array(readFileSync(path)), contentType: contentTypeOf(name) };
};
