// Wording of the partner logo panel (spec access §3 Logos) that the spec leaves to us; refusals
// come from the server in the domain's words ('Too big: …', 'Error uploading').

export const partnerLogoTexts = {
  title: 'Partner logo',
  hint: 'Shown in the partner portal’s header instead of the product’s mark. PNG, JPEG, GIF or WebP, under 10 MB.',
  loading: 'Loading the logo',
  none: 'No logo yet: the product’s mark is shown.',
  upload: 'Upload logo',
  replace: 'Upload a new logo',
  accept: 'image/png,image/jpeg,image/gif,image/webp',
  alt: (partnerName: string) => `${partnerName} logo`,
  size: (width: number, height: number) => `${width} × ${height} px`,
  remove: 'Delete logo',
  confirmTitle: 'Delete this logo?',
  confirmBody:
    'The partner portal shows the previous logo, or the product’s mark when none is left.',
  deleted: 'Logo deleted.',
  uploaded: 'Logo uploaded.',
  open: (partnerName: string) => `Logo of ${partnerName}`,
  close: 'Close',
};
