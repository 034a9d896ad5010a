// Generated MIB modules for the MIB thread's tests: a big one, and a pathological one.

const HEAD = (name: string) => [
  `${name} DEFINITIONS ::= BEGIN`,
  'IMPORTS OBJECT-TYPE, Integer32, enterprises FROM SNMPv2-SMI;',
  `bigRoot OBJECT IDENTIFIER ::= { enterprises 99998 }`,
];

/** A valid module of `count` scalars under one node (10,000 make about 2 MiB). */
export function bigMib(count: number, name = 'BIG-MIB'): string {
  const lines = HEAD(name);
  for (let i = 1; i <= count; i += 1) {
    lines.push(
      `bigValue${i} OBJECT-TYPE`,
      '    SYNTAX Integer32 (0..100)',
      '    MAX-ACCESS read-only',
      '    STATUS current',
      `    DESCRIPTION "Value number ${i} of a generated module, as long as a vendor's."`,
      `    ::= { bigRoot ${i} }`,
    );
  }
  lines.push('END', '');
  return lines.join('\n');
}

/**
 * A valid module of `depth` nodes, each under the one before: net-snmp's parser takes time
 * quadratic in the depth (20,000 nodes, 0.8 MB, take about a minute).
 */
export function deepChainMib(depth: number, name = 'DEEP-MIB'): string {
  const lines = HEAD(name);
  for (let i = 1; i <= depth; i += 1) {
    lines.push(`deep${i} OBJECT IDENTIFIER ::= { ${i === 1 ? 'bigRoot' : `deep${i - 1}`} 1 }`);
  }
  lines.push('END', '');
  return lines.join('\n');
}
