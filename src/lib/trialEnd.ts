/** A trial's end (unix seconds) as the local day, YYYY-MM-DD: the same in the three languages. */
export function trialEndDate(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
