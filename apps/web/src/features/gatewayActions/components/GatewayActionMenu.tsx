import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  ACTION_LABELS,
  HA_ROLES,
  REBOOT_TYPICAL_MINUTES,
  messages,
  needsConfirm,
  visibleGatewayActions,
} from '@vigil/domain';
import type { ActionType, HaRole } from '@vigil/domain';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { useSession } from '../../../app/SessionContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StatusBanner } from '../../../components/StatusBanner';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';
import { useAddGatewayAction } from '../hooks/useAddGatewayAction';

export interface GatewayActionMenuProps {
  gateway: { id: string; name: string; gwType: string; haStatus: string };
  customerID: string | undefined;
  /** The queue actions go to: an HA pair's node 2 is HA2 (default: the gateway's gwType). */
  queueType?: string;
  /** The HA role of the node queued to, which hides polling from a BACKUP (default: haStatus). */
  haRole?: string;
  /** More controls in the menu button's row, e.g. links to the gateway's action pages. */
  children?: ReactNode;
}

function haRoleOf(haStatus: string): HaRole | null {
  return (HA_ROLES as readonly string[]).includes(haStatus) ? (haStatus as HaRole) : null;
}

/**
 * The gateway action menu (spec core §2, §4, §6): the actions this user may queue on this
 * gateway (super users also Update Firmware and Get Log; a BACKUP node of an HA pair no Poll
 * Asset Data or Poll). Restart and Security Patches ask first; the others are queued at once.
 * What the server answers shows beside the menu: the queued label, or its refusal.
 */
export function GatewayActionMenu({
  gateway,
  customerID,
  queueType = gateway.gwType,
  haRole = gateway.haStatus,
  children,
}: GatewayActionMenuProps) {
  const { user } = useSession();
  const actions = visibleGatewayActions({
    isSuper: Boolean(user?.super),
    haRole: haRoleOf(haRole),
  });
  const [addGatewayAction, { loading }] = useAddGatewayAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<ActionType | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const buttonId = useId();
  const menuId = useId();

  const queue = async (action: ActionType) => {
    setConfirming(null);
    setOutcome(null);
    try {
      const record = await addGatewayAction({
        gatewayID: gateway.id,
        customerID,
        action,
        gatewayType: queueType,
      });
      setOutcome({ kind: 'ok', text: texts.queued(record.label) });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error) ?? messages.somethingWentWrong });
    }
  };

  const pick = (action: ActionType) => {
    setAnchor(null);
    if (needsConfirm(action)) setConfirming(action);
    else void queue(action);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          id={buttonId}
          variant="outlined"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          endIcon={<ArrowDropDownIcon />}
          loading={loading}
          loadingPosition="end"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {texts.actionsButton}
        </Button>
        {children}
      </Box>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => pick(action)}>
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
      {outcome ? (
        <Box sx={{ mt: 1.5 }} data-testid="gateway-action-outcome">
          <StatusBanner kind={outcome.kind}>{outcome.text}</StatusBanner>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming === 'REBOOT'
            ? texts.restartTitle(gateway.name)
            : texts.patchTitle(gateway.name)
        }
        body={confirming === 'REBOOT' ? texts.restartBody(REBOOT_TYPICAL_MINUTES) : texts.patchBody}
        confirmLabel={confirming ? ACTION_LABELS[confirming] : texts.confirmQueue}
        confirmColor="warning"
        onConfirm={() => {
          if (confirming) void queue(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Box>
  );
}
