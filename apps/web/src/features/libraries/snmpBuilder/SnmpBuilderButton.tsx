import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { useSnmpBuilderParams } from './useSnmpBuilderParams';

/** Opens the SNMP template builder on the page it is on (builder=snmp in the query). */
export function SnmpBuilderButton(props: Omit<ButtonProps, 'onClick'>) {
  const [, update] = useSnmpBuilderParams();
  return <Button {...props} onClick={() => update({ open: true, source: 'mib' })} />;
}
