// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS } from '../landingContent';
import { CAROUSEL_INTERVAL_MS, TestimonialCarousel } from './TestimonialCarousel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const shown = () => screen.getByRole('blockquote').textContent;
const quote = (i: number) => `“${TESTIMONIALS[i]!.quote}”`;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('TestimonialCarousel', () => {
  it('rotates every 10000 ms by default, back to the first after the last', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(10_000);
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    expect(shown()).toBe(quote(0));
    advance(9_999);
    expect(shown()).toBe(quote(0));
    advance(1);
    expect(shown()).toBe(quote(1));
    advance(10_000);
    expect(shown()).toBe(quote(2));
    advance(10_000);
    expect(shown()).toBe(quote(0));
  });

  it('pauses and plays on request, and jumps to a chosen testimonial', () => {
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    advance(30_000);
    expect(shown()).toBe(quote(0));
    fireEvent.click(screen.getByRole('button', { name: 'Testimonial 3' }));
    expect(shown()).toBe(quote(2));
    expect(screen.getByRole('button', { name: 'Testimonial 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    advance(10_000);
    expect(shown()).toBe(quote(0));
  });

  it('waits while the pointer is on it', () => {
    render(<TestimonialCarousel testimonials={TESTIMONIALS} intervalMs={5_000} />);
    const carousel = screen.getByRole('group', { name: 'Testimonials' });
    fireEvent.mouseEnter(carousel);
    advance(20_000);
    expect(shown()).toBe(quote(0));
    fireEvent.mouseLeave(carousel);
    advance(5_000);
    expect(shown()).toBe(quote(1));
  });
});
