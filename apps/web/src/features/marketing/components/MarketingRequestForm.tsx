import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { demoRequestSchema, isHoneypotFilled, messages, stringLimit } from '@vigil/domain';
import type { MarketingRequestType, PlanType } from '@vigil/domain';
import { useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useBrand } from '../../../app/BrandContext';
import { FormTextField } from '../../../components/FormTextField';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { useRequestDemo } from '../hooks/useRequestDemo';
import { FORM_LABELS, REQUEST_FORM } from '../landingContent';
import { AltchaField } from './AltchaField';
import { PRERENDERED_ID } from './PublicSiteShell';

type FormValues = z.input<typeof demoRequestSchema>;
type ParsedValues = z.output<typeof demoRequestSchema>;
const TYPED_FIELDS = ['name', 'email', 'company', 'phone', 'notes', 'title'] as const;

export interface MarketingRequestFormProps {
  type: MarketingRequestType;
  /** The plan chosen on the pricing page; UNKNOWN elsewhere. */
  planType?: PlanType;
}

/**
 * The one form of demo, pricing and partnership requests (spec access §4, §5, §8): name and
 * e-mail required, phone checked only if given, the ALTCHA captcha solved ('Must be human'),
 * then requestDemo. A filled honeypot (the hidden `title`) looks sent but sends nothing. The
 * button reads its request's state and stays disabled after success.
 */
export function MarketingRequestForm({ type, planType = 'UNKNOWN' }: MarketingRequestFormProps) {
  const words = REQUEST_FORM[type];
  const { brand } = useBrand();
  const requestDemo = useRequestDemo();
  const [state, setState] = useState<RequestState>('before');
  // A solved captcha is good for one request: after a failure the visitor solves a fresh one.
  const [captchaRound, setCaptchaRound] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<FormValues, unknown, ParsedValues>({
    resolver: zodResolver(demoRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      company: '',
      phone: '',
      notes: '',
      title: '',
      allowedToken: '',
    },
  });
  register('allowedToken');

  // What a visitor typed into the pre-rendered copy of this form before the app took over is kept
  // (this runs before PublicSiteShell removes the copy).
  useLayoutEffect(() => {
    const copy = document
      .getElementById(PRERENDERED_ID)
      ?.querySelector(`form[aria-label="${words.label}"]`);
    for (const name of TYPED_FIELDS) {
      const typed = copy?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
      if (typed) setValue(name, typed);
    }
  }, [words.label, setValue]);

  const onSubmit = handleSubmit(async (form) => {
    if (isHoneypotFilled(form)) {
      // A robot: it sees what a person sees, and nothing is sent.
      setState('success');
      return;
    }
    setState('fetching');
    try {
      await requestDemo({
        name: form.name,
        email: form.email,
        company: form.company,
        phone: form.phone,
        type,
        productName: brand.productName,
        allowedToken: form.allowedToken,
        planType,
        notes: form.notes,
      });
      setState('success');
    } catch {
      setState('error');
      setValue('allowedToken', '');
      setCaptchaRound((round) => round + 1);
    }
  });

  const done = state === 'success';
  const label = state === 'fetching' ? words.fetching : done ? words.success : words.idle;
  return (
    <Box
      component="form"
      noValidate
      aria-label={words.label}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ maxWidth: 640 }}
    >
      {state === 'error' ? (
        <StatusBanner kind="error">{messages.demoFormProblem}</StatusBanner>
      ) : null}
      {done ? <StatusBanner kind="ok">{words.sent}</StatusBanner> : null}
      <FormTextField
        label={FORM_LABELS.name}
        registration={register('name')}
        error={errors.name}
        required
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: stringLimit('name') } }}
      />
      <FormTextField
        label={FORM_LABELS.email}
        type="email"
        registration={register('email')}
        error={errors.email}
        required
        autoComplete="email"
        slotProps={{ htmlInput: { maxLength: stringLimit('email') } }}
      />
      <FormTextField
        label={FORM_LABELS.company}
        registration={register('company')}
        error={errors.company}
        autoComplete="organization"
        slotProps={{ htmlInput: { maxLength: stringLimit('company') } }}
      />
      <FormTextField
        label={FORM_LABELS.phone}
        type="tel"
        registration={register('phone')}
        error={errors.phone}
        autoComplete="tel"
        slotProps={{ htmlInput: { maxLength: stringLimit('phone') } }}
      />
      <FormTextField
        label={FORM_LABELS.notes}
        registration={register('notes')}
        error={errors.notes}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: stringLimit('notes') } }}
      />
      {/* The honeypot: out of sight and out of the tab order; people leave it empty. */}
      <Box
        aria-hidden="true"
        sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
      >
        <label>
          {FORM_LABELS.title}
          <input type="text" tabIndex={-1} autoComplete="off" {...register('title')} />
        </label>
      </Box>
      <AltchaField
        key={captchaRound}
        onChange={(payload) =>
          setValue('allowedToken', payload ?? '', { shouldValidate: isSubmitted })
        }
        error={errors.allowedToken?.message}
      />
      <noscript>
        <StatusBanner kind="info">{FORM_LABELS.noScript}</StatusBanner>
      </noscript>
      <Box sx={{ mt: 2 }}>
        <RequestButton
          type="submit"
          variant="contained"
          size="large"
          state={state}
          loadingPosition="start"
          disabled={done}
        >
          {label}
        </RequestButton>
      </Box>
    </Box>
  );
}
