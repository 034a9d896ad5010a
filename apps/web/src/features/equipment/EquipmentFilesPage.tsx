import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@apollo/client/react';
import { equipmentPagePath, ipFromPath, messages } from '@vigil/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { useCustomerID } from '../../app/hooks/useCustomerID';
import { useHasPermission } from '../../app/hooks/useHasPermission';
import { usePageTitle } from '../../app/PageTitleContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { RetryBanner } from '../../components/RetryBanner';
import { StatusBanner } from '../../components/StatusBanner';
import { UploadProgressList } from '../../components/UploadProgress';
import {
  EquipmentFilesDocument,
  EquipmentFilesEquipmentDocument,
} from '../../graphql/generated/graphql';
import { EquipmentFilesDropZone } from './components/EquipmentFilesDropZone';
import { EquipmentFilesTable } from './components/EquipmentFilesTable';
import type { EquipmentFileRow } from './components/EquipmentFilesTable';
import { supportsModernUpload } from './equipmentFilesUpload';
import { equipmentFilesTexts as texts } from './equipmentFilesTexts';
import { useEquipmentFilesDelete } from './hooks/useEquipmentFilesDelete';
import { useEquipmentFilesUploads } from './hooks/useEquipmentFilesUploads';

/**
 * /{customer}/gateways/{gatewayID}/ip/{equipmentIP}/files (spec core §2, underscores for the IP's
 * dots): the files kept with the equipment at that address, to download; users who may edit
 * devices (ad2) also upload (several at once, each with its progress) and delete them.
 */
export function EquipmentFilesPage() {
  const { gatewayID = '', equipmentIP: ipSegment = '' } = useParams();
  const ip = ipFromPath(ipSegment);
  const { customerSegment, customerID } = useCustomerID();
  const listVariables = { gatewayID, equipmentIP: ip, customerID };
  const files = useQuery(EquipmentFilesDocument, { variables: listVariables });
  // Uploads and deletes go by equipment id: the equipment of the gateway at this address.
  const found = useQuery(EquipmentFilesEquipmentDocument, {
    variables: { customerID: customerID ?? '', gatewayID, query: ip },
    skip: !customerID,
  });
  const equipment = found.data?.allEquipment.items.find((e) => e.equipmentIP === ip);
  const missing = found.data !== undefined && !equipment;
  const mayEdit = useHasPermission(equipment?.customerID ?? customerID, 'ad2');
  const canEdit = mayEdit && equipment !== undefined;
  const [supported] = useState(supportsModernUpload);

  const { uploads, start, dismiss } = useEquipmentFilesUploads(
    equipment?.id,
    () => void files.refetch().catch(() => {}),
  );
  const { deleteFile, deleting } = useEquipmentFilesDelete(customerID);
  const [toDelete, setToDelete] = useState<EquipmentFileRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const title = equipment?.name ?? ip;
  usePageTitle(`${title} – ${texts.title}`);
  const back = equipmentPagePath(
    customerSegment,
    equipment ? { tab: 'equipment', selected: equipment.id } : { tab: 'equipment' },
  );

  const confirmDelete = async () => {
    if (!toDelete || !equipment) return;
    setDeleteError(null);
    try {
      await deleteFile(equipment.id, toDelete.key);
      setToDelete(null);
    } catch (failure) {
      setToDelete(null);
      setDeleteError(errorMessage(failure) ?? messages.deleteError);
    }
  };

  const list = files.data?.equipmentFiles;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={texts.subtitle(ip, equipment?.gateway.name)}
        actions={
          <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />}>
            {texts.back}
          </Button>
        }
      />
      {missing ? (
        <StatusBanner kind="warning">{messages.couldNotFindEquipment}</StatusBanner>
      ) : null}
      {canEdit && !supported ? (
        <StatusBanner kind="warning">{messages.uploadUnsupported}</StatusBanner>
      ) : null}
      {canEdit && supported ? <EquipmentFilesDropZone onFiles={start} /> : null}
      <UploadProgressList
        label={texts.uploads}
        uploads={uploads}
        onDismiss={dismiss}
        sx={{ mb: 2 }}
      />
      {deleteError ? <StatusBanner kind="error">{deleteError}</StatusBanner> : null}
      {!canEdit && equipment && list && list.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {texts.readOnly}
        </Typography>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        {files.error && !list ? (
          <RetryBanner retry={files.refetch}>{files.error.message}</RetryBanner>
        ) : !list ? (
          <Box aria-label={texts.loading} aria-busy role="progressbar">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Box>
        ) : list.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {texts.noFiles}
          </Typography>
        ) : (
          <EquipmentFilesTable files={list} onDelete={canEdit ? setToDelete : undefined} />
        )}
      </Paper>
      <ConfirmDialog
        open={toDelete !== null}
        title={texts.confirmTitle}
        body={toDelete ? texts.confirmBody(toDelete.filename) : ''}
        confirmLabel={texts.confirm}
        confirmColor="error"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
