/**
 * An accessible action-usage bar with the spec's colours (founder-app.md §4 "Usage bar colours": yellow from 70 %,
 * red from 90 %). Cloudscape's ProgressBar has no colour option, so this is a `role="progressbar"` element with
 * the values in ARIA attributes; the colour is never the only signal (the card states the numbers in text).
 */
import { usageColour, usagePercent, type UsageLike } from './usage.js';

export interface UsageBarProps {
  usage: UsageLike;
  /** Accessible name, e.g. 'Free Plan actions used'. */
  label: string;
}

export function UsageBar({ usage, label }: UsageBarProps) {
  const percent = usagePercent(usage);
  const colour = usageColour(percent);
  const limit = usage.limit ?? 0;
  return (
    <div
      className="fs-usage-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={Math.min(usage.used, limit)}
      aria-valuetext={`${usage.used} of ${limit} actions used (${Math.round(percent)}%)`}
      data-colour={colour}
    >
      <div className="fs-usage-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
