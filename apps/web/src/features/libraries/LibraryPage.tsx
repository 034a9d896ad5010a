import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useQuery } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { usePageTitle } from '../../app/PageTitleContext';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { LibraryDocument } from '../../graphql/generated/graphql';
import type { LibraryQuery } from '../../graphql/generated/graphql';
import { DeleteLibraryDialog } from './components/DeleteLibraryDialog';
import { LibraryDetails } from './components/LibraryDetails';
import { LibraryFacts } from './components/LibraryFacts';
import { LibraryFormDialog } from './components/LibraryFormDialog';
import { LibraryVariables } from './components/LibraryVariables';
import { ModbusRegistersPanel } from './components/ModbusRegistersPanel';
import { RegistersPanel } from './components/RegistersPanel';
import { snmpRegisters } from './components/snmpRegisters';
import { useEditLibrary } from './hooks/useEditLibrary';
import { useLibraryDetailParams } from './hooks/useLibraryDetailParams';
import { useLibraryPermissions } from './hooks/useLibraryPermissions';
import { libraryFormInput } from './libraryForms';
import { LIBRARY_DETAIL_TABS } from './libraryParams';
import type { LibraryDetailTab } from './libraryParams';
import { addModbusTemplatePath, libraryBackPath } from './libraryPaths';
import { libraryOwnership } from './libraryOwnership';
import { libraryTexts as texts } from './libraryTexts';
import { modbusTemplateTexts } from './modbusTemplate/modbusTemplateTexts';
import { LibrarySnmpBuilder } from './snmpBuilder/LibrarySnmpBuilder';

type Library = NonNullable<LibraryQuery['equipmentLib']>;

const TAB_ID = 'library-tab';
const PANEL_ID = 'library-panel';

/**
 * /{customer}/libraries/{equipmentID} (spec core §2): a library's fields, OID variables and
 * device facts (ADR 012), and the registers of its Modbus and SNMP templates, on tabs (tabVal;
 * subTab is the Modbus table shown). The
 * customer's own libraries can be edited (ul) and deleted (dl), registers included; built-in and
 * shared ones are read-only, and the page says why.
 */
export function LibraryPage() {
  const { equipmentID = '' } = useParams();
  const { customerSegment, customerID } = useCustomerID();
  const { state } = useLocation();
  const backTo = libraryBackPath(state, customerSegment);
  const { data, error, refetch } = useQuery(LibraryDocument, {
    variables: { equipmentID, customerID },
  });
  const library = data?.equipmentLib;
  usePageTitle(library?.model ?? texts.listTitle);

  let content;
  if (error && !data) {
    content = <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  } else if (!data) {
    content = <CenteredLoader label={texts.loadingLibrary} />;
  } else if (!library) {
    content = <StatusBanner kind="warning">{texts.notFound}</StatusBanner>;
  } else {
    content = (
      <LibraryContent
        library={library}
        customerID={customerID}
        customerSegment={customerSegment}
        backTo={backTo}
      />
    );
  }

  return (
    <>
      <Link
        component={RouterLink}
        to={backTo}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {texts.backToList}
      </Link>
      {content}
    </>
  );
}

