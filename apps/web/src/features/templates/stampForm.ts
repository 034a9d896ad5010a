import { sameViewName, slotMismatch, viewNameSchema } from '@vigil/domain';
import { templateTexts as texts } from './templateTexts';

// The Create views form: for each site, a device per template slot and a view name, which
// follows the devices chosen until the user types one of their own.

/** A device as the form offers it for a slot. */
export interface StampDevice {
  id: string;
  name: string;
  /** Its library (the equipment model). */
  libraryId: string;
  protocol: string;
  gatewayName?: string;
}

/** A slot as matching sees it. */
export interface StampSlot {
  libraryId: string;
  protocol: string;
}

export interface StampSite {
  key: string;
  /** One entry per slot, in slot order. */
  devices: (StampDevice | null)[];
  viewName: string;
  /** The device the view is named after (the first one chosen), while it is chosen. */
  namedBy: string | null;
  /** The user typed the name, so choosing devices no longer changes it. */
  nameEdited: boolean;
}

/** Whether a device may fill a slot: of the slot's library, polled with its protocol. */
export function fitsSlot(device: StampSlot, slot: StampSlot): boolean {
  return (
    device.libraryId === slot.libraryId &&
    device.protocol.toLowerCase() === slot.protocol.toLowerCase()
  );
}

/** "<template name> – <device name>", or the template's name before any device is chosen. */
export function defaultViewName(templateName: string, device: StampDevice | null): string {
  return device ? texts.defaultViewName(templateName, device.name) : templateName;
}

export function newSite(key: string, slotCount: number, templateName: string): StampSite {
  const devices = Array.from({ length: slotCount }, () => null);
  return { key, devices, viewName: templateName, namedBy: null, nameEdited: false };
}

/**
 * A device put in (or taken out of) a slot. Until the user names the view, it is named after the
 * first device chosen, so a site reads as the device it is for (the one just onboarded); when
 * that device is taken out, after the next one in slot order.
 */
export function withDevice(
  site: StampSite,
  index: number,
  device: StampDevice | null,
  templateName: string,
): StampSite {
  const devices = site.devices.map((current, i) => (i === index ? device : current));
  if (site.nameEdited) return { ...site, devices };
  const kept = devices.find((candidate) => candidate !== null && candidate.id === site.namedBy);
  const namer = kept ?? device ?? devices.find((candidate) => candidate !== null) ?? null;
  return {
    ...site,
    devices,
    namedBy: namer?.id ?? null,
    viewName: defaultViewName(templateName, namer),
  };
}

export function withViewName(site: StampSite, viewName: string): StampSite {
  return { ...site, viewName, nameEdited: true };
}

export interface SiteErrors {
  /** Per slot. */
  devices: (string | undefined)[];
  viewName?: string;
}

/**
 * What stops each site from being sent: a slot without a device, a device in two slots, a view
 * name the form refuses or that another site also has. Null when every site may be sent.
 */
export function stampErrors(
  sites: readonly StampSite[],
  slots: readonly StampSlot[],
): SiteErrors[] | null {
  let any = false;
  const errors = sites.map((site, siteIndex) => {
    const devices: (string | undefined)[] = site.devices.map((device) => {
      if (device) return undefined;
      any = true;
      return texts.deviceRequired;
    });
    const chosen = site.devices.filter((device): device is StampDevice => device !== null);
    if (chosen.length === slots.length) {
      const mismatch = slotMismatch(slots, chosen);
      if (mismatch?.reason === 'duplicate') {
        devices[mismatch.index] = texts.duplicateDevice;
        any = true;
      }
    }
    const parsed = viewNameSchema.safeParse(site.viewName);
    let viewName = parsed.success ? undefined : parsed.error.issues[0]?.message;
    if (
      !viewName &&
      sites.some((other, i) => i !== siteIndex && sameViewName(other.viewName, site.viewName))
    ) {
      viewName = texts.duplicateViewName;
    }
    if (viewName) any = true;
    return viewName ? { devices, viewName } : { devices };
  });
  return any ? errors : null;
}
