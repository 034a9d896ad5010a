import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ORDER_STATUSES, ORDER_STATUS_IN_PROGRESS, messages, nextOrderStatus } from '@vigil/domain';
import type { OrderStatus } from '@vigil/domain';
import { useId, useState } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import type { OrderFieldsFragment } from '../../../graphql/generated/graphql';
import { useSetOrderStatus } from '../hooks/useSetOrderStatus';
import { projectTexts as texts } from '../partnerTexts';
import { formatPortalDay } from '../portalDates';

/**
 * An order's statuses as steps, Ordered → … → Billed (spec access §4), each reached one with its
 * date; and the next status's button, only when the server says this user may set it
 * (technicians and billing each their own), named with its in-progress form while it saves.
 */
export function ProjectStepper({ order }: { order: OrderFieldsFragment }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [setStatus, { loading }] = useSetOrderStatus();
  const [date, setDate] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const dateId = useId();
  const reached = new Map(order.statusDates.map((entry) => [entry.status, entry]));
  const current = (order.status as OrderStatus | null) ?? null;
  const next = nextOrderStatus(current);
  const settable = next !== null && order.settableStatuses.includes(next);
  const activeStep = next === null ? ORDER_STATUSES.length : ORDER_STATUSES.indexOf(next);

  const onSet = async () => {
    if (!next) return;
    setFailure(null);
    try {
      await setStatus(order.id, next, date || null);
      setDate('');
    } catch (error) {
      setFailure(errorMessage(error) ?? messages.snackbarError);
    }
  };

  return (
    <Box>
      <Stepper
        activeStep={activeStep}
        orientation={narrow ? 'vertical' : 'horizontal'}
        alternativeLabel={!narrow}
        aria-label={texts.stepsLabel(order.visibleID)}
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {ORDER_STATUSES.map((status) => {
          const entry = reached.get(status);
          return (
            <Step key={status} completed={entry !== undefined} component="li">
              <StepLabel
                optional={
                  entry ? (
                    <Typography variant="caption" data-testid={`status-date-${status}`}>
                      {formatPortalDay(entry.at)}
                    </Typography>
                  ) : null
                }
              >
                {status}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
        {next === null ? (
          <Typography color="text.secondary">{texts.done}</Typography>
        ) : settable ? (
          <>
            <TextField
              id={dateId}
              type="date"
              size="small"
              label={texts.date}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'aria-label': texts.dateOf(order.visibleID) },
              }}
            />
            <RequestButton
              variant="contained"
              state={loading ? 'fetching' : failure ? 'error' : 'before'}
              onClick={() => void onSet()}
            >
              {loading ? texts.saving(ORDER_STATUS_IN_PROGRESS[next]) : texts.mark(next)}
            </RequestButton>
          </>
        ) : (
          <Typography color="text.secondary">{texts.waiting}</Typography>
        )}
      </Box>
    </Box>
  );
}
