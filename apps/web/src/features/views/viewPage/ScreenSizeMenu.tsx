import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DevicesIcon from '@mui/icons-material/Devices';
import { VIEW_SIZES, VIEW_SIZE_LABELS } from '@vigil/domain';
import type { ViewSize } from '@vigil/domain';
import { useId, useState } from 'react';
import { viewTexts } from './viewTexts';

/** The Screen Size menu: Auto (by the window), Mobile or Desktop. */
export function ScreenSizeMenu({
  value,
  onChange,
}: {
  value: ViewSize;
  onChange: (size: ViewSize) => void;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<DevicesIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {viewTexts.screenSizeIs(VIEW_SIZE_LABELS[value])}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {VIEW_SIZES.map((size) => (
          <MenuItem
            key={size}
            selected={size === value}
            aria-checked={size === value}
            role="menuitemradio"
            onClick={() => {
              onChange(size);
              setAnchor(null);
            }}
          >
            {VIEW_SIZE_LABELS[size]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
