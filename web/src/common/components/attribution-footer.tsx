/**
 * The data-attribution footer the licences of the imported investor data require (shared/attribution.ts,
 * data/README.md): each source with its licence link and what was changed. Plain React (no Cloudscape) so the
 * landing page and the dashboard can both show it. `compact` hides the "changed" notes and the page links.
 */
import { Link } from 'react-router-dom';
import { ATTRIBUTIONS, attributionText } from '../../../../shared/attribution.js';
import { PRODUCT_NAME, strings } from '../strings.js';

export interface AttributionFooterProps {
  compact?: boolean;
  /** Dark text on light background (default) or light text for dark surfaces. */
  tone?: 'light' | 'dark';
  /** Show the About / Contact / Privacy / Terms links (default true; the public footer has its own). */
  links?: boolean;
  /** Root element: a `footer` landmark (default) or a `div` inside another footer. */
  as?: 'footer' | 'div';
}

export function AttributionFooter({
  compact = false,
  tone = 'light',
  links = true,
  as: Root = 'footer',
}: AttributionFooterProps) {
  const colour = tone === 'dark' ? '#d1d5db' : '#414d5c';
  const linkColour = tone === 'dark' ? '#93c5fd' : '#0972d3';
  const linkStyle = { color: linkColour };
  return (
    <Root
      aria-label={Root === 'footer' ? strings.footer.dataHeading : undefined}
      style={{ color: colour, fontSize: 13, lineHeight: 1.5, fontFamily: 'inherit', padding: '16px 0' }}
    >
      {!compact && links && (
        <nav aria-label="Footer" style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginBottom: 12 }}>
          <Link to="/about" style={linkStyle}>
            {strings.footer.about}
          </Link>
          <Link to="/contact" style={linkStyle}>
            {strings.footer.contact}
          </Link>
          <Link to="/privacy" style={linkStyle}>
            {strings.footer.privacy}
          </Link>
          <Link to="/terms" style={linkStyle}>
            {strings.footer.terms}
          </Link>
        </nav>
      )}
      <p style={{ margin: '0 0 4px' }}>{strings.footer.dataIntro}</p>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {ATTRIBUTIONS.map((a) => (
          <li key={a.source}>
            <a href={a.url} style={linkStyle} target="_blank" rel="noopener noreferrer">
              {attributionText(a)}
            </a>{' '}
            (
            <a href={a.licenceUrl} style={linkStyle} target="_blank" rel="noopener noreferrer">
              {a.licence}
            </a>
            ){!compact && <span>. {a.changes}</span>}
          </li>
        ))}
      </ul>
      {!compact && (
        <p style={{ margin: '8px 0 0' }}>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      )}
    </Root>
  );
}
