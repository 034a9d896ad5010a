import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { DefaultTemplatesDocument } from '../../../graphql/generated/graphql';
import { templatePath } from '../templatePaths';
import { templateTexts as texts } from '../templateTexts';

export interface DefaultTemplateOfferProps {
  /** The equipment just onboarded. */
  equipmentID: string;
  customerID: string;
  customerSegment: string | undefined;
}

/**
 * After onboarding: the default templates of the new equipment's model, each offered as "Create
 * a view from template …", which opens that template's Create views with the device in its slot.
 * Nothing shows while they load, when there are none, or when they cannot be loaded: it is an
 * offer, not a step.
 */
export function DefaultTemplateOffer({
  equipmentID,
  customerID,
  customerSegment,
}: DefaultTemplateOfferProps) {
  const { data } = useQuery(DefaultTemplatesDocument, {
    variables: { equipmentID, customerID },
    fetchPolicy: 'network-only',
  });
  const templates = data?.templates ?? [];
  if (templates.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {templates.map((template) => (
        <Button
          key={template.id}
          variant="outlined"
          startIcon={<ViewQuiltIcon />}
          component={RouterLink}
          to={templatePath(customerSegment, template.id, { equipmentID })}
        >
          {texts.offerFromTemplate(template.name)}
        </Button>
      ))}
    </Box>
  );
}
