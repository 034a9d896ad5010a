import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useId, useState } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface EquipmentFilterMenuProps {
  /** The filter's name, shown while nothing is chosen and naming the menu. */
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  /** Many choices (checkboxes) or one (choosing it again clears it). */
  multiple: boolean;
  onChange: (selected: string[]) => void;
  emptyText?: string;
}

/**
 * A filter as a chip that opens a menu of its choices. The chip shows what is chosen and clears
 * it with its delete icon (or Backspace); each choice is a menu item checkbox or radio.
 */
export function EquipmentFilterMenu({
  label,
  options,
  selected,
  multiple,
  onChange,
  emptyText,
}: EquipmentFilterMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const chosen = options.filter((option) => selected.includes(option.value));
  const active = selected.length > 0;
  const text = active
    ? multiple
      ? `${label}: ${chosen.map((option) => option.label).join(', ') || selected.join(', ')}`
      : (chosen[0]?.label ?? label)
    : label;

  const toggle = (value: string) => {
    if (multiple) {
      onChange(
        selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value],
      );
    } else {
      onChange(selected.includes(value) ? [] : [value]);
      setAnchor(null);
    }
  };

  return (
    <>
      <Chip
        label={text}
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'outlined'}
        icon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        onDelete={active ? () => onChange([]) : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        data-testid={`equipment-filter-${label.toLowerCase()}`}
        sx={{ maxWidth: '100%' }}
      />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': label } }}
      >
        {options.length === 0 && emptyText ? <MenuItem disabled>{emptyText}</MenuItem> : null}
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <MenuItem
              key={option.value}
              role={multiple ? 'menuitemcheckbox' : 'menuitemradio'}
              aria-checked={checked}
              selected={checked}
              onClick={() => toggle(option.value)}
            >
              <ListItemIcon>{checked ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText>{option.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
