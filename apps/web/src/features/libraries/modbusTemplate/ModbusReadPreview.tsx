import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import DownloadIcon from '@mui/icons-material/Download';
import { skipToken, useQuery } from '@apollo/client/react';
import { checkGatewayAction, messages } from '@vigil/domain';
import type { WordOrder } from '@vigil/domain';
import { useId, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { FindGatewayOptionsDocument } from '../../../graphql/generated/graphql';
import { actionStatusOf } from '../../gatewayActions/gatewayActionModel';
import { gatewayActionTexts } from '../../gatewayActions/gatewayActionTexts';
import { useGatewayAction } from '../../gatewayActions/hooks/useGatewayAction';
import { useQueueModbusRead } from '../hooks/useQueueModbusRead';
import { libraryTexts } from '../libraryTexts';
import { formatRaw, previewBlock, rowInBlock, rowReading, scaled } from './modbusPreview';
import type { ReadBlock } from './modbusPreview';
import type { ModbusTemplateRow } from './modbusTemplateForm';
import { modbusTemplateTexts as texts } from './modbusTemplateTexts';

export interface ModbusReadPreviewProps {
  customerID: string | undefined;
  /** Each row as checked now; null while it is not valid. */
  rows: readonly (ModbusTemplateRow | null)[];
  /** Each row's label (its name, or its place). */
  labels: readonly string[];
  /** The row the block is read around when the rows do not fit in one read. */
  selected: number;
  onSelect: (index: number) => void;
  onUseOrder: (index: number, order: WordOrder) => void;
}

type Field = 'gatewayID' | 'ip' | 'port' | 'slaveID';

/**
 * The live preview: reads the block of registers the rows span (at most 50, core §9) once
 * through a gateway (Read Registers), follows the action to its result, and shows every 32-bit
 * row decoded in the four byte orders side by side so the user picks the one that reads right
 * (ADR 011); 16-bit rows and bits show their value.
 */
export function ModbusReadPreview({
  customerID,
  rows,
  labels,
  selected,
  onSelect,
  onUseOrder,
}: ModbusReadPreviewProps) {
  const headingId = useId();
  const gateways = useQuery(
    FindGatewayOptionsDocument,
    customerID ? { variables: { customerID } } : skipToken,
  );
  const [values, setValues] = useState<Record<Field, string>>({
    gatewayID: '',
    ip: '',
    port: '502',
    slaveID: '1',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [read, setRead] = useState<{
    actionID: string;
    gatewayID: string;
    block: ReadBlock;
  } | null>(null);
  const [queueRead, { loading }] = useQueueModbusRead();
  const action = useGatewayAction(read?.actionID ?? null, read?.gatewayID ?? '', customerID);

  const options = gateways.data?.networks ?? [];
  const gatewayID = values.gatewayID || options[0]?.id || '';
  const block = previewBlock(rows, selected);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const run = async () => {
    setFieldErrors({});
    setRefusal(null);
    setRead(null);
    if (!block) return;
    const modbusRead = {
      port: values.port,
      slaveID: values.slaveID,
      functionCode: block.functionCode,
      startingRegister: block.startingRegister,
      count: block.count,
    };
    const checked = checkGatewayAction({ action: 'MODBUS_READ', ip: values.ip, modbusRead });
    if (!checked.ok) {
      refuse(checked.field, checked.message);
      return;
    }
    if (checked.params.kind !== 'read') return;
    const { ip, port, unitId } = checked.params;
    try {
      const record = await queueRead({
        gatewayID,
        customerID,
        gatewayType: options.find((gateway) => gateway.id === gatewayID)?.gwType ?? undefined,
        ip,
        modbusRead: { ...block, port, slaveID: unitId },
      });
      setRead({ actionID: record.id, gatewayID, block });
    } catch (error) {
      const named = graphQLErrorField(error);
      if (named) refuse(named.field, named.message);
      else setRefusal(errorMessage(error) ?? messages.somethingWentWrong);
    }
  };

  const refuse = (argument: string, message: string) => {
    const field = (
      {
        ip: 'ip',
        'modbusRead.port': 'port',
        'modbusRead.slaveID': 'slaveID',
        gatewayID: 'gatewayID',
      } as Record<string, Field>
    )[argument];
    if (field) setFieldErrors({ [field]: message });
    else setRefusal(message);
  };

  const followed = action.data?.gatewayAction;
  const status = followed ? actionStatusOf(followed.status) : null;
  let outcome = null;
  if (refusal) {
    outcome = <StatusBanner kind="error">{refusal}</StatusBanner>;
  } else if (read && action.error && !followed) {
    outcome = <StatusBanner kind="error">{action.error.message}</StatusBanner>;
  } else if (read && action.data && !followed) {
    outcome = <StatusBanner kind="warning">{texts.readGone}</StatusBanner>;
  } else if (read && (!followed || status === 'PENDING' || status === 'IN_PROGRESS')) {
    const words = gatewayActionTexts.statuses[status ?? 'PENDING'];
    outcome = (
      <Box role="status" aria-busy="true">
        <StatusBanner kind="info" title={texts.waiting(words)}>
          {texts.timeoutNote}
        </StatusBanner>
        <LinearProgress aria-label={texts.waiting(words)} />
      </Box>
    );
  } else if (read && followed && status === 'SUCCESS') {
    const words = followed.registers?.words ?? [];
    outcome =
      words.length === 0 ? (
        <StatusBanner kind="warning">{followed.output ?? texts.noWords}</StatusBanner>
      ) : (
        <ReadResults
          words={words}
          block={read.block}
          rows={rows}
          labels={labels}
          onUseOrder={onUseOrder}
        />
      );
  } else if (followed) {
    outcome = (
      <StatusBanner kind="error" title={texts.readFailed}>
        {followed.error ?? gatewayActionTexts.statuses[status ?? 'FAILED']}
      </StatusBanner>
    );
  }

  const spansMore = rows.some((row) => row !== null && block !== null && !rowInBlock(row, block));
  const text = (field: Field, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={Boolean(fieldErrors[field])}
      helperText={fieldErrors[field]}
      size="small"
      margin="dense"
      fullWidth
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {texts.previewTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {texts.previewHelp}
      </Typography>
      {gateways.data && options.length === 0 ? (
        <StatusBanner kind="info">{texts.noGateways}</StatusBanner>
      ) : null}
      {text('gatewayID', texts.gateway, {
        value: gatewayID,
        select: true,
        slotProps: { select: { native: true }, inputLabel: { shrink: true } },
        children: options.map((gateway) => (
          <option key={gateway.id} value={gateway.id}>
            {gateway.name}
          </option>
        )),
      })}
      {text('ip', texts.deviceIP, { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
        {text('port', texts.port, { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {text('slaveID', texts.unitId, { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
      </Box>
      {spansMore ? (
        <TextField
          label={texts.readAround}
          value={String(selected)}
          onChange={(event) => onSelect(Number(event.target.value))}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
          margin="dense"
          fullWidth
        >
          {rows.map((row, index) =>
            row ? (
              <option key={index} value={String(index)}>
                {labels[index]}
              </option>
            ) : null,
          )}
        </TextField>
      ) : null}
      <Typography variant="body2" sx={{ my: 1 }}>
        {block
          ? texts.block(
              block.functionCode,
              libraryTexts.functionCodes[block.functionCode],
              block.startingRegister,
              block.count,
            )
          : texts.noBlock}
      </Typography>
      <Box sx={{ mb: 1.5 }}>
        <RequestButton
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!block || !gatewayID || !values.ip.trim()}
          state={loading ? 'fetching' : 'before'}
          onClick={() => void run()}
        >
          {texts.read}
        </RequestButton>
      </Box>
      {outcome}
    </Paper>
  );
}

function ReadResults({
  words,
  block,
  rows,
  labels,
  onUseOrder,
}: {
  words: readonly number[];
  block: ReadBlock;
  rows: readonly (ModbusTemplateRow | null)[];
  labels: readonly string[];
  onUseOrder: (index: number, order: WordOrder) => void;
}) {
  return (
    <Box component="ul" aria-label={texts.resultsLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => {
        if (!row || row.functionCode !== block.functionCode) return null;
        const label = labels[index] ?? '';
        const headingId = `read-row-${index}`;
        return (
          <Box component="li" key={index} aria-labelledby={headingId} sx={{ mb: 2 }}>
            <Typography id={headingId} variant="subtitle2" component="h3">
              {label}
            </Typography>
            {rowInBlock(row, block) ? (
              <RowResult
                row={row}
                label={label}
                words={words}
                block={block}
                onUseOrder={(order) => onUseOrder(index, order)}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {texts.notInBlock}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function RowResult({
  row,
  label,
  words,
  block,
  onUseOrder,
}: {
  row: ModbusTemplateRow;
  label: string;
  words: readonly number[];
  block: ReadBlock;
  onUseOrder: (order: WordOrder) => void;
}) {
  const reading = rowReading(words, block, row);
  const unit = row.unit ? ` ${row.unit}` : '';
  if (reading.kind === 'value') {
    const { decoding } = reading;
    return (
      <Typography variant="body2">
        {'value' in decoding
          ? `${texts.value}: ${formatRaw(decoding.value)} · ${texts.readsAs}: ${scaled(decoding.value, row)}${unit}`
          : decoding.error}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.order}</TableCell>
          <TableCell align="right">{texts.value}</TableCell>
          <TableCell align="right">{texts.readsAs}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {reading.decodings.map((decoding) => {
          const current = decoding.order === row.wordOrder;
          return (
            <TableRow key={decoding.order} selected={current} aria-current={current || undefined}>
              <TableCell component="th" scope="row">
                {current ? texts.orderInUse(decoding.order) : decoding.order}
              </TableCell>
              {'value' in decoding ? (
                <>
                  <TableCell align="right">{formatRaw(decoding.value)}</TableCell>
                  <TableCell align="right">{`${scaled(decoding.value, row)}${unit}`}</TableCell>
                </>
              ) : (
                <TableCell colSpan={2}>{decoding.error}</TableCell>
              )}
              <TableCell align="right">
                {current ? (
                  <CheckIcon fontSize="small" aria-hidden />
                ) : (
                  <Button
                    size="small"
                    onClick={() => onUseOrder(decoding.order)}
                    disabled={!('value' in decoding)}
                    aria-label={texts.useOrderLabel(decoding.order, label)}
                  >
                    {texts.useOrder}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
