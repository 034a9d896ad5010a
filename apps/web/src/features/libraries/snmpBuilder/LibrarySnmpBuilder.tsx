import Box from '@mui/material/Box';
import BuildIcon from '@mui/icons-material/Build';
import { useCustomerID } from '../../../app/hooks/useCustomerID';
import { SnmpBuilderButton } from './SnmpBuilderButton';
import { SnmpTemplateBuilderDialog } from './SnmpTemplateBuilderDialog';
import type { BuilderLibrary } from './SnmpTemplateBuilderDialog';
import { snmpBuilderTexts as texts } from './snmpBuilderTexts';

export interface LibrarySnmpBuilderProps {
  library: BuilderLibrary;
  hasTemplate: boolean;
}

/**
 * A library's SNMP tab's way into the builder, for users who may update the customer's own
 * libraries: Build (no template yet) or Replace, and the builder itself, which saves with the
 * library's id.
 */
export function LibrarySnmpBuilder({ library, hasTemplate }: LibrarySnmpBuilderProps) {
  const { customerID, customerSegment } = useCustomerID();
  if (!customerID) return null;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <SnmpBuilderButton variant="outlined" startIcon={<BuildIcon />}>
          {hasTemplate ? texts.replace : texts.build}
        </SnmpBuilderButton>
      </Box>
      <SnmpTemplateBuilderDialog
        customerID={customerID}
        customerSegment={customerSegment}
        library={library}
      />
    </>
  );
}
