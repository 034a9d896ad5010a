import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MODBUS_FUNCTION_CODES } from '@vigil/domain';
import type { ModbusFunctionCode } from '@vigil/domain';
import type { ModbusPointFieldsFragment } from '../../../graphql/generated/graphql';
import { libraryTexts as texts } from '../libraryTexts';
import { modbusRegisters } from './modbusRegisters';
import { RegistersPanel } from './RegistersPanel';

export interface ModbusRegistersPanelProps {
  libraryID: string;
  customerID: string | undefined;
  hasTemplate: boolean;
  points: readonly ModbusPointFieldsFragment[];
  /** The table shown (subTab); null for all of them. */
  functionCode: ModbusFunctionCode | null;
  onFunctionCodeChange: (code: ModbusFunctionCode | null) => void;
  /** The user may change this library: each row can be edited and deleted. */
  editable: boolean;
}

/**
 * The registers of a library's Modbus template, by Modbus table (1 status coils, 2 input
 * contacts, 3 holding registers, 4 input registers), each editable in a dialog and deletable
 * after a confirmation.
 */
export function ModbusRegistersPanel({
  points,
  functionCode,
  onFunctionCodeChange,
  ...panel
}: ModbusRegistersPanelProps) {
  const count = (code: ModbusFunctionCode | null) =>
    code === null ? points.length : points.filter((p) => p.functionCode === code).length;
  const shown =
    functionCode === null ? points : points.filter((p) => p.functionCode === functionCode);

  return (
    <RegistersPanel
      {...panel}
      kind={modbusRegisters}
      points={shown}
      emptyText={points.length === 0 ? texts.noRegisters : texts.noRegistersInTable}
    >
      <Tabs
        value={functionCode ?? 'all'}
        onChange={(_event, value: ModbusFunctionCode | 'all') =>
          onFunctionCodeChange(value === 'all' ? null : value)
        }
        aria-label={texts.functionCodeTabsLabel}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        <Tab value="all" label={texts.detailTabCount(texts.allTables, count(null))} />
        {MODBUS_FUNCTION_CODES.map((code) => (
          <Tab
            key={code}
            value={code}
            label={texts.detailTabCount(texts.functionCodes[code], count(code))}
          />
        ))}
      </Tabs>
    </RegistersPanel>
  );
}
