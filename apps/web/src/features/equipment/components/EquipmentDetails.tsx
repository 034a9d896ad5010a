import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SensorsIcon from '@mui/icons-material/Sensors';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import { useQuery } from '@apollo/client/react';
import {
  ACTION_LABELS,
  assetsPath,
  equipmentFilesPath,
  equipmentLogsPath,
  equipmentPagePath,
  equipmentTrapsPath,
  messages,
} from '@vigil/domain';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useHasPermission } from '../../../app/hooks/useHasPermission';
import { useNow } from '../../../app/hooks/useNow';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import {
  EquipmentAssetViewsDocument,
  EquipmentDetailsDocument,
} from '../../../graphql/generated/graphql';
import type { EquipmentFieldsFragment } from '../../../graphql/generated/graphql';
import { formatLocalTime } from '../../../components/formatUpdated';
import { ConfigureCardsDialog } from '../../gatewayActions/components/ConfigureCardsDialog';
import { snmpWalkPath } from '../../gatewayActions/gatewayActionPaths';
import { gatewayActionTexts } from '../../gatewayActions/gatewayActionTexts';
import { manageSensorsPath } from '../../sensors/sensorPaths';
import { equipmentTexts } from '../equipmentTexts';
import type { EquipmentPermissions } from '../hooks/useEquipmentPermissions';
import { EquipmentDeleteDialog } from './EquipmentDeleteDialog';
import { EquipmentFlagChips } from './EquipmentFlagChips';
import { EquipmentModeSwitches } from './EquipmentModeSwitches';
import { EquipmentSensorList } from './EquipmentSensorList';
import { EquipmentStatusLabel } from './EquipmentStatusLabel';
import { EquipmentTime } from './EquipmentTime';

export interface EquipmentDetailsProps {
  equipmentID: string;
  customerID: string | undefined;
  customerSegment: string | undefined;
  permissions: EquipmentPermissions;
  onClose: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}

