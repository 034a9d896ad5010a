import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LibraryFieldsFragment } from '../../../graphql/generated/graphql';
import { libraryTexts as texts } from '../libraryTexts';

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A library's own fields, as a list of terms and values (one column on a phone). */
export function LibraryDetails({ library }: { library: LibraryFieldsFragment }) {
  const { fields } = texts;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
      }}
    >
      <Entry term={fields.model}>{library.model}</Entry>
      <Entry term={fields.manufacturer}>{library.manufacturer}</Entry>
      <Entry term={fields.revision}>{library.docRevision ?? texts.none}</Entry>
      <Entry term={fields.tags}>
        {library.tags.length > 0 ? (
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
            {library.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" />
            ))}
          </Box>
        ) : (
          texts.none
        )}
      </Entry>
      <Entry term={fields.owner}>{library.owner ?? texts.builtIn}</Entry>
      <Entry term={fields.sysObjectID}>
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {library.sysObjectID ?? texts.none}
        </Box>
      </Entry>
      <Entry term={fields.protocols}>
        {library.protocols.length > 0 ? library.protocols.join(', ') : texts.noProtocols}
      </Entry>
      <Entry term={fields.modbusTemplate}>{library.modbusTemplate?.name ?? texts.none}</Entry>
      <Entry term={fields.snmpTemplate}>{library.snmpTemplate?.name ?? texts.none}</Entry>
      {library.archived ? <Entry term={fields.status}>{texts.archived}</Entry> : null}
    </Box>
  );
}
