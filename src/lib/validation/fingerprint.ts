/**
 * Which schema a generated validator was made from: a hash of the entity's JSON and of the
 * shared definitions it was generated with. The console uses a generated validator only when
 * the server's schema has the same fingerprint (a server may serve other or newer schemas).
 */

/** FNV-1a (32 bits) of a text, as 8 hex digits: a change detector, not a security measure. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The JSON as the server sends it: the file's own key order. */
export function schemaFingerprint(schema: object, shared: readonly object[]): string {
  return `${fnv1a(JSON.stringify(schema))}-${fnv1a(JSON.stringify(shared))}`;
}
