import Box from '@mui/material/Box';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPhone, messages, profileSchema } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { FormTextField } from '../../../components/FormTextField';
import { RequestButton, type RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { TestAlertResults } from '../../../components/alarms/TestAlertResults';
import { alarmTexts } from '../../../components/alarms/alarmTexts';
import { useTestAlert } from '../../../components/alarms/hooks/useTestAlert';
import { accountTexts } from '../accountTexts';
import { useEditUser } from '../hooks/useEditUser';

/** The profile fields of spec access §5 (the e-mail is shown above the form, not edited here). */
const profileFormSchema = profileSchema.pick({ firstName: true, lastName: true, phone: true });
type ProfileField = 'firstName' | 'lastName' | 'phone';

export interface ProfileFormProps {
  user: {
    firstName?: string | null;
    lastName?: string | null;
    phone?: string | null;
    customer?: { id: string } | null;
  };
}

/**
 * The profile form of My Account (spec access §2, §5): First Name, Last Name and the mobile phone
 * shown as (AAA) BBB-CCCC, with the spec's consent notice; Update saves them, Send Test Alert
 * sends a test message to the saved e-mail and phone.
 */
export function ProfileForm({ user }: ProfileFormProps) {
  const [save] = useEditUser();
  const [state, setState] = useState<RequestState>('before');
  const [failure, setFailure] = useState<string | null>(null);
  const [testFailure, setTestFailure] = useState<string | null>(null);
  const testAlert = useTestAlert(user.customer?.id, (error) =>
    setTestFailure(errorMessage(error) ?? messages.somethingWentWrong),
  );
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm({
    mode: 'onTouched',
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ? formatPhone(user.phone) : '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setState('fetching');
    setFailure(null);
    try {
      await save(values);
      setState('success');
    } catch (error) {
      setState('error');
      const field = graphQLErrorField(error);
      if (field && ['firstName', 'lastName', 'phone'].includes(field.field)) {
        setError(field.field as ProfileField, { message: field.message });
      } else {
        setFailure(errorMessage(error) ?? messages.somethingWentWrong);
      }
    }
  });

  const onSendTest = () => {
    setTestFailure(null);
    void testAlert.send();
  };

  const phone = register('phone', {
    // Shown as (AAA) BBB-CCCC once typed.
    onBlur: (event: { target: { value: string } }) =>
      setValue('phone', formatPhone(event.target.value)),
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={accountTexts.profileHeading}
      onSubmit={(event) => void onSubmit(event)}
    >
      {state === 'success' ? (
        <StatusBanner kind="ok">{messages.accountUpdated}</StatusBanner>
      ) : null}
      {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField
          label={accountTexts.firstName}
          registration={register('firstName', { onChange: () => setState('before') })}
          error={errors.firstName}
          autoComplete="given-name"
        />
        <FormTextField
          label={accountTexts.lastName}
          registration={register('lastName', { onChange: () => setState('before') })}
          error={errors.lastName}
          autoComplete="family-name"
        />
      </Box>
      <FormTextField
        label={accountTexts.phone}
        type="tel"
        registration={phone}
        error={errors.phone}
        autoComplete="tel"
      />
      <StatusBanner kind="info">{messages.phoneConsent}</StatusBanner>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <RequestButton type="submit" variant="contained" state={state}>
          {accountTexts.update}
        </RequestButton>
        <RequestButton
          variant="outlined"
          state={testAlert.state}
          startIcon={<NotificationsActiveIcon />}
          onClick={onSendTest}
        >
          {alarmTexts.sendTestAlert}
        </RequestButton>
      </Box>
      {testFailure ? (
        <Box sx={{ mt: 2 }}>
          <StatusBanner kind="error">{testFailure}</StatusBanner>
        </Box>
      ) : null}
      <TestAlertResults results={testAlert.results} noChannels={accountTexts.noChannels} />
    </Box>
  );
}
