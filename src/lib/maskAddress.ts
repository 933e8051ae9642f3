/** A notification's address as the pages show it (issue 13 §4: every notification of an alarm, its receiver's number not in full). */
/** 13800000001 → 138****0001; an e-mail keeps its first letter and domain. */
export function maskAddress(address: string): string {
  if (/^\+?\d{7,}$/.test(address)) return `${address.slice(0, address.length - 8)}****${address.slice(-4)}`;
  const at = address.indexOf('@');
  if (at > 0) return `${address[0]}***${address.slice(at)}`;
  return address.length > 6 ? `${address.slice(0, 3)}***${address.slice(-2)}` : address;
}
