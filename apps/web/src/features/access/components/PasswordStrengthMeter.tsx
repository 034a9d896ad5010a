import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { passwordStrength, type PasswordStrength } from '@vigil/domain';
import { useId } from 'react';
import { accountTexts } from '../accountTexts';

const LEVELS: readonly PasswordStrength[] = ['red', 'orange', 'yellow', 'green'];

/** The meter's colours, as the spec names them (access §5). */
const COLOURS: Record<PasswordStrength, string> = {
  red: '#d32f2f',
  orange: '#ef6c00',
  yellow: '#f9a825',
  green: '#2e7d32',
};

/**
 * The password strength meter (spec access §5): red while a rule is broken, then orange, yellow
 * and green as the password grows stronger; the level is also written out for those who do not
 * see colour. Nothing shows before anything is typed.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const labelId = useId();
  if (password === '') return null;
  const strength = passwordStrength(password);
  const level = LEVELS.indexOf(strength) + 1;
  const label = accountTexts.strengthLevels[strength];
  return (
    <Box sx={{ mt: 0.5, mb: 1 }}>
      <Box
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={1}
        aria-valuemax={LEVELS.length}
        aria-valuenow={level}
        aria-valuetext={label}
        data-strength={strength}
        sx={{ display: 'flex', gap: 0.5 }}
      >
        {LEVELS.map((step, index) => (
          <Box
            key={step}
            sx={{
              flex: 1,
              height: 6,
              borderRadius: 1,
              bgcolor: index < level ? COLOURS[strength] : 'action.hover',
            }}
          />
        ))}
      </Box>
      <Typography id={labelId} variant="caption" color="text.secondary">
        {accountTexts.strength}: {label}
      </Typography>
    </Box>
  );
}
