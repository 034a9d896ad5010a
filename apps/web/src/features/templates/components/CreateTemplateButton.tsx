import Button from '@mui/material/Button';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Link as RouterLink, useParams } from 'react-router';
import { useCustomerID } from '../../../app/hooks/useCustomerID';
import { useHasPermission } from '../../../app/hooks/useHasPermission';
import { templateAddPath } from '../templatePaths';
import { templateTexts as texts } from '../templateTexts';

/**
 * The view toolbar's Create View Template from View (spec core §2, §6 CAN_CREATE_TEMPLATES):
 * shown to users who may create templates on the view's customer (ct, or super), on the view
 * page's own route.
 */
export function CreateTemplateButton() {
  const { viewName } = useParams();
  const { customerSegment, customerID } = useCustomerID();
  const canCreate = useHasPermission(customerID, 'ct');
  if (!canCreate || !viewName) return null;
  return (
    <Button
      component={RouterLink}
      to={templateAddPath(customerSegment, viewName)}
      startIcon={<ViewQuiltIcon />}
    >
      {texts.createFromView}
    </Button>
  );
}
