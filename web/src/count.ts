/**
 * Whole numbers with thousands separators as 'en-US' writes them ('1,136'), without `Intl` (issue 23 "Speed"): a
 * page's first `Intl.NumberFormat` costs 40-110 ms of main thread while Chromium loads its locale data (measured
 * in headless Chromium, a fresh page each time), and the Investor Database's first screen only shows counts. Any
 * number that is not a safe integer goes to `toLocaleString('en-US')`.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
