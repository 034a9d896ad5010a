import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useEffect, useState } from 'react';
import type { Testimonial } from '../landingContent';

/** The carousel's default pace (spec access §9). */
export const CAROUSEL_INTERVAL_MS = 10_000;

export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  intervalMs?: number;
}

/**
 * One testimonial at a time, moving on every intervalMs. A visitor can pause it (it also waits
 * while the pointer or the focus is on it) and pick one with the dots.
 */
export function TestimonialCarousel({
  testimonials,
  intervalMs = CAROUSEL_INTERVAL_MS,
}: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = testimonials.length;
  const running = !paused && !held && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs]);

  const current = testimonials[index];
  if (!current) return null;
  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      sx={{ textAlign: 'center', maxWidth: 760, mx: 'auto' }}
    >
      {/* Announced only when the visitor moves it, not on every automatic turn. */}
      <Box
        component="figure"
        aria-live={running ? 'off' : 'polite'}
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        sx={{ m: 0, minHeight: 140 }}
      >
        <Typography component="blockquote" variant="h6" sx={{ m: 0, fontStyle: 'italic' }}>
          “{current.quote}”
        </Typography>
        <Typography component="figcaption" color="text.secondary" sx={{ mt: 1 }}>
          {current.role}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1 }}>
        <IconButton
          size="small"
          aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <PlayArrowIcon /> : <PauseIcon />}
        </IconButton>
        {testimonials.map((testimonial, i) => (
          <Box
            key={testimonial.quote}
            component="button"
            type="button"
            aria-label={`Testimonial ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            sx={{
              width: 12,
              height: 12,
              p: 0,
              border: 0,
              borderRadius: '50%',
              cursor: 'pointer',
              bgcolor: i === index ? 'primary.main' : 'grey.400',
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
