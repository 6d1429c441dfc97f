/**
 * A centred spinner for whole-page waits (route chunks loading, the first session check). Plain React and CSS,
 * no Cloudscape, so the landing chunk can use it too. Announced to screen readers as a status. The label is
 * visible text (not only for screen readers), so the first paint of a route that waits for its code or the
 * session check is a contentful one (Lighthouse FCP; issue 13 "Speed").
 */
import { strings } from '../strings.js';

const KEYFRAMES = '@keyframes fundscout-spin { to { transform: rotate(360deg); } }';

export function FullPageSpinner({ label = strings.common.loading }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        minHeight: '60vh',
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 12,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <style>{KEYFRAMES}</style>
      <span
        aria-hidden="true"
        style={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          border: '4px solid #d5dbdb',
          borderTopColor: '#0972d3',
          animation: 'fundscout-spin 0.8s linear infinite',
        }}
      />
      <span style={{ color: '#5f6b7a', fontSize: 14 }}>{label}</span>
    </div>
  );
}
