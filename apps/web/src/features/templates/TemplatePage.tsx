import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SyncIcon from '@mui/icons-material/Sync';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAddressParams } from '../../app/hooks/useAddressParams';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { useHasPermission } from '../../app/hooks/useHasPermission';
import { usePageTitle } from '../../app/PageTitleContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import {
  TemplateDocument,
  TemplateRegistersDocument,
  TemplateWidgetsDocument,
} from '../../graphql/generated/graphql';
import { DeleteTemplateDialog } from './components/DeleteTemplateDialog';
import { ReapplyDialog } from './components/ReapplyDialog';
import { StampDialog } from './components/StampDialog';
import { TemplateLayoutPreview } from './components/TemplateLayoutPreview';
import { TemplateSlotsList } from './components/TemplateSlotsList';
import { STAMP_KEYS, templatesPath } from './templatePaths';
import { templateTexts as texts } from './templateTexts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * /{customer}/templates/{templateID} (spec core §2, §3 Template): the template's slots and the
 * registers they read, a static picture of its layout, how many views were stamped from it and
 * how many were changed since. Create views stamps it (?stamp=1, with a device preselected by
 * ?equipment=), Re-apply brings changed views back, Delete removes it; each asks first.
 */
export function TemplatePage() {
  const { templateID = '' } = useParams();
  const { customerSegment, customerID } = useCustomerID();
  const navigate = useNavigate();
  const [params, setParams] = useAddressParams();
  const stampOpen = params.get(STAMP_KEYS.open) === '1';
  const preselectedID = params.get(STAMP_KEYS.equipment) ?? undefined;
  const [dialog, setDialog] = useState<'reapply' | 'delete' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canMakePublic = useHasPermission(customerID, 'cpv');

  const answer = useQuery(TemplateDocument, {
    variables: { customerID, id: templateID },
    fetchPolicy: 'cache-and-network',
  });
  const widgets = useQuery(TemplateWidgetsDocument, { variables: { id: templateID, customerID } });
  const registers = useQuery(TemplateRegistersDocument, {
    variables: { id: templateID, customerID },
  });
  const template = answer.data?.template;
  usePageTitle(template?.name ?? texts.listTitle);

  const registersOf = useMemo(() => {
    const byWidget = new Map<string, string[]>();
    for (const register of registers.data?.templateRegisters ?? []) {
      if (!register.widgetID) continue;
      const names = byWidget.get(register.widgetID) ?? [];
      if (!names.includes(register.name)) names.push(register.name);
      byWidget.set(register.widgetID, names);
    }
    return byWidget;
  }, [registers.data]);

  const back = (
    <Button component={RouterLink} to={templatesPath(customerSegment)}>
      {texts.allTemplates}
    </Button>
  );
  if (answer.error && !answer.data) {
    return (
      <>
        <PageHeader title={texts.listTitle} actions={back} />
        <RetryBanner retry={answer.refetch}>{answer.error.message}</RetryBanner>
      </>
    );
  }
  if (!answer.data) return <CenteredLoader label={texts.loadingTemplate} />;
  if (!template) {
    return (
      <>
        <PageHeader title={texts.listTitle} actions={back} />
        <StatusBanner kind="error">{texts.notFound}</StatusBanner>
      </>
    );
  }

  // A partner without a customer of its own works in the template's.
  const workingCustomer = customerID ?? template.ownerID;
  const closeStamp = () => {
    setParams(
      (current) => {
        current.delete(STAMP_KEYS.open);
        current.delete(STAMP_KEYS.equipment);
        return current;
      },
      { replace: true },
    );
    void answer.refetch();
  };

  return (
    <>
      <PageHeader
        title={template.name}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
            {template.owner ? `${texts.owner}: ${template.owner}` : null}
            {template.isDefault ? (
              <Chip component="span" size="small" color="primary" label={texts.defaultBadge} />
            ) : null}
          </Box>
        }
        actions={back}
      />
      {notice ? (
        <Box role="status">
          <StatusBanner kind="ok">{notice}</StatusBanner>
        </Box>
      ) : null}
      <Box
        role="toolbar"
        aria-label={texts.templateActions}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() =>
            setParams((current) => {
              current.set(STAMP_KEYS.open, '1');
              return current;
            })
          }
        >
          {texts.stamp}
        </Button>
        {template.outOfSyncViewCount > 0 ? (
          <Button variant="outlined" startIcon={<SyncIcon />} onClick={() => setDialog('reapply')}>
            {texts.reapply}
          </Button>
        ) : null}
        {template.canDelete ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setDialog('delete')}
          >
            {texts.delete}
          </Button>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
        <Count label={texts.viewsStamped} value={template.viewCount} testId="template-view-count" />
        <Count
          label={texts.outOfSyncViews}
          value={template.outOfSyncViewCount}
          testId="template-out-of-sync"
        />
      </Box>
      <Section title={texts.slots}>
        {registers.error ? (
          <RetryBanner retry={registers.refetch}>{registers.error.message}</RetryBanner>
        ) : null}
        <TemplateSlotsList
          slots={template.equipment}
          registers={registers.data?.templateRegisters}
        />
      </Section>
      <Section title={texts.layout}>
        {widgets.error && !widgets.data ? (
          <RetryBanner retry={widgets.refetch}>{widgets.error.message}</RetryBanner>
        ) : widgets.data ? (
          <TemplateLayoutPreview
            layout={template.layout}
            widgets={widgets.data.templateWidgets}
            registersOf={registersOf}
          />
        ) : (
          <CenteredLoader label={texts.loadingTemplate} />
        )}
      </Section>
      {stampOpen ? (
        <StampDialog
          template={template}
          customerID={workingCustomer}
          customerSegment={customerSegment}
          preselectedID={preselectedID}
          canMakePublic={canMakePublic}
          onClose={closeStamp}
        />
      ) : null}
      {dialog === 'reapply' ? (
        <ReapplyDialog
          templateID={template.id}
          customerID={customerID}
          onClose={() => setDialog(null)}
          onDone={(result) => {
            setDialog(null);
            setNotice(texts.reapplied(result.views));
            void answer.refetch();
          }}
        />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteTemplateDialog
          template={template}
          customerID={workingCustomer}
          onClose={() => setDialog(null)}
          onDeleted={() => void navigate(templatesPath(customerSegment), { replace: true })}
        />
      ) : null}
    </>
  );
}
