import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import { MFA_CODE_LENGTH, MFA_VERIFY_DEBOUNCE_MS, messages, mfaCodeSchema } from '@vigil/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { RequestButton, type RequestState } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { accountTexts } from '../accountTexts';
import { useActivateTotp } from '../hooks/useActivateTotp';
import { useGenerateTotp } from '../hooks/useGenerateTotp';
import { useVerifyTotp } from '../hooks/useVerifyTotp';
import { RecoveryCodes } from './RecoveryCodes';

type CodeCheck = 'idle' | 'checking' | 'verified' | 'wrong';

export interface MfaSetupDialogProps {
  /** Enable (MFA off) or Resync (MFA on: a new secret replaces the current one at Finish). */
  mode: 'enable' | 'resync';
  userId: string;
  /** Closed: by Cancel (nothing changed), or by Done once MFA was activated. */
  onClose: (activated: boolean) => void;
}

/**
 * Enable or Resync MFA (spec access §4): tick 'I have an authenticator app' (Resync skips it),
 * optionally Microsoft Authenticator, Generate QR Code, scan it or type the manual code, then the
 * six-digit code is verified 700 ms after typing stops or on leaving the field; Finish, enabled
 * only once it was verified, activates MFA and shows the recovery codes once. Cancel drops it all.
 * The dialog is mounted while open, so closing it resets everything.
 */
export function MfaSetupDialog({ mode, userId, onClose }: MfaSetupDialogProps) {
  const titleId = useId();
  const [generate] = useGenerateTotp();
  const [verify] = useVerifyTotp();
  const [activate] = useActivateTotp(userId);
  const [hasApp, setHasApp] = useState(mode === 'resync');
  const [msAuth, setMsAuth] = useState(false);
  const [setup, setSetup] = useState<{ url: string; plaintext: string } | null>(null);
  const [generateState, setGenerateState] = useState<RequestState>('before');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [check, setCheck] = useState<CodeCheck>('idle');
  const [finishState, setFinishState] = useState<RequestState>('before');
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  // The code last sent for checking, and a counter so an older answer never overwrites a newer one.
  const checked = useRef<string | null>(null);
  const sequence = useRef(0);

  const onGenerate = async () => {
    setGenerateState('fetching');
    try {
      setSetup(await generate(msAuth));
      setGenerateState('success');
      setCode('');
      setCheck('idle');
      checked.current = null;
    } catch {
      setGenerateState('error');
    }
  };

  const checkCode = useCallback(
    async (value: string) => {
      const parsed = mfaCodeSchema.safeParse({ code: value });
      if (!parsed.success) {
        setCodeError(parsed.error.issues[0]?.message ?? messages.mfaCodeFormat);
        return;
      }
      if (checked.current === parsed.data.code) return;
      checked.current = parsed.data.code;
      const mine = ++sequence.current;
      setCheck('checking');
      const ok = await verify(parsed.data.code).catch(() => false);
      if (mine === sequence.current) setCheck(ok ? 'verified' : 'wrong');
    },
    [verify],
  );

  // Verified once typing has stopped for the debounce, when six digits are there.
  useEffect(() => {
    if (!setup || !new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(code)) return;
    const timer = setTimeout(() => void checkCode(code), MFA_VERIFY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [code, setup, checkCode]);

  const onCodeChange = (value: string) => {
    const trimmed = value.trim();
    setCode(trimmed);
    setCodeError(null);
    if (trimmed !== checked.current) {
      sequence.current += 1;
      checked.current = null;
      setCheck('idle');
    }
  };

  const onFinish = async () => {
    setFinishState('fetching');
    try {
      setRecoveryCodes(await activate());
      setFinishState('success');
    } catch {
      setFinishState('error');
    }
  };

  const close = () => onClose(recoveryCodes !== null);

  const adornment =
    check === 'checking' ? (
      <CircularProgress size={20} aria-label="Checking the code" />
    ) : check === 'verified' ? (
      <CheckCircleIcon color="success" aria-label={accountTexts.codeVerified} />
    ) : check === 'wrong' ? (
      <CloseIcon color="error" aria-label={accountTexts.codeWrong} />
    ) : null;

  return (
    <Dialog
      open
      onClose={finishState === 'fetching' ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {mode === 'enable' ? accountTexts.enableTitle : accountTexts.resyncTitle}
      </DialogTitle>
      <DialogContent>
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} />
        ) : (
          <>
            {mode === 'resync' ? (
              <StatusBanner kind="warning">{accountTexts.resyncWarning}</StatusBanner>
            ) : (
              <>
                <FormControlLabel
                  control={<Checkbox checked={hasApp} onChange={(_e, value) => setHasApp(value)} />}
                  label={accountTexts.hasAuthenticator}
                />
                {!hasApp ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {accountTexts.needAuthenticator}
                  </Typography>
                ) : null}
              </>
            )}
            <FormControlLabel
              control={
                <Checkbox
                  checked={msAuth}
                  disabled={!hasApp}
                  onChange={(_e, value) => setMsAuth(value)}
                />
              }
              label={accountTexts.msAuthenticator}
            />
            <Box sx={{ my: 1 }}>
              <RequestButton
                variant={setup ? 'outlined' : 'contained'}
                state={generateState}
                disabled={!hasApp}
                onClick={() => void onGenerate()}
              >
                {accountTexts.generateQr}
              </RequestButton>
            </Box>
            {generateState === 'error' ? (
              <StatusBanner kind="error">{messages.problemGettingCode}</StatusBanner>
            ) : null}
            {setup ? (
              <Box>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {accountTexts.scan}
                </Typography>
                <Box
                  component="img"
                  src={setup.url}
                  alt={accountTexts.qrAlt}
                  sx={{ display: 'block', width: 200, height: 200, mx: 'auto', mb: 1 }}
                />
                <TextField
                  label={accountTexts.manualCode}
                  value={setup.plaintext}
                  fullWidth
                  margin="dense"
                  slotProps={{
                    htmlInput: {
                      readOnly: true,
                      spellCheck: false,
                      style: { fontFamily: 'monospace', letterSpacing: '0.1em' },
                    },
                  }}
                />
                <TextField
                  label={accountTexts.code}
                  value={code}
                  onChange={(event) => onCodeChange(event.target.value)}
                  onBlur={() => {
                    if (code !== '') void checkCode(code);
                  }}
                  error={codeError !== null || check === 'wrong'}
                  helperText={
                    codeError ??
                    (check === 'wrong'
                      ? accountTexts.codeWrong
                      : check === 'verified'
                        ? accountTexts.codeVerified
                        : accountTexts.codeHelp)
                  }
                  fullWidth
                  margin="normal"
                  autoComplete="one-time-code"
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      maxLength: MFA_CODE_LENGTH,
                      'aria-required': true,
                    },
                    input: adornment
                      ? {
                          endAdornment: <InputAdornment position="end">{adornment}</InputAdornment>,
                        }
                      : {},
                  }}
                />
              </Box>
            ) : null}
            {finishState === 'error' ? (
              <StatusBanner kind="error">{messages.problemActivatingMfa}</StatusBanner>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {recoveryCodes ? (
          <Button variant="contained" onClick={close}>
            {accountTexts.done}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={finishState === 'fetching'}>
              {accountTexts.cancel}
            </Button>
            <RequestButton
              variant="contained"
              state={finishState}
              disabled={check !== 'verified'}
              onClick={() => void onFinish()}
            >
              {accountTexts.finish}
            </RequestButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
