import { EquipmentTextField } from '../../equipment/components/EquipmentTextField';
import { gatewayActionTexts as texts } from '../gatewayActionTexts';

/**
 * The UDP port the SNMP agents answer on (default 161), beside the credentials of an action's
 * form; the form holds it as `port` and sends it as snmpCreds.port.
 */
export function SnmpPortField() {
  return (
    <EquipmentTextField
      name="port"
      label={texts.portLabel}
      hint={texts.portHint}
      required
      autoComplete="off"
      inputMode="numeric"
      sx={{ maxWidth: { sm: 200 } }}
    />
  );
}
