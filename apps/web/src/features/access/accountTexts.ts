// The words of My Account, Forgot password and the verification page; the spec's own messages
// come from the domain's catalogue.
import type { PasswordStrength } from '@vigil/domain';

export const accountTexts = {
  title: 'My Account',
  loading: 'Loading your account',
  email: 'Email',
  // Profile
  profileHeading: 'Profile',
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone Number (mobile)',
  update: 'Update',
  noChannels: 'You have no alert channels: add a phone number, or ask for e-mail alerts.',
  // Passwords
  passwordHeading: 'Reset Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  resetPassword: 'Reset Password',
  passwordHelp:
    '10 to 128 characters; under 20, use 3 of lower-case, upper-case, number, special character.',
  strength: 'Password strength',
  strengthLevels: {
    red: 'Weak',
    orange: 'Fair',
    yellow: 'Good',
    green: 'Strong',
  } satisfies Record<PasswordStrength, string>,
  // MFA
  mfaHeading: 'Multifactor Authentication',
  mfaOn: 'MFA is on: signing in asks for a code from your authenticator app.',
  mfaOff: 'MFA is off: signing in asks for your password only.',
  enable: 'Enable',
  resync: 'Resync',
  disable: 'Disable',
  enableTitle: 'Enable MFA',
  resyncTitle: 'Resync MFA',
  disableTitle: 'Disable MFA',
  hasAuthenticator: 'I have an authenticator app',
  needAuthenticator:
    'Install an authenticator app on your phone first (for example Google Authenticator, Microsoft Authenticator or Authy).',
  msAuthenticator: 'I use Microsoft Authenticator',
  generateQr: 'Generate QR Code',
  qrAlt: 'QR code to scan with your authenticator app',
  scan: 'Scan the QR code with your authenticator app, or type the manual code into it.',
  manualCode: 'Manual code',
  code: 'Six-digit code',
  codeHelp: 'Enter the code your app shows now.',
  codeVerified: 'Code verified',
  codeWrong: 'That code does not match. Check the code in your app and try again.',
  finish: 'Finish',
  cancel: 'Cancel',
  resyncWarning:
    'Resyncing sets up a new secret: once you finish, codes from your current authenticator entry and your recovery codes stop working.',
  recoveryHeading: 'Recovery codes',
  recoveryIntro:
    'MFA is on. Keep these codes somewhere safe: each signs you in once if you lose your phone. They are shown only now.',
  recoveryList: 'Your recovery codes',
  done: 'Done',
  password: 'Password',
  // Forgot password
  forgotTitle: 'Reset your Password',
  forgotIntro: 'Enter the e-mail address of your account and we will send you a link.',
  sendEmail: 'Send Email',
  backToLogin: 'Back to Login',
  returnToLogin: 'Return to Login',
  login: 'Login',
  checkingLink: 'Checking your link',
  // Verification
  verifyTitle: 'Verify your email',
  createPassword: 'Create Password',
  termsTitle: 'Service Agreement',
  termsBody:
    'To use the service you accept its Service Agreement: a one-year term that renews automatically, and the notice periods, payment terms and suspension rules it sets out.',
  termsLink: 'Read the Service Agreement',
  accept: 'Accept',
  decline: 'Decline',
} as const;
