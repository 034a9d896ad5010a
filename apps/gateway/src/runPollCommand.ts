import { UPS_REGISTER_MAP } from '@vigil/simulator';
import { ModbusTcpClient, type ModbusTcpConfig } from './ModbusTcpClient.js';
import { pollModbus } from './pollModbus.js';

/**
 * Poll a device with the simulated UPS's register map once and write one JSON line per
 * point. Until equipment libraries reach the gateway, that map is the one it knows.
 * Resolves to the exit code: 0 when every point was read, 1 otherwise.
 */
export async function runPollCommand(
  config: ModbusTcpConfig,
  writeLine: (line: string) => void,
  now: () => Date = () => new Date(),
): Promise<number> {
  const client = ModbusTcpClient.fromConfig(config);
  try {
    await client.connect();
    const ts = now().toISOString();
    const results = await pollModbus(client, UPS_REGISTER_MAP);
    results.forEach((result, index) => {
      const unit = UPS_REGISTER_MAP[index]?.unit || undefined;
      writeLine(JSON.stringify({ ts, ...result, unit }));
    });
    return results.every((result) => 'value' in result) ? 0 : 1;
  } finally {
    await client.close();
  }
}