function LibraryContent({
  library,
  customerID,
  customerSegment,
  backTo,
}: {
  library: Library;
  customerID: string | undefined;
  customerSegment: string | undefined;
  /** Where the list was left: the back link, and where a deleted library's page goes. */
  backTo: string;
}) {
  const permissions = useLibraryPermissions(customerID);
  const [params, update] = useLibraryDetailParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'edit' | 'delete' | null>(null);
  const [editLibrary] = useEditLibrary();
  const ownership = libraryOwnership(library, customerID);
  const own = ownership === 'own' && customerID !== undefined;
  const canEdit = own && permissions.canUpdate;
  const canDelete = own && permissions.canDelete;

  const tabLabel = (tab: LibraryDetailTab) => {
    if (tab === 'modbus')
      return texts.detailTabCount(texts.detailTabs.modbus, library.modbusPoints.length);
    if (tab === 'snmp')
      return texts.detailTabCount(texts.detailTabs.snmp, library.snmpPoints.length);
    return texts.detailTabs.details;
  };

  return (
    <>
      <PageHeader
        title={library.model}
        subtitle={library.manufacturer}
        actions={
          canEdit || canDelete ? (
            <>
              {canEdit ? (
                <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setMode('edit')}>
                  {texts.edit}
                </Button>
              ) : null}
              {canDelete ? (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteIcon />}
                  onClick={() => setMode('delete')}
                >
                  {texts.delete}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {ownership === 'builtIn' ? (
        <StatusBanner kind="info">{texts.readOnlyBuiltIn}</StatusBanner>
      ) : ownership === 'shared' ? (
        <StatusBanner kind="info">{texts.readOnlyShared(library.owner ?? '')}</StatusBanner>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={params.tab}
          onChange={(_event, tab: LibraryDetailTab) => update({ tab, functionCode: null })}
          aria-label={texts.detailTabsLabel}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {LIBRARY_DETAIL_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={tabLabel(tab)}
              id={`${TAB_ID}-${tab}`}
              aria-controls={PANEL_ID}
            />
          ))}
        </Tabs>
      </Box>
      <Paper
        variant="outlined"
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={`${TAB_ID}-${params.tab}`}
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        {params.tab === 'details' ? (
          <>
            <LibraryDetails library={library} />
            <LibraryVariables
              library={library}
              oids={library.snmpPoints.map((point) => point.oid)}
              customerID={customerID}
              editable={canEdit}
            />
            <LibraryFacts library={library} customerID={customerID} editable={canEdit} />
          </>
        ) : null}
        {params.tab === 'modbus' && canEdit ? (
          <Button
            component={RouterLink}
            to={addModbusTemplatePath(customerSegment, library.id)}
            variant="outlined"
            startIcon={<PlaylistAddIcon />}
            sx={{ mb: 1.5 }}
          >
            {library.modbusTemplate
              ? modbusTemplateTexts.replaceTitle
              : modbusTemplateTexts.addTitle}
          </Button>
        ) : null}
        {params.tab === 'modbus' ? (
          <ModbusRegistersPanel
            libraryID={library.id}
            customerID={customerID}
            hasTemplate={library.modbusTemplate !== null && library.modbusTemplate !== undefined}
            points={library.modbusPoints}
            functionCode={params.functionCode}
            onFunctionCodeChange={(functionCode) => update({ functionCode })}
            editable={canEdit}
          />
        ) : null}
        {params.tab === 'snmp' && canEdit ? (
          <LibrarySnmpBuilder library={library} hasTemplate={Boolean(library.snmpTemplate)} />
        ) : null}
        {params.tab === 'snmp' ? (
          <RegistersPanel
            kind={snmpRegisters}
            libraryID={library.id}
            customerID={customerID}
            hasTemplate={library.snmpTemplate !== null && library.snmpTemplate !== undefined}
            points={library.snmpPoints}
            editable={canEdit}
          />
        ) : null}
      </Paper>
      {mode === 'edit' && canEdit && customerID ? (
        <LibraryFormDialog
          open
          title={texts.editTitle}
          submitLabel={texts.save}
          defaultValues={libraryFormInput(library)}
          failureMessage={messages.errorUnableToUpdate}
          save={(values) =>
            editLibrary({
              id: library.id,
              customerID,
              model: values.model,
              manufacturer: values.manufacturer,
              // Blank clears the revision (null would keep it); no template id keeps both.
              revision: values.revision ?? '',
              tags: values.tags,
            })
          }
          onClose={() => setMode(null)}
          onSaved={() => setMode(null)}
        />
      ) : null}
      {mode === 'delete' && canDelete && customerID ? (
        <DeleteLibraryDialog
          library={library}
          customerID={customerID}
          onCancel={() => setMode(null)}
          // The deleted library's page would show nothing: its entry is replaced.
          onDeleted={() => void navigate(backTo, { replace: true })}
        />
      ) : null}
    </>
  );
}
