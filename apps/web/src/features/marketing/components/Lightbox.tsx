import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { useState } from 'react';

export interface LightboxImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * An image that opens full screen on click, and closes on a click anywhere (spec access §2
 * product page). It is a link to the image file, so without JavaScript the image opens on its own.
 */
export function Lightbox({ image }: { image: LightboxImage }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box
        component="a"
        href={image.src}
        aria-label={`Enlarge: ${image.alt}`}
        onClick={(event: React.MouseEvent) => {
          event.preventDefault();
          setOpen(true);
        }}
        sx={{ display: 'block', cursor: 'zoom-in', lineHeight: 0 }}
      >
        <Box
          component="img"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          sx={{ width: '100%', height: 'auto', borderRadius: 1, boxShadow: 1 }}
        />
      </Box>
      <Dialog
        fullScreen
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': image.alt, sx: { bgcolor: 'rgba(0, 0, 0, 0.9)' } } }}
      >
        <Box
          role="button"
          tabIndex={0}
          aria-label="Close image"
          onClick={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') setOpen(false);
          }}
          sx={{
            flexGrow: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 2,
            cursor: 'zoom-out',
          }}
        >
          <Box
            component="img"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sx={{ maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto' }}
          />
        </Box>
      </Dialog>
    </>
  );
}
