import { describe, expect, it } from 'vitest';
import { registerGatewaySchema, updateGatewaySchema } from './gatewayForms.js';
import { messages } from './messages.js';

const range = messages.pollIntervalRange(5, 86_400);
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('registerGatewaySchema', () => {
  it.each<[object, object]>([
    [{ name: ' Site A ' }, { name: 'Site A', pollInterval: 60 }],
    [
      { name: 'Site A', pollInterval: 5 },
      { name: 'Site A', pollInterval: 5 },
    ],
    [{ name: 'Site A', externalID: ' SN-0042 ' }, { externalID: 'SN-0042' }],
    [{ name: 'Site A', externalID: '   ' }, { externalID: undefined }],
    [{ name: 'Site A', externalID: null }, { externalID: undefined }],
  ])('%j → %j', (input, expected) => {
    expect(registerGatewaySchema.parse(input)).toMatchObject(expected);
  });

  it.each<[object, string]>([
    [{ name: '  ' }, messages.required],
    [{ name: 'x'.repeat(101) }, messages.tooLong(100)],
    [{ name: 'Site', pollInterval: 4 }, range],
    [{ name: 'Site', pollInterval: 86_401 }, range],
    [{ name: 'Site', pollInterval: 7.5 }, range],
    [{ name: 'Site', externalID: 'S'.repeat(101) }, messages.tooLong(100)],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(registerGatewaySchema.safeParse(input))).toBe(message);
  });
});

describe('updateGatewaySchema', () => {
  it.each<[object, object]>([
    [{}, {}],
    [{ name: null, pollInterval: null }, { name: null }],
    [{ name: ' Site B ' }, { name: 'Site B' }],
    [{ pollInterval: 86_400 }, { pollInterval: 86_400 }],
  ])('%j → %j', (input, expected) => {
    expect(updateGatewaySchema.parse(input)).toMatchObject(expected);
  });

  it.each<[object, string]>([
    [{ name: '' }, messages.required],
    [{ name: 'x'.repeat(101) }, messages.tooLong(100)],
    [{ pollInterval: 1 }, range],
    [{ pollInterval: 100_000 }, range],
  ])('refuses %j with %s', (input, message) => {
    expect(firstMessage(updateGatewaySchema.safeParse(input))).toBe(message);
  });
});
