// Fails when the committed generated GraphQL files differ from what the SDL and documents give.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const targets = ['apps/server/src/graphql/generated', 'apps/web/src/graphql/generated'];

function snapshot(dir) {
  const files = new Map();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  try {
    walk(dir);
  } catch {
    // a missing folder is an empty snapshot
  }
  return files;
}

const backup = mkdtempSync(join(tmpdir(), 'vigil-codegen-'));
const before = targets.map((t) => snapshot(t));
targets.forEach((t, i) => existsSync(t) && cpSync(t, join(backup, String(i)), { recursive: true }));
let stale = [];
try {
  execFileSync('npm', ['run', '--silent', 'codegen'], { stdio: ['ignore', 'ignore', 'inherit'] });
  targets.forEach((t, i) => {
    const after = snapshot(t);
    const names = new Set([...before[i].keys(), ...after.keys()]);
    for (const name of names) {
      if (before[i].get(name) !== after.get(name)) stale.push(join(t, name));
    }
  });
} finally {
  targets.forEach((t, i) => {
    rmSync(t, { recursive: true, force: true });
    const saved = join(backup, String(i));
    if (existsSync(saved)) cpSync(saved, t, { recursive: true });
  });
  rmSync(backup, { recursive: true, force: true });
}
if (stale.length) {
  console.error(
    `Generated GraphQL files are stale; run \`npm run codegen\`:\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('Generated GraphQL files are up to date.');
