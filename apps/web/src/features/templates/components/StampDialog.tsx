import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { RequestButton } from '../../../components/RequestButton';
import { StampEquipmentDocument } from '../../../graphql/generated/graphql';
import type { TemplateFieldsFragment } from '../../../graphql/generated/graphql';
import { useStampViews } from '../hooks/useStampViews';
import { fitsSlot, newSite, stampErrors, withDevice, withViewName } from '../stampForm';
import type { SiteErrors, StampSite, StampSlot } from '../stampForm';
import { templateTexts as texts } from '../templateTexts';
import { DevicePicker, toStampDevice } from './DevicePicker';
import { StampProgressList } from './StampProgressList';

export interface StampDialogProps {
  template: Pick<TemplateFieldsFragment, 'id' | 'name' | 'equipment'>;
  customerID: string;
  customerSegment: string | undefined;
  /** A device to put in its slot of the first site (the offer after onboarding). */
  preselectedID?: string | undefined;
  /** The user may create public views (cpv). */
  canMakePublic: boolean;
  onClose: () => void;
}

/**
 * Create views (stamp): for one or many sites, a device for each of the template's slots among
 * the customer's equipment of the slot's model and a view name; then one newTemplateView per
 * site, in turn, with a row per site showing how it went. A failure does not stop the others.
 */
export function StampDialog({
  template,
  customerID,
  customerSegment,
  preselectedID,
  canMakePublic,
  onClose,
}: StampDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const slots = useMemo(
    () => [...template.equipment].sort((a, b) => a.order - b.order),
    [template.equipment],
  );
  const slotFits: StampSlot[] = useMemo(
    () => slots.map((slot) => ({ libraryId: slot.libraryID, protocol: slot.protocol })),
    [slots],
  );
  const nextKey = useRef(1);
  const [sites, setSites] = useState<StampSite[]>(() => [
    newSite('site-0', slots.length, template.name),
  ]);
  const [errors, setErrors] = useState<SiteErrors[] | null>(null);
  const [isPublic, setIsPublic] = useState(false);
  const [overwriteThresholds, setOverwriteThresholds] = useState(false);
  const stamp = useStampViews(template.id, customerID);

  // The preselected device goes into the first slot it fits, once it is known.
  const preselected = useQuery(
    StampEquipmentDocument,
    preselectedID ? { variables: { customerID, includeID: preselectedID, limit: 1 } } : skipToken,
  );
  const [placed, setPlaced] = useState(false);
  const found = preselected.data?.allEquipment.items.find((item) => item.id === preselectedID);
  if (found && !placed) {
    setPlaced(true);
    const device = toStampDevice(found);
    const index = slotFits.findIndex((slot) => fitsSlot(device, slot));
    if (index >= 0) {
      setSites((current) =>
        current.map((site, i) => (i === 0 ? withDevice(site, index, device, template.name) : site)),
      );
    }
  }

  const update = (key: string, change: (site: StampSite) => StampSite) => {
    setSites((current) => current.map((site) => (site.key === key ? change(site) : site)));
  };
  const addSite = () => {
    const key = `site-${nextKey.current}`;
    nextKey.current += 1;
    setSites((current) => [...current, newSite(key, slots.length, template.name)]);
  };
  const removeSite = (key: string) => {
    setSites((current) => current.filter((site) => site.key !== key));
    setErrors(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = stampErrors(sites, slotFits);
    setErrors(problems);
    if (problems) return;
    void stamp.run(
      sites.map((site) => ({
        key: site.key,
        name: site.viewName.trim(),
        equipment: site.devices.map((device) => device?.id ?? ''),
      })),
      { isPublic: canMakePublic && isPublic, overwriteThresholds },
    );
  };

  const rows = stamp.rows;
  const created = rows?.filter((row) => row.status === 'created').length ?? 0;
  const failed = rows?.filter((row) => row.status === 'failed').length ?? 0;

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      onClose={stamp.running ? undefined : onClose}
    >
      <DialogTitle id={titleId}>{texts.stampTitle}</DialogTitle>
      {rows ? (
        <>
          <DialogContent>
            <Typography role="status" sx={{ mb: 1 }}>
              {stamp.running ? texts.stampRunning : texts.stampDone(created, failed)}
            </Typography>
            <StampProgressList rows={rows} customerSegment={customerSegment} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} disabled={stamp.running}>
              {texts.close}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogContent sx={{ pt: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {template.name}
            </Typography>
            <Typography variant="subtitle1" component="h3">
              {texts.sitesHeading}
            </Typography>
            {sites.map((site, siteIndex) => {
              const siteErrors = errors?.[siteIndex];
              const heading = texts.site(siteIndex + 1);
              return (
                <Paper
                  key={site.key}
                  component="fieldset"
                  variant="outlined"
                  data-testid="stamp-site"
                  sx={{ p: 2, mt: 1, mb: 2, mx: 0, minWidth: 0 }}
                >
                  <Box
                    component="legend"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 0.5 }}
                  >
                    <Typography variant="subtitle2" component="span">
                      {heading}
                    </Typography>
                    {sites.length > 1 ? (
                      <IconButton
                        size="small"
                        aria-label={texts.removeSite(siteIndex + 1)}
                        onClick={() => removeSite(site.key)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    ) : null}
                  </Box>
                  {slots.map((slot, index) => (
                    <DevicePicker
                      key={slot.order}
                      customerID={customerID}
                      slot={slotFits[index]!}
                      label={`${texts.deviceFor(slot.name)} (${texts.slotLabel(slot)})`}
                      value={site.devices[index] ?? null}
                      onChange={(device) =>
                        update(site.key, (current) =>
                          withDevice(current, index, device, template.name),
                        )
                      }
                      error={siteErrors?.devices[index]}
                    />
                  ))}
                  <TextField
                    fullWidth
                    margin="dense"
                    label={texts.viewName}
                    value={site.viewName}
                    onChange={(event) =>
                      update(site.key, (current) => withViewName(current, event.target.value))
                    }
                    error={Boolean(siteErrors?.viewName)}
                    helperText={siteErrors?.viewName}
                    slotProps={{ htmlInput: { 'aria-required': true } }}
                  />
                </Paper>
              );
            })}
            <Button startIcon={<AddIcon />} onClick={addSite}>
              {texts.addSite}
            </Button>
            <Box sx={{ display: 'flex', flexDirection: 'column', mt: 2 }}>
              {canMakePublic ? (
                <FormControlLabel
                  control={
                    <Checkbox checked={isPublic} onChange={(_event, on) => setIsPublic(on)} />
                  }
                  label={texts.isPublic}
                />
              ) : null}
              <FormControlLabel
                control={
                  <Checkbox
                    checked={overwriteThresholds}
                    onChange={(_event, on) => setOverwriteThresholds(on)}
                  />
                }
                label={texts.overwriteThresholds}
              />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{texts.cancel}</Button>
            <RequestButton type="submit" variant="contained" state="before">
              {texts.createViews(sites.length)}
            </RequestButton>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
