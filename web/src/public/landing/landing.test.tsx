// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PLANS } from '../../../../shared/vocabulary.js';
import { publicStrings } from '../strings.js';
import { Faq } from './faq.js';
import { MAX_YEARLY_DISCOUNT, Pricing, priceView } from './pricing.js';

afterEach(cleanup);

/** The FAQ answers currently shown. */
const openAnswers = () => [...document.querySelectorAll('.ps-faq__answer:not([hidden])')];

describe('FAQ accordion', () => {
  it('opens one item at a time and closes the open one when pressed again', () => {
    render(<Faq />);
    const questions = screen.getAllByRole('button');
    const [first, second] = questions;
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);

    fireEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'What is an action?' })).toBeTruthy();

    fireEvent.click(second!);
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(second!.getAttribute('aria-expanded')).toBe('true');
    expect(openAnswers()).toHaveLength(1);

    fireEvent.click(second!);
    expect(second!.getAttribute('aria-expanded')).toBe('false');
    expect(openAnswers()).toHaveLength(0);
  });

  it('holds the support mail link and the demo link', () => {
    render(<Faq />);
    fireEvent.click(screen.getByRole('button', { name: /How do I get help/ }));
    expect(screen.getByRole('link', { name: /support@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: 'Schedule a demo' }).getAttribute('href')).toMatch(
      /^mailto:.*subject=Demo/,
    );
  });
});

describe('pricing from the plan table', () => {
  it('shows monthly prices by default and yearly prices with the computed savings after the toggle', () => {
    render(
      <MemoryRouter>
        <Pricing />
      </MemoryRouter>,
    );
    const starter = PLANS.find((p) => p.tier === 'starter')!;
    const card = () => within(screen.getByTestId('plan-starter'));
    expect(card().getByTestId('price-starter').textContent).toBe(`$${starter.monthlyPrice}/month`);
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Yearly' }));

    expect(card().getByTestId('price-starter').textContent).toBe(`$${starter.yearlyPrice}/year`);
    expect(card().getByText(`Save $${starter.monthlyPrice * 12 - starter.yearlyPrice!} a year`)).toBeTruthy();
    expect(within(screen.getByTestId('plan-free')).getByTestId('price-free').textContent).toBe('$0/month');
    expect(screen.getByText(`Save up to ${MAX_YEARLY_DISCOUNT}%`)).toBeTruthy();
  });

  it('derives every figure from PLANS', () => {
    expect(MAX_YEARLY_DISCOUNT).toBe(17);
    for (const plan of PLANS) {
      const yearly = priceView(plan, 'yearly');
      expect(yearly.amount).toBe(plan.yearlyPrice ?? plan.monthlyPrice);
      expect(priceView(plan, 'monthly').amount).toBe(plan.monthlyPrice);
    }
  });
});

describe('what the landing says is true (issue 23)', () => {
  it('lists on the plan cards only features that exist', () => {
    render(
      <MemoryRouter>
        <Pricing />
      </MemoryRouter>,
    );
    for (const invented of ['White-label', 'Dedicated account manager'])
      expect(screen.queryByText(new RegExp(invented, 'i'))).toBeNull();
    expect(screen.getByText(/Priority support/)).toBeTruthy();
  });

  it('shows no invented people, quotes or star ratings (the sample stories are gone)', () => {
    const text = JSON.stringify(publicStrings);
    expect('testimonials' in publicStrings.landing).toBe(false);
    for (const invented of [/Sample stories/i, /out of 5/i, /★/, /Maya Chen|Daniel Okafor|Sofia Marques/])
      expect(text).not.toMatch(invented);
  });
});
