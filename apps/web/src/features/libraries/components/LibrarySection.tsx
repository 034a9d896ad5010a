import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface LibrarySectionProps {
  /** The heading's id, which names what the section lists (its table). */
  headingId: string;
  title: string;
  /** One line on what the section is for. */
  intro: string;
  /** The section's button, e.g. Edit; none for users who may not change the library. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled part of a library's details tab: heading and button on one line, wrapping on a phone. */
export function LibrarySection({ headingId, title, intro, action, children }: LibrarySectionProps) {
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}
