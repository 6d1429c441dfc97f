/**
 * Page links drawn and announced like Cloudscape's Pagination (issue 23 "Speed": the Investor Database's first
 * screen without Cloudscape; docs/decisions/0053-investor-database-without-cloudscape.md): previous, at most 7 page
 * numbers with the first and last always shown and '...' for the gaps, next. The current page is `aria-current`;
 * the labels come from the caller (`Page 2 of all pages`, 'Next page'). `pageRange` is Cloudscape's own rule
 * (pagination/utils.js `getPaginationState`, Apache-2.0), so the numbers shown are the same as before.
 */
import { LiteIcon } from './icon.js';
import './pagination.css';

/** The page numbers between the first and the last, and whether dots stand before or after them. */
export function pageRange(current: number, total: number) {
  const controls = 7;
  const delta = Math.floor(controls / 2);
  const lower = 2;
  const upper = total - 1;
  let left = current - delta;
  let right = current + delta;
  if (left < lower) {
    right += lower - left;
    left = lower;
  }
  if (right > upper) {
    left -= right - upper;
    right = upper;
  }
  left = Math.max(left, 2);
  right = Math.min(right, upper);
  const leftDots = left > 2;
  const rightDots = right < upper;
  if (leftDots) left += 1;
  if (rightDots) right -= 1;
  const middle: number[] = [];
  for (let page = left; page <= right; page += 1) middle.push(page);
  return { leftDots, rightDots, middle };
}

export interface LitePaginationProps {
  currentPageIndex: number;
  pagesCount: number;
  disabled?: boolean;
  ariaLabels: {
    nextPageLabel: string;
    previousPageLabel: string;
    pageLabel: (page: number) => string;
    paginationLabel: string;
  };
  onChange: (page: number) => void;
}

export function LitePagination({
  currentPageIndex,
  pagesCount,
  disabled = false,
  ariaLabels,
  onChange,
}: LitePaginationProps) {
  const total = Math.max(1, pagesCount);
  const current = Math.min(Math.max(1, currentPageIndex), total);
  const { leftDots, rightDots, middle } = pageRange(current, total);
  const number = (page: number) => (
    <li key={page}>
      <button
        type="button"
        className="fs-pagination__page"
        aria-label={ariaLabels.pageLabel(page)}
        aria-current={page === current}
        disabled={disabled}
        onClick={() => {
          if (page !== current) onChange(page);
        }}
      >
        {page}
      </button>
    </li>
  );
  const dots = (key: string) => (
    <li key={key} className="fs-pagination__dots" aria-hidden="true">
      ...
    </li>
  );
  return (
    <ul className="fs-pagination" aria-label={ariaLabels.paginationLabel}>
      <li>
        <button
          type="button"
          className="fs-pagination__arrow"
          aria-label={ariaLabels.previousPageLabel}
          disabled={disabled || current === 1}
          onClick={() => onChange(current - 1)}
        >
          <LiteIcon name="angle-left" />
        </button>
      </li>
      {number(1)}
      {leftDots && dots('left')}
      {middle.map(number)}
      {rightDots && dots('right')}
      {total > 1 && number(total)}
      <li>
        <button
          type="button"
          className="fs-pagination__arrow"
          aria-label={ariaLabels.nextPageLabel}
          disabled={disabled || current === total}
          onClick={() => onChange(current + 1)}
        >
          <LiteIcon name="angle-right" />
        </button>
      </li>
    </ul>
  );
}
