/** Text a person can read back: no control characters apart from tab and line breaks. */
const READABLE = /^[^\p{Cc}\uFFFD]*$/u;

/**
 * An OCTET STRING as snmpwalk shows it: its text when it is readable UTF-8, else its bytes in
 * hex ('0x001A2B'), so a MAC address or a NUL never reaches the server as broken text.
 */
export function octetText(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  if (READABLE.test(text.replace(/[\t\r\n]/g, ' '))) return text;
  return `0x${bytes.toString('hex').toUpperCase()}`;
}
