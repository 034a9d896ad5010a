import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Every SDL file of the contract, base first, in a stable order. */
export const sdlFiles: readonly string[] = readdirSync(here)
  .filter((name) => name.endsWith('.graphql'))
  .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
  .map((name) => join(here, name));

export const typeDefs: readonly string[] = sdlFiles.map((file) => readFileSync(file, 'utf8'));
