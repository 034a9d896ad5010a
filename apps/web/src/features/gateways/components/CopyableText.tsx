import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useId, useRef, useState } from 'react';
import { gatewayTexts } from '../gatewayTexts';

export interface CopyableTextProps {
  label: string;
  text: string;
  copyLabel: string;
}

/**
 * Text to paste elsewhere (a token, a command), in a monospace box the user can select, with a
 * copy button. Where the clipboard is unavailable (plain http), the text is selected instead.
 */
export function CopyableText({ label, text, copyLabel }: CopyableTextProps) {
  const labelId = useId();
  const box = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'byHand' | null>(null);

  const selectText = () => {
    const node = box.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      selectText();
      setOutcome('byHand');
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        ref={box}
        component="pre"
        aria-labelledby={labelId}
        tabIndex={0}
        data-testid={`copyable-${label}`}
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '0.85rem',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {text}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {copyLabel}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {outcome === 'copied'
            ? gatewayTexts.copied
            : outcome === 'byHand'
              ? gatewayTexts.copyByHand
              : ''}
        </Typography>
      </Box>
    </Box>
  );
}
