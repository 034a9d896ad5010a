import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { Ref } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/DebouncedSearchField';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { ReportViewsDocument } from '../../../graphql/generated/graphql';
import { reportTexts as texts } from '../reportTexts';

/** The dashboards one search shows: enough to find one by typing part of its name. */
export const REPORT_VIEWS_LIMIT = 50;

export interface PickedView {
  id: string;
  name: string;
}

export interface ReportViewPickerProps {
  customerID: string;
  value: PickedView | null;
  onChange: (view: PickedView | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A dashboard of the customer for a scheduled report, searched on the server by name: only those
 * the user may update, since the server schedules no other.
 */
export function ReportViewPicker({
  customerID,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  disabled = false,
}: ReportViewPickerProps) {
  const [input, setInput] = useState('');
  // Typing the chosen view's name (the picker shows it) is not a search.
  const search = useDebouncedValue(input === value?.name ? '' : input.trim(), SEARCH_DEBOUNCE_MS);
  const answer = useQuery(
    ReportViewsDocument,
    // A schedule keeps its view, so an edit's picker only shows it.
    disabled
      ? skipToken
      : { variables: { customerID, query: search || undefined, limit: REPORT_VIEWS_LIMIT } },
  );
  const shown = answer.data ?? answer.previousData;
  const options = useMemo(() => {
    const views: PickedView[] = (shown?.views ?? [])
      .filter((view) => view.canUpdate)
      .map(({ id, name }) => ({ id, name }));
    // The chosen view stays an option while another search is shown.
    return value && !views.some((view) => view.id === value.id) ? [value, ...views] : views;
  }, [shown, value]);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      // The server searched; the options are what fit.
      filterOptions={(all) => all}
      getOptionLabel={(view) => view.name}
      getOptionKey={(view) => view.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      autoHighlight
      disabled={disabled}
      loading={answer.loading}
      loadingText={texts.loadingViews}
      noOptionsText={answer.error ? answer.error.message : texts.noViews}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={texts.viewField}
          margin="normal"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true },
          }}
          error={Boolean(error)}
          helperText={error ?? texts.viewHelp}
        />
      )}
    />
  );
}
