import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { bugReportSchema, messages, stringLimit } from '@vigil/domain';
import type { BugReportInput } from '@vigil/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { graphQLErrorField } from '../../app/graphQLErrorField';
import { usePageTitle } from '../../app/PageTitleContext';
import { useSession } from '../../app/SessionContext';
import { FormTextField } from '../../components/FormTextField';
import { PageHeader } from '../../components/PageHeader';
import { RequestButton } from '../../components/RequestButton';
import type { RequestState } from '../../components/RequestButton';
import { StatusBanner } from '../../components/StatusBanner';
import type { BannerKind } from '../../components/StatusBanner';
import { useSubmitBugReport } from './hooks/useSubmitBugReport';
import { marketingPaths, marketingTexts } from './marketingTexts';

type BugReportForm = z.input<typeof bugReportSchema>;
const FIELDS = ['email', 'subject', 'description'] as const;
const DESCRIPTION_MAX = stringLimit('description');

/**
 * /feedback/bug (spec access §2; signed in): e-mail (the user's own to start with), subject and
 * description, sent with submitBugReport. The answer says whether the report reached the support
 * team by e-mail or was only kept, never thanking for a mail that was not sent.
 */
export function BugReportPage() {
  usePageTitle(marketingTexts.bugTitle);
  const { user } = useSession();
  const [submit] = useSubmitBugReport();
  const [state, setState] = useState<RequestState>('before');
  const [outcome, setOutcome] = useState<{ kind: BannerKind; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<BugReportForm, unknown, BugReportInput>({
    resolver: zodResolver(bugReportSchema),
    mode: 'onTouched',
    defaultValues: { email: user?.email ?? '', subject: '', description: '' },
  });
  const descriptionLength = (watch('description') ?? '').length;

  const onSubmit = handleSubmit(async (report) => {
    setState('fetching');
    setOutcome(null);
    try {
      const mailed = await submit(report);
      // Kept either way: clear it so the same report is not sent twice.
      reset({ email: report.email, subject: '', description: '' });
      setState(mailed ? 'success' : 'before');
      setOutcome(
        mailed
          ? { kind: 'ok', text: messages.bugReportSent }
          : { kind: 'warning', text: messages.bugReportKeptNotMailed },
      );
    } catch (failed) {
      setState('error');
      const onField = graphQLErrorField(failed);
      const field = FIELDS.find((name) => name === onField?.field);
      if (onField && field) {
        setError(field, { type: 'server', message: onField.message });
        return;
      }
      setOutcome({
        kind: 'error',
        text: failed instanceof Error && failed.message ? failed.message : messages.unexpectedError,
      });
    }
  });

  return (
    <>
      <PageHeader title={marketingTexts.bugTitle} subtitle={marketingTexts.bugIntro} />
      <Box
        component="form"
        noValidate
        aria-label={marketingTexts.bugTitle}
        onSubmit={(event) => void onSubmit(event)}
        sx={{ maxWidth: 640 }}
      >
        {outcome ? <StatusBanner kind={outcome.kind}>{outcome.text}</StatusBanner> : null}
        <FormTextField
          label={marketingTexts.emailLabel}
          type="email"
          registration={register('email', { onChange: () => setState('before') })}
          error={errors.email}
          required
          autoComplete="email"
        />
        <FormTextField
          label={marketingTexts.subjectLabel}
          registration={register('subject', { onChange: () => setState('before') })}
          error={errors.subject}
          help={marketingTexts.subjectHelp}
          required
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: stringLimit('subject') } }}
        />
        <FormTextField
          label={marketingTexts.descriptionLabel}
          registration={register('description', { onChange: () => setState('before') })}
          error={errors.description}
          help={marketingTexts.descriptionHelp(descriptionLength, DESCRIPTION_MAX)}
          multiline
          minRows={5}
          slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
        />
        <Box sx={{ mt: 2 }}>
          <RequestButton type="submit" variant="contained" state={state}>
            {marketingTexts.send}
          </RequestButton>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        What to put in a report, and other ways to get help:{' '}
        <Link component={RouterLink} to={marketingPaths.help}>
          {marketingTexts.helpTitle}
        </Link>
        .
      </Typography>
    </>
  );
}
