import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';

/** Typing settles for this long before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface DebouncedSearchFieldProps {
  label: string;
  /** The search in effect (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (value: string) => void;
}

/** A search box that hands its text on after a pause, and follows outside changes to the search. */
export function DebouncedSearchField({ label, value, onSearch }: DebouncedSearchFieldProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  /** The search last handed on, so its echo does not overwrite further typing. */
  const [sent, setSent] = useState(value);
  // The search changed by itself (Back, a link, clearing filters): show it.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent) return;
    const timer = setTimeout(() => {
      setSent(trimmed);
      onSearch(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, onSearch]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        const trimmed = text.trim();
        // Enter searches at once rather than after the pause.
        if (event.key === 'Enter' && trimmed !== sent) {
          setSent(trimmed);
          onSearch(trimmed);
        }
      }}
      sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 400 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
