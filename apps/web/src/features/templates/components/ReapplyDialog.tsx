import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { TemplateViewDriftDocument } from '../../../graphql/generated/graphql';
import type { ReapplyTemplateMutation } from '../../../graphql/generated/graphql';
import { useReapplyTemplate } from '../hooks/useReapplyTemplate';
import { templateTexts as texts } from '../templateTexts';

export interface ReapplyDialogProps {
  templateID: string;
  customerID: string | undefined;
  onClose: () => void;
  onDone: (result: ReapplyTemplateMutation['reapplyTemplate']) => void;
}

/**
 * Re-apply, confirmed: the stamped views that were changed since stamping, each with the
 * sentences saying what re-applying will undo, then reapplyTemplate.
 */
export function ReapplyDialog({ templateID, customerID, onClose, onDone }: ReapplyDialogProps) {
  const drift = useQuery(TemplateViewDriftDocument, {
    variables: { id: templateID, customerID },
    // What changed is asked fresh each time the dialog opens.
    fetchPolicy: 'network-only',
  });
  const [reapplyTemplate, { loading }] = useReapplyTemplate(customerID);
  const [failure, setFailure] = useState<string | null>(null);
  const views = drift.data?.templateViewDrift;

  const confirm = async () => {
    setFailure(null);
    try {
      const result = await reapplyTemplate(templateID);
      if (result) onDone(result);
    } catch (error) {
      setFailure(errorMessage(error) ?? texts.failed);
    }
  };

  let body;
  if (drift.error && !views) {
    body = <RetryBanner retry={drift.refetch}>{drift.error.message}</RetryBanner>;
  } else if (!views) {
    body = <CenteredLoader label={texts.reapplyLoading} />;
  } else if (views.length === 0) {
    body = <Typography>{texts.reapplyNone}</Typography>;
  } else {
    body = (
      <>
        <Typography sx={{ mb: 1 }}>{texts.reapplyIntro(views.length)}</Typography>
        <List dense aria-label={texts.outOfSyncViews} disablePadding>
          {views.map((view) => (
            <ListItem key={view.viewID} data-testid="drift-view" sx={{ display: 'block', px: 0 }}>
              <Typography variant="subtitle2" component="h3">
                {view.viewName}
              </Typography>
              <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
                {view.changes.map((change) => (
                  <Typography component="li" variant="body2" key={change}>
                    {change}
                  </Typography>
                ))}
              </Box>
            </ListItem>
          ))}
        </List>
      </>
    );
  }

  return (
    <ConfirmDialog
      open
      title={texts.reapplyTitle}
      body={
        <>
          {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
          {body}
        </>
      }
      confirmLabel={texts.reapply}
      confirmColor="warning"
      busy={loading}
      confirmDisabled={!views || views.length === 0}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
