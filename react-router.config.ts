import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { removeModulePreloads } from './scripts/module-preloads.ts';
import { stageModules } from './scripts/module-stages.ts';
import { prerenderPaths, stopBuildApi } from './scripts/prerender-paths.ts';
import { writeScriptPolicies } from './scripts/script-policy.ts';

// One static folder to serve: <buildDirectory>/client (the e2e run and the bench build their own).
const buildDirectory = process.env.BUILD_DIR ?? 'build';

export default {
  appDirectory: 'src/app',
  buildDirectory,
  // No server at run time: the public pages are prerendered, every other path gets the SPA fallback.
  ssr: false,
  prerender: prerenderPaths,
  async buildEnd() {
    await stopBuildApi();
    const client = join(buildDirectory, 'client');
    removeModulePreloads(client);
    stageModules(client);
    writeScriptPolicies(buildDirectory);
  },
} satisfies Config;
