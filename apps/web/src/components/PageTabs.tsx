import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface PageTabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  labels: Record<T, string>;
  onChange: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Each tab's id is `${idPrefix}-${tab}`; the panel is labelled by the selected one's. */
  idPrefix: string;
  panelId: string;
}

/** A page's tabs (a list page's `tab` query), scrollable on a phone, above its one panel. */
export function PageTabs<T extends string>({
  tabs,
  value,
  labels,
  onChange,
  label,
  idPrefix,
  panelId,
}: PageTabsProps<T>) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={value}
        onChange={(_event, next: T) => onChange(next)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={labels[tab]}
            id={`${idPrefix}-${tab}`}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
    </Box>
  );
}
