import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@apollo/client/react';
import { STATUS_COLORS, messages } from '@vigil/domain';
import type { AlarmLevel } from '@vigil/domain';
import { useId, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { useLiveAlarms } from '../../../app/live/useLiveAlarms';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { StatusDot } from '../../../components/StatusDot';
import { ViewAlarmRulesDocument } from '../../../graphql/generated/graphql';
import type { AlarmRuleFieldsFragment } from '../../../graphql/generated/graphql';
import { alarmRuleTexts as texts } from '../alarmRuleTexts';
import { ruleLevel } from '../alarmRuleTokens';
import { useDeleteAlarmRule } from '../hooks/useDeleteAlarmRule';
import { AlarmRuleDialog } from './AlarmRuleDialog';

type RuleView = { id: string; customerID: string };

const LEVEL_COLORS: Record<AlarmLevel, string> = {
  warning: STATUS_COLORS.yellow,
  alarm: STATUS_COLORS.red,
  cleared: STATUS_COLORS.green,
};

function RuleItem({
  rule,
  first,
  onEdit,
  onDelete,
}: {
  rule: AlarmRuleFieldsFragment;
  first: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const level = ruleLevel(rule.result);
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ py: 1.5, borderTop: first ? 0 : 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 500, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {rule.name}
        </Typography>
        <StatusDot color={LEVEL_COLORS[level]}>{texts.levels[level]}</StatusDot>
        {rule.active ? (
          <Chip
            size="small"
            color={level === 'warning' ? 'warning' : 'error'}
            label={texts.active}
            title={texts.activeHelp}
          />
        ) : null}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', my: 0.5 }}>
        {rule.text}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          startIcon={<EditIcon />}
          aria-label={texts.editRule(rule.name)}
          onClick={onEdit}
        >
          {texts.edit}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          aria-label={texts.deleteRule(rule.name)}
          onClick={onDelete}
        >
          {texts.delete}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A view's alarm rules (spec core §4), below its users' alert kinds: each rule's sentence, result
 * and whether its alarm is open now, with Edit and Delete (confirmed first), and Add.
 */
export function AlarmRules({ view }: { view: RuleView }) {
  const headingId = useId();
  const variables = { viewID: view.id, customerID: view.customerID };
  const { data, error, refetch } = useQuery(ViewAlarmRulesDocument, { variables });
  // A rule's alarm opening or clearing changes its Active marker.
  useLiveAlarms(view.customerID, () => void refetch().catch(() => undefined));
  const [remove] = useDeleteAlarmRule(view);
  const [editing, setEditing] = useState<{ rule: AlarmRuleFieldsFragment | null } | null>(null);
  // Kept while the confirmation closes, so its words do not change as it fades.
  const [deleting, setDeleting] = useState<{
    rule: AlarmRuleFieldsFragment;
    open: boolean;
  } | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  const closeDelete = () => {
    setDeleting((current) => current && { ...current, open: false });
    setDeleteFailure(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteFailure(null);
    try {
      await remove(deleting.rule.id);
      closeDelete();
    } catch (caught) {
      setDeleteFailure(errorMessage(caught) ?? messages.snackbarError);
    } finally {
      setDeleteBusy(false);
    }
  };

  let body;
  if (error && !data) {
    body = <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  } else if (!data) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={texts.loading} />
      </Box>
    );
  } else if (data.viewAlarmRules.length === 0) {
    body = <Typography color="text.secondary">{texts.empty}</Typography>;
  } else {
    body = (
      <Paper variant="outlined" sx={{ minWidth: 0, px: 2 }}>
        <Box component="ul" aria-label={texts.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.viewAlarmRules.map((rule, index) => (
            <RuleItem
              key={rule.id}
              rule={rule}
              first={index === 0}
              onEdit={() => setEditing({ rule })}
              onDelete={() => setDeleting({ rule, open: true })}
            />
          ))}
        </Box>
      </Paper>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {texts.title}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ rule: null })}
        >
          {texts.add}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.intro}
      </Typography>
      {body}
      {editing ? (
        <AlarmRuleDialog open view={view} rule={editing.rule} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={texts.deleteTitle}
        body={
          <>
            {deleteFailure ? <StatusBanner kind="error">{deleteFailure}</StatusBanner> : null}
            {texts.deleteBody(deleting?.rule.name ?? '')}
          </>
        }
        confirmLabel={texts.delete}
        cancelLabel={texts.cancel}
        confirmColor="error"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={closeDelete}
      />
    </Box>
  );
}
