import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface CpuShare {
  name: string;
  selfMs: number;
  /** Share of the non-idle samples. */
  share: number;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Which part of the stack a function belongs to: a package, a server file, the engine. */
function areaOf(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('wasm://')) return 'PGlite (WebAssembly)';
  if (url.startsWith('node:')) return 'Node internals (streams, http, timers)';
  const local = url.replace(/^file:\/\//, '').replace(repoRoot, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(local);
  if (pkg) return pkg[1] === '@electric-sql/pglite' ? 'PGlite (JavaScript)' : `${pkg[1]}`;
  return local;
}

/**
 * Runs `run` under the V8 sampling profiler of this process and reports self time by area and
 * by function, idle excluded. The raw profile is kept for Chrome DevTools (`file`).
 */
export async function profileCpu<T>(run: () => Promise<T>, file?: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  let value: T;
  let profile: Profile;
  try {
    value = await run();
  } finally {
    profile = ((await session.post('Profiler.stop')) as { profile: Profile }).profile;
    session.disconnect();
  }
  if (file) writeFileSync(file, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node);
  /** Native code (no script) is charged to the nearest caller that has one. */
  const scriptOf = (node: ProfileNode) => {
    let current: ProfileNode | undefined = node;
    while (current && !current.callFrame.url) current = parentOf.get(current.id);
    return current;
  };
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i] as number);
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const { functionName } = node.callFrame;
    const caller = functionName.startsWith('(') ? undefined : scriptOf(node);
    // Stopping the profiler serialises the profile inside this process; that is not the server.
    if (caller?.callFrame.url === 'node:inspector') continue;
    busy += delta;
    const area = caller ? areaOf(caller.callFrame.url) : functionName;
    areas.set(area, (areas.get(area) ?? 0) + delta);
    const callerName =
      caller && caller !== node ? ` ← ${caller.callFrame.functionName || '(anonymous)'}` : '';
    const name = `${functionName || '(anonymous)'}${callerName} [${area}]`;
    functions.set(name, (functions.get(name) ?? 0) + delta);
  }
  const top = (map: Map<string, number>, n: number): CpuShare[] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, selfMs]) => ({ name, selfMs, share: busy > 0 ? selfMs / busy : 0 }));
  return { value, busyMs: busy, areas: top(areas, 10), functions: top(functions, 12) };
}
