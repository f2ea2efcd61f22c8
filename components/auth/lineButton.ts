/** LINE's own green, as LINE asks its login button to look. */
export const lineButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-[#06C755] px-6 py-3 text-base font-semibold text-white hover:bg-[#05b34c] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#06C755] disabled:cursor-not-allowed disabled:opacity-60';