/** One equipment's details, loaded by id so a deep link shows them even off the list's page. */
export function EquipmentDetails(props: EquipmentDetailsProps) {
  const { equipmentID, customerID, onClose } = props;
  const { data, error, refetch } = useQuery(EquipmentDetailsDocument, {
    variables: { equipmentID, customerID },
  });
  const headingId = useId();

  let body: ReactNode;
  let title: ReactNode = <Skeleton width="60%" />;
  if (error && !data) {
    body = <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
    title = equipmentTexts.detailsLabel;
  } else if (!data) {
    body = (
      <Box aria-busy="true">
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </Box>
    );
  } else if (!data.equipment) {
    title = equipmentTexts.detailsLabel;
    body = <StatusBanner kind="warning">{equipmentTexts.notFound}</StatusBanner>;
  } else {
    title = data.equipment.name;
    body = <EquipmentDetailsBody {...props} equipment={data.equipment} />;
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="equipment-details"
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Typography
          id={headingId}
          variant="h5"
          component="h2"
          sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}
        >
          {title}
        </Typography>
        <IconButton aria-label={equipmentTexts.closeDetails} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {body}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function EquipmentDetailsBody({
  equipment,
  customerID,
  customerSegment,
  permissions,
  onEdit,
  onDeleted,
}: EquipmentDetailsProps & { equipment: EquipmentFieldsFragment }) {
  const now = useNow();
  const location = useLocation();
  const [deleting, setDeleting] = useState(false);
  const snmp = equipment.protocol === 'SNMP';
  const v3 = snmp && equipment.version === '3';
  const gatewayPath = equipmentPagePath(customerSegment, {
    tab: 'gateways',
    selected: equipment.gateway.id,
  });

  const lockedButton = (label: string, icon: ReactNode, onClick: () => void, color?: 'error') => {
    const button = (
      <Button
        variant="outlined"
        color={color}
        startIcon={icon}
        onClick={onClick}
        disabled={equipment.locked}
      >
        {label}
      </Button>
    );
    return equipment.locked ? (
      <Tooltip title={messages.equipmentLocked}>
        <span>{button}</span>
      </Tooltip>
    ) : (
      button
    );
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <EquipmentStatusLabel status={equipment.status} />
        <EquipmentFlagChips equipment={equipment} />
      </Stack>
      {equipment.error ? (
        <StatusBanner kind="error" title={equipmentTexts.lastError}>
          {equipment.error.message}{' '}
          <Typography component="span" variant="caption" sx={{ display: 'block' }}>
            <time dateTime={equipment.error.createdAt}>
              {formatLocalTime(Date.parse(equipment.error.createdAt))}
            </time>
          </Typography>
        </StatusBanner>
      ) : null}

      {permissions.canAddEdit || permissions.canDelete ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1.5 }}>
          {permissions.canAddEdit ? lockedButton(equipmentTexts.edit, <EditIcon />, onEdit) : null}
          {permissions.canDelete
            ? lockedButton(equipmentTexts.delete, <DeleteIcon />, () => setDeleting(true), 'error')
            : null}
        </Stack>
      ) : null}
      {equipment.locked && (permissions.canAddEdit || permissions.canDelete) ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {messages.equipmentLocked}
        </Typography>
      ) : null}

      <Section title={equipmentTexts.modes}>
        <EquipmentModeSwitches
          equipment={equipment}
          customerID={customerID}
          canMaintain={permissions.canMaintain}
        />
      </Section>

      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
          columnGap: 2,
          rowGap: 0.75,
          mt: 2,
          mb: 0,
        }}
      >
        <Field label={equipmentTexts.fields.protocol}>{equipment.protocol}</Field>
        <Field label={equipmentTexts.fields.address}>
          {equipment.equipmentIP}:{equipment.port}
        </Field>
        {equipment.slaveID !== null && equipment.slaveID !== undefined && !snmp ? (
          <Field label={equipmentTexts.fields.slaveID}>{equipment.slaveID}</Field>
        ) : null}
        <Field label={equipmentTexts.fields.gateway}>
          <Link component={RouterLink} to={gatewayPath}>
            {equipment.gateway.name}
          </Link>
        </Field>
        <Field label={equipmentTexts.fields.library}>
          {equipment.equipment.manufacturer} {equipment.equipment.model}
        </Field>
        {snmp ? (
          <>
            <Field label={equipmentTexts.fields.snmpVersion}>
              {versionLabel(equipment.version)}
            </Field>
            {v3 ? (
              <>
                <Field label={equipmentTexts.fields.username}>
                  {equipment.username || equipmentTexts.none}
                </Field>
                <Field label={equipmentTexts.fields.securityLevel}>
                  {equipment.securityLevel || equipmentTexts.none}
                </Field>
                <Field label={equipmentTexts.fields.authType}>
                  {equipment.authType || equipmentTexts.none}
                </Field>
                <Field label={equipmentTexts.fields.privacyType}>
                  {equipment.privacyType || equipmentTexts.none}
                </Field>
                <Field label={equipmentTexts.fields.context}>
                  {equipment.context || equipmentTexts.none}
                </Field>
              </>
            ) : null}
            <Field label={equipmentTexts.fields.credentials}>
              <span data-testid="equipment-credentials">
                {equipment.hasCredentials ? equipmentTexts.masked : equipmentTexts.none}
              </span>
            </Field>
          </>
        ) : null}
        <Field label={equipmentTexts.fields.notes}>
          {equipment.notes ? (
            <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
              {equipment.notes}
            </Box>
          ) : (
            equipmentTexts.none
          )}
        </Field>
        <Field label={equipmentTexts.fields.tags}>
          {equipment.tags.length > 0 ? (
            <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
              {equipment.tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" />
              ))}
            </Box>
          ) : (
            equipmentTexts.none
          )}
        </Field>
        <Field label={equipmentTexts.fields.createdAt}>
          <EquipmentTime iso={equipment.createdAt} now={now} />
        </Field>
        <Field label={equipmentTexts.fields.lastUpdated}>
          <EquipmentTime iso={equipment.lastUpdated} now={now} />
        </Field>
      </Box>

      {snmp ? (
        <ConfigureCardAction
          equipment={equipment}
          customerID={customerID}
          gatewayPath={gatewayPath}
        />
      ) : null}

      <Section title={equipmentTexts.pages}>
        <EquipmentPageLinks
          equipment={equipment}
          customerID={customerID}
          customerSegment={customerSegment}
        />
      </Section>

      <Divider sx={{ mt: 2 }} />
      <Section title={equipmentTexts.sensors}>
        {permissions.canAddEdit ? (
          <Button
            component={RouterLink}
            to={manageSensorsPath(
              customerSegment,
              equipment.gateway.id,
              equipment.id,
              `${location.pathname}${location.search}`,
            )}
            size="small"
            variant="outlined"
            startIcon={<SensorsIcon />}
            sx={{ mb: 1 }}
          >
            {equipmentTexts.manageSensors}
          </Button>
        ) : null}
        <EquipmentSensorList
          equipmentID={equipment.id}
          customerID={customerID}
          customerSegment={customerSegment}
        />
      </Section>

      {permissions.canDelete ? (
        <EquipmentDeleteDialog
          open={deleting}
          equipment={equipment}
          customerID={customerID}
          onCancel={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            onDeleted();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Configure Card (spec core §4 UNITY_CONFIG) for an SNMP card, for users who manage its gateway:
 * the dialog with the card's address, port and what is known of its credentials; once queued,
 * a link to the gateway's details, whose drawer follows the action.
 */
function ConfigureCardAction({
  equipment,
  customerID,
  gatewayPath,
}: {
  equipment: EquipmentFieldsFragment;
  customerID: string | undefined;
  gatewayPath: string;
}) {
  const canManageGateways = useHasPermission(customerID, 'mg');
  const [open, setOpen] = useState(false);
  const [queued, setQueued] = useState<string | null>(null);
  if (!canManageGateways || !customerID) return null;
  const credentials = {
    snmpVersion: equipment.version ?? '2',
    username: equipment.username ?? '',
    securityLevel: equipment.securityLevel ?? '',
    authType: equipment.authType ?? '',
    privacyType: equipment.privacyType ?? '',
    context: equipment.context ?? '',
    port: String(equipment.port),
  };
  return (
    <Box sx={{ my: 1.5 }}>
      <Button
        variant="outlined"
        startIcon={<SettingsEthernetIcon />}
        onClick={() => {
          setQueued(null);
          setOpen(true);
        }}
      >
        {ACTION_LABELS.UNITY_CONFIG}
      </Button>
      {queued ? (
        <Box sx={{ mt: 1 }} data-testid="configure-card-outcome">
          <StatusBanner
            kind="ok"
            action={
              <Button component={RouterLink} to={gatewayPath} color="inherit" size="small">
                {gatewayActionTexts.showQueue}
              </Button>
            }
          >
            {queued}
          </StatusBanner>
        </Box>
      ) : null}
      <ConfigureCardsDialog
        open={open}
        gateway={{ ...equipment.gateway, customerID }}
        customerID={customerID}
        card={{ ip: equipment.equipmentIP, credentials }}
        onClose={() => setOpen(false)}
        onQueued={(record) => {
          setOpen(false);
          setQueued(gatewayActionTexts.queued(record.label));
        }}
      />
    </Box>
  );
}

function versionLabel(version: string | null | undefined): string {
  if (version === '1' || version === '2' || version === '3') {
    return equipmentTexts.snmpVersions[version];
  }
  return version || equipmentTexts.none;
}

/** Logs, Traps (SNMP only), Files, and the asset views that hold this equipment. */
function EquipmentPageLinks({
  equipment,
  customerID,
  customerSegment,
}: {
  equipment: EquipmentFieldsFragment;
  customerID: string | undefined;
  customerSegment: string | undefined;
}) {
  const assets = useQuery(EquipmentAssetViewsDocument, { variables: { customerID, limit: 100 } });
  const assetViews = (assets.data?.views ?? []).filter((view) =>
    view.equipmentIDs.includes(equipment.id),
  );
  const gatewayID = equipment.gateway.id;
  const links = [
    { label: equipmentTexts.logs, to: equipmentLogsPath(customerSegment, gatewayID, equipment.id) },
    ...(equipment.protocol === 'SNMP'
      ? [
          {
            label: equipmentTexts.traps,
            to: equipmentTrapsPath(customerSegment, gatewayID, equipment.id),
          },
          // The API never returns the credentials, so the walk form is prefilled with the address.
          {
            label: equipmentTexts.snmpWalk,
            to: snmpWalkPath(customerSegment, gatewayID, { ip: equipment.equipmentIP }),
            // The walk asks the card at its own port (remembered in history, not in the URL).
            state: { port: equipment.port },
          },
        ]
      : []),
    {
      label: equipmentTexts.files,
      to: equipmentFilesPath(customerSegment, gatewayID, equipment.equipmentIP),
    },
    ...assetViews.map((view) => ({
      label: equipmentTexts.assets(view.name),
      to: assetsPath(customerSegment, view.id),
    })),
  ];
  return (
    <Box component="nav" aria-label={equipmentTexts.pages}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {links.map((link) => (
          <Button
            key={link.to}
            component={RouterLink}
            to={link.to}
            state={'state' in link ? link.state : undefined}
            size="small"
            variant="text"
          >
            {link.label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
