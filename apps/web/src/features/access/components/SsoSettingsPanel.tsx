import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { SAML_METADATA_MAX, messages } from '@vigil/domain';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { RequestButton, type RequestState } from '../../../components/RequestButton';
import { RetryBanner } from '../../../components/RetryBanner';
import { StatusBanner } from '../../../components/StatusBanner';
import { SamlConfigDocument } from '../../../graphql/generated/graphql';
import type { SamlConfigQuery } from '../../../graphql/generated/graphql';
import { useUpdateSamlConfig } from '../hooks/useUpdateSamlConfig';

type SamlConfig = SamlConfigQuery['samlConfig'];
type Source = 'url' | 'xml';
type Field = 'idpMetadataUrl' | 'idpMetadataXml';

export const SSO_SAVED = 'Single sign-on settings saved.';

const isHttpUrl = (value: string) =>
  URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);

/**
 * A company's single sign-on (SAML) on its Settings page: on or off, the identity provider by its
 * metadata address or XML, and what to give the identity provider (this service's entity id,
 * assertion consumer address, metadata address and certificate).
 */
export function SsoSettingsPanel({ customerID }: { customerID: string }) {
  const { data, error, refetch } = useQuery(SamlConfigDocument, { variables: { customerID } });
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        Single sign-on (SAML)
      </Typography>
      {data ? (
        <SsoSettingsForm key={data.samlConfig.customerID} config={data.samlConfig} />
      ) : error ? (
        <RetryBanner retry={refetch}>
          {errorMessage(error) ?? messages.somethingWentWrong}
        </RetryBanner>
      ) : (
        <CenteredLoader label="Loading single sign-on settings" />
      )}
    </Box>
  );
}

function SsoSettingsForm({ config }: { config: SamlConfig }) {
  const [save] = useUpdateSamlConfig(config.customerID);
  const [enabled, setEnabled] = useState(config.enabled);
  const [source, setSource] = useState<Source>(
    config.idpEntityId && !config.idpMetadataUrl ? 'xml' : 'url',
  );
  const [url, setUrl] = useState(config.idpMetadataUrl ?? '');
  const [xml, setXml] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<RequestState>('before');
  const sourceLabelId = useId();

  const check = (): Partial<Record<Field, string>> => {
    const given = source === 'url' ? url.trim() : xml.trim();
    const field: Field = source === 'url' ? 'idpMetadataUrl' : 'idpMetadataXml';
    if (source === 'url' && given && !isHttpUrl(given))
      return { [field]: messages.samlMetadataUrl };
    if (source === 'xml' && given.length > SAML_METADATA_MAX) {
      return { [field]: messages.samlMetadataTooLarge(SAML_METADATA_MAX) };
    }
    if (enabled && !given && !config.idpEntityId) return { [field]: messages.samlMetadataNeeded };
    return {};
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setState('error');
      return;
    }
    setState('fetching');
    try {
      await save({
        enabled,
        idpMetadataUrl: source === 'url' && url.trim() ? url.trim() : null,
        idpMetadataXml: source === 'xml' && xml.trim() ? xml : null,
      });
      setXml('');
      setState('success');
    } catch (error) {
      const onField = graphQLErrorField(error);
      if (onField && (onField.field === 'idpMetadataUrl' || onField.field === 'idpMetadataXml')) {
        setErrors({ [onField.field]: onField.message });
      } else {
        setFailure(errorMessage(error) ?? messages.somethingWentWrong);
      }
      setState('error');
    }
  };

  const keeps = config.idpEntityId
    ? `Leave it empty to keep the identity provider read before (${config.idpEntityId}).`
    : undefined;

  return (
    <Stack spacing={3}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormControlLabel
          control={
            <Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          }
          label="Sign users in with single sign-on"
        />
        <FormControl component="fieldset" sx={{ display: 'block', mt: 2 }}>
          <FormLabel id={sourceLabelId}>Identity provider metadata</FormLabel>
          <RadioGroup
            row
            aria-labelledby={sourceLabelId}
            value={source}
            onChange={(event) => {
              setSource(event.target.value as Source);
              setErrors({});
            }}
          >
            <FormControlLabel value="url" control={<Radio />} label="By address" />
            <FormControlLabel value="xml" control={<Radio />} label="As XML" />
          </RadioGroup>
        </FormControl>
        {source === 'url' ? (
          <TextField
            fullWidth
            margin="normal"
            label="Metadata URL"
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={Boolean(errors.idpMetadataUrl)}
            helperText={errors.idpMetadataUrl ?? 'Fetched when you save.'}
            slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off' } }}
          />
        ) : (
          <TextField
            fullWidth
            margin="normal"
            label="Metadata XML"
            multiline
            minRows={4}
            maxRows={12}
            value={xml}
            onChange={(event) => setXml(event.target.value)}
            error={Boolean(errors.idpMetadataXml)}
            helperText={errors.idpMetadataXml ?? keeps}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        )}
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        {state === 'success' ? <StatusBanner kind="ok">{SSO_SAVED}</StatusBanner> : null}
        <RequestButton type="submit" variant="contained" state={state} sx={{ mt: 1 }}>
          Save
        </RequestButton>
      </Box>
      <IdentityProviderFacts config={config} />
    </Stack>
  );
}

/** What the identity provider was read as, and what to give it. */
function IdentityProviderFacts({ config }: { config: SamlConfig }) {
  const readOnly = (label: string, value: string, multiline = false) => (
    <TextField
      key={label}
      fullWidth
      label={label}
      value={value}
      multiline={multiline}
      slotProps={{
        htmlInput: {
          readOnly: true,
          spellCheck: false,
          style: multiline ? { fontFamily: 'monospace', fontSize: 12 } : undefined,
        },
      }}
    />
  );
  return (
    <Stack spacing={2}>
      {config.idpEntityId ? (
        <Typography>
          Identity provider: <strong>{config.idpEntityId}</strong>
          {config.idpSsoUrl ? ` (signs in at ${config.idpSsoUrl})` : null}
        </Typography>
      ) : (
        <Typography color="text.secondary">No identity provider yet.</Typography>
      )}
      <Typography variant="subtitle1" component="h3">
        For your identity provider
      </Typography>
      {readOnly('Entity ID', config.spEntityId)}
      {readOnly('Assertion consumer service (ACS) URL', config.spAcsUrl)}
      {readOnly('Service provider metadata URL', config.spMetadataUrl)}
      {readOnly('Sign-in page', `${window.location.origin}${config.loginPath}`)}
      {config.spCertificate ? (
        readOnly('Certificate', config.spCertificate, true)
      ) : (
        <Typography color="text.secondary">
          The certificate is made when these settings are first saved.
        </Typography>
      )}
    </Stack>
  );
}
