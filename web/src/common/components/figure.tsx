/**
 * One figure of the catalogue on a marketing page (common/catalogue-stats.ts): while the stats load, the fallback
 * text is laid out but invisible (a grey block in its place, hidden from assistive technology), so the page does not
 * move when the real figure arrives; then the figure itself. Inline styles: the /auth page does not load public.css.
 */
import type { CatalogueFigures } from '../catalogue-stats.js';

const LOADING = { color: 'transparent', background: '#94a3b840', borderRadius: 6 } as const;

export function Figure({
  figures,
  name,
  state,
}: {
  figures: CatalogueFigures;
  name: 'investors' | 'types' | 'sources';
  state: 'loading' | 'ready' | 'fallback';
}) {
  const loading = state === 'loading';
  return (
    <span
      style={loading ? LOADING : undefined}
      aria-hidden={loading || undefined}
      data-figure={name}
      data-state={state}
    >
      {figures[name]}
    </span>
  );
}

/** A figure tile: its number from the stats (`figure`) or a static `value`, and its label. */
export type FigureItem =
  { figure: 'investors' | 'types' | 'sources'; label: string } | { value: string; label: string };

/** A list of figure tiles (`<dl>`, label as `<dt>`, number as `<dd>`), busy while the stats load. */
export function FigureList({
  className,
  items,
  figures,
  state,
}: {
  className: string;
  items: readonly FigureItem[];
  figures: CatalogueFigures;
  state: 'loading' | 'ready' | 'fallback';
}) {
  return (
    <dl className={className} aria-busy={state === 'loading'}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>
            {'figure' in item ? <Figure figures={figures} name={item.figure} state={state} /> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
