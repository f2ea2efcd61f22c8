/** The two button looks of the sign-in screens: the one main action, and the ones beside it. */
export const primaryButton =
  'inline-flex w-full items-center justify-center rounded-full bg-primary px-6 py-3 text-base font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex w-full items-center justify-center rounded-full border border-primary bg-white px-6 py-3 text-base font-semibold text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60';

export const textLink = 'font-medium text-primary underline-offset-4 hover:underline';
