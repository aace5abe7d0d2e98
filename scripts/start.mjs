// `npm start`: build the web app when it is missing or older than its sources, then run the server
// (it migrates, seeds an empty database and listens).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`Node ${process.version} is too old: run \`npm start\`, which uses the project's own Node 24.`);
  process.exit(1);
}
console.log(`node ${process.version}`);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const index = path.join(root, 'apps/web/dist/index.html');

function newestIn(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/contracts/src'].map((p) =>
  path.join(root, p),
);
const sourcesTime = Math.max(
  ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestIn(p) : fs.statSync(p).mtimeMs)),
);
if (!fs.existsSync(index) || fs.statSync(index).mtimeMs < sourcesTime) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

register();
await import('../apps/server/src/server.ts');
