// Every user-facing string of the specs' error catalogues, by name. Nothing else retypes them.

export const messages = {
  // access §8
  loginFailed: 'Unable to login with the provided credentials.',
  lockout:
    'Your account has been temporarily locked due to too many login attempts. Please wait an hour and try again.',
  mfaTokenIncorrect: 'Your token is not correct.',
  mfaCodeFormat: 'Must be a six digit code',
  somethingWentWrong: 'Something went wrong.',
  notFoundTitle: 'Oops!',
  notFound: 'Sorry, the page you were trying to view does not exist.',
  // permission messages (access §8, core §8)
  mustBeLoggedIn: 'You must be logged in.',
  accessExpired: 'Your access has expired. Please refresh the page and try again',
  mustHaveFullAccess: 'You must have full access to access this information.',
  mustManageGateways: 'You must be able to manage gateways to access this information.',
  noAccess: 'You do not have access to this information.',
  noCreateTemplates: 'You do not have permission to create templates.',
  noDeleteTemplates: 'You do not have permission to delete templates.',
  noCreateLibraries: 'You do not have permission to create equipment libraries.',
  noCreateOrUpdateLibraries: 'You do not have permission to create or update equipment libraries.',
  noUpdateLibraries: 'You do not have permission to update equipment libraries.',
  noDeleteLibraries: 'You do not have permission to delete equipment libraries.',
  noShareWithUser: 'You do not have permission to share with this user.',
  insufficientPrivileges: 'You must do not have sufficient privileges to perform this action.',
  // account validation (access §5)
  invalidEmail: 'Invalid email address.',
  passwordLength: 'Must be between 10 and 128 characters',
  emailTaken: 'Email has already been taken.',
  // generic validation
  required: 'Required.',
  mustBeNumber: 'Must be a number.',
  // status snackbar
  snackbarError: 'Error',
  snackbarSuccess: 'Success',
} as const;

export type MessageKey = keyof typeof messages;
