/**
 * An investor's photo (`image_url`, founder-app.md §3) on cards, table rows and the profile: lazy loaded, with
 * alt text naming the investor; when there is no usable URL or the image fails to load, a circle with the
 * initials (decorative: the name is next to it).
 */
import { useState } from 'react';
import type { Investor } from '../../../../shared/schemas.js';
import { dashboardStrings as s } from '../strings.js';
import { initials, photoUrl } from './card-state.js';

export function InvestorPhoto({
  investor,
  size = 40,
}: {
  investor: Pick<Investor, 'name' | 'image_url'>;
  /** Pixels (square). */
  size?: number;
}) {
  const url = photoUrl(investor.image_url);
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (url && failed !== url) {
    return (
      <img
        className="fs-photo"
        src={url}
        alt={s.investors.photoAlt(investor.name)}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        style={style}
        onError={() => setFailed(url)}
      />
    );
  }
  return (
    <span className="fs-photo fs-photo--initials" aria-hidden="true" style={style}>
      {initials(investor.name)}
    </span>
  );
}
