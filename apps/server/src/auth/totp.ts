import { mfaCodeSchema } from '@vigil/domain';
import { verify } from 'otplib';

/** Checks a six-digit authenticator code, allowing one 30 s step of clock drift either way. */
export async function verifyTotpCode(secret: string, code: string): Promise<boolean> {
  const parsed = mfaCodeSchema.safeParse({ code });
  if (!parsed.success) return false;
  try {
    const result = await verify({ secret, token: parsed.data.code, epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}
