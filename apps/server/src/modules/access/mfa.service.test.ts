import { describe, expect, it } from 'vitest';
import { totpUri } from './mfa.service.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the otpauth address an authenticator scans', () => {
  it.each([
    [
      'Google’s Key URI format by default: the issuer in the label and as a parameter',
      false,
      `otpauth://totp/Vigil%20InfraAI:pat.lee%40acme.test?secret=${SECRET}&issuer=Vigil%20InfraAI`,
    ],
    [
      'Microsoft Authenticator’s: the issuer prefix, the address as typed, no other parameter',
      true,
      `otpauth://totp/Vigil%20InfraAI:pat.lee@acme.test?secret=${SECRET}&issuer=Vigil%20InfraAI`,
    ],
  ])('%s', (_name, isMsAuth, uri) => {
    expect(
      totpUri({ issuer: 'Vigil InfraAI', account: 'pat.lee@acme.test', secret: SECRET, isMsAuth }),
    ).toBe(uri);
  });
});
