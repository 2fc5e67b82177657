#!/usr/bin/env node
/**
 * `npm start`: the local API (port 5013) and the Vite dev server (port 5173) in one terminal.
 * Output is prefixed per process; Ctrl-C (SIGINT/SIGTERM) stops both, and if one exits the other is stopped.
 * Only node:child_process, no extra dependency.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) =>
  resolve(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const apiPort = process.env.LOCAL_API_PORT ?? '5013';

const colors = { api: '\x1b[36m', web: '\x1b[35m' };
const reset = '\x1b[0m';
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

const services = [
  { name: 'api', command: bin('tsx'), args: ['local-api/server.ts'], env: { PORT: apiPort } },
  {
    name: 'web',
    command: bin('vite'),
    args: ['--port', '5173', ...process.argv.slice(process.argv[2] === '--' ? 3 : 2)],
    env: {},
  },
];

const children = new Map();
let stopping = false;
let exitCode = 0;

const prefix = (name) => (useColor ? `${colors[name]}[${name}]${reset} ` : `[${name}] `);

const pipe = (stream, name, target) => {
  createInterface({ input: stream }).on('line', (line) => target.write(`${prefix(name)}${line}\n`));
};

const stopAll = (signal = 'SIGTERM') => {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  // Last resort if a child ignores the signal.
  setTimeout(() => {
    for (const child of children.values()) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 5000).unref();
};

for (const service of services) {
  const child = spawn(service.command, service.args, {
    cwd: root,
    env: {
      ...process.env,
      ...service.env,
      ...(useColor && !process.env.FORCE_COLOR ? { FORCE_COLOR: '1' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(service.name, child);
  pipe(child.stdout, service.name, process.stdout);
  pipe(child.stderr, service.name, process.stderr);
  child.on('error', (error) => {
    process.stderr.write(`${prefix(service.name)}could not start: ${error.message}\n`);
    exitCode = 1;
    stopAll();
  });
  child.on('exit', (code, signal) => {
    children.delete(service.name);
    if (!stopping) {
      process.stderr.write(
        `${prefix(service.name)}exited (${signal ?? code}); stopping the other process\n`,
      );
      exitCode = code ?? 1;
      stopAll();
    }
    if (children.size === 0) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stopAll(signal));
}

process.stdout.write(
  `${prefix('api')}local API on http://localhost:${apiPort}\n${prefix('web')}shop on http://localhost:5173\n`,
);
