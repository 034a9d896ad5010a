import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import { useQuery } from '@apollo/client/react';
import { SensorInsightDocument } from '../../../graphql/generated/graphql';
import { formatNumber } from '../sensorDisplay';
import { manageSensorsTexts as texts } from '../manageSensorsTexts';

export interface SmartThresholdSuggestionProps {
  sensorID: string;
  customerID: string | undefined;
  disabled?: boolean | undefined;
  /** Takes the learned warning and critical values as green and yellow. */
  onUse: (warning: number, critical: number) => void;
}

/**
 * Smart thresholds: the learned normal band of the Artificial Intelligence widget proposes a
 * warning and a critical value for the sensor, offered as a suggestion the user may take.
 */
export function SmartThresholdSuggestion({
  sensorID,
  customerID,
  disabled,
  onUse,
}: SmartThresholdSuggestionProps) {
  const { data, error } = useQuery(SensorInsightDocument, {
    variables: { customerID, sensorIDs: [sensorID] },
  });
  const insight = data?.readings[0]?.insights.find((i) => i.sensorID === sensorID);
  const warning = insight?.smartThresholds?.warning;
  const critical = insight?.smartThresholds?.critical;
  let body;
  if (error && !data) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {texts.noSuggestion}
      </Typography>
    );
  } else if (!data) {
    body = <Skeleton width="60%" />;
  } else if (typeof warning === 'number' && typeof critical === 'number' && insight) {
    body = (
      <>
        <Typography variant="body2" data-testid="smart-suggestion">
          {texts.suggestion(formatNumber(warning), formatNumber(critical), insight.learnedHours)}
        </Typography>
        <Button
          size="small"
          startIcon={<AutoGraphIcon />}
          disabled={disabled}
          onClick={() => onUse(warning, critical)}
          aria-describedby={`smart-help-${sensorID}`}
        >
          {texts.useSuggestion}
        </Button>
        <Typography
          id={`smart-help-${sensorID}`}
          variant="caption"
          color="text.secondary"
          component="p"
        >
          {texts.useSuggestionHelp}
        </Typography>
      </>
    );
  } else {
    body = (
      <Typography variant="body2" color="text.secondary">
        {texts.noSuggestion}
      </Typography>
    );
  }
  return (
    <Box component="section" aria-label={texts.smartThresholds} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {texts.smartThresholds}
      </Typography>
      {body}
    </Box>
  );
}
