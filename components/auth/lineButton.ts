/**
 * LINE's green, darkened from its brand #06C755 so that white text on it reads at WCAG AA contrast
 * (5.5:1; the brand green gives 2.3:1).
 */
export const lineButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-[#007A37] px-6 py-3 text-base font-semibold text-white hover:bg-[#006a30] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#007A37] disabled:cursor-not-allowed disabled:opacity-60';
