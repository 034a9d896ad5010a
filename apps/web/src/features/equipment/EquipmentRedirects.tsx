import { gatewayRedirectPath } from '@vigil/domain';
import { Navigate, useParams } from 'react-router';

// The gateway routes of spec core §2 lead to My Equipment; the history entry is replaced so Back
// skips the old address.

/** /{customer}/gateways → equipment?tab=gateways */
export function GatewaysRedirect() {
  const { customer } = useParams();
  return <Navigate replace to={gatewayRedirectPath({ kind: 'gateways' }, customer)} />;
}

/** /{customer}/gateways/{gatewayID} → equipment?tab=gateways&selected={gatewayID} */
export function GatewayRedirect() {
  const { customer, gatewayID = '' } = useParams();
  return <Navigate replace to={gatewayRedirectPath({ kind: 'gateway', gatewayID }, customer)} />;
}

/** …/{gatewayID}/equipment/add → equipment?tab=equipment&mode=add */
export function EquipmentAddRedirect() {
  const { customer } = useParams();
  return <Navigate replace to={gatewayRedirectPath({ kind: 'equipmentAdd' }, customer)} />;
}

/** …/{gatewayID}/equipment/{equipmentID} → equipment?tab=equipment&selected={equipmentID} */
export function EquipmentRedirect() {
  const { customer, equipmentID = '' } = useParams();
  return (
    <Navigate replace to={gatewayRedirectPath({ kind: 'equipment', equipmentID }, customer)} />
  );
}

/** …/{gatewayID}/equipment/{equipmentID}/edit → the same, with mode=edit */
export function EquipmentEditRedirect() {
  const { customer, equipmentID = '' } = useParams();
  return (
    <Navigate
      replace
      to={gatewayRedirectPath({ kind: 'equipment', equipmentID, edit: true }, customer)}
    />
  );
}
